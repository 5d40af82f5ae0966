package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Chinese names in the cells of a programme's rows (docs/adr/0247). Meetup
// agendas, speaker lists and "about the speakers" blocks write a name as one
// cell of a row whose other cells are a company, a post, a talk's title or a
// time: 李庆旺/杭州思科/大数据工程师, - 吴江坷《题目》, - 陈龙（屹远）《题目》,
// （易观-乔占卫 14:20-15:00）. The field pass (cjkzhfields.go) ended a name only at
// a comma, colon, bracket or line end, so such a cell either went unread or
// was cut short where another pass guessed a two-character name (李庆 for
// 李庆旺). A cell's separators end a name as a comma does: a slash, a bar, a
// talk title's opening bracket 《, an opening parenthesis, or spaces before a
// time; and a hyphen that joins a company to the name (易观-乔占卫) opens
// a cell as a line's start does. The name itself still passes every check
// of the field pass.
//
// Each test reads a bounded number of runes around one position: Find stays
// linear.

// zhRowCells switches the row rules off for measuring (tests).
var zhRowCells = true

// zhRowSeparators end a row's cell: a slash or bar between cells, the 《 that
// opens a talk's title.
const zhRowSeparators = "/／|｜《〈"

// zhRowEnd: a row's separator follows e, or a work name in brackets
// (陈龙（屹远）; an encyclopedia's lead, 鲁斯卡()是, 利維坦(專輯), brackets no
// such name), or spaces and then a time (乔占卫 14:20-15:00) or a talk's title
// (张森 《题目》).
func zhRowEnd(s string, e int) bool {
	if !zhRowCells {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	if strings.ContainsRune(zhRowSeparators, r) {
		return true
	}
	if i, a := zhAliasAt(s, e); a > i && zhAliasShape(s[i:a]) {
		return true
	}
	rest := strings.TrimLeft(s[e:min(len(s), e+zhFieldMarksMax)], " \t\u3000")
	if len(rest) == len(s[e:min(len(s), e+zhFieldMarksMax)]) {
		return false
	}
	return zhTimeAt(rest) || strings.HasPrefix(rest, "《")
}

// zhTimeAt: s opens with a clock time, one or two digits, a colon and two
// digits (14:20).
func zhTimeAt(s string) bool {
	k := 0
	for k < len(s) && k < 2 && s[k] >= '0' && s[k] <= '9' {
		k++
	}
	return k > 0 && k+3 <= len(s) && (s[k] == ':') && s[k+1] >= '0' && s[k+1] <= '9' && s[k+2] >= '0' && s[k+2] <= '9'
}

// zhRowHyphenRunes bounds the Han run read after a hyphen.
const zhRowHyphenRunes = 4

// zhRowHyphen: r, at p, is a hyphen that joins a company's name to a
// person's cell in a timed row — a letter stands right before it, no space
// or digit (14:00-14:40 is a range), and after it a short Han run, spaces
// and a time (易观-乔占卫 14:20-15:00). A hyphen joining the halves of a
// place or a title (克卢日-纳波卡, 伏尔加-伏尔加) has no time after it.
func zhRowHyphen(s string, p int, r rune) bool {
	if !zhRowCells || r != '-' && r != '－' || p == 0 {
		return false
	}
	b, _ := utf8.DecodeLastRuneInString(s[:p])
	if !unicode.IsLetter(b) {
		return false
	}
	e := p + utf8.RuneLen(r)
	for k := 0; k < zhRowHyphenRunes && hanAt(s, e); k++ {
		_, n := utf8.DecodeRuneInString(s[e:])
		e += n
	}
	rest := strings.TrimLeft(s[e:min(len(s), e+zhFieldMarksMax)], " \t\u3000")
	return e > p+utf8.RuneLen(r) && len(rest) < len(s[e:min(len(s), e+zhFieldMarksMax)]) && zhTimeAt(rest)
}

// zhRowPostEnds end the posts a programme's row writes before a speaker's
// name: 总监, 工程师, 经理, 院长, 总裁, 负责人, 成员, 专家.
const zhRowPostEnds = "监監师師理长長裁人员員家"

// zhRowSpaced: two or more spaces stand before i, and before them a post
// or a Latin word (大数据平台部总监   杨爽, 京东数科 & PPMC  张永伦): a row
// pads its cells so, where prose and classical text put at most one space.
func zhRowSpaced(s string, i int) bool {
	if !zhRowCells {
		return false
	}
	p, spaces := i, 0
	for p > 0 && spaces < zhFieldMarksMax && (s[p-1] == ' ' || s[p-1] == '\t') {
		p--
		spaces++
	}
	if spaces < 2 || p == 0 {
		return false
	}
	b, _ := utf8.DecodeLastRuneInString(s[:p])
	return strings.ContainsRune(zhRowPostEnds, b) || b < utf8.RuneSelf && unicode.IsLetter(b)
}

// zhRowCellName: s[i:end], family name ending at se, fills a cell that a
// row's separator closes (吴江坷《题目》, 李庆旺/公司/职位). A cell so bounded
// vouches as a person's key does (zhKeyedShape): the family name and first
// given character may make a word (吴江), so long as the whole name and its
// given name are none.
func (d *Detector) zhRowCellName(s string, i, se, end int) bool {
	given := s[se:end]
	return zhRowCells && zhRowEnd(s, end) && !aWord(s[i:end]) && !(utf8.RuneCountInString(given) == 2 && aWord(given)) && d.zhKeyedShape(s, i, se, end)
}
