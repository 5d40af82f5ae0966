package pii

import (
	_ "embed"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// News in Portuguese, Italian and Indonesian names two persons side by
// side, one by a name the passes know and one by a surname no list holds
// ("entre Doria e Bolsonaro", "antara Aoun dan Hariri", "de Batista e de
// Saud"): a word joined to a person by "and" or "or" is a person of the
// same kind (docs/adr/0173).

// conjunctionText is the word for "and" and for "or" of CLDR's list
// patterns ("{0} e {1}", "{0} dan {1}") of Latin-script locales, less
// those that are also an article or preposition of a common language ("a",
// "o", "i", "en", "no", "of"): names/cldr/conjunctions.txt (names/SOURCE.md).
//
//go:embed names/cldr/conjunctions.txt
var conjunctionText string

var conjunctions = wordSet(conjunctionText)

// coordinatedSurnames adds a lone capitalised Latin word (loneLatinCap) of
// three letters or more that opens no sentence and is no thing's word,
// firm, organisation word, nor a word the text writes in lower case, when
// a conjunction (and, with "e de", a name particle after it) joins it to
// a Latin person found, before or after it, in prose that is not English
// (latinProseAround); an English word is taken only when the words beside
// it are not English (foreignAround). Each person span looks at the few
// words next to it, so the pass is linear in the text.
func (d *Detector) coordinatedSurnames(s string, toks []token, spans []Span) []Span {
	l := d.names
	var lower map[string]bool
	var add []Span
	j := 0
	for _, sp := range spans {
		if sp.Kind != Person || !allLatin(s[sp.Start:sp.End]) {
			continue
		}
		for j < len(toks) && toks[j].start < sp.Start {
			j++
		}
		e := j
		for e < len(toks) && toks[e].start < sp.End {
			e++
		}
		for _, i := range []int{coordinatedAfter(s, toks, e, sp.End), coordinatedBefore(s, toks, j-1, sp.Start)} {
			if i < 0 || !l.loneLatinCap(s, toks, i) {
				continue
			}
			t := suffixedName(toks[i])
			if sentenceStart(s, t.start) || utf8.RuneCountInString(t.bare) < 3 || l.thingWord(t) || l.firms[t.bare] || l.orgWords[t.bare] || legalFormAt(t.text) {
				continue
			}
			if l.words[t.bare] && !l.foreignAround(toks, i) || !l.latinProseAround(toks, i) {
				continue
			}
			if lower == nil {
				lower = lowerWords(toks)
			}
			if !lower[t.bare] {
				add = append(add, personSpan(s, t, t))
			}
		}
	}
	if len(add) == 0 {
		return spans
	}
	sort.Slice(add, func(x, y int) bool { return add[x].Start < add[y].Start })
	var keep []Span
	k := 0
	for n, a := range add {
		if (n == 0 || a.Start != add[n-1].Start) && !overlapsFound(spans, &k, a.Start, a.End) {
			keep = append(keep, a)
		}
	}
	return withAdded(spans, keep)
}

// coordinatedAfter is the index of the word after a person ending at end
// that a conjunction, and at most one name particle after it ("e de
// Saud"), joins to it; -1 when there is none. i is the first word after
// the person.
func coordinatedAfter(s string, toks []token, i, end int) int {
	if i+1 >= len(toks) || toks[i].start < end || !spaced(s, end, toks[i].start) || !conjunctions[toks[i].text] {
		return -1
	}
	i++
	if particles[toks[i].text] && i+1 < len(toks) && spaced(s, toks[i-1].end, toks[i].start) {
		i++
	}
	if !spaced(s, toks[i-1].end, toks[i].start) {
		return -1
	}
	return i
}

// coordinatedBefore is the index of the word before a person starting at
// start that a conjunction joins to it; -1 when there is none. i is the
// last word before the person.
func coordinatedBefore(s string, toks []token, i, start int) int {
	if i < 1 || toks[i].end > start || !spaced(s, toks[i].end, start) || !conjunctions[toks[i].text] || !spaced(s, toks[i-1].end, toks[i].start) {
		return -1
	}
	return i - 1
}

// spaced is whether s[a:b] is one or more spaces and nothing else.
func spaced(s string, a, b int) bool {
	return a < b && strings.TrimSpace(s[a:b]) == "" && !strings.Contains(s[a:b], "\n")
}

// latinProseAround is whether two of the lower-case words near toks[i]
// are Latin words that are no English word nor English function word, and
// none near is Vietnamese: the line is prose of another Latin-script
// language, where the word model is weakest (English prose keeps its
// rules as they were).
func (l nameLists) latinProseAround(toks []token, i int) bool {
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		if vietWord(t.text) {
			return false // viid.go reads Vietnamese
		}
	}
	return twoWordsAround(toks, i, func(w string) bool {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLower(r) || !allLatin(w) {
			return false
		}
		b := bare(fold(w))
		return !l.words[b] && !l.stop[b]
	})
}
