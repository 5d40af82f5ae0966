package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Japanese persons tidied after the rules and the character model have
// spoken (docs/adr/0096). Both learnt where a name ends from text in which
// a title follows it, and both sometimes take the title's first character
// along: 渡辺久義氏 (氏 is the honorific "Mr/Ms"), 森喜朗元首相 (元 is
// "former", the first character of 元首相). And the model, which reads
// characters, takes a lone katakana word for a person as readily as a
// loanword or a foreign place (マリネ, ファミレス, デュッセルドルフ): alone,
// with nothing marking a person beside it, such a word is far more often
// no one (measured on the tuning sets, docs/adr/0096).

// These switches let the score tests measure each step alone
// (PII_JA_NOTRIM, PII_JA_NOLONE).
var (
	jaTrimTitles   = true
	jaLoneKatakana = true
)

// jaHonorificEnds are honorifics and posts a span may have swallowed
// (田中様, 山田部長): they never end a name in these texts. 氏 after a
// family name alone is a clan or, in Chinese, a married woman's name
// (島津氏, 姚里氏): it is cut only after three characters or more.
var jaHonorificEnds = []string{"氏", "様", "さん", "部長", "課長", "係長", "次長", "室長", "店長", "社長", "会長", "専務",
	"常務", "主任", "先生"}

// jaFormer are the prefixes "former" and "previous" of a post after a name
// (森喜朗元首相, 河野洋平前総裁).
var jaFormer = []string{"元", "前"}

// jaPosts are posts that follow 元 or 前 after a name, beside cjkTitles.
var jaPosts = []string{"総理", "首相", "総裁", "会長", "社長", "大臣", "議員", "知事", "市長", "町長", "村長", "代表", "監督",
	"選手", "長官", "大使", "理事長", "委員長", "議長", "学長", "幹事長", "副総理", "衆院議員", "参院議員", "外相", "蔵相", "官房長官",
	"社員", "部長", "課長", "専務", "常務", "取締役", "頭取", "総長", "校長", "院長", "所長", "館長", "主将", "横綱", "大関"}

// jaWindow is how far around a person tidyJapanese looks for kana to tell
// Japanese text from Chinese, in bytes.
const jaWindow = 120

// tidyJapanese trims swallowed honorifics and "former" prefixes from the
// persons in Japanese text among spans and drops the lone katakana words
// nothing marks as a person.
func tidyJapanese(s string, spans []Span) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind != Person || !hasCJKText(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		if jaTrimTitles {
			sp = trimJaTitle(s, sp) // a title ends no name in Chinese text either
		}
		if (jaLoneKatakana && loneKatakana(s, sp) || jaLonePlace(s, sp)) && hasKana(s[max(0, sp.Start-jaWindow):min(len(s), sp.End+jaWindow)]) {
			continue
		}
		if utf8.RuneCountInString(s[sp.Start:sp.End]) < 2 {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// trimJaTitle cuts an honorific (…氏) or a "former" before a post
// (…元|首相) off the end of a Han name of at least two more characters.
func trimJaTitle(s string, sp Span) Span {
	v := s[sp.Start:sp.End]
	for _, w := range jaHonorificEnds {
		if rest, ok := strings.CutSuffix(v, w); ok && hanNameLike(rest) && (w != "氏" || utf8.RuneCountInString(rest) >= 3) {
			return Span{Start: sp.Start, End: sp.End - len(w), Kind: sp.Kind, Key: rest}
		}
	}
	for _, w := range jaFormer {
		if rest, ok := strings.CutSuffix(v, w); ok && hanNameLike(rest) && (hasPrefixAny(s[sp.End:], jaPosts) || hasPrefixAny(s[sp.End:], cjkTitles)) {
			return Span{Start: sp.Start, End: sp.End - len(w), Kind: sp.Kind, Key: rest}
		}
	}
	return sp
}

// hanNameLike: v is at least two characters, starts with a Han one and
// ends in no space (鈴木 太郎様 keeps its space inside).
func hanNameLike(v string) bool {
	r, _ := utf8.DecodeRuneInString(v)
	l, _ := utf8.DecodeLastRuneInString(v)
	return hanRune(r) && utf8.RuneCountInString(v) >= 2 && !unicode.IsSpace(l)
}

// loneKatakana: sp is one katakana word (no dot joins it to another) with
// no title or honorific after it and no role before it.
func loneKatakana(s string, sp Span) bool {
	for _, r := range s[sp.Start:sp.End] {
		if !katakanaRune(r) {
			return false
		}
	}
	if hasPrefixAny(s[sp.End:], jaSubject) {
		// A clause's subject right after a comma or a sentence's start
		// (1990年、ゴルバチョフは…) is a person as often as not.
		if p, _ := utf8.DecodeLastRuneInString(s[:sp.Start]); sp.Start == 0 || !unicode.IsLetter(p) && !unicode.IsDigit(p) {
			return false
		}
	}
	return cjkRightBound(s, sp.End) != strongBound && cjkLeftBound(s, sp.Start) != strongBound
}

// jaSubject are the particles that mark a clause's subject.
var jaSubject = []string{"は", "が"}

// dottedKatakana: v is two or more katakana words joined by ・ or ＝.
func dottedKatakana(v string) bool {
	dots := 0
	for _, r := range v {
		switch {
		case r == '・' || r == '＝':
			dots++
		case !katakanaRune(r):
			return false
		}
	}
	return dots > 0
}
