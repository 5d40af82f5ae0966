package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// News in Italian, Indonesian, Turkish and other Latin-script languages
// names the famous by surname alone ("la signora Clinton", "votare Trump",
// "Başkan Bush'un"); no pass took a lone capitalised Latin word that no
// context vouched for (docs/adr/0159). cyrillicnotable.go is the same idea
// for Cyrillic text.

// latinNotableLetters is the fewest letters of a lone Latin surname taken:
// shorter last words of the notable list are words, places and given names
// of some language too often ("Bush", "Dole", "Cruz").
const latinNotableLetters = 5

// suffixedName returns the word of t before an apostrophe and a case
// suffix of one to five lower-case letters (Turkish "Bush'un",
// "Sajak'ın", "Senato'nun"), or t itself: the name is the part before the
// apostrophe.
func suffixedName(t token) token {
	i := strings.IndexAny(t.text, "'’ʼ")
	if i <= 0 {
		return t
	}
	rest := t.text[i:]
	_, n := utf8.DecodeRuneInString(rest)
	rest = rest[n:]
	if rest == "" || utf8.RuneCountInString(rest) > 5 || strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLower(r) }) >= 0 {
		return t
	}
	w := t.text[:i]
	f := fold(w)
	return token{start: t.start, end: t.start + i, text: w, folded: f, bare: bare(f)}
}

// loneLatinCap is whether the word at i is a capitalised Latin word
// standing alone: no capitalised word joined to it on either side (that
// would make it part of a longer name or title), unless the one before
// opens the sentence and is a common word ("Anche Isner", "Presiden
// Obama"; not "Goldman Sachs"). Whether it opens
// the sentence itself is the caller's question.
func (l nameLists) loneLatinCap(s string, toks []token, i int) bool {
	t := toks[i]
	if !capitalised(t.text) || !allLatin(t.text) {
		return false
	}
	if i > 0 && capitalised(toks[i-1].text) && adjacent(s, toks[i-1], t) && !(sentenceStart(s, toks[i-1].start) && l.commonWord(toks[i-1])) {
		return false
	}
	return i+1 >= len(toks) || !capitalised(toks[i+1].text) || !adjacent(s, t, toks[i+1])
}

// foreignAround is whether the lower-case words next to the word at i (the
// one before and the one after, where there are) are no English words:
// there a notable surname that is an English word ("Trump", "Blunt",
// "Chamberlain") is the person, as English prose would not capitalise it.
func (l nameLists) foreignAround(toks []token, i int) bool {
	seen := false
	for _, j := range []int{i - 1, i + 1} {
		if j < 0 || j >= len(toks) || capitalised(toks[j].text) {
			continue
		}
		if !allLatin(toks[j].text) {
			return false // a Latin word in Cyrillic prose ("White & Case") is often English
		}
		if l.words[toks[j].bare] || l.stop[toks[j].bare] {
			return false
		}
		seen = true
	}
	return seen
}

// notableSurname is whether a word is the last word of a notable person
// that is no given name, place, country, region, language, people, month,
// weekday, organisation, English word (unless foreign, see foreignAround)
// or common word of a European language or of German (whose nouns are
// capitalised: "Blätter", "Muster"): what is left reads as the person.
func (l nameLists) notableSurname(t token, foreign bool) bool {
	w := t.bare
	i := sort.SearchStrings(l.notableLast, w)
	if i >= len(l.notableLast) || l.notableLast[i] != w || utf8.RuneCountInString(w) < latinNotableLetters {
		return false
	}
	return !l.first[w] && !l.firms[w] && !(l.words[w] && !foreign) && !l.thingWord(t)
}

// lowerWords are the folded words of toks written in lower case: a
// capitalised word that the same text also writes in lower case is a
// common noun capitalised for a title or a body ("Câmara" by "câmara").
func lowerWords(toks []token) map[string]bool {
	out := map[string]bool{}
	for _, t := range toks {
		if r, _ := utf8.DecodeRuneInString(t.text); unicode.IsLower(r) {
			out[t.bare] = true
		}
	}
	return out
}

// latinNotableSurnames adds a lone capitalised Latin word in running prose
// (loneLatinCap) that is a notable person's surname (notableSurname), its
// Turkish case suffix left out; one opening a sentence only when the same
// surname was taken elsewhere in the text ("Seagal ha suscitato" after
// "votare Seagal"). Only words that overlap nothing found are added.
func (d *Detector) latinNotableSurnames(s string, toks []token, spans []Span) []Span {
	taken := map[string]bool{}
	for i := range toks {
		if !d.names.loneLatinCap(s, toks, i) {
			continue
		}
		t := suffixedName(toks[i])
		if sentenceStart(s, t.start) {
			continue
		}
		if d.names.notableSurname(t, d.names.foreignAround(toks, i)) {
			taken[t.bare] = true
		}
	}
	if len(taken) == 0 {
		return spans
	}
	for w := range lowerWords(toks) {
		delete(taken, w)
	}
	for w := range firmWords(s, toks) {
		delete(taken, w)
	}
	var add []Span
	k := 0
	for i := range toks {
		t := suffixedName(toks[i])
		if !taken[t.bare] || !d.names.loneLatinCap(s, toks, i) || overlapsFound(spans, &k, toks[i].start, toks[i].end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}
