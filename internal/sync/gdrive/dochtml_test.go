package gdrive

import (
	"bytes"
	"html"
	"regexp"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/extension"

	"knowledgestack/internal/sync/connectortest"
)

// TestDocExportMeasured converts the recorded Docs HTML exports and counts
// what survives: every heading, every table cell, the list nesting, the
// emphasis the exporter writes as CSS classes, the link behind Google's
// redirect. The numbers are the ones in docs/adr/0028-google-drive.md.
func TestDocExportMeasured(t *testing.T) {
	cases := []struct {
		name     string
		headings int
		rows     int
		contains []string
	}{
		{"headings-and-paragraphs", 3, 0, []string{"# Heading 1", "## Heading 2", "### Heading 3", "Another paragraph in the middle."}},
		{"tables", 0, 4, []string{"| Column  | Headings |", "| Values  | 1120     | 5000    | To center | 🤷 emoji ❓ |"}},
		{"lists", 0, 0, []string{"- List of stuff.\n  \n  - With\n  - Subitems\n    \n    - And", "1. This is\n2. A numbered"}},
		{"inline-formatting", 0, 0, []string{"**is bold**", "*or just italic*", "~~struck through~~", "[linked (to GitHub)](https://github.com/)"}},
		{"internal-links", 3, 0, []string{"# First heading", "[Link to the first heading.](#h.f9vumqshbd5l)"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			md, err := DocMarkdown(string(docExport(t, c.name)))
			if err != nil {
				t.Fatal(err)
			}
			var headings, rows int
			for _, l := range strings.Split(md, "\n") {
				if strings.HasPrefix(l, "#") {
					headings++
				}
				if strings.HasPrefix(l, "|") && !strings.HasPrefix(l, "|--") {
					rows++
				}
			}
			if headings != c.headings || rows != c.rows {
				t.Errorf("%d headings and %d table rows, want %d and %d:\n%s", headings, rows, c.headings, c.rows, md)
			}
			for _, want := range c.contains {
				if !strings.Contains(md, want) {
					t.Errorf("lacks %q:\n%s", want, md)
				}
			}
			if strings.Contains(md, "google.com/url") || strings.Contains(md, "lst-kix") || strings.Contains(md, "[]()") {
				t.Errorf("exporter residue left:\n%s", md)
			}
			if ch, lost := connectortest.Lost(visibleText(t, c.name), md, 1); lost {
				t.Errorf("lost %q", ch)
			}
			connectortest.Golden(t, "doc-"+c.name+".md", md)
		})
	}
}

// TestDocFidelity: the exports of issue 32 — a Docs code block, monospace
// runs, the Title style, suggestions, reviewers' comments — against golden
// Markdown. The first four are real exports (google-docs-to-markdown's
// fixtures); the comments export is recorded-shape (testdata/shaped-SOURCE.md).
func TestDocFidelity(t *testing.T) {
	cases := []struct {
		name, file     string
		contains, lack []string
	}{
		{"code-blocks", "third_party/google-docs-to-markdown/code-blocks.export.html",
			[]string{"```\nfor (const i = 0; i < someList.length; i++) {\n  doSomething(someList[i]);\n}\n\n// ^^ Blank lines in the block should be ok ^^\n```", "```\nlet whatever = \"hello\"\n```\n\nOK?", "\n`Consecutive lines`\n"},
			[]string{"\uec03", "\uec02"}},
		{"code-inline", "third_party/google-docs-to-markdown/code-inline.export.html",
			[]string{"Text that is `monospaced` "}, []string{"``"}},
		{"titles-and-empty-headings", "third_party/google-docs-to-markdown/titles-and-empty-headings.export.html",
			[]string{"# Document title!"}, nil},
		{"suggestions", "third_party/google-docs-to-markdown/suggestions.export.html",
			[]string{"This is a test of changes in documents.", "This tests some **suggested** **changes** that overlap formatting boundaries."}, nil},
		{"comments", "shaped-comments.export.html",
			[]string{"# Refund policy", "## Finance, 2026", "Refunds are paid within 30 days of the request. Run `refund --id 42` to check one."},
			[]string{"[a]", "cmnt", "reviewer", "14 days"}},
		{"lists", "third_party/google-docs-to-markdown/lists.export.html", nil, []string{"<!--", "THE END"}},
		{"footnotes", "shaped-footnotes.export.html",
			[]string{"# Travel policy", "under six hours[^1] and business class above that[^2].",
				"\n\n[^1]: Measured gate to gate, as the [airline schedules](https://example.com/airline-schedules) state it.\n",
				"\n\n[^2]: The **finance director** approves exceptions.\n\n    A second paragraph of the same footnote.\n"},
			[]string{"ftnt", "\\[1\\]", "* * *", "reviewer", "[a]"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			raw := connectortest.Testdata(t, c.file)
			raw = regexp.MustCompile(`\n\t*`).ReplaceAll(raw, nil)
			md, err := DocMarkdown(string(raw))
			if err != nil {
				t.Fatal(err)
			}
			connectortest.Golden(t, "fidelity-"+c.name+".md", md)
			md = strings.ReplaceAll(md, "\u00a0", " ") // the exporter's &nbsp; between runs
			for _, w := range c.contains {
				if !strings.Contains(md, w) {
					t.Errorf("lacks %q:\n%s", w, md)
				}
			}
			for _, w := range c.lack {
				if strings.Contains(md, w) {
					t.Errorf("still holds %q:\n%s", w, md)
				}
			}
		})
	}
}

// visibleText is the export's body text, which the Markdown must keep.
func visibleText(t *testing.T, name string) string {
	s := string(docExport(t, name))
	if i := strings.Index(s, "<body"); i >= 0 {
		s = s[i:]
	}
	var b strings.Builder
	in := false
	for _, r := range s {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
			b.WriteByte(' ')
		case !in:
			b.WriteRune(r)
		}
	}
	// Entities are letters in the Markdown, not in the raw HTML.
	out := b.String()
	for _, e := range []string{"&#129335;", "&#10067;", "&nbsp;", "&amp;", "&quot;", "&#39;"} {
		out = strings.ReplaceAll(out, e, "")
	}
	return out
}

func TestDocImagesBecomeTheirAltText(t *testing.T) {
	md, err := DocMarkdown(`<html><body><p>Org chart: <img alt="Org chart 2026" src="https://lh7-rt.googleusercontent.com/docsz/x?key=y"><img src="https://lh7-rt.googleusercontent.com/docsz/z"></p></body></html>`)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(md, "googleusercontent") || !strings.Contains(md, "Org chart 2026") {
		t.Errorf("got %q", md)
	}
}

// FuzzDocMarkdown: any HTML converts without panicking and without the
// exporter's residue (code block markers, list-end comments); text with
// no markup or entities keeps every letter and digit exactly once.
func FuzzDocMarkdown(f *testing.F) {
	for _, n := range []string{"lists", "tables", "inline-formatting", "code-blocks", "code-inline", "titles-and-empty-headings", "suggestions"} {
		f.Add(string(docExport(f, n)))
	}
	f.Add(string(connectortest.Testdata(f, "shaped-comments.export.html")))
	f.Add(string(connectortest.Testdata(f, "shaped-footnotes.export.html")))
	f.Add("plain words 42 and \uec03code\uec02")
	f.Fuzz(func(t *testing.T, s string) {
		md, err := DocMarkdown(s)
		if err != nil {
			return
		}
		if strings.ContainsAny(md, "\uec02\uec03") || strings.Contains(md, "<!--THE END-->") {
			t.Fatalf("residue: %q → %q", s, md)
		}
		if strings.ContainsAny(s, "<&") || !utf8.ValidString(s) {
			return
		}
		md = html.UnescapeString(md) // the converter writes a > in text as &gt;
		if r, lost := connectortest.Lost(s, md, 1); lost {
			t.Fatalf("lost %q: %q → %q", r, s, md)
		}
		if r, lost := connectortest.Lost(md, s, 1); lost {
			t.Fatalf("added %q: %q → %q", r, s, md)
		}
	})
}

// TestDocFootnotesReadAsFootnotes: goldmark's footnote extension, an
// independent reader, finds both footnotes of the recorded-shape export
// with their text (the second of two paragraphs), and the reference where
// the author put it.
func TestDocFootnotesReadAsFootnotes(t *testing.T) {
	raw := connectortest.Testdata(t, "shaped-footnotes.export.html")
	md, err := DocMarkdown(string(raw))
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := goldmark.New(goldmark.WithExtensions(extension.Footnote)).Convert([]byte(md), &out); err != nil {
		t.Fatal(err)
	}
	got := out.String()
	body, notes, ok := strings.Cut(got, `<div class="footnotes"`)
	if !ok {
		t.Fatalf("no footnotes section:\n%s", got)
	}
	if strings.Count(body, `class="footnote-ref"`) != 2 || !strings.Contains(body, "under six hours<sup") {
		t.Errorf("references:\n%s", body)
	}
	for _, w := range []string{"Measured gate to gate", "<strong>finance director</strong>", "A second paragraph of the same footnote."} {
		if !strings.Contains(notes, w) {
			t.Errorf("footnotes lack %q:\n%s", w, notes)
		}
	}
	if strings.Contains(body, "Measured gate to gate") || strings.Contains(got, "<hr>\n<p>") {
		t.Errorf("a footnote's text is in the body:\n%s", got)
	}
}
