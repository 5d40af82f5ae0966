package pii

import (
	"strings"
	"unicode/utf8"
)

// capsPatronymicNames adds the Russian, Ukrainian and Belarusian full names
// written in capitals, as subtitle speaker lines, court captions and forms
// write them ("СПАСА ЛЕОНОВНА ИЛЬИНА: Good morning"): three upper-case
// Cyrillic words joined by single spaces, the second or third a full
// patronymic (fullPatronymic: -ович, -евич, -овна, -евна, -івна, -аўна),
// the others no patronymic, no function word and of two letters or more,
// and no capital word glued to either side (docs/adr/0227). The passes for
// mixed case (joinCyrillicFullNames) want capitalised words; the full
// patronymic says a person stands here whatever the case. Only runs that
// overlap nothing found are added; each word is read once.
func (d *Detector) capsPatronymicNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i+2 < len(toks); i++ {
		run := toks[i : i+3]
		if !capsCyrillicRun(s, run) {
			continue
		}
		if i > 0 && s[toks[i-1].end:run[0].start] == " " && upperWord(toks[i-1].text) {
			continue
		}
		if i+3 < len(toks) && s[run[2].end:toks[i+3].start] == " " && upperWord(toks[i+3].text) {
			continue
		}
		p1, p2 := fullPatronymic.MatchString(run[1].bare), fullPatronymic.MatchString(run[2].bare)
		if p1 == p2 || fullPatronymic.MatchString(run[0].bare) {
			continue // one patronymic, second or third
		}
		if overlapsFound(spans, &k, run[0].start, run[2].end) {
			continue
		}
		add = append(add, personSpan(s, run[0], run[2]))
		i += 2
	}
	return withAdded(spans, add)
}

// capsCyrillicRun: three upper-case Cyrillic words of two letters or more
// joined by single spaces, none a function word.
func capsCyrillicRun(s string, run []token) bool {
	for n, t := range run {
		low := strings.ToLower(t.text)
		if !upperWord(t.text) || utf8.RuneCountInString(t.text) < 2 || !cyrillicWord(low) || slavicStop.has(low) {
			return false
		}
		if n > 0 && s[run[n-1].end:t.start] != " " {
			return false
		}
	}
	return true
}
