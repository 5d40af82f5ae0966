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

// rulingPagesMax bounds the pages whose line art is read in one file
// (pdftocairo takes 50-100 ms a page).
const rulingPagesMax = 8

// rulesMax bounds the rules kept for a page (a chart can draw thousands).
const rulesMax = 5000

// rulingCandidates returns the pages (1-based) where word positions may
// not be enough: a table they found has a cell's text wrapped onto the
// next line, or at least three visual rows cut into cells were left to no
// table, each cell no longer than a wrapped line.
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
			if len(r.segs) >= 2 && !taken[refs[r.lines[0]]] && shortSegments(r) {
				n++
			}
		}
		if n >= 3 {
			pages = append(pages, i+1)
		}
	}
	return pages
}

// shortSegments: every cell of the row is a wrapped cell's line at most
// (two columns of prose cut a row into two segments of a dozen words).
func shortSegments(r vrow) bool {
	for _, s := range r.segs {
		if s.words > 8 {
			return false
		}
	}
	return true
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
