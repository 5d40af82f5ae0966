package convert

import (
	"context"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"
)

// markdown lays the document out: page furniture removed, a page anchor
// before each page, the title, the text OCR read from a page without a text layer, headings from the outline or by size, tables
// from word positions, list items from bullets, numbers or indentation,
// everything else as paragraphs. A paragraph cut by a column break (no
// closing punctuation, the next block going on in lower case) is joined again.
//
// It stops between pages once ctx is done (the layout runs in-process, so
// the deadline that kills the child processes does not stop it).
func (d *layout) markdown(ctx context.Context, limit int, outline []outlineEntry, ocr map[int]ocrPage) string {
	d.removeFurniture()
	body, levels := d.fontSizes()
	var toc *outlineIndex
	if len(outline) > 0 {
		toc = newOutlineIndex(outline)
	}
	title := cleanTitle(d.title)
	titleNorm := strings.ToLower(title)
	titled := title != ""
	// shift moves outline depths and size ranks below a title that is not
	// itself one of them (the metadata title).
	shift := 0
	if titled {
		shift = 1
	}
	w := &writer{limit: limit}
	for i, page := range d.pages {
		w.block(PageMarker(i + 1))
		if i == 0 && titled {
			w.heading(1, title)
		}
		if p, ok := ocr[i+1]; ok {
			p.markdown(w)
		}
		var tables []pageTable
		if page.lineCount() <= pageLinesMax {
			page.orderColumns()
			page.orderByColumns(body)
			page.joinSectionNumbers()
			page.joinMarkers()
			page.moveFootnotes(body)
			tables = pageTables(page)
		}
		inTable := map[lineRef]int{}
		for ti, t := range tables {
			for _, r := range t.lines {
				inTable[r] = ti
			}
		}
		emitted := make([]bool, len(tables))
		// List items are told by their indent from the paragraph or heading
		// before them in the same column (a block right of that one's right
		// edge starts a new column and becomes the reference itself).
		refX, refMax := leftMargin(page.blocks, body), math.Inf(1)
		indented := func(b pblock) float64 {
			if b.xMin >= refMax {
				return math.Inf(1)
			}
			return refX
		}
		pending, marker := "", ""
		var pendingBlock pblock
		listX := math.Inf(1)
		inList := false
		flush := func() {
			if s, ok := runIn(pending); ok {
				pending = s // "AGENCY :" as the author wrote it
			}
			w.block(paragraph(pending))
			pending = ""
		}
		endList := func() {
			if inList {
				w.end()
				inList = false
				listX = math.Inf(1)
			}
		}
		item := func(m, text string, x float64) {
			if !inList {
				flush()
				inList = true
			}
			listX = math.Min(listX, x)
			indent := ""
			if x > listX+8 {
				indent = "  "
			}
			w.line(indent + m + " " + paragraph(text))
		}
		for bi, b := range page.blocks {
			// Lines taken by a table leave the block; the table is written
			// where its first line's block comes.
			var rest []pline
			for li, l := range b.lines {
				ti, ok := inTable[lineRef{bi, li}]
				if !ok {
					rest = append(rest, l)
					continue
				}
				if !emitted[ti] {
					emitted[ti] = true
					flush()
					endList()
					w.block(table(tables[ti].rows))
				}
			}
			if len(rest) == 0 {
				continue
			}
			if len(rest) < len(b.lines) {
				b = reblock(rest)
			}
			text := blockText(b)
			if listMarker(text) {
				// A bullet or number set apart from its text (its own block).
				marker = text
				continue
			}
			if marker != "" {
				m, _ := markdownMarker(marker)
				item(m, text, b.xMin)
				marker = ""
				continue
			}
			if e, ok := toc.match(i+1, text); ok {
				flush()
				endList()
				w.heading(e.depth+shift, text)
				refX, refMax = b.xMin, b.xMax
				continue
			}
			if toc != nil && len(b.lines) > 1 {
				if e, ok := toc.match(i+1, b.lines[0].text); ok {
					flush()
					endList()
					w.heading(e.depth+shift, b.lines[0].text)
					b = reblock(b.lines[1:])
					text = blockText(b)
				}
			}
			if k, ok := d.headingOf(b, body); ok && toc == nil {
				flush()
				endList()
				switch {
				case titleNorm == strings.ToLower(inline(text)):
					// The metadata title, set on the page: written once, and
					// when set tallest the sizes below it keep their ranks.
					if levels[k] == 1 {
						shift = 0
					}
				case !titled:
					w.heading(1, text)
					titled, titleNorm = true, strings.ToLower(inline(text))
				default:
					w.heading(max(levels[k]+shift, 2), text)
				}
				refX, refMax = b.xMin, b.xMax
				continue
			}
			if items, ok := markedItems(b); ok {
				flush()
				for _, it := range items {
					item(it.marker, it.text, it.x)
				}
				continue
			}
			if items, ok := indentedItems(b, indented(b)); ok {
				flush()
				for _, it := range items {
					item("-", it, b.xMin)
				}
				continue
			}
			endList()
			refX, refMax = b.xMin, b.xMax
			if pending != "" && ((continues(pending, text) && !apart(pendingBlock, b)) || leadsOn(pending, pendingBlock, b)) {
				pending += " " + text
				pendingBlock = reblock(append(append([]pline(nil), pendingBlock.lines...), b.lines...))
				continue
			}
			flush()
			pending, pendingBlock = text, b
		}
		flush()
		endList()
		if w.full() || ctx.Err() != nil {
			break
		}
	}
	return w.String()
}

// reblock makes a block of some of a block's lines.
func reblock(lines []pline) pblock {
	b := pblock{lines: lines, xMin: math.Inf(1), yMin: math.Inf(1), xMax: math.Inf(-1), yMax: math.Inf(-1)}
	for _, l := range lines {
		b.xMin, b.yMin = math.Min(b.xMin, l.xMin), math.Min(b.yMin, l.yMin)
		b.xMax, b.yMax = math.Max(b.xMax, l.xMax), math.Max(b.yMax, l.yMax)
	}
	return b
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
