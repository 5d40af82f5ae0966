package errs

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
)

func TestFromPGTranslatesKinds(t *testing.T) {
	cases := []struct {
		name string
		err  error
		want Kind
	}{
		{"no rows is not found", pgx.ErrNoRows, NotFound},
		{"unique violation is conflict", &pgconn.PgError{Code: "23505"}, Conflict},
		{"check violation is invalid", &pgconn.PgError{Code: "23514"}, Invalid},
		{"other errors stay internal", errors.New("boom"), Internal},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := KindOf(FromPG(fmt.Errorf("wrapped: %w", tc.err), "load", "workspace"))
			if got != tc.want {
				t.Fatalf("kind = %s, want %s", got, tc.want)
			}
		})
	}
}

func TestMessageHidesInternals(t *testing.T) {
	if m := Message(fmt.Errorf("db: %w", errors.New("password=secret"))); m == "" || contains(m, "secret") {
		t.Fatalf("internal message leaked: %q", m)
	}
	if m := Message(fmt.Errorf("op: %w", E(Invalid, "name is required"))); m != "name is required" {
		t.Fatalf("message = %q", m)
	}
}

func contains(s, sub string) bool { return strings.Contains(s, sub) }

func TestAffected(t *testing.T) {
	if err := Affected(pgconn.NewCommandTag("DELETE 1"), nil, "delete source", "source not found"); err != nil {
		t.Fatalf("one row: %v", err)
	}
	if err := Affected(pgconn.NewCommandTag("DELETE 0"), nil, "delete source", "source not found"); KindOf(err) != NotFound || Message(err) != "source not found" {
		t.Fatalf("no row: %v", err)
	}
	boom := errors.New("boom")
	if err := Affected(pgconn.CommandTag{}, boom, "delete source", "source not found"); !errors.Is(err, boom) || err.Error() != "delete source: boom" || KindOf(err) != Internal {
		t.Fatalf("failed statement: %v", err)
	}
}
