package pii

import (
	"strings"
	"unicode/utf8"
)

// Korean speakers heading the lines of a talk list (docs/adr/0272). A
// conference page lists a session's short talks one a line, the speaker
// first and the talk's title after a dash: "'박태호 - FE의 문화유산답사기<br/>' +",
// "- 정미량 – 초기 스타트업에서 …". The Korean model reads a name by the
// words around it and, with a quote or markup before it and a dash after,
// leaves some. Two lines running, or more, each opening (past a quote,
// a list mark or spaces) on a Hangul run with a Korean name's shape (a
// listed family name, two to four syllables, no dictionary or common word,
// title or particle: koKeyedName) and going on with a spaced dash and
// text, make a list of speakers: each such run is a person.
//
// One pass over the lines, each line's head read once: Find stays linear.

// koTalkLines switches the pass off for measuring (tests).
var koTalkLines = true

// addKoTalkLineNames adds to spans (in text order, none overlapping) the
// Korean names heading two running lines or more of "name - title"; a
// person span inside one gives way to it.
func (d *Detector) addKoTalkLineNames(s string, spans []Span) []Span {
	if !koTalkLines || !strings.Contains(s, " - ") && !strings.Contains(s, " – ") || !hasHangul(s) {
		return spans
	}
	var add, run []Span
	flush := func() {
		if len(run) >= 2 {
			add = append(add, run...)
		}
		run = run[:0]
	}
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		if a, b := d.koTalkLineHead(s, start, end); b > a {
			run = append(run, Span{Start: a, End: b, Kind: Person, Key: s[a:b]})
		} else {
			flush()
		}
		start = end + 1
	}
	flush()
	if len(add) == 0 {
		return spans
	}
	return zhPlaced(s, spans, add)
}

// koTalkLineHead returns the Korean name heading the line s[start:end]
// before a spaced dash and more text, or an empty range.
func (d *Detector) koTalkLineHead(s string, start, end int) (int, int) {
	i := start
	for i < end && strings.IndexByte(" \t'\"`*-", s[i]) >= 0 {
		i++
	}
	if strings.HasPrefix(s[i:end], "• ") {
		i += len("• ")
	}
	j := i
	for j < end {
		r, n := utf8.DecodeRuneInString(s[j:end])
		if !hangulSyllable(r) {
			break
		}
		j += n
	}
	if j == i || !d.koKeyedName(s[i:j]) {
		return start, start
	}
	rest := s[j:end]
	for _, dash := range []string{" - ", " – ", " — "} {
		if strings.HasPrefix(rest, dash) && strings.TrimSpace(rest[len(dash):]) != "" {
			return i, j
		}
	}
	return start, start
}
