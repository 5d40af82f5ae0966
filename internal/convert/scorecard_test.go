package convert

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// The scorecard: real files other people made (testdata/third_party, each
// folder with the files, their LICENSE and a SOURCE.md naming repository and
// commit), each with checks written by reading the original, not our output.
// A folder's checks.json lists {"file": ..., "checks": [...]}; a check is one
// of the kinds below. The test prints the pass rate per format and fails
// below scorecardFloor on any format, so a regression in one converter shows
// even when the others improve.

// scorecardFloor is the pass rate every format must keep (issue 31 asks 95%).
const scorecardFloor = 0.95

// scoreCheck is one expectation about a converted file.
type scoreCheck struct {
	// Kind is heading, title, table_row, list_item, order, link, contains or absent.
	Kind  string   `json:"kind"`
	Text  string   `json:"text,omitempty"`  // heading/list/contains/absent text, title, link text
	Level int      `json:"level,omitempty"` // heading level (1-6); 0 accepts any level
	Cells []string `json:"cells,omitempty"` // table_row: these cells, in this order, in one Markdown table row
	URL   string   `json:"url,omitempty"`   // link target
	// Before and After: order checks (After's first occurrence follows Before's).
	Before string `json:"before,omitempty"`
	After  string `json:"after,omitempty"`
	// NotHeading: heading checks that a text is never a heading line (running headers, page numbers).
	NotHeading bool `json:"not_heading,omitempty"`
}

// scoreFile is the checks of one vendored file.
type scoreFile struct {
	File   string       `json:"file"`
	Checks []scoreCheck `json:"checks"`
}

func TestScorecard(t *testing.T) {
	dirs, err := filepath.Glob(filepath.Join("testdata", "third_party", "*", "checks.json"))
	if err != nil {
		t.Fatal(err)
	}
	if len(dirs) == 0 {
		t.Fatal("no testdata/third_party/*/checks.json: the scorecard has no documents")
	}
	c := newConverter(t)
	passed, total := map[Format]int{}, map[Format]int{}
	for _, path := range dirs {
		raw, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		var files []scoreFile
		if err := json.Unmarshal(raw, &files); err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		for _, sf := range files {
			name := filepath.Join(filepath.Dir(path), sf.File)
			data, err := os.ReadFile(name)
			if err != nil {
				t.Fatalf("%s: %v", path, err)
			}
			res, err := c.Convert(context.Background(), data, sf.File, "")
			if err != nil {
				t.Errorf("%s: convert: %v", name, err)
			}
			f, _ := FormatOf(sf.File, "")
			for _, ck := range sf.Checks {
				total[f]++
				if msg := ck.verify(res); msg != "" {
					t.Logf("scorecard miss: %s: %s", name, msg)
					continue
				}
				passed[f]++
			}
		}
	}
	formats := make([]string, 0, len(total))
	for f := range total {
		formats = append(formats, string(f))
	}
	sort.Strings(formats)
	for _, name := range formats {
		f := Format(name)
		rate := float64(passed[f]) / float64(total[f])
		t.Logf("scorecard %-5s %d/%d = %.3f", name, passed[f], total[f], rate)
		if rate < scorecardFloor {
			t.Errorf("scorecard %s: %d/%d checks pass (%.3f), below %.2f", name, passed[f], total[f], rate, scorecardFloor)
		}
	}
}

var headingLine = regexp.MustCompile(`^(#{1,6})\s+(.*?)\s*#*\s*$`)

// verify returns "" when the check holds, else what was wrong.
func (ck scoreCheck) verify(res Result) string {
	md := res.Markdown
	lines := strings.Split(md, "\n")
	norm := func(s string) string { return strings.Join(strings.Fields(s), " ") }
	switch ck.Kind {
	case "heading":
		for _, l := range lines {
			m := headingLine.FindStringSubmatch(l)
			if m == nil || !strings.EqualFold(norm(stripInline(m[2])), norm(ck.Text)) {
				continue
			}
			if ck.NotHeading {
				return fmt.Sprintf("%q is a heading (%s)", ck.Text, l)
			}
			if ck.Level == 0 || len(m[1]) == ck.Level {
				return ""
			}
			return fmt.Sprintf("heading %q at level %d, want %d", ck.Text, len(m[1]), ck.Level)
		}
		if ck.NotHeading {
			return ""
		}
		return fmt.Sprintf("no heading %q", ck.Text)
	case "title":
		for _, l := range lines {
			if m := headingLine.FindStringSubmatch(l); m != nil {
				if len(m[1]) == 1 && strings.EqualFold(norm(stripInline(m[2])), norm(ck.Text)) {
					return ""
				}
				return fmt.Sprintf("first heading %q, want title %q", l, ck.Text)
			}
		}
		return fmt.Sprintf("no heading at all, want title %q", ck.Text)
	case "table_row":
		for _, l := range lines {
			if !strings.HasPrefix(strings.TrimSpace(l), "|") {
				continue
			}
			if cellsInOrder(l, ck.Cells) {
				return ""
			}
		}
		return fmt.Sprintf("no table row with cells %q", ck.Cells)
	case "list_item":
		item := regexp.MustCompile(`^\s*(?:[-*+]|\d+[.)])\s+(.*)$`)
		for _, l := range lines {
			if m := item.FindStringSubmatch(l); m != nil && strings.Contains(norm(stripInline(m[1])), norm(ck.Text)) {
				return ""
			}
		}
		return fmt.Sprintf("no list item %q", ck.Text)
	case "order":
		flat := norm(md)
		i, j := strings.Index(flat, norm(ck.Before)), strings.Index(flat, norm(ck.After))
		if i < 0 || j < 0 {
			return fmt.Sprintf("order: %q at %d, %q at %d", ck.Before, i, ck.After, j)
		}
		if j < i {
			return fmt.Sprintf("%q comes before %q", ck.After, ck.Before)
		}
		return ""
	case "link":
		if strings.Contains(md, "["+ck.Text+"]("+ck.URL) {
			return ""
		}
		return fmt.Sprintf("no link [%s](%s)", ck.Text, ck.URL)
	case "contains":
		if strings.Contains(norm(md), norm(ck.Text)) {
			return ""
		}
		return fmt.Sprintf("text %q missing", ck.Text)
	case "absent":
		if !strings.Contains(norm(md), norm(ck.Text)) {
			return ""
		}
		return fmt.Sprintf("text %q should not be there", ck.Text)
	}
	return fmt.Sprintf("unknown check kind %q", ck.Kind)
}

// cellsInOrder reports whether a Markdown table row holds want as cells, in
// order (other cells may sit between them).
func cellsInOrder(row string, want []string) bool {
	cells := strings.Split(strings.Trim(strings.TrimSpace(row), "|"), "|")
	k := 0
	for _, c := range cells {
		if k < len(want) && strings.EqualFold(strings.Join(strings.Fields(stripInline(c)), " "), strings.Join(strings.Fields(want[k]), " ")) {
			k++
		}
	}
	return k == len(want) && len(want) > 0
}

// stripInline drops emphasis and code markers so a check names words, not
// the converter's choice of markup.
func stripInline(s string) string {
	return strings.NewReplacer("**", "", "__", "", "`", "", `\|`, "|").Replace(s)
}
