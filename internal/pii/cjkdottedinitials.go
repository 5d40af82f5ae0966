package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Dotted foreign names in Chinese text with a Latin initial for a part
// (羅伯特·R·威廉斯, A·J·克朗寧, V·森達拉姆) or a hyphen joining the parts
// of a double family name (雅克·沙邦-戴爾馬, docs/adr/0171). findDottedHan
// joins Han parts alone, so the rules and the model cut such a name at
// the initial or the hyphen (羅伯特|·r·威廉斯, 雅克·沙邦|-戴爾馬) or miss
// it; and dropMixedScripts dropped any person mixing Latin and Han.

// asciiLetter: r is a Latin letter of ASCII.
func asciiLetter(r byte) bool { return r|0x20 >= 'a' && r|0x20 <= 'z' }

// maxInitials is the most Latin initials one name holds (A·J·, J·R·R·).
const maxInitials = 3

// initialsFrom returns, for a run of up to maxInitials Latin initials each
// followed by a Han dot starting at i (R·, A·J·), the offset of the last
// dot when a Han character follows it; or -1.
func initialsFrom(s string, i int) int {
	last := -1
	for c := 0; c < maxInitials && i < len(s) && asciiLetter(s[i]) && (i+1 == len(s) || !asciiLetter(s[i+1])); c++ {
		r, n := utf8.DecodeRuneInString(s[i+1:])
		if !strings.ContainsRune(hanDots, r) {
			break
		}
		last = i + 1
		i += 1 + n
	}
	if last < 0 || !dotAt(s, last) {
		return -1
	}
	return last
}

// hyphenAt: a hyphen at i joins two Han characters.
func hyphenAt(s string, i int) bool {
	r, n := utf8.DecodeRuneInString(s[i:])
	if i <= 0 || i >= len(s) || r != '-' && r != '－' {
		return false
	}
	before, _ := utf8.DecodeLastRuneInString(s[:i])
	after, _ := utf8.DecodeRuneInString(s[i+n:])
	return hanRune(before) && hanRune(after)
}

// dottedInitials widens each dotted person in Chinese text over a Latin
// initial and the part after it (羅伯特 → 羅伯特·R·威廉斯) or over a hyphen
// and the part after it (雅克·沙邦 → 雅克·沙邦-戴爾馬), and adds the names
// that open on initials (A·J·克朗寧) after a bound. The last part ends as
// findDottedHan's with its edge rules (dottedEnd); a Han part before the
// initials starts as findDottedHan's first part (partBefore). A widened or added
// person replaces the persons it overlaps, unless another kind of span
// stands there. spans are in text order, none overlapping; so is the
// result.
func dottedInitials(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, hanDots) || !strings.ContainsAny(s, "-－abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
		return spans
	}
	var add []Span
	for _, sp := range spans {
		if sp.Kind != Person || !hasCJKText(sp.Key) || japaneseAround(s, sp.Start, sp.End) {
			continue
		}
		if end := dottedTail(s, sp.End, strings.ContainsAny(sp.Key, hanDots)); end > sp.End {
			add = append(add, Span{Start: sp.Start, End: end, Kind: Person, Key: s[sp.Start:end]})
		}
	}
	for i := 0; i < len(s); i++ {
		if !asciiLetter(s[i]) || i > 0 && (asciiLetter(s[i-1]) || s[i-1] >= '0' && s[i-1] <= '9') {
			continue
		}
		last := initialsFrom(s, i)
		if last < 0 {
			continue
		}
		start := i
		if prev, m := utf8.DecodeLastRuneInString(s[:i]); strings.ContainsRune(hanDots, prev) {
			start = partBefore(s, i-m) // 查爾斯·|B·葛瑞費斯: the name starts before
		}
		if end := dottedEnd(s, last, true); start >= 0 && end > last && !japaneseAround(s, start, end) {
			add = append(add, Span{Start: start, End: end, Kind: Person, Key: s[start:end]})
		}
		i = last
	}
	if len(add) == 0 {
		return spans
	}
	sort.SliceStable(add, func(i, j int) bool { return add[i].Start < add[j].Start })
	return replaceOverlapped(spans, add)
}

// partBefore returns where the Han part before the dot at dot starts, as
// findDottedHan finds it: the nearest bound within six characters, moved
// past a common word that ends before the dot; or -1.
func partBefore(s string, dot int) int {
	q := dot
	for back := 0; back < 6 && q > 0; back++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		if cjkLeftBound(s, q) != noBound || dotStopBefore(s, q) {
			return afterWord(s, q, dot)
		}
	}
	return -1
}

// dottedTail returns where a dotted name that a person ending at e began
// ends when initials (·R·) or, for a person holding a dot, a hyphen (-)
// follow it and a last part follows them; or e.
func dottedTail(s string, e int, dotted bool) int {
	if hyphenAt(s, e) && dotted {
		if end := dottedEnd(s, e, true); end > e {
			return end
		}
		return e
	}
	if r, _ := utf8.DecodeRuneInString(s[e:]); e >= len(s) || !strings.ContainsRune(hanDots, r) {
		return e
	}
	_, n := utf8.DecodeRuneInString(s[e:])
	last := initialsFrom(s, e+n)
	if last < 0 {
		return e
	}
	if end := dottedEnd(s, last, true); end > last {
		return end
	}
	return e
}

// replaceOverlapped puts each span of add (in text order) in place of the
// persons of spans (in text order, none overlapping) it overlaps, unless
// it overlaps a span of another kind or an earlier span of add. One sweep
// over both keeps it linear.
func replaceOverlapped(spans, add []Span) []Span {
	var keep []Span
	k := 0 // the first span that ends after a starts
	for _, a := range add {
		for k < len(spans) && spans[k].End <= a.Start {
			k++
		}
		ok := len(keep) == 0 || keep[len(keep)-1].End <= a.Start
		for j := k; ok && j < len(spans) && spans[j].Start < a.End; j++ {
			ok = spans[j].Kind == Person
		}
		if ok {
			keep = append(keep, a)
		}
	}
	out := spans[:0:0]
	k = 0 // the first kept span that ends after sp starts
	for _, sp := range spans {
		for k < len(keep) && keep[k].End <= sp.Start {
			k++
		}
		if k == len(keep) || keep[k].Start >= sp.End {
			out = append(out, sp)
		}
	}
	out = mergeSpans(out, keep)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// initialsOnly: every Latin letter of v is an initial that a Han dot
// follows or precedes (羅伯特·R·威廉斯), so v is one dotted name.
func initialsOnly(v string) bool {
	for i := 0; i < len(v); i++ {
		if !asciiLetter(v[i]) {
			continue
		}
		if i+1 < len(v) && asciiLetter(v[i+1]) || i > 0 && asciiLetter(v[i-1]) {
			return false
		}
		r, _ := utf8.DecodeRuneInString(v[i+1:])
		if !strings.ContainsRune(hanDots, r) {
			p, _ := utf8.DecodeLastRuneInString(v[:i])
			if !strings.ContainsRune(hanDots, p) {
				return false
			}
		}
	}
	return true
}
