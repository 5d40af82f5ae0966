package pii

import "strings"

// A foreign name's later words in Persian (docs/adr/0219). A foreign
// person's name runs to three words or four as often as two ("فرانسیس فورد
// کوپولا", "جان مینارد کینز", "اریش ماریا رمارک"); foreignArabicNames took
// the first two and left the rest, so the name was found short. A word
// after them that could itself be a foreign name's second word belongs to
// the name. Only in Persian: Arabic news puts a role after a foreign name
// ("كريستوفر هيل مساعد", assistant; "الياس المر وزير", minister) that
// Wikidata's name words hold too.

// persianSpelled: text holds a letter only Persian writes.
func persianSpelled(text string) bool { return strings.ContainsAny(text, persianOnlyLetters) }

// foreignMoreWords is how many words after the first two a foreign name
// may take: a given name, a middle name and a surname, or two surnames.
const foreignMoreWords = 2

// foreignNameEnd is the index of the last word of the foreign name whose
// second word is toks[j] and which starts at start: j, or up to
// foreignMoreWords later words, each one space after the one before, each
// a foreignSecondWord, the name written with a letter only Persian writes
// (persianSpelled), none overlapping a span found (k walks spans as
// overlapsFound's does).
func (d *Detector) foreignNameEnd(s string, toks []token, j int, spans []Span, k *int, start int) int {
	for n := 0; n < foreignMoreWords && j+1 < len(toks); n++ {
		next := toks[j+1]
		if s[toks[j].end:next.start] != " " || !persianSpelled(s[start:next.end]) || !d.foreignSecondWord(next) || overlapsFound(spans, k, start, next.end) {
			break
		}
		j++
	}
	return j
}

// foreignNameMostWords is the most words a foreign name grows to.
const foreignNameMostWords = 4

// longerForeignNames lengthens the persons in Arabic script that another
// pass found short, a foreign given name and one or two words more ("اریش
// ماریا" of "اریش ماریا رمارک"): by the words after them that could be a
// foreign name's second word, up to foreignNameMostWords in all, none
// reaching the next span, the name persianSpelled. A native name ("محمد
// مصدق") opens on no listed foreign given name and stays as it was. Spans
// and tokens are walked forward together, and no span is read past
// foreignNameMostWords words, so the pass is linear in the text.
func (d *Detector) longerForeignNames(s string, toks []token, spans []Span) []Span {
	var out []Span // a copy, made at the first name lengthened: the caller's spans stay as they were
	t := 0
	for n := range spans {
		sp := &spans[n]
		if sp.Kind != Person {
			continue
		}
		for t < len(toks) && toks[t].start < sp.Start {
			t++
		}
		if t+1 >= len(toks) || toks[t].start != sp.Start || !arabicWord(toks[t].text) {
			continue
		}
		first, e := t, t
		for e+1 < len(toks) && toks[e+1].end <= sp.End && e-first < foreignNameMostWords {
			e++
		}
		if toks[e].end != sp.End || e == first || e-first+1 >= foreignNameMostWords {
			continue
		}
		if foreignClitic(toks[first]) != 0 && !persianSpelledGiven(toks[first], toks[first+1]) {
			continue
		}
		last := e
		for last-first+1 < foreignNameMostWords && last+1 < len(toks) {
			next := toks[last+1]
			if s[toks[last].end:next.start] != " " || !persianSpelled(s[sp.Start:next.end]) || !d.foreignSecondWord(next) || n+1 < len(spans) && spans[n+1].Start < next.end {
				break
			}
			last++
		}
		if last > e {
			if out == nil {
				out = append([]Span(nil), spans...)
			}
			out[n] = personSpan(s, toks[first], toks[last])
		}
	}
	if out == nil {
		return spans
	}
	return out
}
