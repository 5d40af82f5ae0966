package pii

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Ministers named in full (docs/adr/0178). Japanese news shortens a
// minister's post to its ministry's first characters and 相 (経産相, 厚労相),
// which jaNamePosts lists, but as often writes the ministry whole
// (直嶋正行経済産業相, 長妻昭厚生労働相); the name before such a post went
// unfound, the run being read as a name and a compound word.
var jaMinisterPosts = []string{"経済産業相", "国土交通相", "厚生労働相", "文部科学相", "農林水産相", "総務相", "経済財政相",
	"金融相", "沖縄北方相", "少子化相", "官房副長官", "国家公安委員長", "防衛庁長官", "国務相", "通産相", "運輸相", "郵政相", "建設相",
	"自治相", "文相", "厚相", "農相"}

// The ministers join jaNamePosts, which is kept longest first (the post a
// run ends in is its longest: 経済産業相, not 産業相 after a name 直嶋正行経済).
func init() {
	jaNamePosts = append(jaNamePosts, jaMinisterPosts...)
	slices.SortStableFunc(jaNamePosts, func(a, b string) int {
		return utf8.RuneCountInString(b) - utf8.RuneCountInString(a)
	})
}

// maxJaMinisterRun bounds the Han run read before a minister's post, in
// runes: a name of five and the longest post.
const maxJaMinisterRun = 12

// addJaMinisterNames adds to spans (in text order, none overlapping) the
// names before a minister's post (…相) in the Japanese text of s whose
// family name IPADIC lacks (直嶋正行経済産業相, 長妻昭厚生労働相): two
// characters that are no word or place, then a given name IPADIC lists.
// The post says a person: a place or a firm takes no minister. A person
// found inside such a name gives way to it. One pass over s.
func addJaMinisterNames(s string, spans []Span) []Span {
	if !jaCuedNames || !hasKana(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) || hanBefore(s, i) {
			i += n
			continue
		}
		ends := runeEnds(s, i, maxJaMinisterRun+1, hanRune)
		end := ends[len(ends)-1]
		if hanAt(s, end) {
			i = end // longer than we read: skip it whole
			continue
		}
		if sp, ok := jaMinisterName(s, i, end); ok {
			add = giveWay(spans, sp, drop, add)
		}
		i = end
	}
	return replacedSpans(spans, drop, add)
}

// jaMinisterName: the Han run s[i:end] is a name of three to five
// characters and a minister's post.
func jaMinisterName(s string, i, end int) (Span, bool) {
	run := s[i:end]
	for _, post := range jaNamePosts {
		name, ok := strings.CutSuffix(run, post)
		if !ok || !strings.HasSuffix(post, "相") || post == "首相" {
			continue
		}
		for _, w := range jaPostPrefixes {
			name = strings.TrimSuffix(name, w)
		}
		rs := []rune(name)
		if len(rs) < 3 || len(rs) > 5 || !jaGiven.has(string(rs[2:])) || aWord(string(rs[:2])) || jaPlaceLike(string(rs[:2])) ||
			aWord(name) || !japaneseAround(s, i, end) {
			return Span{}, false
		}
		return Span{Start: i, End: i + len(name), Kind: Person, Key: name}, true
	}
	return Span{}, false
}
