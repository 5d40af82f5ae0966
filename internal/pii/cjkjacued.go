package pii

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"
)

// Foreign names in katakana that a post or a role marks (docs/adr/0178).
// The dotted-name pass (cjkjadotted.go) needs a first part that IPADIC
// lists as a given name, and IPADIC lists few foreign ones (ヘルムート,
// セオドア, パドレイグ are missing); the character model lets many pass. Yet
// Japanese news marks such a person as it marks a Japanese one: a post runs
// on after the name (セオドア・ルーズベルト大統領, パドレイグ・オ・セイディグ会長)
// or a role noun stands right before it, with の or nothing between
// (財務相の|ヘルムート・シュミット, 演出家|フランツ・シュナイダー). A dotted
// katakana run so marked, whose parts are no loanword of the rules' list,
// is a person; products, teams and places carry no post. So is one that
// 、 joins to a person in a list.

// jaCuedNames switches this pass and addJaMinisterNames off, for measuring
// and for the tests that show they are needed.
var jaCuedNames = true

// jaNotRoles end in a role's ending and name no person: a firm (大手), a
// state (国家), a skill (上手, 下手), champions, which are as often a team
// (王者|ヴェルダー・ブレーメン).
var jaNotRoles = []string{"大手", "国家", "上手", "下手", "派手", "相手", "王者", "覇者"}

// jaForeignPostsExtra follow a foreign person's name beside jaNamePosts:
// heads of state and military ranks (ユーベル・アミヨ・ダンヴィユ海軍中佐).
var jaForeignPostsExtra = []string{"国王", "女王", "王子", "王女", "皇帝", "将軍", "提督", "元帥", "大将", "中将", "少将",
	"大佐", "中佐", "少佐", "大尉", "中尉", "少尉", "司令官", "監督", "主将", "捕手", "内野手", "外野手", "騎手", "夫人"}

// jaArmsBefore name an arm of the forces that stands between a name and a
// rank (海軍中佐).
var jaArmsBefore = []string{"海軍", "陸軍", "空軍"}

// maxJaDottedParts bounds the parts of a dotted katakana name read.
const maxJaDottedParts = 5

// addJaDottedCued adds to spans (in text order, none overlapping) the
// dotted katakana names in the Japanese text of s that a post follows or a
// role precedes. A person already found inside one gives way to it
// (ジョセフ・ド・モンカルム of ルイ=ジョセフ・ド・モンカルム); one that crosses its
// ends keeps its place. Two passes over s: a katakana run is read once in
// each.
func addJaDottedCued(s string, spans []Span) []Span {
	if !jaCuedNames || !hasKana(s) {
		return spans
	}
	// Twice: a name the first pass found vouches for the one listed
	// before it (…オナシス、|ジーナ・ロロブリジーダ).
	return addJaDottedCuedOnce(s, addJaDottedCuedOnce(s, spans))
}

// addJaDottedCuedOnce is one pass of addJaDottedCued.
func addJaDottedCuedOnce(s string, spans []Span) []Span {
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !katakanaRune(r) || katakanaBefore(s, i) || dotBefore(s, i) {
			i += n
			continue
		}
		parts, end := dottedKatakanaParts(s, i)
		stop, last := end, parts[len(parts)-1]
		if jaPostAfter(s, end) && utf8.RuneCountInString(last) <= maxJaPartRunes {
			place := jaPlaceTail(last) // |ニューヨーク市長: the post is the city's
			stop, parts[len(parts)-1] = end-len(place), last[:len(last)-len(place)]
		}
		if jaForeignNameParts(parts) && (jaPostAfter(s, end) || jaRoleRightBefore(s, i) || jaListedBeside(s, spans, add, i, end)) &&
			!strings.ContainsRune(jaDottedNotAfter, firstRune(s[end:])) && !cjkPlace(s[i:end]) {
			sp := Span{Start: i, End: stop, Kind: Person, Key: s[i:stop]}
			add = giveWay(spans, sp, drop, add)
		}
		i = max(end, i+n)
	}
	return replacedSpans(spans, drop, add)
}

// dottedKatakanaParts reads the katakana run at i: parts joined by ・, ＝ or
// =, at most maxJaDottedParts+1 of them. It returns the parts and the run's
// end.
func dottedKatakanaParts(s string, i int) ([]string, int) {
	var parts []string
	j := i
	for len(parts) <= maxJaDottedParts {
		k := j
		for k < len(s) {
			r, n := utf8.DecodeRuneInString(s[k:])
			if !katakanaRune(r) {
				break
			}
			k += n
		}
		parts = append(parts, s[j:k])
		j = k
		r, n := utf8.DecodeRuneInString(s[j:])
		if j >= len(s) || r != '・' && r != '＝' && r != '=' {
			break
		}
		if nr, _ := utf8.DecodeRuneInString(s[j+n:]); !katakanaRune(nr) {
			break
		}
		j += n
	}
	return parts, j
}

// maxJaPartRunes bounds a part of a foreign name, in letters: longer
// katakana runs are compounds, and jaPlaceTail reads a part's tails.
const maxJaPartRunes = 16

// jaPlaceTail returns the place of three letters or more that ends part
// after two letters or more (オドワイヤー|ニューヨーク), or "".
func jaPlaceTail(part string) string {
	n := 0
	for k := range part {
		if n >= 2 && utf8.RuneCountInString(part[k:]) >= 3 && cjkPlace(part[k:]) {
			return part[k:]
		}
		n++
	}
	return ""
}

// jaForeignNameParts: parts are two to maxJaDottedParts katakana words,
// the first and the last of two letters or more, none a loanword of the
// rules' list or a common Japanese word that is no family name.
func jaForeignNameParts(parts []string) bool {
	if len(parts) < 2 || len(parts) > maxJaDottedParts {
		return false
	}
	for k, part := range parts {
		if n := utf8.RuneCountInString(part); n < 2 && (k == 0 || k == len(parts)-1) || n > maxJaPartRunes || katakanaWords[part] || endsWithLoanword(part) ||
			jaWords.has(part) && !jaSurnames.has(part) && !jaGiven.has(part) {
			return false
		}
	}
	return true
}

// jaPostAfter: a post follows e, maybe after "former", "vice" or an arm of
// the forces, and kana, punctuation or the text's end follows the post.
func jaPostAfter(s string, e int) bool {
	rest := s[e:]
	for _, p := range append(jaPostPrefixes, jaArmsBefore...) {
		if r, ok := strings.CutPrefix(rest, p); ok && (hasPrefixAny(r, jaNamePosts) || hasPrefixAny(r, jaForeignPostsExtra)) {
			rest = r
			break
		}
	}
	for _, list := range [][]string{jaNamePosts, jaForeignPostsExtra} {
		for _, p := range list {
			if strings.HasPrefix(rest, p) {
				return !hanAt(rest, len(p)) && !slices.Contains(jaFirmPosts, p)
			}
		}
	}
	return false
}

// jaFirmPosts follow a firm's name as readily as a person's
// (ウェスタン・デジタル社長 is its president): katakana firms are many.
var jaFirmPosts = []string{"社長", "副社長", "頭取", "取締役", "専務", "常務", "支店長", "支社長", "工場長", "店長", "代表"}

// jaListedBeside: 、 joins the name at s[i:end] to a person right before
// it (of spans or of add, the names this pass found so far) or right after
// it (of spans): a list of persons (ジャクリーン・ケネディ・オナシス、
// ジーナ・ロロブリジーダ、アンディ・ウォーホル). Two binary searches.
func jaListedBeside(s string, spans, add []Span, i, end int) bool {
	if strings.HasPrefix(s[end:], "の") {
		return false // a band or a team of a list, before its member's name (…、ジェファーソン・エアプレインの|ジャック・キャサディ)
	}
	if sep, n := utf8.DecodeLastRuneInString(s[:i]); i > 0 && sep == '、' {
		if k := len(add) - 1; k >= 0 && add[k].End == i-n {
			return true
		}
		k := sort.Search(len(spans), func(k int) bool { return spans[k].End >= i-n })
		if k < len(spans) && spans[k].End == i-n && spans[k].Kind == Person {
			return true
		}
	}
	if sep, n := utf8.DecodeRuneInString(s[end:]); end < len(s) && sep == '、' {
		k := sort.Search(len(spans), func(k int) bool { return spans[k].Start >= end+n })
		return k < len(spans) && spans[k].Start == end+n && spans[k].Kind == Person
	}
	return false
}

// jaRoleRightBefore: a Han word that ends in a post or a role's ending
// (財務相, 大統領, 演出家, 主将) stands right before i, with の or nothing
// between.
func jaRoleRightBefore(s string, i int) bool {
	if r, n := utf8.DecodeLastRuneInString(s[:i]); r == 'の' {
		i -= n
	}
	if !hanBefore(s, i) {
		return false
	}
	head := s[max(0, i-4*utf8.UTFMax):i]
	if hasSuffixAny(head, jaPersonalHonorifics) || hasSuffixAny(head, jaNotRoles) || hasSuffixAny(head, []string{"同様", "模様"}) {
		return false
	}
	if hasSuffixAny(head, jaNamePosts) || hasSuffixAny(head, jaForeignPostsExtra) || hasSuffixAny(head, jaPosts) {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(head)
	return strings.ContainsRune(jaRoleEnds, last)
}
