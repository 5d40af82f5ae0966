package convert

import (
	"bytes"
	"strconv"
	"strings"

	"github.com/xuri/excelize/v2"
)

// convertXLSX reads every sheet with excelize, row by row (its streaming
// iterator), as a sheet anchor and a "## Sheet: name" section holding one
// table: the first non-empty row below any title rows is the header, and a first "Row" column
// carries the sheet's row numbers, so each chunk's row range can be cited.
// Cell values are the formatted ones Excel shows (cached formula results).
// A merged cell's value fills every cell it covers, so each row reads
// whole; title rows above the header (one value, often merged across the
// sheet) are written as paragraphs, not taken for the header; charts
// drawn on a sheet follow its table as sentences (chartText).
func convertXLSX(data []byte, lim Limits) (Result, error) {
	// Our own checks first: excelize's limits bound the inflated size, not
	// the entry count or ratio, and they are worded for developers.
	c, err := openZip(data, lim, "Excel workbook")
	if err != nil {
		return Result{}, err
	}
	f, err := excelize.OpenReader(bytes.NewReader(data), excelize.Options{
		UnzipSizeLimit: lim.ZipTotalBytes, UnzipXMLSizeLimit: min(lim.ZipEntryBytes, 16<<20),
	})
	if err != nil {
		return Result{}, errorf(Malformed, "is not a readable Excel workbook (.xlsx); if it is an older .xls file, save it as .xlsx")
	}
	defer func() { _ = f.Close() }()
	parts, err := xlsxSheetParts(c)
	if err != nil {
		return Result{}, err
	}
	charts, err := xlsxCharts(c, parts)
	if err != nil {
		return Result{}, err
	}
	w := &writer{limit: lim.OutputBytes}
	cells := 0
	sheets := f.GetSheetList()
	for _, name := range sheets {
		merges, err := sheetMerges(c, parts[name])
		if err != nil {
			return Result{}, err
		}
		rows, err := f.Rows(name)
		if err != nil {
			return Result{}, errorf(Malformed, "has a sheet %q that cannot be read", name)
		}
		var raw [][]string
		var nums []int
		var owns []bool
		for n := 1; rows.Next(); n++ {
			cols, err := rows.Columns()
			if err != nil {
				_ = rows.Close()
				return Result{}, errorf(Malformed, "has a sheet %q that cannot be read (row %d)", name, n)
			}
			cols, own := merges.fill(n, cols)
			cols = trimEmpty(cols)
			if len(cols) == 0 {
				continue
			}
			cells += len(cols)
			if cells > lim.Cells {
				_ = rows.Close()
				return Result{}, errorf(TooLarge, "has more than %d cells; split it into smaller workbooks", lim.Cells)
			}
			raw = append(raw, cols)
			nums = append(nums, n)
			owns = append(owns, own)
		}
		_ = rows.Close()
		if len(raw) == 0 && len(charts[name]) == 0 {
			continue
		}
		w.block(SheetMarker(name))
		w.heading(2, "Sheet: "+name)
		titles, first := splitTitles(raw)
		for _, t := range titles {
			w.block(paragraph(t))
		}
		var table [][]string
		for i := first; i < len(raw); i++ {
			if i > first && !owns[i] && len(table) == 1 {
				continue // the rest of a header merged down over two rows: the header again
			}
			label := strconv.Itoa(nums[i])
			if i == first {
				label = "Row"
			}
			table = append(table, append([]string{label}, raw[i]...))
		}
		if len(table) > 0 {
			w.block(renderTable(table))
		}
		for _, ch := range charts[name] {
			w.block(paragraph(ch))
		}
		if w.full() {
			return Result{}, errorf(TooLarge, "holds more text than allowed; split it into smaller workbooks")
		}
	}
	return Result{Markdown: w.String(), Pages: len(sheets)}, nil
}

// renderTable is table, with a header-only table given one empty row so it
// still reads as a table.
func renderTable(rows [][]string) string {
	if len(rows) == 1 {
		rows = append(rows, nil)
	}
	return table(rows)
}

// trimEmpty drops trailing blank cells.
func trimEmpty(cols []string) []string {
	for len(cols) > 0 && strings.TrimSpace(cols[len(cols)-1]) == "" {
		cols = cols[:len(cols)-1]
	}
	return cols
}
