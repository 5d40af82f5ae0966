package convert

import (
	"fmt"
	"net/url"
	"regexp"
	"strconv"
	"strings"
)

// Anchor lines are HTML comments on a line of their own, so any Markdown
// renderer hides them, and they survive storage as text: a connector that
// only carries Markdown still carries the pages.
var anchorRE = regexp.MustCompile(`(?m)^<!-- ks:(page|slide|sheet|rows) ([^\s<>]{1,400}) -->[ \t]*$`)

// PageMarker is the anchor line that starts page n of a PDF.
func PageMarker(n int) string { return fmt.Sprintf("<!-- ks:page %d -->", n) }

// SlideMarker is the anchor line that starts slide n of a presentation.
func SlideMarker(n int) string { return fmt.Sprintf("<!-- ks:slide %d -->", n) }

// SheetMarker is the anchor line that starts a spreadsheet's sheet; the name
// is path-escaped, so no name can end the comment or break the line.
func SheetMarker(name string) string { return "<!-- ks:sheet " + url.PathEscape(name) + " -->" }

// RowsMarker is the anchor line before a CSV file's table, whose first
// column holds the row numbers.
func RowsMarker() string { return "<!-- ks:rows 1 -->" }

// StripAnchors removes every anchor line from markdown.
func StripAnchors(markdown string) string {
	if !strings.Contains(markdown, "<!-- ks:") {
		return markdown
	}
	return anchorRE.ReplaceAllString(markdown, "")
}

// Location is where a chunk lies in its original file. The zero Location
// means the file has no pages (Markdown, a DOCX).
type Location struct {
	Kind  string // "page", "slide", "sheet" or "rows" (a CSV file); "" for none
	From  int    // first page or slide, or first spreadsheet row (0: unknown)
	To    int    // last page, slide or row (>= From)
	Sheet string // the sheet's name, for Kind "sheet"
}

// IsZero reports whether the location says nothing.
func (l Location) IsZero() bool { return l.Kind == "" }

// Label is the location in words: "page 4", "pages 4–5", "slide 2",
// "sheet Prices, rows 2–41"; "" for none.
func (l Location) Label() string {
	span := func(one, many string) string {
		if l.To > l.From {
			return fmt.Sprintf("%s %d–%d", many, l.From, l.To)
		}
		return fmt.Sprintf("%s %d", one, l.From)
	}
	switch l.Kind {
	case "page":
		return span("page", "pages")
	case "slide":
		return span("slide", "slides")
	case "rows":
		if l.From == 0 {
			return ""
		}
		return span("row", "rows")
	case "sheet":
		if l.From == 0 {
			return "sheet " + l.Sheet
		}
		return "sheet " + l.Sheet + ", " + span("row", "rows")
	}
	return ""
}

// Tracker follows the anchors of one document through its chunks, which it
// must see in reading order.
type Tracker struct{ cur Location }

// Next returns a chunk's text without its anchor lines (and the blank lines
// they leave) and the location the chunk covers: the pages or slides it
// spans, or the sheet and the data rows of its table lines.
func (t *Tracker) Next(text string) (string, Location) {
	loc := t.cur
	started := false    // content seen in this chunk before the current line
	var ahead *Location // an anchor after content: it extends loc only if content follows it
	var out []string
	for line := range strings.SplitSeq(text, "\n") {
		if m := anchorRE.FindStringSubmatch(line); m != nil {
			a, ok := parseAnchor(m[1], m[2])
			if !ok {
				continue
			}
			t.cur = a
			if !started || loc.IsZero() {
				loc = a // the chunk opens on this page, slide or sheet
			} else {
				ahead = &a
			}
			continue
		}
		if strings.TrimSpace(line) != "" {
			started = true
			if ahead != nil {
				// It runs on to the next page or slide.
				if (ahead.Kind == "page" || ahead.Kind == "slide") && ahead.Kind == loc.Kind && ahead.From > loc.To {
					loc.To = ahead.From
				}
				ahead = nil
			}
		}
		if (t.cur.Kind == "sheet" || t.cur.Kind == "rows") && loc.Kind == t.cur.Kind && loc.Sheet == t.cur.Sheet {
			if row, ok := tableRowNumber(line); ok {
				if loc.From == 0 || row < loc.From {
					loc.From = row
				}
				if row > loc.To {
					loc.To = row
				}
			}
		}
		out = append(out, line)
	}
	if loc.To < loc.From {
		loc.To = loc.From
	}
	clean := strings.Join(out, "\n")
	if clean != text {
		clean = collapseBlank(clean)
	}
	return clean, loc
}

func parseAnchor(kind, arg string) (Location, bool) {
	if kind == "rows" {
		return Location{Kind: kind}, true
	}
	if kind == "sheet" {
		name, err := url.PathUnescape(arg)
		if err != nil {
			return Location{}, false
		}
		return Location{Kind: kind, Sheet: name}, true
	}
	n, err := strconv.Atoi(arg)
	if err != nil || n < 1 {
		return Location{}, false
	}
	return Location{Kind: kind, From: n, To: n}, true
}

// tableRowNumber reads the first cell of a Markdown table row written by the
// spreadsheet converters, which put the sheet's row number there.
func tableRowNumber(line string) (int, bool) {
	rest, ok := strings.CutPrefix(line, "| ")
	if !ok {
		return 0, false
	}
	cell, _, ok := strings.Cut(rest, " |")
	if !ok {
		return 0, false
	}
	n, err := strconv.Atoi(cell)
	return n, err == nil && n > 0
}

var blankRuns = regexp.MustCompile(`\n{3,}`)

func collapseBlank(s string) string {
	return strings.TrimSpace(blankRuns.ReplaceAllString(s, "\n\n"))
}
