package convert

import (
	"context"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite the golden Markdown files")

func newConverter(t testing.TB) *Converter {
	t.Helper()
	c, err := New(Options{})
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func read(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestGolden converts every real file of testdata (made by Chromium,
// python-docx, LibreOffice, pptxgenjs and openpyxl; see testdata/src) and
// compares the Markdown with testdata/golden/<file>.md.
func TestGolden(t *testing.T) {
	c := newConverter(t)
	for _, tc := range []struct {
		file  string
		pages int
		want  []string // structure that must be there whatever else changes
	}{
		{"handbook.pdf", 2, []string{"<!-- ks:page 1 -->", "# Benefits Handbook", "## Health insurance", "### Parental leave",
			"<!-- ks:page 2 -->", "| Allowance | Amount | Approval |", "| Home office | 600 EUR | Manager |", "- Dental care is included"}},
		{"columns.pdf", 1, []string{"# Field Service Notes", "## Calibrating the arm", "## Error codes",
			"stops the routine and asks for a manual check."}},
		{"policy.docx", 0, []string{"# Travel Policy", "## Booking", "### Approval steps", "- Economy class",
			"1. Submit the trip request", "| Country | Allowance | Hotel cap |", "| Japan | 4500 JPY | 22000 JPY |", "25 EUR | including"}},
		{"handbook-lo.docx", 0, []string{"# Benefits Handbook", "## Health insurance", "| Allowance | Amount | Approval |"}},
		{"deck.pptx", 3, []string{"# Quarterly Service Review", "<!-- ks:slide 2 -->", "## Slide 2: Highlights",
			"- Response time fell", "  - Fastest in the northern region", "Notes: Mention the new spare parts depot",
			"## Slide 3: Calls by region", "| Region | Calls | Median hours |"}},
		{"deck-lo.pptx", 3, []string{"<!-- ks:slide 3 -->", "| North | 412 | 2.7 |"}},
		{"prices.xlsx", 2, []string{"## Sheet: Price list", "<!-- ks:sheet Price%20list -->",
			"| Row | Part number | Description | Unit price EUR | Stock |", "| 41 | NR-1040 |", "## Sheet: Summary"}},
		{"inventory.csv", 0, []string{"<!-- ks:rows 1 -->", "| Row | Part | Description | Price |", `| 3 | NR-1002 | Gripper \| two-finger | 118,00 |`, "Café"}},
		{"latin1.csv", 0, []string{"| 2 | José | Málaga |", "| 3 | Renée | Köln |"}},
	} {
		t.Run(tc.file, func(t *testing.T) {
			res, err := c.Convert(context.Background(), read(t, tc.file), tc.file, "")
			if err != nil {
				t.Fatalf("convert: %v", err)
			}
			if res.Pages != tc.pages {
				t.Errorf("pages = %d, want %d", res.Pages, tc.pages)
			}
			for _, w := range tc.want {
				if !strings.Contains(res.Markdown, w) {
					t.Errorf("Markdown lacks %q", w)
				}
			}
			golden := filepath.Join("testdata", "golden", tc.file+".md")
			if *update {
				if err := os.MkdirAll(filepath.Dir(golden), 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(golden, []byte(res.Markdown), 0o644); err != nil {
					t.Fatal(err)
				}
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run with -update to create it)", err)
			}
			if res.Markdown != string(want) {
				t.Errorf("Markdown differs from %s (run with -update and review the diff):\n%s", golden, res.Markdown)
			}
		})
	}
}

// TestRefusals: each hostile or broken file gets its own named sentence.
func TestRefusals(t *testing.T) {
	c := newConverter(t)
	for _, tc := range []struct {
		file     string
		kind     Kind
		storable bool
		says     string
	}{
		{"encrypted.pdf", EncryptedFile, true, "needs a password"},
		{"truncated.pdf", Truncated, false, "is truncated"},
		{"fake.docx", Malformed, false, "is not a Word document: it is not a ZIP container"},
		{"bomb.docx", ZipBomb, false, "zip bomb"},
		{"mixed.csv", Encoding, false, "mixes encodings"},
	} {
		t.Run(tc.file, func(t *testing.T) {
			_, err := c.Convert(context.Background(), read(t, tc.file), tc.file, "")
			var ce *Error
			if !errors.As(err, &ce) {
				t.Fatalf("err = %v, want a *convert.Error", err)
			}
			if ce.Kind != tc.kind || ce.Storable() != tc.storable || !strings.Contains(ce.Error(), tc.says) {
				t.Errorf("got %s %q (storable %v), want %s saying %q", ce.Kind, ce.Error(), ce.Storable(), tc.kind, tc.says)
			}
		})
	}
}
