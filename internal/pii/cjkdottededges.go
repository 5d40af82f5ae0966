package pii

import (
	"math"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The edge rules of dotted foreign names in Han (docs/adr/0106), applied
// after the CJK model (docs/adr/0111) by findDottedHan with edges set.

// dotJoins are the words that join two dotted names (格倫·福特和凡·赫夫林,
// 胡安·貝孟泰在伍迪·艾倫): a run between two dots holding one is no middle
// part of one name.
const dotJoins = "和與与及在"

// translitTail widens the last part of a dotted name, which starts at q
// and was cut at e where a word seemed to start, over one to three
// transliteration characters that punctuation, a number or the text's end
// follows (阿諾·施瓦|辛格., 羅伊·阿爾弗|雷德, 阿爾伯特·愛|因斯坦1949), so
// long as the part stays six characters at most: a common word right
// before punctuation is seldom spelled only with the characters of
// foreign names. A title (約翰·伯戈|因將軍) or a common word (格里·邁科|
// 內爾里訂立) after them ends the part as well when no common word starts
// at e (docs/adr/0171). 因 counts among the characters here: it ends many
// foreign names (斯坦因, 海萊因), though as a function character it starts
// no run of findTranslitHan.
func translitTail(s string, q, e int) int {
	part := utf8.RuneCountInString(s[q:e])
	k := e
	for n := 1; n <= 3 && part+n <= 6 && k < len(s); n++ {
		r, m := utf8.DecodeRuneInString(s[k:])
		if !zhTranslit[r] && r != '因' {
			return e
		}
		k += m
		if k == len(s) {
			return k
		}
		if next, _ := utf8.DecodeRuneInString(s[k:]); !unicode.IsLetter(next) && !strings.ContainsRune(hanDots, next) {
			return k
		}
		if cjkRightBound(s, k) == strongBound || wordStartsAt(s, k) && !zhWordAt(s, e) {
			return k
		}
	}
	return e
}

// zhWordAt: a common Chinese word of two to four characters starts at p.
func zhWordAt(s string, p int) bool {
	ends := runeEnds(s, p, 4, hanRune)
	for k := 2; k <= len(ends); k++ {
		if zhWords.has(s[p:ends[k-1]]) {
			return true
		}
	}
	return false
}

// wordBeforeMax is the length of a first part found after a word alone:
// longer ones took a noun of one character with them (裝甲|軍珀西·霍巴特)
// and cost precision on the sixth set's traditional copy (docs/adr/0106).
const wordBeforeMax = 2

// wordBeforeDot returns where a dotted name whose first dot is at dot
// starts when no bound stands within six characters before it (回歸|黛安·
// 基頓, 經過|約翰·諾魯姆): right after a common word that ends two
// characters before the dot, or -1.
func wordBeforeDot(s string, dot int) int {
	q := dot
	for back := 0; back < wordBeforeMax && q > 0; back++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			return -1
		}
		q -= m
		if back >= 1 && wordEndsAt(s, q) {
			return q
		}
	}
	return -1
}

// saintPart: a part of the dotted name v is Saint alone (聖, 圣).
func saintPart(v string) bool {
	for part := range strings.FieldsFuncSeq(v, func(r rune) bool { return strings.ContainsRune(hanDots, r) }) {
		if part == "聖" || part == "圣" {
			return true
		}
	}
	return false
}

// afterName: one of nameFollowers is at e, so a dotted name's last part
// may end there.
func afterName(s string, e int) bool {
	r, _ := utf8.DecodeRuneInString(s[e:])
	return e < len(s) && strings.ContainsRune(nameFollowers, r)
}

// gluedBefore are characters that begin no transliteration yet are glued
// before a foreign name as a one-character word: a preposition (自, 從) or
// a verb (玩, 演) before the person, a noun's last character (紐約客).
const gluedBefore = "自从從客玩演"

// pastGlued moves a dotted name's start past one of gluedBefore when two
// characters or more stay before the first dot at dot (改編自|大衛·施韋澤).
func pastGlued(s string, start, dot int) int {
	r, n := utf8.DecodeRuneInString(s[start:])
	if strings.ContainsRune(gluedBefore, r) && utf8.RuneCountInString(s[start+n:dot]) >= 2 {
		return start + n
	}
	return start
}

// runeMargins are the CJK model's margins (seqtag's Margins) of the runes
// of the chunks it tagged that hold a Han dot, in text order: offs[i] is
// where the rune of vals[i] starts. A rune outside them has none, and
// dottedEdges does not gate on it.
type runeMargins struct {
	offs []int
	vals []float64
}

// add records a chunk's margins; offs holds one offset more than margins
// (the chunk's end).
func (m *runeMargins) add(offs []int, margins []float64) {
	for i := 0; i+1 < len(offs) && i < len(margins); i++ {
		m.offs = append(m.offs, offs[i])
		m.vals = append(m.vals, margins[i])
	}
}

// most is the greatest margin of the tagged runes in [a, b), and whether
// any rune there was tagged.
func (m *runeMargins) most(a, b int) (float64, bool) {
	i := sort.SearchInts(m.offs, a)
	most, any := math.Inf(-1), false
	for ; i < len(m.offs) && m.offs[i] < b; i++ {
		most, any = max(most, m.vals[i]), true
	}
	return most, any
}

// dottedEdges applies the edge rules of dotted names in Han after the CJK
// model (docs/adr/0111): where findDottedHan with its edge rules finds
// another dotted person than without them, that person replaces the
// persons overlapping it, unless it cuts from them a rune the model counts
// as surely a name's (a margin of cjkMinMargin or more, the margin at which
// the model's own persons count). Runes it adds are not gated: the model
// is surest they are no name's exactly where the edge rules are written
// for (施瓦|辛格, where a word seems to start; docs/adr/0111). spans are in
// text order, none overlapping; so is the result.
func dottedEdges(s string, spans []Span, m *runeMargins) []Span {
	if !strings.ContainsAny(s, hanDots) {
		return spans
	}
	spans = splitJoined(s, spans)
	plain := findDottedHan(s, nil, false)
	seen := make(map[[2]int]bool, len(plain))
	for _, sp := range plain {
		seen[[2]int{sp.Start, sp.End}] = true
	}
	var add []Span
	for _, e := range dropCJKPlaces(findDottedHan(s, nil, true), 0) {
		if seen[[2]int{e.Start, e.End}] || japaneseAround(s, e.Start, e.End) || !edgeAgrees(spans, e, m) {
			continue
		}
		add = append(add, e)
	}
	if len(add) == 0 {
		return spans
	}
	out := spans[:0:0]
	k := 0 // the first edge person that ends after sp starts
	for _, sp := range spans {
		for k < len(add) && add[k].End <= sp.Start {
			k++
		}
		if sp.Kind != Person || k == len(add) || add[k].Start >= sp.End {
			out = append(out, sp)
		}
	}
	out = mergeSpans(out, add)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// edgeAgrees: e may replace the persons of spans (in text order, none
// overlapping) it overlaps: no other kind of span overlaps it, and no rune
// of theirs that it leaves out is surely a name's by the model's margins m.
func edgeAgrees(spans []Span, e Span, m *runeMargins) bool {
	i := sort.Search(len(spans), func(i int) bool { return spans[i].End > e.Start })
	for ; i < len(spans) && spans[i].Start < e.End; i++ {
		sp := spans[i]
		if sp.Kind != Person {
			return false
		}
		if v, ok := m.most(sp.Start, e.Start); ok && v >= cjkMinMargin {
			return false
		}
		if v, ok := m.most(e.End, sp.End); ok && v >= cjkMinMargin {
			return false
		}
	}
	return true
}

// splitJoined splits a person in Chinese text that is two dotted names
// joined by 和, 與, 与 or 及 (格倫·福特和凡·赫夫林; the model takes them
// as one) into the two, each holding a dot and three characters or more.
// spans are in text order, none overlapping; so is the result.
func splitJoined(s string, spans []Span) []Span {
	var out []Span
	for k, sp := range spans {
		a, b, ok := joinedPair(s, sp)
		if !ok {
			if out != nil {
				out = append(out, sp)
			}
			continue
		}
		if out == nil {
			out = append(make([]Span, 0, len(spans)+1), spans[:k]...)
		}
		out = append(out, a, b)
	}
	if out == nil {
		return spans
	}
	return out
}

// joinedPair returns the two dotted names a person sp joins by one
// character of "和與与及", if it does.
func joinedPair(s string, sp Span) (Span, Span, bool) {
	v := s[sp.Start:sp.End]
	if sp.Kind != Person || strings.Count(v, "·")+strings.Count(v, "‧")+strings.Count(v, "•") < 2 || japaneseAround(s, sp.Start, sp.End) {
		return Span{}, Span{}, false
	}
	for i, r := range v {
		if !strings.ContainsRune("和與与及", r) {
			continue
		}
		left, right := v[:i], v[i+utf8.RuneLen(r):]
		if strings.ContainsAny(left, hanDots) && strings.ContainsAny(right, hanDots) &&
			utf8.RuneCountInString(left) >= 3 && utf8.RuneCountInString(right) >= 3 &&
			!strings.HasSuffix(left, "·") && !strings.HasPrefix(right, "·") {
			end := sp.Start + i
			start := end + utf8.RuneLen(r)
			return Span{Start: sp.Start, End: end, Kind: Person, Key: left}, Span{Start: start, End: sp.End, Kind: Person, Key: right}, true
		}
	}
	return Span{}, Span{}, false
}
