package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Passenger names in airline records (docs/adr/0258): IATA writes a
// passenger "SURNAME/GIVEN NAMES" and a title, spaced or glued ("LOCKMAN/HIBA
// MR", "STRNAD/FEBRIANAMS"), in a reservation's numbered name elements
// ("1.LOCKMAN/HIBA MR  2.FEEST/ANNA MRS"), a boarding pass's bar code
// (Resolution 792: "M1" then a 20-character name field) and printed name
// ("NAME OF PASSENGER"), an e-ticket, and an SSR DOCS element's surname,
// given and middle name fields after the passport's dates. The surname and
// the given names are each a person; the title is none. One line at a time.

var (
	// iataElement is SURNAME/GIVEN: words of capitals, a space between.
	iataElement = regexp.MustCompile(`\p{Lu}[\p{Lu}'\-]+(?: \p{Lu}[\p{Lu}'\-]+){0,2}/\p{Lu}[\p{Lu}'\-]+(?: \p{Lu}[\p{Lu}'\-]+){0,4}`)
	// iataNumber is a reservation's name element number before the name: "1." or Sabre's "1.1".
	iataNumber = regexp.MustCompile(`(?:^|\s)\d{1,3}\.\d{0,2}$`)
	// iataDocs is an SSR DOCS element up to its surname, given and middle name fields.
	iataDocs = regexp.MustCompile(`\bDOCS\b[^\n]{0,80}?/\d{2}[A-Z]{3}\d{2}/(?:[MFUX]I?)/(?:\d{2}[A-Z]{3}\d{2})?/([^/\n]{1,60})/([^/\n]{1,60})(?:/([^/\n]{1,60}))?`)
)

// iataTitles are the titles a name element ends on, longest first so a glued
// one is cut whole ("…MRS" not "…MR" and "S").
var iataTitles = []string{"MSTR", "MISS", "PROF", "MRS", "CHD", "INF", "MR", "MS", "DR", "MX"}

// iataKeys are the printed labels a passenger's name element follows.
var iataKeys = []string{"name of passenger", "passenger name", "passenger", "passengers", "pax", "name",
	"traveller", "traveler", "nom du passager", "nom", "passagier", "pasajero", "passageiro", "passeggero", "yolcu"}

// iataNames adds the surnames and given names of the airline name elements of s.
func (d *Detector) iataNames(s string, spans []Span) []Span {
	if !strings.Contains(s, "/") {
		return spans
	}
	var add []Span
	eachLine(s, func(start int, body string) {
		if !strings.Contains(body, "/") {
			return
		}
		for _, m := range iataDocs.FindAllStringSubmatchIndex(body, -1) {
			for g := 2; g <= 6 && m[g] >= 0; g += 2 {
				add = d.namePart(s, start+m[g], start+m[g+1], add)
			}
		}
		for _, m := range iataElement.FindAllStringIndex(body, -1) {
			a, b := m[0], m[1]
			bcbp := a == 2 && bcbpStart(body)
			// Sabre glues the element's number to the surname: " 1.1NÚÑEZ/FRANCIS MR" (docs/adr/0271).
			numbered := iataNumber.MatchString(body[:a])
			if r, _ := utf8.DecodeLastRuneInString(body[:a]); a > 0 && !bcbp && (unicode.IsLetter(r) || unicode.IsDigit(r) && !numbered || r == '/') {
				continue
			}
			if r, _ := utf8.DecodeRuneInString(body[b:]); b < len(body) && (unicode.IsLetter(r) || unicode.IsDigit(r) || r == '/') {
				continue
			}
			placed := numbered || bcbp || iataKeyed(body[:a])
			add = d.iataElementNames(s, start+a, body[a:b], placed, add)
		}
	})
	return placeSpans(spans, add)
}

// bcbpStart is whether line opens a bar-coded boarding pass: "M" and the
// number of legs, then the name field.
func bcbpStart(line string) bool {
	return len(line) > 2 && line[0] == 'M' && line[1] >= '1' && line[1] <= '9'
}

// iataKeyed is whether before, the line up to a name element, ends on a
// passenger label (iataKeys) and a colon or spaces.
func iataKeyed(before string) bool {
	b := strings.ToLower(strings.TrimRight(before, " \t:"))
	if len(b) == len(before) {
		return false
	}
	for _, k := range iataKeys {
		if strings.HasSuffix(b, k) && (len(b) == len(k) || !unicode.IsLetter(rune(b[len(b)-len(k)-1]))) {
			return true
		}
	}
	return false
}

// iataElementNames adds the surname and the given names of the element v,
// at byte from of s. Without its place (a number, a bar code, a label) an
// element is a name only when a title ends it, spaced or glued.
func (d *Detector) iataElementNames(s string, from int, v string, placed bool, out []Span) []Span {
	slash := strings.IndexByte(v, '/')
	given := v[slash+1:]
	titled := false
	// A spaced title ends the given names; what follows it is no name.
	ws := strings.Split(given, " ")
	for k := 1; k < len(ws); k++ {
		if iataTitle(ws[k]) {
			given, titled = strings.Join(ws[:k], " "), true
			break
		}
	}
	if !titled {
		last := ws[len(ws)-1]
		for _, t := range iataTitles {
			rest := strings.TrimSuffix(last, t)
			if rest == last || utf8.RuneCountInString(rest) < 2 || d.iataListedWord(last) {
				continue
			}
			given, titled = given[:len(given)-len(t)], true
			break
		}
	}
	if !placed && !titled {
		return out
	}
	out = d.namePart(s, from, from+slash, out)
	return d.namePart(s, from+slash+1, from+slash+1+len(given), out)
}

// iataTitle is whether w is a title of a name element.
func iataTitle(w string) bool {
	for _, t := range iataTitles {
		if w == t {
			return true
		}
	}
	return false
}

// iataListedWord is whether the word w is a listed given name or surname, so
// its end is no glued title ("WILLIAMS" is no "WILLIA" and "MS").
func (d *Detector) iataListedWord(w string) bool {
	ts := words(w)
	return len(ts) == 1 && (d.names.first[ts[0].bare] || d.names.last[ts[0].bare])
}
