package confluence

import (
	"context"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
)

// pagesPath is the recorded space's page listing on the gateway.
const pagesPath = "/ex/confluence/cloud-1/wiki/api/v2/spaces/294916/pages"

func newTestClient(t *testing.T, h http.HandlerFunc, tokens TokenSource, w *httpclienttest.Waits) *Client {
	t.Helper()
	url, limiter, retry := connectortest.Edge(t, h, w)
	return New(tokens, "cloud-1", Config{GatewayURL: url, Limiter: limiter, Retry: retry})
}

func TestSpacePagesFollowsLinksNextUntilDone(t *testing.T) {
	// Variant: the recording fits in one page, so the first response is the
	// recording with a _links.next added in memory; the second is as recorded.
	raw := connectortest.Fixture(t, "cloud-responses/v2_space_294916_pages_storage.json")
	page1 := connectortest.Edit(t, raw, func(m map[string]any) {
		m["_links"].(map[string]any)["next"] = "/wiki/api/v2/spaces/294916/pages?cursor=c2&limit=100&body-format=storage"
	})
	var queries []string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != pagesPath {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		queries = append(queries, r.URL.RawQuery)
		if r.URL.Query().Get("cursor") == "c2" {
			connectortest.Serve(w, raw)
			return
		}
		connectortest.Serve(w, page1)
	}, StaticToken("t"), nil)
	var all []Page
	next := ""
	for i := 0; ; i++ {
		l, n, err := c.SpacePages(context.Background(), "294916", next)
		if err != nil {
			t.Fatal(err)
		}
		all = append(all, l.Results...)
		if n == "" {
			break
		}
		if i > 3 {
			t.Fatal("pagination did not stop")
		}
		next = n
	}
	if len(queries) != 2 || !strings.Contains(queries[0], "body-format=storage") || !strings.Contains(queries[1], "cursor=c2") {
		t.Errorf("queries %q", queries)
	}
	if len(all) != 28 {
		t.Errorf("got %d pages, want 2×14", len(all))
	}
	for _, p := range all {
		if p.Version.CreatedAt.IsZero() || p.Body.Storage.Value == "" {
			t.Errorf("page %s lacks edit time or body", p.ID)
		}
	}
}

func TestSpacePagesRefusesForeignCursor(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) { t.Error("no request expected") }, StaticToken("t"), nil)
	if _, _, err := c.SpacePages(context.Background(), "1", "https://evil.example/wiki/api/v2/x"); !errs.Is(err, errs.Invalid) {
		t.Fatalf("want invalid, got %v", err)
	}
}

func TestAccessibleResourcesAndSpaces(t *testing.T) {
	spaces := connectortest.Fixture(t, "cloud-responses/v2_spaces.json")
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/oauth/token/accessible-resources":
			// Shape from Atlassian's 3LO documentation (no recording exists).
			connectortest.Serve(w, []byte(`[{"id":"cloud-1","name":"nango-team-test","url":"https://nango-team-test.atlassian.net","scopes":["read:page:confluence"],"avatarUrl":""}]`))
		case "/ex/confluence/cloud-1/wiki/api/v2/spaces":
			connectortest.Serve(w, spaces)
		default:
			http.NotFound(w, r)
		}
	}, StaticToken("t"), nil)
	res, err := c.AccessibleResources(context.Background())
	if err != nil || len(res) != 1 || res[0].ID != "cloud-1" {
		t.Fatalf("resources %+v %v", res, err)
	}
	sp, err := c.Spaces(context.Background())
	if err != nil || len(sp) == 0 || sp[0].ID == "" || sp[0].Key == "" {
		t.Fatalf("spaces %+v %v", sp, err)
	}
}

func TestRetryAfterIsWaitedOut(t *testing.T) {
	page := connectortest.Fixture(t, "cloud-responses/v2_page_98400.json")
	var calls atomic.Int32
	w := &httpclienttest.Waits{}
	c := newTestClient(t, func(rw http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			rw.Header().Set("Retry-After", "3")
			rw.WriteHeader(http.StatusTooManyRequests)
			return
		}
		connectortest.Serve(rw, page)
	}, StaticToken("t"), w)
	p, err := c.Page(context.Background(), "98400")
	if err != nil || p.Title != "Overview" {
		t.Fatalf("page %q err %v", p.Title, err)
	}
	if len(w.D) != 1 || w.D[0] != 3*time.Second {
		t.Errorf("waited %v, want [3s]", w.D)
	}
}

func TestBurstStaysUnderRate(t *testing.T) {
	var c *Client
	connectortest.StaysUnderRate(t, connectortest.Fixture(t, "cloud-responses/v2_page_98400.json"), 6, 10, func(url string) error {
		if c == nil {
			c = New(StaticToken("t"), "c", Config{GatewayURL: url}) // default 10/s, burst 1
		}
		_, err := c.Page(context.Background(), "1")
		return err
	})
}

func TestExpiredTokenIsRefreshedOnce(t *testing.T) {
	page := connectortest.Fixture(t, "cloud-responses/v2_page_98400.json")
	h := func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("Authorization") != "Bearer fresh" {
			w.WriteHeader(http.StatusUnauthorized)
			w.Write([]byte(`{"code":401,"message":"Unauthorized"}`))
			return
		}
		connectortest.Serve(w, page)
	}
	tok := &httpclienttest.Tokens{Current: "stale"}
	if _, err := newTestClient(t, h, tok, nil).Page(context.Background(), "1"); err != nil || tok.Refreshed.Load() != 1 {
		t.Fatalf("err %v refreshed %d", err, tok.Refreshed.Load())
	}
	refused := &httpclienttest.Tokens{Current: "stale", Refuse: true}
	if _, err := newTestClient(t, h, refused, nil).Page(context.Background(), "1"); !errs.Is(err, errs.Unauthorized) || refused.Refreshed.Load() != 1 {
		t.Fatalf("want unauthorized after one refresh, got %v (%d)", err, refused.Refreshed.Load())
	}
}

func TestMalformedResponseIsAnError(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) { connectortest.Serve(w, []byte(`{"results":[{"id":`)) }, StaticToken("t"), nil)
	if _, _, err := c.SpacePages(context.Background(), "1", ""); err == nil || !strings.Contains(err.Error(), "malformed") {
		t.Fatalf("want malformed error, got %v", err)
	}
}

func TestPageExists(t *testing.T) {
	page := connectortest.Fixture(t, "cloud-responses/v2_page_98400.json")
	trashedBody := connectortest.Edit(t, page, func(m map[string]any) { m["status"] = "trashed" }) // variant edited in memory
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		switch {
		case strings.HasSuffix(r.URL.Path, "/pages/live"):
			connectortest.Serve(w, page)
		case strings.HasSuffix(r.URL.Path, "/pages/trashed"):
			connectortest.Serve(w, trashedBody)
		default:
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte(`{"errors":[{"status":404,"code":"NOT_FOUND","title":"Not Found","detail":null}]}`))
		}
	}, StaticToken("t"), nil)
	for id, want := range map[string]bool{"live": true, "trashed": false, "gone": false} {
		t.Run(id, func(t *testing.T) {
			got, err := c.PageExists(context.Background(), id)
			if err != nil || got != want {
				t.Errorf("exists=%v err=%v want %v", got, err, want)
			}
		})
	}
}
