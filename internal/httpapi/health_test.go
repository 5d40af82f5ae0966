package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/testdb"
)

func TestReadyzNamesAMissingVectorExtension(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, nil))
	anon := apitest.Anonymous(t, srv)
	if code := anon.JSON("GET", "/readyz", nil, nil); code != http.StatusOK {
		t.Fatalf("migrated database: readyz = %d", code)
	}
	if _, err := pool.Exec(context.Background(), `DROP EXTENSION vector CASCADE`); err != nil {
		t.Fatal(err)
	}
	var body struct {
		Problems []string `json:"problems"`
	}
	if code := anon.JSON("GET", "/readyz", nil, &body); code != http.StatusServiceUnavailable {
		t.Fatalf("readyz without vector = %d", code)
	}
	if len(body.Problems) == 0 || !strings.Contains(strings.Join(body.Problems, ";"), "vector extension") {
		t.Fatalf("problems do not name the vector extension: %v", body.Problems)
	}
}

func TestGuardRefusesMissingForgedAndExpiredSessions(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, nil))
	user := apitest.NewUser(t, pool, "a@example.com")
	good := apitest.Login(t, pool, srv, user, uuid.Nil)
	expired := apitest.Login(t, pool, srv, user, uuid.Nil)
	if _, err := pool.Exec(context.Background(), `UPDATE sessions SET expires_at = now() - interval '1 second' WHERE token_hash = sha256($1::text::bytea)`, expired.Token); err != nil {
		t.Fatal(err)
	}
	forged := *good
	forged.Token = strings.Repeat("A", 43)
	for name, c := range map[string]*apitest.Client{"missing": apitest.Anonymous(t, srv), "forged": &forged, "expired": expired} {
		t.Run(name+" cookie is 401", func(t *testing.T) {
			var e apitest.ErrorBody
			if code := c.JSON("GET", "/sources", nil, &e); code != http.StatusUnauthorized || e.Code != "unauthorized" {
				t.Fatalf("status %d body %+v", code, e)
			}
		})
	}
	t.Run("the database holds no raw token", func(t *testing.T) {
		var n int
		if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM sessions WHERE position($1::bytea IN token_hash) > 0 OR encode(token_hash, 'escape') LIKE '%' || $2 || '%'`, []byte(good.Token), good.Token).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n != 0 {
			t.Fatal("a raw token is stored")
		}
	})
	t.Run("a valid session without workspace is refused tenant routes with 403", func(t *testing.T) {
		if code := good.JSON("GET", "/sources", nil, nil); code != http.StatusForbidden && code != http.StatusNotFound {
			t.Fatalf("status %d", code)
		}
	})
}

func TestStateChangesFromAnotherOriginAreRefused(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, nil))
	user := apitest.NewUser(t, pool, "a@example.com")
	c := apitest.Login(t, pool, srv, user, uuid.Nil)
	resp := c.Request("POST", "/workspaces", `{"name":"x"}`, http.Header{"Origin": {"https://evil.example"}})
	resp.Body.Close()
	if resp.StatusCode != http.StatusForbidden {
		t.Fatalf("cross-origin POST = %d", resp.StatusCode)
	}
}

func TestOversizedBodyIs413(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, nil))
	resp := apitest.Anonymous(t, srv).Request("POST", "/auth/signin", strings.Repeat("x", 2<<20), nil)
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Fatalf("status %d", resp.StatusCode)
	}
}

// TestNewRefusesMissingDependencies: a wiring without the pool or the logger
// is an error the caller returns, not a panic at start-up.
func TestNewRefusesMissingDependencies(t *testing.T) {
	if _, err := httpapi.New(httpapi.Deps{}); err == nil || !strings.Contains(err.Error(), "needs Pool and Log") {
		t.Fatalf("New(Deps{}) = %v, want an error naming what is missing", err)
	}
}
