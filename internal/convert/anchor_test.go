package convert

import (
	"context"
	"strings"
	"testing"
)

func TestTracker(t *testing.T) {
	t.Run("a chunk spanning a page break names both pages and loses the anchor", func(t *testing.T) {
		var tr Tracker
		text, loc := tr.Next(PageMarker(1) + "\n\n# A\n\nend of one\n\n" + PageMarker(2) + "\n\nstart of two")
		if strings.Contains(text, "ks:page") || !strings.Contains(text, "end of one\n\nstart of two") {
			t.Errorf("text = %q", text)
		}
		if loc.Label() != "pages 1–2" {
			t.Errorf("label = %q", loc.Label())
		}
		_, loc = tr.Next("more of two")
		if loc.Label() != "page 2" {
			t.Errorf("next chunk without anchor: %q, want page 2", loc.Label())
		}
	})
	t.Run("an anchor closing a chunk moves the next chunk, not this one", func(t *testing.T) {
		var tr Tracker
		_, loc := tr.Next(SlideMarker(1) + "\n\n## Slide 1: a\n\ntext\n\n" + SlideMarker(2))
		if loc.Label() != "slide 1" {
			t.Errorf("label = %q", loc.Label())
		}
		if _, loc = tr.Next("## Slide 2: b"); loc.Label() != "slide 2" {
			t.Errorf("next = %q", loc.Label())
		}
	})
	t.Run("a chunk opening on an anchor starts on that page", func(t *testing.T) {
		var tr Tracker
		tr.Next(PageMarker(3) + "\n\ntext")
		_, loc := tr.Next(PageMarker(4) + "\n\nfresh page")
		if loc.From != 4 || loc.To != 4 {
			t.Errorf("loc = %+v", loc)
		}
	})
	t.Run("sheet rows come from the Row column, not the repeated header", func(t *testing.T) {
		var tr Tracker
		head := "| Row | Part |\n| --- | --- |\n"
		_, loc := tr.Next("## Sheet: Q3 prices\n\n" + SheetMarker("Q3 prices") + "\n\n" + head + "| 2 | a |\n| 3 | b |")
		if loc.Label() != "sheet Q3 prices, rows 2–3" {
			t.Errorf("first part: %q", loc.Label())
		}
		_, loc = tr.Next(head + "| 4 | c |\n| 17 | d |")
		if loc.Label() != "sheet Q3 prices, rows 4–17" {
			t.Errorf("second part: %q", loc.Label())
		}
	})
	t.Run("slides and CSV rows", func(t *testing.T) {
		var tr Tracker
		if _, loc := tr.Next(SlideMarker(7) + "\n\n## Slide 7: x"); loc.Label() != "slide 7" {
			t.Errorf("slide: %q", loc.Label())
		}
		tr = Tracker{}
		if _, loc := tr.Next(RowsMarker() + "\n\n| Row | a |\n| --- | --- |\n| 2 | x |\n| 9 | y |"); loc.Label() != "rows 2–9" {
			t.Errorf("csv: %q", loc.Label())
		}
	})
	t.Run("a document without anchors has no location and keeps its text", func(t *testing.T) {
		var tr Tracker
		text, loc := tr.Next("# Title\n\nplain <!-- a comment -->")
		if !loc.IsZero() || text != "# Title\n\nplain <!-- a comment -->" {
			t.Errorf("got %q %+v", text, loc)
		}
	})
	t.Run("a sheet name cannot end the comment", func(t *testing.T) {
		m := SheetMarker("a --> b\n# x")
		if strings.Count(m, "-->") != 1 || strings.Contains(m, "\n") {
			t.Fatalf("marker %q", m)
		}
		var tr Tracker
		if _, loc := tr.Next(m + "\n\n| Row | a |\n| --- | --- |\n| 2 | x |"); loc.Sheet != "a --> b\n# x" {
			t.Errorf("sheet = %q", loc.Sheet)
		}
	})
}

// TestChunkedPDFCarriesPages runs the real PDF through the anchors the way
// the sync pass does: every chunk of the converted text maps to a page.
func TestAnchorsOfConvertedPDF(t *testing.T) {
	c := newConverter(t)
	res, err := c.Convert(context.Background(), read(t, "handbook.pdf"), "handbook.pdf", "application/pdf")
	if err != nil {
		t.Fatal(err)
	}
	_, rest, _ := strings.Cut(res.Markdown, "## Allowances")
	var tr Tracker
	tr.Next(strings.Split(res.Markdown, "## Allowances")[0])
	text, loc := tr.Next("## Allowances" + rest)
	if loc.Label() != "page 2" || !strings.Contains(text, "| Home office | 600 EUR | Manager |") {
		t.Errorf("allowances: %q in %q", loc.Label(), text)
	}
}
