package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// honorifics follow a name in Chinese, Japanese and Korean text: 田中さん, 王伟先生, 김민준 씨.
var honorifics = []string{"さん", "様", "さま", "氏", "くん", "ちゃん", "先生", "女士", "小姐", "经理", "經理",
	"老师", "老師", "教授", "博士", "部长", "部長", "課長", "社長", "主任", "总", "씨", "님"}

// findCaseless finds names in scripts without spaces or capitals (Han,
// kana, Hangul): a run of 2 to 4 characters that starts with a known
// surname (王, 欧阳, 田中, 김) and stands apart — between spaces,
// punctuation or Latin text, as in a signature, a table cell or "联系人：王伟"
// — or is followed by an honorific. A Japanese family name and a given name
// written with a space between ("田中 宏") are one name. Inside running
// prose without an honorific nothing is found: there a surname character
// is as often an ordinary word.
func (d *Detector) findCaseless(s string, out []Span) []Span {
	type run struct{ start, end int }
	var runs []run
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !cjk(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if !cjk(r) {
				break
			}
			j += n
		}
		runs = append(runs, run{i, j})
		i = j
	}
	for k := 0; k < len(runs); k++ {
		r := runs[k]
		text := s[r.start:r.end]
		end := r.end
		// An honorific attached to the run: the name is what comes before it.
		for _, h := range honorifics {
			if strings.HasSuffix(text, h) && len(text) > len(h) {
				text, end = text[:len(text)-len(h)], r.end-len(h)
				break
			}
		}
		honoured := end < r.end || k+1 < len(runs) && runs[k+1].start == r.end+1 && hasHonorific(s[runs[k+1].start:runs[k+1].end])
		n := utf8.RuneCountInString(text)
		if !d.caselessSurname(text) {
			continue
		}
		// "田中 宏": a known family name alone, a space, and a short given name.
		if k+1 < len(runs) && s[r.end:runs[k+1].start] == " " && d.names.cjkLast[text] {
			g := utf8.RuneCountInString(s[runs[k+1].start:runs[k+1].end])
			if g >= 1 && g <= 3 && apart(s, runs[k+1].end) {
				out = append(out, Span{Start: r.start, End: runs[k+1].end, Kind: Person, Key: text + " " + s[runs[k+1].start:runs[k+1].end]})
				k++
				continue
			}
		}
		if n < 2 || n > 4 || !honoured && !(apart(s, r.end) && apartBefore(s, r.start)) {
			continue
		}
		if !isHangul(text) && !cjkGiven([]rune(text)[1:]) && utf8.RuneCountInString(text) > 1 {
			continue // 石廣權為, 東海銀行: a function character or an ending of places and firms
		}
		if !honoured && inProse(s, r.start, end) {
			continue // "，東京，": a word between the commas of a sentence (docs/adr/0073)
		}
		if isHangul(text) && !honoured && !d.hangulName(text) {
			continue
		}
		if !honoured && !isHangul(text) && !d.names.places[text] && latinAround(s, r.start, end) {
			// In Latin text, a short Han run after a known surname is a name ("Tory MP 朱冠廷 defects").
			out = append(out, Span{Start: r.start, End: end, Kind: Person, Key: text})
			continue
		}
		if !honoured && !isHangul(text) && (d.names.places[text] || !d.givenAfterSurname(text)) {
			continue // 成都 is a city, 顾问 an adviser: 都 and 问 are in no given name
		}
		out = append(out, Span{Start: r.start, End: end, Kind: Person, Key: text})
	}
	return d.findHonoured(s, out)
}

func hasHonorific(s string) bool {
	for _, h := range honorifics {
		if strings.HasPrefix(s, h) {
			return true
		}
	}
	return false
}

// caselessSurname reports whether text starts with a known surname and has a given name after it.
func (d *Detector) caselessSurname(text string) bool {
	rs := []rune(text)
	for n := 1; n <= 3 && n <= len(rs); n++ {
		if d.names.cjkLast[string(rs[:n])] {
			return true
		}
	}
	return false
}

// hangulName is a Korean surname and a known given name: Hangul words
// starting with a surname syllable are common (이번 is "this time").
func (d *Detector) hangulName(text string) bool {
	rs := []rune(text)
	return len(rs) >= 2 && d.names.cjkLast[string(rs[:1])] && d.names.first[string(rs[1:])]
}

func isHangul(s string) bool {
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.Is(unicode.Hangul, r)
}

func cjk(r rune) bool {
	return unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) && r != '・' && r != 'ー'
}

// apart: no letter or digit touches position i (after a run).
func apart(s string, i int) bool {
	if i >= len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// apartBefore: no letter or digit touches position i from the left.
func apartBefore(s string, i int) bool {
	if i == 0 {
		return true
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// givenAfterSurname: what follows the surname holds a character of a known
// given name (every one, when it is a single character).
func (d *Detector) givenAfterSurname(text string) bool {
	rs := []rune(text)
	for n := 2; n >= 1; n-- {
		if n >= len(rs) || !d.names.cjkLast[string(rs[:n])] {
			continue
		}
		given := rs[n:]
		if kana(given) {
			return true // 丸山さくら: a given name in kana
		}
		hits := 0
		for _, r := range given {
			if d.names.givenHan[r] {
				hits++
			}
		}
		if len(given) == 1 && hits == 1 || len(given) > 1 && hits > 0 {
			return true
		}
	}
	return false
}

// findHonoured finds names before an honorific inside running Japanese or
// Chinese text: "山本さんは欠席", "次回は伊藤様が", "孙丽女士负责合同". The
// name is a known surname (and up to three characters more) that starts
// the run or follows a kana particle (は, が, の…).
func (d *Detector) findHonoured(s string, out []Span) []Span {
	for _, h := range honorifics {
		for off := 0; ; {
			j := strings.Index(s[off:], h)
			if j < 0 {
				break
			}
			p := off + j
			off = p + len(h)
			if p == 0 || !honoursHere(s, p, h) {
				continue
			}
			// The characters before the honorific, back to the start of the CJK run (at most four).
			var before []rune
			start := p
			for start > 0 && len(before) < 5 {
				r, n := utf8.DecodeLastRuneInString(s[:start])
				if !cjk(r) {
					break
				}
				before = append([]rune{r}, before...)
				start -= n
			}
			for n := min(4, len(before)); n >= 1; n-- {
				cand := string(before[len(before)-n:])
				if !d.caselessSurname(cand) || n == 1 && !d.names.cjkLast[cand] || !honouredName(before[len(before)-n:], h) {
					continue
				}
				if n < len(before) && !unicode.Is(unicode.Hiragana, before[len(before)-n-1]) {
					continue
				}
				out = append(out, Span{Start: p - len(cand), End: p, Kind: Person, Key: cand})
				break
			}
		}
	}
	return out
}

// kana: every rune is hiragana or katakana.
func kana(rs []rune) bool {
	for _, r := range rs {
		if !unicode.In(r, unicode.Hiragana, unicode.Katakana) {
			return false
		}
	}
	return len(rs) > 0
}

// proseMarks are the punctuation of running Chinese and Japanese sentences.
const proseMarks = "，。、「」『』《》〈〉（）！？；・"

// inProse: the run at start..end sits between the punctuation of a Chinese
// or Japanese sentence, where a short run is as often a word as a name —
// unlike a table cell, a signature or "联系人：王伟". There the rules of
// cjk.go decide.
func inProse(s string, start, end int) bool {
	prev, _ := utf8.DecodeLastRuneInString(s[:start])
	next, _ := utf8.DecodeRuneInString(s[end:])
	return strings.ContainsRune(proseMarks, prev) || strings.ContainsRune(proseMarks, next)
}

// honoursHere: the honorific h at p is one. 氏 followed by a Han character
// is Chinese for a clan or an eponym (帕金森氏症, Parkinson's disease), and
// 様 after 模 is 模様, a pattern (docs/adr/0073).
func honoursHere(s string, p int, h string) bool {
	next, _ := utf8.DecodeRuneInString(s[p+len(h):])
	prev, _ := utf8.DecodeLastRuneInString(s[:p])
	return !(h == "氏" && unicode.Is(unicode.Han, next)) && !(h == "様" && prev == '模')
}

// honouredName: the characters before an honorific can be a name — a
// function character (為, 的) or katakana (東京ガス社長: a firm) after the
// family name says they are not; before 氏 a family name alone is a clan.
func honouredName(rs []rune, h string) bool {
	if h == "氏" && len(rs) < 2 {
		return false
	}
	for _, r := range rs[1:] {
		if cjkNotGivenSet[r] || unicode.Is(unicode.Katakana, r) {
			return false
		}
	}
	return true
}
