package convert

import (
	"context"
	"errors"
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
		if ext == "pdf" || ext == name { // PDFs go to a child process; keep the fuzzer in-process
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
