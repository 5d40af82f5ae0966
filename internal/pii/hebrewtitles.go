package pii

import (
	"strings"
	"unicode/utf8"
)

// Hebrew persons after a title (docs/adr/0145). Parliamentary and news
// Hebrew names a member by title and surname alone ("חבר הכנסת זאבי",
// Member of Knesset Ze'evi; "ד"ר אורון"), and a given name that is a word of
// the subtitles ("איתן", strong; "שי", gift) or a surname that is one
// ("פרס", prize) keeps ADR 0125's pair rule from reading the name. After a
// title the next word is a person when Wikidata's Hebrew person labels hold
// it and it is not among the hebrewCommonGiven commonest subtitle words; a
// listed given name takes the next name word too ("רחבעם זאבי", "נחמן
// שי"), by the same test. The title itself is never part of the person
// ("הרב אריה" becomes "אריה דרעי").

// hebrewTitles stand before a person's name: Member of Knesset (both
// genders, with or without a hyphen, and its abbreviation), minister,
// deputy minister, prime minister, chair, rabbi, doctor, professor, Mr and
// Mrs. A tiny closed class, like the English titles of cues.go.
var hebrewTitles = []string{
	"חבר הכנסת", "חברת הכנסת", "חבר-הכנסת", "חברת-הכנסת", "ח\"כ", "ח״כ", "השר", "השרה", "סגן השר", "סגנית השר",
	"ראש הממשלה", "היושב-ראש", "היושב ראש", "היושבת-ראש", "היושבת ראש", "הרב", "ד\"ר", "ד״ר", "פרופ'", "פרופ׳",
	"פרופסור", "מר", "גברת",
}

// hebrewTitleWords are the words of hebrewTitles: a title after a title
// ("השר הרב", the minister rabbi) is no name, though Wikidata's labels hold
// "הרב".
var hebrewTitleWords = func() map[string]bool {
	m := map[string]bool{}
	for _, t := range hebrewTitles {
		for _, w := range strings.Fields(t) {
			m[w] = true
		}
	}
	return m
}()

// hebrewTitled switches the pass off for measuring (PII_HE_NOTITLE).
var hebrewTitled = true

// hebrewTitledPersons adds the persons after a Hebrew title
// (hebrewTitleBefore) to spans, in text order; persons found inside the
// name or the title ("הרב אריה", "שמעון" of "שמעון פרס") give way to it,
// and anything else found across it keeps its place. One pass over the
// words; a suffix test a word and a binary search of spans a name.
func hebrewTitledPersons(s string, toks []token, spans []Span) []Span {
	if !hebrewTitled {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(toks); i++ {
		a := toks[i]
		if !hebrewHyphened(a.text) {
			continue
		}
		ts := hebrewTitleBefore(s, a.start)
		if ts < 0 {
			continue
		}
		ak, end := hebrewKey(s, a)
		if !hebrewTitleName(ak) {
			continue
		}
		last := i
		if i+1 < len(toks) && (hebrewGiven[ak] || hebrewRareGiven[ak]) {
			b := toks[i+1]
			if bk, bend := hebrewKey(s, b); hebrewHyphened(b.text) && s[end:b.start] == " " && hebrewTitleName(bk) {
				end, last = bend, i+1
			}
		}
		sp := Span{Start: a.start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a.start:end])), " ")}
		over, inside := spansInside(spans, Span{Start: ts, End: end})
		if !inside {
			continue
		}
		for _, k := range over {
			drop[k] = true
		}
		add = append(add, sp)
		i = last
	}
	return replacedSpans(spans, drop, add)
}

// hebrewTitleName: the folded word key may be a name after a title: no
// title word itself, a word of Wikidata's Hebrew person labels, two letters or more, not among the
// hebrewCommonGiven commonest subtitle words.
func hebrewTitleName(key string) bool {
	r := hebrewCommon[key]
	return !hebrewTitleWords[key] && hebrewNameWords[key] && utf8.RuneCountInString(key) >= 2 && (r == 0 || r > hebrewCommonGiven)
}

// hebrewTitleBefore returns where the title ends one space before i starts
// (the title's start), or -1. A title stands at the start of s or after a
// non-letter, or after one glued prefix letter ("לחבר הכנסת", to MK).
func hebrewTitleBefore(s string, i int) int {
	if i < 1 || s[i-1] != ' ' {
		return -1
	}
	head := s[:i-1]
	for _, t := range hebrewTitles {
		if !strings.HasSuffix(head, t) {
			continue
		}
		ts := len(head) - len(t)
		r, n := utf8.DecodeLastRuneInString(head[:ts])
		if ts > 0 && hebrewLetter(r) {
			r2, _ := utf8.DecodeLastRuneInString(head[:ts-n])
			if !strings.ContainsRune(hebrewPrefixes, r) || ts-n > 0 && hebrewLetter(r2) {
				continue
			}
		}
		return ts
	}
	return -1
}

// hebrewHyphened: w is Hebrew words joined by hyphens ("פינס-פז", a
// double surname, is one word of Wikidata's labels).
func hebrewHyphened(w string) bool {
	for _, p := range strings.Split(w, "-") {
		if !hebrewWord(p) {
			return false
		}
	}
	return true
}

// hebrewVocatives switches the vocative step off for measuring
// (PII_HE_NOVOCATIVE).
var hebrewVocatives = true

// hebrewVocativePersons adds a listed Hebrew given name (hebrewGiven, not
// among the hebrewCommonGiven commonest words) that stands alone as a
// clause of its own, as a speaker addresses someone: after the start of a
// line or a comma, and before a comma, a full stop, a question or an
// exclamation mark ("כן, מיקי.", "דבורה, את"; docs/adr/0145), and not in
// a list of places (hebrewPlaceBeside). Where anything was found on the
// word, it stays. One pass over the words.
func (d *Detector) hebrewVocativePersons(s string, toks []token, spans []Span) []Span {
	if !hebrewVocatives {
		return spans
	}
	var add []Span
	k := 0
	for i, a := range toks {
		if !hebrewWord(a.text) || d.hebrewPlaceBeside(toks, i) {
			continue
		}
		key, end := hebrewKey(s, a)
		if r := hebrewCommon[key]; !hebrewGiven[key] || r > 0 && r <= hebrewCommonGiven {
			continue
		}
		before := strings.TrimRight(s[:a.start], " ")
		if before != "" && !strings.HasSuffix(before, ",") && !strings.HasSuffix(before, "\n") {
			continue
		}
		if end >= len(s) || !strings.ContainsRune(",.?!", rune(s[end])) {
			continue
		}
		if overlapsFound(spans, &k, a.start, end) {
			continue
		}
		add = append(add, Span{Start: a.start, End: end, Kind: Person, Key: fold(s[a.start:end])})
	}
	return withAdded(spans, add)
}

// hebrewPlaceBeside: the word before or after toks[i] is a place of
// faker's lists: toks[i] stands in a list of places ("ירושלים, ירדן,
// סוריה"), where a given name that is also a place's name (ירדן, Jordan)
// names the place.
func (d *Detector) hebrewPlaceBeside(toks []token, i int) bool {
	for _, j := range []int{i - 1, i + 1} {
		if j >= 0 && j < len(toks) && hebrewWord(toks[j].text) && d.names.places[toks[j].folded] {
			return true
		}
	}
	return false
}
