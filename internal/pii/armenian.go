package pii

import _ "embed"

// Foreign persons in Armenian script (docs/adr/0136), read as Greek ones
// are (greek.go): Armenian writes a foreign name as it sounds ("Դոնալդ
// Թրամփ", "Էմանուել Մակրոն"), letter for letter, so the given-name lists
// read through the letters' Latin spellings (ISO 9985 and the English
// spellings names use) say when a capitalised Armenian word is one.

// armenianCommonText are FrequencyWords' commonest Armenian subtitle words,
// lower-cased, commonest first (scripts/pii-indic-greek-lists.py).
//
//go:embed names/hy/common.txt
var armenianCommonText string

// armenianCommon holds armenianCommonText with each word's rank.
var armenianCommon = wordRanks(armenianCommonText)

// armenianLatin are the Latin spellings of each folded Armenian letter in
// names.
var armenianLatin = map[rune][]string{
	'ա': {"a"}, 'բ': {"b", "p"}, 'գ': {"g", "k"}, 'դ': {"d", "t"}, 'ե': {"e", "ye", "a"}, 'զ': {"z", "s"},
	'է': {"e", "a"}, 'ը': {"e", "u", "i", ""}, 'թ': {"t", "th"}, 'ժ': {"zh", "j", "g"}, 'ի': {"i", "y", "ee", "e"},
	'լ': {"l", "ll"}, 'խ': {"kh", "h", "ch"}, 'ծ': {"ts"}, 'կ': {"k", "c", "g", "ck"}, 'հ': {"h"}, 'ձ': {"dz", "ts"},
	'ղ': {"gh", "l"}, 'ճ': {"ch", "j"}, 'մ': {"m", "mm"}, 'յ': {"y", "i", "j"}, 'ն': {"n", "nn"},
	'շ': {"sh", "ch"}, 'ո': {"o", "vo", "oh"}, 'չ': {"ch"}, 'պ': {"p", "b", "pp"}, 'ջ': {"j", "g"}, 'ռ': {"r", "rr"},
	'ս': {"s", "ss", "c"}, 'վ': {"v", "w"}, 'տ': {"t", "d", "tt"}, 'ր': {"r", "rr"}, 'ց': {"ts", "c", "tz"},
	'ւ': {"v", "u"}, 'փ': {"p", "ph"}, 'ք': {"k", "q", "c", "ck"}, 'օ': {"o"}, 'ֆ': {"f", "ph"}, 'և': {"ev", "yev"},
}

// armenianDigraphs are the letter groups Armenian writes for one sound:
// "ու" is u or w ("Ուիլյամ", William), "այ" English i ("Մայքլ").
var armenianDigraphs = map[string][]string{
	"ու": {"u", "w", "oo", "ou"}, "այ": {"ai", "ay", "i", "y"}, "էյ": {"ey", "a", "ay"}, "եյ": {"ey", "ei", "a"},
	"իա": {"ia", "ya"},
}
