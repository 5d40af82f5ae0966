package convert

import (
	"math"
	"slices"
	"strings"
)

// A ruled grid (pdfrules.go reads the rules) becomes a table: rules that
// cross make the grid, their positions its rows and columns, and each word
// goes to the cell its centre falls in.

// ruledTables finds the grids the page's rules draw (horizontal and
// vertical rules that cross, at least two rows and two columns) and fills
// their cells with the words whose centres fall in them.
func ruledTables(p ppage) []pageTable {
	if len(p.rules) == 0 || p.lineCount() > pageLinesMax {
		return nil
	}
	var hs, vs []rule
	for _, r := range p.rules {
		if r.y0 == r.y1 {
			hs = append(hs, r)
		} else {
			vs = append(vs, r)
		}
	}
	hs, vs = mergeRules(hs, true), mergeRules(vs, false)
	const tol = 2.0
	crosses := func(h, v rule) bool {
		return v.x0 >= h.x0-tol && v.x0 <= h.x1+tol && h.y0 >= v.y0-tol && h.y0 <= v.y1+tol
	}
	// Grids are the connected groups of crossing rules.
	parent := make([]int, len(hs)+len(vs))
	for i := range parent {
		parent[i] = i
	}
	find := func(i int) int {
		for parent[i] != i {
			parent[i] = parent[parent[i]]
			i = parent[i]
		}
		return i
	}
	for i, h := range hs {
		for j, v := range vs {
			if crosses(h, v) {
				parent[find(i)] = find(len(hs) + j)
			}
		}
	}
	groups := map[int][]int{}
	for i := range parent {
		groups[find(i)] = append(groups[find(i)], i)
	}
	var tables []pageTable
	for _, g := range groups {
		var xs, ys []float64
		for _, i := range g {
			if i < len(hs) {
				ys = append(ys, hs[i].y0)
			} else {
				xs = append(xs, vs[i-len(hs)].x0)
			}
		}
		xs, ys = cluster(xs, tol), cluster(ys, tol)
		if len(xs) < 3 || len(ys) < 3 {
			continue
		}
		if t, ok := fillGrid(p, xs, ys); ok {
			tables = append(tables, t)
		}
	}
	slices.SortFunc(tables, func(a, b pageTable) int { return compareRef(a.lines[0], b.lines[0]) })
	return tables
}

func compareRef(a, b lineRef) int {
	if a.block != b.block {
		return a.block - b.block
	}
	return a.line - b.line
}

// mergeRules joins collinear rules that touch (a rule drawn cell by cell).
func mergeRules(rs []rule, horizontal bool) []rule {
	key := func(r rule) (float64, float64, float64) {
		if horizontal {
			return r.y0, r.x0, r.x1
		}
		return r.x0, r.y0, r.y1
	}
	slices.SortFunc(rs, func(a, b rule) int {
		ka, sa, _ := key(a)
		kb, sb, _ := key(b)
		if math.Abs(ka-kb) > 1 {
			return cmpFloat(ka, kb)
		}
		return cmpFloat(sa, sb)
	})
	var out []rule
	for _, r := range rs {
		if n := len(out); n > 0 {
			k0, _, e0 := key(out[n-1])
			k, s, e := key(r)
			if math.Abs(k-k0) <= 1 && s <= e0+2 {
				if horizontal {
					out[n-1].x1 = math.Max(e0, e)
				} else {
					out[n-1].y1 = math.Max(e0, e)
				}
				continue
			}
		}
		out = append(out, r)
	}
	return out
}

func cmpFloat(a, b float64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// cluster sorts values and merges those within tol of the previous one.
func cluster(v []float64, tol float64) []float64 {
	slices.Sort(v)
	var out []float64
	for _, x := range v {
		if n := len(out); n > 0 && x-out[n-1] <= tol {
			continue
		}
		out = append(out, x)
	}
	return out
}

// fillGrid puts each word inside the grid in its cell (by its centre) and
// returns the table of the rows and columns that hold text.
func fillGrid(p ppage, xs, ys []float64) (pageTable, bool) {
	cells := make([][]strings.Builder, len(ys)-1)
	for i := range cells {
		cells[i] = make([]strings.Builder, len(xs)-1)
	}
	slot := func(v float64, edges []float64) int {
		for i := 1; i < len(edges); i++ {
			if v < edges[i] {
				return i - 1
			}
		}
		return -1
	}
	lines := make([][]int, len(ys)-1) // lines per cell
	for i := range lines {
		lines[i] = make([]int, len(xs)-1)
	}
	var t pageTable
	for bi, b := range p.blocks {
		for li, l := range b.lines {
			cy := (l.yMin + l.yMax) / 2
			cx := (l.xMin + l.xMax) / 2
			if cy <= ys[0] || cy >= ys[len(ys)-1] || cx <= xs[0] || cx >= xs[len(xs)-1] {
				continue
			}
			t.lines = append(t.lines, lineRef{bi, li})
			r := slot(cy, ys)
			last := -1
			for _, w := range l.words {
				c := slot((w.xMin+w.xMax)/2, xs)
				if r < 0 || c < 0 {
					continue
				}
				if c != last {
					lines[r][c]++
					last = c
				}
				// A cell of many lines is rows the rules do not separate
				// (a report ruled only around its header): word positions
				// read those better.
				if lines[r][c] > gridCellLines {
					return pageTable{}, false
				}
				if cells[r][c].Len() > 0 {
					cells[r][c].WriteByte(' ')
				}
				cells[r][c].WriteString(w.text)
			}
		}
	}
	if len(t.lines) == 0 {
		return pageTable{}, false
	}
	used := make([]bool, len(xs)-1)
	for _, row := range cells {
		for c := range row {
			used[c] = used[c] || row[c].Len() > 0
		}
	}
	for _, row := range cells {
		var out []string
		empty := true
		for c := range row {
			if used[c] {
				out = append(out, row[c].String())
				empty = empty && row[c].Len() == 0
			}
		}
		if !empty {
			t.rows = append(t.rows, out)
		}
	}
	cols, filled := 0, 0
	for _, u := range used {
		if u {
			cols++
		}
	}
	for _, row := range t.rows {
		for _, c := range row {
			if c != "" {
				filled++
			}
		}
	}
	slices.SortFunc(t.lines, compareRef)
	// A chart's gridlines also cross: its few labels leave most cells empty,
	// where a table's cells (merged ones aside) hold text.
	return t, len(t.rows) >= 2 && cols >= 2 && float64(filled) >= gridFilled*float64(len(t.rows)*cols)
}

// gridCellLines is the most lines a ruled cell may hold: a cell's text
// wraps onto a few.
const gridCellLines = 4

// gridFilled is the least share of a ruled grid's cells that must hold text.
const gridFilled = 0.6

// pageTables are the page's ruled grids, then the tables word positions
// find among the lines no grid took.
func pageTables(p ppage) []pageTable {
	tables := ruledTables(p)
	taken := map[lineRef]bool{}
	for _, t := range tables {
		for _, r := range t.lines {
			taken[r] = true
		}
	}
	for _, t := range findTables(p) {
		if !slices.ContainsFunc(t.lines, func(r lineRef) bool { return taken[r] }) {
			tables = append(tables, t)
		}
	}
	return tables
}
