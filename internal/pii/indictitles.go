package pii

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Forms of address in the Indic scripts other than Devanagari
// (docs/adr/0199). Their blocks lie as Devanagari's, so a word moved into
// Devanagari's block (indicScriptOf) is tested against one table for all
// nine scripts: শ্রী, ਸ਼੍ਰੀ, શ્રી, ଶ୍ରୀ, ಶ್ರೀ, ശ്രീ, శ్రీ and ශ්‍රී all move to
// श्री. Only what a script writes its own way is listed apart: Tamil's and
// Gurmukhi's ஸ்ரீ and ਸ੍ਰੀ (स्री), Tamil's திரு, திருமதி and செல்வி (Mr,
// Mrs, Miss), the doctor of each script (டாக்டர், ডাক্তার) and its short
// forms (ডাঃ, ডঃ, ഡോ., ಡಾ.).

// indicTitles are the full forms of address, as moved into Devanagari.
var indicTitles = map[string]bool{
	"श्री": true, "श्रीमती": true, "श्रीमति": true, "सुश्री": true, "स्री": true, "स्रीमती": true, "स्रीमति": true,
	"तिरु": true, "तिरुमति": true, "तिरुमती": true, "चॆल्वि": true, "जनाब": true,
	"डॉक्टर": true, "डॉक्टर्": true, "डाक्टर": true, "डाक्टर्": true, "डाक्तार": true, "डक्टर": true, "डक्टर्": true,
	"टाक्टर्": true, "डोक्टर्": true, "डॊक्टर्": true,
}

// indicTitleShort are the short forms of doctor, as moved into Devanagari:
// one takes a name only with its full stop or its visarga (ডাঃ).
var indicTitleShort = map[string]bool{"डॉ": true, "डा": true, "डो": true, "ड": true}

// indicNotNames are words a form of address may precede that are no
// person: Sri Lanka (ශ්‍රී ලංකා, ஸ்ரீ லங்கா), as moved into Devanagari.
var indicNotNames = map[string]bool{"लंका": true, "लङ्का": true, "लन्का": true}

// indicNotName: deva, a word moved into Devanagari, is one of
// indicNotNames or one with a case ending glued on (ශ්‍රී ලංකාවට, to Sri
// Lanka; docs/adr/0205).
func indicNotName(deva string) bool {
	for w := range indicNotNames {
		if strings.HasPrefix(deva, w) {
			return true
		}
	}
	return false
}

// indicTitleGap returns how the form of address a (moved into Devanagari)
// may be parted from the next word by gap: true for a full form and one
// space, or a short one with a full stop or ending in a visarga.
func indicTitleGap(a, gap string) bool {
	if indicTitles[a] {
		return gap == " "
	}
	if v, ok := strings.CutSuffix(a, "ः"); ok && indicTitleShort[v] {
		return gap == " " || gap == ". " || gap == "."
	}
	return indicTitleShort[a] && (gap == ". " || gap == ".")
}

// indicTitledName: w may be the first word of a name after a form of
// address in script sc: a word of sc of two letters or more, none of its
// language's hindiCommonGiven commonest words, no form of address and not
// Lanka.
func indicTitledName(sc *indicScript, w string) bool {
	s, deva, ok := indicScriptOf(w)
	if !ok || s != sc || utf8.RuneCountInString(w) < 2 || indicTitles[deva] || indicNotName(deva) {
		return false
	}
	r := sc.rank(w)
	return r == 0 || r > hindiCommonGiven
}

// indicSurnames holds faker's surnames (names/faker, every locale's),
// folded; indicSurnamesSorted the same in order, to prune readings.
var indicSurnames, indicSurnamesSorted = func() (map[string]bool, []string) {
	m := readList("names/faker/surnames.txt")
	sorted := make([]string, 0, len(m))
	for w := range m {
		sorted = append(sorted, w)
	}
	slices.Sort(sorted)
	return m, sorted
}()

// indicTitledSurname: w may be a name's second word after a form of
// address in script sc: no common word of its language (indicNameWord),
// or, of any rank, one of three letters or more read as a listed surname
// of four Latin letters or more: Punjabi's ਸਿੰਘ (Singh) is its 13th
// commonest word because it ends most men's names.
func indicTitledSurname(sc *indicScript, w string) bool {
	if indicNameWord(sc, w) {
		return true
	}
	s, deva, ok := indicScriptOf(w)
	if !ok || s != sc || utf8.RuneCountInString(w) < 3 {
		return false
	}
	return readIndic(deva, sc.consonants, true, indicSurnamesSorted, func(r string) bool {
		return len(r) >= 4 && indicSurnames[r]
	}) != ""
}

// indicTitledPersons adds the one or two words after a form of address in
// the Indic scripts other than Devanagari where nothing was found: the
// first a word indicTitledName takes, the second joining when it is no
// common word (indicNameWord), one space apart; the form of address stays
// out of the name. One pass over the words.
func indicTitledPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		sc, deva, ok := indicScriptOf(a.text)
		if !ok || !indicTitleGap(deva, s[a.end:b.start]) || !indicTitledName(sc, b.text) {
			continue
		}
		last := i + 1
		if i+2 < len(toks) && s[b.end:toks[i+2].start] == " " && indicTitledSurname(sc, toks[i+2].text) {
			if _, d, _ := indicScriptOf(toks[i+2].text); !indicTitles[d] {
				last = i + 2
			}
		}
		if overlapsFound(spans, &k, b.start, toks[last].end) {
			continue
		}
		added = append(added, personSpan(s, b, toks[last]))
		i = last
	}
	return withAdded(spans, added)
}
