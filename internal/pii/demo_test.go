package pii

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

// demoBusiness returns a connection to a fresh copy of the seeded demo
// business database (demo/business, the Northwind Robotics data `make run`
// registers), built once into a template.
func demoBusiness(t *testing.T) *pgx.Conn {
	t.Helper()
	var files [][]byte
	h := sha256.New()
	for _, f := range []string{"01_schema.sql", "02_data.sql"} {
		data, err := os.ReadFile(filepath.Join("..", "..", "demo", "business", f))
		if err != nil {
			t.Fatal(err)
		}
		files = append(files, data)
		h.Write(data)
	}
	name := "ks_demo_business_" + hex.EncodeToString(h.Sum(nil))[:12]
	tmpl := testdb.Template(t, name, func(ctx context.Context, dbURL string) error {
		c, err := pgx.Connect(ctx, dbURL)
		if err != nil {
			return err
		}
		defer c.Close(ctx)
		for _, sql := range files {
			// No arguments: the simple protocol runs the whole file in this one session (02 uses pg_temp functions).
			if _, err := c.Exec(ctx, string(sql)); err != nil {
				return err
			}
		}
		return nil
	})
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	c, err := pgx.Connect(ctx, testdb.Clone(t, tmpl))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { c.Close(context.Background()) })
	return c
}

// TestDemoDatabaseHasNoFalseReplacements reads every row of the demo
// business database as the model would read it (cells joined by " | ", one
// row a line) and checks that no id, date, timestamp, amount, quantity or
// code is touched, while every employee's e-mail address is replaced.
func TestDemoDatabaseHasNoFalseReplacements(t *testing.T) {
	c := demoBusiness(t)
	ctx := context.Background()
	d := NewDetector()
	rows, err := c.Query(ctx, `SELECT table_name, column_name, data_type FROM information_schema.columns
		WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`)
	if err != nil {
		t.Fatal(err)
	}
	type column struct{ name, typ string }
	tables := map[string][]column{}
	var order []string
	for rows.Next() {
		var tbl, col, typ string
		if err := rows.Scan(&tbl, &col, &typ); err != nil {
			t.Fatal(err)
		}
		if tables[tbl] == nil {
			order = append(order, tbl)
		}
		tables[tbl] = append(tables[tbl], column{col, typ})
	}
	if rows.Err() != nil || len(order) < 7 {
		t.Fatalf("demo tables %v: %v", order, rows.Err())
	}
	// Codes that look like numbers but are not personal data.
	codes := map[string]bool{"sku": true, "invoice_number": true, "cost_center": true, "status": true, "country": true}
	protected := func(c column) bool {
		return codes[c.name] || strings.HasSuffix(c.name, "_id") || c.name == "line_no" ||
			strings.Contains(c.typ, "int") || c.typ == "numeric" || c.typ == "date" || strings.HasPrefix(c.typ, "timestamp")
	}
	total := Counts{}
	var cells, protectedCells, emails int
	for _, tbl := range order {
		cols := tables[tbl]
		sel := make([]string, len(cols))
		for i, col := range cols {
			sel[i] = "coalesce(" + pgx.Identifier{col.name}.Sanitize() + "::text, 'NULL')"
		}
		rs, err := c.Query(ctx, "SELECT "+strings.Join(sel, ", ")+" FROM "+pgx.Identifier{tbl}.Sanitize())
		if err != nil {
			t.Fatal(err)
		}
		for rs.Next() {
			vals, err := rs.Values()
			if err != nil {
				t.Fatal(err)
			}
			var line strings.Builder
			bounds := make([][2]int, len(vals))
			for i, v := range vals {
				if i > 0 {
					line.WriteString(" | ")
				}
				bounds[i][0] = line.Len()
				line.WriteString(v.(string))
				bounds[i][1] = line.Len()
			}
			text := line.String()
			spans := d.Find(text)
			for i, col := range cols {
				cells++
				if protected(col) {
					protectedCells++
				}
				for _, sp := range spans {
					if sp.Start < bounds[i][1] && bounds[i][0] < sp.End && protected(col) {
						t.Errorf("%s.%s %q: replaced %s %q in %q", tbl, col.name, vals[i], sp.Kind, text[sp.Start:sp.End], text)
					}
				}
				if tbl == "employees" && col.name == "email" {
					emails++
					found := false
					for _, sp := range spans {
						found = found || (sp.Kind == Email && sp.Start == bounds[i][0] && sp.End == bounds[i][1])
					}
					if !found {
						t.Errorf("employee e-mail %q not replaced", vals[i])
					}
				}
			}
			for _, sp := range spans {
				total[sp.Kind]++
			}
		}
		if err := rs.Err(); err != nil {
			t.Fatal(err)
		}
	}
	t.Logf("%d cells (%d ids, dates, amounts and codes): replaced %v; %d employee e-mails", cells, protectedCells, total, emails)
	if emails < 80 || protectedCells < 10000 {
		t.Fatalf("the demo data is smaller than expected: %d e-mails, %d protected cells", emails, protectedCells)
	}
}
