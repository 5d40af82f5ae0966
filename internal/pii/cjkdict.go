package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names inside Chinese and Japanese text found with licensed dictionaries
// (docs/adr/0075): jieba's person names and common words, IPADIC's
// Japanese family names, given names and whole names (names/cjk,
// scripts/pii-cjk-dicts.py). The lists are embedded sorted and searched in
// place, so nothing is loaded or held on the heap until a text with Han or
// kana is searched, and then only the pages a lookup touches are read.

var (
	//go:embed names/cjk/zh-names.txt
	zhNamesText string
	//go:embed names/cjk/zh-words.txt
	zhWordsText string
	//go:embed names/cjk/zh-given.txt
	zhGivenText string
	//go:embed names/cjk/ja-surnames.txt
	jaSurnamesText string
	//go:embed names/cjk/ja-given.txt
	jaGivenText string
	//go:embed names/cjk/ja-names.txt
	jaNamesText string
	//go:embed names/cjk/ja-words.txt
	jaWordsText string
)

var (
	zhNames    = sortedList(zhNamesText)
	zhWords    = sortedList(zhWordsText)
	zhGiven    = sortedList(zhGivenText)
	jaSurnames = sortedList(jaSurnamesText)
	jaGiven    = sortedList(jaGivenText)
	jaNames    = sortedList(jaNamesText)
	jaWords    = sortedList(jaWordsText)
)

// aWord: w is a common word of either language's dictionary.
func aWord(w string) bool { return zhWords.has(w) || jaWords.has(w) }

// sortedList is a list of words, one a line, sorted by byte value.
type sortedList string

// has reports whether w is a line of l: a binary search over whole lines.
func (l sortedList) has(w string) bool {
	i := l.firstLine(0, len(l), func(line string) bool { return line < w })
	line, _, _ := strings.Cut(string(l[i:]), "\n")
	return i < len(l) && line == w
}

// firstLine returns the start of the first line in l[lo:hi] (both line
// starts) for which before is false; before must be true for a prefix of
// the lines and false for the rest.
func (l sortedList) firstLine(lo, hi int, before func(string) bool) int {
	for lo < hi {
		mid := lo + (hi-lo)/2
		start := lo
		if k := strings.LastIndexByte(string(l[lo:mid]), '\n'); k >= 0 {
			start = lo + k + 1
		}
		end := start + strings.IndexByte(string(l[start:hi]), '\n')
		if end < start {
			end = hi
		}
		if before(string(l[start:end])) {
			lo = min(end+1, hi)
		} else {
			hi = start
		}
	}
	return lo
}

// runeEnds returns the byte ends of up to n Han or kana runes from i.
func runeEnds(s string, i, n int, ok func(rune) bool) []int {
	var ends []int
	for j := i; j < len(s) && len(ends) < n; {
		r, m := utf8.DecodeRuneInString(s[j:])
		if !ok(r) {
			break
		}
		j += m
		ends = append(ends, j)
	}
	return ends
}

func kanaOrHan(r rune) bool {
	return hanRune(r) || unicode.In(r, unicode.Hiragana, unicode.Katakana) && r != '・' || r == 'ー'
}

// listedZhNameAt returns the end of a person name of jieba's list starting
// at i, between bounds, or i. jieba tags places, peoples and works as
// persons too (慕尼黑, 鄂倫春, 金字塔), so a listed name that is also a
// common word is none, and one that is no family name and given name of
// our lists (a transliteration: 貝多芬) needs a role or title beside it.
func (d *Detector) listedZhNameAt(s string, i int) int {
	ends := runeEnds(s, i, 6, hanRune)
	for n := len(ends); n >= 3; n-- {
		w := s[i:ends[n-1]]
		right := cjkRightBound(s, ends[n-1])
		if right == noBound || !zhNames.has(w) || aWord(w) {
			continue
		}
		if right == strongBound || cjkLeftBound(s, i) == strongBound || d.familyAndGiven([]rune(w)) {
			return ends[n-1]
		}
	}
	return i
}

// listedJaNameAt returns the end of a Japanese family name and given name
// of IPADIC's lists starting at i, or a whole name of its list, or i. In
// Japanese text a run of Han between kana is a word: the name ends where
// the Han run does, at a particle or before a title, and never inside a
// kana word (影山ヒロ|ノブ) unless a particle follows a given name in
// hiragana (森田ゆかり|が); a common noun or place (研究, 平和) is none.
func (d *Detector) listedJaNameAt(s string, i int) int {
	if !hanAt(s, i) {
		return i
	}
	ends := runeEnds(s, i, 8, kanaOrHan)
	// Two characters are a word far more often (中心, 西武): three or more.
	for n := len(ends); n >= 3; n-- {
		e := ends[n-1]
		last, _ := utf8.DecodeLastRuneInString(s[:e])
		if hanAt(s, e) && cjkRightBound(s, e) != strongBound || splitsRun(s, e) && !kanaGivenThenParticle(s, e) || cjkNotLastSet[last] || aWord(s[i:e]) {
			continue // 野島透|也, 吉野宮
		}
		if jaNames.has(s[i:e]) {
			return e
		}
		for sur := 1; sur < n && sur <= 3; sur++ {
			if jaSurnames.has(s[i:ends[sur-1]]) && jaGiven.has(s[ends[sur-1]:e]) {
				return e
			}
		}
		if n == 4 && d.surnameAndHanGiven(s, i, ends[1], e) {
			return e
		}
	}
	return i
}

// hasKana: s holds hiragana or katakana, so it is Japanese text.
func hasKana(s string) bool {
	for _, r := range s {
		if unicode.Is(unicode.Hiragana, r) || unicode.Is(unicode.Katakana, r) && r != '・' && r != 'ー' {
			return true
		}
	}
	return false
}

// listedNameAt returns the end of a listed name starting at i, or i.
func (d *Detector) listedNameAt(s string, i int, ja bool) int {
	if ja {
		return d.listedJaNameAt(s, i)
	}
	return d.listedZhNameAt(s, i)
}

// hanBefore: the rune before i is Han, or the ヶ of a Han name (藤ヶ谷).
func hanBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && (hanRune(r) || r == 'ヶ')
}

// hanAt: the rune at i is Han.
func hanAt(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i < len(s) && hanRune(r)
}

// splitsRun: the runes either side of e are both hiragana or both
// katakana, so a name ending at e would cut a word (影山ヒロ|ノブ).
func splitsRun(s string, e int) bool {
	if e <= 0 || e >= len(s) {
		return false
	}
	a, _ := utf8.DecodeLastRuneInString(s[:e])
	b, _ := utf8.DecodeRuneInString(s[e:])
	return unicode.Is(unicode.Hiragana, a) && unicode.Is(unicode.Hiragana, b) || katakanaRune(a) && katakanaRune(b)
}

// familyAndGiven: rs is a family name of our lists (one or two characters)
// and a given name of one or two that could be one (cjkGiven).
func (d *Detector) familyAndGiven(rs []rune) bool {
	for sur := 1; sur <= 2 && sur < len(rs); sur++ {
		if d.names.cjkLast[string(rs[:sur])] && len(rs)-sur <= 2 && cjkGiven(rs[sur:]) &&
			!strings.ContainsAny(string(rs[sur:]), translitChars) && !(len(rs) > sur+1 && zhWords.has(string(rs[:sur+1]))) {
			return true
		}
	}
	return false
}

// wordAcross: a common Chinese word of two to four characters starts
// before p and ends after it, so p is inside a word.
func wordAcross(s string, p int) bool {
	var starts [3]int
	k, q := 0, p
	for k < 3 && q > 0 {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		starts[k] = q
		k++
	}
	if k == 0 {
		return false
	}
	after := runeEnds(s, p, 3, hanRune)
	for a := 0; a < k; a++ { // a+1 characters before p
		for b := 1; b <= len(after) && a+1+b <= 4; b++ {
			if zhWords.has(s[starts[a]:after[b-1]]) {
				return true
			}
		}
	}
	return false
}

// segmentedZhNameAt returns the end of a Chinese name starting at i where
// no common word crosses either end or the join of family and given
// name, or i.
func (d *Detector) segmentedZhNameAt(s string, i int) int {
	ends := runeEnds(s, i, 4, hanRune)
	if len(ends) < 3 || !d.names.hanTop[s[i:ends[0]]] && !d.names.cjkLast[s[i:ends[1]]] || wordAcross(s, i) {
		return i // most characters start no family name: the lists are looked up first
	}
	for n := len(ends); n >= 3; n-- {
		e := ends[n-1]
		if wordAcross(s, e) || aWord(s[i:e]) {
			continue
		}
		rs := []rune(s[i:e])
		for sur := 1; sur <= 2 && sur < n; sur++ {
			g := rs[sur:]
			if len(g) == 0 || len(g) > 2 || !d.names.cjkLast[string(rs[:sur])] || sur == 1 && !d.names.hanTop[string(rs[:1])] {
				continue
			}
			if !cjkGiven(g) || !d.names.givenHan[g[len(g)-1]] {
				continue
			}
			if wordAcross(s, ends[sur-1]) || n > sur+1 && zhWords.has(s[i:ends[sur]]) || strings.ContainsAny(string(g), translitChars) {
				continue // 陳列|室, 許可|權: the family name and the next character are a word; 馬拉松
			}
			return e
		}
	}
	return i
}

// translitChars spell foreign names and words in Han (馬拉松, 蘇黎世,
// 高爾夫) and hardly ever a Chinese given name.
const translitChars = "爾斯拉夫科基茲茨羅姆伊烏蒂奧爾黎松亞娜絲莉歇諾薩尼"

// dotStopBefore: a function character or the end of a role or kin word
// stands right before p (尤其是|薩達姆·海珊, 作者|布萊姆·斯托克).
func dotStopBefore(s string, p int) bool {
	prev, _ := utf8.DecodeLastRuneInString(s[:p])
	return p > 0 && !wordAcross(s, p) && strings.ContainsRune(dotStop+dotRole, prev)
}

// wordStartsAt: a function character or a common Chinese word of two to
// four characters starts at p, and no word crosses p (傑克·華納|成,
// 曼德拉|國際日).
func wordStartsAt(s string, p int) bool {
	if p >= len(s) || wordAcross(s, p) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(s[p:]); strings.ContainsRune(dotStop, r) {
		return true
	}
	ends := runeEnds(s, p, 4, hanRune)
	for k := 2; k <= len(ends); k++ {
		if zhWords.has(s[p:ends[k-1]]) {
			return true
		}
	}
	return false
}

// dotStop are function characters that end or start the words around a
// foreign name in Han (尤其是|薩達姆·海珊, 傑克·華納|成); 以 and 約 are left
// out, they begin 以色列 and 約翰.
const dotStop = "的在是了與与和等於于為为及被從从對对將将就都已但並并由至向則则因若如即又再也還还成亦而稱称"

// dotRole end the words for roles and kin right before a foreign name in
// Han (作者|布萊姆·斯托克, 外婆|羅莎·霍德蘭).
const dotRole = "者家友婆公叔姨哥姐弟妹師员員手"

// katakanaBefore: the rune before i is katakana or ・.
func katakanaBefore(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return i > 0 && (katakanaRune(r) || r == '・' || r == '＝')
}

// japaneseLonger returns the end of the name at [i, end) in Chinese text
// grown by one or two characters when it is a Japanese family name of two
// and a given name of IPADIC cut short by a character that is also a
// particle (吉田美|和, 佐藤英|一), or end.
func japaneseLonger(s string, i, end int) int {
	ends := runeEnds(s, i, 5, hanRune)
	if len(ends) < 3 || !jaSurnames.has(s[i:ends[1]]) {
		return end
	}
	for n := len(ends); n >= 3; n-- {
		if e := ends[n-1]; e > end && jaGiven.has(s[ends[1]:e]) && cjkRightBound(s, e) != noBound {
			return e
		}
	}
	return end
}

// surnameAndHanGiven: s[i:e] is a whole Han run, an IPADIC family name
// s[i:mid] and a given name of Han characters that stand in given names of
// our lists, and no common word (として|鈴木隆仁|、, a given name IPADIC lacks).
func (d *Detector) surnameAndHanGiven(s string, i, mid, e int) bool {
	if hanAt(s, e) || !jaSurnames.has(s[i:mid]) || aWord(s[mid:e]) {
		return false
	}
	for _, r := range s[mid:e] {
		if !hanRune(r) || !d.names.givenHan[r] || cjkNotGivenSet[r] {
			return false
		}
	}
	return true
}

// givenLast: r ends given names — it is a character of a given name of our
// lists, or one of the commonest in the given names of jieba's person
// names (zh-given.txt: 耀, 邦, 洪, 坤).
func (d *Detector) givenLast(r rune) bool {
	return d.names.givenHan[r] || zhGiven.has(string(r))
}

// kanaGivenThenParticle: a hiragana given name ends at e and a particle
// follows (森田ゆかり|が).
func kanaGivenThenParticle(s string, e int) bool {
	a, _ := utf8.DecodeLastRuneInString(s[:e])
	return unicode.Is(unicode.Hiragana, a) && hasPrefixAny(s[e:], []string{"が", "は", "と", "の", "に", "を", "も", "ら", "や"})
}
