package citusready

import (
	"context"
	"fmt"
	"slices"
	"sort"

	"github.com/jackc/pgx/v5"
)

// Finding is one broken rule: the table, the constraint or index breaking it
// (empty when the table itself does), and what is wrong and why.
type Finding struct {
	Table, Object, Problem string
}

func (f Finding) String() string {
	if f.Object == "" {
		return f.Table + ": " + f.Problem
	}
	return f.Table + ": " + f.Object + ": " + f.Problem
}

// Querier is a pool, a connection or a transaction.
type Querier interface {
	Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error)
}

// kind is how a table would live on Citus.
type kind int

const (
	distributed kind = iota // a tenant table: create_distributed_table(…, 'workspace_id')
	reference               // Reference
	local                   // CoordinatorLocal
	unnamed                 // neither a tenant table nor named: already a finding
)

func (k kind) String() string {
	return [...]string{"distributed", "reference", "coordinator-local", "unnamed"}[k]
}

type table struct {
	kind      kind
	workspace int16 // attnum of workspace_id, 0 when absent
	notNull   bool
}

const tablesSQL = `SELECT c.relname, coalesce(a.attnum, 0)::int2, coalesce(a.attnotnull, false)
FROM pg_class c
LEFT JOIN pg_attribute a ON a.attrelid = c.oid AND a.attname = 'workspace_id' AND NOT a.attisdropped
WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition`

// uniqueSQL lists every unique index, whether a primary key, a unique
// constraint or a bare CREATE UNIQUE INDEX, with its key columns (an
// expression counts as column 0).
const uniqueSQL = `SELECT c.relname, i.relname, x.indisprimary,
       (x.indkey::int2[])[0:x.indnkeyatts - 1],
       coalesce(pg_get_constraintdef(con.oid), pg_get_indexdef(x.indexrelid)), coalesce(con.conname, '')
FROM pg_index x
JOIN pg_class c ON c.oid = x.indrelid
JOIN pg_class i ON i.oid = x.indexrelid
LEFT JOIN pg_constraint con ON con.conindid = x.indexrelid AND con.conrelid = x.indrelid AND con.contype IN ('p', 'u')
WHERE c.relnamespace = 'public'::regnamespace AND x.indisunique`

const foreignSQL = `SELECT con.conname, c.relname, f.relname, con.conkey, con.confkey,
       con.confdeltype::text, con.confupdtype::text, coalesce(con.confdelsetcols, '{}'::int2[]), pg_get_constraintdef(con.oid)
FROM pg_constraint con
JOIN pg_class c ON c.oid = con.conrelid
JOIN pg_class f ON f.oid = con.confrelid
WHERE con.contype = 'f' AND con.connamespace = 'public'::regnamespace`

// Check reads the catalog of schema public and returns every broken rule,
// ordered by table and object. An empty result means every table can be
// distributed by workspace_id, made a reference table or left on the
// coordinator as ADR 0059 says.
func Check(ctx context.Context, db Querier) ([]Finding, error) {
	tables, err := readTables(ctx, db)
	if err != nil {
		return nil, err
	}
	var out []Finding
	add := func(t, o, format string, args ...any) {
		out = append(out, Finding{Table: t, Object: o, Problem: fmt.Sprintf(format, args...)})
	}
	for name, t := range tables {
		switch {
		case t.kind == unnamed:
			add(name, "", "has no workspace_id and is named in neither citusready.Reference nor citusready.CoordinatorLocal: "+
				"give it a workspace_id NOT NULL (a tenant table, distributed by it) or name it in one of those lists with the reason it is global")
		case t.kind == distributed && !t.notNull:
			add(name, "workspace_id", "is nullable: the distribution column of a tenant table must be NOT NULL")
		}
	}
	for name := range Reference {
		if _, ok := CoordinatorLocal[name]; ok {
			add(name, "", "is named in both citusready.Reference and citusready.CoordinatorLocal: pick one")
		}
	}
	for _, list := range []map[string]string{Reference, CoordinatorLocal} {
		for name := range list {
			if _, ok := tables[name]; !ok {
				add(name, "", "is named in citusready's lists but is not in the schema: remove it from the list")
			}
		}
	}
	u, err := checkUnique(ctx, db, tables)
	if err != nil {
		return nil, err
	}
	f, err := checkForeign(ctx, db, tables)
	if err != nil {
		return nil, err
	}
	tr, err := checkTriggers(ctx, db, tables)
	if err != nil {
		return nil, err
	}
	out = append(append(append(out, u...), f...), tr...)
	sort.Slice(out, func(i, j int) bool {
		if out[i].Table != out[j].Table {
			return out[i].Table < out[j].Table
		}
		return out[i].Object < out[j].Object
	})
	return out, nil
}

func readTables(ctx context.Context, db Querier) (map[string]table, error) {
	rows, err := db.Query(ctx, tablesSQL)
	if err != nil {
		return nil, fmt.Errorf("citusready: read tables: %w", err)
	}
	tables := map[string]table{}
	var name string
	var t table
	_, err = pgx.ForEachRow(rows, []any{&name, &t.workspace, &t.notNull}, func() error {
		_, ref := Reference[name]
		_, loc := CoordinatorLocal[name]
		switch {
		case ref:
			t.kind = reference
		case loc:
			t.kind = local
		case t.workspace != 0:
			t.kind = distributed
		default:
			t.kind = unnamed
		}
		tables[name] = t
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("citusready: read tables: %w", err)
	}
	return tables, nil
}

// checkUnique holds every tenant table to a primary key, and every unique
// index of one (primary key included) to containing workspace_id: Citus
// enforces uniqueness inside a shard only, so a key without the distribution
// column cannot be created on a distributed table.
func checkUnique(ctx context.Context, db Querier, tables map[string]table) ([]Finding, error) {
	rows, err := db.Query(ctx, uniqueSQL)
	if err != nil {
		return nil, fmt.Errorf("citusready: read unique indexes: %w", err)
	}
	var out []Finding
	hasPK := map[string]bool{}
	var rel, index, def, constraint string
	var primary bool
	var cols []int16
	_, err = pgx.ForEachRow(rows, []any{&rel, &index, &primary, &cols, &def, &constraint}, func() error {
		t := tables[rel]
		if t.kind != distributed {
			return nil
		}
		hasPK[rel] = hasPK[rel] || primary
		if slices.Contains(cols, t.workspace) {
			return nil
		}
		what, name := "unique index", index
		if constraint != "" {
			what, name = "constraint", constraint
		}
		out = append(out, Finding{Table: rel, Object: name, Problem: fmt.Sprintf(
			"%s %s does not include workspace_id: on Citus a distributed table's primary key and unique keys must contain the distribution column "+
				"(put workspace_id first; if the key must be unique across workspaces, the table is not a tenant table)", what, def)})
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("citusready: read unique indexes: %w", err)
	}
	for name, t := range tables {
		if t.kind == distributed && !hasPK[name] {
			out = append(out, Finding{Table: name, Problem: "has no primary key: a tenant table's rows are keyed by (workspace_id, …)"})
		}
	}
	return out, nil
}

// checkForeign holds foreign keys to what Citus can enforce: between two
// distributed tables only when workspace_id is paired with workspace_id (both
// rows then sit in one shard), from a distributed table to a reference table,
// and never from a global table to a distributed one.
func checkForeign(ctx context.Context, db Querier, tables map[string]table) ([]Finding, error) {
	rows, err := db.Query(ctx, foreignSQL)
	if err != nil {
		return nil, fmt.Errorf("citusready: read foreign keys: %w", err)
	}
	var out []Finding
	var name, from, to, onDelete, onUpdate, def string
	var cols, refCols, setCols []int16
	_, err = pgx.ForEachRow(rows, []any{&name, &from, &to, &cols, &refCols, &onDelete, &onUpdate, &setCols, &def}, func() error {
		src, dst := tables[from], tables[to]
		add := func(format string, args ...any) {
			out = append(out, Finding{Table: from, Object: name, Problem: fmt.Sprintf(format, args...)})
		}
		switch {
		case src.kind == unnamed || dst.kind == unnamed:
			// The unnamed table is reported once, as a table.
		case src.kind == distributed && dst.kind == distributed:
			i := slices.Index(cols, src.workspace)
			if i < 0 || refCols[i] != dst.workspace {
				add("%s does not pair workspace_id with %s.workspace_id: a foreign key between distributed tables must include the "+
					"distribution column on both sides (FOREIGN KEY (workspace_id, …) REFERENCES %s (workspace_id, …))", def, to, to)
				return nil
			}
			if (onDelete == "n" || onDelete == "d") && (len(setCols) == 0 || slices.Contains(setCols, src.workspace)) {
				add("%s would clear workspace_id when the referenced row goes: name the column it clears, ON DELETE SET NULL (column)", def)
			}
			if onUpdate == "n" || onUpdate == "d" {
				add("%s would clear workspace_id on update: use NO ACTION or CASCADE", def)
			}
		case src.kind == distributed && dst.kind == local:
			add("%s points at %s, a coordinator-local table: a distributed table may reference only a distributed table "+
				"(by workspace_id) or a reference table; move %s to citusready.Reference or drop the key", def, to, to)
		case src.kind != distributed && dst.kind == distributed:
			add("%s points from %s table %s at the distributed table %s: Citus cannot enforce a key from a global table into shards; "+
				"make %s a tenant table or drop the key", def, src.kind, from, to, from)
		}
		return nil
	})
	if err != nil {
		return nil, fmt.Errorf("citusready: read foreign keys: %w", err)
	}
	return out, nil
}
