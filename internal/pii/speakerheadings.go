package pii

import (
	"strings"
	"unicode"
)

// Parliaments' transcripts open each speech on a heading that names the
// speaker by the surname in upper case, then the group in brackets or the
// office after a comma: "FALANGA (FI-PdL XVII).", "FILIPPIN, relatrice.",
// "CARBONE, segretario, dà lettura del processo verbale" (docs/adr/0200).
// Upper-case words are acronyms to every other pass.

// maxHeadingGroup is the most bytes a group's short name in brackets holds.
const maxHeadingGroup = 40

// speakerHeadings adds the one to three upper-case Latin words that open a
// line, when a short group's name in brackets and a full stop or colon end
// the line after them, or a comma and an office in lower case follow them
// (officeTitles). Each word is a headingWord. The stems of each
// surname go to known.
func (d *Detector) speakerHeadings(s string, spans []Span, known map[string]bool) []Span {
	var add []Span
	k := 0
	for a := 0; a < len(s); {
		b := strings.IndexByte(s[a:], '\n')
		if b < 0 {
			b = len(s)
		} else {
			b += a
		}
		if x, y, ok := d.speakerHeading(s[a:b]); ok && !overlapsFound(spans, &k, a+x, a+y) {
			add = append(add, personSpan(s, token{start: a + x}, token{end: a + y}))
			for _, w := range strings.Fields(s[a+x : a+y]) {
				f := bare(fold(w))
				known[f] = true
				for _, st := range latinSurnameStems(f) {
					known[st] = true
				}
			}
		}
		a = b + 1
	}
	return add
}

// speakerHeading is where the speaker's name lies in a line of a
// transcript (speakerHeadings), and whether the line is such a heading.
func (d *Detector) speakerHeading(line string) (int, int, bool) {
	x := len(line) - len(strings.TrimLeft(line, " \t"))
	run := words(line)
	n := 0
	for n < len(run) && n < 3 && d.headingWord(run[n]) && (n == 0 && run[n].start == x || n > 0 && line[run[n-1].end:run[n].start] == " ") {
		n++
	}
	if n == 0 {
		return 0, 0, false
	}
	y := run[n-1].end
	rest := strings.TrimLeft(line[y:], " ")
	switch {
	case strings.HasPrefix(rest, "("):
		c := strings.IndexByte(rest, ')')
		if c < 2 || c > maxHeadingGroup || strings.ContainsAny(rest[1:c], "()") {
			return 0, 0, false
		}
		tail := strings.TrimSpace(rest[c+1:])
		return x, y, tail == "." || tail == ":"
	case strings.HasPrefix(rest, ","):
		office := words(rest[1:])
		return x, y, len(office) > 0 && office[0].start <= 1 && officeTitles[office[0].bare] && unicode.IsLower([]rune(office[0].text)[0])
	}
	return 0, 0, false
}

// headingWord is an upper-case Latin word of three letters or more with a
// vowel that is no country, region, organisation or function word (towns
// are not ruled out, as officeSurname says).
func (d *Detector) headingWord(t token) bool {
	if len([]rune(t.bare)) < 3 || !acronym(t) || !allLatin(t.text) || !strings.ContainsAny(t.bare, "aeiouy") {
		return false
	}
	l := d.names
	w := t.bare
	return !l.stop[w] && !l.geo[w] && !l.countries[w] && !l.orgWords[w] && !officeTitle(w)
}
