package pii

import "unicode/utf8"

// scriptChunks appends to out the byte ranges of s a character or syllable
// model tags: pieces ending at a line end, at a sentence end (ends reports
// one for the rune r that ends at byte i of s), or after maxChunkRunes runes,
// that hold a rune of the model's script (in). A line end stays out of the
// piece before it.
func scriptChunks(s string, out [][2]int, in func(rune) bool, ends func(s string, i int, r rune) bool) [][2]int {
	start, n, has := 0, 0, false
	for i := 0; i < len(s); {
		r, w := utf8.DecodeRuneInString(s[i:])
		i += w
		n++
		has = has || in(r)
		end := i
		switch {
		case r == '\n' || r == '\r':
			end = i - w
		case ends(s, i, r) || n == maxChunkRunes || i == len(s):
		default:
			continue
		}
		if has && end > start {
			out = append(out, [2]int{start, end})
		}
		start, n, has = i, 0, false
	}
	return out
}
