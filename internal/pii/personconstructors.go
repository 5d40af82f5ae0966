package pii

import (
	"regexp"
	"strings"
)

// Code writes a person by a constructor whose arguments are the parts of
// the name: R's person("Matt", "Dowle", role = "aut") and as.person,
// positional given then family, or keyed (given = "Matt", family =
// c("Dowle")). Each part is a person span by itself, as the split fields
// of exports are (namefields.go, docs/adr/0141); the rules found the known
// full names only where prose rules took the two quoted words for one
// (docs/adr/0277).

// personCall is a call of a person constructor and its first two string
// arguments, when both are positional; personArg a keyed string argument
// of a name part. Arguments are short and end at their line: linear.
var (
	personCall = regexp.MustCompile(`\b(?:as\.)?[Pp]erson\(\s*["']([^"'\n]{1,60})["']\s*,\s*["']([^"'\n]{1,60})["']`)
	personArg  = regexp.MustCompile(`\b(given|family|first|last|middle)\s*=\s*(?:c\(\s*)?["']([^"'\n]{1,60})["']`)
)

// constructorNameParts adds, as persons, the name parts a person
// constructor's string arguments hold; a part already found is kept, the
// persons that cross a part give way to it.
func (d *Detector) constructorNameParts(s string, spans []Span) []Span {
	if !strings.Contains(s, "erson(") {
		return spans
	}
	var add []Span
	off := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		start := off
		off += len(line)
		i := strings.Index(line, "erson(")
		if i < 1 || line[i-1] != 'p' && line[i-1] != 'P' {
			continue
		}
		if m := personCall.FindStringSubmatchIndex(line); m != nil {
			add = d.namePart(s, start+m[2], start+m[3], add)
			add = d.namePart(s, start+m[4], start+m[5], add)
			continue
		}
		for _, m := range personArg.FindAllStringSubmatchIndex(line[i:], -1) {
			add = d.namePart(s, start+i+m[4], start+i+m[5], add)
		}
	}
	if len(add) == 0 {
		return spans
	}
	kept := spans[:0:0]
	same := map[[2]int]bool{}
	k := 0
	for _, sp := range spans {
		for k < len(add) && add[k].End <= sp.Start {
			k++
		}
		cross, equal := false, false
		for j := k; j < len(add) && add[j].Start < sp.End; j++ {
			equal = equal || sp.Start == add[j].Start && sp.End == add[j].End
			cross = cross || sp.Start != add[j].Start || sp.End != add[j].End
		}
		if !cross {
			same[[2]int{sp.Start, sp.End}] = same[[2]int{sp.Start, sp.End}] || equal
			kept = append(kept, sp)
		}
	}
	fresh := add[:0:0]
	for _, a := range add {
		if !same[[2]int{a.Start, a.End}] {
			fresh = append(fresh, a)
		}
	}
	return withAdded(kept, fresh)
}
