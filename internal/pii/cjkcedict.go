package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Chinese persons and things named by CC-CEDICT, after the rules and the
// character model have spoken (docs/adr/0099). Chinese writes the world's
// persons in Han (特朗普, 奧巴馬, 林則徐, 約翰·伯戈因), and neither the
// family-name rules nor a character model that learnt from few of them
// finds most; and both take a place or a loanword spelled with the same
// sound characters for a person (威尼斯, 斯巴達, 高爾夫). CC-CEDICT, the
// community Chinese–English dictionary, glosses its persons ("Clinton
// (name)", "Barack Obama (1961-), US president") and its places and words
// ("Venice", "golf (loanword)"); scripts/pii-cedict.py writes both as
// sorted lists (names/cjk/zh-persons.txt, zh-things.txt). In Chinese text a
// listed person standing where no dictionary word crosses its ends is a
// person, and a person found that is a listed thing and no listed person is
// none.

var (
	//go:embed names/cjk/zh-persons.txt
	zhPersonsText string
	//go:embed names/cjk/zh-persons-also.txt
	zhPersonsAlsoText string
	//go:embed names/cjk/zh-things.txt
	zhThingsText string

	zhPersons     = sortedList(zhPersonsText)
	zhPersonsAlso = sortedList(zhPersonsAlsoText)
	zhThings      = sortedList(zhThingsText)
)

// These switches let the score tests measure each step alone
// (PII_CEDICT_NOADD, PII_CEDICT_NOVETO).
var (
	cedictAdd  = true
	cedictVeto = true
	cedictTwo  = true
	// cedictWiden widens a person cut short to the listed person it cuts
	// (馬英|九, 王洪秀|全 → 洪秀全).
	cedictWiden = true
	// cedictOneSide lets a listed person of three or more characters stand
	// on one bound the text marks; the other side needs only no word
	// across it.
	cedictOneSide = true
)

// cedictMaxRunes is the longest listed person looked up, in runes (the
// middle dot counted): longer entries are titles and whole phrases.
const cedictMaxRunes = 12

// cedictFirst are the runes that start a listed person: most Han runes
// start none, so most positions cost one map lookup.
var cedictFirst = func() map[rune]bool {
	set := map[rune]bool{}
	for _, text := range []string{zhPersonsText, zhPersonsAlsoText} {
		for line := range strings.Lines(text) {
			r, _ := utf8.DecodeRuneInString(line)
			set[r] = true
		}
	}
	return set
}()

// tidyChinese drops the persons in Chinese text among spans that CC-CEDICT
// lists as things and adds its listed persons where no span stands.
func (d *Detector) tidyChinese(s string, spans []Span) []Span {
	for k, sp := range spans {
		spans[k] = d.trimGluedFront(s, trimDottedFront(s, trimFollower(s, sp)))
	}
	if cedictVeto {
		out := spans[:0]
		for _, sp := range spans {
			if sp.Kind == Person && (zhThings.has(sp.Key) || foreignBrand(sp.Key) || hostedShow(sp.Key) || pronounPerson(s, sp)) && !japaneseAround(s, sp.Start, sp.End) {
				continue
			}
			out = append(out, sp)
		}
		spans = out
	}
	if !cedictAdd {
		return spans
	}
	if cedictWiden {
		for k, sp := range spans {
			if sp.Kind != Person || !hasCJKText(sp.Key) || japaneseAround(s, sp.Start, sp.End) {
				continue
			}
			lo, hi := 0, len(s)
			if k > 0 {
				lo = spans[k-1].End
			}
			if k+1 < len(spans) {
				hi = spans[k+1].Start
			}
			if a, b := widenToListed(s, sp, lo, hi); b > sp.End {
				spans[k] = Span{Start: a, End: b, Kind: Person, Key: s[a:b]}
			}
		}
	}
	var add []Span
	k := 0 // the first span that ends after i
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		for k < len(spans) && spans[k].End <= i {
			k++
		}
		if k < len(spans) && spans[k].Start <= i {
			i = spans[k].End // inside a span already found
			continue
		}
		if !cedictFirst[r] {
			i += n
			continue
		}
		end := cedictPersonAt(s, i)
		if end > i && (k == len(spans) || spans[k].Start >= end) && !japaneseAround(s, i, end) && !inWorkTitle(s, i) {
			add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			i = end
			continue
		}
		i += n
	}
	if len(add) == 0 {
		return spans
	}
	return mergeSpans(spans, add)
}

// titleWindow is how far back inWorkTitle looks for an opening 《, in bytes.
const titleWindow = 90

// inWorkTitle: p stands inside the title marks of a work (《我們是馬歇爾》):
// a person named in a title is the title's, and the work is no person.
func inWorkTitle(s string, p int) bool {
	back := s[max(0, p-titleWindow):p]
	open := strings.LastIndex(back, "《")
	return open >= 0 && !strings.Contains(back[open:], "》")
}

// widenToListed returns the listed person (zh-persons.txt) that shares two
// or more characters with sp, starts at most two characters before or after
// its start, ends after it, stays within [lo, hi) and crosses no common
// word; or sp's own bounds.
func widenToListed(s string, sp Span, lo, hi int) (int, int) {
	starts := []int{sp.Start}
	for q, k := sp.Start, 0; k < 2 && q > lo; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		starts = append(starts, q)
	}
	for q, k := sp.Start, 0; k < 2 && q < sp.End; k++ {
		_, m := utf8.DecodeRuneInString(s[q:])
		q += m
		starts = append(starts, q)
	}
	for _, a := range starts {
		ends := runeEnds(s[:hi], a, cedictMaxRunes, hanRune)
		for n := len(ends); n >= 2; n-- {
			b := ends[n-1]
			if b <= sp.End || utf8.RuneCountInString(s[max(a, sp.Start):min(b, sp.End)]) < 2 || !zhPersons.has(s[a:b]) {
				continue
			}
			if wordAcross(s, a) || wordAcross(s, b) || inLongerWord(s, a, b) || translitAt(s, b) && cjkRightBound(s, b) != strongBound {
				continue
			}
			return a, b
		}
	}
	return sp.Start, sp.End
}

// japaneseAround: kana stands within jaWindow of s[a:b], so the text is
// Japanese (CC-CEDICT is a Chinese dictionary).
func japaneseAround(s string, a, b int) bool {
	return hasKana(s[max(0, a-jaWindow):min(len(s), b+jaWindow)])
}

// cedictPersonAt returns the end of the longest listed person starting at
// i that stands between a name's bounds, joined to the listed persons
// right after it (唐納德|特朗普, 約翰·|伯戈因), or i.
func cedictPersonAt(s string, i int) int {
	end := cedictOneAt(s, i)
	if end == i {
		return i
	}
	for end < len(s) {
		next := end
		if r, n := utf8.DecodeRuneInString(s[end:]); r == '·' || r == '・' {
			next += n
		}
		e := cedictOneAt(s, next)
		if e == next {
			break
		}
		end = e
	}
	return end
}

// cedictOneAt returns the end of the longest listed person starting at i
// that the text bounds on both sides: punctuation, a function word, a role
// or title, or a common word ending before it and one starting after it,
// with no common word across either end (約翰|內斯堡, 路易斯|鹼); or i. One
// that CC-CEDICT glosses as a place or thing as well (zh-persons-also.txt:
// 華盛頓, 林肯) needs a role or title on one side.
func cedictOneAt(s string, i int) int {
	var buf [cedictMaxRunes]int
	ends := buf[:0]
	for j := i; j < len(s) && len(ends) < cedictMaxRunes; {
		r, m := utf8.DecodeRuneInString(s[j:])
		if !hanRune(r) && r != '·' {
			break
		}
		j += m
		ends = append(ends, j)
	}
	// The bounds are read only once a listed person starts here: most
	// positions start none, and the lookups are cheaper than the bounds.
	left, leftMarked, leftRead := noBound, false, false
	for n := len(ends); n >= 2; n-- {
		e := ends[n-1]
		w := s[i:e]
		also := zhPersonsAlso.has(w)
		if !also && !zhPersons.has(w) {
			continue
		}
		if !leftRead {
			left, leftRead = cjkLeftBound(s, i), true
			if left != strongBound && (translitBefore(s, i) || dotBefore(s, i) || numeralBefore(s, i)) {
				return i // 俄|羅斯, 卡爾·|威廉, 百|帕斯卡: inside a longer name, word or unit
			}
			leftMarked = left != noBound || dotStopBefore(s, i) || wordEndsAt(s, i)
		}
		right := cjkRightBound(s, e)
		rightMarked := right != noBound || wordStartsAt(s, e) || saysAt(s, e)
		if right != strongBound && (translitAt(s, e) && soundSpelled(w) || thingAfter(s, e) || middleDotAt(s, e)) || wordAcross(s, i) || wordAcross(s, e) || inLongerWord(s, i, e) {
			continue // 約翰|內斯堡, 雷曼|大學, 乾隆|二年, 亦曾|參與, 馬拉|松
		}
		if !leftMarked && !rightMarked || (!leftMarked || !rightMarked) && (n == 2 || !cedictOneSide) {
			continue // 對溫家寶|多持, 讀|托爾斯泰: three or more characters may stand on one bound
		}
		if (also || n == 2 && !twoMarked(s, i, e, left, right)) && left != strongBound && right != strongBound {
			continue
		}
		return e
	}
	return i
}

// twoMarked: a listed person of two characters s[i:e] stands between
// bounds of the text's own (punctuation, a function word; not merely a word
// ending or starting), and no 的 follows it (來自羅斯的使節: Rus, a state).
func twoMarked(s string, i, e, left, right int) bool {
	if !cedictTwo || strings.HasPrefix(s[e:], "的") {
		return false
	}
	leftOwn := left != noBound || dotStopBefore(s, i)
	rightOwn := right != noBound || saysAt(s, e) || cedictSays && functionAt(s, e) || punctBefore(s, i) && wordStartsAt(s, e)
	return leftOwn && rightOwn
}

// cedictSays lets a verb of saying or a function character after a listed
// person bound it (周恩來|說, 但丁|對).
var cedictSays = true

// cedictSaying are verbs of saying and addressing that follow a person.
var cedictSaying = []string{"說", "说", "表示", "指出", "認為", "认为", "強調", "强调", "宣布", "宣佈", "回應", "回应",
	"透露", "承認", "承认", "提到", "告訴", "告诉", "問", "问", "答", "寫道", "写道", "稱", "称"}

// punctBefore: p starts the text or punctuation stands right before it.
func punctBefore(s string, p int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return p == 0 || !unicode.IsLetter(r) && !unicode.IsDigit(r) && !strings.ContainsRune(hanDots+"・", r)
}

// saysAt: a verb of saying starts at p.
func saysAt(s string, p int) bool {
	return cedictSays && hasPrefixAny(s[p:], cedictSaying)
}

// functionAt: a function character that starts no word stands at p
// (但丁|對維吉爾).
func functionAt(s string, p int) bool {
	r, _ := utf8.DecodeRuneInString(s[p:])
	return p < len(s) && strings.ContainsRune(dotStop, r) && !wordAcross(s, p)
}

// inLongerWord: s[i:e] with one or two Han characters before or after it
// is a common word or a listed thing (俄羅斯, 馬拉松, 巴哈伊).
func inLongerWord(s string, i, e int) bool {
	starts := []int{i}
	for q, k := i, 0; k < 2 && q > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		starts = append(starts, q)
	}
	stops := append([]int{e}, runeEnds(s, e, 2, hanRune)...)
	for _, a := range starts {
		for _, b := range stops {
			if (a != i || b != e) && (aWord(s[a:b]) || zhThings.has(s[a:b])) {
				return true
			}
		}
	}
	return false
}

// thingAfter: what follows p makes the name before it part of a place,
// an institution, a law or a date: a character that ends such names
// (cjkNotLast: 縣, 學, 號), 氏 of a disease's name (帕金森氏症), a numeral (乾隆|二年), or one of cedictHeads
// (雷曼|大學, 布朗|運動).
func thingAfter(s string, p int) bool {
	r, _ := utf8.DecodeRuneInString(s[p:])
	if p >= len(s) || cjkNotLastSet[r] || r == '氏' || strings.ContainsRune(hanNumerals, r) || unicode.IsDigit(r) {
		return true
	}
	return hasPrefixAny(s[p:], cedictHeads)
}

// hanNumerals start a year of a reign or a count after a name.
const hanNumerals = "一二三四五六七八九十元〇零兩两百千"

// cedictHeads are words that make the name before them a thing named
// after a person: an institution, a firm, a theory, a street.
var cedictHeads = []string{"大學", "大学", "學院", "学院", "中學", "中学", "高中", "小學", "小学", "大通", "銀行", "银行",
	"集團", "集团", "公司", "運動", "运动", "定律", "定理", "效應", "效应", "方程", "常數", "常数", "原理", "理論", "理论",
	"國際", "国际", "基金", "獎", "奖", "大道", "廣場", "广场", "公園", "公园", "中心", "醫院", "医院", "紀念", "纪念",
	"上將", "上将", "主義", "主义", "家族", "王朝", "時代", "时代", "年間", "年间", "病", "症", "酸", "鹼", "碱"}

// numeralBefore: a numeral or digit stands right before p (百|帕斯卡: a
// unit).
func numeralBefore(s string, p int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return p > 0 && (strings.ContainsRune(hanNumerals, r) || unicode.IsDigit(r))
}

// middleDotAt: a middle dot stands at p, and what follows it is no listed person
// (弗蘭克·P·希克森: a longer name).
func middleDotAt(s string, p int) bool {
	r, _ := utf8.DecodeRuneInString(s[p:])
	return p < len(s) && strings.ContainsRune(hanDots+"・", r)
}

// dotBefore: a middle dot stands right before p (卡爾·|威廉·雷睦斯).
func dotBefore(s string, p int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return p > 0 && strings.ContainsRune(hanDots+"・", r)
}

// soundSpelled: all characters of w but one at most are transliteration
// characters, so
// a transliteration character after it may continue it (約翰|遜); after a
// Chinese name (溫家寶|多持) it is a word of its own.
func soundSpelled(w string) bool {
	other := 0
	for _, r := range w {
		if !zhTranslit[r] && r != '·' {
			other++
		}
	}
	return other <= 1 || !cedictNativeFree // 所羅門: one function character among them
}

// cedictNativeFree lets a character that spells foreign names follow a
// listed person who is not spelled with them alone (PII_CEDICT_NONATIVE
// turns it off).
var cedictNativeFree = true

// translitAt: a transliteration character stands at p.
func translitAt(s string, p int) bool {
	r, _ := utf8.DecodeRuneInString(s[p:])
	return p < len(s) && zhTranslit[r]
}

// translitBefore: a transliteration character stands right before p.
func translitBefore(s string, p int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:p])
	return p > 0 && zhTranslit[r]
}
