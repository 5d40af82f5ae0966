package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Han names standing alone in a line of Latin text (docs/adr/0145).
//
// English business documents write Chinese and Japanese colleagues in their
// own script: a visitor log's row ("09:40  顧之議  Wide World Importers"), a
// note ("織本詩子 asked for a demo; 舟形 雅風 to follow up"). The CJK model
// reads only Han and kana prose; the prose rules want a cue in Chinese or
// Japanese around the name. Here the cue is the script itself: a short Han
// run with Latin text on both sides is a gloss, a name or a place; one with
// a Han name's shape (vouchedHanShape: a listed family name and one to three
// given characters, no place's or body's last character) that is no place
// of CLDR's, no Japanese municipality, no word of jieba's or IPADIC's and
// ends in none that is no given name (串田|研究室, 凱達|環球) is a person.

// hanInLatin switches the pass off for measuring (PII_CJK_NOLATINLINE).
var hanInLatin = true

// addHanNamesInLatinLines adds to spans (in text order, none overlapping)
// the Han names of s that stand alone in a Latin line (hanAloneInLatin). A
// family and a given name parted by one space (half or full width) are one
// name. One pass over s; each Han run is read once.
func (d *Detector) addHanNamesInLatinLines(s string, spans []Span) []Span {
	if !hanInLatin {
		return spans
	}
	var add []Span
	k := 0
	var line lineMemo
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) {
			i += n
			continue
		}
		a, e := i, hanRunEnd(s, i)
		if m := oneSpace(s, e); m > 0 && hanAt(s, e+m) {
			e = hanRunEnd(s, e+m)
		}
		i = e
		v := s[a:e]
		joined := strings.Join(strings.Fields(v), "")
		if !hanAloneInLatin(s, a, e, &line) || !d.vouchedHanShape(v) || cjkPlace(joined) || aWord(joined) || jaMunicipalities.has(joined) || endsInWord(joined) {
			continue
		}
		if overlapsFound(spans, &k, a, e) {
			continue
		}
		add = append(add, vouchedSpan(s, a, e))
	}
	return withAdded(spans, add)
}

// hanRunEnd is the end of the run of Han characters starting at i.
func hanRunEnd(s string, i int) int {
	for i < len(s) && hanAt(s, i) {
		_, n := utf8.DecodeRuneInString(s[i:])
		i += n
	}
	return i
}

// oneSpace returns the size of the space at i when it is a half- or
// full-width space, or 0.
func oneSpace(s string, i int) int {
	r, n := utf8.DecodeRuneInString(s[i:])
	if i < len(s) && (r == ' ' || r == '\u3000') {
		return n
	}
	return 0
}

// hanAloneInLatin: the Han run s[a:b] touches no letter or digit (Chinese
// glues Latin words and numerals to its own: 1999年发布, Surface项目), has no
// CJK letter or punctuation as its nearest neighbour on either side within
// its line (spaces and ASCII punctuation skipped: a CSV cell between kana
// cells is Japanese), and its line holds more Latin letters than CJK ones:
// it is a piece of another script set into Latin text, not part of Chinese
// or Japanese.
func hanAloneInLatin(s string, a, b int, line *lineMemo) bool {
	// The run holds no newline, so its line is the line of a; the line's
	// letters are counted once for all its runs (line.of).
	latinLine := line.of(s, a, moreLatinThanCJK)
	ls, le := line.from, line.to
	if glued(runeBefore(s, a)) || b < le && glued(runeAt(s, b)) {
		return false
	}
	gap := func(r rune) bool {
		return unicode.IsSpace(r) || r < 0x80 && unicode.IsPunct(r) || r < 0x80 && unicode.IsSymbol(r)
	}
	before := strings.TrimRightFunc(s[ls:a], gap)
	after := strings.TrimLeftFunc(s[b:le], gap)
	if r, _ := utf8.DecodeLastRuneInString(before); before != "" && cjkTextRune(r) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(after); after != "" && cjkTextRune(r) {
		return false
	}
	return latinLine
}

// moreLatinThanCJK: line holds more Latin letters than CJK ones, and no
// Chinese clause: a run of hanClauseRunes Han characters or more makes the
// line Chinese that names its software in Latin (TEE 作为子系统集成到了
// OpenHarmony 的编译系统中 … ark JS runtime 适配, docs/adr/0260), where a
// Han run at a Latin word is a word of that prose, not a name set in.
func moreLatinThanCJK(line string) bool {
	latin, cjk, run := 0, 0, 0
	for _, r := range line {
		if hanRune(r) {
			run++
		} else {
			run = 0
		}
		if run >= hanClauseRunes {
			return false
		}
		switch {
		case cjkTextRune(r):
			cjk++
		case unicode.Is(unicode.Latin, r):
			latin++
		}
	}
	return latin > cjk
}

// hanClauseRunes is the shortest run of Han characters read as a clause of
// Chinese prose: longer than a name with its company's short name.
const hanClauseRunes = 8

// cjkTextRune: r belongs to Chinese, Japanese or Korean writing (Han, kana,
// Hangul, CJK punctuation and full-width forms).
func cjkTextRune(r rune) bool {
	return hanRune(r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul) || r >= 0x3000 && r <= 0x303F || r >= 0xFF00 && r <= 0xFFEF
}

// glued: r, right beside a Han run, joins it to a word: a letter or a
// digit of any script.
func glued(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// runeAt is the rune starting at i in s.
func runeAt(s string, i int) rune {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}

// endsInWord: the Han run v ends in a word of jieba's or IPADIC's of two
// characters or more, after at least one character, that is no listed
// given name (研究室 of 串田研究室; not 幸義 of 嵐山幸義).
func endsInWord(v string) bool {
	rs := []rune(v)
	for k := 2; k < len(rs); k++ {
		tail := string(rs[len(rs)-k:])
		if aWord(tail) && !jaGiven.has(tail) && !zhGiven.has(tail) {
			return true
		}
	}
	return false
}
