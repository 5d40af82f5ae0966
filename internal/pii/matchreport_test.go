package pii

import "testing"

// TestMatchReportPlayers: a match report's scorers before their minutes,
// its line-up parted by semicolons, commas and dashes, the substitute in
// brackets and the booked player are persons by surname alone; the clubs,
// the ground and the referee's town in brackets are not (docs/adr/0278).
// Made text, no set's names.
func TestMatchReportPlayers(t *testing.T) {
	d := NewDetector()
	text := "Harbour Town 2-1 FC Lindenau\n" +
		"Okonjo 14', Halvorsen 71' — Brzęczek 90+2' (pen)\n" +
		"Harbour Town: Mirecki; Tavernier, Ōsaki, Okonjo (c); Halvorsen (Vidmar 80'), Lepistö.\n" +
		"Referee: Ilse Drummond (Leuven).  Attendance: 3,104 at Quayside Park.\n" +
		"Tore: 0:1 Brzęczek (9.), 1:1 Okonjo (14.)\n" +
		"Aufstellung FC Lindenau: Pacheco – Aurelius, Strömberg – Brzęczek\n" +
		"Gelb: Strömberg.  Schiedsrichter: Ilse Drummond (Leuven)\n"
	got := map[string]int{}
	for _, sp := range d.Find(text) {
		if sp.Kind == Person {
			got[text[sp.Start:sp.End]]++
		}
	}
	for _, name := range []string{"Okonjo", "Halvorsen", "Brzęczek", "Mirecki", "Tavernier", "Ōsaki", "Vidmar", "Lepistö", "Pacheco", "Aurelius", "Strömberg"} {
		if got[name] == 0 {
			t.Errorf("missed player %q (found %v)", name, got)
		}
	}
	for _, not := range []string{"Harbour Town", "FC Lindenau", "Leuven", "Quayside Park", "Lindenau", "Harbour"} {
		if got[not] > 0 {
			t.Errorf("%q is no person (found %v)", not, got)
		}
	}
}

// TestMatchMarksNeedAReport: names before primes or numbered items in a
// text with no score are not taken as players.
func TestMatchMarksNeedAReport(t *testing.T) {
	d := NewDetector()
	text := "Shelf notes: Oakwood 6', Birchfield 8' and Larchmont 5' boards, stacked.\n"
	for _, sp := range d.Find(text) {
		if sp.Kind == Person {
			t.Errorf("%q is no person", text[sp.Start:sp.End])
		}
	}
}
