package pii

import (
	"slices"
	"testing"
)

// TestCommonSentenceOpeners: a lone capitalised word opening a sentence of
// a language the detector has no rule for is the language's common word,
// no person; a listed name that is a function word there ("Sam", "Ali")
// is the word only before a lower-case common word that is no English
// one. Our own business sentences, no set's strings.
func TestCommonSentenceOpeners(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Toen kwam de factuur van de leverancier binnen.", nil},
		{"Dopo arrivò la fattura del fornitore.", nil},
		{"Viņš atnāca uz sapulci vakar.", nil},
		{"Вчера пришёл счёт от поставщика.", nil},
		{"Sam je rekao da račun stiže sutra.", nil},
		{"Sam said the invoice arrives tomorrow.", []string{"Sam"}},
		{"Gosto muito deste relatório.", nil},
		{"Žena přišla do kanceláře.", nil},
		{"Idő kell hozzá.", nil},
		{"Gestern Angela Merkel sprach lange.", []string{"Angela Merkel"}},
		{"Manželka J. K. Nováka přišla pozdě.", []string{"J. K. Nováka"}},
		{"Sigur Donalds Trump uzvarēja.", []string{"Donalds Trump"}},
		{"Het contract met de Universiteit van Amsterdam is getekend.", nil},
		{"Ha vinto il Premio di Poesia nel 2019.", nil},
		{"La consegna arriva da San Donato Milanese.", nil},
		{"Lei Jou Zong firmò il contratto.", []string{"Lei Jou Zong"}},
		{"Dear Anna,\nthe invoice is attached.", []string{"Anna"}},
		{"The contract was signed by Jan de Vries.", []string{"Jan de Vries"}},
	} {
		if got := personsIn(d, c.text); !slices.Equal(got, c.want) {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
