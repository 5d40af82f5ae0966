package pii

import "testing"

// TestArmenianListedPersons: an item of a list next to a person found is
// a person whatever its surname's ending (-ունի, a double name, a pen name
// alone next to two persons), in the classical spelling as in the
// reformed; institutions opened by an adjective and places next to one
// person are not taken. Made for this test (docs/adr/0273); the first two
// are missed on the code before it.
func TestArmenianListedPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Այս շարքին մէջ են Տիգրան Պալեան, Զաւէն Արծրունի, Սարգիս Մանուկեան եւ Նշան Մելիքսեթ։",
			"[Տիգրան Պալեան][Զաւէն Արծրունի][Սարգիս Մանուկեան][Նշան Մելիքսեթ]"},
		{"Հանդէսին ներկայ էին Տիգրան Պալեան, Սարգիս Մանուկեան, Թորոս Քեօսէ-Պապա, Վարանդ։",
			"[Տիգրան Պալեան][Սարգիս Մանուկեան][Թորոս Քեօսէ-Պապա][Վարանդ]"},
		{"Գումարը տրուեցաւ Սարգիս Մանուկեանին, Ազգային Հիւանդանոցին եւ Կեդրոնական Վարժարանին։", "[Սարգիս Մանուկեանին]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
