package dbconn

import (
	"context"
	"fmt"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
)

// hostileTimeout is short so that sleeps and runaway joins end quickly.
const hostileTimeout = 1500 * time.Millisecond

// state is everything a hostile statement could have changed, read as the superuser.
type state struct {
	Rows      map[string]int64
	Checksums map[string]string
	Relations string
	Sequences map[string]string
	LargeObjs int64
	Advisory  int64
	Roles     string
	Settings  string // the pooled connection's session: pid and the settings it must keep
}

func snapshot(t *testing.T, admin *pgx.Conn, pool *pgxpool.Pool) state {
	t.Helper()
	ctx := context.Background()
	s := state{Rows: map[string]int64{}, Checksums: map[string]string{}, Sequences: map[string]string{}}
	rows, err := admin.Query(ctx, `SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' ORDER BY 1`)
	if err != nil {
		t.Fatal(err)
	}
	tables, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		t.Fatal(err)
	}
	for _, tb := range tables {
		var n int64
		var sum string
		id := pgx.Identifier{tb}.Sanitize()
		if err := admin.QueryRow(ctx, `SELECT count(*), coalesce(md5(string_agg(t::text, ',' ORDER BY t::text)), '') FROM `+id+` t`).Scan(&n, &sum); err != nil {
			t.Fatal(err)
		}
		s.Rows[tb], s.Checksums[tb] = n, sum
	}
	must := func(q string, dest ...any) {
		t.Helper()
		if err := admin.QueryRow(ctx, q).Scan(dest...); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
	}
	must(`SELECT string_agg(r, ',' ORDER BY r) FROM (SELECT n.nspname || '.' || c.relname || ':' || c.relkind::text AS r
		FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')) x`, &s.Relations)
	rows, err = admin.Query(ctx, `SELECT sequencename, coalesce(last_value::text, 'null') FROM pg_sequences`)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		var name, v string
		if err := rows.Scan(&name, &v); err != nil {
			t.Fatal(err)
		}
		s.Sequences[name] = v
	}
	must(`SELECT count(*) FROM pg_largeobject_metadata`, &s.LargeObjs)
	must(`SELECT count(*) FROM pg_locks WHERE locktype = 'advisory'
		AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`, &s.Advisory)
	must(`SELECT string_agg(rolname || ':' || rolsuper || ':' || coalesce(array_to_string(rolconfig, ';'), ''), ',' ORDER BY rolname)
		FROM pg_roles WHERE rolname LIKE 'ks_pagila%'`, &s.Roles)
	if err := pool.QueryRow(ctx, `SELECT concat_ws(',', pg_backend_pid(), current_setting('default_transaction_read_only'),
		current_setting('transaction_read_only'), current_setting('statement_timeout'), current_setting('application_name'),
		current_setting('idle_in_transaction_session_timeout'), current_setting('standard_conforming_strings'),
		current_setting('search_path'), current_setting('TimeZone'))`).Scan(&s.Settings); err != nil {
		t.Fatal(err)
	}
	return s
}

// hostile is a battery of statements an attacker (or a steered model) might send to execute_sql, each with part of
// the answer the model must get back.
var hostile = []struct{ name, sql, want string }{
	{"stacked drop", "SELECT 1; DROP TABLE actor", "only one SELECT statement is allowed"},
	{"stacked commit then drop", "SELECT 1; COMMIT; DROP TABLE actor", "only one SELECT"},
	{"commit first", "COMMIT; DELETE FROM actor", "only one SELECT"},
	{"begin delete commit", "BEGIN; DELETE FROM actor; COMMIT", "only one SELECT"},
	{"mixed case stacked", "sElEcT * FrOm actor; dElEtE FrOm actor", "only one SELECT"},
	{"line comment ends before a second statement", "SELECT 1 --\n; DELETE FROM actor", "only one SELECT"},
	{"comment-hidden delete is just a comment", "SELECT 1 AS one /* ; DELETE FROM actor */", "1 row(s)"},
	{"delete after a leading comment", "/* harmless */ DELETE FROM actor", "a DELETE"},
	{"backslash quote trick", `SELECT '\'; DELETE FROM actor; --'`, "only one SELECT"},
	{"escape string quote trick", `SELECT E'\''; DELETE FROM actor; --'`, "only one SELECT"},
	{"dollar quoting hides nothing", "SELECT $x$'; DELETE FROM actor; --$x$ AS s", "1 row(s)"},
	{"unicode escape string", `SELECT U&'\0027; DELETE FROM actor' AS s`, "1 row(s)"},
	{"table then delete", "TABLE actor; DELETE FROM actor", "only one SELECT"},
	{"writable CTE delete", "WITH d AS (DELETE FROM actor RETURNING *) SELECT count(*) FROM d", "a DELETE"},
	{"writable CTE update", "WITH u AS (UPDATE film SET rental_rate = 0 RETURNING 1) SELECT 1", "an UPDATE"},
	{"writable CTE nested in a subquery", "SELECT * FROM (WITH i AS (INSERT INTO category (name) VALUES ('x') RETURNING 1) SELECT * FROM i) s", "an INSERT"},
	{"select into", "SELECT * INTO stolen FROM actor", "INTO"},
	{"create table as", "CREATE TABLE stolen AS SELECT * FROM customer", "CREATE TABLE AS"},
	{"for update", "SELECT * FROM actor FOR UPDATE", "locking"},
	{"for share nowait in a subquery", "SELECT * FROM (SELECT * FROM film FOR SHARE NOWAIT) f", "locking"},
	{"copy to file", "COPY actor TO '/tmp/ks_actor.csv'", "a COPY"},
	{"copy to program", "COPY (SELECT 1) TO PROGRAM 'touch /tmp/ks_pwned'", "a COPY"},
	{"set read write", "SET default_transaction_read_only = off", "SET or RESET"},
	{"set session characteristics", "SET SESSION CHARACTERISTICS AS TRANSACTION READ WRITE", "SET or RESET"},
	{"reset all", "RESET ALL", "SET or RESET"},
	{"set_config read write", "SELECT set_config('default_transaction_read_only', 'off', false)", "set_config"},
	{"set_config qualified", "SELECT pg_catalog.set_config('statement_timeout', '0', false)", "set_config"},
	{"do block", "DO $$ BEGIN DELETE FROM actor; END $$", "DO block"},
	{"call", "CALL pg_catalog.pg_sleep(1)", "a CALL"},
	{"explain analyze of a write", "EXPLAIN ANALYZE DELETE FROM actor", "an EXPLAIN"},
	{"large object create", "SELECT lo_create(0)", "lo_create"},
	{"large object import", "SELECT lo_import('/etc/hostname')", "lo_import"},
	{"advisory lock", "SELECT pg_advisory_lock(42)", "pg_advisory_lock"},
	{"advisory lock hidden in a where clause", "SELECT * FROM actor WHERE pg_try_advisory_lock(actor_id)", "pg_try_advisory_lock"},
	{"pg_sleep", "SELECT pg_sleep(5)", "pg_sleep"},
	{"quoted qualified pg_sleep", `SELECT "pg_catalog"."pg_sleep"(5)`, "pg_sleep"},
	{"runaway cross join under the timeout", "SELECT count(*) FROM rental a, rental b, rental c", "statement timeout"},
	{"terminate other backends", "SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE pid <> pg_backend_pid()", "pg_terminate_backend"},
	{"cancel own backend", "SELECT pg_cancel_backend(pg_backend_pid())", "pg_cancel_backend"},
	{"nextval", "SELECT nextval('actor_actor_id_seq')", "nextval"},
	{"setval quoted", `SELECT "setval"('film_film_id_seq', 1)`, "setval"},
	{"nextval by attribute notation", "SELECT a.nextval FROM actor a", "nextval"},
	{"notify", "SELECT pg_notify('ks', 'x')", "pg_notify"},
	{"listen", "LISTEN ks", "a LISTEN"},
	{"query_to_xml runs its own text", "SELECT query_to_xml('DELETE FROM actor RETURNING 1', true, false, '')", "query_to_xml"},
	{"read server file", "SELECT pg_read_file('/etc/passwd')", "pg_read_file"},
	{"list server directory", "SELECT * FROM pg_ls_dir('.')", "pg_ls_dir"},
	{"reload config", "SELECT pg_reload_conf()", "pg_reload_conf"},
	{"assign a transaction id", "SELECT txid_current()", "txid_current"},
	{"truncate", "TRUNCATE actor", "a TRUNCATE"},
	{"prepare", "PREPARE p AS DELETE FROM actor", "a PREPARE"},
	{"vacuum", "VACUUM actor", "VACUUM"},
	{"alter own role", "ALTER ROLE CURRENT_USER SET default_transaction_read_only = off", "only SELECT statements are allowed"},
	{"grant", "GRANT ALL ON actor TO PUBLIC", "a GRANT"},
	{"create temp table", "CREATE TEMP TABLE t AS SELECT 1", "CREATE TABLE AS"},
	{"dblink", "SELECT dblink_exec('dbname=postgres', 'DROP DATABASE x')", "dblink_exec"},
	{"function that writes passes the guard and meets the read-only transaction", "SELECT * FROM rewards_report(1, 1)", "read-only"},
	{"merge", "MERGE INTO actor a USING actor b ON a.actor_id = b.actor_id WHEN MATCHED THEN DELETE", "a MERGE"},
	{"nul byte", "SELECT 1\x00; DELETE FROM actor", "NUL byte"},
}

func TestHostileStatementsChangeNothing(t *testing.T) {
	if len(hostile) < 40 {
		t.Fatalf("the battery has %d statements; the issue asks for at least 40", len(hostile))
	}
	g := newGuardedPagila(t)
	ctx := context.Background()
	if !strings.Contains(g.before.Settings, ",on,on,1500ms,knowledgestack,") {
		t.Fatalf("pooled session settings = %s", g.before.Settings)
	}
	for _, h := range hostile {
		t.Run(h.name, func(t *testing.T) {
			_, text, err := execSQL(g.f.svc, ctx, g.f.ws, "pagila", h.sql)
			if err != nil {
				t.Fatalf("ExecuteSQL returned an error, want a sentence: %v", err)
			}
			if !strings.Contains(text, h.want) {
				t.Fatalf("answer %q does not contain %q", text, h.want)
			}
			g.unchanged(t)
		})
	}
}

// TestLowerLayersHoldWithoutTheGuard sends hostile text straight to the executor, skipping Check, and shows that the
// read-only session, the read-only transaction, the extended protocol and the rollback stop it on their own.
func TestLowerLayersHoldWithoutTheGuard(t *testing.T) {
	g := newGuardedPagila(t)
	ctx := context.Background()
	cases := []struct {
		name, sql string
		mustFail  string // SQLSTATE-bearing text the server must answer with; empty when rollback alone undoes it
	}{
		{"delete", "DELETE FROM actor", "read-only transaction"},
		// The cell-cutting select nests the statement, and PostgreSQL refuses a nested data-modifying WITH on its own.
		{"writable CTE", "WITH d AS (DELETE FROM payment RETURNING 1) SELECT count(*) FROM d", "data-modifying statement must be at the top level"},
		{"stacked statements over the extended protocol", "SELECT 1; DELETE FROM actor", "multiple commands"},
		{"commit then drop", "COMMIT; DROP TABLE actor", "multiple commands"},
		{"nextval", "SELECT nextval('actor_actor_id_seq')", "read-only transaction"},
		{"large object creation is rolled back", "SELECT lo_create(0)", ""},
		{"create table", "CREATE TABLE pwned (a int)", "read-only transaction"},
		{"select into", "SELECT * INTO stolen FROM actor", "read-only transaction"},
		{"function that creates a temp table", "SELECT * FROM rewards_report(1, 1)", "read-only transaction"},
		{"sleep under the statement timeout", "SELECT pg_sleep(10)", "statement timeout"},
		{"set session read write is rolled back", "SET SESSION default_transaction_read_only = off", ""},
		{"set_config is rolled back", "SELECT set_config('statement_timeout', '0', false)", ""},
		{"transaction-level advisory lock ends with the rollback", "SELECT pg_advisory_xact_lock(7)", ""},
		{"then a write still fails", "INSERT INTO category (name) VALUES ('x')", "read-only transaction"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			start := time.Now()
			err := readOnly(ctx, g.pool, func(tx pgx.Tx) error {
				_, err := runUntrusted(ctx, tx, tc.sql)
				return err
			})
			if tc.mustFail != "" && (err == nil || !strings.Contains(err.Error(), tc.mustFail)) {
				t.Fatalf("err = %v, want one mentioning %q", err, tc.mustFail)
			}
			if time.Since(start) > 5*time.Second {
				t.Fatalf("took %s; the statement timeout did not hold", time.Since(start))
			}
			g.unchanged(t)
		})
	}
}

// guardedPagila is pagila registered on a fixture with one pooled connection
// and the hostile statement timeout, and the state no statement may change.
type guardedPagila struct {
	f      *fixture
	pool   *pgxpool.Pool
	admin  *pgx.Conn
	before state
}

func newGuardedPagila(t *testing.T) *guardedPagila {
	t.Helper()
	f := newFixture(t, Options{StatementTimeout: hostileTimeout, MaxConns: 1})
	c := f.register(t, "pagila")
	admin := f.admin(t)
	pool := f.guardedPool(t, c)
	return &guardedPagila{f: f, pool: pool, admin: admin, before: snapshot(t, admin, pool)}
}

// unchanged fails the test when anything differs from the first snapshot.
func (g *guardedPagila) unchanged(t *testing.T) {
	t.Helper()
	if after := snapshot(t, g.admin, g.pool); !reflect.DeepEqual(g.before, after) {
		t.Fatalf("something changed:\nbefore %s\nafter  %s", brief(g.before), brief(after))
	}
}

func brief(s state) string {
	return fmt.Sprintf("rows=%v relations=%d chars seqs=%v lo=%d advisory=%d roles=%s settings=%s",
		s.Rows, len(s.Relations), s.Sequences, s.LargeObjs, s.Advisory, s.Roles, s.Settings)
}
