package convert

import (
	"encoding/xml"
	"io"
	"math"
	"strconv"
	"strings"
	"unicode"
)

// layout is what pdftotext -bbox-layout says of a document: its metadata
// title and pages of blocks (in pdftotext's reading order, which follows
// columns) of lines of words, each with its box in points.
type layout struct {
	title   string
	pages   []ppage
	weighed bool // lines carry their font weight (pdfweight.go)
}

type ppage struct {
	w, h   float64
	blocks []pblock
	rules  []rule // ruling lines, read only for pages that may need them (pdfrules.go)
}

type pblock struct {
	xMin, yMin, xMax, yMax float64
	lines                  []pline
}

type pline struct {
	xMin, yMin, xMax, yMax float64
	text                   string
	words                  []pword
	bold                   bool // every run on the line is bold (known when the layout is weighed)
}

type pword struct {
	xMin, xMax float64
	h          float64 // the word's own height
	text       string
}

func (l pline) height() float64 { return l.yMax - l.yMin }

// size is the height of the line's text: its tallest word's own height
// (words of letters or digits).
// A superscript footnote mark raises the line's box without its text being
// set any larger, so the box's height would make a paragraph's line look
// like a heading.
func (l pline) size() float64 {
	h := 0.0
	for _, w := range l.words {
		// A bullet glyph's box (a symbol font's) is taller than the text.
		if strings.IndexFunc(w.text, func(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }) >= 0 {
			h = math.Max(h, w.h)
		}
	}
	if h == 0 {
		return l.height()
	}
	return h
}

// parseLayout reads pdftotext's XHTML as it streams; it stops with a
// TooLarge error once the words exceed limit bytes.
func parseLayout(r io.Reader, limit int) (*layout, error) {
	dec := xml.NewDecoder(controlFilter{r})
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	doc := &layout{}
	var blk *pblock
	var ln *pline
	var wd *pword
	inTitle := false
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
			case "title":
				inTitle = true
			case "page":
				var pg ppage
				for _, a := range t.Attr {
					v, _ := strconv.ParseFloat(a.Value, 64)
					switch a.Name.Local {
					case "width":
						pg.w = v
					case "height":
						pg.h = v
					}
				}
				doc.pages = append(doc.pages, pg)
			case "block":
				blk = &pblock{}
				blk.xMin, blk.yMin, blk.xMax, blk.yMax = box(t.Attr)
			case "line":
				ln = &pline{}
				ln.xMin, ln.yMin, ln.xMax, ln.yMax = box(t.Attr)
			case "word":
				wd = &pword{}
				var y0, y1 float64
				wd.xMin, y0, wd.xMax, y1 = box(t.Attr)
				wd.h = y1 - y0
				word.Reset()
			}
		case xml.CharData:
			if wd != nil {
				word.Write(t)
			} else if inTitle && len(doc.title) < 1024 {
				doc.title += string(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "title":
				inTitle = false
			case "word":
				if wd != nil && ln != nil {
					wd.text = word.String()
					ln.words = append(ln.words, *wd)
					size += word.Len() + 1
					if size > limit {
						return nil, errorf(TooLarge, "holds more than %d MiB of text; split it into smaller files", limit>>20)
					}
				}
				wd = nil
			case "line":
				if ln != nil && blk != nil && len(ln.words) > 0 {
					ln.text = lineText(ln.words)
					blk.lines = append(blk.lines, *ln)
				}
				ln = nil
			case "block":
				if blk != nil && len(blk.lines) > 0 && len(doc.pages) > 0 {
					pg := &doc.pages[len(doc.pages)-1]
					pg.blocks = append(pg.blocks, *blk)
				}
				blk = nil
			}
		}
	}
}

// controlFilter turns the control characters some fonts map glyphs to
// (U+0004 in a LaTeX book), which XML forbids, into spaces as they stream.
type controlFilter struct{ r io.Reader }

func (c controlFilter) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	for i, b := range p[:n] {
		if b < 0x20 && b != '\t' && b != '\n' && b != '\r' {
			p[i] = ' '
		}
	}
	return n, err
}

func lineText(words []pword) string {
	var s strings.Builder
	for i, w := range words {
		if i > 0 {
			s.WriteByte(' ')
		}
		s.WriteString(w.text)
	}
	return s.String()
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

// letters counts the letters and digits of a page.
func (p ppage) letters() int {
	n := 0
	for _, b := range p.blocks {
		for _, l := range b.lines {
			for _, r := range l.text {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					n++
				}
			}
		}
	}
	return n
}

// letters counts the letters and digits of the whole document.
func (d *layout) letters() int {
	n := 0
	for _, p := range d.pages {
		for _, b := range p.blocks {
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
