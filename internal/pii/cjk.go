package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names inside running Chinese and Japanese text (docs/adr/0073). Neither
// script has spaces or capitals, so a name is a known family name, one to
// three given-name characters, and a word boundary on both sides that the
// text itself marks: punctuation, a particle or function word (的 在 與,
// は が と), a title or role (先生 總統 教授, 氏 選手 監督). A span whose
// last character ends place and organisation names (市 站 館 党 社) or
// whose given part holds a function character (的 年 是) is a word, not a
// name. Foreign names in katakana are runs joined by ・ or ＝ between the
// same kind of boundaries (ジョン・スミスは). Everything is one pass over
// the text with lookups of a few runes at each position, so it stays
// linear.

// honorificAt: one of cjkHonorifics starts at i and is one there.
func honorificAt(s string, i int) bool {
	for _, w := range cjkHonorifics {
		if strings.HasPrefix(s[i:], w) && honoursHere(s, i, w) {
			return true
		}
	}
	return false
}

func hasPrefixAny(s string, words []string) bool {
	for _, w := range words {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

var (
	cjkNotLastSet  = runeSet(cjkNotLast)
	cjkNotGivenSet = runeSet(cjkNotGiven)
)

func runeSet(s string) map[rune]bool {
	m := map[rune]bool{}
	for _, r := range s {
		m[r] = true
	}
	return m
}

// hanRune is a Han character or the iteration mark 々 (佐々木).
func hanRune(r rune) bool { return unicode.Is(unicode.Han, r) || r == '々' }

// katakanaRune is a katakana letter or the long-vowel mark.
func katakanaRune(r rune) bool { return unicode.Is(unicode.Katakana, r) && r != '・' || r == 'ー' }

// findCJKNames adds the names it finds in Chinese and Japanese prose to out.
func (d *Detector) findCJKNames(s string, out []Span) []Span {
	ja := hasKana(s)
	from := len(out)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) && !katakanaRune(r) {
			i += n
			continue
		}
		left := cjkLeftBound(s, i)
		if left == noBound && ja && katakanaRune(r) && !katakanaBefore(s, i) {
			left = weakBound // 代表|ファビオ・カンナヴァーロ: katakana after other script starts a word
		}
		// In Japanese text a Han run after kana starts a word (…として|鈴木隆仁);
		// in Chinese text a name may start wherever no common word crosses
		// (listedNameAt and segmentedZhNameAt look at the dictionaries).
		if left == noBound && !(ja && hanRune(r) && !hanBefore(s, i)) && !(!ja && hanRune(r)) {
			i += n
			continue
		}
		end := d.listedNameAt(s, i, ja)
		if end == i && !ja && hanRune(r) {
			end = d.segmentedZhNameAt(s, i)
		}
		if end > i {
			if !ja {
				end = japaneseLonger(s, i, end)
			}
			out = append(out, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			i = end
			continue
		}
		if left == noBound {
			i += n
			continue
		}
		if hanRune(r) {
			end = d.hanNameAt(s, i, left == strongBound)
			if end > i && !ja {
				end = japaneseLonger(s, i, end)
			}
		} else {
			end = katakanaNameAt(s, i)
			if end > i && left != strongBound && cjkRightBound(s, end) != strongBound && !hasPrefixAny(s[end:], katakanaAfter) {
				end = i // katakana runs name firms, teams and works as often as people (ホテル・エデンの)
			}
		}
		if end > i {
			out = append(out, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			i = end
			continue
		}
		i += n
	}
	if !ja {
		out = findTranslitHan(s, out)
	}
	return cjkRepeats(s, dropCJKPlaces(findDottedHan(s, out, false), from))
}

// maxCJKRepeats bounds the names looked for again: each costs one scan.
const maxCJKRepeats = 64

// cjkRepeats finds again, anywhere in the text, each CJK name of three or
// more characters already found: a name written once beside a title
// (武則天, 李白先生) is as much a name where the text repeats it bare.
func cjkRepeats(s string, out []Span) []Span {
	seen := map[string]bool{}
	var names []string
	for _, sp := range out {
		key := s[sp.Start:sp.End]
		if sp.Kind != Person || seen[key] || utf8.RuneCountInString(key) < 3 || !allCJK(key) {
			continue
		}
		seen[key] = true
		if names = append(names, key); len(names) == maxCJKRepeats {
			break
		}
	}
	for _, name := range names {
		for off := 0; ; {
			j := strings.Index(s[off:], name)
			if j < 0 {
				break
			}
			out = append(out, Span{Start: off + j, End: off + j + len(name), Kind: Person, Key: name})
			off += j + len(name)
		}
	}
	return out
}

// allCJK: every rune is Han, kana or a middle dot.
func allCJK(s string) bool {
	for _, r := range s {
		if !hanRune(r) && !unicode.In(r, unicode.Hiragana, unicode.Katakana) && !strings.ContainsRune(hanDots+"・ー", r) {
			return false
		}
	}
	return true
}

// Bounds of a candidate name: none, a weak one (punctuation, a particle)
// or a strong one (a role before, a title after).
const (
	noBound = iota
	weakBound
	strongBound
)

// cjkLeftBound: whether a name may start at i — the text starts there, the
// rune before is no letter, or a particle (weak) or a role (strong) ends
// there.
func cjkLeftBound(s string, i int) int {
	if i == 0 {
		return weakBound
	}
	prev, _ := utf8.DecodeLastRuneInString(s[:i])
	if strings.ContainsRune(hanDots, prev) {
		return noBound // 約翰·羅爾夫: the dot joins the name's parts
	}
	if before, _ := utf8.DecodeLastRuneInString(s[:i-len(string(prev))]); (prev == '・' || prev == '＝') && katakanaRune(before) {
		return noBound // カール・テオドア・ドライヤー: the name starts at カール
	}
	if !unicode.IsLetter(prev) && !unicode.IsDigit(prev) {
		return weakBound
	}
	for _, w := range cjkRoles {
		if strings.HasSuffix(s[:i], w) {
			return strongBound
		}
	}
	for _, w := range cjkParticles {
		if strings.HasSuffix(s[:i], w) {
			return weakBound
		}
	}
	return noBound
}

// cjkRightBound: whether a name may end at i — the text ends, the next
// rune is no letter, a word that follows names (weak) or a title (strong)
// starts there.
func cjkRightBound(s string, i int) int {
	if i >= len(s) {
		return weakBound
	}
	next, _ := utf8.DecodeRuneInString(s[i:])
	if !unicode.IsLetter(next) && !unicode.IsDigit(next) {
		if next == '・' || next == '·' {
			return noBound
		}
		return weakBound
	}
	for _, w := range cjkTitles {
		if strings.HasPrefix(s[i:], w) && honoursHere(s, i, w) {
			return strongBound
		}
	}
	for _, w := range cjkAfter {
		if strings.HasPrefix(s[i:], w) {
			return weakBound
		}
	}
	return noBound
}

// hanNameAt returns the end of a name in Han script starting at i (a known
// family name and one to three given characters), or i. A name of two
// characters, a family name outside the commonest or one known to no list
// needs a strong bound (a role before it or a title after it), and a title
// right after a shorter name wins over a longer one (小林明教授).
func (d *Detector) hanNameAt(s string, i int, roleBefore bool) int {
	var rs [7]rune
	var ends [7]int
	k, j := 0, i
	for k < len(rs) && j < len(s) {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !hanRune(r) {
			break
		}
		rs[k], ends[k] = r, j+n
		k++
		j += n
	}
	// A title after the name fixes where it ends.
	for total := 2; total <= min(5, k); total++ {
		if cjkRightBound(s, ends[total-1]) != strongBound {
			continue
		}
		if d.hanName(rs[:total], true) || total >= 3 && total <= 4 && honorificAt(s, ends[total-1]) &&
			cjkGiven(rs[1:total]) && !cjkNotGivenSet[rs[0]] {
			return ends[total-1] // 小林明教授, 吉田茂首相: an honorific needs no list
		}
	}
	// Without a title, the longest name that ends at a bound — but never
	// one holding a title (王琳飾).
	longest := min(5, k)
	for total := 2; total < longest; total++ {
		if cjkRightBound(s, ends[total-1]) == strongBound {
			longest = total
		}
	}
	for total := longest; total >= 2; total-- {
		b := cjkRightBound(s, ends[total-1])
		if b != noBound && d.hanName(rs[:total], roleBefore) {
			return ends[total-1]
		}
	}
	return i
}

// hanName: rs is a family name and a given name; strong says a role or a
// title stands beside it.
func (d *Detector) hanName(rs []rune, strong bool) bool {
	for sur := min(3, len(rs)-1); sur >= 1; sur-- {
		name := string(rs[:sur])
		if !d.names.cjkLast[name] || sur == 1 && !strong && !d.names.hanTop[name] {
			continue
		}
		g := rs[sur:]
		if len(g) > 3 || len(g) == 3 && sur == 1 || !cjkGiven(g) {
			continue
		}
		if len(g) == 1 && (!strong || !d.names.givenHan[g[0]]) || !strong && !d.givenLast(g[len(g)-1]) {
			continue // 大谷印刷, 高射砲: without a title the given name ends as given names do
		}
		return true
	}
	return false
}

// cjkGiven: g can be a given name — no function character, and no last
// character that ends a place's or an organisation's name.
func cjkGiven(g []rune) bool {
	for _, r := range g {
		if cjkNotGivenSet[r] {
			return false
		}
	}
	return !cjkNotLastSet[g[len(g)-1]]
}

// katakanaNameAt returns the end of a foreign name in katakana starting at
// i: two to five parts of two or more letters joined by ・ or ＝, or i.
func katakanaNameAt(s string, i int) int {
	parts, j := 0, i
	for parts < 6 {
		k := j
		letters := 0
		for k < len(s) {
			r, n := utf8.DecodeRuneInString(s[k:])
			if !katakanaRune(r) {
				break
			}
			letters++
			k += n
		}
		if letters < 2 {
			return i
		}
		parts++
		j = k
		r, n := utf8.DecodeRuneInString(s[j:])
		if j >= len(s) || r != '・' && r != '＝' && r != '=' && r != '·' {
			break
		}
		if nr, _ := utf8.DecodeRuneInString(s[j+n:]); !katakanaRune(nr) {
			break
		}
		j += n
	}
	if parts < 2 || parts > 5 || cjkRightBound(s, j) == noBound {
		return i
	}
	if next, _ := utf8.DecodeRuneInString(s[j:]); katakanaRune(next) {
		return i
	}
	for _, part := range strings.FieldsFunc(s[i:j], func(r rune) bool { return !katakanaRune(r) }) {
		if katakanaWords[part] || endsWithLoanword(part) {
			return i
		}
	}
	return j
}

// endsWithLoanword: part ends with a loanword of three or more letters
// written onto it (スラッシュメタルバンド, ホワイトソックス).
func endsWithLoanword(part string) bool {
	for k, r := range part {
		if k > 0 && r != 'ー' {
			if w := part[k:]; katakanaWords[w] && utf8.RuneCountInString(w) >= 3 {
				return true
			}
		}
	}
	return false
}

func setOf(words string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(words) {
		out[w] = true
	}
	return out
}

// hanTopSurnames adds the simplified spellings to the one-character names
// of the official list.
func hanTopSurnames(list map[string]bool) map[string]bool {
	out := map[string]bool{}
	for w := range list {
		rs := []rune(w)
		if len(rs) != 1 {
			continue
		}
		out[w] = true
		if simp, ok := hanSimplified[rs[0]]; ok {
			out[string(simp)] = true
		}
	}
	return out
}

// dropMixedScripts removes the persons that join Latin letters to Han or
// kana ("社名をDave Smith", "Bernie Goldhirshが創業"): Japanese text glued to
// a Latin name by a particle is no part of it, and no name is written half
// in each script, save a dotted name with Latin initials (羅伯特·R·威廉斯,
// docs/adr/0171).
func dropMixedScripts(s string, spans []Span) []Span {
	kept := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && mixesScripts(s[sp.Start:sp.End]) && !initialsOnly(s[sp.Start:sp.End]) {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

func mixesScripts(v string) bool {
	latin, cjkText := false, false
	for _, r := range v {
		switch {
		case unicode.Is(unicode.Latin, r):
			latin = true
		case hanRune(r) || unicode.In(r, unicode.Hiragana, unicode.Katakana):
			cjkText = true
		}
	}
	return latin && cjkText
}
