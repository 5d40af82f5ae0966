package pii

import "testing"

// TestArmenianRussianSurnames: a Russian or Turkic surname in Armenian
// with an article or case ending is a person alone ("Սմիրնովի"), with its
// given name and patronymic before it ("Պյոտր Իվանովիչ Սմիրնովը"); a word in the
// locative is none. Made for this test (docs/adr/0222); the first two are
// missed or cut wrong on the code before it.
func TestArmenianRussianSurnames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Դեսպանը հանդիպեց Սմիրնովի տեղակալին։", "[Սմիրնովի]"},
		{"Երեկ Պյոտր Իվանովիչ Սմիրնովը ժամանեց։", "[Պյոտր Իվանովիչ Սմիրնովը]"},
		{"Վերևում գրված է։", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
