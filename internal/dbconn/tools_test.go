package dbconn

import (
	"context"
	"strings"
	"testing"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/tools"
)

func TestRegisterAndTools(t *testing.T) {
	f := newFixture(t, Options{})
	ctx := context.Background()
	c := f.register(t, "pagila")
	if c.Status != "reachable" || c.LastCheckedAt == nil || c.User != readerRole {
		t.Fatalf("registered connection = %+v", c)
	}

	t.Run("list_databases names the database", func(t *testing.T) {
		text, err := listDatabases(f.svc, ctx, f.ws)
		if err != nil || !strings.Contains(text, "pagila") {
			t.Fatalf("ListDatabases = %q, %v", text, err)
		}
	})
	t.Run("list_tables shows schemas, kinds and estimates", func(t *testing.T) {
		text, err := listTables(f.svc, ctx, f.ws, "pagila")
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{"public.actor (table, ~200 rows)", "public.payment (partitioned table, ~16049 rows)", "public.film_list (view)"} {
			if !strings.Contains(text, want) {
				t.Errorf("list_tables lacks %q:\n%s", want, text)
			}
		}
		if strings.Contains(text, "payment_p2022_01") || strings.Contains(text, "pg_catalog") {
			t.Errorf("list_tables shows partitions or system tables:\n%s", text)
		}
	})
	t.Run("describe_tables gives columns, keys and samples", func(t *testing.T) {
		text, err := describeTables(f.svc, ctx, f.ws, "pagila", []string{"film", "public.rental", "no_such_table"})
		if err != nil {
			t.Fatal(err)
		}
		for _, want := range []string{
			"## public.film (table)", "film_id integer NOT NULL DEFAULT nextval", "title text NOT NULL",
			"PRIMARY KEY (film_id)", "FOREIGN KEY (language_id) REFERENCES language(language_id)", "Sample rows (5):",
			"## public.rental (table)", `no table or view named "no_such_table"`,
		} {
			if !strings.Contains(text, want) {
				t.Errorf("describe_tables lacks %q:\n%s", want, text)
			}
		}
	})
	t.Run("execute_sql formats values as strings", func(t *testing.T) {
		res, text, err := execSQL(f.svc, ctx, f.ws, "pagila", `SELECT NULL::text AS n, timestamptz '2022-02-15 09:34:33.5+02' AS ts,
			timestamp '2022-02-15 09:34:33' AS lts, date '2022-02-15' AS d, '{"a": [1, 2]}'::jsonb AS j,
			decode(repeat('ab', 100), 'hex') AS b, true AS t, 12.50::numeric AS amount -- trailing comment`)
		if err != nil {
			t.Fatal(err)
		}
		want := []string{"", "2022-02-15T07:34:33.5Z", "2022-02-15T09:34:33", "2022-02-15", `{"a": [1, 2]}`,
			`\x` + strings.Repeat("ab", maxHexBytes) + "… (100 bytes)", "true", "12.50"}
		if len(res.Rows) != 1 || strings.Join(res.Rows[0], "|") != strings.Join(want, "|") {
			t.Fatalf("row = %q, want %q", res.Rows, want)
		}
		if strings.Join(res.Columns, ",") != "n,ts,lts,d,j,b,t,amount" || !strings.Contains(text, "1 row(s)") {
			t.Fatalf("columns %v, text %q", res.Columns, text)
		}
	})
	t.Run("execute_sql caps rows at 1000 and the model text at 20000 characters", func(t *testing.T) {
		res, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT * FROM rental ORDER BY rental_id")
		if err != nil {
			t.Fatal(err)
		}
		if len(res.Rows) != MaxRows || !res.Truncated {
			t.Fatalf("rows = %d, truncated = %v", len(res.Rows), res.Truncated)
		}
		if n := len([]rune(text)); n > tools.MaxModelText || !strings.Contains(text, "output cut at 20000 characters") {
			t.Fatalf("model text is %d characters and ends %q", n, text[len(text)-200:])
		}
	})
	t.Run("a SQL error is a sentence for the model", func(t *testing.T) {
		_, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT no_such_column FROM actor")
		if err != nil || !strings.Contains(text, `column "no_such_column" does not exist`) || !strings.Contains(text, "fix the query") {
			t.Fatalf("text %q, err %v", text, err)
		}
	})
	t.Run("an unknown database is a sentence for the model", func(t *testing.T) {
		for _, call := range []func() (string, error){
			func() (string, error) { _, s, err := execSQL(f.svc, ctx, f.ws, "nope", "SELECT 1"); return s, err },
			func() (string, error) { return listTables(f.svc, ctx, f.ws, "nope") },
			func() (string, error) { return describeTables(f.svc, ctx, f.ws, "nope", []string{"actor"}) },
		} {
			text, err := call()
			if err != nil || !strings.Contains(text, `no database named "nope"`) {
				t.Fatalf("text %q, err %v", text, err)
			}
		}
	})
	t.Run("re-registering a name updates the same connection", func(t *testing.T) {
		again := f.register(t, "pagila")
		if again.ID != c.ID || !again.UpdatedAt.After(c.UpdatedAt) {
			t.Fatalf("re-register gave %+v, first was %+v", again, c)
		}
		if _, text, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT count(*) FROM actor"); err != nil || !strings.Contains(text, "200") {
			t.Fatalf("query after re-register: %q, %v", text, err)
		}
	})
	t.Run("an unreachable database is an unavailable error and a failed test", func(t *testing.T) {
		if _, err := f.app.Exec(ctx, `UPDATE database_connections SET port = 1, updated_at = now() WHERE id = $1`, c.ID); err != nil {
			t.Fatal(err)
		}
		_, _, err := execSQL(f.svc, ctx, f.ws, "pagila", "SELECT 1")
		if !errs.Is(err, errs.Unavailable) || errs.Message(err) != "database pagila is unreachable" {
			t.Fatalf("err = %v (%s)", err, errs.KindOf(err))
		}
		res, err := f.svc.Test(ctx, f.ws, c.ID)
		if err != nil || res.Reachable || res.CheckedAt.IsZero() || strings.Contains(res.Message, "dial") || strings.Contains(res.Message, "127.0.0.1") {
			t.Fatalf("Test = %+v, %v", res, err)
		}
		list, _ := f.svc.List(ctx, f.ws)
		if list[0].Status != "unreachable" {
			t.Fatalf("status after failed test = %q", list[0].Status)
		}
	})
}
