package dbconn

import (
	"encoding/json"
	"errors"
	"strings"
	"testing"

	pg_query "github.com/pganalyze/pg_query_go/v5"
)

func TestCheckAccepts(t *testing.T) {
	cases := map[string]string{
		"plain select":                        "SELECT 1",
		"trailing semicolon":                  "SELECT first_name FROM actor;",
		"trailing line comment":               "SELECT first_name FROM actor -- the cast",
		"comment after semicolon":             "SELECT 1; -- done",
		"read-only CTE":                       "WITH a AS (SELECT actor_id FROM actor) SELECT count(*) FROM a",
		"recursive CTE":                       "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i+1 FROM n WHERE i < 5) SELECT * FROM n",
		"window function":                     "SELECT film_id, rank() OVER (PARTITION BY rating ORDER BY length DESC) FROM film",
		"values list":                         "VALUES (1, 'a'), (2, 'b')",
		"table shorthand":                     "TABLE actor",
		"set operation":                       "SELECT 1 UNION SELECT 2 EXCEPT SELECT 3",
		"own limit and order":                 "SELECT * FROM film ORDER BY title LIMIT 5 OFFSET 2",
		"allowed function qualified":          "SELECT pg_catalog.lower('A'), now(), current_setting('TimeZone')",
		"string mentioning a denied function": "SELECT 'pg_sleep(10); DROP TABLE actor' AS note",
		"dollar quoted text":                  "SELECT $$ ; DELETE FROM actor; $$",
		"column named like nothing denied":    "SELECT a.last_update FROM actor a",
		"json operators":                      `SELECT '{"a":1}'::jsonb ->> 'a'`,
		"lateral join":                        "SELECT c.name, f.title FROM category c, LATERAL (SELECT title FROM film LIMIT 1) f",
		"sequence read as relation":           "SELECT last_value FROM actor_actor_id_seq",
	}
	for name, sql := range cases {
		t.Run(name, func(t *testing.T) {
			wrapped, err := Check(sql)
			if err != nil {
				t.Fatalf("Check(%.200q) rejected: %v", sql, err)
			}
			if !strings.HasPrefix(wrapped, "SELECT * FROM (\n") || !strings.HasSuffix(wrapped, "\n) AS q LIMIT 1000") {
				t.Fatalf("wrapped text has the wrong shape: %q", wrapped)
			}
			assertCleanSelect(t, wrapped)
		})
	}
}

func TestCheckKeepsOnlyTheParsedStatement(t *testing.T) {
	wrapped, err := Check("  SELECT 1 ;  ")
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(wrapped, ";") {
		t.Fatalf("the trailing semicolon must not reach the subquery: %q", wrapped)
	}
	// A trailing line comment must not swallow the closing parenthesis.
	wrapped, err = Check("SELECT 1 -- comment")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(wrapped, "-- comment\n) AS q") {
		t.Fatalf("the comment must end before the closing parenthesis: %q", wrapped)
	}
}

func TestCheckRejects(t *testing.T) {
	cases := []struct {
		name, sql, want string
	}{
		{"empty input", "   ", "empty"},
		{"only a comment", "-- nothing", "no statement"},
		{"NUL byte", "SELECT 1\x00; DROP TABLE actor", "NUL byte"},
		{"invalid UTF-8", "SELECT '\xbf'; DROP TABLE actor --'", "UTF-8"},
		{"too long", "SELECT " + strings.Repeat("1+", MaxSQLLength) + "1", "limit"},
		{"syntax error", "SELEC 1", "does not parse"},
		{"stacked statements", "SELECT 1; DROP TABLE actor", "only one SELECT statement is allowed; remove the second statement"},
		{"stacked commit then drop", "SELECT 1; COMMIT; DROP TABLE actor", "only one SELECT"},
		{"insert", "INSERT INTO actor(first_name) VALUES ('x')", "an INSERT"},
		{"update", "UPDATE actor SET first_name = 'x'", "an UPDATE"},
		{"delete", "DELETE FROM actor", "a DELETE"},
		{"merge", "MERGE INTO actor a USING actor b ON a.actor_id = b.actor_id WHEN MATCHED THEN DELETE", "a MERGE"},
		{"drop", "DROP TABLE actor", "a DROP"},
		{"truncate", "TRUNCATE actor", "a TRUNCATE"},
		{"copy to program", "COPY (SELECT 1) TO PROGRAM 'id'", "a COPY"},
		{"set", "SET statement_timeout = 0", "SET"},
		{"reset", "RESET ALL", "SET or RESET"},
		{"do block", "DO $$ BEGIN PERFORM 1; END $$", "DO block"},
		{"call", "CALL some_proc()", "a CALL"},
		{"explain analyze of a write", "EXPLAIN ANALYZE DELETE FROM actor", "an EXPLAIN"},
		{"begin", "BEGIN", "transaction command"},
		{"create table as", "CREATE TABLE x AS SELECT 1", "CREATE TABLE AS"},
		{"writable CTE", "WITH d AS (DELETE FROM actor RETURNING *) SELECT * FROM d", "a DELETE"},
		{"writable CTE nested in a subquery", "SELECT * FROM (WITH i AS (INSERT INTO actor(first_name) VALUES ('x') RETURNING 1) SELECT * FROM i) s", "an INSERT"},
		{"writable CTE nested in a CTE", "WITH a AS (WITH u AS (UPDATE actor SET first_name='x' RETURNING 1) SELECT * FROM u) SELECT * FROM a", "an UPDATE"},
		{"select into", "SELECT * INTO stolen FROM actor", "INTO"},
		{"for update", "SELECT * FROM actor FOR UPDATE", "FOR UPDATE"},
		{"for share in a subquery", "SELECT * FROM (SELECT * FROM actor FOR KEY SHARE) s", "locking"},
		{"for update skip locked", "SELECT * FROM actor FOR NO KEY UPDATE SKIP LOCKED", "locking"},
		{"pg_sleep", "SELECT pg_sleep(10)", "pg_sleep"},
		{"pg_sleep schema-qualified", "SELECT pg_catalog.pg_sleep(10)", "pg_catalog.pg_sleep"},
		{"pg_sleep quoted upper case", `SELECT "PG_SLEEP"(1)`, "not allowed"},
		{"pg_sleep_for in where", "SELECT 1 WHERE pg_sleep_for('1 second') IS NULL", "pg_sleep_for"},
		{"pg_sleep deep in a CASE", "SELECT CASE WHEN true THEN (SELECT coalesce(pg_sleep(1)::text, 'x')) END", "pg_sleep"},
		{"advisory lock", "SELECT pg_advisory_lock(42)", "pg_advisory_lock"},
		{"try advisory lock", "SELECT pg_try_advisory_xact_lock(1)", "not allowed"},
		{"large object import", "SELECT lo_import('/etc/passwd')", "lo_import"},
		{"large object create", "SELECT lo_create(0)", "lo_create"},
		{"loread", "SELECT loread(0, 10)", "loread"},
		{"read server file", "SELECT pg_read_file('/etc/passwd')", "pg_read_file"},
		{"list server directory", "SELECT * FROM pg_ls_dir('.')", "pg_ls_dir"},
		{"waldir listing", "SELECT * FROM pg_catalog.pg_ls_waldir()", "not allowed"},
		{"dblink", "SELECT * FROM dblink('host=evil', 'DROP TABLE x') AS t(a int)", "dblink"},
		{"dblink_exec schema-qualified", "SELECT public.dblink_exec('DROP TABLE actor')", "dblink_exec"},
		{"set_config", "SELECT set_config('default_transaction_read_only', 'off', false)", "set_config"},
		{"terminate backend", "SELECT pg_terminate_backend(pid) FROM pg_stat_activity", "pg_terminate_backend"},
		{"cancel backend", "SELECT pg_cancel_backend(1)", "pg_cancel_backend"},
		{"reload conf", "SELECT pg_reload_conf()", "pg_reload_conf"},
		{"rotate logfile", "SELECT pg_rotate_logfile()", "not allowed"},
		{"switch wal", "SELECT pg_switch_wal()", "pg_switch_wal"},
		{"restore point", "SELECT pg_create_restore_point('x')", "not allowed"},
		{"logical message", "SELECT pg_logical_emit_message(true, 'p', 'x')", "not allowed"},
		{"replication slot", "SELECT pg_create_logical_replication_slot('s', 'pgoutput')", "not allowed"},
		{"replication origin", "SELECT pg_replication_origin_create('o')", "not allowed"},
		{"notify", "SELECT pg_notify('c', 'x')", "pg_notify"},
		{"nextval", "SELECT nextval('actor_actor_id_seq')", "nextval"},
		{"setval", "SELECT setval('actor_actor_id_seq', 1)", "setval"},
		{"currval", "SELECT currval('actor_actor_id_seq')", "not allowed"},
		{"txid_current", "SELECT txid_current()", "txid_current"},
		{"pg_current_xact_id", "SELECT pg_current_xact_id()", "not allowed"},
		{"query_to_xml runs query text", "SELECT query_to_xml('DELETE FROM actor RETURNING 1', true, true, '')", "query_to_xml"},
		{"table_to_xmlschema", "SELECT table_to_xmlschema('actor', true, true, '')", "not allowed"},
		{"ts_stat runs query text", "SELECT * FROM ts_stat('SELECT to_tsvector(title) FROM film')", "ts_stat"},
		{"stat reset", "SELECT pg_stat_reset()", "pg_stat_reset"},
		{"promote", "SELECT pg_promote()", "not allowed"},
		{"backup start", "SELECT pg_backup_start('x')", "not allowed"},
		{"import collations", "SELECT pg_import_system_collations('pg_catalog')", "not allowed"},
		{"wal replay pause", "SELECT pg_wal_replay_pause()", "not allowed"},
		{"adminpack file write", "SELECT pg_file_write('x', 'y', false)", "not allowed"},
		{"denied call in a lateral function", "SELECT * FROM actor, LATERAL ROWS FROM (pg_sleep(1)) AS s", "pg_sleep"},
		{"denied call in ORDER BY", "SELECT * FROM actor ORDER BY pg_advisory_lock(actor_id)", "pg_advisory_lock"},
		{"denied call as attribute notation", "SELECT a.nextval FROM actor a", "nextval"},
		{"denied call in a default-less VALUES", "VALUES (pg_sleep(1))", "pg_sleep"},
		{"deeply nested subqueries", strings.Repeat("SELECT (", 2000) + "1" + strings.Repeat(")", 2000), "nested"},
		{"100k parentheses", strings.Repeat("(", 100000) + "SELECT 1" + strings.Repeat(")", 100000), "limit"},
		{"deeply nested NOT", "SELECT " + strings.Repeat("NOT ", 4500) + "true", "nested"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			wrapped, err := Check(c.sql)
			if err == nil {
				t.Fatalf("Check accepted %.200q as %.200q", c.sql, wrapped)
			}
			var r *Rejection
			if !errors.As(err, &r) {
				t.Fatalf("error is %T, want *Rejection", err)
			}
			if !strings.Contains(r.Reason, c.want) {
				t.Fatalf("reason %q does not mention %q", r.Reason, c.want)
			}
			if strings.Count(strings.TrimSuffix(r.Reason, "."), ". ") > 0 || strings.Contains(r.Reason, "\n") {
				t.Fatalf("reason must be one sentence: %q", r.Reason)
			}
		})
	}
}

// assertCleanSelect fails unless sql parses as exactly one SelectStmt with no denied call, no INTO, no locking
// clause and no other statement anywhere. It reads libpg_query's JSON tree, independently of the guard's walk.
func assertCleanSelect(t testing.TB, sql string) {
	t.Helper()
	out, err := pg_query.ParseToJSON(sql)
	if err != nil {
		t.Fatalf("accepted text does not re-parse: %v (%q)", err, sql)
	}
	var tree struct {
		Stmts []struct {
			Stmt map[string]any `json:"stmt"`
		} `json:"stmts"`
	}
	if err := json.Unmarshal([]byte(out), &tree); err != nil {
		t.Fatalf("decode parse tree: %v", err)
	}
	if len(tree.Stmts) != 1 || tree.Stmts[0].Stmt["SelectStmt"] == nil {
		t.Fatalf("accepted text is not one SELECT: %q", sql)
	}
	var scan func(v any)
	scan = func(v any) {
		switch v := v.(type) {
		case []any:
			for _, e := range v {
				scan(e)
			}
		case map[string]any:
			for k, e := range v {
				switch {
				case strings.HasSuffix(k, "Stmt") && k != "SelectStmt" && k != "RawStmt":
					t.Fatalf("accepted text holds a %s: %q", k, sql)
				case k == "intoClause" || k == "lockingClause":
					t.Fatalf("accepted text holds %s: %q", k, sql)
				case k == "FuncCall":
					names := e.(map[string]any)["funcname"].([]any)
					last := names[len(names)-1].(map[string]any)["String"].(map[string]any)["sval"].(string)
					if deniedFunction(last) {
						t.Fatalf("accepted text calls %s: %q", last, sql)
					}
				}
				scan(e)
			}
		}
	}
	scan(tree.Stmts[0].Stmt)
}

func TestCheckSurvivesPathologicalNesting(t *testing.T) {
	cases := map[string]string{
		"parenthesised expression":       "SELECT " + strings.Repeat("(", 9000) + "1" + strings.Repeat(")", 9000),
		"parenthesised select":           strings.Repeat("(", 9000) + "SELECT 1" + strings.Repeat(")", 9000),
		"nested array constructors":      "SELECT " + strings.Repeat("ARRAY[", 3000) + "1" + strings.Repeat("]", 3000),
		"long chain of additions":        "SELECT 1" + strings.Repeat("+1", 9000),
		"nested CASE":                    "SELECT " + strings.Repeat("CASE WHEN true THEN ", 900) + "1" + strings.Repeat(" END", 900),
		"nested function calls":          "SELECT " + strings.Repeat("abs(", 4000) + "1" + strings.Repeat(")", 4000),
		"unbalanced opening parentheses": "SELECT " + strings.Repeat("(", 19000),
	}
	for name, sql := range cases {
		t.Run(name, func(t *testing.T) {
			wrapped, err := Check(sql)
			if err == nil {
				assertCleanSelect(t, wrapped)
				return
			}
			var r *Rejection
			if !errors.As(err, &r) {
				t.Fatalf("error is %T, want *Rejection", err)
			}
		})
	}
}
