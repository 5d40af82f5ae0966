package convert

import (
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
)

// Font weight. pdftotext's word boxes carry no font, so a heading set in
// bold at (or barely above) the body size looks like a short paragraph.
// poppler's pdftohtml -xml marks bold runs with <b> (from the font
// descriptor's weight and flags, so a subset "AAAAAA+DejaVuSans" that is
// the bold face is marked too) and names each run's font family; a line
// whose runs are bold end to end is a bold line. It is a second pass over
// the file, so it runs only for PDFs without an outline (the outline names
// the headings) that have a short block a weight could make a heading.

// textRun is one <text> element of pdftohtml -xml: its box in points
// (-zoom 1) and whether its font is bold.
type textRun struct {
	top, left, width, height float64
	chars                    int
	bold                     bool
}

// boldFamily names bold faces by their family name, for runs pdftohtml
// did not mark with <b> ("Arial-BoldMT", "Helvetica-Black", "Roboto-SemiBold").
var boldFamily = regexp.MustCompile(`(?i)(bold|black|heavy|semibold|demibold|[-,]bd?$)`)

// weightRunsMax bounds the runs kept for a document (a dense 400-page
// manual has about 60,000).
const weightRunsMax = 400000

// readWeights runs pdftohtml -xml over the PDF file at path and returns
// its text runs by page (1-based). Failure is not fatal: the PDF is then
// read without weights.
func (c *Converter) readWeights(ctx context.Context, path string) map[int][]textRun {
	if c.pdftohtml == "" {
		return nil
	}
	script := fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, c.lim.PDFMemory>>10)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", script, c.pdftohtml,
		"-xml", "-i", "-q", "-stdout", "-nodrm", "-zoom", "1", "-fontfullname", path)
	out, err := cmd.StdoutPipe()
	if err != nil {
		return nil
	}
	if err := cmd.Start(); err != nil {
		return nil
	}
	runs := parseWeights(controlFilter{out})
	_, _ = io.Copy(io.Discard, out)
	if err := cmd.Wait(); err != nil {
		return nil
	}
	return runs
}

// parseWeights reads pdftohtml's pages, font specs and text runs.
func parseWeights(r io.Reader) map[int][]textRun {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	dec.AutoClose = xml.HTMLAutoClose
	dec.Entity = xml.HTMLEntity
	runs := map[int][]textRun{}
	boldFont := map[string]bool{}
	page, n := 0, 0
	var cur *textRun
	var font string
	var bold, plain int // characters inside and outside <b> in the current run
	inB := 0
	for n < weightRunsMax {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "page":
				page, _ = strconv.Atoi(attrOf(t.Attr, "number"))
			case "fontspec":
				boldFont[attrOf(t.Attr, "id")] = boldFamily.MatchString(attrOf(t.Attr, "family"))
			case "text":
				f := func(k string) float64 { v, _ := strconv.ParseFloat(attrOf(t.Attr, k), 64); return v }
				cur = &textRun{top: f("top"), left: f("left"), width: f("width"), height: f("height")}
				font, bold, plain, inB = attrOf(t.Attr, "font"), 0, 0, 0
			case "b":
				inB++
			}
		case xml.CharData:
			if cur != nil {
				k := len(strings.TrimSpace(string(t)))
				if inB > 0 {
					bold += k
				} else {
					plain += k
				}
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "b":
				inB = max(0, inB-1)
			case "text":
				if cur != nil && page > 0 && bold+plain > 0 {
					cur.chars = bold + plain
					// <b> marks are trusted where they are (a run that mixes them is
					// not bold end to end, whatever its first font is called).
					cur.bold = (bold > 0 && plain == 0) || (bold == 0 && boldFont[font])
					runs[page] = append(runs[page], *cur)
					n++
				}
				cur = nil
			}
		}
	}
	return runs
}

func attrOf(attrs []xml.Attr, key string) string {
	for _, a := range attrs {
		if a.Name.Local == key {
			return a.Value
		}
	}
	return ""
}

// applyWeights marks each line whose overlapping runs are bold end to end.
func (d *layout) applyWeights(runs map[int][]textRun) {
	for pi := range d.pages {
		pr := runs[pi+1]
		// Each line is compared with each run of its page: a page too
		// large for the layout passes is left unweighed too.
		if len(pr) == 0 || len(pr) > 2*pageLinesMax || d.pages[pi].lineCount() > pageLinesMax {
			continue
		}
		for bi := range d.pages[pi].blocks {
			b := &d.pages[pi].blocks[bi]
			for li := range b.lines {
				l := &b.lines[li]
				bold, all := 0, 0
				for _, r := range pr {
					mid := r.top + r.height/2
					if mid < l.yMin || mid > l.yMax || r.left+r.width <= l.xMin || r.left >= l.xMax {
						continue
					}
					all += r.chars
					if r.bold {
						bold += r.chars
					}
				}
				l.bold = all > 0 && bold == all
			}
		}
	}
	d.weighed = true
}

// wantsWeights reports whether a weight could change the headings: some
// short block of at most two lines, holding words and not ending a
// sentence, outside the page's tables (their cells are short too), is not
// already a heading by its size.
func (d *layout) wantsWeights() bool {
	body, _ := d.fontSizes()
	for _, p := range d.pages {
		if p.lineCount() > pageLinesMax {
			continue
		}
		inTable := map[int]bool{}
		for _, t := range findTables(p) {
			for _, r := range t.lines {
				inTable[r.block] = true
			}
		}
		for bi, b := range p.blocks {
			if len(b.lines) > 2 || inTable[bi] {
				continue
			}
			if _, ok := headingSize(b, body); ok {
				continue
			}
			if boldCandidate(b, body) {
				return true
			}
		}
	}
	return false
}

// boldCandidate: a block that would be a heading if it were bold: one or
// two lines at least body size, short, holding words, not a sentence's end
// nor a list item.
func boldCandidate(b pblock, body int) bool {
	if len(b.lines) > 2 || body == 0 {
		return false
	}
	for _, l := range b.lines {
		if float64(sizeKey(l.size())) < float64(body)*0.95 {
			return false
		}
	}
	text := blockText(b)
	if _, ok := runIn(text); ok {
		return false // a run-in heading leads its paragraph (pdforder.go)
	}
	last := text[len(text)-1]
	return len(text) <= 150 && wordy(text) && !strings.ContainsRune(".,;", rune(last)) && !listMarker(text) && !marked(text)
}

// boldHeading reports a block set apart in bold: every line bold, and a
// bold candidate (so a bold sentence or a bold run inside a paragraph,
// which shares its line with regular text, never is).
func boldHeading(b pblock, body int) bool {
	for _, l := range b.lines {
		if !l.bold {
			return false
		}
	}
	return boldCandidate(b, body)
}

func marked(text string) bool {
	_, _, ok := lineMarker(text)
	return ok
}
