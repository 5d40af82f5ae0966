package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Translated business news keeps a firm's legal form and names the months
// and weekdays with a case suffix ("Bristol-Myers Co", "Rhone-Poulenc S.A.",
// "Commerzbank AG", "Kara Pazartesi'nde", "5 Ekim"); the word model took
// them for persons (docs/adr/0159, tuned on the thirteenth set's Turkish
// treebank text).

// legalForm is a company's legal form as written, with the "&" or comma
// that may stand before it: a tiny closed class (the forms of the
// languages the sets hold), so a short list and no vendored one. A longer form
// stands before its prefix ("Corp" before "Co"): the first that matches
// is taken.
var legalForm = regexp.MustCompile(`^(?:[ \t]*,)?(?:[ \t]*&)?[ \t]*(?:Corp|Co|Inc|Ltd|LLC|PLC|Plc|GmbH|AG|KG|SA|S\.A|S\.p\.A|SpA|Srl|S\.r\.l|NV|N\.V|BV|B\.V|A\.Ş|AŞ|AB|Oyj|Oy|K\.K|Pty|LP|L\.P)\.?`)

// legalFormAt is whether s opens on a legal form (legalForm) that ends a
// word: "Co." and "Inc'e", not "Co-founder" or "Commerzbank".
func legalFormAt(s string) bool {
	m := legalForm.FindString(s)
	if m == "" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[len(m):])
	return len(m) == len(s) || !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-'
}

// legalFormIn is whether a legal form is a word of a person after its
// first ("Bristol-Myers Co", "Rhone-Poulenc S.A. Merieux"), the person
// itself ("Co") or what follows a lone word or the "&" or comma after a
// person ("Sachs & Co.", "Goldman, Sachs"): the person is a firm. A full
// name right before the form is left: a firm named after its founder
// names a person ("Karl Meisenbach KG", the eighth set's).
func legalFormIn(s string, sp Span) bool {
	f := strings.Fields(s[sp.Start:sp.End])
	if len(f) == 1 && legalFormAt(f[0]) {
		return true
	}
	for _, w := range f[min(1, len(f)):] {
		if legalFormAt(w) {
			return true
		}
	}
	rest := s[sp.End:]
	return legalFormAt(rest) && (len(f) == 1 || strings.ContainsAny(rest[:min(len(rest), 3)], ",&"))
}

// dateWord is whether the Latin person at sp is a month or weekday name of
// some CLDR locale, its case suffix left out ("Ekim", "Eylül"), or ends on
// one after a common word of some language that is no listed given name,
// or is one but the date is declined ("Kara Pazartesi'nde"; not "Lami
// Sabo": "sabo" is a weekday too). A
// lone word that is a listed given name too ("Mei", "Anna", "Kasım") is one
// only declined or after a day's number ("5 Ekim").
func (l nameLists) dateWord(s string, sp Span) bool {
	ws := words(s[sp.Start:min(len(s), sp.End+8)])
	n := 0
	for n < len(ws) && ws[n].start < sp.End-sp.Start {
		n++
	}
	if n == 0 || n > 2 {
		return false
	}
	last := suffixedName(ws[n-1])
	if !cldrDates[strings.ToLower(last.text)] {
		return false
	}
	declined := last.end < ws[n-1].end
	if n == 1 {
		before := strings.TrimRight(s[:sp.Start], " \u00a0")
		return declined || !l.first[last.bare] || before != "" && before[len(before)-1] >= '0' && before[len(before)-1] <= '9'
	}
	return (declined || !l.first[ws[0].bare]) && l.commonWord(ws[0])
}

// dropFirmsAndDates drops the Latin persons that are firms by their legal
// form (legalFormIn) or months and weekdays (dateWord), unless structure
// vouched for them (keep).
func (d *Detector) dropFirmsAndDates(s string, spans []Span, keep map[[2]int]bool) []Span {
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] && allLatin(s[sp.Start:sp.End]) &&
			(legalFormIn(s, sp) || d.names.dateWord(s, sp)) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// commonWord is whether t, in lower case, is a common word of a European
// language, of Turkish or of English.
func (l nameLists) commonWord(t token) bool {
	low := strings.ToLower(t.text)
	_, common := europeCommon[low]
	return common || turkishCommon[low] || l.words[t.bare]
}
