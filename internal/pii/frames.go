package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// framePairs adds the persons a letter's frame names that nothing found: the
// rest of a "To:"/"From:"/"Cc:" header line, or of a greeting line ("Dear",
// "Hi", "Good afternoon") up to its comma, when it is two to four words each
// a capitalised word, an initial or an Arabic article's surname ("To: Afeefa
// al-Lateef", "Dear M. Lee,", "Good afternoon Kazuo Glass-Amaro,"). The
// rules' header and greeting cues want a listed word, and a surname that is
// an English word ("Lee", "Glass") or an unlisted given name left these; a
// word no name list holds that is an English word makes a team or a thing
// ("To: Sales Team"), not a person. Runs after every model, so the models'
// features stay; each line is read once (docs/adr/0112). The names it adds
// are vouched for (tr.keep), as the rules' header names are.
func (d *Detector) framePairs(s string, tr *ruleTrace, spans []Span) []Span {
	toks := tr.toks
	var add []Span
	var drop map[int]bool // persons inside a frame's name, widened to it
	k := 0
	l := d.names
	for i := 0; i < len(toks); i++ {
		low := strings.ToLower(toks[i].text)
		label := i+1 < len(toks) && fieldLabel(low, toks[i+1].text)
		if i > 0 && !strings.ContainsRune(s[toks[i-1].end:toks[i].start], '\n') && !(label && cellOpen(s, toks[i].start)) {
			continue // frames open a line (a label, a line or a table cell)
		}
		j := i
		switch {
		case headers[low] && strings.HasPrefix(s[toks[i].end:], ": "):
			j = i + 1
		case label && valueAfter(s, toks, i+1) > 0:
			j = valueAfter(s, toks, i+1) // "Approved by: Pinto Armanda-Gomes,", "Bill to</th><td>Idoha Isiaka"
		case low == "dear" || low == "hi" || low == "hello":
			j = i + 1
		case low == "good" && i+1 < len(toks) && (toks[i+1].bare == "morning" || toks[i+1].bare == "afternoon" || toks[i+1].bare == "evening"):
			j = i + 2
		default:
			continue
		}
		a, b := j, j-1
		for n := j; n < len(toks) && n < j+4; n++ {
			gap := s[toks[n-1].end:toks[n].start]
			if strings.ContainsRune(gap, '\n') || n > j && gap != " " && !(gap == ". " && initial(s, toks[n-1])) {
				break
			}
			if n > j && particles[toks[n].text] && n+1 < len(toks) && s[toks[n].end:toks[n+1].start] == " " && l.frameWord(s, toks[n+1]) {
				continue // "Doreste de Lyra": a particle inside, never at an end
			}
			if !l.frameWord(s, toks[n]) && !inPerson(spans, toks[n]) {
				break // a word a person found holds may stand ("Trang" of "Lí Trang")
			}
			b = n
		}
		if b-a < 1 {
			continue
		}
		// The name fills the rest of the line, or ends at a comma or an address.
		if b+1 < len(toks) {
			rest := s[toks[b].end:toks[b+1].start]
			if initial(s, toks[b]) {
				rest = strings.TrimPrefix(rest, ".")
			}
			if !strings.ContainsRune(rest, '\n') && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, " <") && !strings.HasPrefix(rest, "</") {
				continue
			}
		}
		for k < len(spans) && spans[k].End <= toks[a].start {
			k++
		}
		// A person found inside the frame's name is widened to it ("Lí
		// Trang" of "Bill to</th><td>Đậu Lí Trang"); anything else there
		// wins.
		inner := k
		for inner < len(spans) && spans[inner].Start < toks[b].end && spans[inner].Kind == Person && spans[inner].Start >= toks[a].start && spans[inner].End <= toks[b].end {
			inner++
		}
		if inner < len(spans) && spans[inner].Start < toks[b].end {
			continue
		}
		if initial(s, toks[b]) {
			continue // a name ends in a surname
		}
		for n := k; n < inner; n++ {
			if drop == nil {
				drop = map[int]bool{}
			}
			drop[n] = true
		}
		add = append(add, personSpan(s, toks[a], toks[b]))
		i = b
	}
	if drop != nil {
		kept := make([]Span, 0, len(spans))
		for n, sp := range spans {
			if !drop[n] {
				kept = append(kept, sp)
			}
		}
		spans = kept
	}
	tr.mark(add) // the frame vouches for them: later passes cut no title or function word
	return withAdded(spans, add)
}

// frameWord may stand in a name a frame vouches for: an initial, an Arabic
// article's surname, or a capitalised word that is a listed name or no
// English word, stop word, place or organisation (a hyphenated one when one
// part is).
func (l nameLists) frameWord(s string, t token) bool {
	if initial(s, t) {
		return true
	}
	if _, ok := articleSurname(t.text); ok {
		return true
	}
	if !capitalised(t.text) || utf8.RuneCountInString(t.text) < 2 || l.stop[t.bare] || l.orgWords[t.bare] || l.places[t.bare] || l.geo[t.bare] {
		return false
	}
	if l.first[t.bare] || l.last[t.bare] || !l.words[t.bare] {
		return true
	}
	for _, p := range strings.Split(t.folded, "-") {
		if p = bare(p); p != "" && (l.first[p] || l.last[p] || !l.words[p]) && strings.Contains(t.folded, "-") {
			return true
		}
	}
	return false
}

// fieldLabel is a two-word label of a business document before the person
// it names: "Bill to", "Ship to", "Approved by", "Prepared by".
func fieldLabel(w, next string) bool {
	next = strings.ToLower(next)
	return next == "to" && (w == "bill" || w == "billed" || w == "ship" || w == "shipped" || w == "sold" || w == "deliver" || w == "invoice" || w == "invoiced") ||
		next == "by" && byVerbs[w]
}

// valueAfter is the index of the first word of the value after the label
// ending at word i: after a colon, or after the tags that close the
// label's cell and open the value's ("</th><td>"); 0 when neither.
func valueAfter(s string, toks []token, i int) int {
	rest := s[toks[i].end:]
	p := toks[i].end
	switch {
	case strings.HasPrefix(rest, ": "):
		p += 2
	default:
		n := markupRun(rest)
		if n == 0 {
			return 0
		}
		p += n
	}
	j := sort.Search(len(toks), func(n int) bool { return toks[n].start >= p })
	if j >= len(toks) || toks[j].start != p {
		return 0
	}
	return j
}

// cellOpen is whether only tags (at most maxOpenTags, each shorter than
// maxTagLen) stand between the line's start and byte i ("<table><tr><th>Bill
// to"): the word opens a table cell or a paragraph. It reads backwards a
// bounded stretch, so a long line of markup costs no rescan.
func cellOpen(s string, i int) bool {
	for n := 0; n <= maxOpenTags; n++ {
		j := len(strings.TrimRight(s[:i], " \t"))
		if j == 0 || s[j-1] == '\n' {
			return n > 0
		}
		if s[j-1] != '>' {
			return false
		}
		k := strings.LastIndexByte(s[max(0, j-maxTagLen):j-1], '<')
		if k < 0 {
			return false
		}
		k += max(0, j-maxTagLen)
		if markupRun(s[k:j]) != j-k {
			return false
		}
		i = k
	}
	return false
}

// maxOpenTags and maxTagLen bound what cellOpen reads.
const (
	maxOpenTags = 8
	maxTagLen   = 64
)

// markupRun is the length of the HTML tags at the start of s ("</th><td>"),
// each a tag name after "<" or "</" and no text between; 0 when s opens
// with no tag.
func markupRun(s string) int {
	n := 0
	for n < len(s) && s[n] == '<' {
		e := strings.IndexByte(s[n:], '>')
		name := strings.TrimPrefix(s[n+1:max(n+1, n+e)], "/")
		if e < 2 || name == "" || !isASCIILetter(name[0]) || strings.ContainsAny(s[n+1:n+e], "<\n") {
			break
		}
		n += e + 1
	}
	return n
}

func isASCIILetter(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// inPerson is whether word t lies inside a person of spans (in start
// order).
func inPerson(spans []Span, t token) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End >= t.end })
	return i < len(spans) && spans[i].Kind == Person && spans[i].Start <= t.start
}
