package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A name written in its own script inside text of another script — an
// Arabic or Chinese name in an English headline, a minutes line or a
// reference list ("Tory MP 朱冠廷 defects", "replaced by آدم عمر") — is
// rarely anything else: a phrase of the other language would stand in a
// line of its own or run on for more words. Inside Arabic or Chinese text
// the same words are judged by the rules of that script (persons.go,
// script.go), where a surname character or a given name is as often a word.

// latinAround reports whether the nearest letters before start and after
// end on the same line are Latin (or there are none on one side, but some on
// the other): the span is a foreign-script island in Latin text.
func latinAround(s string, start, end int) bool {
	before, after := 0, 0 // 0 none, 1 Latin, 2 other
	for i := start; i > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if r == '\n' {
			break
		}
		i -= n
		if unicode.IsLetter(r) {
			before = script(r)
			break
		}
	}
	for i := end; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == '\n' {
			break
		}
		i += n
		if unicode.IsLetter(r) {
			after = script(r)
			break
		}
	}
	return before != 2 && after != 2 && before+after > 0
}

// latinLines reports whether the span has no letter beside it on its own
// line and the nearest letters on the lines around it are Latin: a name
// signing or greeting on a line of its own in an English e-mail ("Thanks\n
// جعفر هادي 36349"). In Arabic text the lines around are Arabic.
func latinLines(s string, start, end int) bool {
	before, after := 0, 0
	for i, line := start, true; i > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		i -= n
		if r == '\n' {
			line = false
		}
		if unicode.IsLetter(r) {
			if line {
				return false
			}
			before = script(r)
			break
		}
	}
	for i, line := end, true; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		i += n
		if r == '\n' {
			line = false
		}
		if unicode.IsLetter(r) {
			if line {
				return false
			}
			after = script(r)
			break
		}
	}
	return before != 2 && after != 2 && before+after > 0
}

func script(r rune) int {
	if unicode.Is(unicode.Latin, r) {
		return 1
	}
	return 2
}

// arabicWord is a word of Arabic letters (with their marks).
func arabicWord(w string) bool {
	for _, r := range w {
		if !unicode.Is(unicode.Arabic, r) {
			return false
		}
	}
	return w != ""
}

// findArabicIslands finds two to four Arabic words in a row standing in
// Latin text: a given name and a father's or family name ("يوسف فهد",
// "أحمد بن علي"), whether or not the lists know them. A run between a Latin
// term and a number in a line of Arabic prose ("إلى شركة Novell", "في سنة
// 1994") is no island: the Arabic model judges it (arabicProseLines).
func (d *Detector) findArabicIslands(s string, out []Span) []Span {
	toks := words(s)
	var arabicLine []bool // computed at the first candidate: most texts have none
	var lineArabic []int
	for i := 0; i < len(toks); {
		if !arabicWord(toks[i].text) {
			i++
			continue
		}
		j := i
		for j+1 < len(toks) && arabicWord(toks[j+1].text) && s[toks[j].end:toks[j+1].start] == " " {
			j++
		}
		if n := j - i + 1; n >= 2 && n <= 4 && (latinAround(s, toks[i].start, toks[j].end) || latinLines(s, toks[i].start, toks[j].end)) {
			if arabicLine == nil {
				arabicLine = arabicProseLines(s, toks)
				lineArabic = arabicWordsPerLine(s, toks)
			}
			// With other Arabic words on its line the run is Arabic text
			// around a Latin term, and a function word makes it a phrase
			// ("استخدم CDE بعد ذلك بواسطة HP"); alone in Latin text the
			// stop list's rarer entries are names ("To: سليم لقاء").
			if arabicLine[i] || lineArabic[i] > n && hasArabicFunctionWord(toks[i:j+1]) {
				i = j + 1
				continue
			}
			out = append(out, personSpan(s, toks[i], toks[j]))
		}
		i = j + 1
	}
	return out
}

// arabicWordsPerLine gives each word the number of Arabic words on its
// line. One pass.
func arabicWordsPerLine(s string, toks []token) []int {
	out := make([]int, len(toks))
	for from := 0; from < len(toks); {
		to, n := from+1, 0
		for to < len(toks) && !strings.ContainsAny(s[toks[to-1].end:toks[to].start], "\n\r") {
			to++
		}
		for _, t := range toks[from:to] {
			if arabicWord(t.text) {
				n++
			}
		}
		for i := from; i < to; i++ {
			out[i] = n
		}
		from = to
	}
	return out
}

// hasArabicFunctionWord: one of the words is an Arabic function word
// ("في سنة", "بعد ذلك بواسطة"): a phrase, never a name.
func hasArabicFunctionWord(toks []token) bool {
	for _, t := range toks {
		if arabicFunctionWord(t) {
			return true
		}
	}
	return false
}

// urlPattern is a web address as written in text; a word inside one
// ("t.co/Un5T7qTUu7", "/people/anna-smith") is part of the address, which
// is masked or kept as a whole, never a name of its own.
var urlPattern = regexp.MustCompile(`(?i)\b(?:https?://|www\.)[^\s<>"'’)]+`)

// dropInURLs removes the names found inside web addresses. Spans and
// addresses both come in text order, so one pass over each suffices (a
// hostile text with thousands of both stays linear).
func dropInURLs(s string, spans []Span) []Span {
	urls := urlPattern.FindAllStringIndex(s, -1)
	if len(urls) == 0 {
		return spans
	}
	kept, u := spans[:0], 0
	for _, sp := range spans {
		for u < len(urls) && urls[u][1] <= sp.Start {
			u++
		}
		if sp.Kind == Person && u < len(urls) && sp.Start >= urls[u][0] && sp.End <= urls[u][1] {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}
