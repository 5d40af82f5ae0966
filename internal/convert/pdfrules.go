package convert

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
)

// Ruling lines. Word positions find a table whose cells hold a few words
// each; a ruled table whose cells hold sentences (a policy matrix, a
// register of risks) splits into segments of prose, which the word rule
// rightly refuses. Its rules are the author's own statement of the grid.
// poppler has no dump of a page's line art, but pdftocairo -svg draws it
// as paths in page coordinates; rules are the paths drawn as thin filled
// rectangles or as stroked axis-aligned segments. pdftocairo renders the
// page's glyphs too, so it is started only for pages where rows of
// separate cells were seen that no table took (rulingCandidates), at most
// rulingPagesMax pages per file.

// rule is a ruling line: horizontal when y0 == y1, vertical when x0 == x1.
type rule struct{ x0, y0, x1, y1 float64 }

// rulingPagesMax bounds the pages whose line art is read in one file.
const rulingPagesMax = 20

// rulesMax bounds the rules kept for a page (a chart can draw thousands).
const rulesMax = 5000

// rulingCandidates returns the pages (1-based) where word positions may
// not be enough: a table they found has a cell's text wrapped onto the
// next line, or at least two visual rows cut into cells were left to no
// table.
func (d *layout) rulingCandidates() []int {
	var pages []int
	for i, p := range d.pages {
		if len(pages) >= rulingPagesMax || p.lineCount() > pageLinesMax {
			continue
		}
		rows, refs := visualRows(p)
		taken := map[lineRef]bool{}
		wrapped := false
		for _, t := range findTables(p) {
			for _, r := range t.lines {
				taken[r] = true
			}
			// A row with an empty first cell under a full one is a cell's
			// text wrapped onto a second line: word positions cannot tell
			// where a row ends, the rules can.
			for k := 2; k < len(t.rows); k++ {
				wrapped = wrapped || (t.rows[k][0] == "" && t.rows[k-1][0] != "" && len(t.rows[k]) > 1)
			}
		}
		if wrapped {
			pages = append(pages, i+1)
			continue
		}
		n := 0
		for _, r := range rows {
			if len(r.segs) >= 2 && !taken[refs[r.lines[0]]] {
				n++
			}
		}
		if n >= 2 {
			pages = append(pages, i+1)
		}
	}
	return pages
}

// readRules runs pdftocairo -svg on each candidate page of the PDF file at
// path and returns the page's rules. A page that fails keeps none.
func (c *Converter) readRules(ctx context.Context, path string, pages []int) map[int][]rule {
	if c.pdftocairo == "" {
		return nil
	}
	out := map[int][]rule{}
	for _, n := range pages {
		if ctx.Err() != nil {
			break
		}
		svg := filepath.Join(filepath.Dir(path), "rules.svg")
		pctx, cancel := context.WithTimeout(ctx, c.lim.OCRPageTimeout)
		// The SVG holds the page's glyph outlines too: its file is capped
		// (ulimit -f, 512-byte blocks) like the memory.
		script := fmt.Sprintf(`ulimit -v %d && ulimit -f %d && exec "$0" "$@"`, c.lim.PDFMemory>>10, c.lim.OutputBytes>>9)
		err := exec.CommandContext(pctx, "/bin/sh", "-c", script, c.pdftocairo, "-svg", "-f", strconv.Itoa(n), "-l", strconv.Itoa(n), path, svg).Run()
		cancel()
		if err != nil {
			continue
		}
		if f, err := os.Open(svg); err == nil {
			out[n] = parseRules(io.LimitReader(f, int64(c.lim.OutputBytes)))
			_ = f.Close()
		}
		_ = os.Remove(svg)
	}
	return out
}

// parseRules reads the rules of cairo's SVG: the paths outside <defs>
// (glyph outlines live there), each subpath of straight segments.
func parseRules(r io.Reader) []rule {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	var rules []rule
	defs := 0
	for len(rules) < rulesMax {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "defs", "symbol", "clipPath", "mask", "pattern":
				defs++
			case "path":
				if defs == 0 {
					rules = append(rules, pathRules(attrOf(t.Attr, "d"), attrOf(t.Attr, "style"), attrOf(t.Attr, "transform"))...)
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "defs", "symbol", "clipPath", "mask", "pattern":
				defs = max(0, defs-1)
			}
		}
	}
	return rules[:min(len(rules), rulesMax)]
}

// pathRules turns one path into rules: a stroked path's axis-aligned
// segments, a filled path's subpaths that are thin rectangles (at most 3
// points across). Curves make a subpath a shape, not a rule.
func pathRules(d, style, transform string) []rule {
	m := parseMatrix(transform)
	stroked := strings.Contains(style, "stroke:") && !strings.Contains(style, "stroke:none")
	var rules []rule
	var pts [][2]float64
	curved := false
	flush := func() {
		if len(pts) >= 2 && !curved {
			if stroked {
				for i := 1; i < len(pts); i++ {
					if r, ok := axisRule(pts[i-1], pts[i]); ok {
						rules = append(rules, r)
					}
				}
			} else if r, ok := thinBox(pts); ok {
				rules = append(rules, r)
			}
		}
		pts, curved = pts[:0], false
	}
	f := strings.Fields(d)
	cmd := byte(0)
	num := func(i int) (float64, bool) {
		if i >= len(f) {
			return 0, false
		}
		v, err := strconv.ParseFloat(f[i], 64)
		return v, err == nil
	}
	for i := 0; i < len(f) && len(rules) < rulesMax; {
		if c := f[i][0]; len(f[i]) == 1 && (c < '0' || c > '9') && c != '-' && c != '.' {
			cmd = c
			i++
			if cmd == 'Z' || cmd == 'z' {
				if len(pts) > 0 {
					pts = append(pts, pts[0])
				}
				flush()
			}
			continue
		}
		switch cmd {
		case 'M':
			flush()
			fallthrough
		case 'L':
			x, ok1 := num(i)
			y, ok2 := num(i + 1)
			if !ok1 || !ok2 {
				return rules
			}
			pts = append(pts, m.apply(x, y))
			i += 2
		default: // curves and relative commands: not a ruled shape
			curved = true
			i++
		}
	}
	flush()
	return rules
}

// matrix is an SVG transform matrix(a,b,c,d,e,f).
type matrix [6]float64

func parseMatrix(s string) matrix {
	id := matrix{1, 0, 0, 1, 0, 0}
	s, ok := strings.CutPrefix(strings.TrimSpace(s), "matrix(")
	if !ok {
		return id
	}
	s = strings.TrimSuffix(s, ")")
	f := strings.FieldsFunc(s, func(r rune) bool { return r == ',' || r == ' ' })
	if len(f) != 6 {
		return id
	}
	var m matrix
	for i, v := range f {
		x, err := strconv.ParseFloat(v, 64)
		if err != nil {
			return id
		}
		m[i] = x
	}
	return m
}

func (m matrix) apply(x, y float64) [2]float64 {
	return [2]float64{m[0]*x + m[2]*y + m[4], m[1]*x + m[3]*y + m[5]}
}

// ruleThin is the most a rule may measure across, in points.
const ruleThin = 3.0

func axisRule(a, b [2]float64) (rule, bool) {
	switch {
	case math.Abs(a[1]-b[1]) < 0.5 && math.Abs(a[0]-b[0]) >= 4:
		y := (a[1] + b[1]) / 2
		return rule{math.Min(a[0], b[0]), y, math.Max(a[0], b[0]), y}, true
	case math.Abs(a[0]-b[0]) < 0.5 && math.Abs(a[1]-b[1]) >= 4:
		x := (a[0] + b[0]) / 2
		return rule{x, math.Min(a[1], b[1]), x, math.Max(a[1], b[1])}, true
	}
	return rule{}, false
}

func thinBox(pts [][2]float64) (rule, bool) {
	x0, y0, x1, y1 := math.Inf(1), math.Inf(1), math.Inf(-1), math.Inf(-1)
	for _, p := range pts {
		x0, y0, x1, y1 = math.Min(x0, p[0]), math.Min(y0, p[1]), math.Max(x1, p[0]), math.Max(y1, p[1])
	}
	w, h := x1-x0, y1-y0
	switch {
	case h <= ruleThin && w >= 4 && w > 2*h:
		return rule{x0, (y0 + y1) / 2, x1, (y0 + y1) / 2}, true
	case w <= ruleThin && h >= 4 && h > 2*w:
		return rule{(x0 + x1) / 2, y0, (x0 + x1) / 2, y1}, true
	}
	return rule{}, false
}

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
