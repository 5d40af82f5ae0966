package dbconn

import (
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgtype"
)

const (
	// MaxModelText caps the characters of a tool answer the model reads.
	MaxModelText = 20000
	// MaxResultBytes caps the raw bytes of one result kept for the UI.
	MaxResultBytes = 4 << 20
	// maxHexBytes is how much of a bytea value is shown.
	maxHexBytes = 32
)

// QueryResult is one execute_sql result for the UI: at most MaxRows rows of string values.
type QueryResult struct {
	Database string     `json:"database"`
	SQL      string     `json:"sql"`
	Columns  []string   `json:"columns"`
	Rows     [][]string `json:"rows"`
	RowCount int        `json:"rowCount"`
	// Truncated is set when the result reached MaxRows or MaxResultBytes, so more rows may exist.
	Truncated bool `json:"truncated"`
	// CutCells counts the values longer than MaxCellChars, cut to it and ending with "…".
	CutCells int `json:"cutCells"`
}

// formatValue renders one text-format value as the tools promise: NULL as empty, timestamps as ISO 8601, JSON as
// JSON, booleans as true/false and bytea as truncated hex. Everything else is PostgreSQL's own text output.
func formatValue(oid uint32, v []byte) string {
	if v == nil {
		return ""
	}
	s := string(v)
	switch oid {
	case pgtype.TimestamptzOID:
		return isoTimestamp(s, true)
	case pgtype.TimestampOID:
		return isoTimestamp(s, false)
	case pgtype.BoolOID:
		if s == "t" {
			return "true"
		}
		return "false"
	case pgtype.ByteaOID:
		hex := strings.TrimPrefix(s, `\x`)
		if len(hex) > 2*maxHexBytes {
			return fmt.Sprintf(`\x%s… (%d bytes)`, hex[:2*maxHexBytes], len(hex)/2)
		}
		return `\x` + hex
	}
	return s
}

// isoTimestamp turns ISO-DateStyle output ("2022-02-15 09:34:33.5+00") into ISO 8601 ("2022-02-15T09:34:33.5Z").
func isoTimestamp(s string, zoned bool) string {
	if len(s) < 11 || s[10] != ' ' {
		return s // infinity, -infinity, BC dates
	}
	s = s[:10] + "T" + s[11:]
	if !zoned {
		return s
	}
	if strings.HasSuffix(s, "+00") {
		return s[:len(s)-3] + "Z"
	}
	if i := strings.LastIndexAny(s, "+-"); i > 10 && len(s)-i == 3 {
		return s + ":00"
	}
	return s
}

// renderTable writes columns and rows as pipe-separated lines, one row per line, for the model.
func renderTable(b *strings.Builder, cols []string, rows [][]string, cellCap int) {
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

// cutForModel keeps the text under MaxModelText characters, ending on a whole line and saying what was left out.
func cutForModel(text string, what string) string {
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
