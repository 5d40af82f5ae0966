package dbconn

import (
	"context"
	"errors"
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

const keysSQL = `SELECT pg_get_constraintdef(oid) FROM pg_constraint
WHERE conrelid = $1 AND contype IN ('p', 'f', 'u') ORDER BY contype = 'p' DESC, contype, conname`

// DescribeTables answers describe_tables: columns with types and nullability, primary, unique and foreign keys, and
// five sample rows per table, for at most tools.MaxDescribeTables names. An unknown name is a description that was
// not found; a table PostgreSQL refused to describe carries its Problem.
func (s *Service) DescribeTables(ctx context.Context, workspaceID uuid.UUID, database string, tables []string) ([]tools.TableDescription, error) {
	c, pool, err := s.lookup(ctx, workspaceID, database)
	if err != nil {
		return nil, err
	}
	tables = tables[:min(len(tables), tools.MaxDescribeTables)]
	ctx, cancel := s.queryTimeout(ctx)
	defer cancel()
	out := make([]tools.TableDescription, 0, len(tables))
	for _, name := range tables {
		// One transaction per table, so one unreadable table does not hide the others.
		d := tools.TableDescription{Requested: name}
		err := readOnly(ctx, pool, func(tx pgx.Tx) error {
			d = tools.TableDescription{Requested: name}
			return describeOne(ctx, tx, &d, strings.TrimSpace(name))
		})
		if p := s.statementError(c.Name, err); p != nil {
			out = append(out, tools.TableDescription{Requested: name, Problem: p})
			continue
		}
		if err != nil {
			return nil, s.connFailure(ctx, workspaceID, c, err)
		}
		out = append(out, d)
	}
	return out, nil
}

func describeOne(ctx context.Context, tx pgx.Tx, d *tools.TableDescription, name string) error {
	var oid uint32
	err := tx.QueryRow(ctx, resolveTableSQL, name).Scan(&oid, &d.Schema, &d.Name, &d.Kind)
	if errors.Is(err, pgx.ErrNoRows) {
		return nil
	}
	if err != nil {
		return err
	}
	d.Found = true
	rows, err := tx.Query(ctx, columnsSQL, oid)
	if err != nil {
		return err
	}
	d.Columns, err = pgx.CollectRows(rows, pgx.RowToStructByPos[tools.ColumnInfo])
	if err != nil {
		return err
	}
	rows, err = tx.Query(ctx, keysSQL, oid)
	if err != nil {
		return err
	}
	d.Keys, err = pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return err
	}
	// The identifier comes from the catalog, never from the model's text.
	sample, err := queryCut(ctx, tx, "SELECT * FROM "+pgx.Identifier{d.Schema, d.Name}.Sanitize()+" LIMIT 5", 5)
	if err != nil {
		return err
	}
	d.SampleCols, d.SampleRows = sample.cols, sample.rows
	return nil
}
