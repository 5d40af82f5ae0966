package pii

import (
	_ "embed"
	"slices"
	"strings"
)

// zhSurnamesText are CC-CEDICT's family names ("surname Leng": 冷, 師, 狄),
// traditional and simplified (scripts/pii-cedict-surnames.py,
// docs/adr/0145).
//
//go:embed names/cjk/zh-surnames.txt
var zhSurnamesText string

// zhSurnames holds them. Only a name that structure or a Latin line vouches
// for may open on one the other lists lack: the rare family names are
// common characters (冷, cold; 師, teacher), which prose must not read as
// names.
var zhSurnames = sortedList(zhSurnamesText)

// Han names that a document's structure vouches for (docs/adr/0139).
//
// A header line's value (发件人：唐磊, 差出人：山口 由美, CC: 赵磊、孙丽) and a
// cell of a column headed as names (姓名, 氏名) are names by their place,
// as findCued reads them in every script. The CJK model, trained on news
// prose, sees a short line with no sentence around it and often says no:
// tagCJK then dropped the rules' person, so the names of e-mail headers,
// contact lines and attendee lists went out unmasked while the same names
// in a sentence were found. keepVouchedCJK puts such a name back after the
// model when nothing else covers it and it has a Han name's shape: a listed
// family name (Chinese or Japanese) and a given name the rules accept
// beside a title — the test hanNameAt makes with a strong bound — or a
// listed family name alone, as Japanese attendee lists write them.

// keepVouchedCJK adds to spans (in text order, none overlapping) each
// person of Han text in keep, the spans findCued vouched for, that no span
// covers any more and that has a Han name's shape; and the same name again
// wherever the document repeats it at a bound (宋佳您好 under 收件人：宋佳,
// a signature repeating 差出人's name): a header names the people its
// message goes on to address. A repeat needs no Han character right before
// it, so a two-character name is not taken out of a longer word (许可 in
// 营业许可证).
func (d *Detector) keepVouchedCJK(s string, spans []Span, keep map[[2]int]bool) []Span {
	var cands []Span
	names := map[string]bool{}
	for k := range keep {
		if k[1] > len(s) || !hasCJKText(s[k[0]:k[1]]) || !d.vouchedHanShape(s[k[0]:k[1]]) {
			continue
		}
		cands = append(cands, vouchedSpan(s, k[0], k[1]))
		if len(names) < maxCJKRepeats {
			names[s[k[0]:k[1]]] = true
		}
	}
	if len(cands) == 0 {
		return spans
	}
	for name := range names {
		for off := 0; ; {
			j := strings.Index(s[off:], name)
			if j < 0 {
				break
			}
			if at := off + j; !hanRune(runeBefore(s, at)) {
				cands = append(cands, vouchedSpan(s, at, at+len(name)))
			}
			off += j + len(name)
		}
	}
	slices.SortFunc(cands, func(a, b Span) int {
		if a.Start != b.Start {
			return a.Start - b.Start
		}
		return b.End - a.End
	})
	var add []Span
	k := 0
	for _, c := range cands {
		if len(add) > 0 && add[len(add)-1].End > c.Start || overlapsFound(spans, &k, c.Start, c.End) {
			continue
		}
		add = append(add, c)
	}
	if len(add) == 0 {
		return spans
	}
	out := append(slices.Clip(spans), add...)
	slices.SortStableFunc(out, func(a, b Span) int { return a.Start - b.Start })
	return out
}

// vouchedSpan is the person s[a:b].
func vouchedSpan(s string, a, b int) Span {
	return Span{Start: a, End: b, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a:b])), " ")}
}

// vouchedHanShape: v, its spaces (a Japanese family and given name are
// often parted by one, half or full width) taken out, is all Han and a
// listed family name alone (出席者：高橋、伊藤) or a listed family name (or
// one of CC-CEDICT's, zhSurnames, or IPADIC's, jaSurnames: 長束, 舟形) and
// one to three given characters, five at most in all. The given name is held to
// less than in prose: the field already says a person stands there, and the
// characters the prose rules keep out of given names as function words and
// numerals stand in common ones (由美, 健二, 一郎). What keeps a department or
// a title out is its end: no character that ends a place's or a body's name
// (市场部, 営業所) and no honorific or post (王经理, 田中部長, 李总).
func (d *Detector) vouchedHanShape(v string) bool {
	joined := strings.Join(strings.Fields(v), "")
	rs := []rune(joined)
	if len(rs) < 2 || len(rs) > 5 || slices.ContainsFunc(rs, func(r rune) bool { return !hanRune(r) }) {
		return false
	}
	family := func(w string) bool { return d.names.cjkLast[w] || zhSurnames.has(w) || jaSurnames.has(w) }
	if d.names.cjkLast[joined] {
		return true
	}
	if cjkNotLastSet[rs[len(rs)-1]] || hasSuffixAny(joined, honorifics) || hasSuffixAny(joined, cjkHonorifics) {
		return false
	}
	for sur := 1; sur <= 3 && len(rs)-sur >= 1; sur++ {
		if g := len(rs) - sur; g <= 3 && family(string(rs[:sur])) {
			return true
		}
	}
	return false
}
