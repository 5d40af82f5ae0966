package httpapi_test

import (
	"encoding/json"
	"net/http"
	"strings"
	"testing"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/dbconn/dbconntest"
)

// A service's log line written while it serves a request carries the
// request's id, user and workspace, although the service only has the
// process logger: the request context carries them to the handler.
func TestServiceLogLinesCarryTheRequestID(t *testing.T) {
	logs := &apitest.LogBuffer{}
	pool, _, srv := serveDatabases(t, logs)
	owner := apitest.NewUser(t, pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	client := apitest.Login(t, pool, srv, owner, ws)

	host, port, database := dbconntest.Target(t, dbconntest.Pagila(t))
	resp := client.Request("POST", "/database-connections", map[string]any{"name": "pagila", "host": host, "port": port,
		"database": database, "user": dbconntest.ReaderRole, "password": dbconntest.ReaderPassword, "sslMode": "disable"},
		http.Header{"X-Request-Id": {"req-abc-123"}})
	resp.Body.Close()
	if resp.StatusCode != http.StatusCreated {
		t.Fatalf("register = %d", resp.StatusCode)
	}

	lines := map[string]map[string]any{}
	for _, l := range strings.Split(strings.TrimSpace(logs.String()), "\n") {
		var m map[string]any
		if err := json.Unmarshal([]byte(l), &m); err != nil {
			t.Fatalf("log line %q: %v", l, err)
		}
		lines[m["msg"].(string)] = m
	}
	for _, msg := range []string{"database registered", "request"} {
		m, ok := lines[msg]
		if !ok {
			t.Fatalf("no %q line in %s", msg, logs.String())
		}
		if m["request_id"] != "req-abc-123" || m["user_id"] != owner.String() || m["workspace_id"] != ws.String() {
			t.Errorf("%q line lacks the request's attributes: %v", msg, m)
		}
	}
}

// The replica proxy asks /readyz every second: a ready answer is not logged
// (the log would be a probe line a second per replica), other requests are.
func TestReadyProbesAreNotLogged(t *testing.T) {
	logs := &apitest.LogBuffer{}
	_, _, srv := serveDatabases(t, logs)
	anon := apitest.Anonymous(t, srv)
	for range 3 {
		resp := anon.Request("GET", "/readyz", nil, nil)
		resp.Body.Close()
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("readyz = %d", resp.StatusCode)
		}
	}
	resp := anon.Request("GET", "/auth/config", nil, nil)
	resp.Body.Close()
	if strings.Contains(logs.String(), `"route":"/readyz"`) {
		t.Errorf("ready probes were logged:\n%s", logs.String())
	}
	if !strings.Contains(logs.String(), `"route":"/auth/config"`) {
		t.Errorf("an ordinary request was not logged:\n%s", logs.String())
	}
}
