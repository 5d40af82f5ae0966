package pii

import "strings"

// Chinese and Japanese write the full-width colon "：" where English
// writes ":" (docs/adr/0189): "**Frederico**： …", "**作者**：Bob Killen".
// A speaker's label ends at either.

// labelColon is the byte where the first colon of s, ASCII or full-width,
// stands, and its length in bytes; -1 and 0 when there is none.
func labelColon(s string) (at, size int) {
	a := strings.IndexByte(s, ':')
	w := strings.Index(s, "：")
	switch {
	case w >= 0 && (a < 0 || w < a):
		return w, len("：")
	case a >= 0:
		return a, 1
	}
	return -1, 0
}
