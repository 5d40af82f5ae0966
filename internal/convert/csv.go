package convert

import (
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
)

// convertCSV reads a CSV file as one table whose first record is the header,
// with a first "Row" column holding each record's row number (the header is
// row 1). The delimiter (comma, semicolon or tab) is sniffed from the first
// line. The encoding is detected (decodeText): UTF-8, UTF-16, Shift_JIS,
// Windows-1252 and the others a spreadsheet program saves in.
func convertCSV(data []byte, lim Limits) (Result, error) {
	text, enc, err := decodeText(data)
	if err != nil {
		return Result{}, err
	}
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = sniffDelimiter(text)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var recs [][]string
	var nums []int
	cells, size := 0, 0
	for n := 1; ; n++ {
		rec, err := r.Read()
		if err == io.EOF {
			break
		}
		if err != nil {
			var pe *csv.ParseError
			if errors.As(err, &pe) {
				return Result{}, errorf(Malformed, "is not valid CSV: line %d: %v", pe.Line, pe.Err)
			}
			return Result{}, errorf(Malformed, "is not valid CSV")
		}
		rec = trimEmpty(rec)
		if len(rec) == 0 {
			continue
		}
		cells += len(rec)
		for _, c := range rec {
			size += len(c) + 3
		}
		if cells > lim.Cells || size > lim.OutputBytes {
			return Result{}, errorf(TooLarge, "has more than %d cells or %d MiB of text; split it into smaller files", lim.Cells, lim.OutputBytes>>20)
		}
		recs, nums = append(recs, rec), append(nums, n)
	}
	if len(recs) == 0 {
		return Result{}, errorf(Empty, "is empty")
	}
	// A title or "# comment" line above the header is text, not the header.
	titles, first := splitTitles(recs)
	var b strings.Builder
	b.WriteString(RowsMarker() + "\n\n")
	for _, t := range titles {
		b.WriteString(paragraph(t) + "\n\n")
	}
	rows := make([][]string, 0, len(recs)-first)
	for i := first; i < len(recs); i++ {
		label := "Row"
		if i > first {
			label = strconv.Itoa(nums[i])
		}
		rows = append(rows, append([]string{label}, recs[i]...))
	}
	b.WriteString(renderTable(rows))
	return Result{Markdown: b.String(), Encoding: enc}, nil
}

// sniffDelimiter picks the most frequent of , ; and tab on one line of the
// first ten (the first may be a title without any).
func sniffDelimiter(text string) rune {
	best, n := ',', 0
	for i, line := range strings.SplitN(text, "\n", titleRows+1) {
		if i == titleRows {
			break
		}
		for _, d := range []rune{',', ';', '\t'} {
			if c := strings.Count(line, string(d)); c > n {
				best, n = d, c
			}
		}
	}
	return best
}
