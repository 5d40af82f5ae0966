package pii

import "testing"

// TestCyrillicTerritoryCut: a declined country or region before a name is
// cut from it, a body "of Europe" is no person, and a surname that is a
// country's nominative stays (sentences written for this test;
// docs/adr/0146).
func TestCyrillicTerritoryCut(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Его жена -- заслуженная артистка России Ольга Капаева.", "Ольга Капаева"},
		{"Кіруючы орган Рады Еўропы выступіў з заявай.", ""},
		{"Пра гэта заявілі ў Радзе Еўропы ў панядзелак.", ""},
		{"Вчера в офис зашла Света Петрова из бухгалтерии.", "Света Петрова"},
	}
	checkOnePerson(t, cases)
}

// TestDeclinedTerritory: CLDR's Russian and Belarusian countries in an
// oblique case, not in the nominative nor as a name.
func TestDeclinedTerritory(t *testing.T) {
	for w, want := range map[string]bool{
		"россии": true, "еуропы": true, "германиеи": true, "беларуси": true, "казахстана": true, "расіі": true,
		"россия": false, "ольга": false, "капаева": false, "иванова": false,
	} {
		if got := declinedTerritory(w); got != want {
			t.Errorf("declinedTerritory(%q) = %v, want %v", w, got, want)
		}
	}
}
