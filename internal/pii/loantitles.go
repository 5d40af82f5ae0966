package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// loanTitleSkeletons are the consonant skeletons (titleSkeleton) of the
// titles that language after language borrows from Latin and French and
// spells its own way: doctor ("Doktoor" in Wolof, "Доктор", "Dokter"),
// professor ("Profesëer", "Профессор", "Profesor"), academician
// ("Академик", "Akademik"), general ("Jeneral", "Генерал"), president
// ("Presidhen" in Javanese, "Prezident", "Президент"), colonel ("Kolonel"),
// governor ("Gubernur", "Губернатор", "Gouverneur"), minister ("Ministr",
// "Министр") and rector ("Rektor", "Ректор"). A list of each language's
// titles covers the languages it was made from; the skeleton meets the
// loan in the next language too (docs/adr/0184). Skeletons a name has are
// left out: "prsd" (Prasad), "krnl" (Kornél), "sntr" (senator; Santoro).
var loanTitleSkeletons = map[string]bool{
	"dktr": true, "prfsr": true, "kdmk": true, "gnrl": true, "jnrl": true, "prsdnt": true, "prsdn": true,
	"klnl": true, "gvrnr": true, "gbrnr": true, "gbrntr": true, "mnstr": true, "rktr": true,
}

// cyrillicConsonants spell the Cyrillic consonants in Latin for a title's
// skeleton; Cyrillic vowels and signs are left out.
var cyrillicConsonants = map[rune]string{'б': "b", 'в': "v", 'г': "g", 'д': "d", 'ж': "j", 'з': "s",
	'й': "", 'к': "k", 'л': "l", 'м': "m", 'н': "n", 'п': "p", 'р': "r", 'с': "s", 'т': "t", 'ф': "f",
	'х': "h", 'ц': "ts", 'ч': "ch", 'ш': "sh", 'щ': "sh", 'һ': "h"}

// titleSkeleton is a folded word's consonants in Latin letters, "c" and
// "q" as "k", "z" as "s", "h" and "w" dropped, a doubled consonant once:
// "doktoor" and "доктор" both give "dktr". It is empty for a word with a
// letter of another script.
func titleSkeleton(folded string) string {
	var b strings.Builder
	last := ""
	for _, r := range folded {
		var c string
		switch {
		case strings.ContainsRune("aeiouy'-.", r):
			last = ""
			continue
		case r >= 'a' && r <= 'z':
			c = string(r)
		case r >= 'а' && r <= 'я' || r == 'ё' || r == 'һ' || r == 'ө' || r == 'ү' || r == 'і' || r == 'ї' || r == 'є':
			c = cyrillicConsonants[r]
		default:
			return ""
		}
		switch c {
		case "c", "q":
			c = "k"
		case "z":
			c = "s"
		case "h", "w":
			c = ""
		}
		if c == "" || c == last {
			continue
		}
		b.WriteString(c)
		last = c
	}
	return b.String()
}

// loanTitle is whether word, as written, is a borrowed title of
// loanTitleSkeletons: capitalised, of five letters or more (no initials or
// short names), not all capitals.
func loanTitle(word string) bool {
	if len([]rune(word)) < 5 || !capitalised(word) {
		return false
	}
	return loanTitleSkeletons[titleSkeleton(fold(word))]
}

// loanTitleAt is whether toks[i] is a loaned title (loanTitle) in Latin
// letters, in a spelling that is no English word and no English rank,
// office or role: before a name it cues the name as "Dr." does ("Prezidenti
// Gurbanguli Berdimuhamedov", "Profesëer Amadu Galo Jóob"), while "General
// Motors" stays with the English rules. Cyrillic titles are left to
// cyrillictitled.go: after "Президента" a declined country or adjective
// follows more often than a name ("Президента Республики Беларусь").
func (n *nameScan) loanTitleAt(i int) bool {
	t := n.toks[i]
	r, _ := utf8.DecodeRuneInString(t.text)
	return unicode.Is(unicode.Latin, r) && loanTitle(t.text) && !n.l.words[t.bare] && !leadWord(t)
}
