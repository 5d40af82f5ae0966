package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Chinese names after a key that names a person (docs/adr/0223). Meetup
// programmes, speaker tables and blog footers write 主讲人：姜宁, 讲师：王磊,
// 学生：王子忱, 嘉宾：王启军. The field pass (cjkzhfields.go) takes such a
// value only where prose would take it too: no common word (姜宁 and 王磊
// are words of jieba's dictionary, which lists many two-character persons),
// family name and first given character no word (王子|忱), no character
// that ends places (董江, 田川). A key that names the person who fills it
// vouches for more than a field's edges do, so here those three checks give
// way; a listed family name, one or two given characters that spell no
// foreign sound, and no place, brand or dictionary thing, standing alone
// up to the field's end, is a person.
//
// A foreign speaker in a Chinese programme keeps the Latin letters of his
// name (**主讲人：** Roman Shaposhnik，知名企业开源专家): after such a key, two or
// three capitalised words, the first a listed given name, up to the
// field's end, are a person as well.
//
// One scan over the text; at each Han run's start a bounded look back over
// marks to a colon and the key before it, and at most three characters
// ahead: Find stays linear.

// zhPersonKeys switches the pass off for measuring (tests).
var zhPersonKeys = true

// zhPersonKeyEnds end a key that names a person: 主讲人, 作者, 成员, 讲师,
// 嘉宾 (方, a party, may be a firm: 主办方).
const zhPersonKeyEnds = "人者员員师師宾賓"

// zhPersonKeyWords are the person keys no such character ends.
var zhPersonKeyWords = []string{"学生", "學生", "姓名", "同学", "同學"}

// addZhPersonKeyNames adds to spans the Chinese names that fill a person's
// key; a person span inside one gives way to it.
func (d *Detector) addZhPersonKeyNames(s string, spans []Span) []Span {
	if !zhPersonKeys || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		latin := r < utf8.RuneSelf && unicode.IsUpper(r)
		if !hanRune(r) && !latin || hanBefore(s, i) || !zhPersonKeyBefore(s, i) {
			i += n
			continue
		}
		at := d.zhPersonKeyNameAt
		if latin {
			at = d.latinPersonKeyNameAt
		}
		if end := at(s, i); end > i {
			add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
			i = end
			continue
		}
		i += n
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// zhPersonKeyBefore: only marks stand between i and a colon, and the Han
// run before that colon is a key that names a person.
func zhPersonKeyBefore(s string, i int) bool {
	for k := 0; k < zhFieldMarksMax && i > 0; k++ {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		switch {
		case r == '：' || r == ':':
			key := s[:i-n]
			last, _ := utf8.DecodeLastRuneInString(key)
			if strings.ContainsRune(zhPersonKeyEnds, last) {
				return true
			}
			for _, w := range zhPersonKeyWords {
				if strings.HasSuffix(key, w) {
					return true
				}
			}
			return false
		case strings.ContainsRune(zhFieldMarks, r):
			i -= n
		default:
			return false
		}
	}
	return false
}

// zhPersonKeyNameAt returns the end of the name filling a person's key from
// i, or i.
func (d *Detector) zhPersonKeyNameAt(s string, i int) int {
	for _, se := range d.zhSurnameAt(s, i) {
		g := runeEnds(s, se, 3, hanRune)
		if len(g) == 0 || len(g) > 2 {
			continue
		}
		end := g[len(g)-1]
		if zhFieldEnd(s, end, true) && !zhKeyBefore(s, end) && d.zhKeyedShape(s, i, se, end) {
			return end
		}
	}
	return i
}

// zhKeyedShape is zhCuedShape without the checks a person's key outweighs:
// the given characters spell no foreign sound, hold no function, number or
// title character, and the name is no dynasty, place, brand or thing.
func (d *Detector) zhKeyedShape(s string, i, se, end int) bool {
	given := []rune(s[se:end])
	for k, r := range given {
		if strings.ContainsRune(zhTranslitGiven, r) || cjkNotGivenSet[r] && !zhNumberOpensGiven(r, k, len(given)) && !zhKeyedGiven(r, len(given)) || strings.ContainsRune(zhNotCued, r) {
			return false
		}
	}
	if strings.ContainsRune(zhNotLastCued, given[len(given)-1]) || zhDynasties[string(given)] || zhTranslitNext(s, i, end) {
		return false
	}
	if len(given) == 1 && s[i:se] == string(given) {
		return false // 佳佳: a doubled character is a pet name or a word
	}
	name := s[i:end]
	return !cjkPlace(name) && !zhThings.has(name) && !zhBrands.has(name) && !japaneseAround(s, i, end)
}

// latinKeyNameMax is the most words of a Latin name after a person's key.
const latinKeyNameMax = 3

// latinPersonKeyNameAt returns the end of a Latin name of two or three
// capitalised words filling a person's key from i, the first a listed given
// name, or i.
func (d *Detector) latinPersonKeyNameAt(s string, i int) int {
	end, words := i, 0
	for words < latinKeyNameMax {
		e := latinCapWordEnd(s, end)
		if e == end {
			break
		}
		if words == 0 && !d.names.first[bare(fold(s[i:e]))] {
			return i
		}
		end, words = e, words+1
		if !strings.HasPrefix(s[end:], " ") || latinCapWordEnd(s, end+1) == end+1 {
			break
		}
		end++ // the space before the next word
	}
	if words < 2 || !latinKeyFieldEnd(s, end) {
		return i
	}
	return end
}

// latinCapWordEnd returns the end of a word at i that is a capital and then
// small letters (Roman, McLean, Onofré; no PMC), or i.
func latinCapWordEnd(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	if i >= len(s) || !unicode.IsUpper(r) || hanRune(r) {
		return i
	}
	j, lower := i+n, false
	for j < len(s) {
		r, m := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) || hanRune(r) {
			break
		}
		lower = lower || unicode.IsLower(r)
		j += m
	}
	if !lower {
		return i
	}
	return j
}

// latinKeyFieldEnd: what follows a Latin name at e ends its field — the
// text's or line's end, a comma, colon, bracket or Han character.
func latinKeyFieldEnd(s string, e int) bool {
	if e == len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	return hanRune(r) || strings.ContainsRune("\n\r，,、：:（(*", r)
}
