package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/cookiejar"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
)

// The outage test's API child process and its HTTP client, apart from the
// test itself: what every request got is recorded as a sample.

// api is the API binary running as a child process on its own ports.
type api struct {
	base    string
	cmd     *exec.Cmd
	logPath string
	done    chan struct{}
}

// startAPI builds cmd/api and starts it against dbURL with its own HTTP and
// metrics ports, waiting until /readyz answers 200.
func startAPI(t *testing.T, dbURL string) *api {
	t.Helper()
	dir := t.TempDir()
	bin := filepath.Join(dir, "api")
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("building cmd/api needs the go tool on PATH: %v", err)
	}
	build := exec.Command(goTool, "build", "-o", bin, ".")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build cmd/api: %v\n%s", err, out)
	}
	addr := fmt.Sprintf("127.0.0.1:%d", freePort(t))
	a := &api{base: "http://" + addr, logPath: filepath.Join(dir, "api.log"), done: make(chan struct{})}
	logFile, err := os.Create(a.logPath)
	if err != nil {
		t.Fatal(err)
	}
	a.cmd = exec.Command(bin, "serve")
	a.cmd.Env = []string{
		"PATH=" + os.Getenv("PATH"),
		"DATABASE_URL=" + dbURL,
		"API_ADDR=" + addr,
		fmt.Sprintf("METRICS_ADDR=127.0.0.1:%d", freePort(t)),
		"PUBLIC_URL=" + a.base,
		"ENCRYPTION_KEY=AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8",
		// The load asks more than a person would; the limits are not under test here.
		"TURNS_PER_MINUTE=100000",
		"STREAMS_PER_USER=100",
		"LOG_LEVEL=info",
	}
	a.cmd.Stdout, a.cmd.Stderr = logFile, logFile
	if err := a.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() { _ = a.cmd.Wait(); logFile.Close(); close(a.done) }()
	t.Cleanup(func() {
		_ = a.cmd.Process.Kill()
		<-a.done
		if keep := os.Getenv("KS_OUTAGE_LOG"); keep != "" {
			b, _ := os.ReadFile(a.logPath)
			_ = os.WriteFile(keep, b, 0o600)
		}
		if t.Failed() {
			t.Logf("API log (tail, KS_OUTAGE_LOG=file keeps it all):\n%s", a.logTail())
		}
	})
	deadline := time.Now().Add(time.Minute)
	for {
		resp, err := http.Get(a.base + "/readyz")
		if err == nil {
			resp.Body.Close()
			if resp.StatusCode == http.StatusOK {
				return a
			}
		}
		if a.exited() || time.Now().After(deadline) {
			t.Fatalf("the API did not become ready:\n%s", a.logTail())
		}
		time.Sleep(50 * time.Millisecond)
	}
}

func (a *api) exited() bool {
	select {
	case <-a.done:
		return true
	default:
		return false
	}
}

// logSummary counts the process's warning and error lines by message: how
// loudly the workers complained while they backed off.
func (a *api) logSummary() string {
	b, _ := os.ReadFile(a.logPath)
	counts := map[string]int{}
	for _, line := range strings.Split(string(b), "\n") {
		var l struct {
			Level string `json:"level"`
			Msg   string `json:"msg"`
		}
		if json.Unmarshal([]byte(line), &l) != nil || (l.Level != "WARN" && l.Level != "ERROR") {
			continue
		}
		counts[l.Level+" "+l.Msg]++
	}
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var out strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&out, "%q×%d; ", k, counts[k])
	}
	return out.String()
}

func (a *api) logTail() string {
	b, _ := os.ReadFile(a.logPath)
	return tail(string(b), 4000)
}

// client is a signed-in HTTP client of the API (the session cookie in its jar).
type client struct {
	base string
	http *http.Client
}

func (a *api) client(t *testing.T) *client {
	jar, err := cookiejar.New(nil)
	if err != nil {
		t.Fatal(err)
	}
	// The overall timeout is far above downLatencyBound: a hang shows as a slow answer, counted, not as a timeout.
	return &client{base: a.base, http: &http.Client{Jar: jar, Timeout: 60 * time.Second}}
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
