package main

import (
	"bytes"
	"encoding/json"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

// The outage test's HTTP client and its reading of the API's log, apart from
// the test itself: what every request got is recorded as a sample.

// logSummary counts the process's warning and error lines by message: how
// loudly the workers complained while they backed off.
func (p *apiProcess) logSummary() string {
	b, _ := os.ReadFile(p.logPath)
	counts := map[string]int{}
	for _, line := range strings.Split(string(b), "\n") {
		var l struct {
			Level string `json:"level"`
			Msg   string `json:"msg"`
		}
		if json.Unmarshal([]byte(line), &l) != nil || (l.Level != "WARN" && l.Level != "ERROR") {
			continue
		}
		counts[strconv.Quote(l.Level+" "+l.Msg)]++
	}
	return tally(counts)
}

// client is a signed-in HTTP client of the API (the session cookie in its jar).
type client struct {
	base string
	http *http.Client
}

func (p *apiProcess) client(t *testing.T) *client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	// The overall timeout is far above downLatencyBound: a hang shows as a slow answer, counted, not as a timeout.
	return &client{base: p.URL, http: &http.Client{Jar: jar, Timeout: 60 * time.Second}}
}

type errorBody struct {
	Error string `json:"error"`
	Code  string `json:"code"`
}

// sample is one request of the load.
type sample struct {
	route      string
	start, end time.Time
	status     int
	body       string
	errBody    errorBody
	retryAfter string
	err        error
}

func (c *client) do(method, path string, body io.Reader, contentType string) sample {
	s := sample{route: method + " " + routeOf(path), start: time.Now()}
	req, err := http.NewRequest(method, c.base+path, body)
	if err != nil {
		panic(err)
	}
	if contentType != "" {
		req.Header.Set("Content-Type", contentType)
	}
	resp, err := c.http.Do(req)
	if err != nil {
		s.err, s.end = err, time.Now()
		return s
	}
	data, err := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	resp.Body.Close()
	s.end, s.status, s.body, s.err = time.Now(), resp.StatusCode, string(data), err
	s.retryAfter = resp.Header.Get("Retry-After")
	if resp.StatusCode >= 400 {
		_ = json.Unmarshal(data, &s.errBody)
	}
	return s
}

// routeOf names a path by its route pattern, for the counts.
func routeOf(path string) string {
	parts := strings.Split(path, "/")
	for i, p := range parts {
		if _, err := uuid.Parse(p); err == nil {
			parts[i] = ":id"
		}
	}
	return strings.Join(parts, "/")
}

func (c *client) json(method, path string, in any) sample {
	var body io.Reader
	ct := ""
	if in != nil {
		data, _ := json.Marshal(in)
		body, ct = bytes.NewReader(data), "application/json"
	}
	return c.do(method, path, body, ct)
}

func (c *client) mustJSON(t *testing.T, method, path string, in, out any) {
	t.Helper()
	s := c.json(method, path, in)
	if s.err != nil || s.status >= 300 {
		t.Fatalf("%s %s: %d %v %s", method, path, s.status, s.err, s.body)
	}
	if out != nil {
		if err := json.Unmarshal([]byte(s.body), out); err != nil {
			t.Fatalf("%s %s: %v", method, path, err)
		}
	}
}

// upload sends files to POST /sources/uploads and returns the upload source.
func (c *client) upload(t *testing.T, files map[string]string) uuid.UUID {
	t.Helper()
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	names := make([]string, 0, len(files))
	for n := range files {
		names = append(names, n)
	}
	slices.Sort(names)
	for _, n := range names {
		part, err := w.CreateFormFile("files", n)
		if err != nil {
			t.Fatal(err)
		}
		_, _ = part.Write([]byte(files[n]))
	}
	w.Close()
	s := c.do("POST", "/sources/uploads", &buf, w.FormDataContentType())
	if s.err != nil || s.status >= 300 {
		t.Fatalf("upload: %d %v %s", s.status, s.err, s.body)
	}
	var out struct {
		SourceID uuid.UUID `json:"sourceId"`
	}
	if err := json.Unmarshal([]byte(s.body), &out); err != nil {
		t.Fatal(err)
	}
	return out.SourceID
}

type sourceView struct {
	ID            uuid.UUID  `json:"id"`
	Status        string     `json:"status"`
	LastSyncedAt  *time.Time `json:"lastSyncedAt"`
	LastError     *string    `json:"lastError"`
	DocumentCount int        `json:"documentCount"`
	ChunkCount    int        `json:"chunkCount"`
	Progress      struct {
		Running bool `json:"running"`
		Seen    int  `json:"seen"`
		Indexed int  `json:"indexed"`
		Failed  int  `json:"failed"`
	} `json:"progress"`
}

func (c *client) source(t *testing.T, id uuid.UUID) sourceView {
	t.Helper()
	var list []sourceView
	c.mustJSON(t, "GET", "/sources", nil, &list)
	for _, s := range list {
		if s.ID == id {
			return s
		}
	}
	t.Fatalf("source %s is not listed", id)
	return sourceView{}
}

// waitPass waits until the source holds want documents, indexed, with no pass running.
func (c *client) waitPass(t *testing.T, id uuid.UUID, want int, within time.Duration) time.Time {
	t.Helper()
	deadline := time.Now().Add(within)
	for {
		s := c.source(t, id)
		if !s.Progress.Running && s.DocumentCount == want && s.Status != "syncing" {
			var docs []struct {
				Status string `json:"status"`
			}
			c.mustJSON(t, "GET", "/sources/"+id.String()+"/documents", nil, &docs)
			indexed := 0
			for _, d := range docs {
				if d.Status == "indexed" {
					indexed++
				}
			}
			if indexed == want {
				return time.Now()
			}
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pass did not index %d documents within %s: %+v", want, within, s)
		}
		time.Sleep(100 * time.Millisecond)
	}
}

// turn asks a question (offline: the answer is searched passages) and
// returns the whole event stream.
func (c *client) turn(chatID uuid.UUID, question string) sample {
	data, _ := json.Marshal(map[string]string{"question": question})
	return c.do("POST", "/chat/"+chatID.String()+"/turns", bytes.NewReader(data), "application/json")
}

func (c *client) mustTurn(t *testing.T, chatID uuid.UUID, question string) string {
	t.Helper()
	s := c.turn(chatID, question)
	if s.err != nil || s.status != http.StatusOK || !strings.Contains(s.body, "event: done") {
		t.Fatalf("turn: %d %v %s", s.status, s.err, tail(s.body, 1000))
	}
	return s.body
}

// allServing reports whether one request to every route of the load answers 200.
func (c *client) allServing(t *testing.T, src, chatID uuid.UUID) bool {
	for _, s := range []sample{
		c.do("GET", "/readyz", nil, ""), c.do("GET", "/auth/session", nil, ""), c.do("GET", "/sources", nil, ""),
		c.do("GET", "/sources/"+src.String()+"/documents", nil, ""), c.do("GET", "/chat", nil, ""),
		c.do("GET", "/chat/"+chatID.String(), nil, ""), c.turn(uuid.New(), "who is on call?"),
	} {
		if s.status != http.StatusOK {
			return false
		}
	}
	return true
}
