package dbconn

import (
	"fmt"
	"strings"

	"github.com/jackc/pgx/v5/pgtype"
)

const (
	// MaxResultBytes caps the raw bytes of one result kept for the UI.
	MaxResultBytes = 4 << 20
	// maxHexBytes is how much of a bytea value is shown.
	maxHexBytes = 32
)

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
