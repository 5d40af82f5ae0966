package pii

import (
	"strings"
	"unicode/utf8"
)

// Persons of the Korean model whose surroundings mark a thing
// (docs/adr/0135). Korean news, Wikipedia and blogs put the titles of
// books, films, papers and programmes between title brackets (《카페
// 뤼미에르》, 「해상화」, <무한도전>) and write a place's, a party's or a
// people's kind glued after its name (영종역, 귤현역, 유바리시): the
// syllable tagger reads the foreign-sounding name inside and takes it for
// a person.

// koTitleMarks maps the brackets that open a title to those that close
// it. Quotes are left out: news quotes a person's name as often as a
// work's ('정윤회' 관련 논란, '성보라' 역; KLUE labels both persons).
var koTitleMarks = map[rune]rune{'《': '》', '〈': '〉', '「': '」', '『': '』', '<': '>'}

// koTitleReach is how many bytes around a person koQuoted looks for the
// title's brackets: a title of a dozen syllables and spaces.
const koTitleReach = 48

// koKindSuffixes are the nouns of one or more syllables that, glued after
// a name, make it a place, a body, a language or a people (시, 현, 주:
// a city, a prefecture, a state; 당: a party; 어: a language; 족: a
// people). Syllables that are also particles (도, 만, 이) or titles (군,
// 양) are left out: those follow a person as often.
// 역 (a station) is one only after a name with no loanword syllable:
// after a foreign name it is a role (아레스역의 에드가 라미레스).
var koKindSuffixes = []string{"시", "현", "주", "구", "역", "항", "섬", "강", "산", "당", "사", "회", "대학교", "대학", "어", "족", "성", "궁", "호"}

// koWrapped drops from found[from:] (one chunk ending at hi) the persons
// inside a pair of title brackets, and the foreign-sounding
// persons with a kind of place or body glued after them (see the file's
// comment). It reads koTitleReach bytes around a person.
func (d *Detector) koWrapped(s string, found []Span, from, hi int, c KoreanCombination) []Span {
	out := found[:from]
	for _, sp := range found[from:] {
		if !c.NoQuoted && koQuoted(s, sp, hi) || !c.NoSuffixed && d.koSuffixed(s, sp, hi) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// koQuoted: sp lies inside a pair of title brackets: an opening one
// before it and its closing one after it within koTitleReach bytes, with
// no other bracket between.
func koQuoted(s string, sp Span, hi int) bool {
	var closing rune
	for i, n := sp.Start, 0; i > 0 && n < koTitleReach; {
		r, w := utf8.DecodeLastRuneInString(s[:i])
		if c, ok := koTitleMarks[r]; ok {
			closing = c
			break
		}
		if strings.ContainsRune("》〉」』>\n", r) {
			return false
		}
		i -= w
		n += w
	}
	if closing == 0 {
		return false
	}
	for i, n := sp.End, 0; i < hi && n < koTitleReach; {
		r, w := utf8.DecodeRuneInString(s[i:])
		if r == closing {
			return true
		}
		if _, ok := koTitleMarks[r]; ok || r == '\n' {
			return false
		}
		i += w
		n += w
	}
	return false
}

// koSuffixed: sp, no Korean name, runs on in its eojeol with a kind of
// place or body (koKindSuffixes) and nothing or a particle after that; a
// person whose glued syllable could be its own last one (박지|성 is
// 박지성) stays.
func (d *Detector) koSuffixed(s string, sp Span, hi int) bool {
	v := s[sp.Start:sp.End]
	if utf8.RuneCountInString(v) < 2 || d.koreanNamed(v) {
		return false
	}
	end, _ := koEojeolAfter(s, hangulRunStart(s, sp), hi)
	if end <= sp.End {
		return false // the person ends its eojeol, or the eojeol is too long to read
	}
	rest := s[sp.End:end]
	if rest == "" || koParticles[rest] || koTitleAt(rest) {
		return false
	}
	for _, k := range koKindSuffixes {
		after, ok := strings.CutPrefix(rest, k)
		if ok && (after == "" || koParticles[after]) && !d.koreanNamed(v+k) && (k != "역" || !koHasLoan(v)) {
			return true
		}
	}
	return false
}
