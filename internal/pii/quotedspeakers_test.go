package pii

import "testing"

// TestQuotedSpeakers checks quotedSpeakers on made news prose (made names,
// no set's) in four Latin-script languages; every want line fails on the
// code before docs/adr/0274 (checked by taking its one line out of Find).
func TestQuotedSpeakers(t *testing.T) {
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"Italian, auxiliary and participle", "Il governo non ha ancora deciso niente sulla nuova legge\", ha spiegato Pellizzaro.", []string{"Pellizzaro"}, nil},
		{"Portuguese, comma inside the quote", "\"Ninguém sabia o que fazer com o dinheiro da obra,\" disse Trevisanuto.", []string{"Trevisanuto"}, nil},
		{"Maltese, spaced quote marks", "\"Ma kellna l-ebda għażla oħra , \" jgħid Brincatuzz.", []string{"Brincatuzz"}, nil},
		{"Spanish, two words", "\"No hemos recibido ningún informe de la empresa\", explicó Arrizabalaga Urquiolaz.", []string{"Arrizabalaga Urquiolaz"}, nil},
		{"article before a noun", "\"Das ist nicht machbar\", sagte der Verbandsdirektor.", nil, []string{"Verbandsdirektor"}},
		{"office of the language", "\"Anggaran tahun ini masih aman,\" kata Menkeu.", nil, []string{"Menkeu"}},
		{"clause goes on", "Il governo non ha ancora deciso niente\", ha spiegato Pellizzaro ai giornalisti.", nil, []string{"Pellizzaro"}},
		{"opening quote", "Il suo ultimo romanzo si chiama \" tornare Pellizzaro.", nil, []string{"Pellizzaro"}},
		{"no quote", "Il governo non ha ancora deciso niente, ha spiegato Pellizzaro.", nil, []string{"Pellizzaro"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}
