package pii

import "testing"

// germanCases are business sentences written for this test (none from any
// name set): German capitalises every noun and puts a title or role right
// before a name without a comma, so the rules made for English glued the
// noun to the name or took a month, a function word or a noun alone for a
// person. Each comes out as want says now; each came out otherwise before
// docs/adr/0094 (checked on 2841726).
var germanCases = []struct{ text, want string }{
	{"Nach Rücksprache mit Buchhalterin Petra Neumann wurde die Gutschrift storniert und neu ausgestellt.", "Petra Neumann"},
	{"Der Vertrag wurde von Einkaufsleiter Stefan Krause unterschrieben und an die Rechtsabteilung geschickt.", "Stefan Krause"},
	{"Laut Vertriebsdirektor Thomas Becker wurde das Angebot bereits im Frühjahr an den Kunden geschickt.", "Thomas Becker"},
	{"Der Termin mit Steuerberater Klaus Richter ist für den Dienstag um zehn Uhr angesetzt.", "Klaus Richter"},
	{"Die Präsentation hielt gestern Bereichsleiter Volker Hartmann vor dem gesamten Vorstand und den Gästen aus Wien.", "Volker Hartmann"},
	{"Historiker Götz Hartmann hat das Archiv der Firma geordnet und die Akten nicht vernichtet, wie man uns sagte.", "Götz Hartmann"},
	{"Auch Jürgen Winter hat die Unterlagen noch nicht erhalten, obwohl sie schon seit Wochen fertig sind.", "Jürgen Winter"},
	{"Die Zahlung ist bis Ende Juli fällig, sonst wird eine Mahngebühr berechnet.", ""},
	{"Ein Freund des Geschäftsführers hat uns die Agentur empfohlen, und wir sind sehr zufrieden mit ihr.", ""},
	{"Die Tagung findet dieses Jahr im Schloss Neuhausen statt, und die Anmeldung ist bis Freitag offen.", ""},
	{"Wir haben mit Tobias Brandt das Angebot besprochen, und er wird sich bis Freitag wieder melden.", "Tobias Brandt"},
	{"Wir haben im Juli und August keine Schulungen, weil das Büro dann geschlossen ist.", ""},
}

// TestGermanTitlesAndNouns: each case as want says.
func TestGermanTitlesAndNouns(t *testing.T) {
	for _, c := range germanCases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestGermanNamesStayWhole: what germanEdges cuts is no given name and no
// common surname; names whose words are German function words stay
// ("Ernst", "Mann"), and outside German text nothing is cut.
func TestGermanNamesStayWhole(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Im Unterricht wird ein Roman gelesen, den Thomas Mann geschrieben hat, und nicht nur besprochen.", "Thomas Mann"},
		{"Sehr geehrter Herr Freund, vielen Dank für Ihre Nachricht und die beigefügten Unterlagen.", "Freund"},
		{"Das Angebot von Sabine Wahl liegt vor; Wahl hat es aber noch nicht unterschrieben und wir warten.", "Sabine Wahl|Wahl"},
		{"Vielen Dank für die Unterlagen, wir melden uns bis Freitag.\nViele Grüße\nTjark Oltmanns", "Tjark Oltmanns"},
		{"Die Übersetzung hat Zhou Shuren übernommen, und sie ist sehr gut geworden, wie alle sagen.", "Zhou Shuren"},
		{"Ernst Fischer hat die Rechnung noch nicht bezahlt und wird deshalb erneut gemahnt.", "Ernst Fischer"},
		{"Brodovlasnički magnat Džon Pol Papanikolau nije platio lučku naknadu, pa je jahta zaplenjena.", "Džon Pol Papanikolau"},
	} {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}
