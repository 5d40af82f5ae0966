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
// word may stand for (folding makes "ў" "у" and "ё" "е"): "і" is "и", "дз"
// "д", "э" "е"; and, each tried both ways, "у" after a vowel "в" (final,
// also "вь": "Любоў", "Станіслаў"), "ц" "т" ("Марцін"), unstressed "а" "о"
// (akanne: "Вераніка", "Славамір"), "ы" "и" ("Іларыён"), "е" "о"; an
// initial "у" before a consonant is "в" ("Уладзімір"). Only a word with
// "і", a letter Russian never writes, or ending in a vowel and "у", is
// respelled; at most belarusianVariants spellings.
func belarusianRespellings(w string) []string {
	rs := []rune(strings.ReplaceAll(w, "дз", "д"))
	vowel := func(i int) bool { return i >= 0 && strings.ContainsRune("аеиіоуыэюя", rs[i]) }
	if len(rs) < 2 || !strings.ContainsRune(w, 'і') && !(rs[len(rs)-1] == 'у' && vowel(len(rs)-2)) {
		return nil
	}
	out := []string{""}
	for i, r := range rs {
		var alts []string
		switch {
		case r == 'у' && i == len(rs)-1 && vowel(i-1):
			alts = []string{"в", "вь", "у"}
		case r == 'у' && vowel(i-1):
			alts = []string{"в", "у"}
		case r == 'у' && i == 0 && !vowel(1):
			alts = []string{"в", "у"}
		case r == 'і':
			alts = []string{"и"}
		case r == 'э':
			alts = []string{"е"}
		case r == 'ц':
			alts = []string{"ц", "т"}
		case r == 'а' && i > 0 && i < len(rs)-1:
			alts = []string{"а", "о"}
		case r == 'ы':
			alts = []string{"ы", "и"}
		case r == 'е' && i > 0:
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
