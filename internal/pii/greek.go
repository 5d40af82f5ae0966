package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Foreign persons in Greek script (docs/adr/0136). Greek names of Greeks
// are found by the capitalised-word rules and faker's el_GR given names;
// a foreign given name written in Greek ("Ντόναλντ", "Εμανουέλ") is on no
// list, so a capitalised Greek pair was none. A Greek word is read into
// Latin letters, each letter and digraph in the few spellings names use
// (ISO 843 read backwards: ντ d, μπ b, ου u, τζ j), pruned against the
// given-name lists as cyrillic.go reads Cyrillic; such a given name, then
// a capitalised Greek word that is no common Greek word, is a person.

// greekCommonText are FrequencyWords' commonest Greek subtitle words,
// lower-cased, commonest first (scripts/pii-indic-greek-lists.py).
//
//go:embed names/el/common.txt
var greekCommonText string

// greekCommon holds greekCommonText with each word's rank.
var greekCommon = wordRanks(greekCommonText)

// greekLatin are the Latin spellings of each folded Greek letter in names.
var greekLatin = map[rune][]string{
	'α': {"a"}, 'β': {"b", "v"}, 'γ': {"g", "y", "gh"}, 'δ': {"d", "th"}, 'ε': {"e", "a"}, 'ζ': {"z", "s"},
	'η': {"i", "e", "ee"}, 'θ': {"th", "t"}, 'ι': {"i", "y", "e"}, 'κ': {"k", "c", "ck", "ch", "q"}, 'λ': {"l", "ll"},
	'μ': {"m", "mm"}, 'ν': {"n", "nn"}, 'ξ': {"x", "ks"}, 'ο': {"o", "oh"}, 'π': {"p", "pp"}, 'ρ': {"r", "rr"},
	'σ': {"s", "ss", "c", "z"}, 'ς': {"s", "z"}, 'τ': {"t", "tt"}, 'υ': {"i", "y", "u"}, 'φ': {"f", "ph"},
	'χ': {"ch", "h", "kh"}, 'ψ': {"ps"}, 'ω': {"o"},
}

// greekDigraphs are the letter pairs Greek writes for sounds it has no
// letter for ("Ντόναλντ" Donald, "Μπιλ" Bill, "Τζον" John) or reads as one.
var greekDigraphs = map[string][]string{
	"ντ": {"d", "nt", "nd"}, "μπ": {"b", "mp"}, "γκ": {"g", "nk", "ng"}, "γγ": {"ng"}, "ου": {"u", "ou", "oo", "w"},
	"αι": {"e", "ai", "a"}, "ει": {"i", "ei", "ey"}, "οι": {"i", "oi"}, "τζ": {"j", "g", "dg"}, "τσ": {"ts", "ch"},
	"ευ": {"ev", "eu"}, "αυ": {"av", "au", "o"},
}

// greekWord: w is written in Greek letters.
func greekWord(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Greek, r) && !unicode.Is(unicode.Mn, r) {
			return false
		}
	}
	return w != ""
}

// greekCommonAt: the lower-cased w is among the top commonest Greek words.
func greekCommonAt(w string, top int) bool {
	r := greekCommon[strings.ToLower(w)]
	return r > 0 && r <= top
}

// greekPersons adds the persons in Greek script nothing found: a
// capitalised Greek word that reads as a given name (givenReading: no
// place) and is none of the hindiCommonGiven commonest Greek words, then,
// one space on, a capitalised Greek word of two letters or more that is
// none of the hindiCommonWord commonest, with no capitalised word right
// before or after the pair (a longer run is a title or a firm's name). A
// first word in the subtitle list needs a second in none (subtitles hold
// foreign names too: "Λίζα", "Τάιλερ"; a capitalised common word before
// another reads too often as some name).
func (d *Detector) greekPersons(s string, toks []token, spans []Span) []Span {
	return addPairs(s, toks, spans, func(i int) bool {
		a, b := toks[i], toks[i+1]
		if !greekWord(a.text) || !greekWord(b.text) || !capitalised(a.text) || !capitalised(b.text) ||
			s[a.end:b.start] != " " || utf8.RuneCountInString(b.text) < 2 ||
			greekCommonAt(a.text, hindiCommonGiven) || greekCommonAt(b.text, hindiCommonWord) {
			return false
		}
		if i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:a.start] == " " ||
			i+2 < len(toks) && capitalised(toks[i+2].text) && s[b.end:toks[i+2].start] == " " {
			return false
		}
		if greekCommon[strings.ToLower(a.text)] > 0 && greekCommon[strings.ToLower(b.text)] > 0 {
			return false // a subtitle word that reads as a name ("Ζούμε", we live, as Zoe) needs a second word in none
		}
		return readLetters(a.bare, greekLatin, greekDigraphs, d.names.firstSorted, d.names.givenReading) != ""
	})
}
