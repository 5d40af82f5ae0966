package pii

import (
	"strings"
	"unicode/utf8"
)

// Japanese full names that a post before them or ら after them marks
// (docs/adr/0198). addJaPostedNames reads a post that ends a Han run
// (枝野幸男|担当相) and a role noun with の or 、 before one (評論家の|小汀利得);
// Japanese news and reference text also runs the post on before the name
// with nothing between (日本形染社長|宮本甚七ら, 航空参謀|吉岡忠一|中佐, 菰野藩主|
// 土方雄豊), and closes a list of persons with ら ("and others": 佐野利器らの,
// 大和田愛羅らがいる), which follows no place, firm or thing. A Han run so
// marked whose name part is a family name of IPADIC's and a given name
// (jaFullName) is a person.

// jaRoledNames switches this file's cues off, for measuring and for the
// tests that show they are needed.
var jaRoledNames = true

// jaRolesBefore run on right before a name in a Han run, beside
// jaNamePosts and jaForeignPostsExtra: staff officers, domain lords, the
// credits of a song and the heads of schools of art.
var jaRolesBefore = []string{"学長", "総長", "参謀", "藩主", "城主", "当主", "家元", "艦長", "飛行長", "編曲", "作曲", "作詞", "相談役", "顧問"}

// jaPluralNext may follow ら after a person: a particle or punctuation.
// Anything else makes ら part of a word (明らか, 暮らし, 知られる).
const jaPluralNext = "はがのとをにもでへや、。，・）」"

// jaPluralAfter: ら, then a particle or punctuation, follows s[:end].
func jaPluralAfter(s string, end int) bool {
	rest, ok := strings.CutPrefix(s[end:], "ら")
	if !ok || rest == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest)
	return strings.ContainsRune(jaPluralNext, r)
}

// jaNamingAfter follow a person's name as the name they go by (星美里の名で
// デビュー, 高橋伴の名義, 國實唯理に改名, 新九郎氏政と名乗る) or open a
// biography (孫崎享は、日本の外交官): what follows is said of persons only.
var jaNamingAfter = []string{"名義", "の名義", "の名で", "に改名", "と改名", "と名乗", "は、日本の"}

// jaNamingAt: one of jaNamingAfter starts at s[end:].
func jaNamingAt(s string, end int) bool { return jaRoledNames && hasPrefixAny(s[end:], jaNamingAfter) }

// jaRoleEndsAt: a post or role that may run on before a name ends head.
// The lists are fixed, so the look is bounded.
func jaRoleEndsAt(head string) bool {
	return hasSuffixAny(head, jaNamePosts) || hasSuffixAny(head, jaForeignPostsExtra) || hasSuffixAny(head, jaRolesBefore)
}

// jaAfterPost: a Han run that a post or role ends (jaRoleEndsAt) stands
// right before i, with の or 、 between (大正大学元学長の|真野龍海);
// jaAfterRole reads role nouns by their last character only.
func jaAfterPost(s string, i int) bool {
	sep, n := utf8.DecodeLastRuneInString(s[:i])
	if sep != 'の' && sep != '、' {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i-n])
	return hanRune(r) && jaRoleEndsAt(s[:i-n])
}

// jaPostAfterRun returns where the name before a post ending s[i:end]
// stops (吉岡忠一|中佐), or end.
func jaPostAfterRun(s string, i, end int) int {
	for _, posts := range [][]string{jaNamePosts, jaForeignPostsExtra} {
		for _, post := range posts {
			if strings.HasSuffix(s[i:end], post) && end-len(post) > i {
				return end - len(post)
			}
		}
	}
	return end
}

// jaRoledName: the Han run at i (its rune ends in ends, kana or
// punctuation after it) is a post or role, a full name and, it may be, a
// post after it (航空参謀|吉岡忠一|中佐). The name is the longest that
// jaFullName accepts right after a role word; the run is bounded, and so
// is each look.
func (d *Detector) jaRoledName(s string, i int, ends []int) (Span, bool) {
	if !jaRoledNames {
		return Span{}, false
	}
	end := ends[len(ends)-1]
	stop := jaPostAfterRun(s, i, end)
	for _, e := range ends {
		if e >= stop {
			break
		}
		if !jaRoleEndsAt(s[i:e]) {
			continue
		}
		if sp, ok := d.jaFullName(s, e, s[e:end], s[e:stop]); ok {
			return sp, true
		}
	}
	return Span{}, false
}
