package app_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/textproto"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/testdb"
)

// replica is the real wiring of one API process on pool with env.
func replica(t *testing.T, pool *pgxpool.Pool, env map[string]string) *httptest.Server {
	t.Helper()
	base := map[string]string{"WORKERS": "false"}
	for k, v := range env {
		base[k] = v
	}
	_, srv := newApp(t, pool, base, app.Options{}, false)
	return srv
}

// multipartOf is a multipart body of files (name → content) in the field "files".
func multipartOf(files ...[2]string) (*bytes.Buffer, string) {
	var buf bytes.Buffer
	w := multipart.NewWriter(&buf)
	for _, f := range files {
		h := textproto.MIMEHeader{}
		h.Set("Content-Disposition", fmt.Sprintf(`form-data; name="files"; filename=%q`, f[0]))
		h.Set("Content-Type", "application/octet-stream")
		p, _ := w.CreatePart(h)
		_, _ = p.Write([]byte(f[1]))
	}
	_ = w.Close()
	return &buf, w.FormDataContentType()
}

func send(t *testing.T, c *apitest.Client, files ...[2]string) (int, string) {
	t.Helper()
	body, ct := multipartOf(files...)
	resp := c.Request(http.MethodPost, "/sources/uploads", body, http.Header{"Content-Type": {ct}})
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b)
}

// TestUploadsAreBounded is issue 27's attack 6 on the API: back-to-back
// uploads are limited per user, uploads in progress are capped per user
// across replicas, a workspace's storage has a quota, and an upload stores
// its original and its text once. Before ADR 0053: 25 uploads in a row were
// all 201, any number ran at once, and no quota stopped any of them.
func TestUploadsAreBounded(t *testing.T) {
	pool := testdb.New(t)

	t.Run("25 uploads back to back: the first 10 are stored, the rest are 429 with the sentence", func(t *testing.T) {
		srv := replica(t, pool, nil)
		u := apitest.NewUser(t, pool, "burst@example.com")
		c := apitest.Login(t, pool, srv, u, apitest.NewWorkspace(t, pool, u, "Burst"))
		stored, limited := 0, 0
		for i := range 25 {
			code, body := send(t, c, [2]string{fmt.Sprintf("note-%02d.md", i), "# Note\n\nNumber " + fmt.Sprint(i)})
			switch {
			case code == http.StatusCreated:
				stored++
			case code == http.StatusTooManyRequests && strings.Contains(body, "too many uploads (UPLOADS_PER_MINUTE is 10)"):
				limited++
			default:
				t.Fatalf("upload %d: %d %s", i+1, code, body)
			}
		}
		if stored != 10 || limited != 15 {
			t.Fatalf("%d stored, %d limited; want 10 and 15", stored, limited)
		}
	})

	t.Run("a user's uploads in progress are capped across replicas", func(t *testing.T) {
		a, b := replica(t, pool, nil), replica(t, pool, nil)
		u := apitest.NewUser(t, pool, "slow@example.com")
		ws := apitest.NewWorkspace(t, pool, u, "Slow")
		ca := apitest.Login(t, pool, a, u, ws)
		// Two uploads whose bodies are still arriving, one on each replica.
		type held struct {
			w    *io.PipeWriter
			done chan int
		}
		hold := func(c *apitest.Client) held {
			r, w := io.Pipe()
			// A failing test must not leave the request open: the server's
			// Close (an earlier cleanup, so a later one) would wait for it.
			t.Cleanup(func() { _ = w.CloseWithError(io.ErrUnexpectedEOF) })
			done := make(chan int, 1)
			go func() {
				resp := c.Request(http.MethodPost, "/sources/uploads", r, http.Header{"Content-Type": {"multipart/form-data; boundary=X"}})
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				done <- resp.StatusCode
			}()
			_, _ = io.WriteString(w, "--X\r\nContent-Disposition: form-data; name=\"files\"; filename=\"slow.md\"\r\n\r\n# Slow\n")
			return held{w, done}
		}
		h1 := hold(ca)
		h2 := hold(ca.At(b.URL))
		// Both hold their slot once their first bytes are read; wait for it.
		deadline := time.Now().Add(10 * time.Second)
		for {
			var n int
			if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM stream_leases WHERE key = $1 AND expires_at > now()`,
				"uploads:"+u.String()).Scan(&n); err != nil {
				t.Fatal(err)
			}
			if n == 2 {
				break
			}
			if time.Now().After(deadline) {
				t.Fatalf("%d uploads in progress, want 2", n)
			}
			time.Sleep(20 * time.Millisecond)
		}
		for _, c := range []*apitest.Client{ca, ca.At(b.URL)} {
			code, body := send(t, c, [2]string{"third.md", "# Third"})
			if code != http.StatusTooManyRequests || !strings.Contains(body, "you already have 2 uploads in progress (CONVERSIONS_PER_USER)") {
				t.Fatalf("third upload: %d %s", code, body)
			}
		}
		// Another user is not held up by this one.
		o := apitest.NewUser(t, pool, "other@example.com")
		if code, body := send(t, apitest.Login(t, pool, b, o, apitest.NewWorkspace(t, pool, o, "Other")), [2]string{"x.md", "# X"}); code != http.StatusCreated {
			t.Fatalf("another user's upload: %d %s", code, body)
		}
		for _, h := range []held{h1, h2} {
			_, _ = io.WriteString(h.w, "\r\n--X--\r\n")
			_ = h.w.Close()
			if code := <-h.done; code != http.StatusCreated {
				t.Fatalf("held upload: %d", code)
			}
		}
		// Slots are free again.
		if code, body := send(t, ca, [2]string{"fourth.md", "# Fourth"}); code != http.StatusCreated {
			t.Fatalf("after the held uploads ended: %d %s", code, body)
		}
	})

	t.Run("the storage quota refuses what would pass it with 413, storing nothing", func(t *testing.T) {
		srv := replica(t, pool, map[string]string{"WORKSPACE_STORAGE_BYTES": "100000"})
		u := apitest.NewUser(t, pool, "quota@example.com")
		ws := apitest.NewWorkspace(t, pool, u, "Quota")
		c := apitest.Login(t, pool, srv, u, ws)
		page := "# Page\n\n" + strings.Repeat("words and more words ", 1000) // ~21 KB, stored as original and text
		if code, body := send(t, c, [2]string{"a.md", page}); code != http.StatusCreated {
			t.Fatalf("first: %d %s", code, body)
		}
		// Replacing a file by name counts its new size, not both.
		for range 3 {
			if code, body := send(t, c, [2]string{"a.md", page + "!"}); code != http.StatusCreated {
				t.Fatalf("replace: %d %s", code, body)
			}
			page += "!"
		}
		code, body := send(t, c, [2]string{"b.md", page}, [2]string{"c.md", page})
		var e struct{ Error string }
		_ = json.Unmarshal([]byte(body), &e)
		if code != http.StatusRequestEntityTooLarge || !strings.Contains(e.Error, "storage quota (WORKSPACE_STORAGE_BYTES); nothing was stored") {
			t.Fatalf("over the quota: %d %s", code, body)
		}
		var n int
		var used int64
		if err := pool.QueryRow(context.Background(), `SELECT count(*), sum(stored_bytes) FROM uploaded_files WHERE workspace_id = $1`, ws).Scan(&n, &used); err != nil || n != 1 {
			t.Fatalf("%d files stored after the refusal (%v)", n, err)
		}
		if want := int64(2 * len(page)); used < want-100 || used > want+100 {
			t.Fatalf("the workspace's uploads occupy %d bytes, want %d (original and text, once)", used, want)
		}
		// A file whose original alone cannot fit is refused before it is converted:
		// this one is no Word document, which conversion would have said (400).
		if code, body := send(t, c, [2]string{"huge.docx", strings.Repeat("x", 120000)}); code != http.StatusRequestEntityTooLarge {
			t.Fatalf("a file that cannot fit: %d %s", code, body)
		}
		if code, body := send(t, c, [2]string{"b.md", page}); code != http.StatusCreated {
			t.Fatalf("one more file within the quota: %d %s", code, body)
		}
	})

	t.Run("a spooled original arrives byte for byte, once", func(t *testing.T) {
		srv := replica(t, pool, nil)
		u := apitest.NewUser(t, pool, "bytes@example.com")
		ws := apitest.NewWorkspace(t, pool, u, "Bytes")
		c := apitest.Login(t, pool, srv, u, ws)
		code, m := upload(t, c, "handbook.pdf")
		if code != http.StatusCreated {
			t.Fatalf("upload: %d %v", code, m)
		}
		resp := c.Request(http.MethodGet, "/sources/"+m["sourceId"].(string)+"/files/handbook.pdf", nil, nil)
		got, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		want := mustRead(t, "testdata/handbook.pdf")
		if resp.StatusCode != http.StatusOK || !bytes.Equal(got, want) {
			t.Fatalf("download: %d, %d bytes, want %d", resp.StatusCode, len(got), len(want))
		}
		if code, m := upload(t, c, "handbook.pdf"); code != http.StatusCreated || !strings.Contains(fmt.Sprint(m["files"]), "unchanged") {
			t.Fatalf("the same file again: %d %v", code, m)
		}
	})
}

func mustRead(t *testing.T, path string) []byte {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return b
}
