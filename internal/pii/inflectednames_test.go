package pii

import (
	"slices"
	"testing"
)

// TestInflectedNames: a lone foreign or classical name declined in
// Lithuanian or Latvian prose is a person, the whole word with its ending
// and an ending written after an apostrophe (docs/adr/0245); a declined
// place, a quoted brand and a firm's word after its acronym are not.
func TestInflectedNames(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Tuo metu jaunasis Sofoklio mokinys buvo girdėjęs apie Scipioną ir jo kalbas, bet ne apie Napoleoną.",
			[]string{"Sofoklio", "Scipioną", "Napoleoną"}},
		{"Kalbą pasakė ir premjeras, kuris ilgai gyrė Hegelį, o jo patarėjas priminė Roosevelto žodžius.",
			[]string{"Hegelį", "Roosevelto"}},
		{"Vėliau jis rašė, kad Rousseau‘o idėjos buvo svarbesnės už visas kitas, nors tai ir nebuvo tiesa.",
			[]string{"Rousseau‘o"}},
		{"Vakar delegacija iš Vilniaus nuvyko į Atėnus, o paskui dar į Europos sostines ir grįžo namo.",
			nil},
		{"Koncernas „MG Baltic“ ir gamykla „Vilma“ vakar pasirašė sutartį, nors ir nebuvo tiesa.", nil},
	} {
		var got []string
		for _, sp := range d.Find(c.text) {
			if sp.Kind == Person {
				got = append(got, c.text[sp.Start:sp.End])
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
