package pii

import "strings"

// Belarusian spells as it sounds: "Уладзімір" is Russian "Владимир",
// "Вераніка" "Вероника", "Станіслаў" "Станислав", "Марцін" "Мартин". The
// Slavic list holds few Belarusian given names (Wiktionary's category is
// small), so a declined Belarusian name went unread (docs/adr/0142). The
// word is respelled the Russian way and looked up again.

// belarusianVariants bounds the Russian respellings tried for one word.
const belarusianVariants = 64

// belarusianRespellings returns the Russian spellings a folded Belarusian
// word may stand for: "ў" is "в" (final "ў" also "вь": "Любоў"), "і" "и",
// "дз" "д", "э" "е"; and, each tried both ways, "ц" "т" ("Марцін"),
// unstressed "а" "о" (akanne: "Вераніка", "Славамір"), "ы" "и"
// ("Іларыён"), "ё" "о"; an initial "у" before a consonant is "в"
// ("Уладзімір"). Only a word with "і" or "ў", letters Russian never
// writes, is respelled; at most belarusianVariants spellings.
func belarusianRespellings(w string) []string {
	if !strings.ContainsAny(w, "іў") {
		return nil
	}
	rs := []rune(strings.ReplaceAll(w, "дз", "д"))
	out := []string{""}
	for i, r := range rs {
		var alts []string
		switch {
		case r == 'ў' && i == len(rs)-1:
			alts = []string{"в", "вь"}
		case r == 'ў':
			alts = []string{"в"}
		case r == 'і':
			alts = []string{"и"}
		case r == 'э':
			alts = []string{"е"}
		case r == 'у' && i == 0 && len(rs) > 1 && !strings.ContainsRune("аеёиіоуыэюя", rs[1]):
			alts = []string{"в", "у"}
		case r == 'ц':
			alts = []string{"ц", "т"}
		case r == 'а' && i > 0 && i < len(rs)-1:
			alts = []string{"а", "о"}
		case r == 'ы':
			alts = []string{"ы", "и"}
		case r == 'ё':
			alts = []string{"е", "о"}
		default:
			alts = []string{string(r)}
		}
		var next []string
		for _, p := range out {
			for _, a := range alts {
				if len(next) < belarusianVariants {
					next = append(next, p+a)
				}
			}
		}
		out = next
	}
	return out
}

// belarusianGiven: some Russian respelling of the folded word is a Slavic
// given name.
func belarusianGiven(w string) bool {
	for _, v := range belarusianRespellings(w) {
		if slavicGivenNames.has(v) {
			return true
		}
	}
	return false
}
