package pii

import (
	_ "embed"
	"unicode"
)

// Persons in Ethiopic script (docs/adr/0153). Amharic and Tigrinya are
// written in a syllabary with no capitals: each letter is a consonant with
// one of seven vowels, the consonants in rows of eight code points (ለ le,
// ሉ lu, ሊ li, ላ la, ሌ le, ል l, ሎ lo). A foreign name is written as it
// sounds ("ዶናልድ ትራምፕ", Donald Trump); the Ethiopic row of lettersScripts
// reads each syllable as its consonant's and vowel's Latin spellings in
// names and takes a given name so read, then a word that is no common
// Amharic word, as a person.

// amharicCommonText are Unilex's commonest Amharic words, commonest first
// (scripts/pii-unilex-lists.py).
//
//go:embed names/ethiopic/am.txt
var amharicCommonText string

// ethiopicConsonants are the Latin spellings of each row's consonant,
// keyed by the row's first code point; the glottal rows (አ, ዐ) have none.
var ethiopicConsonants = map[rune][]string{
	0x1200: {"h"}, 0x1208: {"l", "ll"}, 0x1210: {"h"}, 0x1218: {"m", "mm"}, 0x1220: {"s"}, 0x1228: {"r", "rr"},
	0x1230: {"s", "ss", "c", "z"}, 0x1238: {"sh"}, 0x1240: {"k", "q", "c"}, 0x1260: {"b", "bb"}, 0x1268: {"v"},
	0x1270: {"t", "tt", "th"}, 0x1278: {"ch"}, 0x1280: {"h"}, 0x1290: {"n", "nn"}, 0x1298: {"ny", "n"},
	0x12A0: {""}, 0x12A8: {"k", "c", "ck", "ch"}, 0x12B8: {"h", "kh"}, 0x12C8: {"w"}, 0x12D0: {""},
	0x12D8: {"z", "s"}, 0x12E0: {"zh", "j"}, 0x12E8: {"y", "i", ""}, 0x12F0: {"d", "dd"}, 0x1300: {"j", "g", "dj"},
	0x1308: {"g", "gh"}, 0x1320: {"t"}, 0x1328: {"ch"}, 0x1330: {"p"}, 0x1338: {"ts"}, 0x1340: {"ts"},
	0x1348: {"f", "ph"}, 0x1350: {"p", "pp"},
}

// ethiopicVowels are the spellings of the seven orders' vowels: ä, u, i,
// a, e, the sixth order's ə (mostly no vowel at all), o.
var ethiopicVowels = [7][]string{{"e", "a"}, {"u", "o", "oo"}, {"i", "ee", "y", "e"}, {"a"}, {"e", "a", "ay", "ey"},
	{"", "i", "e"}, {"o"}}

// ethiopicLatin are the Latin spellings of every syllable of
// ethiopicConsonants' rows.
var ethiopicLatin = func() map[rune][]string {
	m := map[rune][]string{}
	for base, cs := range ethiopicConsonants {
		for order, vs := range ethiopicVowels {
			var alts []string
			for _, c := range cs {
				for _, v := range vs {
					alts = append(alts, c+v)
				}
			}
			m[base+rune(order)] = alts
		}
	}
	return m
}()

// ethiopicRow is the Ethiopic row of lettersScripts: no capitals.
var ethiopicRow = lettersScript{table: unicode.Ethiopic, letters: ethiopicLatin, common: wordRanks(amharicCommonText),
	caseless: true}
