package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Foreign persons in Greek and Armenian script (docs/adr/0136). Greek names of Greeks
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

// lettersScript is a script whose foreign given names are read into Latin
// letters: Greek here, Armenian in armenian.go, and the caseless Georgian
// (georgian.go) and Thai (thai.go), docs/adr/0143.
type lettersScript struct {
	// table holds the script's letters.
	table *unicode.RangeTable
	// letters and digraphs are the Latin spellings of its folded letters
	// and letter groups (readLetters).
	letters  map[rune][]string
	digraphs map[string][]string
	// common holds its language's commonest subtitle words, lower-cased,
	// with their rank.
	common map[string]int
	// caseless: the script has no capitals (Georgian), so no word of it
	// need be capitalised.
	caseless bool
	// firstForm, when set, says whether the word may stand first in a
	// name in the form it has (georgianFirstForm); listed says whether a
	// form of it is a given name of the lists.
	firstForm func(w string, listed func(string) bool) bool
	// spoken, when set, gives a word as read (thaiSpoken): the word as
	// written, vowel signs kept, in spoken order; else its folded bare form.
	spoken func(w string) string
	// secondForm, when set, says whether the word may stand second in a
	// name (thaiSecondForm).
	secondForm func(w string) bool
}

// lettersScripts are the scripts lettersPersons reads.
var lettersScripts = []lettersScript{
	{unicode.Greek, greekLatin, greekDigraphs, greekCommon, false, nil, nil, nil},
	{unicode.Armenian, armenianLatin, armenianDigraphs, armenianCommon, false, nil, nil, nil},
	georgianRow,
	thaiRow,
	ethiopicRow,
}

// scriptWord: w is written in the letters of table (with marks).
func scriptWord(w string, table *unicode.RangeTable) bool {
	for _, r := range w {
		if !unicode.Is(table, r) && !unicode.Is(unicode.Mn, r) {
			return false
		}
	}
	return w != ""
}

// commonAt: the lower-cased w is among the top commonest words of common.
func commonAt(common map[string]int, w string, top int) bool {
	r := common[strings.ToLower(w)]
	return r > 0 && r <= top
}

// lettersPersons adds the persons in Greek or Armenian script nothing
// found: a capitalised word of the script that reads as a given name
// (givenReading: no place) and is none of the hindiCommonGiven commonest
// words of its language, then, one space on, a capitalised word of the same
// script of two letters or more that is none of the hindiCommonWord
// commonest, with no capitalised word right before or after the pair (a
// longer run is a title or a firm's name). A first word in the subtitle
// list needs a second in none (subtitles hold foreign names too: "Λίζα",
// "Τάιλερ"; a capitalised common word before another reads too often as
// some name). In a caseless script (Georgian, Thai) no word need be
// capitalised and neighbours are not looked at; the row's own rules of
// form hold instead (firstForm, secondForm), and a Thai word is first cut
// where a function word glued on after a name starts (thaiSplit), where
// dictionary words glued on after it start (thaiSplitTail) and where a
// name glued on after a function word starts (thaiSplitFront).
func (d *Detector) lettersPersons(s string, toks []token, spans []Span) []Span {
	toks = d.thaiSplitFront(s, thaiSplitTail(s, thaiSplit(s, toks)))
	return addPairs(s, toks, spans, func(i int) bool {
		a, b := toks[i], toks[i+1]
		if s[a.end:b.start] != " " || utf8.RuneCountInString(b.text) < 2 {
			return false
		}
		for _, sc := range lettersScripts {
			if (sc.caseless || capitalised(a.text) && capitalised(b.text)) && scriptWord(a.text, sc.table) && scriptWord(b.text, sc.table) {
				return d.lettersPair(sc, s, toks, i)
			}
		}
		return false
	})
}

// lettersPair: the capitalised pair toks[i], toks[i+1] of script sc is a
// person (lettersPersons).
func (d *Detector) lettersPair(sc lettersScript, s string, toks []token, i int) bool {
	a, b := toks[i], toks[i+1]
	loan := thaiLoanGiven(sc, a.text)
	if !loan && commonAt(sc.common, a.text, hindiCommonGiven) || commonAt(sc.common, b.text, hindiCommonWord) {
		return false
	}
	if !sc.caseless && (i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:a.start] == " " ||
		i+2 < len(toks) && capitalised(toks[i+2].text) && s[b.end:toks[i+2].start] == " ") {
		return false
	}
	if sc.common[strings.ToLower(a.text)] > 0 && sc.common[strings.ToLower(b.text)] > 0 {
		return false // a subtitle word that reads as a name ("Ζούμε", we live, as Zoe) needs a second word in none
	}
	if sc.caseless && utf8.RuneCountInString(b.text) < 3 {
		return false // a caseless script's word of two letters is a particle far more often than a name
	}
	if sc.caseless && a.start > 0 && s[a.start-1] == '-' {
		return false // a case ending after a number ("1990-იანი", the 1990s), no word of its own
	}
	if sc.secondForm != nil && !sc.secondForm(b.text) {
		return false
	}
	listed := func(w string) bool { return d.names.first[bare(fold(w))] }
	if sc.firstForm != nil && !sc.firstForm(a.text, listed) {
		return false
	}
	read := a.bare
	if sc.spoken != nil {
		read = sc.spoken(a.text)
	}
	return listed(a.text) || readLetters(read, sc.letters, sc.digraphs, d.names.firstSorted, d.names.givenReading) != ""
}
