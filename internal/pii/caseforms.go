package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Prose of an inflecting language names a person in full once and then by
// the surname alone in another case, with an ending no list of ours holds:
// Karelian "Vlasova" and "Vlasovua", Uzbek "-ning", Estonian "-le", North
// Sami "-s", "-in", Hungarian "-nak" after a vowel the list's stem lacks.
// echoLatinSurnames (latinecho.go) knows the endings of four languages;
// caseFormSurnames reads the ending off the text instead, for any
// Latin-script language but English (docs/adr/0211).

// Bounds of a case form: the part a form shares with the found surname has
// caseFormStem letters or more and is more than half of the form; the
// surname loses at most caseFormDrop letters of its own ending ("Vlasova"
// -> "Vlasov-ua", "Bērziņš" -> "Bērziņ-am") and the form adds at most
// caseFormEnd ("Karimov-ning").
const (
	caseFormStem = 4
	caseFormDrop = 2
	caseFormEnd  = 4
)

// caseFormEnglishShare: a text whose lower-case Latin words of four
// letters or more are English words at this share or over is English,
// where a surname's "-s", "-ian" or "-ism" makes another word ("Jordans",
// "Keynesian", "Thatcherism"); the pass leaves it to echoLatinSurnames.
const caseFormEnglishShare = 0.3

// caseFormBucket bounds the found surnames kept under one opening of
// caseFormStem letters, so each lone word is matched against a bounded few
// and Find stays linear in its input.
const caseFormBucket = 8

// caseFormSurnames adds, in Latin-script text that is not English, every
// lone capitalised Latin word (loneLatinCap), its Turkish suffix left out,
// that is another case (caseFormOf) of the last word of a person found in
// the text: a person of two Latin words or more whose first word is a
// listed given name ("Vladi Republike Hrvatske" and "Bentsen Senato" were
// found wrongly and would give "Hrvatskoj", "Senatör"), its last word of
// five letters or more, capitalised and no thing's word. The form is no
// thing's word either, nor an office's title, nor written in lower case in
// the text. Only words overlapping nothing found are added. One walk over
// the spans, two over the words, and a bounded bucket per lone word.
func (d *Detector) caseFormSurnames(s string, toks []token, spans []Span) []Span {
	stems := map[string][][]rune{}
	seen := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind != Person || !allLatin(s[sp.Start:sp.End]) {
			continue
		}
		ws := words(s[sp.Start:sp.End])
		if len(ws) < 2 {
			continue
		}
		last := ws[len(ws)-1]
		if !d.names.first[ws[0].bare] || !capitalised(last.text) || utf8.RuneCountInString(last.bare) < minLatinEchoStem+1 || d.names.thingWord(last) || seen[last.bare] {
			continue
		}
		seen[last.bare] = true
		f := []rune(last.bare)
		if key := string(f[:caseFormStem]); len(stems[key]) < caseFormBucket {
			stems[key] = append(stems[key], f)
		}
	}
	if len(stems) == 0 {
		return spans
	}
	lower := map[string]bool{}
	long, english := 0, 0
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.IsLower(r) {
			continue
		}
		lower[t.bare] = true
		if unicode.Is(unicode.Latin, r) && utf8.RuneCountInString(t.bare) >= 4 {
			long++
			if d.names.words[t.bare] {
				english++
			}
		}
	}
	if long == 0 || float64(english) >= caseFormEnglishShare*float64(long) {
		return spans
	}
	var add []Span
	k := 0
	for i := range toks {
		if !d.names.loneLatinCap(s, toks, i) {
			continue
		}
		t := suffixedName(toks[i])
		w := []rune(t.bare)
		if len(w) < caseFormStem+1 || lower[t.bare] || officeTitle(t.bare) || d.names.thingWord(t) || !d.caseFormOf(w, stems[string(w[:caseFormStem])], lower) || overlapsFound(spans, &k, toks[i].start, toks[i].end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}

// caseFormOf is whether the folded, bare word w is another case of one of
// the surnames in stems: it differs from the surname, shares its first
// caseFormStem letters or more with it and more than half its own, the
// surname keeps all but caseFormDrop letters at most, and what w adds is
// caseFormEnd letters at most, no word (caseFormEndWord: "Berg" and
// "Bergman" are two surnames) and no Slavic adjective's ending
// (slavicAdjectiveEnd).
func (d *Detector) caseFormOf(w []rune, stems [][]rune, lower map[string]bool) bool {
	for _, f := range stems {
		n := 0
		for n < len(w) && n < len(f) && w[n] == f[n] {
			n++
		}
		if n == len(w) && n == len(f) || n < caseFormStem || 2*n <= len(w) || len(f)-n > caseFormDrop || len(w)-n > caseFormEnd {
			continue
		}
		if end := string(w[n:]); end == "" || !d.caseFormEndWord(end, lower) && !slavicAdjectiveEnd(end) {
			return true
		}
	}
	return false
}

// caseFormEndWord is whether a form's ending of two letters or more is a
// word of its own, which makes the form a compound or another name rather
// than a case: a word the text writes in lower case, an English or a
// function word. The common words of all European languages are not
// asked: they hold most short endings (Estonian "ning", "ua").
func (d *Detector) caseFormEndWord(end string, lower map[string]bool) bool {
	if utf8.RuneCountInString(end) < 2 {
		return false
	}
	l := d.names
	return lower[end] || l.words[end] || l.stop[end] || europeStop.has(end) || strings.Contains(end, "-")
}

// slavicAdjectiveEnd: an ending that makes a surname a Slavic possessive or
// relational adjective ("Nobelove ceny", "Nobelovská"), which names a
// thing after the person rather than the person.
func slavicAdjectiveEnd(end string) bool {
	for _, p := range []string{"ov", "ev", "ow", "sk", "ck"} {
		if strings.HasPrefix(end, p) {
			return true
		}
	}
	return false
}
