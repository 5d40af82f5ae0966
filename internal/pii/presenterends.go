package pii

import (
	"strings"
	"unicode"
)

// Meeting notes credit an item's presenter after a dash ending the item:
// "* Kubelet 在容器中运行 - Paul", "* Simple rolling update - Brendan"
// (docs/adr/0189). Notes name people by their given name alone there. A
// list item ending in a dash and one or two capitalised words, the first a
// listed given name, ends in a person.

// presenterDashes are the dashes, spaced, that set a presenter off.
var presenterDashes = []string{" - ", " – ", " — "}

// presenterEnds adds the presenters list items end with.
func (d *Detector) presenterEnds(s string, spans []Span) []Span {
	var slots []listItem
	eachLine(s, func(start int, body string) {
		line := strings.TrimRight(body, " ")
		lead := strings.TrimLeft(line, " ")
		if !strings.HasPrefix(lead, "* ") && !strings.HasPrefix(lead, "- ") && !strings.HasPrefix(lead, "• ") {
			return
		}
		at, size := -1, 0
		for _, dash := range presenterDashes {
			if i := strings.LastIndex(line, dash); i > at {
				at, size = i, len(dash)
			}
		}
		if at < 0 || at < len(line)-len(lead)+2 {
			return
		}
		a := at + size
		slot := line[a:]
		toks := words(slot)
		if len(toks) == 0 || len(toks) > 2 || toks[0].start != 0 || toks[len(toks)-1].end != len(slot) {
			return
		}
		for _, t := range toks {
			if !unicode.IsUpper([]rune(t.text)[0]) || !allLatin(t.text) {
				return
			}
		}
		if !d.names.first[toks[0].bare] || strings.Count(slot, " ") != len(toks)-1 {
			return
		}
		slots = append(slots, listItem{a: start + a, b: start + len(line), toks: toks})
	})
	return placePersons(s, spans, slots)
}
