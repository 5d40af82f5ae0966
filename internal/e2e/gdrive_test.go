package e2e

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"sync"
	"testing"
	"time"

	"knowledgestack/internal/app"
	"knowledgestack/internal/sync/grants"
)

// fakeGoogle is Google at its HTTP edge for the browser test: the consent
// page (which consents at once and redirects back, as Google does after
// the user clicks Allow), the token endpoint (Google's documented form
// request and JSON answer; no recording exists) and Drive v3 serving a
// small tree whose Docs export the recorded HTML exports of the gdrive
// package's testdata. The first export is answered at once and the others
// wait for release, so the Sources screen shows the pass in progress however
// slowly the browser polls (an export that merely took 0.7 s let a busy
// machine's pass finish between two polls).
func fakeGoogle(t *testing.T) (srv *httptest.Server, release func()) {
	export := func(name string) []byte {
		b, err := os.ReadFile("../sync/gdrive/testdata/third_party/google-docs-to-markdown/" + name + ".export.html")
		if err != nil {
			t.Fatal(err)
		}
		return regexp.MustCompile(`\n\t*`).ReplaceAll(b, nil)
	}
	const folder = "application/vnd.google-apps.folder"
	const doc = "application/vnd.google-apps.document"
	file := func(id, name, mime, parent string) map[string]any {
		return map[string]any{"id": id, "name": name, "mimeType": mime, "parents": []string{parent}, "trashed": false,
			"modifiedTime": "2026-03-12T07:32:17.132Z", "webViewLink": "https://docs.google.com/document/d/" + id + "/edit?usp=drivesdk"}
	}
	tree := map[string][]map[string]any{
		"root1": {file("pol1", "Policies", folder, "root1"), file("doc1", "Handbook", doc, "root1"), file("doc2", "Tables", doc, "root1")},
		"pol1":  {file("doc3", "Lists", doc, "pol1"), file("doc4", "Formatting", doc, "pol1"), file("doc5", "Links", doc, "pol1")},
	}
	bodies := map[string][]byte{"doc1": export("headings-and-paragraphs"), "doc2": export("tables"), "doc3": export("lists"),
		"doc4": export("inline-formatting"), "doc5": export("internal-links")}
	var mu sync.Mutex
	exports := 0
	held := make(chan struct{})
	var once sync.Once
	release = func() { once.Do(func() { close(held) }) }
	srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		q := r.URL.Query()
		switch {
		case r.URL.Path == "/o/oauth2/v2/auth":
			back, _ := url.Parse(q.Get("redirect_uri"))
			back.RawQuery = url.Values{"state": {q.Get("state")}, "code": {"4/consented"}, "scope": {q.Get("scope")}}.Encode()
			http.Redirect(w, r, back.String(), http.StatusFound)
			return
		case r.URL.Path == "/token":
			r.ParseForm()
			w.Header().Set("Content-Type", "application/json; charset=utf-8")
			w.Write([]byte(`{"access_token":"ya29.e2e","expires_in":3599,"refresh_token":"1//e2e","scope":"https://www.googleapis.com/auth/drive.readonly","token_type":"Bearer"}`))
			return
		}
		w.Header().Set("Content-Type", "application/json; charset=UTF-8")
		if r.Header.Get("Authorization") != "Bearer ya29.e2e" {
			w.WriteHeader(401)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"authError","message":"Invalid Credentials"}],"code":401,"message":"Invalid Credentials"}}`))
			return
		}
		p := strings.TrimPrefix(r.URL.Path, "/drive/v3")
		switch {
		case p == "/about":
			w.Write([]byte(`{"user":{"displayName":"Ada Admin","emailAddress":"ada@northwind.example","permissionId":"0123456789"}}`))
		case p == "/files/root":
			w.Write([]byte(`{"id":"root1","name":"My Drive","mimeType":"` + folder + `"}`))
		case p == "/drives":
			w.Write([]byte(`{"kind":"drive#driveList","drives":[{"kind":"drive#drive","id":"0ANBaAC9ROv2CUk9PVA","name":"Last Test Drive"}]}`))
		case p == "/changes/startPageToken":
			w.Write([]byte(`{"kind":"drive#startPageToken","startPageToken":"2280"}`))
		case p == "/files":
			m := regexp.MustCompile(`^'([^']+)' in parents`).FindStringSubmatch(q.Get("q"))
			var files []map[string]any
			if m != nil {
				files = tree[m[1]]
			}
			json.NewEncoder(w).Encode(map[string]any{"files": files})
		case strings.HasSuffix(p, "/export"):
			id := strings.TrimSuffix(strings.TrimPrefix(p, "/files/"), "/export")
			mu.Lock()
			exports++
			first := exports == 1
			mu.Unlock()
			if !first {
				select {
				case <-held:
				case <-r.Context().Done():
					return
				}
			}
			w.Header().Set("Content-Type", "text/html")
			w.Write(bodies[id])
		default:
			w.WriteHeader(404)
			w.Write([]byte(`{"error":{"errors":[{"domain":"global","reason":"notFound","message":"File not found."}],"code":404,"message":"File not found."}}`))
		}
	}))
	t.Cleanup(srv.Close)
	t.Cleanup(release) // before Close, which would wait for a held export
	return srv, release
}

// TestGoogleDriveOnTheSourcesPage: an admin connects Google Drive (through
// the OAuth redirect), sees My Drive, the shared drives and the folders to
// choose from, picks My Drive, and watches the pass index it live.
func TestGoogleDriveOnTheSourcesPage(t *testing.T) {
	g, release := fakeGoogle(t)
	st := startStackWith(t, map[string]string{"GOOGLE_DRIVE_CLIENT_ID": "drive-id", "GOOGLE_DRIVE_CLIENT_SECRET": "drive-secret"},
		app.Options{GoogleEndpoints: grants.Endpoints{GoogleAuth: g.URL, GoogleToken: g.URL + "/token", GoogleAPI: g.URL}})
	b := newOwner(t, st, "Ada Admin", "ada@example.com", "Northwind")
	goTo(b, "Sources", "/sources")
	b.do("connect Google Drive", 30*time.Second,
		until(`[...document.querySelectorAll('button')].some((el) => el.textContent === "Connect Google Drive" && !el.disabled)`, 15*time.Second),
		clickText("button", "Connect Google Drive"),
		until(`location.search.includes("connected=gdrive") && document.body.textContent.includes("ada@northwind.example")`, 20*time.Second),
	)
	b.do("see what can be synced", 30*time.Second,
		clickText("button", "Choose what to sync"),
		until(`(() => {
			const t = document.querySelector('.drive-picker')?.textContent ?? "";
			return t.includes("My Drive") && t.includes("Last Test Drive") && t.includes("Policies");
		})()`, 20*time.Second),
	)
	b.shot("sources-gdrive-choices")
	b.do("sync My Drive and watch its progress", 60*time.Second,
		clickText("button", "Sync My Drive"),
		until(`[...document.querySelectorAll('article.source')].some((a) => a.textContent.includes("gdrive") && a.querySelector('[role="progressbar"]')
			&& /[1-4] indexed, 0 failed, [1-5] seen/.test(a.textContent))`, 30*time.Second),
	)
	b.shot("sources-gdrive-syncing")
	release()
	b.do("the pass finishes with every Doc indexed", 60*time.Second,
		until(`[...document.querySelectorAll('article.source')].some((a) => a.textContent.includes("gdrive") && a.textContent.includes("5 documents")
			&& a.querySelector('[data-testid="source-status"]').textContent === "up to date")`, 50*time.Second),
		until(`(() => {
			const t = document.querySelector('.drive')?.textContent ?? "";
			return t.includes("synced") && t.includes("2 folders");
		})()`, 15*time.Second),
	)
	b.shot("sources-gdrive-synced")
	b.assertClean()
}
