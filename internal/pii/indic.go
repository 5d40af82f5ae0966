package pii

import (
	_ "embed"
	"maps"
	"slices"
	"strings"
	"unicode/utf8"
)

// Persons in the Indic scripts other than Devanagari (docs/adr/0136).
// Bengali, Tamil, Telugu and Malayalam have no capitals and no model
// learnt them; before this pass no name in them was found. Their Unicode
// blocks lie as Devanagari's does, letter for letter at a fixed offset
// (ক U+0995 is क U+0915 plus 0x80), so a word is moved into Devanagari's
// block and read into Latin letters by devanagari.go's reader, with the
// few spellings a script adds (Tamil writes g, d, b and j with the letters
// of k, t, p and ch). A word whose reading is a common given name, then a
// word of the same script that is no common word of its language, is a
// person, as in Hindi; each language's FrequencyWords list says what is
// common.

// indicScript is one Indic script the pass reads.
type indicScript struct {
	// base is the first code point of the script's block.
	base rune
	// common holds the language's commonest subtitle words with their rank.
	common map[string]int
	// consonants are the Latin spellings of each consonant, keyed by its
	// Devanagari counterpart.
	consonants map[rune][]string
	// letters, when set, gives each letter's Devanagari spelling for a
	// block not laid out as Devanagari's (Sinhala), and compose first
	// writes its split vowel signs whole.
	letters map[rune]string
	compose *strings.Replacer
	// key, when set, gives the form a word is looked up in common by
	// (sinhalaSkeleton: the Sinhala list has lost its vowel signs).
	key func(w string) string
	// web, when set, holds a second list's ranks, Unilex's web text, read
	// as written and only on a name's first word (indicGiven, firstRank;
	// docs/adr/0205), since news text ranks the names it reports high
	// (Sinhala ට්‍රම්ප්, Trump, is its 134th word).
	web map[string]int
}

// rank returns w's rank among sc's common words, 0 when it is none.
func (sc *indicScript) rank(w string) int {
	if sc.key != nil {
		w = sc.key(w)
	}
	return sc.common[w]
}

// givenLimit returns how many of sc's commonest words are no given name:
// hindiCommonGiven, as in Hindi, where names rank high (subtitles; Punjabi's
// Unilex list has ਰਾਜੀਵ, Rajiv, within 3,000); hindiCommonWord for Gujarati
// and Odia, whose Unilex web text ranks no given name among its 3,000
// commonest words (Gujarati નરેન્દ્ર, અર્જુન, Odia ଅମିତ are none of them)
// but whose adverbs and verbs read as short names (Gujarati સારી, good, as
// Cary; ખાસ, special, Chas; docs/adr/0205).
func (sc *indicScript) givenLimit() int {
	if sc.base == 0x0A80 || sc.base == 0x0B00 {
		return hindiCommonWord
	}
	return hindiCommonGiven
}

// firstRank returns w's rank as a name's first word: the higher of its
// ranks in the two lists when sc has a second (web), 0 when it is in
// neither. A name's second word is held to the first list only (rank):
// news ranks the surnames it reports high (ට්‍රම්ප්, Trump, 134th).
func (sc *indicScript) firstRank(w string) int {
	r, web := sc.rank(w), sc.web[w]
	if r == 0 || web > 0 && web < r {
		return web
	}
	return r
}

// The commonest words of each language, commonest first: subtitle words
// for Bengali, Tamil, Telugu and Malayalam (scripts/pii-indic-greek-lists.py),
// Unilex's web text for Gujarati, Punjabi, Odia and Kannada, which
// FrequencyWords has no list of (scripts/pii-unilex-lists.py).
var (
	//go:embed names/indic/bn.txt
	bengaliCommonText string
	//go:embed names/indic/ta.txt
	tamilCommonText string
	//go:embed names/indic/te.txt
	teluguCommonText string
	//go:embed names/indic/ml.txt
	malayalamCommonText string
	//go:embed names/indic/gu.txt
	gujaratiCommonText string
	//go:embed names/indic/pa.txt
	punjabiCommonText string
	//go:embed names/indic/or.txt
	odiaCommonText string
	//go:embed names/indic/kn.txt
	kannadaCommonText string
	// Malayalam, Sinhala and Telugu prose writes a register their subtitle lists
	// miss (Sinhala දී, at, is none of its words; the Malayalam list has
	// ചെയ്ത, done, at 501): Unilex's web text is read beside them
	// (docs/adr/0205).
	//go:embed names/indic/ml_web.txt
	malayalamWebText string
	//go:embed names/indic/si_web.txt
	sinhalaWebText string
	// Telugu prose likewise (docs/adr/0257): its subtitle list has నీటి (of
	// water) at 902 and తమ (their) at 5,363, the web text at 776 and 61.
	//go:embed names/indic/te_web.txt
	teluguWebText string
	// Bengali news likewise (docs/adr/0279): its oblique and locative nouns
	// ("খাতে", in the sector; "সালে", in the year; "দলে", in the party)
	// and adjectives ("চলমান", ongoing) read as short given names (Khate,
	// Sally, Dale) and rank among the web text's 3,000 commonest words.
	//go:embed names/indic/bn_web.txt
	bengaliWebText string
)

// indicScripts are the scripts read: Bengali, Tamil, Telugu, Malayalam
// (docs/adr/0136), Gurmukhi, Gujarati, Oriya, Kannada and Sinhala
// (sinhala.go; docs/adr/0153).
var indicScripts = []indicScript{
	{0x0980, wordRanks(bengaliCommonText), withSpellings(devaConsonants, map[rune][]string{'ब': {"v", "w"}, 'भ': {"v"}, 'य': {"j"}}), nil, nil, nil, wordRanks(bengaliWebText)},
	{0x0B80, wordRanks(tamilCommonText), dravidianConsonants(map[rune][]string{
		'क': {"g", "h"}, 'ट': {"d"}, 'त': {"d", "th"}, 'प': {"b", "f"}, 'च': {"s", "j", "sh"}}), nil, nil, nil, nil},
	{0x0C00, wordRanks(teluguCommonText), dravidianConsonants(nil), nil, nil, nil, wordRanks(teluguWebText)},
	{0x0D00, wordRanks(malayalamCommonText), dravidianConsonants(nil), nil, nil, nil, wordRanks(malayalamWebText)},
	{0x0A00, wordRanks(punjabiCommonText), withSpellings(devaConsonants, map[rune][]string{'व': {"w"}}), nil, nil, nil, nil},
	{0x0A80, wordRanks(gujaratiCommonText), devaConsonants, nil, nil, nil, nil},
	{0x0B00, wordRanks(odiaCommonText), withSpellings(devaConsonants, map[rune][]string{'ब': {"v", "w"}}), nil, nil, nil, nil},
	{0x0C80, wordRanks(kannadaCommonText), dravidianConsonants(nil), nil, nil, nil, nil},
	{0x0D80, wordRanks(sinhalaCommonText), withSpellings(devaConsonants, map[rune][]string{'व': {"w"}}), sinhalaDeva, sinhalaComposed, sinhalaSkeleton, wordRanks(sinhalaWebText)},
}

// withSpellings returns a copy of base with each letter's extra spellings
// appended.
func withSpellings(base, extra map[rune][]string) map[rune][]string {
	m := maps.Clone(base)
	for r, alts := range extra {
		m[r] = append(slices.Clone(m[r]), alts...)
	}
	return m
}

// dravidianConsonants are Devanagari's consonants, the letters the
// Dravidian scripts add (ழ zh, ற r, ன n) and extra.
func dravidianConsonants(extra map[rune][]string) map[rune][]string {
	m := withSpellings(devaConsonants, map[rune][]string{'ऴ': {"l", "zh"}, 'ऱ': {"r", "tr"}, 'ऩ': {"n"}})
	return withSpellings(m, extra)
}

// indicChillu are the letters that do not lie at their block's offset
// from Devanagari, as Devanagari: Malayalam's chillu letters, a consonant
// with no vowel, as consonant and virama, and Bengali's khanda ta likewise;
// Gurmukhi's tippi as anusvara and its addak, which doubles the next
// consonant, as nothing; Odia's wa as va.
var indicChillu = map[rune]string{0x0D7A: "ण्", 0x0D7B: "न्", 0x0D7C: "र्", 0x0D7D: "ल्", 0x0D7E: "ळ्", 0x0D7F: "क्", 0x09CE: "त्",
	0x0A70: "ं", 0x0A71: "", 0x0B71: "व"}

// indicScriptOf returns the script of the Indic word w (every rune in one
// block of indicScripts, a letter among them) and w moved into
// Devanagari's block; ok is false for any other word.
func indicScriptOf(w string) (sc *indicScript, deva string, ok bool) {
	var b strings.Builder
	for _, r := range w {
		if sc == nil {
			for i := range indicScripts {
				if r >= indicScripts[i].base && r < indicScripts[i].base+0x80 {
					sc = &indicScripts[i]
				}
			}
			if sc == nil {
				return nil, "", false
			}
			if sc.letters != nil {
				d := lettersDeva(sc, w)
				return sc, d, d != ""
			}
		}
		if c, ok := indicChillu[r]; ok && r >= sc.base && r < sc.base+0x80 {
			b.WriteString(c)
			continue
		}
		if r < sc.base || r >= sc.base+0x80 {
			return nil, "", false
		}
		b.WriteRune(r - sc.base + 0x0900)
	}
	return sc, b.String(), sc != nil
}

// lettersDeva returns w, a word of sc's letters (sc.letters), written in
// Devanagari, or "" when a rune of it is none of them.
func lettersDeva(sc *indicScript, w string) string {
	var b strings.Builder
	for _, r := range sc.compose.Replace(w) {
		d, ok := sc.letters[r]
		if !ok {
			return ""
		}
		b.WriteString(d)
	}
	return b.String()
}

// indicGiven: w, moved into Devanagari as deva, reads as a common given
// name or spells a listed Hindi one (hindiGivenKeys), and is none of its language's hindiCommonGiven commonest words.
func (l nameLists) indicGiven(sc *indicScript, w, deva string) bool {
	if r := sc.rank(w); r > 0 && r <= sc.givenLimit() || utf8.RuneCountInString(w) < 2 {
		return false
	}
	// One of the web text's hindiCommonGiven commonest words reads as a
	// name only in full, six Latin letters or more: the short readings and
	// the Hindi keys are where its common words fall (Sinhala දී, at, reads
	// Dee; ඉතා, very, Etta; Malayalam ആദ്യ, first, keys as Aadya), while
	// the news it is counted from ranks the names it reports high
	// (ඩොනල්ඩ්, Donald, is Sinhala's 265th word).
	if r := sc.web[w]; r > 0 && r <= hindiCommonGiven {
		return readIndic(deva, sc.consonants, true, devaGivenSorted, func(r string) bool {
			return len(r) >= 6 && l.devaGivenReading(r)
		}) != ""
	}
	// A listed Hindi name spelt the sister script's way (indickeys.go).
	if indicListedGiven(sc, deva) {
		return true
	}
	return readIndic(deva, sc.consonants, true, devaGivenSorted, l.devaGivenReading) != ""
}

// indicNameWord: w may follow a given name of script sc: two letters or
// more of sc, none of its language's hindiCommonWord commonest words.
func indicNameWord(sc *indicScript, w string) bool {
	s, _, ok := indicScriptOf(w)
	if !ok || s != sc || utf8.RuneCountInString(w) < 2 {
		return false
	}
	r := sc.rank(w)
	return r == 0 || r > hindiCommonWord
}

// indicPersons adds the persons in the Indic scripts where nothing was
// found: a given name (indicGiven) then, one space on, a word of the same
// script that is no common word (indicNameWord). A common word read as a
// name needs a next word that is no subtitle word at all (as in Hindi:
// subtitles hold foreign names too); one of the web text's commonest
// needs more (indicWebFirstHeld). One pass over the words.
func (d *Detector) indicPersons(s string, toks []token, spans []Span) []Span {
	return addPairs(s, toks, spans, func(i int) bool {
		a, b := toks[i], toks[i+1]
		sc, deva, ok := indicScriptOf(a.text)
		if !ok || s[a.end:b.start] != " " || !indicNameWord(sc, b.text) || !d.names.indicGiven(sc, a.text, deva) ||
			d.names.indicWebFirstHeld(sc, a.text, deva, b.text) {
			return false
		}
		r := sc.firstRank(a.text)
		return r == 0 || r > hindiCommonWord || sc.rank(b.text) == 0
	})
}

// addPairs adds each pair of neighbouring words toks[i], toks[i+1] that
// pair(i) takes as a person where nothing was found; a pair taken, the scan
// goes on after it.
func addPairs(s string, toks []token, spans []Span, pair func(i int) bool) []Span {
	var added []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		if !pair(i) || overlapsFound(spans, &k, a.start, b.end) {
			continue
		}
		added = append(added, personSpan(s, a, b))
		i++
	}
	return withAdded(spans, added)
}
