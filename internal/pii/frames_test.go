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

// TestNamesAnInvoicesLabelsVouchFor: the cell after "Bill to" and the rest
// of an "Approved by:" line up to its comma are a person, particles inside
// included, when no list knows the name; a firm there is none (own invoices,
// no set's names; docs/adr/0120).
func TestNamesAnInvoicesLabelsVouchFor(t *testing.T) {
	cases := []struct{ text, want string }{
		{"<p>Fabrikam Ltd<br>Accounts Receivable</p>\n<table><tr><th>Bill to</th><td>Garba Shettima</td></tr>\n<tr><td>Toner</td><td>1</td></tr></table>", "Garba Shettima"},
		{"<table><tr><th>Ship to</th><td>Orlanda de Quental</td></tr></table>", "Orlanda de Quental"},
		{"<table><tr><th>Bill to</th><td>Đậu Minh Trang</td></tr></table>", "Đậu Minh Trang"},
		{"<table>\n<tr><td>Toner</td><td>2</td></tr>\n</table>\n<p>Approved by: Tõnis Rüütel, Head of Procurement</p>", "Tõnis Rüütel"},
		{"<table><tr><th>Bill to</th><td>Contoso Pharmaceuticals GmbH</td></tr></table>", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
