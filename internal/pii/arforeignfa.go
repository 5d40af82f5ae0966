package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Persian spellings of foreign given names (docs/adr/0219). foreignGiven
// holds how Arabic writes a Western given name (Wikidata's Arabic labels),
// and Persian writes the same name with other vowel letters and v as و
// where Arabic has ف: "جسیکا" for "جيسيكا", "ویکتور" for "فيكتور",
// "جفری" for "جيفري", "جنیفر" for "جينيفر". Long vowels are the
// letters the two spellings disagree on; the consonants they keep. So a
// word whose consonant skeleton is a listed name's, read in a Persian pair,
// is that given name too.

// skeletonVowels are the letters foreignSkeleton drops after a word's
// first: alif, ya and waw, which write long vowels (and Persian's v).
const skeletonVowels = "ايو"

// foreignSkeletonMin is the fewest letters a skeleton needs to stand for a
// given name: at two ("دد", David; "جم", Jim) the skeletons of common
// Persian words ("دو", two; "جام", cup) and of Arabic names ("عمرو" as
// Omar, "سید" as Sadie) meet listed ones; chosen on the tuning sets.
const foreignSkeletonMin = 3

// foreignSkeleton is w's consonant skeleton: w as foreignNorm spells it,
// with every alif, ya and waw after the first letter left out.
func foreignSkeleton(w string) string {
	w = foreignNorm(fold(w))
	var b strings.Builder
	for i, r := range w {
		if i > 0 && strings.ContainsRune(skeletonVowels, r) {
			continue
		}
		b.WriteRune(r)
	}
	return b.String()
}

// foreignGivenSkeletons holds the skeletons of foreignGivenText's Arabic
// spellings that are foreignSkeletonMin letters or longer, each twice when
// it holds ف: as written and with ف as و. Arabic writes both f and v with
// ف ("فيكتور", Victor), Persian v with و ("ویکتور") and ف only for f, so
// the Persian word is read as written ("فیلم", film, stays no "William").
var foreignGivenSkeletons = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(foreignGivenText, "\n") {
		ar, _, ok := strings.Cut(l, "\t")
		if !ok {
			continue
		}
		for _, v := range []string{ar, strings.ReplaceAll(foreignNorm(fold(ar)), "ف", "و")} {
			if sk := foreignSkeleton(v); utf8.RuneCountInString(sk) >= foreignSkeletonMin {
				m[sk] = true
			}
		}
	}
	return m
}()

// persianWebText are Unilex's commonest Persian words of web and news text
// (scripts/pii-unilex-lists.py, docs/adr/0219), one a line, in rank order.
//
//go:embed names/fa/web.txt
var persianWebText string

// persianWeb holds persianWebText spelt as foreignNorm spells (Unilex writes
// both ي and ی, ك and ک), each with its rank.
var persianWeb = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields(persianWebText) {
		if f := foreignNorm(fold(w)); m[f] == 0 {
			m[f] = i + 1
		}
	}
	return m
}()

// persianWebCommon is the rank within which a Persian web word is read as
// itself, never as a given name's other spelling ("میلیون", million, 246,
// whose skeleton is a listed name's): the 3,000 the subtitle list and
// foreignCommonWord hold too.
const persianWebCommon = 3000

// persianOnlyLetters are letters Persian writes and Arabic does not: the
// Persian ya and kaf and the four letters Arabic lacks.
const persianOnlyLetters = "یکگپچژ"

// persianSpelledGiven: a, before b, is a foreign given name in Persian
// spelling: its skeleton is a listed name's, it is none of Persian web
// text's persianWebCommon commonest words, and a or b holds a letter only
// Persian writes, so Arabic text, whose names the exact spellings serve,
// is left as it was.
func persianSpelledGiven(a, b token) bool {
	if !strings.ContainsAny(a.text, persianOnlyLetters) && !strings.ContainsAny(b.text, persianOnlyLetters) {
		return false
	}
	if r := persianWeb[foreignNorm(a.bare)]; r > 0 && r <= persianWebCommon {
		return false
	}
	return foreignGivenSkeletons[foreignSkeleton(a.bare)]
}
