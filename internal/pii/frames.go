package pii

import (
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
// features stay; each line is read once (docs/adr/0112).
func (d *Detector) framePairs(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	l := d.names
	for i := 0; i < len(toks); i++ {
		if i > 0 && !strings.ContainsRune(s[toks[i-1].end:toks[i].start], '\n') {
			continue // frames open a line
		}
		j := i
		switch low := strings.ToLower(toks[i].text); {
		case headers[low] && strings.HasPrefix(s[toks[i].end:], ": "):
			j = i + 1
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
			if !l.frameWord(s, toks[n]) {
				break
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
			if !strings.ContainsRune(rest, '\n') && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, " <") {
				continue
			}
		}
		for k < len(spans) && spans[k].End <= toks[a].start {
			k++
		}
		if k < len(spans) && spans[k].Start < toks[b].end {
			continue
		}
		sp := personSpan(s, toks[a], toks[b])
		if initial(s, toks[b]) {
			continue // a name ends in a surname
		}
		add = append(add, sp)
		i = b
	}
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
