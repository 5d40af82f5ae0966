package pii

import (
	"strings"
	"unicode/utf8"
)

// sayyidWords are "Sayyid" as Persian and Arabic write it without the
// article: a descent from the Prophet that Iranian and Arab names carry as
// their first word ("سید حسن نصرالله", "سيد محمد خاتمي"), not a form of
// address, so it belongs to the name. "السيد" (Mr) is a form of address
// and stays outside (docs/adr/0172).
var sayyidWords = map[string]bool{"سید": true, "سيد": true}

// arabicNameEdges mends the edges of the persons written in Arabic script,
// last, over what the passes found: a name never starts or ends inside a
// word that a zero-width non-joiner (U+200C) parts ("آنه‌ماری شیمل",
// "هابیل علی‌اف"; joinZWNJ) unless the part is an ending (persianSuffixes:
// "دل‌های", hearts of), and a "Sayyid" right before a name is the
// name's first word (sayyidWords), also when a pass found it alone as a
// person. Each span reads only its own neighbourhood (joinZWNJ is bounded,
// the word before a name is one word), so the pass is linear in the text.
// spans are in text order and stay so.
func arabicNameEdges(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, "\u200cس") { // no joiner, no "Sayyid"
		return spans
	}
	var out []Span
	changed := false
	for i, sp := range spans {
		if sp.Kind != Person || !arabicScript(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		lo, hi := 0, len(s)
		if k := len(out) - 1; k >= 0 {
			lo = out[k].End
		}
		if i+1 < len(spans) {
			hi = spans[i+1].Start
		}
		m := joinZWNJ(s, sp)
		if m.Start < lo || m.End > hi || m.End > sp.End && persianSuffixes[fold(s[sp.End+len("\u200c"):m.End])] {
			m = sp // "دل‌های": a plural ending, not a word's part
		}
		if w := wordBefore(s, m.Start); w != "" && sayyidWords[w] && !sayyidWords[s[m.Start:m.End]] {
			start := m.Start - len(w) - 1
			if k := len(out) - 1; k >= 0 && out[k].Kind == Person && out[k].Start == start && out[k].End == start+len(w) {
				out = out[:k] // "سيد" found alone before the name
				lo = start
			}
			if start >= lo && (start == 0 || !isArabicLetter(lastRune(s[:start]))) {
				m = vouchedSpan(s, start, m.End)
			}
		}
		if m != sp {
			changed = true
		}
		out = append(out, m)
	}
	if !changed {
		return spans
	}
	return out
}

// wordBefore is the word of Arabic letters that ends one space before at,
// or "" when none does.
func wordBefore(s string, at int) string {
	if at < 2 || s[at-1] != ' ' {
		return ""
	}
	end := at - 1
	start := end
	for start > 0 && end-start < 16 {
		r, n := utf8.DecodeLastRuneInString(s[:start])
		if !isArabicLetter(r) {
			break
		}
		start -= n
	}
	return s[start:end]
}

// lastRune is the last rune of s, utf8.RuneError when s is empty.
func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}
