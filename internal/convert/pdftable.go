package convert

import (
	"math"
	"slices"
	"sort"
	"strings"
)

// Tables are found from word positions, across pdftotext's blocks (which cut
// a table into one block per column, so reading blocks in order gives each
// column as a run of values): the page's lines are gathered into visual rows
// by their vertical position, each row is cut into segments where the gap
// between two words is wider than a line is tall (word spaces are a quarter
// of that), and a run of rows with two or more segments of short text is a
// table whose columns are the x-ranges the segments occupy. A row's label and
// its numbers then land in one Markdown table row.

// cellGap is the gap between words, in line heights, that separates cells.
const cellGap = 1.0

// tableCellWords is the most words the median cell of a table may hold, and
// a quarter of its cells at most may hold more: two columns of prose also
// split into segments, but of whole sentences.
const tableCellWords = 5

type segment struct {
	xMin, xMax float64
	text       string
	words      int
}

// vrow is one visual row: the lines (page-wide indices into lineRefs) sharing
// a vertical position, cut into segments.
type vrow struct {
	yMin, yMax float64 // the shortest line's top and bottom
	hMax       float64 // the tallest line's height
	lines      []int
	segs       []segment
}

type lineRef struct{ block, line int }

// span is an x-range: a cell's, or a column's.
type span struct{ x0, x1 float64 }

// pageTable is a table found on a page: its rendered rows and the lines it took.
type pageTable struct {
	rows  [][]string
	lines []lineRef
}

// visualRows gathers the page's lines into visual rows cut into segments;
// rows hold indices into the returned line references.
func visualRows(p ppage) ([]vrow, []lineRef) {
	var refs []lineRef
	for bi, b := range p.blocks {
		for li := range b.lines {
			refs = append(refs, lineRef{bi, li})
		}
	}
	line := func(i int) pline { r := refs[i]; return p.blocks[r.block].lines[r.line] }
	order := make([]int, len(refs))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return line(order[a]).yMin < line(order[b]).yMin })
	var rows []vrow
	for _, i := range order {
		l := line(i)
		if n := len(rows); n > 0 {
			r := &rows[n-1]
			// Tops within half the shorter line's height: a row grown by
			// each line it takes, or led by one tall cell, would swallow
			// the rows below it.
			if math.Abs(l.yMin-r.yMin) < 0.5*math.Min(l.height(), r.yMax-r.yMin) {
				r.lines = append(r.lines, i)
				r.yMax = math.Min(r.yMax, l.yMax)
				r.hMax = math.Max(r.hMax, l.height())
				continue
			}
		}
		rows = append(rows, vrow{yMin: l.yMin, yMax: l.yMax, hMax: l.height(), lines: []int{i}})
	}
	for k := range rows {
		rows[k].segs = segments(rows[k], line)
	}
	return rows, refs
}

// findTables returns the tables of a page.
func findTables(p ppage) []pageTable {
	rows, refs := visualRows(p)
	var tables []pageTable
	for i := 0; i < len(rows); {
		if !tabular(rows[i]) {
			i++
			continue
		}
		j := i + 1
		last := i
		for j < len(rows) {
			h := rows[j-1].yMax - rows[j-1].yMin
			// A row set taller than the table's first (a heading after a
			// figure's labels) ends the table.
			taller := rows[j].hMax > 1.25*rows[i].hMax
			if rows[j].yMin-rows[j-1].yMax > 2.5*h || len(rows[j].segs) == 0 || listMarker(rows[j].segs[0].text) || taller {
				break
			}
			if tabular(rows[j]) {
				last = j
			} else if rows[j].segs[0].words > 30 {
				break
			}
			j++
		}
		if t, ok := buildTable(rows[i:last+1], refs); ok {
			tables = append(tables, t)
			i = last + 1
			continue
		}
		i++
	}
	return tables
}

// segments cuts a visual row into cells at wide gaps between words.
func segments(r vrow, line func(int) pline) []segment {
	type w struct {
		pword
		h float64
	}
	var ws []w
	for _, i := range r.lines {
		l := line(i)
		for _, x := range l.words {
			ws = append(ws, w{x, l.height()})
		}
	}
	sort.SliceStable(ws, func(a, b int) bool { return ws[a].xMin < ws[b].xMin })
	var segs []segment
	for k, x := range ws {
		if k == 0 || x.xMin-ws[k-1].xMax > cellGap*math.Min(x.h, ws[k-1].h) {
			segs = append(segs, segment{xMin: x.xMin, xMax: x.xMax, text: x.text, words: 1})
			continue
		}
		s := &segs[len(segs)-1]
		s.text += " " + x.text
		s.xMax = math.Max(s.xMax, x.xMax)
		s.words++
	}
	return segs
}

// tabular reports whether a row looks like a table row: two or more cells,
// not a list item whose marker stands apart from its text.
func tabular(r vrow) bool {
	return len(r.segs) >= 2 && !listMarker(r.segs[0].text)
}

// listMarker reports whether s is only a bullet glyph or an item number ("3.", "a)", "(iv)").
func listMarker(s string) bool {
	if slices.Contains(bullets, s+" ") || slices.Contains(bullets, s) {
		return true
	}
	_, ok := itemNumber(s)
	return ok && !strings.Contains(strings.TrimSpace(s), " ")
}

// buildTable turns a run of rows into a table when its cells are short and
// its columns at least two.
func buildTable(rows []vrow, refs []lineRef) (pageTable, bool) {
	tab := 0
	var words []int
	for _, r := range rows {
		if tabular(r) {
			tab++
		}
		for _, s := range r.segs {
			words = append(words, s.words)
		}
	}
	if tab < 2 {
		return pageTable{}, false
	}
	slices.Sort(words)
	long := len(words) - sort.SearchInts(words, tableCellWords+1)
	if words[len(words)/2] > tableCellWords || 4*long > len(words) {
		return pageTable{}, false
	}
	// Columns: the x-ranges of the cells of the rows with the most cells
	// (among counts at least two rows share, so one row split by a stray
	// gap does not decide), merged where they overlap. Rows with fewer,
	// wider cells (headers, rows that leave columns empty) then land in the
	// columns they cover instead of fusing them.
	count := map[int]int{}
	mode := 0
	for _, r := range rows {
		if n := len(r.segs); n >= 2 {
			count[n]++
		}
	}
	for n, k := range count {
		if (k >= 2 || len(count) == 1) && n > mode {
			mode = n
		}
	}
	if mode == 0 {
		return pageTable{}, false
	}
	var spans []span
	for _, r := range rows {
		if len(r.segs) == mode {
			for _, s := range r.segs {
				spans = append(spans, span{s.xMin, s.xMax})
			}
		}
	}
	cols := mergeSpans(spans)
	if len(cols) < 2 {
		return pageTable{}, false
	}
	// A row cut into more cells than there are columns has gaps where the
	// others have none: justified prose beside a column, not a table —
	// unless the columns of every row together explain it: a statistics
	// table whose rows each leave different cells blank (right-aligned
	// numbers of different widths) has no row with every column filled.
	for _, r := range rows {
		if len(r.segs) > len(cols) {
			if cols = unionColumns(rows, mode); cols == nil {
				return pageTable{}, false
			}
			break
		}
	}
	t := pageTable{}
	for _, r := range rows {
		cells := make([]string, len(cols))
		for _, s := range r.segs {
			best, bestOver := 0, math.Inf(-1)
			for c, col := range cols {
				over := math.Min(s.xMax, col.x1) - math.Max(s.xMin, col.x0)
				if over <= 0 {
					// No overlap: the distance to the column, negated.
					over = -math.Min(math.Abs(s.xMin-col.x1), math.Abs(col.x0-s.xMax))
				}
				if over > bestOver {
					best, bestOver = c, over
				}
			}
			if cells[best] != "" {
				cells[best] += " "
			}
			cells[best] += s.text
		}
		t.rows = append(t.rows, cells)
		for _, i := range r.lines {
			t.lines = append(t.lines, refs[i])
		}
	}
	return t, true
}

// unionColumns are the merged x-ranges of the cells of every row cut into
// at least half as many cells as the most common count, or nil when some
// such row puts two cells in one column (the gaps do not line up, as in
// prose) or they make fewer columns than that count.
func unionColumns(rows []vrow, mode int) []span {
	var spans []span
	for _, r := range rows {
		if len(r.segs) >= 2 && 2*len(r.segs) >= mode {
			for _, s := range r.segs {
				spans = append(spans, span{s.xMin, s.xMax})
			}
		}
	}
	cols := mergeSpans(spans)
	if len(cols) < mode {
		return nil
	}
	for _, r := range rows {
		if len(r.segs) < 2 || 2*len(r.segs) < mode {
			continue
		}
		used := make([]bool, len(cols))
		for _, s := range r.segs {
			for c, col := range cols {
				if s.xMin >= col.x0 && s.xMax <= col.x1 {
					if used[c] {
						return nil
					}
					used[c] = true
				}
			}
		}
	}
	return cols
}

// mergeSpans sorts spans by their left edge and merges those that overlap:
// the columns the cells of aligned rows occupy.
func mergeSpans(spans []span) []span {
	sort.Slice(spans, func(a, b int) bool { return spans[a].x0 < spans[b].x0 })
	var cols []span
	for _, s := range spans {
		if n := len(cols); n > 0 && s.x0 <= cols[n-1].x1 {
			cols[n-1].x1 = math.Max(cols[n-1].x1, s.x1)
			continue
		}
		cols = append(cols, s)
	}
	return cols
}
