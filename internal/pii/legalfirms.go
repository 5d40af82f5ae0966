package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A firm's name is often a run of capitalised words that reads like a
// person ("Solvang Kraft", "Corvina Alimentos") and is told by the legal
// form written after it ("Solvang Kraft AB", "Corvina Alimentos S.A.",
// "Vltava Mlýny s.r.o."). legalForm (legaldates.go) knows a handful of
// forms and leaves a full name before one; the world has hundreds, one set
// per jurisdiction, so they come from GLEIF's ISO 20275 code list
// (names/orgs/legalforms.txt, docs/adr/0243).

//go:embed names/orgs/legalforms.txt
var legalFormsText string

// legalForms are the listed legal forms as written, a final "." left off
// ("S.A", "Kft", "sp. z o.o", "GmbH & Co. KG").
var legalForms = readLegalForms(legalFormsText)

// legalFormWords and legalFormBytes bound the look past a person for a
// form: the longest listed forms worth reading are four words, so the
// look is constant per person and Find stays linear.
const (
	legalFormWords = 4
	legalFormBytes = 48
)

// readLegalForms reads a list of one form a line, "#" lines left out.
func readLegalForms(text string) map[string]bool {
	out := map[string]bool{}
	for _, line := range strings.Split(text, "\n") {
		line = strings.TrimSpace(line)
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		out[strings.TrimSuffix(line, ".")] = true
	}
	return out
}

// legalFormAfter returns the legal form that follows end on the same line
// after spaces alone ("Kraft AB", not "Kraft, AB" nor a CSV's "Kraft,AS":
// there the form is a field of its own), a listed one or one of
// legalForm's, ending a word.
func legalFormAfter(s string, end int) (string, bool) {
	i := end
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	if i == end || i >= len(s) {
		return "", false
	}
	if legalFormAt(s[i:]) {
		return strings.TrimSpace(legalForm.FindString(s[i:])), true
	}
	rest := s[i:min(len(s), i+legalFormBytes)]
	if nl := strings.IndexAny(rest, "\r\n"); nl >= 0 {
		rest = rest[:nl]
	}
	f := strings.Fields(rest)
	for k := min(len(f), legalFormWords); k > 0; k-- {
		last := strings.TrimRight(f[k-1], ",;:)]}\"'»”")
		if k == len(f) && i+len(rest) < len(s) && len(rest) == legalFormBytes {
			continue // the look cut this word: it may go on
		}
		form := strings.TrimSuffix(strings.Join(append(append([]string{}, f[:k-1]...), last), " "), ".")
		if legalForms[form] || utf8.RuneCountInString(form) >= 4 && capitalised(form) && legalForms[strings.ToUpper(form)] {
			return form, true // "Ltda" for the listed "LTDA."
		}
	}
	return "", false
}

// legalFirm is whether the Latin person at sp is a firm by the legal form
// after it (legalFormAfter), unless it opens on a listed given name and
// ends on a surname (founderSurname): a firm named after its founder names
// a person ("Karl Meisenbach KG", the eighth set's). In capitals a form that is a common
// word ("AS", "DA") is read as the word ("JOHN SMITH AS HE SAID").
func (l nameLists) legalFirm(s string, sp Span) bool {
	form, ok := legalFormAfter(s, sp.End)
	if !ok {
		return false
	}
	ws := words(s[sp.Start:sp.End])
	if len(ws) == 0 {
		return false
	}
	if upperRun(s[sp.Start:sp.End]) && upperRun(form) && l.formIsWord(form) {
		return false
	}
	return !(len(ws) >= 2 && l.first[ws[0].bare] && l.founderSurname(ws[len(ws)-1]))
}

// founderSurname is whether the last word of a run a listed given name
// opens is a surname rather than the trade a firm names ("Meisenbach", not
// "Foods" nor "Alimentos"): a listed surname, or no common word of some
// language.
func (l nameLists) founderSurname(t token) bool {
	return l.last[t.bare] || !l.commonWord(t)
}

// formIsWord is whether a legal form of letters alone is, in lower case,
// a common or function word of some listed language.
func (l nameLists) formIsWord(form string) bool {
	low := strings.ToLower(form)
	for _, r := range low {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	_, common := europeCommon[low]
	return common || l.words[low] || l.stop[low] || europeStop.has(low)
}

// upperRun is whether s has a letter and every letter of it is a capital.
func upperRun(s string) bool {
	n := 0
	for len(s) > 0 {
		r, size := utf8.DecodeRuneInString(s)
		s = s[size:]
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n > 0
}

// dropLegalFirms drops the Latin persons that a legal form after them
// makes a firm (legalFirm).
func (d *Detector) dropLegalFirms(s string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && allLatin(s[sp.Start:sp.End]) && d.names.legalFirm(s, sp) {
			continue
		}
		out = append(out, sp)
	}
	return out
}
