package pii

import (
	"sort"
	"unicode/utf8"
)

// Korean names in a list (docs/adr/0097): the model finds some names of
// "허진호, 한석규, 심은하 최고의 영화" or "김희갑 구봉서 황정순" and leaves
// others. A word next to a person the model found, set off by a comma, a
// middle dot or a space, is a person too when it has a Korean name's most
// common shape and is no word: three Hangul syllables (a particle may
// follow the last name of a list), the first a family name of the official
// list, no loanword syllable (가네코), no dictionary word nor part of one,
// no title. A word before a person counts only when the person ends its
// eojeol: a list goes on, and "이로써 류현진은" is an adverb before a name.

// koListName: v, an eojeol's stem, has the shape of a listed Korean name.
func (d *Detector) koListName(v string) bool {
	n := 0
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
		n++
	}
	if n != 3 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(v)
	return d.names.cjkLast[string(first)] && !koHasLoan(v) && !koWords.has(v) && !koWordPart(v) && !koTitleAt(v) && !koParticles[v]
}

// koListSep returns the end of a list separator starting at i in s (", ",
// ",", "·", " "), or -1.
func koListSep(s string, i int) int {
	for _, sep := range []string{", ", ",", "·", " "} {
		if len(s)-i >= len(sep) && s[i:i+len(sep)] == sep {
			return i + len(sep)
		}
	}
	return -1
}

// koAddListed returns found with the listed names next to the Korean-
// shaped persons of found[from:] (one chunk, s[lo:hi]) added, in text
// order.
func (d *Detector) koAddListed(s string, found []Span, from, lo, hi int) []Span {
	taken := func(a, b int) bool {
		for _, sp := range found[from:] {
			if sp.Start < b && a < sp.End {
				return true
			}
		}
		return false
	}
	seeds := append([]Span(nil), found[from:]...)
	for len(seeds) > 0 {
		sp := seeds[len(seeds)-1]
		seeds = seeds[:len(seeds)-1]
		if utf8.RuneCountInString(sp.Key) != 3 || !d.koreanShaped(sp.Key) {
			continue
		}
		// After: the next eojeol, less a particle.
		if i := koListSep(s, sp.End); i > 0 && i < hi {
			if end, stem := koEojeolAfter(s, i, hi); stem > i && !koWords.has(s[i:end]) && d.koListName(s[i:stem]) && !taken(i, stem) {
				n := Span{Start: i, End: stem, Kind: Person, Key: s[i:stem]}
				found = append(found, n)
				seeds = append(seeds, n)
			}
		}
		// Before: the eojeol ending at a separator before it, whole, when
		// the person ends its own eojeol (a list goes on; "이로써 류현진은"
		// is an adverb before a name with a particle).
		if r, _ := utf8.DecodeRuneInString(s[sp.End:]); sp.End < hi && hangulSyllable(r) {
			continue
		}
		for _, sep := range []string{", ", ",", "·", " "} {
			j := sp.Start - len(sep)
			if j <= lo || s[j:sp.Start] != sep {
				continue
			}
			a := j
			for a > lo {
				r, w := utf8.DecodeLastRuneInString(s[:a])
				if !hangulSyllable(r) {
					break
				}
				a -= w
			}
			if r, _ := utf8.DecodeLastRuneInString(s[:a]); a > lo && r != ' ' && r != ',' && r != '\n' && r != '(' && r != '\'' && r != '"' {
				break
			}
			if a < j && d.koListName(s[a:j]) && !taken(a, j) {
				n := Span{Start: a, End: j, Kind: Person, Key: s[a:j]}
				found = append(found, n)
				seeds = append(seeds, n)
			}
			break
		}
	}
	tail := found[from:]
	sort.SliceStable(tail, func(i, j int) bool { return tail[i].Start < tail[j].Start })
	return found
}
