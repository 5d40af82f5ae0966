package pii

import "testing"

// TestNamesALettersFrameVouchesFor: the rest of a header line or a
// greeting's name is a person even when its surname is an English word or
// its given name on no list; a team, a department or a thing there is none
// (own business letters, no set's names; docs/adr/0112).
func TestNamesALettersFrameVouchesFor(t *testing.T) {
	cases := []struct{ text, want string }{
		{"MEMO\nTo: Rafiqa al-Hashimi\nRe: the May invoice\nThe invoice is attached.", "Rafiqa al-Hashimi"},
		{"Dear K. Marsh,\nPlease find the signed contract attached.", "K. Marsh"},
		{"Good afternoon Nneka Stone-Okafor,\nThe delivery is planned for Monday.", "Nneka Stone-Okafor"},
		{"To: Sales Team\nThe figures for May are attached.", ""},
		{"Dear Customer Service,\nMy order has not arrived.", ""},
		{"Hi Team,\nThe meeting moves to Friday.", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
