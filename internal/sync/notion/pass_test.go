package notion

import (
	"context"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// fakeNotion serves recorded responses: two pages of search results, each
// page's metadata and the two recorded pages of block children.
type fakeNotion struct {
	mode      atomic.Value // "ok", "malformed", "unauthorized", "throttle-once"
	throttled atomic.Bool
	onlyLast  atomic.Bool // search lists only its second page (the rest vanished from the listing)
	pages     int         // distinct pages across the two search pages
}

func newFakeNotion(t *testing.T) (*fakeNotion, *httptest.Server) {
	f := &fakeNotion{}
	f.mode.Store("ok")
	search1 := connectortest.Edit(t, connectortest.Fixture(t, "brd6-notion-sdk-php/client_search_200.json"), func(m map[string]any) {
		m["has_more"], m["next_cursor"] = true, "cursor-2" // variant edited in memory
	})
	search2 := connectortest.Fixture(t, "brd6-notion-sdk-php/client_search_page_with_block_parent_200.json")
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	blocks1 := connectortest.Fixture(t, "kristaxlab-notion-sdk/retrieve-blocks-rs.json")
	blocks2 := connectortest.Fixture(t, "kristaxlab-notion-sdk/retrieve-blocsk-rs-2.json")
	leaf := connectortest.Fixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_table_row_list_200.json")
	unauthorized := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_invalid_token_api_401.json")
	notFound := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_retrieve_page_404.json")
	var pageIDs = map[string]bool{}
	for _, raw := range [][]byte{search1, search2} {
		var l SearchPage
		json.Unmarshal(raw, &l)
		for _, p := range l.Results {
			if p.Object == "page" {
				pageIDs[p.ID] = true
			}
		}
	}
	f.pages = len(pageIDs)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch f.mode.Load() {
		case "unauthorized":
			w.WriteHeader(http.StatusUnauthorized)
			w.Write(unauthorized)
			return
		case "malformed":
			if r.URL.Path == "/search" {
				w.Write([]byte(`{"object":"list","results":[{"object":"page","id":`))
				return
			}
		case "throttle-once":
			if !f.throttled.Swap(true) {
				w.Header().Set("Retry-After", "1")
				w.WriteHeader(http.StatusTooManyRequests)
				return
			}
		}
		switch {
		case r.URL.Path == "/search":
			var req struct {
				StartCursor string `json:"start_cursor"`
			}
			json.NewDecoder(r.Body).Decode(&req)
			if req.StartCursor == "cursor-2" || f.onlyLast.Load() {
				w.Write(search2)
				return
			}
			w.Write(search1)
		case strings.HasPrefix(r.URL.Path, "/pages/"):
			if !pageIDs[strings.TrimPrefix(r.URL.Path, "/pages/")] || f.onlyLast.Load() {
				w.WriteHeader(http.StatusNotFound)
				w.Write(notFound)
				return
			}
			w.Write(page)
		case strings.HasSuffix(r.URL.Path, "/children"):
			id := strings.TrimSuffix(strings.TrimPrefix(r.URL.Path, "/blocks/"), "/children")
			switch {
			case !pageIDs[id]:
				w.Write(leaf)
			case r.URL.Query().Get("start_cursor") != "":
				w.Write(blocks2)
			default:
				w.Write(blocks1)
			}
		default:
			http.NotFound(w, r)
		}
	}))
	t.Cleanup(srv.Close)
	return f, srv
}

type passFixture struct {
	*connectortest.Rig
	pass   *pass.Pass
	src    uuid.UUID
	tokens *httpclienttest.Tokens
	waits  *httpclienttest.Waits
	fake   *fakeNotion
}

func newPassFixture(t *testing.T) *passFixture {
	t.Helper()
	fx := &passFixture{Rig: connectortest.NewRig(t, "notion", "nws"), tokens: &httpclienttest.Tokens{Current: "t"}, waits: &httpclienttest.Waits{}}
	fake, srv := newFakeNotion(t)
	fx.fake = fake
	fx.src = fx.Source(t, "nws", "Acme Notion", nil)
	cfg := Config{BaseURL: srv.URL, Limiter: rate.NewLimiter(rate.Inf, 1), Retry: httpclient.Retry{Sleep: fx.waits.Sleep}}
	factory := NewFactory(func(ws, id uuid.UUID) TokenSource { return fx.tokens }, cfg, slog.New(slog.DiscardHandler))
	fx.pass = connectortest.NewPass(t, fx.Pool, pass.Registry{"notion": factory})
	return fx
}

func (fx *passFixture) state(t *testing.T) (docs int, status, lastError string) {
	t.Helper()
	return connectortest.SourceState(t, fx.Pool, fx.WS, fx.src)
}

func TestNotionSyncPass(t *testing.T) {
	fx := newPassFixture(t)
	ctx := context.Background()
	t.Run("a throttled first pass waits and indexes every listed page", func(t *testing.T) {
		fx.fake.mode.Store("throttle-once")
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeCompleted {
			t.Fatalf("%+v %v", res, err)
		}
		if res.Pages != 2 || res.Indexed != fx.fake.pages || res.Failed != 0 || fx.fake.pages < 10 {
			t.Errorf("result %+v", res)
		}
		if len(fx.waits.D) == 0 {
			t.Error("the 429 was not waited out")
		}
		var md string
		fx.Pool.QueryRow(ctx, `SELECT string_agg(content, ' ') FROM document_chunks WHERE workspace_id = $1`, fx.WS).Scan(&md)
		if !strings.Contains(md, "Block of type Heading 1") || !strings.Contains(md, "mermaid") {
			t.Errorf("rendered pages not indexed: %.200q", md)
		}
	})
	t.Run("a malformed response fails the pass, records the error and deletes nothing", func(t *testing.T) {
		fx.fake.mode.Store("malformed")
		if _, err := fx.pass.Run(ctx, fx.WS, fx.src); err == nil {
			t.Fatal("want the pass to fail")
		}
		docs, status, lastErr := fx.state(t)
		if docs != fx.fake.pages || status != "error" || lastErr == "" {
			t.Errorf("docs=%d status=%s last_error=%q", docs, status, lastErr)
		}
	})
	t.Run("a refused refresh stops the pass with reconnect status and zero deletions", func(t *testing.T) {
		fx.fake.mode.Store("unauthorized")
		fx.fake.onlyLast.Store(true) // most pages would look deleted if the pass went on
		fx.tokens.Refuse = true
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil || res.Outcome != pass.OutcomeNeedsReauth || res.Deleted != 0 {
			t.Fatalf("%+v %v", res, err)
		}
		docs, status, _ := fx.state(t)
		if docs != fx.fake.pages || status != "needs_reauth" || fx.tokens.Refreshed.Load() == 0 {
			t.Errorf("docs=%d status=%s refreshes=%d", docs, status, fx.tokens.Refreshed.Load())
		}
	})
	t.Run("after reconnecting, a vanished majority is held for review, not deleted", func(t *testing.T) {
		fx.fake.mode.Store("ok")
		fx.tokens.Refuse = false
		fx.Pool.Exec(ctx, `UPDATE sources SET status = 'idle' WHERE workspace_id = $1 AND id = $2`, fx.WS, fx.src)
		res, err := fx.pass.Run(ctx, fx.WS, fx.src)
		if err != nil {
			t.Fatal(err)
		}
		// 12 of 13 missing trips the mass-deletion guard: still nothing deleted.
		if docs, _, _ := fx.state(t); res.Deleted != 0 || docs != fx.fake.pages {
			t.Errorf("%+v docs=%d", res, docs)
		}
	})
}
