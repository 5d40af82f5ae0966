package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Korean names before a title a few words on (docs/adr/0174): "이달곤
// 행정안전부 장관이", "박재갑 서울의대 외과 교수가", "이영화 채권추심팀장은".
// The model reads a name by the syllables around it and misses one whose
// title stands after an organisation or a field; the rules' title cue
// reads only the word next to a name. koTitledNames adds a bare eojeol of
// a listed Korean name's shape (koListName: three syllables, a family name
// of the official list first, no dictionary word nor part of one) when one
// of the next koTitleAhead words starts with a title of two syllables or
// more, or ends with one less its particle. docs/adr/0248
// (kotitledoffice.go) widens it: offices koTitles lacks, names whose first
// two syllables spell a word, and a name in brackets glued to a title.

// koTitleAhead is how many words after a name a title may stand.
const koTitleAhead = 3

// koTitledNames returns found with the titled names of s[lo:hi] that no
// person of found[from:] holds added, in text order. Each eojeol is read
// once to find a name (a run longer than a word of a name is skipped
// whole) and at most koTitleAhead eojeols of koMaxEojeol runes after it.
func (d *Detector) koTitledNames(s string, found []Span, from, lo, hi int) []Span {
	taken := func(a, b int) bool {
		for _, sp := range found[from:] {
			if sp.Start < b && a < sp.End {
				return true
			}
		}
		return false
	}
	n := len(found)
	for i := lo; i < hi; {
		r, w := utf8.DecodeRuneInString(s[i:])
		if !hangulSyllable(r) {
			i += w
			continue
		}
		e := i
		for e < hi {
			r, w := utf8.DecodeRuneInString(s[e:])
			if !hangulSyllable(r) {
				break
			}
			e += w
		}
		start := i
		i = e
		if e-start != 3*koSyllableBytes || start > lo && !koNameOpens(s, start) || e >= hi || s[e] != ' ' && !koGluedParen(s, start, e) || !koBare(s[start:e]) || !d.koTitledShape(s[start:e]) || !koTitleFollows(s, e, hi) && !koOfficeFollows(s, e, hi) && !koGluedParen(s, start, e) || taken(start, e) {
			continue
		}
		found = append(found, Span{Start: start, End: e, Kind: Person, Key: s[start:e]})
	}
	if len(found) > n {
		tail := found[from:]
		sort.SliceStable(tail, func(i, j int) bool { return tail[i].Start < tail[j].Start })
	}
	return found
}

// koNameOpens: the rune before i opens a word (a space, a line's start,
// an opening bracket or quote).
func koNameOpens(s string, i int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r == ' ' || r == '\n' || r == '(' || r == '"' || r == '\'' || r == '“' || r == '‘'
}

// koTitleFollows: one of the koTitleAhead words after the space at e in
// s (not past hi) starts with a title of two syllables or more or ends
// with one less its particle.
func koTitleFollows(s string, e, hi int) bool {
	for k := 0; k < koTitleAhead && e < hi && s[e] == ' '; k++ {
		end, stem := koEojeolAfter(s, e+1, hi)
		if end == e+1 {
			return false
		}
		word := s[e+1 : stem]
		for _, t := range koTitles {
			if len(t) >= 2*koSyllableBytes && (strings.HasPrefix(word, t) || strings.HasSuffix(word, t)) {
				return true
			}
		}
		e = end
	}
	return false
}

// koVerbEnds are the endings of a verb's connective and final forms
// (제치고, 하며, 해서, 하면, 않지, 하게, 했다, 하던): an eojeol ending so is no
// bare name.
var koVerbEnds = map[string]bool{"고": true, "며": true, "서": true, "면": true, "지": true, "게": true, "다": true, "던": true}

// koBare: the eojeol v ends in neither a particle (이들이, 도슨은) nor a
// verb ending.
func koBare(v string) bool {
	_, stem := koEojeolAfter(v, 0, len(v))
	return stem == len(v) && !koVerbEnds[v[len(v)-koSyllableBytes:]]
}
