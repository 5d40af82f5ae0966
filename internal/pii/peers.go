package pii

import "strings"

// findPeers adds the names that stand where other names of the same text
// stand: the other cells of a table column that is mostly people ("| West
// Africa | Babajide Olatunji | Efua Mensah |" below rows of known names),
// and an item of a list between two people or joined to one by "and"
// ("Chidinma Eze, Kaveh Moradi, Marisol Castañeda"). Names in no list are
// found this way when their neighbours are in one.
func (d *Detector) findPeers(s string, spans []Span) []Span {
	people := map[[2]int]bool{}
	for _, sp := range spans {
		if sp.Kind == Person {
			people[[2]int{sp.Start, sp.End}] = true
		}
	}
	if len(people) == 0 {
		return spans
	}
	spans = d.peerCells(s, people, spans)
	return dropHeadings(s, d.peerItems(s, spans))
}

// dropHeadings drops the people found on a Markdown table's heading row (the
// line right above its |---| rule): headings name columns, not persons
// ("| Họ và tên | Phòng ban |").
func dropHeadings(s string, spans []Span) []Span {
	var heads [][2]int
	off := 0
	lines := strings.SplitAfter(s, "\n")
	for i, line := range lines {
		if i+1 < len(lines) && strings.Contains(line, "|") && isRule(strings.TrimRight(lines[i+1], "\r\n")) {
			heads = append(heads, [2]int{off, off + len(line)})
		}
		off += len(line)
	}
	if len(heads) == 0 {
		return spans
	}
	out := spans[:0]
	for _, sp := range spans {
		keep := true
		for _, h := range heads {
			if sp.Kind == Person && sp.Start >= h[0] && sp.End <= h[1] {
				keep = false
			}
		}
		if keep {
			out = append(out, sp)
		}
	}
	return out
}

// peerCells: in a run of table lines with the same separator and number of
// cells, a column whose filled cells are at least half people (two or more)
// holds people in its other cells too, when they read as names (nameValue).
func (d *Detector) peerCells(s string, people map[[2]int]bool, spans []Span) []Span {
	type row struct {
		start int
		cells [][2]int
	}
	var group []row
	sep := ""
	flush := func() {
		if len(group) < 3 {
			group = nil
			return
		}
		for c := range group[0].cells {
			filled, named := 0, 0
			for _, r := range group {
				from, to := trimCell(s, r.start+r.cells[c][0], r.start+r.cells[c][1])
				if from < to {
					filled++
				}
				if people[[2]int{from, to}] {
					named++
				}
			}
			if named < 2 || named*2 < filled {
				continue
			}
			for k, r := range group {
				from, to := trimCell(s, r.start+r.cells[c][0], r.start+r.cells[c][1])
				// The first row is the column's heading ("Deputy", "姓名"), not a person.
				if k > 0 && from < to && !people[[2]int{from, to}] {
					spans = d.nameValue(s, from, to, spans)
				}
			}
		}
		group = nil
	}
	off := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		start := off
		off += len(line)
		cells, cut := splitCells(strings.TrimRight(line, "\r\n"))
		if len(cells) < 2 || group != nil && (cut != sep || len(cells) != len(group[0].cells)) {
			flush()
		}
		if len(cells) >= 2 {
			sep = cut
			group = append(group, row{start, cells})
		}
	}
	flush()
	return resolve(spans)
}

// trimCell is a cell's range without the spaces, quotes and emphasis around it.
func trimCell(s string, from, to int) (int, int) {
	for from < to && strings.ContainsRune(" \t\"*_", rune(s[from])) {
		from++
	}
	for to > from && strings.ContainsRune(" \t\"*_.", rune(s[to-1])) {
		to--
	}
	return from, to
}

// peerItems: capitalised words between two people in a list (", ") or
// joined to one by "and"/"&" are a person when they read as a name of two
// or three words in no dictionary.
func (d *Detector) peerItems(s string, spans []Span) []Span {
	n := &nameScan{s: s, toks: words(s), l: d.names}
	at := map[int]int{} // token start → index
	for i, t := range n.toks {
		at[t.start] = i
	}
	// People by where they start, so each item is checked in constant time (a long list stays linear).
	byStart := map[int]int{}
	for _, sp := range spans {
		if sp.Kind == Person {
			byStart[sp.Start] = sp.End
		}
	}
	person := func(from, to int) bool { e, ok := byStart[from]; return ok && e == to }
	var added []Span
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		for _, sep := range []string{", ", " and ", " & ", ", and "} {
			if !strings.HasPrefix(s[sp.End:], sep) {
				continue
			}
			k, ok := at[sp.End+len(sep)]
			if !ok {
				continue
			}
			end, ok := n.peerName(k)
			if !ok || person(n.toks[k].start, n.toks[end].end) {
				continue
			}
			// Joined by "and", or a list item with a person after it as well.
			rest := s[n.toks[end].end:]
			after := false
			for _, sep2 := range []string{", ", " and ", ", and "} {
				if _, ok := byStart[n.toks[end].end+len(sep2)]; ok && strings.HasPrefix(rest, sep2) {
					after = true
				}
			}
			if sep != ", " || after {
				added = append(added, personSpan(s, n.toks[k], n.toks[end]))
			}
		}
	}
	return resolve(append(spans, added...))
}

// peerName is a name of two or three capitalised words at k, none a stop
// word, a place noun or an English word that is no known name.
func (n *nameScan) peerName(k int) (int, bool) {
	end := k
	for end+1 < len(n.toks) && end-k < 2 && n.joined(end) && n.peerWord(end+1) {
		end++
	}
	if end == k || !n.peerWord(k) || n.placeLike(k, end) {
		return 0, false
	}
	return end, true
}

func (n *nameScan) peerWord(i int) bool {
	t := n.toks[i]
	return capitalised(t.text) && cased(t.text) && !n.stop(i) && !titles[t.bare] && !n.l.places[t.bare] && !n.office(i) &&
		(!n.l.words[t.bare] || n.known(i) && !n.l.common[t.bare])
}
