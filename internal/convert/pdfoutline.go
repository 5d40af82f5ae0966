package convert

import (
	"bytes"
	"context"
	"encoding/xml"
	"fmt"
	"io"
	"os/exec"
	"strconv"
	"strings"
)

// The outline (bookmarks) is the author's own table of contents: where a PDF
// has one, its entries and their nesting are the document's headings and
// levels, and font sizes are not guessed. poppler-utils has no outline dump,
// but pdftohtml -xml writes the outline after the pages it renders, so it is
// asked to render only page 1 (a few milliseconds whatever the length).

// outlineEntry is one bookmark: its title, the page it points to (1-based, 0
// when unknown) and its depth (1 for top-level entries).
type outlineEntry struct {
	title string
	page  int
	depth int
}

// outlineMax bounds the entries read (a 400-page manual has ~150).
const outlineMax = 5000

// readOutline runs pdftohtml on the PDF file at path (it cannot read stdin
// without writing files) and returns the outline, nil when there is none.
// Failure is not fatal: the PDF is then read without an outline.
func (c *Converter) readOutline(ctx context.Context, path string) []outlineEntry {
	if c.pdftohtml == "" {
		return nil
	}
	script := fmt.Sprintf(`ulimit -v %d && exec "$0" "$@"`, c.lim.PDFMemory>>10)
	cmd := exec.CommandContext(ctx, "/bin/sh", "-c", script, c.pdftohtml,
		"-xml", "-i", "-q", "-stdout", "-nodrm", "-zoom", "1", "-f", "1", "-l", "1", path)
	var out bytes.Buffer
	cmd.Stdout = &limitedBuffer{buf: &out, max: 8 << 20}
	if err := cmd.Run(); err != nil {
		return nil
	}
	return parseOutline(&out)
}

// parseOutline reads pdftohtml's <outline> elements: an <outline> nested
// after an <item> holds that item's children.
func parseOutline(r io.Reader) []outlineEntry {
	dec := xml.NewDecoder(r)
	dec.Strict = false
	dec.Entity = xml.HTMLEntity
	var entries []outlineEntry
	depth := 0
	var cur *outlineEntry
	var text strings.Builder
	for len(entries) < outlineMax {
		tok, err := dec.Token()
		if err != nil {
			break
		}
		switch t := tok.(type) {
		case xml.StartElement:
			switch t.Name.Local {
			case "outline":
				depth++
			case "item":
				if depth > 0 {
					cur = &outlineEntry{depth: depth}
					for _, a := range t.Attr {
						if a.Name.Local == "page" {
							cur.page, _ = strconv.Atoi(a.Value)
						}
					}
					text.Reset()
				}
			}
		case xml.CharData:
			if cur != nil {
				text.Write(t)
			}
		case xml.EndElement:
			switch t.Name.Local {
			case "outline":
				depth--
			case "item":
				if cur != nil {
					cur.title = inline(text.String())
					if cur.title != "" {
						entries = append(entries, *cur)
					}
					cur = nil
				}
			}
		}
	}
	return entries
}
