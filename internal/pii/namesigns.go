package pii

import (
	"strings"
	"unicode/utf8"
)

// Where a name stands and how it is written, beside the romanisations of
// romanised.go (docs/adr/0076): a Vietnamese name widened to its family
// name, a given name and a surname joined by European particles, a name
// written with letters English lacks, and the places in a text — a line of
// its own, a phrase after "the" — that say whether such words are a person.

// ledBy are the nouns after "the" and a person's name that make the name
// no thing's: "the Ryś Zboch administration", "the Tanaka family".
var ledBy = map[string]bool{"administration": true, "government": true, "family": true, "campaign": true,
	"presidency": true, "cabinet": true, "era": true, "household": true}

// theThing: the words from..to follow "the" and so name a thing ("the
// Yakuza Kiwami sequel"), unless a noun of ledBy follows them.
func (n *nameScan) theThing(from, to int) bool {
	if !n.afterThe(from) {
		return false
	}
	return !(to+1 < len(n.toks) && n.joined(to) && ledBy[n.toks[to+1].text])
}

// ownLine: the words from..to stand alone on their line or in a table cell,
// or first in a CSV row — a signature, a greeting, a contact list (after a
// comma they are as often a part of an address: "CITIC, Universidade da
// Coruña, 15071").
func (n *nameScan) ownLine(from, to int) bool {
	before := strings.TrimRight(n.s[:n.toks[from].start], " ")
	after := strings.TrimLeft(n.s[n.toks[to].end:], " ")
	return (before == "" || strings.ContainsRune("\n\r|\t", rune(before[len(before)-1]))) &&
		(after == "" || strings.ContainsRune("\n\r|\t,:", rune(after[0])))
}

// widenVietnamese: a Vietnamese name found in part — its family name in no
// list ("Thị Hoa" of "Lã Thị Hoa", "Văn Thiện" of "Tống Văn Thiện"), or its
// last word a stop word ("Mẫn Liễu" of "Mẫn Liễu Tị") — takes the
// capitalised Vietnamese words joined to it, up to four words in all. The
// spans are in text order and do not overlap, and stay so.
func (d *Detector) widenVietnamese(s string, spans []Span) []Span {
	var n *nameScan
	for k, sp := range spans {
		if sp.Kind != Person || !vietnamese(s[sp.Start:sp.End]) {
			continue
		}
		if n == nil {
			n = &nameScan{s: s, toks: words(s), l: d.names}
		}
		a, b, ok := spanWords(n.toks, sp)
		if !ok {
			continue
		}
		middle := n.toks[a].text == "Văn" || n.toks[a].text == "Thị"
		for b-a < 3 && a > 0 && n.joined(a-1) && (k == 0 || spans[k-1].End <= n.toks[a-1].start) && n.vietWord(a-1, middle) {
			a--
			middle = false
		}
		for b-a < 3 && b+1 < len(n.toks) && n.joined(b) && (k+1 == len(spans) || spans[k+1].Start >= n.toks[b+1].end) && n.vietWord(b+1, false) {
			b++
		}
		spans[k] = personSpan(s, n.toks[a], n.toks[b])
	}
	return spans
}

// vietWord is a capitalised word of a Vietnamese name: written with a
// letter only Vietnamese uses, or (before the middle name Văn or Thị) any
// short word in no English dictionary ("Lã").
func (n *nameScan) vietWord(i int, beforeMiddle bool) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return false
	}
	if vietnamese(t.text) {
		return true // "Tống" folds to the English "tong", but is written as no English word
	}
	return beforeMiddle && utf8.RuneCountInString(t.text) <= 5 && !n.stop(i) && (!n.l.words[t.bare] || !ascii(t.text)) // "Lã" is no "la"
}

func ascii(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	return true
}

// europeanParticles stand between a given name and a surname in Dutch,
// German, French, Italian, Spanish and Portuguese names ("Victor da Silva",
// "Aster van der Zalm", "Gio De Vitis").
var europeanParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "del": true,
	"della": true, "di": true, "da": true, "das": true, "do": true, "dos": true, "du": true, "la": true, "le": true,
	"ter": true, "ten": true, "zu": true}

// particleNameAt: a given name, one or two particles and a capitalised
// surname at i. Such a run is as often a place or a firm ("Rio de
// Janeiro", "Cirque du Soleil"), so it is a person only when the given name
// is a known one that is no English word, the surname a known one after a
// word in no list, or where a name stands (its own line, a role before, a
// verb of saying after).
func (n *nameScan) particleNameAt(i int) (int, bool) {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return 0, false
	}
	k := i + 1
	for k < len(n.toks) && k <= i+2 && n.joined(k-1) && europeanParticles[strings.ToLower(n.toks[k].text)] && n.particle(k) {
		k++
	}
	if k == i+1 || k >= len(n.toks) || !n.joined(k-1) || !n.surnameWord(k) || n.l.countries[n.toks[k].bare] {
		return 0, false
	}
	if k+1 < len(n.toks) && n.joined(k) && capitalised(n.toks[k+1].text) {
		return 0, false // "Tour de France Femmes": a longer capitalised run is judged as a whole
	}
	given := n.l.first[t.bare] && !n.l.words[t.bare]
	surname := n.l.last[n.toks[k].bare] && !n.l.words[n.toks[k].bare] && n.unknownGiven(i)
	if !given && !surname && !n.ownLine(i, k) && !n.roleBefore(i) && !n.sayingAfter(k) {
		return 0, false
	}
	if !given && !n.l.first[t.bare] && !n.unknownGiven(i) || n.placeWord(k) && !given {
		return 0, false
	}
	if n.theThing(i, k) || n.placeAround(i, k) {
		return 0, false
	}
	return k, true
}

// lettered is a capitalised word in no English dictionary written with a
// letter English does not use (a diacritic or a letter of its own: "Ọlayiwọla",
// "Stănuța", "Schiöth", "Yıldız").
func (n *nameScan) lettered(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || ascii(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) || n.l.words[t.bare] && !n.known(i) {
		return false
	}
	return true
}

// letteredNameAt: two capitalised words at i, one written with letters
// English does not use and the other a known given name or surname or such
// a word too, neither a place nor a brand alone: "Adedire Ọlayiwọla",
// "Grigore Stănuța". Two words in no list at all stay a phrase of another
// language ("Kopački Rit", "Société Générale").
func (n *nameScan) letteredNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return 0, false
	}
	la, lb := n.lettered(i), n.lettered(i+1)
	if !la && !lb {
		return 0, false
	}
	yo := n.yoruba(i, i+1)
	ok := func(k int, l bool) bool {
		b := n.toks[k].bare
		if n.placeWord(k) || n.l.orgWords[b] && !n.known(k) || n.l.geo[b] && !n.known(k) {
			return false
		}
		return l || n.nameWord(k) && !n.l.common[b] || yo && n.unknownGiven(k)
	}
	if !ok(i, la) || !ok(i+1, lb) {
		return 0, false
	}
	if !(n.known(i) || n.known(i+1)) && !yo && !n.ownLine(i, i+1) && !n.roleBefore(i) && !n.sayingAfter(i+1) {
		return 0, false
	}
	if i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text) || i > 0 && n.joined(i-1) && capitalised(n.toks[i-1].text) {
		return 0, false // a longer capitalised run is judged as a whole
	}
	if n.theThing(i, i+1) || n.placeLike(i, i+1) {
		return 0, false
	}
	return i + 1, true
}

// yoruba: a word from..to is written with the dotted letters of Yoruba
// (ẹ, ọ, ṣ), which no other language written in Latin letters uses.
func (n *nameScan) yoruba(from, to int) bool {
	for k := from; k <= to; k++ {
		if strings.ContainsAny(strings.ToLower(n.toks[k].text), "ẹọṣ") {
			return true
		}
	}
	return false
}
