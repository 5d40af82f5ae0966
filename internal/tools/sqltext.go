package tools

import (
	"fmt"
	"strings"
)

// The database tools' answers. dbconn runs the statement; what the model
// reads of the result, and how much of it, is decided here, beside the
// tool's schema and description.
const (
	// MaxModelText caps the characters of a tool answer the model reads.
	MaxModelText = 20000
	// MaxCellChars caps each value of a result, for the model and the UI alike.
	MaxCellChars = 8192
)

// QueryResult is one execute_sql result for the UI: at most dbconn.MaxRows rows of string values.
type QueryResult struct {
	Database string
	SQL      string
	Columns  []string
	Rows     [][]string
	RowCount int
	// Truncated is set when the result reached MaxRows or MaxResultBytes, so more rows may exist.
	Truncated bool
	// CutCells counts the values longer than MaxCellChars, cut to it and ending with "…".
	CutCells int
}

// QueryText is what the model reads of an execute_sql result: a row count, a
// note when values were cut, then the rows as a table, cut at MaxModelText
// with a note that says what the surface's user gets of the rest.
func QueryText(r QueryResult, surface Surface) string {
	var b strings.Builder
	switch {
	case len(r.Rows) == 0:
		fmt.Fprintf(&b, "The query returned no rows. Columns: %s\n", strings.Join(r.Columns, ", "))
		return b.String()
	case r.Truncated:
		fmt.Fprintf(&b, "%d rows (the result was capped; more rows may exist, so aggregate or filter for a complete answer):\n", len(r.Rows))
	default:
		fmt.Fprintf(&b, "%d row(s):\n", len(r.Rows))
	}
	if r.CutCells > 0 {
		// Said before the table, so that cutting the text for the model cannot drop it.
		fmt.Fprintf(&b, "%d value(s) were longer than %d characters and were cut (they end with …); select a shorter expression, such as left(column, 500) or length(column), to read them.\n", r.CutCells, MaxCellChars)
	}
	RenderTable(&b, r.Columns, r.Rows, 0)
	return CutForModel(b.String(), cutNote(len(r.Rows), surface))
}

// cutNote says what became of the rows the text left out: in the chat the
// user has them all as a table; an MCP client received this text only.
func cutNote(rows int, surface Surface) string {
	if surface == SurfaceMCP {
		return fmt.Sprintf("the text shows only the first rows of %d and nothing else of the result was sent, so aggregate, filter or select fewer columns to read the rest", rows)
	}
	return fmt.Sprintf("the text shows only the first rows of %d; the user sees the full result as a table, so aggregate or select fewer columns to read more", rows)
}

// RenderTable writes columns and rows as pipe-separated lines, one row per line, for the model.
func RenderTable(b *strings.Builder, cols []string, rows [][]string, cellCap int) {
	b.WriteString(strings.Join(cols, " | "))
	b.WriteByte('\n')
	for _, r := range rows {
		for i, v := range r {
			if i > 0 {
				b.WriteString(" | ")
			}
			v = strings.NewReplacer("\r\n", " ", "\n", " ", "\r", " ").Replace(v)
			if cellCap > 0 && len([]rune(v)) > cellCap {
				v = string([]rune(v)[:cellCap]) + "…"
			}
			b.WriteString(v)
		}
		b.WriteByte('\n')
	}
}

// CutForModel keeps the text under MaxModelText characters, ending on a whole line and saying what was left out.
func CutForModel(text string, what string) string {
	if len([]rune(text)) <= MaxModelText {
		return text
	}
	r := []rune(text)[:MaxModelText-200]
	cut := string(r)
	if i := strings.LastIndexByte(cut, '\n'); i > 0 {
		cut = cut[:i+1]
	}
	return cut + fmt.Sprintf("[output cut at %d characters: %s]\n", MaxModelText, what)
}
