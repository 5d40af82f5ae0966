package agent

import (
	"regexp"
	"strconv"
	"strings"

	"knowledgestack/internal/tools"
)

// maxMarker bounds how much text is held back while a "[" might open a citation marker.
const maxMarker = 24

// citeFilter passes the answer through as it streams. Each model call's text
// first goes through its opening (cite_list.go): a "Sources: [1][3]" line is
// parsed, validated and sent as citation frames before any prose, and the
// prose may then cite only those passages. Without the line (the fallback)
// it keeps only [n] markers that name a citation of the turn's session,
// sending a citation's frame before the first delta that uses it. Either
// way markers pointing at nothing are dropped, and a "[" split across deltas
// is held back until the marker resolves.
type citeFilter struct {
	sess  *tools.Session
	emit  Emit
	sent  map[int]bool
	cited []tools.Citation
	// allowed, when not nil, is the current model call's validated sources
	// list: a marker naming anything else is dropped.
	allowed map[int]bool
	head    opening // the current model call's opening, until it is decided
	pending []rune  // "[" and what followed, not yet resolved
	space   []rune  // trailing blanks held back: a dropped marker takes its leading blank with it
	out     strings.Builder
	answer  strings.Builder
	sep     bool
}

func newCiteFilter(sess *tools.Session, emit Emit) *citeFilter {
	return &citeFilter{sess: sess, emit: emit, sent: map[int]bool{}}
}

// Break asks for a paragraph break before the next text (a new model call continues the answer).
func (f *citeFilter) Break() {
	if f.answer.Len() > 0 || f.out.Len() > 0 {
		f.sep = true
	}
}

// Write filters one streamed piece of the answer.
func (f *citeFilter) Write(text string) error {
	for _, r := range text {
		if err := f.feed(r); err != nil {
			return err
		}
	}
	return f.flushOut()
}

// prose takes one rune of the answer's text proper (after its opening).
func (f *citeFilter) prose(r rune) error {
	if f.sep {
		f.sep = false
		if !strings.HasSuffix(f.answer.String()+f.out.String(), "\n") {
			f.out.WriteString("\n\n")
		}
	}
	return f.rune(r)
}

func (f *citeFilter) rune(r rune) error {
	if len(f.pending) == 0 {
		switch r {
		case '[':
			f.pending = append(f.pending, r)
		case ' ', '\t':
			f.space = append(f.space, r)
		default:
			f.text(string(r))
		}
		return nil
	}
	switch {
	case r == ']':
		f.pending = append(f.pending, r)
		return f.resolve()
	case r == '[':
		f.text(string(f.pending))
		f.pending = append(f.pending[:0], r)
	case (r >= '0' && r <= '9') || r == ',' || r == ' ':
		f.pending = append(f.pending, r)
		if len(f.pending) > maxMarker {
			f.text(string(f.pending))
			f.pending = f.pending[:0]
		}
	default:
		f.text(string(f.pending))
		f.pending = f.pending[:0]
		return f.rune(r)
	}
	return nil
}

// text appends plain text after the held-back blanks.
func (f *citeFilter) text(s string) {
	f.out.WriteString(string(f.space))
	f.space = f.space[:0]
	f.out.WriteString(s)
}

// resolve handles a complete "[...]": numbers that name citations (and,
// under a sources list, are on it) are kept, each as its own [n]; numbers
// that name nothing are removed; anything else is text.
func (f *citeFilter) resolve() error {
	inner := string(f.pending[1 : len(f.pending)-1])
	f.pending = f.pending[:0]
	var nums []int
	for _, part := range strings.Split(inner, ",") {
		n, err := strconv.Atoi(strings.TrimSpace(part))
		if err != nil {
			f.text("[" + inner + "]")
			return nil
		}
		nums = append(nums, n)
	}
	kept := false
	for _, n := range nums {
		if f.allowed != nil && !f.allowed[n] {
			continue
		}
		c, ok := f.sess.Lookup(n)
		if !ok {
			continue
		}
		if !kept {
			kept = true
			f.text("")
		}
		if err := f.cite(n, c); err != nil {
			return err
		}
		f.out.WriteString("[" + strconv.Itoa(n) + "]")
	}
	if !kept {
		f.space = f.space[:0]
		if f.openBefore() {
			// "[0" + a dropped "[70]" + "]" would read as a marker "[0]" the model never wrote.
			f.out.WriteString(" ")
		}
	}
	return nil
}

// openBefore reports whether the text sent so far ends in "[" and digits,
// commas or blanks: text a following "]" would turn into a marker.
func (f *citeFilter) openBefore() bool {
	tail := f.out.String()
	if len(tail) < maxMarker+1 {
		a := f.answer.String()
		tail = a[max(0, len(a)-(maxMarker+1)):] + tail
	}
	for i := len(tail) - 1; i >= 0; i-- {
		switch c := tail[i]; {
		case c == '[':
			return true
		case (c >= '0' && c <= '9') || c == ',' || c == ' ':
		default:
			return false
		}
	}
	return false
}

// cite sends a citation's frame once, after the text before it.
func (f *citeFilter) cite(n int, c tools.Citation) error {
	if f.sent[n] {
		return nil
	}
	if err := f.flushOut(); err != nil {
		return err
	}
	if err := f.emit(Event{Name: EventCitation, Data: c}); err != nil {
		return err
	}
	f.sent[n] = true
	f.cited = append(f.cited, c)
	return nil
}

// Flush ends a model call: an opening still undecided is settled, an
// unfinished marker is plain text, and what is held back is sent. It
// returns how the call's text opened (Sources*, "" for a call without text).
func (f *citeFilter) Flush() (string, error) {
	if err := f.endOpening(); err != nil {
		return "", err
	}
	f.text(string(f.pending))
	f.pending = f.pending[:0]
	form := f.head.form
	f.head = opening{}
	f.allowed = nil
	return form, f.flushOut()
}

func (f *citeFilter) flushOut() error {
	if f.out.Len() == 0 {
		return nil
	}
	text := f.out.String()
	f.out.Reset()
	f.answer.WriteString(text)
	return f.emit(Event{Name: EventDelta, Data: DeltaData{Text: text}})
}

var markerRE = regexp.MustCompile(`\s*\[\d+(?:\s*,\s*\d+)*\]`)

// StripCitations removes [n] markers, for text that outlives the turn's numbering (summaries).
func StripCitations(s string) string { return markerRE.ReplaceAllString(s, "") }

var abstentionRE = regexp.MustCompile(`(?i)\b(could ?n[o']t find|can ?n[o']t find|cannot find|did ?n[o']t find|unable to find|not able to find|no relevant|nothing relevant|no information|no (?:matching|relevant) (?:passages?|documents?|results?)|do(?:es)? ?n[o']t (?:mention|contain|say|cover)|do(?:es)? not (?:mention|contain|say|cover)|do ?n[o']t know|do not know|not (?:mentioned|covered) in)\b`)

// IsAbstention reports whether an answer says the sources had nothing, which needs no citation.
func IsAbstention(answer string) bool { return abstentionRE.MatchString(answer) }
