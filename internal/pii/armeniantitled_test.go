package pii

import "testing"

// TestArmenianTitledPersons: a capitalised Armenian word after a title is
// a person whatever its ending, and so are up to two more after a word
// with no case ending ("դեսպան Մոհսեն Ռեզային", ambassador Mohsen Rezai);
// the title stays outside and a country after a title is none. Made for
// this test (docs/adr/0222); the first two are missed on the code before
// it.
func TestArmenianTitledPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Հրապարակում երգում էր աշուղ Շերամին։", "[Շերամին]"},
		{"Իրանի դեսպան Մոհսեն Ռեզային հանդիպեց լրագրողներին։", "[Մոհսեն Ռեզային]"},
		{"Նա աշխատում էր որպես դեսպան Ճապոնիայում։", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
