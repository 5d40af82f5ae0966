package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Knowledge-base documents list one set of people in several short lists:
// a SIG's "Chairs" and "Technical Leads", an election's ranking and then
// its winners by term, a meeting's attendance as an HTML table's cells
// (docs/adr/0185). Each list is too short, or its cells too mixed, for the
// rule of three vouched items (docs/adr/0163) alone.

// cellMarker opens an HTML table's cell, which a list item's marker stands
// for: "<td>Arnaud Le Hors (IBM, <strong>TAC</strong>)".
const cellMarker = "<td>"

// itemList is one list of a text: its marker without the indentation and
// its items in order.
type itemList struct {
	key   string
	items []listItem
}

// tableMarkup is a line of an HTML table that holds no cell's text: "</td>",
// "<tr>", "</table>", or a heading cell "<td><strong>Name</strong>". It
// does not end the list of cells.
func tableMarkup(line string) bool {
	return strings.HasPrefix(strings.TrimSpace(line), "<")
}

// handleNote is an item's note that opens on a code host's handle: " (@enj)",
// " (**[@enj](https://github.com/enj)**)". A handle after a name says whose
// account it is: the name is a person's.
func handleNote(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if !strings.HasPrefix(rest, "(") {
		return false
	}
	// reST writes the handle as a link: "(`@voberoi <https://…>`_)".
	rest = strings.TrimLeft(rest[1:], "*_[`")
	if !strings.HasPrefix(rest, "@") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(rest[1:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// ofPersons is a list of which enough items hold a person already found:
// at least least of them and half its name-shaped items (a table's other
// cells, "he/him", "x", are not counted).
func ofPersons(l itemList, vouched, least int) bool {
	n := len(l.items)
	if l.key == cellMarker || l.key == plainKey {
		n = 0
		for _, it := range l.items {
			if it.toks != nil {
				n++
			}
		}
	}
	return vouched >= least && 2*vouched >= n
}

// listsOfPersons makes each name-shaped item one person, whole, in a list
// of persons (ofPersons, three vouched items at least) and in any other
// list with the same marker in the text that has one vouched item at least
// (the same document's other lists of the same people); and each item a
// handle follows, in any list. In a table of persons, what a cell that is
// no name holds ("She/Sher") is no person; nor the affiliation after an
// item's handle (", Bloomberg").
func (d *Detector) listsOfPersons(s string, spans []Span, lists []itemList) []Span {
	vouched := make([]int, len(lists))
	persons := map[string]bool{}
	k := 0
	for i, l := range lists {
		for _, it := range l.items {
			if it.toks == nil {
				continue
			}
			for k < len(spans) && spans[k].End <= it.a {
				k++
			}
			if l.key == plainKey {
				// A plain line is vouched for only by a person that is the
				// whole line: prose holds persons in many of its lines.
				if k < len(spans) && exactlyVouched(spans[k], it) {
					vouched[i]++
				}
			} else if k < len(spans) && spans[k].Kind == Person && spans[k].Start < it.b {
				vouched[i]++
			}
		}
		if ofPersons(l, vouched[i], 3) && l.key != plainKey {
			persons[l.key] = true
		}
	}
	var slots []listItem
	var none [][2]int
	for i, l := range lists {
		whole := ofPersons(l, vouched[i], 3) || persons[l.key] && ofPersons(l, vouched[i], 1)
		for _, it := range l.items {
			// A table's cell of one word is another column's: a handle
			// ("Torgo"), a mark ("x"), pronouns ("She/Sher").
			// A link target of one word is a site's or a label's as often
			// ("PyPI", "Sphinx"): only targets of two words or more.
			word := (l.key == cellMarker || l.key == linkTargetKey || l.key == plainKey) && len(it.toks) < 2
			if (whole || it.handle) && !word {
				slots = append(slots, it)
			}
			if it.handle && it.tail[1] > it.tail[0] {
				none = append(none, it.tail)
			}
			if whole && word && l.key == cellMarker && !strings.Contains(s[it.a:it.b], " ") {
				none = append(none, [2]int{it.a, it.b})
			}
		}
	}
	return placePersons(s, dropPersonsWithin(spans, none), slots)
}

// dropPersonsWithin drops the persons that lie wholly inside one of the
// ranges, which are in order and do not overlap.
func dropPersonsWithin(spans []Span, ranges [][2]int) []Span {
	if len(ranges) == 0 {
		return spans
	}
	out := spans[:0:0]
	k := 0
	for _, sp := range spans {
		for k < len(ranges) && ranges[k][1] <= sp.Start {
			k++
		}
		if sp.Kind == Person && k < len(ranges) && ranges[k][0] <= sp.Start && sp.End <= ranges[k][1] {
			continue
		}
		out = append(out, sp)
	}
	return out
}
