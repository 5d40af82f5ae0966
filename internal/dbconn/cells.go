package dbconn

import (
	"context"
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgtype"

	"knowledgestack/internal/tools"
)

// MaxCellChars caps each value of a result, for the model and the UI alike (the execute_sql tool promises it;
// tools.MaxCellChars). PostgreSQL cuts the value before it is sent, so a huge value costs the business database,
// never this process.
const MaxCellChars = tools.MaxCellChars

// shortTypes have a short text form and are sent as they are; every other column is cut by the server.
var shortTypes = map[uint32]bool{
	pgtype.BoolOID: true, pgtype.Int2OID: true, pgtype.Int4OID: true, pgtype.Int8OID: true, pgtype.Float4OID: true,
	pgtype.Float8OID: true, pgtype.OIDOID: true, pgtype.DateOID: true, pgtype.TimeOID: true, pgtype.TimetzOID: true,
	pgtype.TimestampOID: true, pgtype.TimestamptzOID: true, pgtype.IntervalOID: true, pgtype.UUIDOID: true,
	pgtype.QCharOID: true, pgtype.NameOID: true, pgtype.XIDOID: true, pgtype.CIDOID: true, pgtype.TIDOID: true,
}

// cutRows is a result read with every long value cut.
type cutRows struct {
	cols      []string
	rows      [][]string
	truncated bool // MaxRows or MaxResultBytes reached
	cut       int  // values cut at MaxCellChars
}

// queryCut runs sql (already checked, or built from catalog names) so that no value longer than MaxCellChars leaves
// the server: it describes the statement first, then reads each of its columns by position through the outer
// select "SELECT left(format('%s', k.c1), N+1), … FROM (sql) AS k(c1, …)". format's %s is the type's own output
// function, so values look exactly as PostgreSQL prints them. Only the extended protocol is used.
func queryCut(ctx context.Context, tx pgx.Tx, sql string, maxRows int) (cutRows, error) {
	if strings.TrimSpace(sql) == "" {
		return cutRows{}, fmt.Errorf("empty statement")
	}
	sd, err := tx.Conn().PgConn().Prepare(ctx, "", sql, nil)
	if err != nil {
		return cutRows{}, err
	}
	fields := sd.Fields
	if len(fields) == 0 {
		rows, err := tx.Query(ctx, sql, pgx.QueryExecModeExec)
		if err != nil {
			return cutRows{}, err
		}
		return readCut(rows, nil, nil, maxRows)
	}
	exprs := make([]string, 0, len(fields)+1)
	aliases := make([]string, len(fields))
	byteaLen := map[int]int{} // bytea column → index of its hidden length column
	var hidden []string
	for i, f := range fields {
		c := fmt.Sprintf("k.c%d", i+1)
		aliases[i] = fmt.Sprintf("c%d", i+1)
		switch {
		case shortTypes[f.DataTypeOID]:
			exprs = append(exprs, c)
		case f.DataTypeOID == pgtype.TextOID || f.DataTypeOID == pgtype.VarcharOID:
			// Already text: cut without format's copy of the whole value.
			exprs = append(exprs, fmt.Sprintf("left(%s, %d)", c, MaxCellChars+1))
		case f.DataTypeOID == pgtype.ByteaOID:
			exprs = append(exprs, fmt.Sprintf("substring(%s from 1 for %d)", c, maxHexBytes+1))
			byteaLen[i] = len(fields) + len(hidden)
			hidden = append(hidden, fmt.Sprintf("octet_length(%s)", c))
		default:
			exprs = append(exprs, fmt.Sprintf("left(format('%%s', %s), %d)", c, MaxCellChars+1))
		}
	}
	outer := "SELECT " + strings.Join(append(exprs, hidden...), ", ") + " FROM (\n" + sql + "\n) AS k(" + strings.Join(aliases, ", ") + ")"
	rows, err := tx.Query(ctx, outer, pgx.QueryExecModeExec)
	if err != nil {
		return cutRows{}, err
	}
	return readCut(rows, fields, byteaLen, maxRows)
}

// readCut collects text-format rows into strings, stopping at maxRows or MaxResultBytes. fields, when given, are the
// statement's own columns (names and types); columns beyond them are hidden bytea lengths.
func readCut(rows pgx.Rows, fields []pgconn.FieldDescription, byteaLen map[int]int, maxRows int) (cutRows, error) {
	defer rows.Close()
	if fields == nil {
		fields = rows.FieldDescriptions()
	}
	out := cutRows{cols: make([]string, len(fields)), rows: [][]string{}}
	for i, fd := range fields {
		out.cols[i] = fd.Name
	}
	size := 0
	for rows.Next() {
		if len(out.rows) >= maxRows || size >= MaxResultBytes {
			out.truncated = true
			break
		}
		raw := rows.RawValues()
		row := make([]string, len(fields))
		for i := range fields {
			v := raw[i]
			size += len(v)
			oid := fields[i].DataTypeOID
			if j, ok := byteaLen[i]; ok && v != nil {
				row[i] = formatBytea(v, string(raw[j]))
				continue
			}
			s := formatValue(oid, v)
			if !shortTypes[oid] && utf8.RuneCountInString(s) > MaxCellChars {
				s = string([]rune(s)[:MaxCellChars]) + "…"
				out.cut++
			}
			row[i] = s
		}
		out.rows = append(out.rows, row)
	}
	if len(out.rows) >= maxRows {
		out.truncated = true
	}
	return out, rows.Err()
}

// formatBytea renders the first bytes the server sent (hex text format) with the value's full length.
func formatBytea(v []byte, length string) string {
	hex := strings.TrimPrefix(string(v), `\x`)
	if len(hex) > 2*maxHexBytes {
		return fmt.Sprintf(`\x%s… (%s bytes)`, hex[:2*maxHexBytes], length)
	}
	return `\x` + hex
}
