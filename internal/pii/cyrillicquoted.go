package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Russian, Ukrainian and Belarusian prose typed on a plain keyboard sets a
// ship's, a factory's, a film's or a party's name in straight double
// quotes after the noun it names ("крейсер "Аврора"", "завода "Светлана"",
// "фильмов "Троя" и "Александр"", "партії "Слуга народу""), and that
// name is often a given name. dropQuotedTitles reads typographic marks
// only, as a straight quote also wraps values in JSON, CSV and forms,
// where a person fills it; after a lower-case Cyrillic word, though, the
// quote is prose's (docs/adr/0276).

// maxQuotedTail bounds the bytes read after a quoted name to its closing
// quote: a number ("-13") and up to three lower-case words.
const maxQuotedTail = 64

// dropStraightQuotedThings drops the persons of Cyrillic script that open a
// pair of straight double quotes standing after a lower-case Cyrillic word,
// when what follows the person to the closing quote is at most a number and
// lower-case words on the same line ("Аполлон-13", "Слуга народу"): the
// name of a thing the word before it names. Each span reads only the
// bytes around it, bounded by maxQuotedTail.
func dropStraightQuotedThings(s string, spans []Span) []Span {
	var out []Span
	for i, sp := range spans {
		if sp.Kind == Person && straightQuotedThing(s, sp) {
			if out == nil {
				out = append(make([]Span, 0, len(spans)), spans[:i]...)
			}
			continue
		}
		if out != nil {
			out = append(out, sp)
		}
	}
	if out == nil {
		return spans
	}
	return out
}

// straightQuotedThing: the span is Cyrillic, opens a straight double quote
// after a lower-case Cyrillic word and a space, and the quote closes after
// it with only a number and lower-case words between (dropStraightQuotedThings).
func straightQuotedThing(s string, sp Span) bool {
	first, _ := utf8.DecodeRuneInString(s[sp.Start:])
	if !unicode.Is(unicode.Cyrillic, first) || sp.Start < 3 || s[sp.Start-1] != '"' || s[sp.Start-2] != ' ' {
		return false
	}
	if r, _ := utf8.DecodeLastRuneInString(s[:sp.Start-2]); !unicode.Is(unicode.Cyrillic, r) || !unicode.IsLower(r) {
		return false
	}
	tail := s[sp.End:min(len(s), sp.End+maxQuotedTail)]
	end := strings.IndexByte(tail, '"')
	if end < 0 || strings.ContainsAny(tail[:end], "\n\r") {
		return false
	}
	for _, w := range strings.FieldsFunc(tail[:end], func(r rune) bool { return r == ' ' || r == '-' }) {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsLower(r) && !unicode.IsDigit(r) {
			return false
		}
	}
	return true
}
