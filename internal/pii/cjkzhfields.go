package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Chinese names that fill a field of a page's layout (docs/adr/0203). Blog
// indexes, meetup reports and speaker lists give a person a field of their
// own: the value after a key (author: 吴晟, 学生：王竹, **讲师：**姜宁), an
// item of a list or a heading (* 吴晟, ## 吴晟, [姜宁]), or the head of a
// line that goes on with the person's company and post (吴晟，Tetrate 创始工程师;
// 张鑫 Apache PMC 成员), and after a name so placed, the next name of the line
// (time: 吴晟，刘晗，3月23日). Prose would run such a name into the words around
// it; here the whole Han run is the name, and the field's edges bound it. A
// listed family name and a one- or two-character given name, the whole run
// and no common word, place or thing (the cued names' own checks), standing
// so, is a person.
//
// One scan over the text; at each Han run's start a bounded look back over
// markup to the line's start or a key, and at most three characters ahead:
// Find stays linear.

// zhFieldNames switches the pass off for measuring (tests).
var zhFieldNames = true

// zhFieldMarks are the markup and list marks that may stand between a
// field's start and its value.
const zhFieldMarks = " \t\u3000-*#>[\"'“「【•·"

// zhFieldMarksMax bounds the look back over marks.
const zhFieldMarksMax = 12

// addZhFieldNames adds to spans (in text order, none overlapping) the
// Chinese names that fill a field; a person span inside one gives way to it.
func (d *Detector) addZhFieldNames(s string, spans []Span) []Span {
	if !zhFieldNames || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	lastEnd := -1
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) || hanBefore(s, i) {
			i += n
			continue
		}
		if ok, keyed := zhFieldStart(s, i, lastEnd); ok {
			if end := d.zhFieldNameAt(s, i, keyed); end > i && !zhClauseGoesOn(s, end) {
				add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
				lastEnd = end
				i = end
				continue
			}
		}
		i += n
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// zhFieldNameAt returns the end of a name filling the Han run from i, or i;
// keyed says a key's colon stands before it.
func (d *Detector) zhFieldNameAt(s string, i int, keyed bool) int {
	for _, se := range d.zhFieldSurnameAt(s, i) {
		g := runeEnds(s, se, 3, hanRune)
		if len(g) == 0 || len(g) > 2 {
			continue
		}
		end := g[len(g)-1]
		if !zhFieldEnd(s, end, keyed) || zhKeyBefore(s, end) {
			continue
		}
		if !d.zhFieldGivenOK(s, i, se, end) {
			continue
		}
		if zhNames.has(s[i:end]) || zhListPlain(s, i, se, end) && d.zhCuedShape(s, i, se, end, false) || d.zhRowCellName(s, i, se, end) {
			return end
		}
	}
	return i
}

// zhFieldStart: the Han run at i starts a field — only marks stand between
// it and the start of its line, or a key's colon, or the comma after a name
// found so (lastEnd). keyed says the colon of a key.
func zhFieldStart(s string, i, lastEnd int) (ok, keyed bool) {
	if zhRowSpaced(s, i) {
		return true, false
	}
	for k := 0; k < zhFieldMarksMax; k++ {
		if i == 0 {
			return true, false
		}
		r, n := utf8.DecodeLastRuneInString(s[:i])
		switch {
		case r == '\n':
			return true, false
		case r == '：' || r == ':':
			return true, true
		case (r == '，' || r == ',' || r == '、') && i-n == lastEnd:
			return true, false
		case zhRowHyphen(s, i-n, r):
			return true, false
		case strings.ContainsRune(zhFieldMarks, r):
			i -= n
		default:
			return false, false
		}
	}
	return false, false
}

// zhClauseOpeners are the characters that, right after the comma closing a
// line's first Han run, carry on a sentence about it — a copula, a verb of
// place or naming, an adverb or conjunction — where a speaker's line goes
// on with a company or post: an encyclopedia's lead (紅麴米，是一種…, 南坑，位於…)
// and a classical clause (…敗，乃及禍) open so.
const zhClauseOpeners = "是位为爲為又即乃指也亦在于於曰而则則故因被将將已就都所系係即可"

// zhClauseGoesOn: a comma at e is followed by a character that carries the
// sentence on (zhClauseOpeners).
func zhClauseGoesOn(s string, e int) bool {
	for _, c := range []string{"，", ","} {
		if rest, ok := strings.CutPrefix(s[e:], c); ok {
			r, _ := utf8.DecodeRuneInString(strings.TrimLeft(rest, " "))
			return strings.ContainsRune(zhClauseOpeners, r)
		}
	}
	return false
}

// zhKeyEnds end the role keys a form writes before a colon (申请人：,
// 联系人：, 负责人：, 作者：, 成员：): a run so ended before a colon is the key.
const zhKeyEnds = "人者员員方"

// zhKeyBefore: the run ending at e ends with a key's character and a colon
// follows it.
func zhKeyBefore(s string, e int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:e])
	return strings.ContainsRune(zhKeyEnds, r) && (strings.HasPrefix(s[e:], "：") || strings.HasPrefix(s[e:], ":"))
}

// zhFieldEnd: what follows a name at e ends its field — the end of the
// text or line, a comma, colon, closing bracket or quote, or spaces before
// what is no Han character (吴晟  Tetrate 创始工程师). Classical Chinese
// separates its clauses by spaces (齊王曰 寡人), so spaces before more Han end a
// field only after a key (主讲人： 苗彦杰 梅斯医学首席架构师).
func zhFieldEnd(s string, e int, keyed bool) bool {
	if e == len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	switch r {
	case '\n', '\r', '，', ',', '：', ':', ']', '】', '*', '"', '”', '」', '）', ')':
		return true
	}
	if zhRowEnd(s, e) {
		return true
	}
	if !unicode.IsSpace(r) {
		return false
	}
	rest := strings.TrimLeft(s[e:min(len(s), e+zhFieldMarksMax)], " \t\u3000")
	return keyed || !hanAt(rest, 0)
}
