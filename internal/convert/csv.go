package convert

import (
	"bytes"
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/text/encoding/charmap"
)

// convertCSV reads a CSV file as one table whose first record is the header,
// with a first "Row" column holding each record's row number (the header is
// row 1). The delimiter (comma, semicolon or tab) is sniffed from the first
// line. Text must be UTF-8, or entirely Windows-1252 (converted); a file
// mixing UTF-8 with another encoding is refused, naming the line.
func convertCSV(data []byte, lim Limits) (Result, error) {
	text, err := csvText(data)
	if err != nil {
		return Result{}, err
	}
	r := csv.NewReader(strings.NewReader(text))
	r.Comma = sniffDelimiter(text)
	r.FieldsPerRecord = -1
	r.LazyQuotes = true
	var rows [][]string
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
		label := "Row"
		if len(rows) > 0 {
			label = strconv.Itoa(n)
		}
		rows = append(rows, append([]string{label}, rec...))
	}
	if len(rows) == 0 {
		return Result{}, errorf(Empty, "is empty")
	}
	return Result{Markdown: RowsMarker() + "\n\n" + renderTable(rows)}, nil
}

// csvText decodes the file: UTF-8 as is (a byte-order mark dropped), a file
// with no valid multi-byte UTF-8 sequence as Windows-1252, anything in
// between is mixed and refused.
func csvText(data []byte) (string, error) {
	if bytes.IndexByte(data, 0) >= 0 {
		return "", errorf(Malformed, "looks binary (it contains NUL bytes); a CSV file is text")
	}
	data = bytes.TrimPrefix(data, []byte("\xEF\xBB\xBF"))
	if utf8.Valid(data) {
		return strings.ReplaceAll(string(data), "\r\n", "\n"), nil
	}
	multi, badLine := false, 0
	line := 1
	for i := 0; i < len(data); {
		r, size := utf8.DecodeRune(data[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			if badLine == 0 {
				badLine = line
			}
		case size > 1:
			multi = true
		case r == '\n':
			line++
		}
		i += size
	}
	if multi {
		return "", errorf(Encoding, "mixes encodings: it holds UTF-8 text and, from line %d, bytes that are not UTF-8; save it again as UTF-8", badLine)
	}
	dec, err := charmap.Windows1252.NewDecoder().Bytes(data)
	if err != nil {
		return "", errorf(Encoding, "is in an encoding we cannot read; save it as UTF-8")
	}
	return strings.ReplaceAll(string(dec), "\r\n", "\n"), nil
}

// sniffDelimiter picks the most frequent of , ; and tab on the first line.
func sniffDelimiter(text string) rune {
	first, _, _ := strings.Cut(text, "\n")
	best, n := ',', strings.Count(first, ",")
	for _, d := range []rune{';', '\t'} {
		if c := strings.Count(first, string(d)); c > n {
			best, n = d, c
		}
	}
	return best
}
