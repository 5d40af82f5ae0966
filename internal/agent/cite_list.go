package agent

import (
	"regexp"
	"strconv"
	"strings"
	"unicode"
)

// How a model call's text opened, as Outcome.Sources and the form label of
// ks_answer_sources_total report it (ADR 0033).
const (
	// SourcesListed: a "Sources:" line naming at least one passage retrieved in the turn.
	SourcesListed = "listed"
	// SourcesNone: "Sources: none" — the answer rests on no passage (SQL results, an abstention).
	SourcesNone = "none"
	// SourcesRefused: a list naming only passages that were not retrieved; the prose was replaced by refusalText.
	SourcesRefused = "refused"
	// SourcesInline: no list (the model ignored the rule): markers are checked inline, as before ADR 0033.
	SourcesInline = "inline"
)

// maxListLine bounds the text held back while a call's opening may still be
// a sources line: past it the text is prose (the inline fallback).
const maxListLine = 200

// refusalText replaces an answer whose sources list names only passages
// that were not retrieved: it would assert things from sources that do not
// exist, so none of it is shown. IsAbstention matches it.
const refusalText = "I could not find support for an answer in the workspace's documents: the answer I began named sources that are not among the passages I retrieved, so it is not shown. Try rephrasing the question."

type openingState int

const (
	openingUndecided openingState = iota // the text so far could still open a sources line
	openingList                          // "Sources:" seen; the line has not closed
	openingProse                         // decided: runes are the answer's prose
	openingDropped                       // refused: the rest of the call's text is discarded
)

// opening is the state of one model call's first line.
type opening struct {
	state openingState
	buf   []rune // the text held while undecided or while the list is open
	form  string // Sources*, once decided
	// trim drops the blanks and newlines between a sources line and the prose.
	trim bool
}

// listKeys are the accepted openings, after normalise.
var listKeys = []string{"sources:", "source:"}

// normalise is the held text as the opening is matched: bold markers ("**Sources:**"),
// leading blanks and case do not matter.
func normalise(buf []rune) string {
	s := strings.ReplaceAll(string(buf), "*", "")
	return strings.ToLower(strings.TrimLeftFunc(s, unicode.IsSpace))
}

// feed routes one rune of a model call's text by the state of its opening.
func (f *citeFilter) feed(r rune) error {
	h := &f.head
	switch h.state {
	case openingDropped:
		return nil
	case openingProse:
		if h.trim {
			if unicode.IsSpace(r) {
				return nil
			}
			h.trim = false
		}
		return f.prose(r)
	case openingList:
		if r == '\n' {
			return f.closeList(true)
		}
		h.buf = append(h.buf, r)
		if len(h.buf) > maxListLine {
			return f.toInline()
		}
		return nil
	}
	h.buf = append(h.buf, r)
	if len(h.buf) > maxListLine {
		return f.toInline()
	}
	s := normalise(h.buf)
	for _, k := range listKeys {
		if s == k {
			h.state = openingList
			return nil
		}
	}
	for _, k := range listKeys {
		if strings.HasPrefix(k, s) {
			return nil // "", "s", "sour", ...: still possibly a list
		}
	}
	return f.toInline()
}

// toInline gives up on a sources line: the held text is prose, as before ADR 0033.
func (f *citeFilter) toInline() error {
	buf := f.head.buf
	f.head = opening{state: openingProse, form: SourcesInline}
	for _, r := range buf {
		if err := f.prose(r); err != nil {
			return err
		}
	}
	return nil
}

// endOpening settles an opening still undecided when the model call ends.
func (f *citeFilter) endOpening() error {
	switch f.head.state {
	case openingList:
		return f.closeList(false)
	case openingUndecided:
		if strings.TrimSpace(string(f.head.buf)) == "" {
			f.head.buf = nil // no text at all (a call that only calls tools)
			return nil
		}
		return f.toInline()
	}
	return nil
}

var listRE = regexp.MustCompile(`^(?:\s*,?\s*\[\s*\d{1,6}(?:\s*,\s*\d{1,6})*\s*\])+\s*[.,]?\s*$`)
var numRE = regexp.MustCompile(`\d+`)

// closeList parses and validates a complete sources line. newline says the
// line ended with one (which a malformed line passes on to the prose).
func (f *citeFilter) closeList(newline bool) error {
	s := normalise(f.head.buf)
	for _, k := range listKeys {
		if strings.HasPrefix(s, k) {
			s = strings.TrimSpace(s[len(k):])
			break
		}
	}
	var nums []int
	switch {
	case s == "" || s == "none" || s == "none." || s == "-" || s == "—":
	case listRE.MatchString(s):
		seen := map[int]bool{}
		for _, m := range numRE.FindAllString(s, -1) {
			n, _ := strconv.Atoi(m)
			if !seen[n] {
				seen[n] = true
				nums = append(nums, n)
			}
		}
	default: // not the form asked for: show it, as before ADR 0033
		if err := f.toInline(); err != nil {
			return err
		}
		if newline {
			return f.prose('\n')
		}
		return nil
	}
	f.allowed = map[int]bool{}
	for _, n := range nums {
		c, ok := f.sess.Lookup(n)
		if !ok {
			continue // a number naming nothing retrieved is dropped
		}
		f.allowed[n] = true
		if err := f.cite(n, c); err != nil {
			return err
		}
	}
	switch {
	case len(nums) == 0:
		f.head = opening{state: openingProse, form: SourcesNone, trim: true}
	case len(f.allowed) == 0:
		// Everything it rests on is invented: refuse before any of its prose streams.
		f.head = opening{state: openingDropped, form: SourcesRefused}
		for _, r := range refusalText {
			if err := f.prose(r); err != nil {
				return err
			}
		}
	default:
		f.head = opening{state: openingProse, form: SourcesListed, trim: true}
	}
	return nil
}
