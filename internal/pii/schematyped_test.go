package pii

import "testing"

// TestTypedPersonNames: a "name" inside an object typed as a person
// (JSON-LD "@type": "Person", microdata itemtype=".../Person") is the
// person's whole name, its words on no list; inside an organisation it is
// none (own names, no set's; docs/adr/0244). The person cases failed
// before: an unlisted name in a "name" field was not found.
func TestTypedPersonNames(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"json-ld", "{\n  \"@type\": \"Person\",\n  \"name\": \"Zorvath Quenby\",\n  \"worksFor\": {\"@type\": \"Organization\", \"name\": \"Brackwater Quenby\"}\n}", "Zorvath Quenby"},
		{"microdata", "<div itemscope itemtype=\"https://schema.org/Person\">\n  <span itemprop=\"name\">Zorvath Quenby</span>, <span itemprop=\"jobTitle\">Secretary</span></div>", "Zorvath Quenby"},
		{"organisation", "<div itemscope itemtype=\"https://schema.org/Organization\"><span itemprop=\"name\">Brackwater Quenby</span></div>", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
