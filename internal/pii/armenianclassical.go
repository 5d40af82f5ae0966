package pii

import (
	"strings"
	"unicode"
)

// Western Armenian in the classical (Mesropian) spelling (docs/adr/0255).
// The Diaspora press writes the spelling the Soviet reforms of 1922 and
// 1940 replaced in Armenia: "Շուշանեան" for "Շուշանյան", "Նոպէլ" for
// "Նոպել", "Կիւրճեան" for "Կյուրճյան", "Յակոբ" for "Հակոբ". Every
// Armenian pass, list and table here is written in the reformed spelling,
// so a classical -եան surname was no surname and a classical common word
// no common word. armenianReformed rewrites a lower-cased word into the
// reformed spelling letter by letter, by the reform's rules as the
// orthography's descriptions give them (not read off any set): a word in
// the reformed spelling already comes out unchanged, save the rare one
// that starts with յ before a vowel.

// armenianVowels are the lower-case Armenian vowel letters (ու is ո then
// ւ).
const armenianVowels = "աեէըիոօ"

// armenianReformed returns the lower-cased Armenian word w in the reformed
// spelling:
//   - եա after a consonant or a vowel is յա, after յ it is ա (-եան is -յան:
//     "շուշանեան", "թէքէեան", "միրզոյեան"); a final եայ is յա;
//   - իւ is յու ("կիւրճեան");
//   - եւ is և, and ւ outside ու is վ ("լեւոն", "դաւիթ");
//   - է and օ inside a word are ե and ո ("նոպէլ", "գօչունեան"), a word's
//     first letter keeps them ("էրտողան", "օսքար");
//   - a first յ before a vowel other than ու is հ ("յակոբ", "յովհաննէս";
//     "յուրի" stays);
//   - a final յ after ո or ա in a word of four letters or more is silent
//     and dropped (the genitive "պոլսոյ", "սինայ"; "հայ" keeps it).
//
// One pass over w's letters: the work is linear in w.
func armenianReformed(w string) string {
	if !strings.ContainsAny(w, "էօւյ") && !strings.Contains(w, "եա") {
		return w
	}
	rs := []rune(w)
	var b strings.Builder
	b.Grow(len(w) + 4)
	for i := 0; i < len(rs); i++ {
		r := rs[i]
		next := rune(0)
		if i+1 < len(rs) {
			next = rs[i+1]
		}
		switch {
		case r == 'ե' && next == 'ա':
			if i+2 == len(rs)-1 && rs[i+2] == 'յ' {
				b.WriteString("յա") // final եայ
				return b.String()
			}
			if i == 0 || rs[i-1] != 'յ' {
				b.WriteRune('յ')
			}
		case r == 'ի' && next == 'ւ':
			b.WriteString("յու")
			i++
		case r == 'ե' && next == 'ւ':
			b.WriteRune('և')
			i++
		case r == 'ւ' && (i == 0 || rs[i-1] != 'ո'):
			b.WriteRune('վ')
		case i > 0 && r == 'է':
			b.WriteRune('ե')
		case i > 0 && r == 'օ':
			b.WriteRune('ո')
		case r == 'յ' && i == len(rs)-1 && i >= 3 && (rs[i-1] == 'ո' || rs[i-1] == 'ա' || rs[i-1] == 'օ'):
			// silent final յ
		case i == 0 && r == 'յ' && next != 0 && strings.ContainsRune(armenianVowels, next) &&
			!(next == 'ո' && i+2 < len(rs) && rs[i+2] == 'ւ'):
			b.WriteRune('հ')
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// armenianCommonWord: the lower-cased Armenian word w, as written or in
// the reformed spelling (armenianReformed), is among the top commonest
// Armenian words.
func armenianCommonWord(w string, top int) bool {
	if commonAt(armenianCommon, w, top) {
		return true
	}
	r := armenianReformed(w)
	return r != w && commonAt(armenianCommon, r, top)
}

// armenianClassicalGenitive: the lower-cased word w bears the classical
// genitive -ոյ ("Նորվեկիոյ", Norway's; "Պոլսոյ"): Armenian declines a
// name's last word only, so such a word ends a name or is none.
func armenianClassicalGenitive(w string) bool { return strings.HasSuffix(w, "ոյ") }

// armenianNamedWords returns the words of the persons in spans written in
// Armenian, lower-cased and in the reformed spelling (armenianReformed).
// One walk over the spans.
func armenianNamedWords(s string, spans []Span) map[string]bool {
	var named map[string]bool
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		for _, w := range strings.Fields(s[sp.Start:sp.End]) {
			if !scriptWord(w, unicode.Armenian) {
				continue
			}
			if named == nil {
				named = map[string]bool{}
			}
			named[armenianReformed(strings.ToLower(w))] = true
		}
	}
	return named
}

// armenianNameAdjective: w is an adjective made of a name found in the
// text with the ending -յան/-եան and no case ending ("Ալֆրետ Նոպէլ ...
// Նոպէլեան մրցանակը", the Nobel prize), which armenianSurnameEnd reads as
// a surname. named holds the found names' words (armenianNamedWords).
func armenianNameAdjective(w string, named map[string]bool) bool {
	stem, ok := strings.CutSuffix(armenianReformed(strings.ToLower(w)), "յան")
	return ok && named[stem]
}
