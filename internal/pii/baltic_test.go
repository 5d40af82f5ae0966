package pii

import "testing"

// TestBalticNames: a Lithuanian or Latvian given name, in any case, listed
// or a foreign one with the Baltic ending, before a surname of Baltic
// shape in Baltic text is one person, also after an office that opens the
// sentence (business sentences written for this test; docs/adr/0142).
func TestBalticNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Sutartį vakar pasirašė direktorius Vytautas Mažeika, o sąskaita bus išsiųsta rytoj.", "Vytautas Mažeika"},
		{"Pasiūlymą parengė buhalterė Aldona Petrauskienė ir jis buvo išsiųstas klientui.", "Aldona Petrauskienė"},
		{"Sąskaitą reikia perduoti vadovo Gedimino Kazlausko sekretoriatui iki penktadienio.", "Gedimino Kazlausko"},
		{"Laišką parašė Jamesas Katzas, kuris yra mūsų partneris.", "Jamesas Katzas"},
		{"Konsultantas Viktoras Ramanauskas teigia, kad užsakymas vėluoja.", "Viktoras Ramanauskas"},
		{"Līgumu parakstīja valdes loceklis Ilgvars Bērziņš, un rēķins tiks nosūtīts rīt.", "Ilgvars Bērziņš"},
	}
	checkOnePerson(t, cases)
}

// TestBalticGiven: the case forms of a listed given name, and a foreign
// given name with the Baltic ending, are given names; a common word is
// none.
func TestBalticGiven(t *testing.T) {
	l := detector.names
	for _, w := range []string{"gediminas", "gedimino", "valdui", "eugenijaus", "elzbietos", "viktoras", "gordono"} {
		if !l.balticGiven(w) {
			t.Errorf("%q is no Baltic given name", w)
		}
	}
	for _, w := range []string{"vakar", "latvijos", "ministras", "sutarti"} {
		if l.balticGiven(w) {
			t.Errorf("%q read as a Baltic given name", w)
		}
	}
}
