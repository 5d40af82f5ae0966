package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Persons in Hebrew script (docs/adr/0125). Hebrew has no capitals and no
// model learnt it, so before this pass no Hebrew name was found unless a
// frame cued it. Wikidata's Hebrew person labels say how Hebrew spells the
// given names of Israelis and foreigners alike ("משה", "דונלד") and every
// word of their names: a listed given name that is no common word, then a
// word of those names that is no common word, is a person.

// hebrewGivenText are the first words of Wikidata's Hebrew person labels
// (scripts/pii-hebrew-hindi-lists.py), one a line, commonest first.
//
//go:embed names/he/given.txt
var hebrewGivenText string

// hebrewRareGivenText are the first words that 2 to 9 of Wikidata's Hebrew
// person labels open with ("אתי", Eti), sorted (docs/adr/0138).
//
//go:embed names/he/given-rare.txt
var hebrewRareGivenText string

// hebrewWordsText are the words of Wikidata's Hebrew person labels.
//
//go:embed names/he/words.txt
var hebrewWordsText string

// hebrewCommonText are FrequencyWords' commonest Hebrew subtitle words,
// commonest first.
//
//go:embed names/he/common.txt
var hebrewCommonText string

// hebrewGiven, hebrewRareGiven, hebrewNameWords and hebrewCommon hold the
// lists (hebrewCommon with each word's rank, 1 the commonest).
var (
	hebrewGiven     = withHebrewListed(wordSet(hebrewGivenText))
	hebrewRareGiven = wordSet(hebrewRareGivenText)
	hebrewNameWords = wordSet(hebrewWordsText)
	hebrewCommon    = wordRanks(hebrewCommonText)
)

// withHebrewListed adds to given the given names in Hebrew letters of
// faker's lists (its he_IL locale, names/faker/given.txt: "יותם", "צחי",
// "יניב"): Israeli given names that open fewer than 10 Wikidata labels
// (docs/adr/0132). The second word's test stays as strict as for
// Wikidata's given names.
func withHebrewListed(given map[string]bool) map[string]bool {
	for w := range readList("names/faker/given.txt") {
		if hebrewWord(w) {
			given[w] = true
		}
	}
	return given
}

// hebrewCommonGiven and hebrewCommonWord are the ranks within which a
// common subtitle word is never a given name ("שלום", hello, rank 152, is
// also Shalom) or a name's second word: ADR 0121's constants for Arabic,
// carried over unchanged rather than chosen on Hebrew text.
const (
	hebrewCommonGiven = 300
	hebrewCommonWord  = 3000
)

// wordRanks holds the fields of text, each with its first position (1 the
// first).
func wordRanks(text string) map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields(text) {
		if m[w] == 0 {
			m[w] = i + 1
		}
	}
	return m
}

// hebrewLetter is a letter of the Hebrew alphabet (no points).
func hebrewLetter(r rune) bool { return r >= 0x05D0 && r <= 0x05EA }

// hebrewWord: w is written in Hebrew letters (with points, geresh or inner
// apostrophes).
func hebrewWord(w string) bool {
	has := false
	for _, r := range w {
		switch {
		case hebrewLetter(r):
			has = true
		case r >= 0x0591 && r <= 0x05C7, r == '\'', r == '׳':
		default:
			return false
		}
	}
	return has
}

// hebrewKey is t as the lists spell it, and the end of the word in s: the
// points folded off, a geresh written ' ; a geresh right after the word
// belongs to it ("ג'ורג'", George).
func hebrewKey(s string, t token) (string, int) {
	k := strings.ReplaceAll(t.folded, "׳", "'")
	end := t.end
	if r, n := utf8.DecodeRuneInString(s[end:]); r == '\'' || r == '׳' {
		if r2, _ := utf8.DecodeRuneInString(s[end+n:]); !hebrewLetter(r2) {
			k += "'"
			end += n
		}
	}
	return k, end
}

// hebrewPrefixes are the one-letter words Hebrew glues to the next word
// (and, the, in, to, from, that, as): "ודונלד" is "and Donald".
const hebrewPrefixes = "ובהלמשכ"

// hebrewGivenAt returns how many bytes of the word key to leave out of a
// given name (0, or a glued prefix letter's), or -1 when key is no listed
// given name that is not among the hebrewCommonGiven commonest words,
// with or without the prefix. The rare given names count only when
// vouched for (a person was found on the next word).
func hebrewGivenAt(key string, vouched bool) int {
	ok := func(w string) bool {
		r := hebrewCommon[w]
		return (hebrewGiven[w] || vouched && hebrewRareGiven[w]) && (r == 0 || r > hebrewCommonGiven)
	}
	if ok(key) {
		return 0
	}
	first, size := utf8.DecodeRuneInString(key)
	if strings.ContainsRune(hebrewPrefixes, first) && utf8.RuneCountInString(key) >= 4 && ok(key[size:]) {
		return size
	}
	return -1
}

// hebrewSurname: key may follow a given name: a word of Wikidata's Hebrew
// names, two letters or more, that is no common word.
func hebrewSurname(key string) bool {
	return hebrewNameWords[key] && hebrewUncommon(key)
}

// hebrewPersons adds the two-word persons in Hebrew script: a listed given
// name (hebrewGivenAt; a glued prefix stays out of the name) then, one
// space on, a listed name word that is no common word (hebrewSurname),
// where nothing was found or an earlier pass found the given name alone
// (the pair replaces it: "משה" of "משה וילנסקי"); a given name that 2 to 9
// labels open with joins a person found on the next word alone ("אתי" of
// "אתי אלון", docs/adr/0138). Then a Hebrew find whose
// every word is a common word is dropped (hebrewCommonFinds). One pass over
// the words, two map lookups a word.
func hebrewPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	var replaced map[int]bool
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		if !hebrewWord(a.text) || !hebrewWord(b.text) {
			continue
		}
		ak, aend := hebrewKey(s, a)
		if s[aend:b.start] != " " {
			continue
		}
		cut := hebrewGivenAt(ak, false)
		if cut < 0 {
			// "אתי אלון": a given name that few labels open with ("אתי",
			// Eti, 4) joins a person an earlier pass found on the next
			// word alone, which vouches for the pair.
			if c := hebrewGivenAt(ak, true); c >= 0 {
				if j := hebrewFoundAlone(s, spans, &k, a, b); j >= 0 {
					if replaced == nil {
						replaced = map[int]bool{}
					}
					replaced[j] = true
					start := a.start + c
					added = append(added, Span{Start: start, End: spans[j].End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[start:spans[j].End])), " ")})
					i++
				}
			}
			continue
		}
		last := i + 1
		if j := hebrewInitialThen(s, toks, i+1); j > 0 {
			// "ג'יימס ג' לינדזי": an initial between the given name and
			// a listed name word.
			last = j
		}
		bk, bend := hebrewKey(s, toks[last])
		if overlapsFound(spans, &k, a.start, bend) {
			// Only the given name alone, found by an earlier pass, gives way.
			if sp := spans[k]; sp.Kind != Person || sp.Start < a.start || sp.End > aend || k+1 < len(spans) && spans[k+1].Start < bend || !hebrewSurname(bk) {
				continue
			}
			if replaced == nil {
				replaced = map[int]bool{}
			}
			replaced[k] = true
		} else if !hebrewSurname(bk) {
			continue
		}
		start := a.start + cut
		added = append(added, Span{Start: start, End: bend, Kind: Person, Key: strings.Join(strings.Fields(fold(s[start:bend])), " ")})
		i = last
	}
	if replaced != nil {
		kept := make([]Span, 0, len(spans))
		for j, sp := range spans {
			if !replaced[j] {
				kept = append(kept, sp)
			}
		}
		spans = kept
	}
	return hebrewCommonFinds(s, withAdded(spans, added))
}

// hebrewFoundAlone returns the index in spans of a person an earlier pass
// found on the word b alone (maybe with its geresh), when b is a word of
// Wikidata's Hebrew names and nothing was found on a, the word before it;
// -1 otherwise.
func hebrewFoundAlone(s string, spans []Span, k *int, a, b token) int {
	bk, bend := hebrewKey(s, b)
	if !hebrewNameWords[bk] || !overlapsFound(spans, k, a.start, bend) {
		return -1
	}
	if sp := spans[*k]; sp.Kind != Person || sp.Start != b.start || sp.End != b.end && sp.End != bend {
		return -1
	}
	return *k
}

// hebrewInitialThen returns the index of the word after toks[i] when
// toks[i] is one Hebrew letter with a geresh (an initial, "ג'") and that
// word is a listed name word one space on, or 0.
func hebrewInitialThen(s string, toks []token, i int) int {
	if i+1 >= len(toks) || utf8.RuneCountInString(toks[i].text) != 1 || !hebrewWord(toks[i].text) {
		return 0
	}
	k, end := hebrewKey(s, toks[i])
	if !strings.HasSuffix(k, "'") || s[end:toks[i+1].start] != " " || !hebrewWord(toks[i+1].text) {
		return 0
	}
	if nk, _ := hebrewKey(s, toks[i+1]); !hebrewSurname(nk) {
		return 0
	}
	return i + 1
}

// hebrewUncommon: key is a word of two letters or more that is not among
// the hebrewCommonWord commonest.
func hebrewUncommon(key string) bool {
	r := hebrewCommon[key]
	return utf8.RuneCountInString(key) >= 2 && (r == 0 || r > hebrewCommonWord)
}

// hebrewCommonFinds drops the persons in Hebrew script whose every word is
// among the hebrewCommonWord commonest subtitle words: the models and
// rules, meeting a script without capitals, take function words and nouns
// for names ("אשר", which; "אדם" of "בני אדם", people; "צוק איתן").
func hebrewCommonFinds(s string, spans []Span) []Span {
	out := spans[:0:0]
	for _, sp := range spans {
		if sp.Kind == Person && hebrewAllCommon(s[sp.Start:sp.End]) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// hebrewAllCommon: v is words in Hebrew script, each among the
// hebrewCommonWord commonest (hebrewCommonWithPrefix).
func hebrewAllCommon(v string) bool {
	ws := strings.Fields(v)
	for _, w := range ws {
		if !hebrewWord(w) {
			return false
		}
		if !hebrewCommonWithPrefix(strings.ReplaceAll(fold(w), "׳", "'")) {
			return false
		}
	}
	return len(ws) > 0
}

// hebrewCommonWithPrefix: the folded word w, or w without a glued
// one-letter prefix ("לבני", to the sons of), is among the
// hebrewCommonWord commonest.
func hebrewCommonWithPrefix(w string) bool {
	if r := hebrewCommon[w]; r > 0 && r <= hebrewCommonWord {
		return true
	}
	first, size := utf8.DecodeRuneInString(w)
	if !strings.ContainsRune(hebrewPrefixes, first) || utf8.RuneCountInString(w) < 3 {
		return false
	}
	r := hebrewCommon[w[size:]]
	return r > 0 && r <= hebrewCommonWord
}
