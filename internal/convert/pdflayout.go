package convert

import (
	"encoding/xml"
	"io"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// layout is what pdftotext -bbox-layout says of a document: pages of blocks
// (in pdftotext's reading order, which follows columns) of lines of words.
type layout struct{ pages [][]pblock }

type pblock struct {
	xMin, yMin, xMax, yMax float64
	lines                  []pline
}

type pline struct {
	xMin, yMin, xMax, yMax float64
	text                   string
}

func (l pline) height() float64 { return l.yMax - l.yMin }

// parseLayout reads pdftotext's XHTML as it streams; it stops with a
// TooLarge error once the words exceed limit bytes.
func parseLayout(r io.Reader, limit int) (*layout, error) {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	doc := &layout{}
	var blk *pblock
	var ln *pline
	var words []string
	inWord := false
	var word strings.Builder
	size := 0
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return doc, nil
		}
		if err != nil {
			return nil, err
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "page":
				doc.pages = append(doc.pages, nil)
			case "block":
				blk = &pblock{}
				blk.xMin, blk.yMin, blk.xMax, blk.yMax = box(t.Attr)
			case "line":
				ln = &pline{}
				ln.xMin, ln.yMin, ln.xMax, ln.yMax = box(t.Attr)
				words = words[:0]
			case "word":
				inWord = true
				word.Reset()
			}
		case xml.CharData:
			if inWord {
				word.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "word":
				inWord = false
				words = append(words, word.String())
				size += word.Len() + 1
				if size > limit {
					return nil, errorf(TooLarge, "holds more than %d MiB of text; split it into smaller files", limit>>20)
				}
			case "line":
				if ln != nil && blk != nil && len(words) > 0 {
					ln.text = strings.Join(words, " ")
					blk.lines = append(blk.lines, *ln)
				}
				ln = nil
			case "block":
				if blk != nil && len(blk.lines) > 0 && len(doc.pages) > 0 {
					doc.pages[len(doc.pages)-1] = append(doc.pages[len(doc.pages)-1], *blk)
				}
				blk = nil
			}
		}
	}
}

func box(attrs []xml.Attr) (x0, y0, x1, y1 float64) {
	for _, a := range attrs {
		v, _ := strconv.ParseFloat(a.Value, 64)
		switch a.Name.Local {
		case "xMin":
			x0 = v
		case "yMin":
			y0 = v
		case "xMax":
			x1 = v
		case "yMax":
			y1 = v
		}
	}
	return
}

// letters counts the letters and digits of the whole document.
func (d *layout) letters() int {
	n := 0
	for _, p := range d.pages {
		for _, b := range p {
			for _, l := range b.lines {
				for _, r := range l.text {
					if unicode.IsLetter(r) || unicode.IsDigit(r) {
						n++
					}
				}
			}
		}
	}
	return n
}

// sizeKey buckets a line height to half a point.
func sizeKey(h float64) int { return int(math.Round(h * 2)) }

// headingRatio is how much taller than body text a line must be to be a heading.
const headingRatio = 1.15

// fontSizes finds the body text height (the height most characters are set
// in) and ranks the taller heights of short blocks as heading levels.
func (d *layout) fontSizes() (body int, levels map[int]int) {
	weight := map[int]int{}
	for _, p := range d.pages {
		for _, b := range p {
			for _, l := range b.lines {
				weight[sizeKey(l.height())] += len(l.text)
			}
		}
	}
	for k, w := range weight {
		if w > weight[body] || (w == weight[body] && k < body) {
			body = k
		}
	}
	var sizes []int
	for _, p := range d.pages {
		for _, b := range p {
			if k, ok := headingSize(b, body); ok && !slices.Contains(sizes, k) {
				sizes = append(sizes, k)
			}
		}
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	levels = map[int]int{}
	for i, k := range sizes {
		levels[k] = min(i+1, 6)
	}
	return body, levels
}

// headingSize reports whether a block looks like a heading: at most three
// lines, short, all set clearly taller than body text.
func headingSize(b pblock, body int) (int, bool) {
	if len(b.lines) > 3 || body == 0 {
		return 0, false
	}
	k, chars := 0, 0
	for _, l := range b.lines {
		h := sizeKey(l.height())
		if float64(h) < float64(body)*headingRatio {
			return 0, false
		}
		k = max(k, h)
		chars += len(l.text)
	}
	return k, chars <= 200
}

// markdown lays the document out: a page anchor before each page, headings
// by size, rows of single-line blocks sharing a top edge as tables, bullet
// or indented short blocks as list items, everything else as paragraphs. A
// paragraph cut by a column break (no closing punctuation, the next block
// going on in lower case) is joined again.
func (d *layout) markdown(limit int) string {
	body, levels := d.fontSizes()
	w := &writer{limit: limit}
	for i, page := range d.pages {
		w.block(PageMarker(i + 1))
		// List items are told by their indent from the paragraph or heading
		// before them in the same column (a block right of that one's right
		// edge starts a new column and becomes the reference itself).
		refX, refMax := leftMargin(page, body), math.Inf(1)
		indented := func(b pblock) float64 {
			if b.xMin >= refMax {
				return math.Inf(1)
			}
			return refX
		}
		pending := ""
		flush := func() {
			w.block(paragraph(pending))
			pending = ""
		}
		for j := 0; j < len(page); {
			if rows, n := tableAt(page, j); n > 0 {
				flush()
				w.block(table(rows))
				j += n
				continue
			}
			b := page[j]
			j++
			if k, ok := headingSize(b, body); ok {
				flush()
				w.heading(levels[k], blockText(b))
				refX, refMax = b.xMin, b.xMax
				continue
			}
			if items, ordered, ok := listItems(b, indented(b)); ok {
				flush()
				for _, it := range items {
					marker := "- "
					if ordered != "" {
						marker = ordered + " "
					}
					w.line(marker + paragraph(it))
				}
				if j >= len(page) || !isListItem(page[j], indented(page[j]), body) {
					w.end()
				}
				continue
			}
			refX, refMax = b.xMin, b.xMax
			text := blockText(b)
			if pending != "" && continues(pending, text) {
				pending += " " + text
				continue
			}
			flush()
			pending = text
		}
		flush()
		if w.full() {
			break
		}
	}
	return w.String()
}

// continues reports whether next carries on the paragraph prev (cut by a column or block break).
func continues(prev, next string) bool {
	last, _ := utf8.DecodeLastRuneInString(strings.TrimSpace(prev))
	first, _ := utf8.DecodeRuneInString(next)
	return !strings.ContainsRune(".:!?;", last) && unicode.IsLower(first)
}

// blockText joins a block's lines; a line ending in a hyphen after a letter
// joins the next without a space (words broken across lines).
func blockText(b pblock) string {
	var s strings.Builder
	for i, l := range b.lines {
		if i > 0 {
			prev := b.lines[i-1].text
			if !(strings.HasSuffix(prev, "-") && len(prev) > 1 && unicode.IsLetter(rune(prev[len(prev)-2]))) {
				s.WriteByte(' ')
			}
		}
		s.WriteString(l.text)
	}
	return s.String()
}

// leftMargin is the left edge most body text of a page starts at.
func leftMargin(page []pblock, body int) float64 {
	count := map[int]int{}
	best, bestN := math.Inf(1), 0
	for _, b := range page {
		if len(b.lines) < 2 {
			continue
		}
		k := int(math.Round(b.xMin))
		count[k] += len(b.lines)
		if count[k] > bestN || (count[k] == bestN && float64(k) < best) {
			best, bestN = float64(k), count[k]
		}
	}
	if bestN == 0 {
		for _, b := range page {
			best = math.Min(best, b.xMin)
		}
	}
	return best
}

var bullets = []string{"•", "◦", "▪", "‣", "●", "○", "■", "–", "- ", "* "}

// listItems recognises list items: a block opening with a bullet glyph or
// "1." / "1)", or a short block indented from the margin (browsers draw
// bullets as shapes, which leave no text). An indented block may hold
// several items: a line starts a new one when the line before it ended a
// sentence or stopped short of the block's right edge, and it opens with a
// capital or a digit.
func listItems(b pblock, margin float64) (items []string, ordered string, ok bool) {
	t := blockText(b)
	for _, bl := range bullets {
		if rest, found := strings.CutPrefix(t, bl); found && strings.TrimSpace(rest) != "" {
			return []string{strings.TrimSpace(rest)}, "", true
		}
	}
	if i := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsDigit(r) }); i > 0 && i <= 3 && i+1 < len(t) &&
		(t[i] == '.' || t[i] == ')') && t[i+1] == ' ' {
		return []string{strings.TrimSpace(t[i+2:])}, t[:i] + ".", true
	}
	if len(b.lines) > 8 || b.xMin <= margin+6 || len(t) > 1200 {
		return nil, "", false
	}
	width := b.xMax - b.xMin
	cur := pblock{}
	for i, l := range b.lines {
		if i > 0 {
			prev := b.lines[i-1]
			last, _ := utf8.DecodeLastRuneInString(prev.text)
			first, _ := utf8.DecodeRuneInString(l.text)
			if (strings.ContainsRune(".!?:;", last) || prev.xMax < b.xMax-0.15*width) &&
				(unicode.IsUpper(first) || unicode.IsDigit(first)) {
				items = append(items, blockText(cur))
				cur = pblock{}
			}
		}
		cur.lines = append(cur.lines, l)
	}
	items = append(items, blockText(cur))
	return items, "", true
}

func isListItem(b pblock, margin float64, body int) bool {
	if _, ok := headingSize(b, body); ok {
		return false
	}
	_, _, ok := listItems(b, margin)
	return ok
}

// baselineTolerance is how far apart (points) the tops of cells of one table row may be.
const baselineTolerance = 2.0

// tableAt finds a table starting at block j: two or more rows, each of two
// or more single-line blocks sharing a top edge left to right, all with the
// same number of cells. It returns the cells and how many blocks they used.
func tableAt(page []pblock, j int) ([][]string, int) {
	var rows [][]string
	used := 0
	for k := j; k < len(page); {
		row, n := rowAt(page, k)
		if n < 2 || (len(rows) > 0 && len(row) != len(rows[0])) {
			break
		}
		rows = append(rows, row)
		used += n
		k += n
	}
	if len(rows) < 2 {
		return nil, 0
	}
	return rows, used
}

// rowAt collects the consecutive single-line blocks that share block k's top edge.
func rowAt(page []pblock, k int) ([]string, int) {
	first := page[k]
	if len(first.lines) != 1 {
		return nil, 0
	}
	row := []string{first.lines[0].text}
	prevX := first.xMax
	n := 1
	for i := k + 1; i < len(page); i++ {
		b := page[i]
		if len(b.lines) != 1 || math.Abs(b.yMin-first.yMin) > baselineTolerance || b.xMin <= prevX {
			break
		}
		row = append(row, b.lines[0].text)
		prevX = b.xMax
		n++
	}
	return row, n
}
