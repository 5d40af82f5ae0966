package pii

import (
	"strings"
	"unicode/utf8"
)

// A speaker's name at the end of a timed row's talk title (docs/adr/0247).
// Conference programmes write a row as a time, the talk's title, the
// speaker, the company and the post, and often glue the speaker to the
// title with no space: 16:00-16:30 函数计算可观测霍秉杰 青云科技 资深架构师. No
// pass that starts at a run's edge or a field's start reads such a name:
// it is the tail of a long Han run. In a line that opens with a time and
// ends with a post, the last two or three characters of the Han run before
// the company, a listed family name and a given name that pass the field
// pass's checks (no word, place or thing; no word across the name's start),
// are the speaker.
//
// One scan per line, each line read once forward and at most three runes
// back from one place: Find stays linear.

// zhTimedRowTails switches the pass off for measuring (tests).
var zhTimedRowTails = true

// zhTimedRowMax bounds the bytes of a line the pass reads.
const zhTimedRowMax = 400

// addZhTimedRowNames adds the speakers at the end of timed rows' titles.
func (d *Detector) addZhTimedRowNames(s string, spans []Span) []Span {
	if !zhTimedRowTails || d.rulesOnly || !hasHan(s) || hasKana(s) {
		return spans
	}
	var add []Span
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		if end-start <= zhTimedRowMax {
			if i, e := d.zhTimedRowName(s, start, end); e > i {
				add = append(add, Span{Start: i, End: e, Kind: Person, Key: s[i:e]})
			}
		}
		start = end + 1
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// zhTimedRowName returns the bounds of the speaker of the line s[start:end],
// or end, end.
func (d *Detector) zhTimedRowName(s string, start, end int) (int, int) {
	line := strings.TrimLeft(s[start:end], zhFieldMarks)
	if !zhTimeAt(line) {
		return end, end
	}
	last, _ := utf8.DecodeLastRuneInString(strings.TrimRight(s[start:end], " \t\r"))
	if !strings.ContainsRune(zhRowPostEnds, last) {
		return end, end
	}
	// The first Han run followed by a space ends the title; the company
	// and the post follow it.
	for p := start; p < end; {
		r, n := utf8.DecodeRuneInString(s[p:])
		if hanRune(r) && p+n < end && s[p+n] == ' ' {
			return d.zhRowTailName(s, p+n)
		}
		p += n
	}
	return end, end
}

// zhRowTailName returns the bounds of a family name and a one- or
// two-character given name ending the Han run at e, or e, e.
func (d *Detector) zhRowTailName(s string, e int) (int, int) {
	starts := make([]int, 0, 3)
	for q, k := e, 0; k < 3 && q > 0; k++ {
		r, m := utf8.DecodeLastRuneInString(s[:q])
		if !hanRune(r) {
			break
		}
		q -= m
		starts = append(starts, q)
	}
	for k := len(starts) - 1; k >= 1; k-- { // the longer name first
		i := starts[k]
		for _, se := range d.zhSurnameAt(s, i) {
			if se < e && utf8.RuneCountInString(s[se:e]) <= 2 && !aWord(s[i:e]) && !wordAcross(s, i) && d.zhCuedShape(s, i, se, e, false) {
				return i, e
			}
		}
	}
	return e, e
}
