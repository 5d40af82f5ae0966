package pii

import (
	_ "embed"
	"strings"
)

// Common words the Korean model takes for persons (docs/adr/0128). Its
// syllable tagger reads two or three syllables that could be a name (허리,
// 반찬, 고용) as one when nothing around them says otherwise.
// ko-common.txt, written by scripts/pii-ko-common.py, lists the commonest
// words of Korean subtitles (FrequencyWords) that are dictionary words and
// no word of any person the model's training material labels (보아, 바다,
// 예수 are persons there, so they stay out of the list).

//go:embed names/ko/ko-common.txt
var koCommonText string

var koCommonList = sortedList(koCommonText)

// koVocatives are the particles a name takes when someone is called (성은아,
// 지수야): a common word is seldom called, so a listed word before one stays
// a person.
var koVocatives = map[string]bool{"아": true, "야": true, "여": true, "이여": true}

// koCommonWords drops from found[from:] (one chunk ending at hi) a person
// of one word that is a listed common word standing as the whole stem of
// its eojeol, with neither a title nor a vocative after it. It reads one
// eojeol (koMaxEojeol runes) past a person.
func (d *Detector) koCommonWords(s string, found []Span, from, hi int) []Span {
	out := found[:from]
	for _, sp := range found[from:] {
		if koCommonWord(s, sp, hi) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// koCommonWord: sp is a listed common word (see koCommonWords).
func koCommonWord(s string, sp Span, hi int) bool {
	v := s[sp.Start:sp.End]
	if strings.IndexByte(v, ' ') >= 0 || hangulRunStart(s, sp) != sp.Start || !koCommonList.has(v) {
		return false
	}
	end, stem := koEojeolAfter(s, sp.Start, hi)
	if stem != sp.End {
		return false // a longer word, or an eojeol longer than koEojeolAfter reads
	}
	rest := s[sp.End:end]
	return !koTitleAt(rest) && !koVocatives[rest] && !koTitled(s[end:])
}
