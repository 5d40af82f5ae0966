package pii

import (
	"strings"
	"testing"
)

// madeRomanian is made Romanian prose (made names, no set's): surnames no
// list holds after the particles "lui" and clitic-doubled "pe".
const madeRomanian = "Sosirea ulterioară a celor două companii ale lui Vrabetzky a creat o confuzie în tabără. " +
	"Generalul i-a transmis lui Oltenkamp instrucțiuni amănunțite despre drum. " +
	"De toate acestea, ofițerul l-a informat pe Kalmarescu abia seara târziu."

// TestRomanianParticleNames checks romanianParticleNames on made text;
// the want lines fail on the code before docs/adr/0282 (checked by taking
// its line out of Find).
func TestRomanianParticleNames(t *testing.T) {
	cases := []struct {
		name, text string
		want, not  []string
	}{
		{"genitive and dative after lui", madeRomanian, []string{"Vrabetzky", "Oltenkamp"}, nil},
		{"pe after a doubling clitic", madeRomanian, []string{"Kalmarescu"}, nil},
		{"cedilla letters", strings.NewReplacer("ă", "ă", "ț", "ţ", "ș", "ş").Replace(madeRomanian), []string{"Vrabetzky", "Oltenkamp"}, nil},
		{"God after lui", "Aceasta este casa lui Dumnezeu și a fost ridicată în satul nostru.", nil, []string{"Dumnezeu"}},
		{"pe without a clitic", "Cartea stă pe Masaroglu în camera din față și nu se mișcă.", nil, []string{"Masaroglu"}},
		{"Italian lui", "Non era lui Vrabetzky quando arrivò la sera alla stazione della città.", nil, []string{"Vrabetzky"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.text, c.want, c.not)
	}
}
