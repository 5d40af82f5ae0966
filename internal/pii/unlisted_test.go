package pii

import (
	"strings"
	"testing"
)

// madeSami is made North Sami news prose (made names, no set's): a
// language no word list covers, so unlistedLower's gate holds.
const madeSami = "Dát lea buorre áigi sámi gielaide ja kultuvrraide, dadjá Ruobbenjárga. " +
	"Mii áigut bargat ovttas olbmuiguin geat orrot gilis, deattuha Njávvogeahči. " +
	"Gunnhild Guoldnagahpir lea čállán girjji mánáide ja rávesolbmuide. " +
	"Guolásteaddjit fertejit vuordit guhká ovdal go besset mearrii."

// TestUnlistedSpeakersAndGivenNames checks saidUnlistedNames and
// unlistedGivenPairs on made text; both want lines fail on the code before
// docs/adr/0206 (checked by taking their one line out of Find).
func TestUnlistedSpeakersAndGivenNames(t *testing.T) {
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"speaker after a verb of saying", madeSami, []string{"Ruobbenjárga", "Njávvogeahči"}, nil},
		{"neighbour's given name", madeSami, []string{"Gunnhild Guoldnagahpir"}, nil},
		{"conjunction before a place", strings.Replace(madeSami, "dadjá Ruobbenjárga", "ja Ruobbenjárga", 1), nil, []string{"Ruobbenjárga"}},
		{"clause goes on", strings.Replace(madeSami, "dadjá Ruobbenjárga.", "dadjá Ruobbenjárga ja eará olbmot.", 1), nil, []string{"Ruobbenjárga"}},
		{"word also lower case", madeSami + " Son orui njávvogeahči lahka.", nil, []string{"Njávvogeahči"}},
		{"listed language", "The weather was good for the boats and the harbour this week, said Grimsby. " +
			"Everybody there remembered the summer for years afterwards, and the fishermen were happy.", nil, []string{"Grimsby"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}

// TestAfricanTitlesCut checks that titleEnd passes over the West African
// forms of address (fails on the code before docs/adr/0206).
func TestAfricanTitlesCut(t *testing.T) {
	for in, want := range map[string]string{
		"Alhaji Bello Danjuma": "Bello Danjuma",
		"Ọba Adéwálé":          "Adéwálé",
		"Sëriñ Mustafaa Ndaw":  "Mustafaa Ndaw",
		"Soxna Aram Njaay":     "Aram Njaay",
		"Bello Danjuma":        "Bello Danjuma",
	} {
		if got := in[detector.titleEnd(in, 0, len(in)):]; got != want {
			t.Errorf("titleEnd(%q) leaves %q, want %q", in, got, want)
		}
	}
}
