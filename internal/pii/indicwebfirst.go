package pii

import (
	"strings"
	"unicode/utf8"
)

// A prose word first in an Indic pair (docs/adr/0257). Telugu prose puts
// its commonest nouns' oblique forms before a noun ("నీటి వినియోగం", the
// use of water; "అన్న మాటలు", the words said), and the oblique reads as a
// short given name (Neeti, Anna); the noun after it is an inflected form
// no list ranks, so the pair rule's test, a next word no subtitle says,
// holds for nearly any. Unilex's web text ranks those first words among
// its 3,000 commonest (నీటి 776th, అన్న 858th), while the given names
// such prose writes first are rare in it (నరేంద్ర, దీపక్ are none of its
// 10,000 words).

// indicWebFirstHeld: the pair a b, a of script sc, is no person because a
// is among sc's web text's hindiCommonWord commonest words (sc.web) (in
// Bengali, ranking no higher in its subtitle list than there), and
// reads as a given name only by a Latin reading shorter than six letters,
// and b reads as no given name (indicGiven) nor a listed surname of four
// letters or more (indicTitledSurname's reading): Telugu writes the
// surname first, and a common noun as one ("కత్తి పద్మారావు", Katti
// Padmarao) is let through by the given name after it, listed or ending
// as Telugu's given names end (indicNameEnded).
func (l nameLists) indicWebFirstHeld(sc *indicScript, a, deva, b string) bool {
	if r := sc.web[a]; r == 0 || r > hindiCommonWord {
		return false
	}
	// A word the subtitles rank above the web text is one speech says more
	// than news writes, as films say the names of their people (Bengali
	// জেমস, James: 1,743rd in subtitles, 2,749th on the web), while the
	// news words held here rank lower in subtitles or not at all (সালে, in
	// the year: 1,830th and 103rd; docs/adr/0279). Bengali only: on
	// Malayalam, Sinhala and Telugu it let common words through (ആദ്യ,
	// first; සෑම, every; ఎన్ని, how many) and no name.
	if r := sc.rank(a); sc.base == 0x0980 && r > 0 && r < sc.web[a] {
		return false
	}
	if readIndic(deva, sc.consonants, true, devaGivenSorted, func(r string) bool {
		return len(r) >= 6 && l.devaGivenReading(r)
	}) != "" {
		return false
	}
	_, bd, ok := indicScriptOf(b)
	if !ok {
		return true
	}
	if l.indicGiven(sc, b, bd) || indicNameEnded(sc, b) {
		return false
	}
	return readIndic(bd, sc.consonants, true, indicSurnamesSorted, func(r string) bool {
		return len(r) >= 4 && indicSurnames[r]
	}) == ""
}

// indicNameEndings are, by script block, the endings a language's given
// names are compounded with and its common words rarely end on: Telugu's
// -రావు (Rao), -రాజు (Raju), -రెడ్డి, -నాయుడు and -య్య (అంజయ్య,
// సుబ్బయ్య); of the web text's 10,000 words two end on -రాజు (మహారాజు,
// great king) and two on -య్య after fewer than three letters.
var indicNameEndings = map[rune][]string{0x0C00: {"రావు", "రాజు", "రెడ్డి", "నాయుడు", "య్య"}}

// indicNameEnded: w, of script sc, is a stem of three letters or more
// and one of sc's indicNameEndings, and no word of its web text.
func indicNameEnded(sc *indicScript, w string) bool {
	if sc.web[w] > 0 {
		return false
	}
	for _, e := range indicNameEndings[sc.base] {
		if stem, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(stem) >= 3 {
			return true
		}
	}
	return false
}
