package auth_test

import (
	"context"
	"errors"
	"testing"
	"time"

	"knowledgestack/internal/auth"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
)

func TestNormalizeEmail(t *testing.T) {
	for in, want := range map[string]string{" Ada@Example.COM ": "ada@example.com", "a.b+c@d.io": "a.b+c@d.io"} {
		if got, err := auth.NormalizeEmail(in); err != nil || got != want {
			t.Errorf("NormalizeEmail(%q) = %q, %v", in, got, err)
		}
	}
	for _, bad := range []string{"", "ada", "@example.com", "ada@", "ada@@example.com", "ada@example", "a da@example.com"} {
		if _, err := auth.NormalizeEmail(bad); !errs.Is(err, errs.Invalid) {
			t.Errorf("NormalizeEmail(%q) accepted", bad)
		}
	}
}

func TestAccounts(t *testing.T) {
	ctx := context.Background()
	pool := testdb.New(t)
	a, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: 4})
	if err != nil {
		t.Fatal(err)
	}
	t.Run("EnsureLocalUser creates, then resets the password of, one account", func(t *testing.T) {
		id1, err := a.EnsureLocalUser(ctx, "demo@example.com", "first password", "Demo")
		if err != nil {
			t.Fatal(err)
		}
		id2, err := a.EnsureLocalUser(ctx, "Demo@example.com", "second password", "Demo")
		if err != nil || id2 != id1 {
			t.Fatalf("second ensure: %v, %v (first %v)", id2, err, id1)
		}
		if _, err := a.SignIn(ctx, "demo@example.com", "second password"); err != nil {
			t.Fatalf("sign in with the ensured password: %v", err)
		}
		if _, err := a.SignIn(ctx, "demo@example.com", "first password"); !errors.Is(err, auth.ErrWrongCredentials) {
			t.Fatalf("old password: %v", err)
		}
	})
	t.Run("an account without a password (provider only) cannot sign in with one", func(t *testing.T) {
		if _, err := pool.Exec(ctx, `WITH u AS (INSERT INTO users (email, name) VALUES ('g@example.com', 'G') RETURNING id)
			INSERT INTO user_identities (issuer, subject, user_id) SELECT 'https://accounts.google.com', '123', id FROM u`); err != nil {
			t.Fatal(err)
		}
		if _, err := a.SignIn(ctx, "g@example.com", ""); !errors.Is(err, auth.ErrWrongCredentials) {
			t.Fatalf("err = %v", err)
		}
	})
	t.Run("refuses a cost bcrypt does not support", func(t *testing.T) {
		if _, err := auth.NewAccounts(pool, auth.AccountsOptions{BcryptCost: 99}); err == nil {
			t.Fatal("cost 99 accepted")
		}
	})
}

// BenchmarkSignIn compares the time of a sign-in for an unknown e-mail with a
// wrong password at the production cost: they must be indistinguishable.
//
//	go test ./internal/auth -run XXX -bench SignIn -benchtime 20x
func BenchmarkSignIn(b *testing.B) {
	ctx := context.Background()
	pool := testdb.New(b)
	a, err := auth.NewAccounts(pool, auth.AccountsOptions{})
	if err != nil {
		b.Fatal(err)
	}
	if _, err := a.EnsureLocalUser(ctx, "ada@example.com", "analytical engine", "Ada"); err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct{ name, email string }{{"unknown e-mail", "nobody@example.com"}, {"wrong password", "ada@example.com"}} {
		b.Run(tc.name, func(b *testing.B) {
			start := time.Now()
			for i := 0; i < b.N; i++ {
				if _, err := a.SignIn(ctx, tc.email, "not the password"); !errors.Is(err, auth.ErrWrongCredentials) {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(time.Since(start).Milliseconds())/float64(b.N), "ms/signin")
		})
	}
}
