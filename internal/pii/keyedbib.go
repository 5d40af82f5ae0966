package pii

import (
	"regexp"
	"strings"
)

// Reference managers key their persons by field (docs/adr/0204): BibTeX
// and BibLaTeX list a work's authors, editors and translators in one field,
// "and" between them and "others" for the rest, each written "Given
// Surname" or "Surname, Given"; RIS gives each person a line of their own
// (AU, A1-A4, ED, "Surname, Given"); CITATION.cff splits a person into
// family-names and given-names, each a field by itself.

// bibField is a BibTeX person field and the opening of its value: braces or quotes.
var bibField = regexp.MustCompile(`^\s*(?i:author|editor|translator|bookauthor|editora|editorb|editorc|annotator|commentator|introduction|foreword|afterword|holder)\s*=\s*[{"]`)

// risPerson is a RIS line naming one person: its tag, two spaces, a dash.
var risPerson = regexp.MustCompile(`^(?:AU|A1|A2|A3|A4|ED)  - ?`)

// bibSlots are the persons of a BibTeX person field or a RIS person line.
func bibSlots(body string) ([][2]int, bool) {
	if m := risPerson.FindStringIndex(body); m != nil {
		return [][2]int{{m[1], len(body)}}, true
	}
	m := bibField.FindStringIndex(body)
	if m == nil {
		return nil, false
	}
	a := m[1]
	b := len(strings.TrimRight(body, " \t,"))
	if b > a && (body[b-1] == '}' || body[b-1] == '"') {
		b--
	}
	var out [][2]int
	v := body[a:b]
	begin := 0
	for begin <= len(v) {
		end := strings.Index(v[begin:], " and ")
		if end < 0 {
			end = len(v)
		} else {
			end += begin
		}
		if p := strings.TrimSpace(v[begin:end]); p != "" && p != "others" {
			out = append(out, [2]int{a + begin, a + end})
		}
		begin = end + len(" and ")
	}
	return out, true
}
