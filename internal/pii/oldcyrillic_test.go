package pii

import (
	"reflect"
	"testing"
)

// TestOldCyrillicPersons: names in pre-reform and Old East Slavic spelling,
// in old cases and familiar forms, and the two sides of a birchbark
// letter's formula; saints' days and churches stay out (docs/adr/0229).
func TestOldCyrillicPersons(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"Въ прошломъ году билъ челомъ Ѳедоръ Тимоѳѣевичъ Скрябинъ, а съ нимъ Алексѣю Семенову дано по указу.",
			[]string{"Ѳедоръ Тимоѳѣевичъ Скрябинъ", "Алексѣю Семенову"}},
		{"А въ роспросѣ Сидорка Кондратьевъ сказалъ, что того дни на дворѣ былъ Ѳомка Лукинъ.",
			[]string{"Сидорка Кондратьевъ", "Ѳомка Лукинъ"}},
		{"И того же дни в съезжей избе Дмитрей Савельев сказал, что Юрья не видал.",
			[]string{"Дмитрей Савельев", "Юрья"}},
		{"поклонъ ѿ ѳедора къ ѥвану · пришли ми жито съ лукою а ѧзъ тобѣ кланѧюсѧ",
			[]string{"ѳедора", "ѥвану"}},
		{"ѿ нѣжаты къ господину моѥму хотѣну · възьми ꙋ степана ·в҃· гривьнѣ",
			[]string{"нѣжаты", "хотѣну", "степана"}},
		{"А пѣли молебенъ у церкви Николы чюдотворца, а торгъ на Петровъ день.", nil},
	} {
		var got []string
		for _, sp := range detector.Find(c.text) {
			if sp.Kind == Person {
				got = append(got, c.text[sp.Start:sp.End])
			}
		}
		if !reflect.DeepEqual(got, c.want) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
