package pii

import "testing"

// TestPhonesInCommaSeparatedRows: a number right after a comma is its own
// field in a CSV row, in any script; a comma between digits still joins
// a number to its neighbours (thousands, lists of amounts).
func TestPhonesInCommaSeparatedRows(t *testing.T) {
	for s, want := range map[string]string{
		"Иван Петров,+7 916 123 45 67,Москва":      "+79161234567",
		"Dana Whitfield,+44 20 7946 0958,London":   "+442079460958",
		"محمد علي,+971 50 123 4567,دبي":            "+971501234567",
		"Keller GmbH,030 1234567,Berlin":           "+49301234567",
		"name,phone\nJonas Berg,+46 8 123 456 78,": "+46812345678",
	} {
		var got []string
		for _, sp := range detector.Find(s) {
			if sp.Kind == Phone {
				got = append(got, sp.Key)
			}
		}
		if len(got) != 1 || got[0] != want {
			t.Errorf("%q: phones %v, want %s", s, got, want)
		}
	}
	for _, s := range []string{"Revenue grew to 1,234,567 units,+12%", "Rows: 4,030 1234567 were skipped", "Order,1234567,shipped"} {
		for _, sp := range detector.Find(s) {
			if sp.Kind == Phone {
				t.Errorf("%q: %q taken as a phone", s, s[sp.Start:sp.End])
			}
		}
	}
}
