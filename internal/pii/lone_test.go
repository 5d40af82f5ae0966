package pii

import (
	"strings"
	"testing"
)

// TestLoneWordsNeedContext: a single capitalised word that is also a
// dictionary proper noun or a place is a person only with context
// (docs/adr/0070): a verb of saying or doing after it, a verb that takes a
// person, a role or a rank before it, the person's own value after it, or
// the whole name elsewhere in the text.
func TestLoneWordsNeedContext(t *testing.T) {
	for s, want := range map[string]string{
		"Shares of Bank of America fell after Isis claimed the attack.":      "",
		"The Tory leader spoke in Vic on Friday; Zara and Nike shares rose.": "",
		"Anna approved it on 15.03.2024.":                                    "Anna",
		"Please call Sarah on +81 3-1267-4935 about PO 4.":                   "Sarah,+81 3-1267-4935",
		"Refund 73 units to Lars, IBAN DK7644245170216151.":                  "Lars,DK7644245170216151",
		"Senator Preston spoke.":                                             "Preston",
		"Preston Byrne joined in May. Preston said the plan works.":          "Preston Byrne,Preston",
		"Mei and James Johansson reviewed the plan.":                         "Mei,James Johansson",
		"Kwame hat den Vertrag unterschrieben.":                              "Kwame",
	} {
		var got []string
		for _, sp := range detector.Find(s) {
			got = append(got, s[sp.Start:sp.End])
		}
		if strings.Join(got, ",") != want {
			t.Errorf("%q: found %q, want %q", s, got, want)
		}
	}
}
