package pii

import (
	_ "embed"
	"unicode/utf8"
)

// Persons named by a listed Hindi surname (docs/adr/0263). Hindi and Odia
// news prose names Indians as given name and surname ("उषा यादव", "सूर्यनाथ
// सिंह"); the pair passes need the first word to read as a listed given name,
// and most Indian given names are on no list, so the person was missed. A
// word that is no common word of its language, then a listed surname of the
// same script one space after it, is a person. The surnames are faker's
// hi_IN ones (scripts/pii-hindi-surnames.py), matched in Devanagari and, by
// indicKey, in the sister scripts north of the Dravidian ones (Bengali,
// Gurmukhi, Gujarati, Odia): the Dravidian scripts' short vowels and
// final viramas make keys too loose for short surnames (Telugu శ్రమ,
// labour, keys as शर्मा).

// hindiSurnamesText are the surnames, one a line.
//
//go:embed names/indic/hi_surnames.txt
var hindiSurnamesText string

// hindiSurnameKeys holds indicKey of every surname of hindiSurnamesText.
var hindiSurnameKeys = func() map[string]bool {
	m := map[string]bool{}
	for w := range wordSet(hindiSurnamesText) {
		m[indicKey(w, indicKeyRunes)] = true
	}
	return m
}()

// surnameWord returns w's script block (0x0900 for Devanagari), its
// indicKey and its rank among its language's common words; ok is false for
// a word of no script the pass reads.
func surnameWord(w string) (block rune, key string, rank int, ok bool) {
	if devanagariWord(w) {
		return 0x0900, indicKey(w, indicKeyRunes), hindiCommon[w], true
	}
	sc, deva, ok := indicScriptOf(w)
	if !ok || sc.key != nil || sc.base == 0x0B80 {
		return 0, "", 0, false
	}
	return sc.base, indicKey(deva, indicKeyRunes), sc.rank(w), true
}

// surnameTail: w, after a listed surname, is one more word of the name in
// script block: of that script, at least two signs and none of its
// language's hindiCommonWord commonest words; in Devanagari no word of the
// Hindi subtitle list at any rank ("आदि", etc., is 5,540th) nor of the
// Hindi-belt lists (a Bhojpuri verb). सिंह and कुमार are middle
// names as often as last ones ("गोविन्द कुमार झा").
func surnameTail(w string, block rune) bool {
	b, _, rank, ok := surnameWord(w)
	if b == 0x0900 && (rank > 0 || hindiBelt[w]) {
		return false
	}
	return ok && b == block && (rank == 0 || rank > hindiCommonWord) && utf8.RuneCountInString(w) >= 2
}

// indicSurnamedPersons adds "X S" (and the word after S when surnameTail
// takes it) where S is a listed surname and X, one
// space before it in the same script, is a word of at least two signs that
// is no surname and none of its language's hindiCommonWord commonest words.
// One pass over the words.
func indicSurnamedPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		t, b := toks[i], toks[i-1]
		if r, _ := utf8.DecodeRuneInString(t.text); r < 0x0900 || r >= 0x0C00 || s[b.end:t.start] != " " {
			continue
		}
		block, key, _, ok := surnameWord(t.text)
		if !ok || !hindiSurnameKeys[key] {
			continue
		}
		fb, fkey, rank, ok := surnameWord(b.text)
		if !ok || fb != block || hindiSurnameKeys[fkey] || rank > 0 && rank <= hindiCommonWord || utf8.RuneCountInString(b.text) < 2 {
			continue
		}
		last := t
		if i+1 < len(toks) && s[t.end:toks[i+1].start] == " " && surnameTail(toks[i+1].text, block) {
			last = toks[i+1]
		}
		if overlapsFound(spans, &k, b.start, last.end) {
			if last == t || overlapsFound(spans, &k, b.start, t.end) {
				continue
			}
			last = t
		}
		added = append(added, personSpan(s, b, last))
	}
	return withAdded(spans, added)
}
