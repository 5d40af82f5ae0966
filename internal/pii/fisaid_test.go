package pii

import (
	"strings"
	"testing"
)

// madeFinnish is made Finnish news prose (made names, no set's): a
// surname no list holds before a verb of saying.
const madeFinnish = "Kausi on ollut pitkä ja raskas koko joukkueelle, Kuusmarjo kertoi. " +
	"Pelaajat ovat tehneet paljon töitä kesän aikana, Riikka Hotakainen sanoo. " +
	"Tulos oli odotettu, sanoo valmentaja."

// TestFinnishSpeakers checks fiSaidNames on made text; the want lines fail
// on the code before docs/adr/0282 (checked by taking its line out of
// Find).
func TestFinnishSpeakers(t *testing.T) {
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"surname before a verb of saying", madeFinnish, []string{"Kuusmarjo"}, nil},
		{"clause goes on", strings.Replace(madeFinnish, "Kuusmarjo kertoi.", "Kuusmarjo kertoi eilen.", 1), nil, []string{"Kuusmarjo"}},
		{"no comma before", strings.Replace(madeFinnish, "joukkueelle, Kuusmarjo", "joukkueelle ja Kuusmarjo", 1), nil, []string{"Kuusmarjo"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}
