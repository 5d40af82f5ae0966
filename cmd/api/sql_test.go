package main

import (
	"bytes"
	"context"
	"fmt"
	"net/url"
	"strings"
	"testing"

	"knowledgestack/internal/dbconn/dbconntest"
)

func TestRunSQLPrintsWhatTheModelReads(t *testing.T) {
	superURL := dbconntest.Pagila(t)
	u, err := url.Parse(superURL)
	if err != nil {
		t.Fatal(err)
	}
	u.User = url.UserPassword(dbconntest.ReaderRole, dbconntest.ReaderPassword)
	dbURL := u.String()
	cases := []struct{ name, sql, want string }{
		{"a query answers its rows", "SELECT count(*) AS actors FROM actor", "1 row(s):\nactors\n200\n"},
		{"stacked statements are refused with the guard's sentence", "SELECT 1; DROP TABLE actor", "only one SELECT statement is allowed; remove the second statement"},
		{"a write that passes the guard meets the read-only transaction", "SELECT * FROM rewards_report(1, 1)", "read-only"},
		{"a SQL error is explained", "SELECT nope FROM actor", `column "nope" does not exist`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := runSQL(context.Background(), []string{"--database-url", dbURL}, strings.NewReader(c.sql), &out); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), c.want) {
				t.Fatalf("output %q lacks %q", out.String(), c.want)
			}
		})
	}
	t.Run("a superuser is refused as the tools refuse it", func(t *testing.T) {
		var out bytes.Buffer
		err := runSQL(context.Background(), []string{"--database-url", superURL}, strings.NewReader("SELECT 1"), &out)
		if !strings.Contains(out.String()+fmt.Sprint(err), "is a superuser") {
			t.Fatalf("output %q, err %v", out.String(), err)
		}
	})
	t.Run("the database URL is required", func(t *testing.T) {
		if err := runSQL(context.Background(), nil, strings.NewReader("SELECT 1"), &bytes.Buffer{}); err == nil || !strings.Contains(err.Error(), "--database-url") {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("an unreachable database is an error", func(t *testing.T) {
		err := runSQL(context.Background(), []string{"--database-url", "postgres://nobody@127.0.0.1:1/x?sslmode=disable"}, strings.NewReader("SELECT 1"), &bytes.Buffer{})
		if err == nil || !strings.Contains(err.Error(), "unreachable") {
			t.Fatalf("err = %v", err)
		}
	})
}
