package httpapi_test

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/dbconn"
	"knowledgestack/internal/dbconn/dbconntest"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/secret/secrettest"
	"knowledgestack/internal/testdb"
)

// serveDatabases is the API with the databases service over a fresh
// database, logging into logs. The pagila clones live on the loopback
// cluster, which the default address policy refuses, so it is allow-listed.
func serveDatabases(t *testing.T, logs *apitest.LogBuffer) (*pgxpool.Pool, httpapi.Deps, *httptest.Server) {
	t.Helper()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, logs)
	svc, err := dbconn.NewService(pool, secrettest.NewKeyring(t), dbconn.Options{Logger: deps.Log, HostAllowlist: []string{"127.0.0.1/32"}})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(svc.Close)
	deps.Databases = svc
	return pool, deps, apitest.Serve(t, deps)
}

func TestDatabaseConnectionRoutes(t *testing.T) {
	logs := &apitest.LogBuffer{}
	pool, deps, srv := serveDatabases(t, logs)

	tn := apitest.NewTenants(t, pool, srv)
	owner, ws := tn.Owner, tn.WS
	asOwner, asMember, asRival := tn.AsOwner, tn.AsMember, tn.AsRival

	host, port, database := dbconntest.Target(t, dbconntest.Pagila(t))
	body := map[string]any{"name": "pagila", "host": host, "port": port, "database": database,
		"user": dbconntest.ReaderRole, "password": dbconntest.ReaderPassword, "sslMode": "disable"}
	var raw []string // every response body, to search for the password
	call := func(c *apitest.Client, method, path string, in any) (int, map[string]any) {
		t.Helper()
		var out json.RawMessage
		code := c.JSON(method, path, in, &out)
		raw = append(raw, string(out))
		var m map[string]any
		_ = json.Unmarshal(out, &m)
		return code, m
	}

	var id string
	t.Run("an owner registers a database and gets it back without a password", func(t *testing.T) {
		code, m := call(asOwner, "POST", "/database-connections", body)
		if code != http.StatusCreated || m["name"] != "pagila" || m["status"] != "reachable" || m["user"] != dbconntest.ReaderRole {
			t.Fatalf("status %d body %v", code, m)
		}
		if _, ok := m["password"]; ok {
			t.Fatal("the response carries a password field")
		}
		for _, k := range []string{"id", "host", "port", "database", "sslMode", "createdAt", "updatedAt", "lastCheckedAt"} {
			if _, ok := m[k]; !ok {
				t.Fatalf("response lacks %s: %v", k, m)
			}
		}
		id = m["id"].(string)
	})
	t.Run("a member lists but cannot register, test or delete", func(t *testing.T) {
		var list []dbconn.Connection
		if code := asMember.JSON("GET", "/database-connections", nil, &list); code != http.StatusOK || len(list) != 1 {
			t.Fatalf("member list: %d %v", code, list)
		}
		for _, r := range []struct{ method, path string }{
			{"POST", "/database-connections"}, {"POST", "/database-connections/" + id + "/test"}, {"DELETE", "/database-connections/" + id},
		} {
			var in any
			if r.path == "/database-connections" {
				in = body
			}
			if code, m := call(asMember, r.method, r.path, in); code != http.StatusForbidden {
				t.Fatalf("member %s %s = %d %v", r.method, r.path, code, m)
			}
		}
	})
	t.Run("a superuser is refused with the reason", func(t *testing.T) {
		su := map[string]any{}
		for k, v := range body {
			su[k] = v
		}
		// The cluster's real superuser password: only the role check may refuse it.
		admin, err := url.Parse(testdb.AdminURL())
		if err != nil {
			t.Fatal(err)
		}
		pw, _ := admin.User.Password()
		su["name"], su["user"], su["password"] = "admin", admin.User.Username(), pw
		code, m := call(asOwner, "POST", "/database-connections", su)
		if code != http.StatusBadRequest || !strings.Contains(m["error"].(string), "superuser") {
			t.Fatalf("superuser registration = %d %v", code, m)
		}
	})
	t.Run("the test route answers reachable and the check time", func(t *testing.T) {
		code, m := call(asOwner, "POST", "/database-connections/"+id+"/test", nil)
		if code != http.StatusOK || m["reachable"] != true || m["checkedAt"] == "" {
			t.Fatalf("test = %d %v", code, m)
		}
	})
	t.Run("another workspace cannot see, test or delete it by id", func(t *testing.T) {
		var list []dbconn.Connection
		if code := asRival.JSON("GET", "/database-connections", nil, &list); code != http.StatusOK || len(list) != 0 {
			t.Fatalf("rival list: %d %v", code, list)
		}
		for _, r := range []struct{ method, path string }{
			{"POST", "/database-connections/" + id + "/test"}, {"DELETE", "/database-connections/" + id},
		} {
			if code, m := call(asRival, r.method, r.path, nil); code != http.StatusNotFound {
				t.Fatalf("rival %s %s = %d %v", r.method, r.path, code, m)
			}
		}
	})
	t.Run("a malformed id is not found", func(t *testing.T) {
		if code, _ := call(asOwner, "DELETE", "/database-connections/not-a-uuid", nil); code != http.StatusNotFound {
			t.Fatalf("status %d", code)
		}
	})
	t.Run("the owner deletes it", func(t *testing.T) {
		if code, _ := call(asOwner, "DELETE", "/database-connections/"+id, nil); code != http.StatusNoContent {
			t.Fatalf("delete = %d", code)
		}
		var list []dbconn.Connection
		if code := asOwner.JSON("GET", "/database-connections", nil, &list); code != http.StatusOK || len(list) != 0 {
			t.Fatalf("list after delete: %d %v", code, list)
		}
	})
	t.Run("the default address policy refuses internal hosts with a sentence", func(t *testing.T) {
		strict, err := dbconn.NewService(pool, secrettest.NewKeyring(t), dbconn.Options{Logger: deps.Log, Resolver: resolverFunc(
			func(host string) []netip.Addr {
				if host == "rebind.test" || host == "localhost" {
					return []netip.Addr{netip.MustParseAddr("127.0.0.1")}
				}
				return nil
			})})
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(strict.Close)
		sdeps := deps
		sdeps.Databases = strict
		strictOwner := apitest.Login(t, pool, apitest.Serve(t, sdeps), owner, ws)
		const policy = "registered databases may not use loopback, private, link-local or other internal addresses unless the server's DB_HOST_ALLOWLIST setting names the host or a network containing "
		for host, want := range map[string]string{
			"localhost":           "host localhost resolves to 127.0.0.1, which is a loopback address; " + policy + "127.0.0.1",
			"127.1":               "host 127.0.0.1 is a loopback address; " + policy + "127.0.0.1",
			"2130706433":          "host 127.0.0.1 is a loopback address; " + policy + "127.0.0.1",
			"0x7f000001":          "host 127.0.0.1 is a loopback address; " + policy + "127.0.0.1",
			"[::1]":               `host must be a bare host name or address, without brackets ("[::1]")`,
			"::ffff:127.0.0.1":    "host ::ffff:127.0.0.1 is a loopback address (written as IPv6); " + policy + "::ffff:127.0.0.1",
			"0.0.0.0":             "host 0.0.0.0 is an unspecified address (0.0.0.0), which is never a database server",
			"10.0.0.5":            "host 10.0.0.5 is a private address; " + policy + "10.0.0.5",
			"169.254.169.254":     "host 169.254.169.254 is a link-local address; " + policy + "169.254.169.254",
			"rebind.test":         "host rebind.test resolves to 127.0.0.1, which is a loopback address; " + policy + "127.0.0.1",
			"127.0.0.5,127.0.0.1": `host must be exactly one host name or address, not a list ("127.0.0.5,127.0.0.1")`,
		} {
			in := map[string]any{}
			for k, v := range body {
				in[k] = v
			}
			in["name"], in["host"] = "refused", host
			code, m := call(strictOwner, "POST", "/database-connections", in)
			if code < 400 || code > 499 || m["error"] != want {
				t.Errorf("%s: %d %v, want a 4xx saying %q", host, code, m, want)
			}
		}
		var list []dbconn.Connection
		if code := strictOwner.JSON("GET", "/database-connections", nil, &list); code != http.StatusOK || len(list) != 0 {
			t.Fatalf("a refused registration was stored: %d %v", code, list)
		}
	})
	t.Run("the password is in no response and no log line", func(t *testing.T) {
		for _, r := range append(raw, logs.String()) {
			if strings.Contains(r, dbconntest.ReaderPassword) {
				t.Fatalf("password found in %q", r)
			}
		}
		if !strings.Contains(logs.String(), "database registered") {
			t.Fatal("log capture is empty; the assertion above proves nothing")
		}
	})
}

// resolverFunc is a dbconn.Resolver answering from a function; nil means the name does not resolve.
type resolverFunc func(host string) []netip.Addr

func (f resolverFunc) LookupNetIP(_ context.Context, _, host string) ([]netip.Addr, error) {
	if a := f(host); a != nil {
		return a, nil
	}
	return nil, errors.New("no such host")
}
