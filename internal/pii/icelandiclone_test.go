package pii

import (
	"slices"
	"testing"
)

// TestIcelandicLoneNames: Icelandic news names a person again by one given
// name, in any case, before or after a verb of saying; a foreign name
// beside such a verb, a listed surname in the genitive "-s" and the words
// after a noun of a person's calling ("söngkonan") are persons too, the
// noun left out (docs/adr/0201).
func TestIcelandicLoneNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Þetta var erfiður dagur fyrir okkur öll,“ segir Hrafnhildur.", "Hrafnhildur"},
		{"Sigurbjörg segir að það hafi verið ljóst frá upphafi.", "Sigurbjörg"},
		{"Þetta kom fram í viðtali við Gunnlaug í gærkvöldi.", "Gunnlaug"},
		{"Ráðherrann skipaði Guðnýju Magnúsdóttur formann nefndarinnar í gær.", "Guðnýju Magnúsdóttur"},
		{"Þetta var besta tímabil Hönnu í deildinni hingað til.", "Hönnu"},
		{"Það er alls ekki rétt að við höfum gefist upp, sagði Kowalski.", "Kowalski"},
		{"Ekki er búist við miklu af fundum Merkels með ráðherrunum á morgun.", "Merkels"},
		{"Gríska söngkonan Zarika Melidou kemur fram á tónleikunum í þetta sinn.", "Zarika Melidou"},
		{"Þýski leikarinn Tobiah flytur lagið á morgun.", "Tobiah"},
	} {
		got := foundPersons(c.text)
		if !slices.Contains(got, c.want) {
			t.Errorf("%q: want %q among persons, got %q", c.text, c.want, got)
		}
	}
}

// TestIcelandicLoneNamesNot: a club in the plural, a place after "í", a
// function word opening a sentence and a word in a run of capitals stay
// no person; a person found after such a word loses it (docs/adr/0201).
func TestIcelandicLoneNamesNot(t *testing.T) {
	for _, c := range []struct{ text, notWant string }{
		{"Haukar unnu þriðja leikinn í röð á heimavelli sínum.", "Haukar"},
		{"Það snjóaði mikið í Garði og á Suðurnesjum í nótt.", "Garði"},
		{"Enda hefðum við aldrei farið þangað án þess að spyrja.", "Enda"},
		{"Þegar Hrafnhildur kom heim var búið að loka búðinni.", "Þegar Hrafnhildur"},
		{"Hann var valinn af New York Knicks í nýliðavalinu síðasta vor.", "Knicks"},
		{"Fjármálaráðherrann Pierre Dubois hefur ítrekað að ríkið greiði ekki.", "Fjármálaráðherrann Pierre Dubois"},
	} {
		if got := foundPersons(c.text); slices.Contains(got, c.notWant) {
			t.Errorf("%q: %q found as a person: %q", c.text, c.notWant, got)
		}
	}
}
