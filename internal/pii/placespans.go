package pii

import "sort"

// placeSpans adds the persons of add to spans, both in text order and
// neither overlapping itself: an added person takes the place of the
// persons it wholly covers ("Zulfa" inside "Zulfa_Castelli"), and is left
// out where it would cut another kind or a person reaching past it.
func placeSpans(spans, add []Span) []Span {
	if len(add) == 0 {
		return spans
	}
	sort.SliceStable(add, func(i, j int) bool { return add[i].Start < add[j].Start })
	gone := make([]bool, len(spans))
	var placed []Span
	j := 0
	for _, a := range add {
		if len(placed) > 0 && placed[len(placed)-1].End > a.Start {
			continue
		}
		for j < len(spans) && spans[j].End <= a.Start {
			j++
		}
		ok, k := true, j
		for ; k < len(spans) && spans[k].Start < a.End; k++ {
			if spans[k].Kind != Person || spans[k].Start < a.Start || spans[k].End > a.End {
				ok = false
			}
		}
		if !ok {
			continue
		}
		for x := j; x < k; x++ {
			gone[x] = true
		}
		placed = append(placed, a)
	}
	out := make([]Span, 0, len(spans)+len(placed))
	for i, sp := range spans {
		if !gone[i] {
			out = append(out, sp)
		}
	}
	out = append(out, placed...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}
