package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// officeSurnames adds the persons that parliament and press prose names by
// the surname alone (docs/adr/0200): after an office in a language other
// than English (officeTitled), in a transcript's upper-case speaker
// heading (speakerHeadings), after the Czech corpus's mark of a word left
// out (elidedNames), and, once one of those named a surname, the
// same surname in another case elsewhere in the text (officeEchoes). Only
// persons that overlap nothing found are added.
func (d *Detector) officeSurnames(s string, toks []token, spans []Span) []Span {
	known := map[string]bool{}
	add := d.officeTitled(s, toks, spans, known)
	add = append(add, d.speakerHeadings(s, spans, known)...)
	add = append(add, d.elidedNames(s, toks, withAdded(spans, add), known)...)
	if len(known) == 0 {
		return spans
	}
	all := withAdded(spans, add)
	return withAdded(all, d.officeEchoes(s, toks, all, known))
}

// officeTitled adds the one to three capitalised Latin words joined by
// single spaces after an office or form of address (officeTitles), maybe
// after the acronyms of the body the office is of, when the line is prose
// of a Latin-script language other than English (latinProseAround) and the
// office is in lower case, or opens a sentence or is German (germanOffices)
// and is no given name, or is an office of more languages in lower case
// (lowerOffice, docs/adr/0209) (Finnish "Panu", Czech "panu"); all
// but the last may be a name particle ("ministro Di Maio"), the last is an
// officeSurname. After a plural office, each surname of the list that
// follows, joined by commas and a conjunction. The stems of each surname
// read go to known, found before or not.
func (d *Detector) officeTitled(s string, toks []token, spans []Span, known map[string]bool) []Span {
	var add []Span
	var lower map[string]bool
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if !officeTitle(t.bare) && !lowerOffice(t) || acronym(t) || !allLatin(t.text) || capitalised(t.text) && (!germanOffices[t.bare] && !sentenceStart(s, t.start) || d.anyGiven(t.bare)) || !d.names.latinProseAround(toks, i) {
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		j := i + 1
		for n := 0; n < maxOfficeAcronyms && j+1 < len(toks) && acronym(toks[j]) && officeGap(s, toks[j-1].end, toks[j].start); n++ {
			j++ // "předseda ÚV SSM Varholík"
		}
		if !officeGap(s, toks[j-1].end, toks[j].start) {
			continue
		}
		for j < len(toks) {
			last := d.officeName(s, toks, j, lower)
			if last < 0 {
				break
			}
			known[toks[last].bare] = true
			for _, st := range latinSurnameStems(toks[last].bare) {
				known[st] = true
			}
			if !overlapsFound(spans, &k, toks[j].start, toks[last].end) {
				add = append(add, personSpan(s, toks[j], toks[last]))
			}
			i = last
			if !officePlurals[t.bare] && !morePlurals[t.bare] || last+1 >= len(toks) {
				break
			}
			j = last + 1
			gap := s[toks[last].end:toks[j].start]
			if gap == " " && officeListJoiners[toks[j].text] && j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == " " {
				j++ // "Divina e Blundo"
			} else if gap != ", " {
				break
			}
		}
	}
	return add
}

// officeName is the index of the last word of the name that starts at
// toks[j] after an office: up to three capitalised words joined by single
// spaces, all but the last maybe a name particle, the last an
// officeSurname (any word but an office after a particle) and followed by
// no capitalised word nor initial joined to it, the first no country or
// region when more follow; -1 when there is none.
func (d *Detector) officeName(s string, toks []token, j int, lower map[string]bool) int {
	last := -1
	for n := j; n < len(toks) && n < j+3; n++ {
		if n > j && s[toks[n-1].end:toks[n].start] != " " {
			break
		}
		if !capitalised(toks[n].text) || !allLatin(toks[n].text) {
			break
		}
		last = n
	}
	if last < 0 || last+1 < len(toks) && s[toks[last].end:toks[last+1].start] == " " && (capitalised(toks[last+1].text) || initialLetter(toks[last+1].text)) {
		return -1 // a longer run names a body or a title, not a person; an initial a longer name ("Džordž V. Buš")
	}
	if last > j && territoryWords[strings.ToLower(toks[j].text)] && !d.anyGiven(toks[j].bare) {
		return -1 // a country of two words: Indonesian "presiden Amerika Serikat" (docs/adr/0209)
	}
	for n := j; n < last; n++ {
		if !particles[toks[n].bare] && !d.officeSurname(toks[n], lower) {
			return -1
		}
	}
	if last > j && particles[toks[last-1].bare] {
		// After a particle the surname may be a word ("Di Maio", "De Luca").
		if anyOffice(toks[last].bare) || lower[toks[last].bare] {
			return -1
		}
		return last
	}
	if !d.officeSurname(toks[last], lower) {
		return -1
	}
	return last
}

// initialLetter is whether w is one upper-case letter: a middle initial.
func initialLetter(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return n == len(w) && unicode.IsUpper(r)
}
