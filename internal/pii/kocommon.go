package pii

import (
	_ "embed"
	"strings"
)

// Common words and cut words the Korean model takes for persons
// (docs/adr/0128). Its syllable tagger reads two syllables that could be a
// name (허리, 반찬) as one when nothing around them says otherwise, and it
// sometimes ends a person inside a longer word (트레|이딩, 고려신|용정보,
// 짱뚱어|탕). ko-common.txt, written by scripts/pii-ko-common.py, lists the
// commonest words of Korean subtitles (FrequencyWords) that are dictionary
// words and no word of any person the model's training material labels.

//go:embed names/ko/ko-common.txt
var koCommonText string

var koCommonList = sortedList(koCommonText)

// koCopulaStarts open the endings a name takes besides particles: the
// copula (최나연이었다, 최나연였다, 앙리라는, 김민준인) and the plural 들.
var koCopulaStarts = map[string]bool{"이": true, "였": true, "라": true, "인": true, "들": true, "엔": true}

// koCommonAndCut drops from found[from:] (one chunk ending at hi) a
// person of one word that is a listed common word standing as the whole
// stem of its eojeol with no title after it, and a person whose last word
// the eojeol's stem continues past (a word the model cut) with no title
// between. It reads one eojeol (koMaxEojeol runes) past a person.
func (d *Detector) koCommonAndCut(s string, found []Span, from, hi int) []Span {
	out := found[:from]
	for _, sp := range found[from:] {
		if koCommonOrCut(s, sp, hi) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// koCommonOrCut: sp is a common word or a cut word (see koCommonAndCut).
func koCommonOrCut(s string, sp Span, hi int) bool {
	ws := hangulRunStart(s, sp)
	if ws == sp.End {
		return false
	}
	end, stem := koEojeolAfter(s, ws, hi)
	if end < sp.End {
		return false // the eojeol is longer than koEojeolAfter reads
	}
	if stem > sp.End {
		rest := s[sp.End:stem]
		return !koTitleAt(rest) && !koParticles[rest[:koSyllableBytes]] && !koCopulaStarts[rest[:koSyllableBytes]]
	}
	v := s[sp.Start:sp.End]
	if strings.IndexByte(v, ' ') >= 0 || ws != sp.Start || !koCommonList.has(v) {
		return false
	}
	return stem == sp.End && !koTitleAt(s[sp.End:end]) && !koTitled(s[end:])
}
