package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// First words of foreign names written in Hangul (docs/adr/0122). The
// Korean model often finds such a word alone and leaves the next ("에릭 |
// 솔하임", "게리 | 맥닐은"), or finds the surname and leaves the word
// before it ("티나 | 안셀미는"). ADR 0097's widening takes the next word
// only when it holds a loanword syllable, which 솔하임, 맥닐 and 월마 do
// not: spelled with syllables Korean words have too, they are read as
// names only beside a word known to start a foreign name. ko-given.txt,
// written by scripts/pii-ko-given.py, lists the first words of the
// persons of two words or more that MultiCoNER's and KLUE's training
// sentences label, less dictionary words and listed things.

//go:embed names/ko/ko-given.txt
var koGivenText string

var koGivenList = sortedList(koGivenText)

// koWithGiven widens the persons of found[from:] (one chunk, lo to hi): a
// person that is a listed first word takes the eojeol after it, less its
// particle, when that can be a surname (koSurnameAfterGiven), or the
// person just after it when that is one word; a one-word person that is
// no Korean name takes a listed first word written just before it. It
// reads at most one eojeol (koMaxEojeol runes) on either side of a
// person.
func (d *Detector) koWithGiven(s string, found []Span, from, lo, hi int) []Span {
	out := found[:from]
	for k := from; k < len(found); k++ {
		sp := found[k]
		a, b := sp.Start, sp.End
		next := len(s)
		if k+1 < len(found) {
			next = found[k+1].Start
		}
		if koGivenList.has(sp.Key) && b+1 < hi && s[b] == ' ' {
			end, stem := koEojeolAfter(s, b+1, hi)
			switch {
			case next == b+1 && !strings.Contains(found[k+1].Key, " ") && found[k+1].End <= end:
				// "제이슨 | 세걸이": the model found both words.
				b = found[k+1].End
				k++
			case stem > b+1 && next >= stem && koSurnameAfterGiven(s[b+1:stem], s[b+1:end]):
				b = stem
			}
		}
		if prev := len(out) - 1; a == sp.Start && !strings.Contains(sp.Key, " ") && !d.koreanNamed(sp.Key) && a-1 > lo && s[a-1] == ' ' {
			if ws := koEojeolBefore(s, a-1, lo); ws < a-1 && (koGivenList.has(s[ws:a-1]) || koHasLoan(sp.Key) && koForeignBefore(s[ws:a-1])) && (prev < from || out[prev].End < ws) {
				a = ws
			}
		}
		if a != sp.Start || b != sp.End {
			sp = Span{Start: a, End: b, Kind: Person, Key: s[a:b]}
		}
		out = append(out, sp)
	}
	return out
}

// koSurnameAfterGiven: v, an eojeol less its particle after a listed
// first word, can be the name's surname: 2-5 Hangul syllables, no
// particle, title or listed thing, no word of -ting, and either a loanword syllable in it
// (콜럼버스 and 더글라스 are dictionary words too) or no dictionary word
// nor part of one (eojeol is v with its particle).
func koSurnameAfterGiven(v, eojeol string) bool {
	n := 0
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
		n++
	}
	if n < 2 || n > koMaxForeignSyllables || koParticles[v] || koTitleAt(v) || koThingList.has(v) {
		return false
	}
	// English nouns of -ting written in Hangul (화이팅, 미팅) follow names
	// as cheers and meetings; surnames seldom end so.
	if strings.HasSuffix(v, "팅") {
		return false
	}
	return koHasLoan(v) || !koWords.has(v) && !koWords.has(eojeol) && !koWordPart(v)
}

// koEojeolBefore returns the start of the run of Hangul syllables ending
// at e (not before lo), or e when the run is longer than a word of a name
// (koMaxForeignSyllables), so that a long run costs a bounded scan.
func koEojeolBefore(s string, e, lo int) int {
	ws := e
	for n := 0; ws > lo; n++ {
		r, w := utf8.DecodeLastRuneInString(s[:ws])
		if !hangulSyllable(r) {
			break
		}
		if n == koMaxForeignSyllables {
			return e
		}
		ws -= w
	}
	return ws
}

// koForeignBefore: v, the bare eojeol before a one-word person holding a
// loanword syllable (주드, 프리먼), can be the name's first word though no
// list holds it (애슐리 주드, 랠리 밴스; docs/adr/0174): 2-5 Hangul
// syllables, no dictionary or common word nor part of one (감독의), no
// title, no particle at its end (the word before a name is mostly a verb
// or a noun with its particle: 의하면, 저서에서), and a foreign syllable.
func koForeignBefore(v string) bool {
	n := 0
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
		n++
	}
	if n < 2 || n > koMaxForeignSyllables || koWords.has(v) || koCommonList.has(v) || koParticles[v] || koTitleAt(v) || koWordPart(v) {
		return false
	}
	if _, stem := koEojeolAfter(v, 0, len(v)); stem != len(v) {
		return false
	}
	return koHasForeign(v)
}
