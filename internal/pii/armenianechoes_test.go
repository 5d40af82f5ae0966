package pii

import "testing"

// TestArmenianGivenEchoes: the given name of a person found, named again
// alone with an ending glued on, is the person; the first word of an
// institution found (wrongly, by other passes) is not read as one. Made for this test (docs/adr/0273);
// the first is missed on the code before it.
func TestArmenianGivenEchoes(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Այս ամիս մեր հիւրն է Շողիկ Պալեան։ Եթէ ոչ, կը ճանչնաք Շողիկը, որ կը պատմէ իր մանկութեան մասին։",
			"[Շողիկ Պալեան][Շողիկը]"},
		{"Գումարը տրուեցաւ Ազգային Ժողովին։ Ազգայինը փակ էր։", "[Ազգային Ժողովին]"}, // found by other passes; its adjective is no given name
	} {
		checkBracketed(t, c.text, c.want)
	}
}
