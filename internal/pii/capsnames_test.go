package pii

import "testing"

// TestSurnamesInCapitals: a given name and a surname written in capitals —
// a byline or credit on its own line, a surname capitalised as forms write
// it — are one person; a headline or acronyms in capitals are none (own
// business sentences, no set's names; docs/adr/0112).
func TestSurnamesInCapitals(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Minutes of the board meeting\nTOMASZ WIERZBICKI\nHead of Procurement, Warsaw office", "TOMASZ WIERZBICKI"},
		{"Photo: ANDRZEJ KOWALCZUK, all rights reserved.", "ANDRZEJ KOWALCZUK"},
		{"The supplier agreement was countersigned by Katarina NOVAKOVIĆ on 3 March.", "Katarina NOVAKOVIĆ"},
		{"QUARTERLY SALES REPORT FOR THE NORTHERN REGION", ""},
		{"Please ask ANNA about the CNN DPR figures.", ""},
		{"The ANNUAL GENERAL MEETING will be held in May.", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
