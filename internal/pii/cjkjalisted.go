package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Japanese persons listed beside a person already found (docs/adr/0210).
// Japanese prose lists persons with 、 or ・ between them (笑福亭鶴瓶、桂南光、
// 桂文珍の3人, 六道銀・荻葉香澄・神無月鏡司らが, 暁美ほむら、美樹さやか); the
// character model and the rules find some members and miss others, most
// often the short ones, the ones of rare characters and the ones whose given
// name is in kana. A list holds things of one kind, so an item next to a
// found person, shaped as a name — a family name of IPADIC's and a given
// name in Han (three to five characters), or such a family name and a given
// name in hiragana or katakana — and ended as a list item is (a separator,
// a particle or punctuation), is a person too.

// jaListedNames switches the pass off for measuring and for the tests that
// show it is needed.
var jaListedNames = true

// jaListSeps join the items of a Japanese list.
const jaListSeps = "、・"

// jaItemNext may follow a list item: a separator, a particle, ら, or
// punctuation. A Han run goes on into a word otherwise.
const jaItemNext = "、・はがのとをにもでへやら。，）」』"

// maxJaItemHan bounds a list item's Han part, in runes; maxJaItemKana its
// given name in kana. Each look is bounded, and each item is read once from
// each side: the pass stays linear.
const (
	maxJaItemHan  = 5
	maxJaItemKana = 4
)

// addJaListedNames adds to spans (in text order, none overlapping) the
// list items of Japanese text that stand beside a found person and are
// shaped as names; a found item on the right is a neighbour in its turn.
func (d *Detector) addJaListedNames(s string, spans []Span) []Span {
	if !jaListedNames || !hasKana(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for _, sp := range spans {
		if !jaListAnchor(s, sp) {
			continue
		}
		if it, ok := d.jaItemBefore(s, sp.Start); ok && jaItemFree(spans, add, it) && jaItemSure(s, spans, add, it) {
			add = giveWay(spans, it, drop, add)
		}
		for cur := sp; ; {
			it, ok := d.jaItemAfter(s, cur.End)
			if !ok || !jaItemFree(spans, add, it) || !jaItemSure(s, spans, add, it) {
				break
			}
			add = giveWay(spans, it, drop, add)
			cur = it
		}
	}
	return replacedSpans(spans, drop, add)
}

// jaPluralCues close a list of persons after its last item (…らが, …の3人).
var jaPluralCues = []string{"ら", "の2人", "の3人", "の4人", "の5人", "の二人", "の三人", "両名", "組"}

// jaItemSure: it is sure enough. Three Han characters may be a family
// name and a thing (神田祭 is a festival), so such an item needs a person
// on both sides or a word that closes a list of persons after it; a longer
// one, or one with a given name in kana, needs its one neighbour only.
func jaItemSure(s string, spans, add []Span, it Span) bool {
	v := s[it.Start:it.End]
	if utf8.RuneCountInString(v) != 3 || !allHan([]rune(v)) {
		return true
	}
	if hasPrefixAny(s[it.End:], jaPluralCues) {
		return true
	}
	before, after := false, false
	if sep, n := utf8.DecodeLastRuneInString(s[:it.Start]); strings.ContainsRune(jaListSeps, sep) {
		before = personEndsAt(spans, it.Start-n) || len(add) > 0 && add[len(add)-1].End == it.Start-n
	}
	if sep, n := utf8.DecodeRuneInString(s[it.End:]); it.End < len(s) && strings.ContainsRune(jaListSeps, sep) {
		after = personStartsAt(spans, it.End+n)
	}
	return before && after
}

// personEndsAt: a person of spans (in text order, none overlapping) ends
// at i; one binary search.
func personEndsAt(spans []Span, i int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k].End >= i })
	return k < len(spans) && spans[k].End == i && spans[k].Kind == Person
}

// personStartsAt: a person of spans starts at i; one binary search.
func personStartsAt(spans []Span, i int) bool {
	k := sort.Search(len(spans), func(k int) bool { return spans[k].Start >= i })
	return k < len(spans) && spans[k].Start == i && spans[k].Kind == Person
}

// jaListAnchor: sp is a person whose name opens with Han, in Japanese text.
func jaListAnchor(s string, sp Span) bool {
	r, _ := utf8.DecodeRuneInString(s[sp.Start:])
	return sp.Kind == Person && hanRune(r) && utf8.RuneCountInString(s[sp.Start:sp.End]) >= 2 && japaneseAround(s, sp.Start, sp.End)
}

// jaItemFree: no span of spans but persons lies across it (a person inside
// gives way to the whole item), and it starts past every item of add
// (added in text order, so the last reaches furthest).
func jaItemFree(spans, add []Span, it Span) bool {
	if len(add) > 0 && it.Start < add[len(add)-1].End {
		return false
	}
	_, inside := spansInside(spans, it)
	return inside
}

// jaItemAfter reads the list item after a separator at i.
func (d *Detector) jaItemAfter(s string, i int) (Span, bool) {
	sep, n := utf8.DecodeRuneInString(s[i:])
	if i >= len(s) || !strings.ContainsRune(jaListSeps, sep) {
		return Span{}, false
	}
	start := i + n
	han := runeEnds(s, start, maxJaItemHan+1, hanRune)
	if len(han) < 2 || len(han) > maxJaItemHan {
		return Span{}, false
	}
	return d.jaListItem(s, start, han[len(han)-1])
}

// jaItemBefore reads the list item ending at a separator before i.
func (d *Detector) jaItemBefore(s string, i int) (Span, bool) {
	sep, n := utf8.DecodeLastRuneInString(s[:i])
	if i == 0 || !strings.ContainsRune(jaListSeps, sep) {
		return Span{}, false
	}
	end := i - n
	kanaStart := end
	for k := 0; k < maxJaItemKana && kanaStart > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:kanaStart])
		if !hiragana(r) && !katakanaRune(r) {
			break
		}
		kanaStart -= m
	}
	start := kanaStart
	for k := 0; k <= maxJaItemHan && start > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:start])
		if !hanRune(r) {
			break
		}
		start -= m
	}
	if hanBefore(s, start) || start == kanaStart {
		return Span{}, false
	}
	sp, ok := d.jaListItem(s, start, kanaStart)
	if !ok || sp.End != end {
		return Span{}, false
	}
	return sp, true
}

// jaListItem: the Han run s[start:hanEnd], and the kana after it, is one
// list item shaped as a name: three to five Han characters that open with
// a family name of IPADIC's, or such a family name of two or three
// characters and a given name of two to four kana (one kind of kana),
// ended as jaItemNext says; no place, common word or title.
func (d *Detector) jaListItem(s string, start, hanEnd int) (Span, bool) {
	han := s[start:hanEnd]
	if end := jaKanaTail(s, hanEnd); end > hanEnd && jaKanaGivenTail(han, s[hanEnd:end]) {
		return jaItemSpan(s, start, end, han)
	}
	end := hanEnd
	if r, n := utf8.DecodeLastRuneInString(han); utf8.RuneCountInString(han) > 3 && strings.ContainsRune(jaNotRunTail, r) {
		han, end = han[:len(han)-n], end-n // 鷹木信悟|組: the run's tail is no part of the name
	} else if r, _ := utf8.DecodeRuneInString(s[end:]); end < len(s) && !strings.ContainsRune(jaItemNext, r) && !jaNamingAt(s, end) {
		return Span{}, false
	}
	if utf8.RuneCountInString(han) < 3 || !jaFamilyOpens(han) {
		return Span{}, false
	}
	return jaItemSpan(s, start, end, han)
}

// jaKanaGivenTail: han is a family name of IPADIC's of two or three
// characters and tail, the kana after it, no honorific (山田さん), particle
// (山田が) or common word (山田たち) unless a listed given name.
func jaKanaGivenTail(han, tail string) bool {
	if n := utf8.RuneCountInString(han); n < 2 || n > 3 || !jaSurnames.has(han) || hasPrefixAny(tail, jaKanaHonorifics) {
		return false
	}
	r, _ := utf8.DecodeRuneInString(tail)
	return !hiragana(r) || jaGiven.has(tail) || !aWord(tail) && !strings.ContainsRune(jaKanaParticles, r)
}

// jaItemSpan is the item s[start:end] as a person, unless its Han part
// han is a place, a common word, a title or a post.
func jaItemSpan(s string, start, end int, han string) (Span, bool) {
	v := s[start:end]
	if aWord(v) || aWord(han) || cjkPlace(han) || hasSuffixAny(han, cjkTitles) || hasSuffixAny(han, jaHonorificEnds) || hasSuffixAny(han, jaNamePosts) ||
		hasSuffixAny(han, jaRolesBefore) || jaWordEnds(han) {
		return Span{}, false
	}
	return Span{Start: start, End: end, Kind: Person, Key: v}, true
}

// jaWordEnds: the last two characters of han, in a run of four or more,
// are a common word and no given name (新人|女優): a phrase, not a name.
func jaWordEnds(han string) bool {
	rs := []rune(han)
	if len(rs) < 4 {
		return false
	}
	tail := string(rs[len(rs)-2:])
	return aWord(tail) && !jaGiven.has(tail)
}

// jaFamilyOpens: a family name of IPADIC's of one to three characters
// opens han and leaves a given name of one to three.
func jaFamilyOpens(han string) bool {
	rs := []rune(han)
	for sur := 1; sur <= 3 && sur < len(rs); sur++ {
		if len(rs)-sur <= 3 && jaSurnames.has(string(rs[:sur])) {
			return true
		}
	}
	return false
}

// jaKanaTail returns the end of a given name in kana right at i — two to
// maxJaItemKana runes of one kind, a particle after hiragana left off — or
// i when there is none.
func jaKanaTail(s string, i int) int {
	r, _ := utf8.DecodeRuneInString(s[i:])
	if i >= len(s) {
		return i
	}
	kind := hiragana
	if katakanaRune(r) {
		kind = katakanaRune
	}
	ends := runeEnds(s, i, maxJaItemKana+2, kind)
	if len(ends) > maxJaItemKana+1 || len(ends) < 2 {
		return i
	}
	end := ends[len(ends)-1]
	if last, n := utf8.DecodeLastRuneInString(s[i:end]); len(ends) == maxJaItemKana+1 || len(ends) >= 3 && hiragana(last) && strings.ContainsRune(jaKanaParticles, last) && !jaGiven.has(s[i:end]) {
		if !hiragana(last) || !strings.ContainsRune(jaKanaParticles, last) {
			return i
		}
		end -= n
	}
	return end
}
