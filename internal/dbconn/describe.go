package dbconn

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/tools"
)

// resolveTableSQL finds one readable relation outside the system schemas by the name the model gave: a regclass
// reading of it first ("film", "public.film", "\"Film\""), then an exact relation name in any schema.
const resolveTableSQL = `SELECT c.oid, n.nspname, c.relname,
	CASE c.relkind WHEN 'r' THEN 'table' WHEN 'p' THEN 'partitioned table' WHEN 'v' THEN 'view'
		WHEN 'm' THEN 'materialized view' ELSE 'foreign table' END
FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
WHERE (c.oid = to_regclass($1) OR c.relname = $1)
	AND c.relkind IN ('r', 'p', 'v', 'm', 'f')
	AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\_%'
ORDER BY c.oid = to_regclass($1) DESC, n.nspname = 'public' DESC, n.nspname
LIMIT 1`

const columnsSQL = `SELECT a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
	coalesce(pg_get_expr(d.adbin, d.adrelid), ''), coalesce(col_description(a.attrelid, a.attnum), '')
FROM pg_attribute a LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
WHERE a.attrelid = $1 AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`

const keysSQL = `SELECT contype::text, pg_get_constraintdef(oid) FROM pg_constraint
WHERE conrelid = $1 AND contype IN ('p', 'f', 'u') ORDER BY contype = 'p' DESC, contype, conname`

// DescribeTables answers describe_tables: columns with types and nullability, primary, unique and foreign keys, and
// five sample rows per table. Unknown names are reported in the text, not as errors.
func (s *Service) DescribeTables(ctx context.Context, workspaceID uuid.UUID, database string, tables []string) (string, error) {
	c, pool, msg, err := s.lookup(ctx, workspaceID, database)
	if msg != "" || err != nil {
		return msg, err
	}
	if len(tables) == 0 {
		return "Name at least one table to describe; call list_tables to see them.", nil
	}
	var b strings.Builder
	if len(tables) > maxDescribeTables {
		fmt.Fprintf(&b, "Only the first %d tables are described; ask again for the rest.\n\n", maxDescribeTables)
		tables = tables[:maxDescribeTables]
	}
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	for _, name := range tables {
		// One transaction per table, so one unreadable table does not hide the others.
		var section strings.Builder
		err := readOnly(ctx, pool, func(tx pgx.Tx) error { return describeOne(ctx, tx, &section, strings.TrimSpace(name)) })
		if text, ok := s.statementError(err); ok {
			fmt.Fprintf(&b, "## %s\n%s\n\n", name, text)
			continue
		}
		if err != nil {
			return s.connFailure(ctx, workspaceID, c, err)
		}
		b.WriteString(section.String())
		b.WriteString("\n")
	}
	return tools.CutForModel(b.String(), "describe fewer tables at once"), nil
}

func describeOne(ctx context.Context, tx pgx.Tx, b *strings.Builder, name string) error {
	var oid uint32
	var schema, rel, kind string
	err := tx.QueryRow(ctx, resolveTableSQL, name).Scan(&oid, &schema, &rel, &kind)
	if errors.Is(err, pgx.ErrNoRows) {
		fmt.Fprintf(b, "## %s\nThere is no table or view named %q in this database; call list_tables to see the available names.\n", name, name)
		return nil
	}
	if err != nil {
		return err
	}
	fmt.Fprintf(b, "## %s.%s (%s)\nColumns:\n", schema, rel, kind)
	rows, err := tx.Query(ctx, columnsSQL, oid)
	if err != nil {
		return err
	}
	for rows.Next() {
		var col, typ, def, comment string
		var notNull bool
		if err := rows.Scan(&col, &typ, &notNull, &def, &comment); err != nil {
			rows.Close()
			return err
		}
		fmt.Fprintf(b, "- %s %s", col, typ)
		if notNull {
			b.WriteString(" NOT NULL")
		} else {
			b.WriteString(" NULL")
		}
		if def != "" {
			fmt.Fprintf(b, " DEFAULT %s", def)
		}
		if comment != "" {
			fmt.Fprintf(b, " -- %s", comment)
		}
		b.WriteByte('\n')
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	rows, err = tx.Query(ctx, keysSQL, oid)
	if err != nil {
		return err
	}
	first := true
	for rows.Next() {
		var typ, def string
		if err := rows.Scan(&typ, &def); err != nil {
			rows.Close()
			return err
		}
		if first {
			b.WriteString("Keys:\n")
			first = false
		}
		fmt.Fprintf(b, "- %s\n", def)
	}
	rows.Close()
	if err := rows.Err(); err != nil {
		return err
	}
	// The identifier comes from the catalog, never from the model's text.
	sample, err := queryCut(ctx, tx, "SELECT * FROM "+pgx.Identifier{schema, rel}.Sanitize()+" LIMIT 5", 5)
	if err != nil {
		return err
	}
	cols, vals := sample.cols, sample.rows
	if len(vals) == 0 {
		b.WriteString("Sample rows: none (the table is empty).\n")
		return nil
	}
	fmt.Fprintf(b, "Sample rows (%d):\n", len(vals))
	tools.RenderTable(b, cols, vals, 120)
	return nil
}
