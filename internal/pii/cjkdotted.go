package pii

import (
	"strings"
	"unicode/utf8"
)

// Foreign names written in Han with their parts joined by a middle dot
// (docs/adr/0073, cut at function and role words since docs/adr/0075).

// hanDots join the parts of a foreign name written in Han (史蒂芬·佛瑞爾斯).
// The Japanese ・ is left out: Japanese text joins listed words with it
// (水平・垂直); katakanaNameAt handles it between katakana.
const hanDots = "·‧•"

// findDottedHan finds foreign names written in Han with their parts joined
// by a middle dot (喬治·赫比格, 卡爾·威廉·雷睦斯). Running text touches both
// ends, so the first part starts at the nearest bound before the first dot
// (天文學家|喬治, 名帥|讓) and the last part ends at the first bound after
// two characters (赫比格|命名). A work and its chapter joined the same way
// inside book brackets (《史記·項羽本紀》) are passed over. With edges set
// the edge rules of docs/adr/0106 apply as well (a start after a word when
// no bound stands near, a glued character cut from either end, the last
// part run on over transliteration characters, 在 joining two names); the
// rules' pass leaves them out, since its verdict is a feature of the CJK
// model, and dottedEdges applies them after it (docs/adr/0111).
func findDottedHan(s string, out []Span, edges bool) []Span {
	for p := 0; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		if !strings.ContainsRune(hanDots, r) {
			p += n
			continue
		}
		start, back := -1, 0
		for q := p; q > 0 && back < 6; back++ {
			r, m := utf8.DecodeLastRuneInString(s[:q])
			if !hanRune(r) {
				break
			}
			q -= m
			if cjkLeftBound(s, q) != noBound || dotStopBefore(s, q) {
				start = q
				break
			}
		}
		unbound := edges && start < 0
		if unbound {
			start = wordBeforeDot(s, p)
		}
		if prev, _ := utf8.DecodeLastRuneInString(s[:max(start, 0)]); start < 0 || prev == '《' || prev == '〈' {
			p += n
			continue
		}
		start = afterWord(s, start, p)
		if edges {
			start = pastGlued(s, start, p)
		}
		end := dottedEnd(s, p, edges)
		// Saint as a part (聖·羅蘭, 聖·路易斯) names brands, churches and
		// towns as often as persons: without a bound before it, none.
		if unbound && end >= 0 && saintPart(s[start:end]) {
			end = -1
		}
		if end < 0 {
			p += n
			continue
		}
		out = append(out, Span{Start: start, End: end, Kind: Person, Key: s[start:end]})
		p = end
	}
	return out
}

// dottedEnd returns where a dotted name whose first dot is at p ends, or
// -1: middle parts are whole Han runs of up to six characters, the last
// one ends at the first bound after two characters (or one, when the run
// is one long). With edges, 在 also parts two names, a glued follower
// ends one and the last part runs on over transliteration characters.
func dottedEnd(s string, p int, edges bool) int {
	joins := "和與与及"
	if edges {
		joins = dotJoins
	}
	for parts := 0; parts < 5; parts++ {
		_, n := utf8.DecodeRuneInString(s[p:])
		q := p + n
		var ends []int
		for k := q; k < len(s) && len(ends) < 7; {
			r, m := utf8.DecodeRuneInString(s[k:])
			if !hanRune(r) {
				break
			}
			k += m
			ends = append(ends, k)
		}
		if len(ends) == 0 || len(ends) > 6 && !dotAt(s, ends[len(ends)-1]) {
			if len(ends) == 0 {
				return -1
			}
		}
		if last := ends[len(ends)-1]; len(ends) <= 6 && dotAt(s, last) && !strings.ContainsAny(s[q:last], joins) {
			p = last
			continue
		}
		for c, e := range ends {
			if (c >= 1 || len(ends) == 1 || oneCharPart(s, e)) && c < 6 && (cjkRightBound(s, e) != noBound || wordStartsAt(s, e) || edges && afterName(s, e)) {
				if next, _ := utf8.DecodeRuneInString(s[e:]); next == '》' || next == '〉' {
					return -1
				}
				if edges {
					return translitTail(s, q, e)
				}
				return e
			}
		}
		return -1
	}
	return -1
}

// dotAt: a middle dot at i, followed by a Han character.
func dotAt(s string, i int) bool {
	r, n := utf8.DecodeRuneInString(s[i:])
	if i >= len(s) || !strings.ContainsRune(hanDots, r) {
		return false
	}
	next, _ := utf8.DecodeRuneInString(s[i+n:])
	return hanRune(next)
}

// afterWord moves a dotted name's start, found at a bound, past a common
// word that ends before the first dot with two or more characters left
// (船長|歐內斯特·沙克爾頓, 候選人|薩拉·奧爾尼): the nearest such word end
// to the dot wins.
func afterWord(s string, start, dot int) int {
	q := dot
	for back := 0; q > start; back++ {
		_, m := utf8.DecodeLastRuneInString(s[:q])
		q -= m
		if back >= 1 && q > start && wordEndsAt(s, q) {
			return q
		}
	}
	return start
}

// wordEndsAt: a common Chinese word of two to four characters ends at p
// and none crosses it, so a name written after it starts at p (船長|歐內斯特,
// 候選人|薩拉: docs/adr/0080).
func wordEndsAt(s string, p int) bool {
	if wordAcross(s, p) {
		return false
	}
	q := p
	for k := 1; k <= 4 && q > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			return false
		}
		q -= m
		// A word that holds a transliteration character may be the name's
		// own first part (jieba keeps some foreign given names as words).
		if k >= 2 && zhWords.has(s[q:p]) && !strings.ContainsAny(s[q:p], translitChars) {
			return true
		}
	}
	return false
}

// oneCharStop are function characters that no transliteration uses (unlike
// 因, 于 or 成 of dotStop: 萊因).
const oneCharStop = "的也還还是在了"

// oneCharPart: the last part of a dotted name may be one character long
// when a function character that no transliteration uses, and that starts
// no word, follows it (…·李|還, …·金|的: docs/adr/0080).
func oneCharPart(s string, e int) bool {
	r, _ := utf8.DecodeRuneInString(s[e:])
	return e < len(s) && strings.ContainsRune(oneCharStop, r) && wordStartsAt(s, e)
}

// nameFollowers are characters no transliteration uses that often follow
// a person's name glued to it: verbs and prepositions (給, 說, 把, 被,
// 不) and the book one wrote (書): 金·紐曼|給, 林格·斯塔|不幹.
const nameFollowers = "给給谁誰书書说說不把被让讓向"

// trimFollower takes one of nameFollowers off the end of a dotted person
// in Han whose last part keeps two characters or more (彼得·紐曼給 →
// 彼得·紐曼). It runs after the CJK model (tidyChinese), on the rules'
// persons and the model's alike, so the rules' verdict the model was
// trained on does not move (docs/adr/0106).
func trimFollower(s string, sp Span) Span {
	v := s[sp.Start:sp.End]
	if sp.Kind != Person || !strings.ContainsAny(v, hanDots) {
		return sp
	}
	r, n := utf8.DecodeLastRuneInString(v)
	last := v[strings.LastIndexAny(v, hanDots):]
	if !strings.ContainsRune(nameFollowers, r) || utf8.RuneCountInString(last) < 4 || japaneseAround(s, sp.Start, sp.End) {
		return sp
	}
	sp.End -= n
	sp.Key = s[sp.Start:sp.End]
	return sp
}
