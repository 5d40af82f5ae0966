package pii

import (
	"strings"
	"testing"
)

// TestPlacesDatesAndBodiesInTheirOwnLanguage: a country, region or city
// written in the text's language (declined in Polish), a month or weekday,
// and a body led by a head noun are no persons, while the person beside
// them stays (own business sentences, no set's text; docs/adr/0120).
func TestPlacesDatesAndBodiesInTheirOwnLanguage(t *testing.T) {
	checkOnePerson(t, []struct{ text, want string }{
		{"A equipa de vendas no Reino Unido fechou o trimestre com Beatriz Quaresma.", "Beatriz Quaresma"},
		{"O escritório do País de Gales abre em março; fala com Beatriz Quaresma.", "Beatriz Quaresma"},
		{"Seolfaidh an fhoireann na sonraisc chuig Baile Átha Cliath, a dúirt Nóra Ní Bhraonáin.", "Nóra Ní Bhraonáin"},
		{"Beidh an cruinniú ar siúl Dé Luain le Nóra Ní Bhraonáin.", "Nóra Ní Bhraonáin"},
		{"Íocfar an sonrasc i Meán Fómhair, a dúirt Nóra Ní Bhraonáin.", "Nóra Ní Bhraonáin"},
		{"Naszą spółką w Ameryce Północnej zarządza od stycznia Katarzyna Wróblewska.", "Katarzyna Wróblewska"},
		{"Umowę z Partido Socialista podpisała wczoraj Katarzyna Wróblewska.", "Katarzyna Wróblewska"},
	})
}

// TestListedThingsKeepPersons: a listed given name or surname opening a
// span saves it from a head noun and from a declined place ("Hill",
// "Lake" and "Sali" are names), and an ending does not make a head noun
// outside declining text ("Meera" is no "meer").
func TestListedThingsKeepPersons(t *testing.T) {
	checkOnePerson(t, []struct{ text, want string }{
		{"The contract was signed by Meera Iyer on Friday.", "Meera Iyer"},
		{"Premijer Sali Berisha je rekao da će vlada podržati projekt.", "Sali Berisha"},
		{"Please send the invoice to Augusta Kowalczyk by Friday.", "Augusta Kowalczyk"},
	})
	for _, w := range []string{"ameryka północna", "país de gales", "baile átha cliath"} {
		if len(cldrPlaces[stemKey(strings.Fields(w))]) == 0 {
			t.Errorf("%q not among the CLDR places", w)
		}
	}
	for _, w := range []string{"meán fómhair", "dé luain", "juli"} {
		if !cldrDates[w] {
			t.Errorf("%q not among the CLDR dates", w)
		}
	}
}

// TestIrishPlacesAfterAMutation: a listed Irish place is one after "i"
// (eclipsed) or lenited, and an unmutated word is left as it is.
func TestIrishPlacesAfterAMutation(t *testing.T) {
	for w, want := range map[string]string{"mBaile": "Baile", "Bhaile": "Baile", "bhFear": "Fear", "n-Éirinn": "Éirinn", "Baile": "Baile", "Chorcaí": "Corcaí"} {
		if got := unmutated(w); got != want {
			t.Errorf("unmutated(%q) = %q, want %q", w, got, want)
		}
	}
	checkOnePerson(t, []struct{ text, want string }{
		{"Tá oifig ag Nóra Ní Bhraonáin i mBaile Átha Cliath.", "Nóra Ní Bhraonáin"},
	})
}
