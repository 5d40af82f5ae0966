package pii

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Japanese full names before a title or post, found after the character
// model has spoken (docs/adr/0101). Japanese news and reference text name a
// person family name first and runs the post on without a space or a
// particle (大久保寿夫市長, 一川保夫防衛相, 矢追純一氏); the rules need a
// given name of IPADIC's list or a title of their own list there, and the
// model, which learnt both from its training text, misses the many given
// names neither knows. A whole run of Han between kana or punctuation that
// a post ends, and that splits into a family name of IPADIC's and a given
// name of one to three characters that could be one, is a person: a post
// follows a place or a firm as a compound word (東京都知事, 日産社長) but
// then the run is no family name and given name.

// jaNamePosts follow a full name in Japanese text: honorifics, titles of
// office, and the courts' and police's words for a defendant or suspect.
var jaNamePosts = []string{
	"氏", "さん", "様", "君", "先生", "教授", "准教授", "博士", "参院議員", "衆院議員", "議員", "区議", "市議", "県議", "都議",
	"町議", "市長", "町長", "村長", "区長", "知事", "首相", "外相", "防衛相", "財務相", "法相", "文科相", "厚労相", "経産相",
	"国交相", "環境相", "担当相", "大臣", "副大臣", "政務官", "長官", "総裁", "総書記", "主席", "大統領", "社長", "会長",
	"理事長", "委員長", "議長", "幹事長", "書記長", "代表", "監督", "選手", "投手", "被告", "容疑者", "弁護士", "記者",
	"部長", "課長", "係長", "次長", "室長", "店長", "専務", "常務", "主任", "取締役", "頭取", "校長", "院長", "所長", "館長",
	"副社長", "副会長", "副部長", "支店長", "支社長", "工場長",
}

// jaPostPrefixes stand before a post: "former", "previous", "vice"
// (元総裁, 前社長, 副頭取).
var jaPostPrefixes = []string{"元", "前", "副"}

// The longest post a run ends in is the one cut: 上海支店長 ends in 支店長, not
// 店長 after a name 上海支.
func init() {
	slices.SortStableFunc(jaNamePosts, func(a, b string) int {
		return utf8.RuneCountInString(b) - utf8.RuneCountInString(a)
	})
}

// These switches let the score tests measure each step alone
// (PII_JA_NOPOSTED, PII_JA_NOROLE; PII_JA_NOLIST for jaListed).
var (
	jaPostedNames = true
	jaRoleBefore  = true
)

// maxJaPostRun bounds the Han run looked at before a post, in runes.
const maxJaPostRun = 6

// addJaPostedNames adds to spans (in text order, none overlapping) the full
// names before a post, or after a role, in the Japanese text of s. A person
// already found that lies inside such a name gives way to it (三國|連太郎さん:
// the model took the given name alone); one that crosses its ends keeps
// its place. One pass over s, a binary search in spans per name found.
func (d *Detector) addJaPostedNames(s string, spans []Span) []Span {
	if !jaPostedNames || !hasKana(s) {
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
		// A Han run starts at i: where does it end, and does a post end it?
		ends := runeEnds(s, i, maxJaPostRun+4, hanRune)
		end := ends[len(ends)-1]
		if hanAt(s, end) {
			i = end // a run longer than we look at: skip it whole
			continue
		}
		sp, ok := d.jaPostedName(s, i, ends)
		if !ok {
			sp, ok = jaListedPerson(s, i, ends)
		}
		if !ok {
			sp, ok = d.jaRoledName(s, i, ends)
		}
		if !ok && jaListed && len(ends) >= 4 && jaListNeighbour(s, spans, i, end) {
			// 阿部健治郎、|中村太地|、…: four characters or more (神田祭 is a
			// festival), and only where nobody was found (the run may hold a
			// verb's head after the name: 山本千夏|擁する).
			sp, ok = d.jaFullName(s, i, s[i:end], s[i:end])
			if over, _ := spansInside(spans, sp); len(over) > 0 {
				ok = false
			}
		}
		if ok {
			add = giveWay(spans, sp, drop, add)
		}
		i = end
	}
	return replacedSpans(spans, drop, add)
}

// jaPostedName: the Han run at i (its rune ends in ends) is a family name
// of IPADIC's, a given name and a post, with kana, punctuation or the text's
// end after the post and Japanese text within jaWindow.
func (d *Detector) jaPostedName(s string, i int, ends []int) (Span, bool) {
	run := s[i:ends[len(ends)-1]]
	for _, post := range jaNamePosts {
		name, ok := strings.CutSuffix(run, post)
		if !ok && strings.HasPrefix(s[i+len(run):], post) {
			name, ok = run, true // a post in kana follows the run (…さん)
		}
		if !ok {
			continue
		}
		if last, _ := utf8.DecodeLastRuneInString(name); jaWords.has(string(last)+post) || strings.ContainsRune(jaPlaceEnds, last) {
			return Span{}, false // 仕様, 模様, 彼氏: the post's first character ends a word; 茨城県知事
		}
		for _, w := range jaPostPrefixes {
			name = strings.TrimSuffix(name, w) // 河野洋平元総裁: 元 is the post's "former"
		}
		if sp, ok := d.jaFullName(s, i, run, name); ok {
			return sp, true
		}
		rs := []rune(name)
		if !hasPrefixAny(post, jaPersonalHonorifics) || hasSuffixAny(name, jaHonorificEnds) || aWord(name) {
			return Span{}, false
		}
		if len(rs) == 4 && jaGivenShape(rs[1:], true) && !aWord(string(rs[2:])) {
			// 矢追純一氏: a family name IPADIC lacks; 岡部産業さん is a firm.
			return Span{Start: i, End: i + len(name), Kind: Person, Key: name}, true
		}
		if jaHonorGiven && len(rs) >= 3 && len(rs) <= 5 && jaGiven.has(string(rs[2:])) && !aWord(string(rs[:2])) &&
			hanNameLike(name) && !jaPlaceLike(string(rs[:2])) {
			// 槙谷美貴子氏: a family name IPADIC lacks before a given name it lists.
			return Span{Start: i, End: i + len(name), Kind: Person, Key: name}, true
		}
		return Span{}, false
	}
	if jaRoleBefore && jaAfterRole(s, i) || jaRoledNames && (jaPluralAfter(s, i+len(run)) || jaAfterPost(s, i)) || jaNamingAt(s, i+len(run)) {
		// 版画家、勝平得之が: a role noun and a comma or の before the run;
		// 学長の|真野龍海, 佐野利器|らの, 星美里|の名で: a post before it, ら
		// or the name one goes by after it (docs/adr/0198).
		return d.jaFullName(s, i, run, run)
	}
	return Span{}, false
}

// jaRoleEnds end Japanese nouns for a person's role or trade (版画家,
// 評論家, 記者, 選手, 社員, 講師, 弁護士, 俳優).
const jaRoleEnds = "家者手員師士優"

// jaAfterRole: a role noun of Han ends right before i, with の, 、 or ・
// between (評論家の|小汀利得, 版画家、|勝平得之).
func jaAfterRole(s string, i int) bool {
	sep, n := utf8.DecodeLastRuneInString(s[:i])
	if sep != 'の' && sep != '、' && sep != '・' {
		return false
	}
	role, m := utf8.DecodeLastRuneInString(s[:i-n])
	return strings.ContainsRune(jaRoleEnds, role) && hanBefore(s, i-n-m)
}

// jaPlaceEnds end the names of Japanese prefectures and districts, which
// a post follows as often as a person (茨城県知事); cjkNotLast has their
// Chinese forms.
const jaPlaceEnds = "県都府道郡"

// jaPersonalHonorifics are the posts that follow persons alone: a run of
// four before one needs no family name of IPADIC's (矢追純一氏).
var jaPersonalHonorifics = []string{"氏", "さん", "様", "君"}

// jaNumerals stand in Japanese given names (純一, 浩二, 三郎) though they
// are no given-name character in Chinese text.
const jaNumerals = "一二三四五六七八九十千万"

// jaGivenShape: g holds no function character (numerals aside) and, unless
// loose, does not end as place and firm names do.
func jaGivenShape(g []rune, loose bool) bool {
	for _, r := range g {
		if cjkNotGivenSet[r] && !strings.ContainsRune(jaNumerals, r) {
			return false
		}
	}
	return loose || !cjkNotLastSet[g[len(g)-1]]
}

// hasSuffixAny: s ends with one of words.
func hasSuffixAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

// jaFullName: name, starting at i in s and the head of the Han run run, is
// a family name of IPADIC's (one character only if among the commonest)
// and a given name of one to three characters that IPADIC lists or that
// holds no function character and ends as given names do, three to
// maxJaPostRun characters in all, no common word, place or title, in
// Japanese text.
func (d *Detector) jaFullName(s string, i int, run, name string) (Span, bool) {
	rs := []rune(name)
	if len(rs) < 3 || len(rs) > maxJaPostRun || aWord(name) || cjkPlace(name) || hasSuffixAny(name, cjkTitles) || hasSuffixAny(name, jaHonorificEnds) {
		return Span{}, false
	}
	if !hasKana(s[max(0, i-jaWindow):min(len(s), i+len(run)+jaWindow)]) {
		return Span{}, false
	}
	for sur := min(3, len(rs)-1); sur >= 1; sur-- {
		g := rs[sur:]
		if len(g) > 3 || !jaSurnames.has(string(rs[:sur])) || sur == 1 && !d.names.hanTop[string(rs[:1])] {
			continue
		}
		if jaGiven.has(string(g)) || jaGivenShape(g, false) && !aWord(string(g)) {
			return Span{Start: i, End: i + len(name), Kind: Person, Key: name}, true
		}
	}
	return Span{}, false
}

// giveWay records sp to take the place of the persons of spans inside it
// (drop) when no found person reaches past it (spansInside), and returns
// add with sp added; a person that reaches past sp keeps its place.
func giveWay(spans []Span, sp Span, drop map[int]bool, add []Span) []Span {
	if over, inside := spansInside(spans, sp); inside {
		for _, k := range over {
			drop[k] = true
		}
		add = append(add, sp)
	}
	return add
}

// spansInside returns the indexes of the spans of spans (in text order,
// none overlapping) that overlap sp, and whether all of them are persons
// lying inside it: one binary search and the overlapping spans.
func spansInside(spans []Span, sp Span) ([]int, bool) {
	k := sort.Search(len(spans), func(k int) bool { return spans[k].End > sp.Start })
	inside := true
	var over []int
	for ; k < len(spans) && spans[k].Start < sp.End; k++ {
		over = append(over, k)
		inside = inside && spans[k].Kind == Person && spans[k].Start >= sp.Start && spans[k].End <= sp.End
	}
	return over, inside
}

// jaListed switches the list step off for measuring (PII_JA_NOLIST).
var jaListed = true

// jaListNeighbour: the Han run s[i:end] stands in a list of names — 、 or ・
// joins it to a person of spans right before or right after it.
func jaListNeighbour(s string, spans []Span, i, end int) bool {
	if sep, n := utf8.DecodeLastRuneInString(s[:i]); (sep == '、' || sep == '・') && i > 0 {
		k := sort.Search(len(spans), func(k int) bool { return spans[k].End >= i-n })
		if k < len(spans) && spans[k].End == i-n && spans[k].Kind == Person {
			return true
		}
	}
	if sep, n := utf8.DecodeRuneInString(s[end:]); (sep == '、' || sep == '・') && end < len(s) {
		k := sort.Search(len(spans), func(k int) bool { return spans[k].Start >= end+n })
		if k < len(spans) && spans[k].Start == end+n && spans[k].Kind == Person {
			return true
		}
	}
	return false
}

// jaHonorGiven switches the listed-given-name step off for measuring
// (PII_JA_NOHONORGIVEN).
var jaHonorGiven = true

// jaPlaceLike: w names a place or a municipality.
func jaPlaceLike(w string) bool { return cjkPlace(w) || jaMunicipalities.has(w) }

// jaCEDICTPersons switches jaListedPerson off for measuring
// (PII_JA_NOCEDICT).
var jaCEDICTPersons = true

// jaListedPerson: the Han run at i (its rune ends in ends) is a person of
// CC-CEDICT's or jieba's lists of three characters or more, alone or before
// a post (docs/adr/0123): Japanese writes Chinese and Korean persons in the
// same characters (金正日総書記, 袁世凱の), which IPADIC's family and given
// names do not cover.
func jaListedPerson(s string, i int, ends []int) (Span, bool) {
	if !jaCEDICTPersons {
		return Span{}, false
	}
	end := ends[len(ends)-1]
	for n := min(len(ends), 5); n >= 3; n-- {
		e := ends[n-1]
		name := s[i:e]
		if !zhPersons.has(name) && !zhPersonsAlso.has(name) {
			continue
		}
		if (e == end || slices.Contains(jaNamePosts, s[e:end])) && japaneseAround(s, i, e) {
			return Span{Start: i, End: e, Kind: Person, Key: name}, true
		}
	}
	return Span{}, false
}
