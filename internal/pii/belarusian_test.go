package pii

import (
	"slices"
	"testing"
)

// TestBelarusianAndKazakhNames: Belarusian given names that the Slavic list
// holds only in their Russian spelling, or only in the nominative, and
// Kazakh given names, before a surname, are one person (business sentences
// written for this test; docs/adr/0142).
func TestBelarusianAndKazakhNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Дамову падпісаў дырэктар Уладзімір Карповіч у панядзелак.", "Уладзімір Карповіч"},
		{"Рахунак адпраўлены Веранікі Сасновіч учора ўвечары.", "Веранікі Сасновіч"},
		{"Мы сустрэліся з Барысам Мядзведскім на выставе.", "Барысам Мядзведскім"},
		{"Келісімшартқа директор Нұрсұлтан Жұмабеков қол қойды.", "Нұрсұлтан Жұмабеков"},
	}
	checkOnePerson(t, cases)
}

// TestBelarusianRespellings: a Belarusian spelling is respelled the Russian
// way, and a Russian word is left alone.
func TestBelarusianRespellings(t *testing.T) {
	for w, want := range map[string]string{"уладзімір": "владимир", "вераніка": "вероника", "станіслау": "станислав", "марцін": "мартин"} {
		if got := belarusianRespellings(w); !slices.Contains(got, want) {
			t.Errorf("%q: %v lacks %q", w, got, want)
		}
	}
	if got := belarusianRespellings("владимир"); got != nil {
		t.Errorf("a Russian word respelled: %v", got)
	}
}
