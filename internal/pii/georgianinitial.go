package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Georgian persons by initial (docs/adr/0175). Georgian prose names a
// scholar by initial and surname ("პ. მელიქიშვილმა", P. Melikishvili,
// ergative; "შ. ცინცაძემ"); the pair rule needs a given name and saw none.

// georgianAbbreviations are the one-letter Georgian abbreviations that
// stand before a word and are no initial: ქ. (city), ს. (village,
// century), წ. (year), მ. (metre), გ. (page), ე. (of "ე. წ.", so-called).
const georgianAbbreviations = "ქსწმგე"

// georgianInitialPersons adds the Georgian persons nothing found: a
// Georgian initial (one letter, not one of georgianAbbreviations) with its
// dot, one space, then a word of three letters or more that is no function
// word (georgianInitial). Only spans that overlap nothing found are added.
func georgianInitialPersons(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !scriptWord(t.text, unicode.Georgian) {
			continue
		}
		if !georgianInitial(s, toks, i) {
			continue
		}
		if b := toks[i+1]; !overlapsFound(spans, &k, t.start, b.end) {
			add = append(add, personSpan(s, t, b))
		}
		i++
	}
	return withAdded(spans, add)
}

// georgianInitial: toks[i] is a Georgian initial, its dot and one space
// before a Georgian word of three letters or more that is no function
// word, and no dot or letter right before it ("ახ.წ.", "ძვ. წ.").
func georgianInitial(s string, toks []token, i int) bool {
	t := toks[i]
	if utf8.RuneCountInString(t.text) != 1 || strings.Contains(georgianAbbreviations, t.text) || i+1 >= len(toks) {
		return false
	}
	b := toks[i+1]
	if s[t.end:b.start] != ". " || !scriptWord(b.text, unicode.Georgian) || utf8.RuneCountInString(b.text) < 3 || georgianCommon[b.text] > 0 {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(s[:t.start])
	return t.start == 0 || !strings.ContainsRune(".-", before) && !unicode.IsLetter(before)
}
