package connectortest

import (
	"encoding/json"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"sync"
	"testing"
)

// Nango returns the response bodies Nango's integration tests recorded for
// path, in call order. Its tests/*.test.json keep them under
// api.<verb>[path] as one call or a list of calls; every verb is looked at,
// GET first. name is relative to testdata/recorded, as for Fixture.
func Nango(t testing.TB, name, path string) []map[string]any {
	t.Helper()
	return nangoCalls(t, name, Fixture(t, name), path)
}

// DriveUser is the user of the Drive about.get response Nango recorded
// (the gdrive package's recording): the account a fake Google edge signs in,
// for the tests outside gdrive that stand in for Google (app, grants).
func DriveUser(t testing.TB) any {
	t.Helper()
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		t.Fatal("connectortest: no caller information to find the gdrive recordings")
	}
	const name = "nango/google-drive/get-about.test.json"
	raw, err := os.ReadFile(filepath.Join(filepath.Dir(self), "..", "gdrive", Recorded, name))
	if err != nil {
		t.Fatalf("read test data: %v", err)
	}
	return nangoCalls(t, name, raw, "/drive/v3/about")[0]["user"]
}

// nangoCalls decodes a Nango recording (raw, named name) and returns path's
// response bodies, in call order.
func nangoCalls(t testing.TB, name string, raw []byte, path string) []map[string]any {
	t.Helper()
	var doc struct {
		API map[string]map[string]json.RawMessage `json:"api"`
	}
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatalf("%s: %v", name, err)
	}
	type call struct {
		Response map[string]any `json:"response"`
	}
	for _, verb := range []string{"get", "post", "put", "patch", "delete"} {
		raw, ok := doc.API[verb][path]
		if !ok {
			continue
		}
		var many []call
		if json.Unmarshal(raw, &many) != nil {
			var one call
			if err := json.Unmarshal(raw, &one); err != nil {
				t.Fatalf("%s %s: %v", name, path, err)
			}
			many = []call{one}
		}
		out := make([]map[string]any, 0, len(many))
		for _, c := range many {
			out = append(out, c.Response)
		}
		return out
	}
	t.Fatalf("%s has no recorded %s", name, path)
	return nil
}

// Clone deep-copies a JSON object, so a fake can hand out or edit a copy of
// a recorded one while the recording stays as it was.
func Clone(m map[string]any) map[string]any {
	b, err := json.Marshal(m)
	if err != nil {
		panic(err) // a decoded JSON object always encodes
	}
	var out map[string]any
	if err := json.Unmarshal(b, &out); err != nil {
		panic(err)
	}
	return out
}

// Calls is a fake provider's log of the calls it answered, each as a line
// the fake chooses (method, path, the parameters a test asserts on); it is
// safe to use from the fake's handler and the test at once.
type Calls struct {
	mu   sync.Mutex
	list []string
}

// Add logs a call.
func (c *Calls) Add(call string) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.list = append(c.list, call)
}

// Of returns the logged calls that start with prefix, oldest first.
func (c *Calls) Of(prefix string) []string {
	c.mu.Lock()
	defer c.mu.Unlock()
	var out []string
	for _, call := range c.list {
		if strings.HasPrefix(call, prefix) {
			out = append(out, call)
		}
	}
	return out
}
