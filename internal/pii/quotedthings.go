package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Titles of works, firms, bands and venues set in quotation marks (docs/adr/0157).
// Prose in Norwegian, Russian, Belarusian, German, Polish and French sets a
// book's, a film's or a place's name in typographic quotation marks
// («Mein Kampf», „El Greco”, «Арт Сядзібе», ``Münchner Kessel''), while a
// person's name stands bare; the word lists cannot tell such a title from a
// name when its words are names elsewhere. Once quoted, the title is one
// wherever the document repeats it ("на Арт Сядзібе"). Only typographic
// marks count: a straight double quote also wraps values in JSON, CSV and
// forms, where a person's name fills it ("Name": "Ana Silva"). Han and kana
// lines quote persons (“小沢一郎”“勝海舟”), so the rule reads Latin and
// Cyrillic only.

// titleQuotes pairs each opening typographic quotation mark with the
// closing marks the languages that use it set after it: guillemets both
// ways (French, Russian; Danish and German reversed), the low-high pairs of
// German, Polish and the Baltic and Slavic languages, the English pairs,
// the Swedish and Finnish same-mark pair, and TeX's doubled backquote.
// A reversed pair's opening mark also closes another pair (French
// « Titre » Jean Dupont « Autre »), so there the title must hug its marks,
// as Danish and German set it (»Titel«).
var titleQuotes = []struct {
	open     string
	closes   []string
	reversed bool
}{
	{"«", []string{"»"}, false}, {"»", []string{"«"}, true}, {"‹", []string{"›"}, false}, {"›", []string{"‹"}, true},
	{"„", []string{"“", "”"}, false}, {"‚", []string{"‘", "’"}, false},
	{"“", []string{"”"}, false}, {"‘", []string{"’"}, false}, {"”", []string{"”"}, true},
	{"``", []string{"''"}, false},
}

// maxTitleBytes bounds a quoted title: a longer quotation is a saying, not
// a name.
const maxTitleBytes = 120

// quotedTitles are the texts s sets in a pair of typographic quotation
// marks, each up to maxTitleBytes long and on one line; nil when s has no
// opening mark.
func quotedTitles(s string) map[string]bool {
	var out map[string]bool
	for _, q := range titleQuotes {
		for i := 0; ; {
			j := strings.Index(s[i:], q.open)
			if j < 0 {
				break
			}
			from := i + j + len(q.open)
			i = from
			if r, _ := utf8.DecodeLastRuneInString(s[:from-len(q.open)]); letterOrDigit(r) {
				continue // a closing mark after a word ("»Titel« Hans Jensen »Andet«")
			}
			rest := s[from:min(len(s), from+maxTitleBytes+4)]
			end := -1
			for _, c := range q.closes {
				if k := strings.Index(rest, c); k > 0 && (end < 0 || k < end) {
					end = k
				}
			}
			if end >= 0 {
				if r, _ := utf8.DecodeRuneInString(rest[end:][len(closeAt(rest[end:], q.closes)):]); letterOrDigit(r) {
					continue
				}
			}
			if end < 0 || end > maxTitleBytes || strings.ContainsAny(rest[:end], "\n\r") ||
				q.reversed && strings.TrimSpace(rest[:end]) != rest[:end] {
				continue
			}
			if out == nil {
				out = map[string]bool{}
			}
			out[strings.TrimSpace(rest[:end])] = true
		}
	}
	return out
}

// latinOrCyrillic is whether every letter of s is a Latin or Cyrillic one.
func latinOrCyrillic(s string) bool {
	for _, r := range s {
		if unicode.IsLetter(r) && !unicode.In(r, unicode.Latin, unicode.Cyrillic) {
			return false
		}
	}
	return true
}

// dropQuotedTitles drops the Latin- or Cyrillic-script persons whose text
// the document sets, here or elsewhere, alone in a pair of typographic
// quotation marks, as written or declined: the title of a work, a firm or a
// place, not a person.
func dropQuotedTitles(s string, spans []Span) []Span {
	var titles map[string]bool
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && latinOrCyrillic(s[sp.Start:sp.End]) {
			if titles == nil {
				titles = quotedTitles(s)
				if titles == nil {
					titles = map[string]bool{}
				}
			}
			if titles[s[sp.Start:sp.End]] || declinedTitle(titles, s[sp.Start:sp.End]) {
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// closeAt is the closing mark of closes that rest starts with.
func closeAt(rest string, closes []string) string {
	for _, c := range closes {
		if strings.HasPrefix(rest, c) {
			return c
		}
	}
	return ""
}

// letterOrDigit is whether r is a letter or digit: a quotation mark glued
// to one on the outside closes or opens a word, not a title.
func letterOrDigit(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// declinedTitle is whether text is a quoted title of titles in another
// case: as many words, each the same or the same stem with another ending
// (cldrthings.go's inflectedAll; "Арт Сядзібы" of «Арт Сядзібе»).
func declinedTitle(titles map[string]bool, text string) bool {
	ws := strings.Fields(strings.ToLower(text))
	for t := range titles {
		if fs := strings.Fields(strings.ToLower(t)); len(fs) > 1 && inflectedAll(ws, fs) {
			return true
		}
	}
	return false
}
