package pii

import "testing"

// TestWholeGermanicNames: a Norwegian or German name of two given names
// and a surname, or of a given name and two surnames, is found whole, not
// as the two words the word model keeps; a firm or a common word after a
// Norwegian name stays out, and so does a role or a place written before it (own business sentences, no set's names;
// docs/adr/0144).
func TestWholeGermanicNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Fakturaen ble sendt til økonomisjef Ove Kjell Haugland i går, og han har ikke svart ennå.", "Ove Kjell Haugland"},
		{"Kontrakten er signert av Åge Rolf Mikkelsen på vegne av selskapet, og den gjelder fra mars.", "Åge Rolf Mikkelsen"},
		{"Vi har ikke fått svar, sier advokat Trygve Langeland Mjelde til avisen.", "Trygve Langeland Mjelde"},
		{"Vi har ikke fått svar, sa Kim René Elvestad etter møtet på mandag.", "Kim René Elvestad"},
		{"Vi har ikke fått svar, sa Clas Brede Bråtveit etter møtet på mandag.", "Clas Brede Bråtveit"},
		{"Han er også listetopp for partiet i Kristiansund Håvard Krane og sier at han ikke er fornøyd.", "Håvard Krane"},
		{"Im Bericht der Kommission wird General Markus Brandtner als der verantwortliche Leiter genannt.", "Markus Brandtner"},
		{"Die Rechnung hat Christian Dietrich Wernecke gestern an die Buchhaltung geschickt.", "Christian Dietrich Wernecke"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
