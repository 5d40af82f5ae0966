package convert

import (
	"context"
	"reflect"
	"strings"
	"testing"
)

// TestSheetsAndDecksOfRealFiles: workbooks and decks others made keep
// their merged cells, headers below title rows, and charts' text.
func TestSheetsAndDecksOfRealFiles(t *testing.T) {
	c := newConverter(t)
	for _, tc := range []struct {
		name, file string
		want       []string
		not        []string
	}{
		{"the header below three merged title rows", "apache-poi/Tables.xlsx", []string{
			"## Sheet: Exp3 (2)\n\nExample 3\n\nMarried couple, two incomes, two children (under the age of six) taxed under PAYE\n\nFull rate PRSI contributors\n\n| Row | GROSS | PRSI liability | PRSI liability | Levy Liability | Levy Liability |",
		}, []string{"| Row | Example 3 |"}},
		{"merged cells fill every cell they cover", "calamine-xlsx/merge_cells.xlsx", []string{
			"| Row | Row Merge | Row Merge | Not Merged |", "| 2 | Column Merge | Chunk Merged | Chunk Merged | Chunk Merged |",
			"| 4 | Column Merge | Chunk Merged | Chunk Merged | Chunk Merged |",
		}, nil},
		{"a header merged down two rows is written once", "calamine-xlsx/merged_range.xlsx", []string{
			"| Row | A1 | B1 | C1 | C1 | E1 | F1 | G1 | H1 |\n| --- | --- | --- | --- | --- | --- | --- | --- | --- |\n| 3 | A3 | B3 | C3 | C3 | E3 |",
		}, nil},
		{"a note above the header is text", "calamine-xlsx/header-row.xlsx", []string{"Note 1\n\n| Row | Columns | Column A | Column B | Column C |"}, nil},
		{"workbook charts give titles and series", "apache-poi/WithThreeCharts.xlsx", []string{
			"Chart (line): Series: 1st Column, 2nd Column.", "Chart (pie): Pie Chart Title Thingy.", "Chart (area): Sheet 3 Chart with Title. Series: Squares, Base Numbers.",
		}, nil},
		{"a deck's chart: a one-series chart is titled by its series", "apache-poi/bar-chart.pptx", []string{
			"Chart (bar): Sales. Series: Sales. Categories: 1st Qtr, 2nd Qtr, 3rd Qtr, 4th Qtr.",
		}, nil},
		{"a slide's hyperlink", "python-pptx/txt-text.pptx", []string{"[yahoo.com](http://yahoo.com)"}, nil},
		{"a comment line above a CSV's header", "tabulator-csv/skip-rows-before-headers.csv", []string{
			"\\# it's a comment!\n\n| Row | id | name |\n| --- | --- | --- |\n| 3 | 1 | english |\n| 4 | 2 | 中国人 |",
		}, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			res, err := c.Convert(context.Background(), read(t, "third_party/"+tc.file), tc.file, "")
			if err != nil {
				t.Fatal(err)
			}
			for _, w := range tc.want {
				if !strings.Contains(res.Markdown, w) {
					t.Errorf("Markdown lacks\n%s\ngot:\n%s", w, res.Markdown)
				}
			}
			for _, w := range tc.not {
				if strings.Contains(res.Markdown, w) {
					t.Errorf("Markdown holds %q", w)
				}
			}
		})
	}
}

// TestMergeFillOpensAndClosesRanges: ranges apply only to the rows they
// cover, their value comes from the top-left cell, and a row covered only
// by ranges from above reports no value of its own.
func TestMergeFillOpensAndClosesRanges(t *testing.T) {
	ms := &sheetMergeSet{ranges: []mergedRange{{row1: 1, col1: 1, row2: 1, col2: 3}, {row1: 2, col1: 1, row2: 3, col2: 1}}}
	for _, tc := range []struct {
		n        int
		in, want []string
		own      bool
	}{
		{1, []string{"Title"}, []string{"Title", "Title", "Title"}, true},
		{2, []string{"North", "4"}, []string{"North", "4"}, true},
		{3, []string{"", "5"}, []string{"North", "5"}, true},
		{4, []string{"South"}, []string{"South"}, true},
	} {
		got, own := ms.fill(tc.n, tc.in)
		if !reflect.DeepEqual(got, tc.want) || own != tc.own {
			t.Errorf("row %d: %q own %v, want %q own %v", tc.n, got, own, tc.want, tc.own)
		}
	}
	ms = &sheetMergeSet{ranges: []mergedRange{{row1: 1, col1: 1, row2: 2, col2: 2}}}
	ms.fill(1, []string{"Head"})
	if _, own := ms.fill(2, nil); own {
		t.Error("a row covered only by a range from above has a value of its own")
	}
}
