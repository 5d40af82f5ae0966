package pii

import "testing"

// TestNamesInMarkupFields: schema.org microdata, hCard and h-card classes
// and RDFa properties key a name's parts by an attribute; each part is a
// person by its key, a lone given or family name included (own names, no
// set's; docs/adr/0244). Each positive case failed before: the lone family
// or additional name was not found. A style class that is also a part's
// key ("first", "last") and a whole name's other keys ("contact") are no
// person's field.
func TestNamesInMarkupFields(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"hcard", `<span class="fn n"><span class="given-name">Rosmunda</span> <span class="family-name">Wierzbowska</span></span>`, "Rosmunda|Wierzbowska"},
		{"microdata", `<p itemscope itemtype="https://schema.org/Person"><span itemprop="familyName">Vandecasteele</span>, <span itemprop="additionalName">Quenby</span></p>`, "Vandecasteele|Quenby"},
		{"rdfa and h-card", `<span property="foaf:familyName">Okonkwo</span> <span class="p-family-name">Szczęsna</span>`, "Okonkwo|Szczęsna"},
		{"style classes", `<li class="first">Home</li><li class="last">Contact</li><div class="contact">Support Desk</div>`, ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}

// TestMarkupThingFields: a firm, a place or a post in a field markup keys
// as one (itemprop="worksFor", class="org", class="locality") is no person,
// though its words read as a name (own names, no set's; docs/adr/0244).
// Both cases failed before: "Halvorsen Ostrowska" was taken for a person.
func TestMarkupThingFields(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"works for", `<span itemprop="name">Ilse Brandt</span>, <span itemprop="worksFor">Halvorsen Ostrowska AS</span>`, "Ilse Brandt"},
		{"hcard org", `<span class="fn">Ilse Brandt</span> <span class="org">Halvorsen Ostrowska AS</span>`, "Ilse Brandt"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
