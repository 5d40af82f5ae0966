package pii

import "testing"

// TestStraightQuotedThings: a given name in straight quotes after a
// lower-case Cyrillic noun is a ship's, a factory's or a party's name; a
// person beside it and a JSON value stay (docs/adr/0276). Sentences made
// for the test; the first three failed on the code before the change.
func TestStraightQuotedThings(t *testing.T) {
	for _, s := range []string{
		"Рядом с мостом стоял ледокол \"Ангелина\", откуда подали сигнал.",
		"Она работала на фабрике \"Людмила\" в Твери.",
		"Депутат від партії \"Слуга народу\" виступив у залі.",
	} {
		if got := personsIn(detector, s); len(got) > 0 {
			t.Errorf("%q: persons %q, want none", s, got)
		}
	}
	s := "Вчера Светлана Иванова пришла. {\"name\": \"Светлана\"}"
	if got := personsIn(detector, s); len(got) == 0 || got[0] != "Светлана Иванова" {
		t.Errorf("%q: persons %q", s, got)
	}
}
