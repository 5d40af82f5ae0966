package convert

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image"
	"strings"
	"testing"
	"unicode"
)

// FuzzContainers feeds mutated DOCX, PPTX and XLSX files (and the CSV
// reader) to the converters: they never panic, and every failure is a
// *convert.Error with a sentence, never a raw parser error.
func FuzzContainers(f *testing.F) {
	for _, name := range []string{"policy.docx", "deck.pptx", "prices.xlsx", "inventory.csv"} {
		f.Add(name, read(f, name))
	}
	c := newConverter(f)
	f.Fuzz(func(t *testing.T, name string, data []byte) {
		ext := name[strings.LastIndexByte(name, '.')+1:]
		if f, ok := FormatOf("f."+ext, ""); ext == name || (ok && (f == PDF || f.Image())) {
			// PDFs and images go to child processes; keep the fuzzer in-process.
			return
		}
		res, err := c.Convert(context.Background(), data, "f."+ext, "")
		var ce *Error
		if err != nil && (!errors.As(err, &ce) || ce.Error() == "") {
			t.Fatalf("%s: %v is not a *convert.Error", ext, err)
		}
		if err == nil && strings.TrimSpace(StripAnchors(res.Markdown)) == "" {
			t.Fatalf("%s: accepted with no text", ext)
		}
	})
}

// FuzzTracker: the tracker never panics, and what it returns holds every
// letter and digit of the chunk outside the anchor lines.
func FuzzTracker(f *testing.F) {
	f.Add(PageMarker(1) + "\n\n# A\n\nx\n\n" + PageMarker(2) + "\n\ny")
	f.Add(SheetMarker("S") + "\n\n| Row | a |\n| --- | --- |\n| 2 | b |")
	f.Add("<!-- ks:page 0 -->\n<!-- ks:sheet %zz -->\n<!-- ks:rows x -->")
	f.Fuzz(func(t *testing.T, chunk string) {
		var tr Tracker
		text, loc := tr.Next(chunk)
		if loc.To < loc.From {
			t.Fatalf("location %+v", loc)
		}
		count := func(s string) int {
			n := 0
			for _, r := range s {
				if unicode.IsLetter(r) || unicode.IsDigit(r) {
					n++
				}
			}
			return n
		}
		if count(text) != count(StripAnchors(chunk)) {
			t.Fatalf("lost text: %q → %q", chunk, text)
		}
	})
}

// FuzzPDFLayout feeds mutated pdftotext -bbox-layout XHTML, pdftohtml
// outlines and tesseract TSV to the parsers and the layout: they never
// panic, and the Markdown holds every page's anchor. The seed is a small
// page of the same shape (a heading, a table row pair, a bullet, a page
// number): the fuzzer crawls on whole documents.
func FuzzPDFLayout(f *testing.F) {
	w := func(x0, y0, x1, y1 int, s string) string {
		return fmt.Sprintf(`<line xMin="%d" yMin="%d" xMax="%d" yMax="%d"><word xMin="%d" yMin="%d" xMax="%d" yMax="%d">%s</word></line>`,
			x0, y0, x1, y1, x0, y0, x1, y1, s)
	}
	blk := func(lines ...string) string {
		return `<block xMin="0" yMin="0" xMax="600" yMax="800">` + strings.Join(lines, "") + `</block>`
	}
	page := `<html><head><title>Doc</title></head><body><doc><page width="600" height="800">` +
		blk(w(50, 40, 200, 60, "Health")) + blk(w(50, 100, 90, 110, "Home"), w(50, 112, 90, 122, "Car")) +
		blk(w(300, 100, 340, 110, "600"), w(300, 112, 340, 122, "900")) + blk(w(50, 200, 60, 210, "•"), w(70, 200, 200, 210, "Dental")) +
		blk(w(290, 760, 300, 770, "1")) + `</page></doc></body></html>`
	f.Add([]byte(page), []byte(`<svg><defs><path d="M 0 0 L 9 9"/></defs><g><path style="stroke:none;" d="M 40 95 L 400 95 L 400 95.5 L 40 95.5 Z"/><path style="fill:none;stroke-width:0.5;stroke:rgb(0%,0%,0%);" transform="matrix(1,0,0,1,0,0)" d="M 40 95 L 40 130 M 200 95 L 200 130 M 400 95 L 400 130 M 40 130 L 400 130 M 40 112 L 400 112"/></g></svg>`), []byte(""))
	f.Add([]byte(page), []byte(`<page number="1"><fontspec id="0" family="Arial-BoldMT"/><text top="40" left="50" width="150" height="20" font="0"><b>Health</b></text></page>`), []byte(""))
	f.Add([]byte(page), []byte(`<outline><item page="1">Health</item><outline><item page="1">Car</item></outline></outline>`),
		[]byte("level\tpage_num\tblock_num\tpar_num\tline_num\tword_num\tleft\ttop\twidth\theight\tconf\ttext\n5\t1\t1\t1\t1\t1\t0\t0\t9\t9\t96.5\tTotal\n"))
	f.Fuzz(func(t *testing.T, xhtml, outline, tsv []byte) {
		_ = parseTSV(bytes.NewReader(tsv), 3)
		entries := parseOutline(bytes.NewReader(outline))
		doc, err := parseLayout(bytes.NewReader(xhtml), 1<<20)
		if err != nil {
			return
		}
		doc.applyWeights(parseWeights(bytes.NewReader(outline)))
		if len(doc.pages) > 0 {
			doc.pages[0].rules = parseRules(bytes.NewReader(outline))
		}
		md := doc.markdown(context.Background(), 1<<20, entries, map[int]ocrPage{1: {paragraphs: []string{"x"}, words: 1, conf: 50}})
		for i := range doc.pages {
			if !strings.Contains(md, PageMarker(i+1)) && len(md) < 1<<20 {
				t.Fatalf("page %d has no anchor", i+1)
			}
		}
	})
}

// FuzzTIFFPages: any bytes give pages with positive sizes or a refusal,
// never a panic or an endless walk (a directory chain that loops).
func FuzzTIFFPages(f *testing.F) {
	f.Add(multiPageTIFF(f, image.NewGray(image.Rect(0, 0, 3, 2)), image.NewGray(image.Rect(0, 0, 5, 4))))
	f.Add([]byte("II*\x00\x08\x00\x00\x00\x00\x00\x08\x00\x00\x00"))
	f.Fuzz(func(t *testing.T, data []byte) {
		pages, ok := tiffPages(data)
		if ok && len(pages) == 0 || len(pages) > tiffPagesMax {
			t.Fatalf("%d pages, ok %v", len(pages), ok)
		}
		for _, p := range pages {
			if p.w <= 0 || p.h <= 0 {
				t.Fatalf("page %+v", p)
			}
		}
	})
}
