package pii

import (
	"strings"
	"unicode/utf8"
)

// cyrillicCapsSpeakers adds the speakers subtitle files and transcripts
// write in Cyrillic capitals before a colon ("ИВАН ПЕТРОВ: Добрый день"),
// as the upper-case speaker headings of ADR 0200 do for Latin script
// (docs/adr/0227): two or three upper-case Cyrillic words joined by single
// spaces, opening their line (after spaces, a dash or ">>") or following a
// lower-case word or a column gap (capsLeftFrame), with a colon right after
// the last; the first a given name of the Cyrillic lists in any case
// (cyrillicGivenAny), no word a Slavic function word or shorter than two
// letters. A full name with a patronymic is capsPatronymicNames's. Only runs
// that overlap nothing found are added; each word is read once.
func (d *Detector) cyrillicCapsSpeakers(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i < len(toks); i++ {
		if !capsCyrillicWord(toks[i]) {
			continue
		}
		j := i + 1
		for j < len(toks) && j-i < 4 && s[toks[j-1].end:toks[j].start] == " " && capsCyrillicWord(toks[j]) {
			j++
		}
		first, last := toks[i], toks[j-1]
		from := i
		i = j - 1
		if j-from < 2 || j-from > 3 || !strings.HasPrefix(s[last.end:], ":") || !speakerOpens(s, toks, first, from) {
			continue
		}
		if !d.names.cyrillicGivenAny(first.bare) || overlapsFound(spans, &k, first.start, last.end) {
			continue
		}
		add = append(add, personSpan(s, first, last))
	}
	return withAdded(spans, add)
}

// capsCyrillicWord: an upper-case Cyrillic word of two letters or more
// that is no function word.
func capsCyrillicWord(t token) bool {
	low := strings.ToLower(t.text)
	return upperWord(t.text) && utf8.RuneCountInString(t.text) >= 2 && cyrillicWord(low) && !slavicStop.has(low)
}

// speakerOpens: the speaker's name at token at opens its line, after
// spaces and a dash or ">>" a transcript writes before a speaker, or stands
// in a caption's frame (capsLeftFrame).
func speakerOpens(s string, toks []token, first token, at int) bool {
	from := 0
	if at > 0 {
		from = toks[at-1].end
	}
	gap := s[from:first.start] // only the gap after the word before is read
	n := strings.LastIndexByte(gap, '\n')
	if n < 0 && at > 0 {
		return capsLeftFrame(s, toks, first, at)
	}
	lead := strings.TrimSpace(gap[n+1:])
	return lead == "" || lead == "-" || lead == "–" || lead == ">>"
}
