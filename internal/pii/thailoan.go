package pii

import (
	"strings"
	"unicode"
)

// Foreign given names that Thai subtitles use often (docs/adr/0175).
// FrequencyWords' Thai list is subtitles, whose speakers call each other by
// name: "จอห์น" (John) is its 135th word, "มาร์ติน" (Martin) its 778th, so
// the guard that keeps a common Thai word that reads as a name by chance
// ("ทำไม", why, as Tammi) from starting a pair kept them out too. Thai
// spells such names with the mute mark (์) over a sound it does not say
// ("จอห์น", "มาร์ติน") or the short-vowel mark (็) over a closed foreign
// syllable ("แจ็ค"); its own common words that read as names have neither.

// thaiLoanMarks are the marks Thai writes in foreign words.
const thaiLoanMarks = "์็"

// thaiLoanGiven: w, a Thai word, carries a mark of a foreign word
// (thaiLoanMarks) and is none of the Thai function words, so its rank
// among subtitle words says nothing against it being a given name.
func thaiLoanGiven(sc lettersScript, w string) bool {
	return sc.table == unicode.Thai && strings.ContainsAny(w, thaiLoanMarks) && thaiStop[w] == 0
}
