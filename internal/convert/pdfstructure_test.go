package convert

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

func thirdParty(t *testing.T, c *Converter, dir, file string) Result {
	t.Helper()
	data, err := os.ReadFile(filepath.Join("testdata", "third_party", dir, file))
	if err != nil {
		t.Fatal(err)
	}
	res, err := c.Convert(context.Background(), data, file, "")
	if err != nil {
		t.Fatalf("convert %s: %v", file, err)
	}
	return res
}

// TestPDFStructure is issue 31's "must show" on real files other people
// made: a ruled table's rows arrive as Markdown rows with their label and
// values, an outline gives the headings and their levels, and running
// headers and page numbers are neither headings nor the title.
func TestPDFStructure(t *testing.T) {
	c := newConverter(t)
	t.Run("a ruled table's rows keep their label with their values", func(t *testing.T) {
		md := thirdParty(t, c, "pdf-pdfplumber", "table-curves-example.pdf").Markdown
		for _, row := range []string{
			"| Anaemia | Common | Common | Common |",
			"| Thrombocytopenia | Uncommon | Uncommon | Common |",
			"| Angioedema | Not known | Not known | Not known |",
		} {
			if !strings.Contains(md, row) {
				t.Errorf("no row %q in\n%s", row, md)
			}
		}
		md = thirdParty(t, c, "pdf-pdfplumber", "WARN-Report-for-7-1-2015-to-03-25-2016.pdf").Markdown
		if !strings.Contains(md, "| Total | 632 | 53,454 |") {
			t.Errorf("the summary table's total row is not one row")
		}
	})
	t.Run("a 117-page book's outline gives its headings and levels; running headers and page numbers are gone", func(t *testing.T) {
		res := thirdParty(t, c, "pdf-sample-files", "GeoTopo-komprimiert.pdf")
		md := res.Markdown
		for _, h := range []string{"# Geometrie und Topologie\n", "\n## 1 Topologische Grundbegriffe\n", "\n### 1.1 Topologische Räume\n",
			"\n### 1.2 Metrische Räume\n", "\n## 5 Krümmung\n", "\n#### 4.2.1 Flächeninhalt\n"} {
			if !strings.Contains(md, h) {
				t.Errorf("no heading %q", strings.TrimSpace(h))
			}
		}
		if n := strings.Count(md, "1.1. TOPOLOGISCHE RÄUME"); n > 0 {
			t.Errorf("the running header is still there %d times", n)
		}
		if m := regexp.MustCompile(`(?m)^#+ [0-9]+$`).FindString(md); m != "" {
			t.Errorf("a page number is a heading: %q", m)
		}
		if heads := regexp.MustCompile(`(?m)^#{1,6} `).FindAllString(md, -1); len(heads) > 60 {
			t.Errorf("%d headings for a 35-entry outline", len(heads))
		}
	})
	t.Run("a file-name metadata title is not the title", func(t *testing.T) {
		md := thirdParty(t, c, "pdf-pdfplumber", "cupertino_usd_4-6-16.pdf").Markdown
		if !strings.Contains(md, "# CUPERTINO UNION SCHOOL DISTRICT\n") || strings.Contains(md, "Microsoft Word") {
			t.Errorf("title:\n%s", md[:min(len(md), 300)])
		}
	})
	t.Run("a PDF whose permissions forbid copying is read, not called scanned", func(t *testing.T) {
		res := thirdParty(t, c, "pdf-sample-files", "crazyones-copy-forbidden.pdf")
		if !strings.Contains(res.Markdown, "The round pegs in the square holes.") || res.OCRPages != 0 {
			t.Errorf("OCR pages %d:\n%s", res.OCRPages, res.Markdown)
		}
	})
}

// TestPDFLayoutBounded: a page of 20,000 one-word lines (a hostile file)
// is laid out without the quadratic passes, so the in-process layout, which
// no deadline kills, stays linear; every word is still there.
func TestPDFLayoutBounded(t *testing.T) {
	var b strings.Builder
	b.WriteString(`<html><body><doc><page width="600" height="800"><block xMin="0" yMin="0" xMax="600" yMax="800">`)
	for i := range 20000 {
		// All in the top margin, every other line a bullet: the worst case
		// of the furniture and marker passes.
		y, word := float64(i%80), fmt.Sprintf("w%d", i)
		if i%2 == 1 {
			word = "•"
		}
		fmt.Fprintf(&b, `<line xMin="%d" yMin="%g" xMax="%d" yMax="%g"><word xMin="%d" yMin="%g" xMax="%d" yMax="%g">%s</word></line>`,
			i%500, y, i%500+20, y+8, i%500, y, i%500+20, y+8, word)
	}
	b.WriteString(`</block></page></doc></body></html>`)
	doc, err := parseLayout(strings.NewReader(b.String()), 16<<20)
	if err != nil {
		t.Fatal(err)
	}
	md := doc.markdown(context.Background(), 16<<20, nil, nil)
	if !strings.Contains(md, "w0 ") || !strings.Contains(md, " w19998") {
		t.Fatalf("words lost: %d bytes", len(md))
	}
}

// TestPDFBoldHeadings: headings set in bold at 1.12× the body size (below
// the size ratio; only their weight sets them apart, which pdftotext does
// not report) are headings; a bold run inside a paragraph and a bold
// sentence are not. testdata/src/boldheads.html is the source.
func TestPDFBoldHeadings(t *testing.T) {
	c := newConverter(t)
	res, err := c.Convert(context.Background(), read(t, "boldheads.pdf"), "boldheads.pdf", "")
	if err != nil {
		t.Fatal(err)
	}
	md := res.Markdown
	for _, h := range []string{"# Supplier code of conduct\n", "\n## Working hours\n", "\n## Health and safety\n", "\n## Audits\n"} {
		if !strings.Contains(md, h) {
			t.Errorf("no heading %q in\n%s", strings.TrimSpace(h), md)
		}
	}
	if heads := regexp.MustCompile(`(?m)^#{1,6} `).FindAllString(md, -1); len(heads) != 4 {
		t.Errorf("%d headings, want 4:\n%s", len(heads), md)
	}
	for _, p := range []string{"hours. Overtime is voluntary and paid", "\nBreaches are reported to the purchasing team within two days.\n"} {
		if !strings.Contains(md, p) {
			t.Errorf("no paragraph text %q in\n%s", p, md)
		}
	}
}

// TestPDFReadingOrder: a two-column notice laid out like the Federal
// Register's (testdata/src/notice.html): pdftotext reads its blocks by
// their tops, interleaving the columns, puts the footnote at the foot of
// the first column in the middle of the sentence that runs on into the
// second, splits the run-in headings ("AGENCY:", set in another font) from
// the rest of their paragraph, and a printer's stamp runs up the margin of
// every page into the bottom band.
func TestPDFReadingOrder(t *testing.T) {
	c := newConverter(t)
	res, err := c.Convert(context.Background(), read(t, "notice.pdf"), "notice.pdf", "")
	if err != nil {
		t.Fatal(err)
	}
	md := res.Markdown
	for _, p := range []string{
		"\nAGENCY: Office of Workplace Safety (OWS), Labor.\n",
		"\nACTION: Notice of proposed rule (NPR).\n",
		"require a second operator control 1 and a written check of every guard before each shift, kept for three years",
	} {
		if !strings.Contains(md, p) {
			t.Errorf("no %q in\n%s", p, md)
		}
	}
	note, due := strings.Index(md, "1 A control the operator holds"), strings.Index(md, "Comments are due")
	if note < 0 || note < due || note > strings.Index(md, "<!-- ks:page 2 -->") {
		t.Errorf("the footnote is not after its page's text:\n%s", md)
	}
	if strings.Contains(md, "PRINTHOST") {
		t.Errorf("the margin stamp is still there:\n%s", md)
	}
	if heads := regexp.MustCompile(`(?m)^#{1,6} .*`).FindAllString(md, -1); len(heads) != 1 {
		t.Errorf("headings %q, want only the title", heads)
	}
}

// TestPDFRuledTableWithSentences: a ruled table whose cells hold sentences
// wrapped over two or three lines (testdata/src/ruled.html). Word
// positions cut it into one row per printed line, a cell's last word
// falling out below the table; the ruling lines say where each row ends,
// so each row arrives whole, its situation with its action and owner.
func TestPDFRuledTableWithSentences(t *testing.T) {
	c := newConverter(t)
	res, err := c.Convert(context.Background(), read(t, "ruled.pdf"), "ruled.pdf", "")
	if err != nil {
		t.Fatal(err)
	}
	md := res.Markdown
	for _, row := range []string{
		"| Situation | What to do first | Who decides |\n| --- | --- | --- |\n",
		"| A robot arm stops in the middle of a cycle | Press the emergency stop, fence off the cell and call the shift lead | Shift lead, or the plant manager at night |\n",
		"| A laptop with customer data is lost | Report it to IT security within one hour so the disk can be locked | Chief information security officer |\n",
	} {
		if !strings.Contains(md, row) {
			t.Errorf("no row %q in\n%s", row, md)
		}
	}
	if n := strings.Count(md, "\n|"); n != 5 {
		t.Errorf("%d table lines, want 5 (header, rule, three rows):\n%s", n, md)
	}
}

// TestPDFStatisticsTableWithBlankColumns: a statistics table whose data
// rows leave two columns blank, filled only in its header and its Totals
// row (testdata/src/stats.html, the shape of the FBI's NICS monthly
// table). No row has every column, so the columns of the most common rows
// are too few for the header; the columns of every row together explain
// it, and each state's row keeps its label with its numbers.
func TestPDFStatisticsTableWithBlankColumns(t *testing.T) {
	c := newConverter(t)
	res, err := c.Convert(context.Background(), read(t, "stats.pdf"), "stats.pdf", "")
	if err != nil {
		t.Fatal(err)
	}
	for _, row := range []string{
		"| State | Permit | Handgun | Long Gun | Other | Rentals | Totals |\n| --- | --- | --- | --- | --- | --- | --- |\n",
		"| Alabama | 10,616 | 4,948 | 12,942 |  |  | 28,506 |\n",
		"| Totals | 124,586 | 117,427 | 102,576 |  | 3 | 344,592 |\n",
	} {
		if !strings.Contains(res.Markdown, row) {
			t.Errorf("no row %q in\n%s", row, res.Markdown)
		}
	}
}
