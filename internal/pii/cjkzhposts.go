package pii

import (
	"strings"
	"unicode/utf8"
)

// Chinese full names before a title or post (docs/adr/0123). Chinese text
// runs a title on after a family and given name with no particle (許智峯議員,
// 畢少懷神父, 陳大文先生). The rules and the character model take such a name
// when its given-name characters are common ones (jieba's given-name
// characters, ADR 0073) and let it pass otherwise (峯, 琼, 謹): Hong Kong and
// Taiwan names use many characters jieba's mainland names rarely do. Three
// characters right before a post that are a listed family name and a
// two-character given name by the rules' own test (`familyAndGiven`: no
// function character, no common word) are a person, in Chinese text only —
// the Japanese pass of ADR 0101 reads posts in Japanese text.

// zhNamePosts follow a Chinese full name: forms of address and posts.
var zhNamePosts = []string{
	"議員", "议员", "先生", "女士", "小姐", "教授", "博士", "醫生", "医生", "律師", "律师", "神父", "牧師", "牧师",
	"主席", "校長", "校长", "經理", "经理", "老師", "老师", "局長", "局长", "司長", "司长", "部長", "部长", "總裁", "总裁",
}

// zhPostPrefixes stand before a post: vice, former, acting, chief
// (副校长, 前主席, 代局長, 總經理).
const zhPostPrefixes = "副前原代署總总"

// zhPostedNames switches the pass off for measuring (PII_ZH_NOPOSTED).
var zhPostedNames = true

// addZhPostedNames adds to spans (in text order, none overlapping) the
// Chinese full names before a post in the Chinese text of s. A person found
// inside one gives way to it; one that crosses its ends keeps its place.
// One scan for each post; three runes read back from each.
func (d *Detector) addZhPostedNames(s string, spans []Span) []Span {
	if !zhPostedNames || !hasHan(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	seen := map[int]bool{}
	for _, post := range zhNamePosts {
		for off := 0; ; {
			k := strings.Index(s[off:], post)
			if k < 0 {
				break
			}
			at := off + k
			off = at + len(post)
			sp, ok := d.zhPostedName(s, at)
			if !ok || seen[sp.Start] {
				continue
			}
			seen[sp.Start] = true
			add = giveWay(spans, sp, drop, add)
		}
	}
	return replacedSpans(spans, drop, add)
}

// zhPostedName: the three Han runes before the post at byte at are a listed
// family name and a given name, no common word starts before them and runs
// into them, and the text around is not Japanese.
func (d *Detector) zhPostedName(s string, at int) (Span, bool) {
	start := at
	var rs [3]rune
	for n := 2; n >= 0; n-- {
		r, m := utf8.DecodeLastRuneInString(s[:start])
		if start == 0 || !hanRune(r) {
			return Span{}, false
		}
		rs[n] = r
		start -= m
	}
	name := s[start:at]
	if strings.ContainsRune(zhPostPrefixes, rs[2]) {
		return Span{}, false // 曾任副|校长: "vice" belongs to the post
	}
	if !d.familyAndGiven(rs[:]) || !d.names.cjkLast[string(rs[:1])] || aWord(string(rs[1:])) || aWord(name) ||
		wordAcross(s, start) || cjkPlace(name) || japaneseAround(s, start, at) {
		return Span{}, false
	}
	return Span{Start: start, End: at, Kind: Person, Key: name}, true
}

// hasHan: s holds a Han character.
func hasHan(s string) bool {
	for _, r := range s {
		if hanRune(r) {
			return true
		}
	}
	return false
}
