package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// "St." inside a surname (docs/adr/0189). English surnames keep "St." as
// a particle before a capitalised word, "Timothy St. Clair", "Eva St.
// John"; the passes read its full stop as a sentence's end and kept
// "Timothy St". A person whose last word is "St", the full stop, one space
// and a capitalised word of letters after it, runs on to that word: a
// person never ends on the abbreviation itself.

// saintSurnames widens each person ending in the word "St" directly before
// ". " and a capitalised word over that word.
func saintSurnames(s string, spans []Span) []Span {
	var out []Span
	for i, sp := range spans {
		if sp.Kind != Person || sp.End-sp.Start < 4 || s[sp.End-2:sp.End] != "St" || s[sp.End-3] != ' ' ||
			sp.End+2 >= len(s) || s[sp.End:sp.End+2] != ". " {
			continue
		}
		a := sp.End + 2
		r, _ := utf8.DecodeRuneInString(s[a:])
		if !unicode.IsUpper(r) {
			continue
		}
		b := a
		for b < len(s) {
			r, n := utf8.DecodeRuneInString(s[b:])
			if !inWord(r) {
				break
			}
			b += n
		}
		if b-a < 2 || i+1 < len(spans) && spans[i+1].Start < b {
			continue
		}
		if out == nil {
			out = append(spans[:0:0], spans...)
		}
		out[i].End = b
		out[i].Key = strings.Join(strings.Fields(fold(s[sp.Start:b])), " ")
	}
	if out == nil {
		return spans
	}
	return out
}
