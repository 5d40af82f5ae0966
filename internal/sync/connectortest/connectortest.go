// Package connectortest holds what the connectors' tests share: reading
// their recorded provider responses (each package keeps its own in
// testdata/recorded with the LICENSE and SOURCE.md), editing a recording in
// memory for a variant, golden files, the fake provider edge, the
// renderers' property that no letter or digit is ever lost, and the rig a
// pass test runs on (a seeded test database and the real sync pass).
package connectortest

import (
	"encoding/json"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"
	"time"
	"unicode"

	"golang.org/x/time/rate"

	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden with the current output")

// Recorded is the folder, relative to a connector package, of its recorded responses.
const Recorded = "testdata/recorded"

// Fixture reads a recorded response of the calling package.
func Fixture(t testing.TB, name string) []byte {
	t.Helper()
	return Testdata(t, filepath.Join("recorded", name))
}

// Testdata reads a file under the calling package's testdata folder (a
// recording, or a test document of the repository's own).
func Testdata(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatalf("read test data: %v", err)
	}
	return b
}

// Edit returns the JSON object raw with edit applied: a variant of a
// recording made in memory, so the recording itself stays as recorded.
func Edit(t testing.TB, raw []byte, edit func(m map[string]any)) []byte {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatalf("edit fixture: %v", err)
	}
	edit(m)
	out, err := json.Marshal(m)
	if err != nil {
		t.Fatalf("edit fixture: %v", err)
	}
	return out
}

// Golden compares got with testdata/name.golden; -update rewrites it.
func Golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden (run with -update to create): %v", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from golden (rerun with -update after checking):\n--- got ---\n%s", name, got)
	}
}

// Serve answers a recorded JSON body as the providers do.
func Serve(w http.ResponseWriter, body []byte) {
	w.Header().Set("Content-Type", "application/json")
	w.Write(body)
}

// Edge starts a fake provider serving h (closed at cleanup) and returns its
// URL, a limiter that never waits and a retry policy whose waits w records
// instead of sleeping (a fresh Waits when w is nil).
func Edge(t testing.TB, h http.HandlerFunc, w *httpclienttest.Waits) (string, *rate.Limiter, httpclient.Retry) {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	if w == nil {
		w = &httpclienttest.Waits{}
	}
	return srv.URL, rate.NewLimiter(rate.Inf, 1), httpclient.Retry{Sleep: w.Sleep}
}

// StaysUnderRate makes n calls (call, given the URL of a fake provider
// answering body) and fails when they finish sooner than a limiter of
// perSecond requests with a burst of one allows: it checks a client's
// default rate limit.
func StaysUnderRate(t *testing.T, body []byte, n int, perSecond float64, call func(url string) error) {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, _ *http.Request) { Serve(w, body) }))
	defer srv.Close()
	start := time.Now()
	for range n {
		if err := call(srv.URL); err != nil {
			t.Fatal(err)
		}
	}
	least := time.Duration(float64(n-1) / perSecond * float64(time.Second))
	if took := time.Since(start); took < least-10*time.Millisecond {
		t.Errorf("%d calls took %v, faster than %g/s allows (%v)", n, took, perSecond, least)
	}
}

// Lost returns a letter or digit that occurs fewer times in got than times
// times in want: Markdown escaping and decoration add characters but must
// never remove one of these.
func Lost(want, got string, times int) (rune, bool) {
	have := alnum(got)
	for ch, n := range alnum(want) {
		if have[ch] < n*times {
			return ch, true
		}
	}
	return 0, false
}

func alnum(s string) map[rune]int {
	m := map[rune]int{}
	for _, r := range s {
		if unicode.IsLetter(r) || unicode.IsDigit(r) {
			m[r]++
		}
	}
	return m
}
