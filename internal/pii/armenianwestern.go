package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Western Armenian names around titles and the classical genitive
// (docs/adr/0255). The Western Armenian press puts a church or Ottoman
// title after the given name ("Կարապետ Էֆէնտի", "Ներսէս Բ. Պատրիարք"),
// so the word before such a title is a given name; and the classical
// spelling's genitive -ոյ ("Պոլսոյ", of Constantinople; "Եկեղեցւոյ", of
// the Church) is a noun's or a place's, never a person's last word there:
// Western Armenian declines a person's name with -ի.

// armenianClassicalText: at least two Armenian words of toks carry a
// letter group only the classical spelling writes (armenianReformed
// changes them, the first յ aside): the text is written in it. One walk
// over the words.
func armenianClassicalText(toks []token) bool {
	n := 0
	for _, t := range toks {
		if !scriptWord(t.text, unicode.Armenian) {
			continue
		}
		lw := strings.ToLower(t.text)
		_, size := utf8.DecodeRuneInString(lw)
		if strings.ContainsAny(lw[size:], "էօ") || strings.Contains(lw, "եա") || strings.Contains(lw, "իւ") {
			if n++; n == 2 {
				return true
			}
		}
	}
	return false
}

// armenianPostTitledPersons adds each capitalised Armenian word nothing
// found, no title and no common word, that stands one space before a title
// that follows a given name (armenianPostTitles), or before one capital
// letter, a dot and a space and such a title ("Ներսէս Բ. Պատրիարք",
// Nerses II, patriarch). The title stays outside.
//
// A person found that ends in such a given name and starts before it
// ("Երջանկայիշատակ Մեսրոպ", Mesrob of blessed memory; "Ն.Ա.Տ. Մեսրոպ",
// His Beatitude Mesrob) is cut to the given name: the name before a title
// of this kind is the given name alone.
func (d *Detector) armenianPostTitledPersons(s string, toks []token, spans []Span) []Span {
	var add []Span
	drop := map[int]bool{}
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if !armenianNamePart(t.text) || !capitalised(t.text) || armenianAnyTitle(t.text) ||
			armenianCommonWord(strings.ToLower(t.text), hindiCommonWord) || !armenianPostTitleAfter(s, toks, i) {
			continue
		}
		if overlapsFound(spans, &k, t.start, t.end) {
			if sp := spans[k]; sp.Kind == Person && sp.End == t.end && sp.Start < t.start {
				drop[k] = true
				add = append(add, personSpan(s, t, t))
			}
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	if len(drop) > 0 {
		return replacedSpans(spans, drop, add)
	}
	return withAdded(spans, add)
}

// armenianPostTitleAfter: a title that follows a given name, maybe in the
// genitive -ի or the dative -ին, stands one space after toks[i], or after one capital
// Armenian letter and ". " there.
func armenianPostTitleAfter(s string, toks []token, i int) bool {
	j := i + 1
	if j >= len(toks) || s[toks[i].end:toks[j].start] != " " {
		return false
	}
	if utf8.RuneCountInString(toks[j].text) == 1 && j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == ". " &&
		scriptWord(toks[j].text, unicode.Armenian) && strings.ToUpper(toks[j].text) == toks[j].text {
		j++
	}
	lw := armenianReformed(strings.ToLower(toks[j].text))
	// "Բ. Պատրիարքի", of patriarch II; "Բ. Պատրիարքին", to him (docs/adr/0273)
	return armenianPostTitles[lw] || armenianPostTitles[strings.TrimSuffix(lw, "ի")] || armenianPostTitles[strings.TrimSuffix(lw, "ին")]
}

// dropArmenianGenitives returns spans less each person, in a text in the
// classical spelling (armenianClassicalText), whose last word is Armenian
// and bears the classical genitive -ոյ (armenianClassicalGenitive); spans
// itself when none is dropped.
func dropArmenianGenitives(s string, toks []token, spans []Span) []Span {
	genitive := func(sp Span) bool {
		if sp.Kind != Person {
			return false
		}
		ws := strings.Fields(s[sp.Start:sp.End])
		last := strings.ToLower(strings.Trim(ws[len(ws)-1], ".,;:!?«»()՝՞՜՛"))
		return armenianClassicalGenitive(last) && scriptWord(last, unicode.Armenian)
	}
	some := false
	for _, sp := range spans {
		some = some || genitive(sp)
	}
	if !some || !armenianClassicalText(toks) {
		return spans
	}
	kept := make([]Span, 0, len(spans))
	for _, sp := range spans {
		if !genitive(sp) {
			kept = append(kept, sp)
		}
	}
	return kept
}
