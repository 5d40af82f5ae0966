package dbconn

import (
	"errors"
	"testing"
)

// FuzzCheck asserts the guard's two promises on arbitrary input: it never panics, and whatever it accepts is one
// SELECT with no denied call, no INTO, no locking clause and no other statement anywhere.
func FuzzCheck(f *testing.F) {
	seeds := []string{
		"SELECT 1", "SELECT 1; DROP TABLE t", "WITH d AS (DELETE FROM t RETURNING *) SELECT * FROM d",
		"SELECT pg_sleep(1)", "SELECT \"pg_catalog\".\"pg_sleep\"(1)", "SELECT * INTO x FROM t", "SELECT * FROM t FOR UPDATE",
		"SELECT a.nextval FROM t a", "SELECT 1 -- c", "SELECT $$;$$", "COPY t TO STDOUT", "((SELECT 1))",
		"SELECT * FROM (VALUES (1)) v(a) WHERE a IN (SELECT lo_create(0))", "SELECT query_to_xml('x', true, true, '')",
	}
	for _, s := range seeds {
		f.Add(s)
	}
	for _, s := range benchQueries {
		f.Add(s.sql)
	}
	f.Fuzz(func(t *testing.T, sql string) {
		wrapped, err := Check(sql)
		if err != nil {
			var r *Rejection
			if !errors.As(err, &r) || r.Reason == "" {
				t.Fatalf("Check(%q) returned %T %v, want a *Rejection with a reason", sql, err, err)
			}
			return
		}
		assertCleanSelect(t, wrapped)
	})
}
