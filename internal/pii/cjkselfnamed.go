package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons who name themselves in Latin letters inside Chinese and Japanese
// speech (docs/adr/0180): "こんにちは、Benjaminと申します", "私はJamesです",
// "一位名叫 Mohammad 的与会者". The phrases around the word are said of a
// name only, so a capitalised word of Latin letters there is a person,
// however rare (Wenjia, Marek).

// selfNameAfter are the phrases that follow a name the speaker gives as
// theirs (the humble と申します; と言います names things too: "このツールは
// Kindと言います"); selfNameBefore those that precede one.
var (
	selfNameAfter  = []string{"と申します"}
	selfNameBefore = []string{"名叫", "我叫"}
)

// selfNamedPersons makes the Latin names the phrases around them vouch for
// persons. Each phrase is found once by a forward scan, and a name is at
// most maxSelfName bytes beside it, so the pass is linear.
func (d *Detector) selfNamedPersons(s string, spans []Span) []Span {
	var slots []listItem
	add := func(a, b int) {
		if toks := d.slotWords(s[a:b]); len(toks) > 0 && len(toks) <= 3 && latinLabel(toks) {
			slots = append(slots, listItem{a: a, b: b, toks: toks})
		}
	}
	for _, p := range selfNameAfter {
		for i := strings.Index(s, p); i >= 0; i = nextIndex(s, p, i) {
			add(latinRunBefore(s, i), i)
		}
	}
	for i := strings.Index(s, "私は"); i >= 0; i = nextIndex(s, "私は", i) {
		a := i + len("私は")
		if b := latinRunAfter(s, a); b > a && strings.HasPrefix(s[b:], "です") {
			add(a, b)
		}
	}
	for _, p := range selfNameBefore {
		for i := strings.Index(s, p); i >= 0; i = nextIndex(s, p, i) {
			a := i + len(p)
			if a < len(s) && s[a] == ' ' {
				a++
			}
			if b := latinRunAfter(s, a); b > a {
				add(a, b)
			}
		}
	}
	if len(slots) == 0 {
		return spans
	}
	sortItems(slots)
	return placePersons(s, spans, slots)
}

// maxSelfName bounds the bytes of a name beside a phrase.
const maxSelfName = 48

// nextIndex is the next occurrence of p in s after the one at i, or -1.
func nextIndex(s, p string, i int) int {
	j := strings.Index(s[i+len(p):], p)
	if j < 0 {
		return -1
	}
	return i + len(p) + j
}

// latinRunBefore is the start of the run of Latin letters and single
// spaces that ends at i (at most maxSelfName bytes), or i.
func latinRunBefore(s string, i int) int {
	a := i
	for a > 0 && i-a < maxSelfName {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		if !unicode.Is(unicode.Latin, r) && !(r == ' ' && a < i && a-n > 0 && s[a-n-1] != ' ') {
			break
		}
		a -= n
	}
	for a < i && s[a] == ' ' {
		a++
	}
	return a
}

// latinRunAfter is the end of the run of Latin letters and single spaces
// that starts at i (at most maxSelfName bytes), less a trailing space.
func latinRunAfter(s string, i int) int {
	b := i
	for b < len(s) && b-i < maxSelfName {
		r, n := utf8.DecodeRuneInString(s[b:])
		if !unicode.Is(unicode.Latin, r) && !(r == ' ' && b > i && s[b-1] != ' ') {
			break
		}
		b += n
	}
	for b > i && s[b-1] == ' ' {
		b--
	}
	return b
}

// sortItems orders slots by start, as placePersons reads them.
func sortItems(slots []listItem) {
	sort.Slice(slots, func(i, j int) bool { return slots[i].a < slots[j].a })
}
