package notion

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"golang.org/x/time/rate"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/httpclient/httpclienttest"
	"knowledgestack/internal/sync/connectortest"
)

func newTestClient(t *testing.T, h http.HandlerFunc, tokens TokenSource, w *httpclienttest.Waits) *Client {
	t.Helper()
	url, limiter, retry := connectortest.Edge(t, h, w)
	return New(tokens, Config{BaseURL: url, Limiter: limiter, Retry: retry, MaxDepth: 4})
}

func TestSearchFollowsNextCursorUntilDone(t *testing.T) {
	// Variant: the recorded first page says has_more=false; it is edited in
	// memory to continue into a second recorded page.
	page1 := connectortest.Edit(t, connectortest.Fixture(t, "brd6-notion-sdk-php/client_search_200.json"), func(m map[string]any) {
		m["has_more"], m["next_cursor"] = true, "cursor-2"
	})
	page2 := connectortest.Fixture(t, "brd6-notion-sdk-php/client_search_page_with_block_parent_200.json")
	var cursors []string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		var req struct {
			StartCursor string            `json:"start_cursor"`
			Filter      map[string]string `json:"filter"`
		}
		json.NewDecoder(r.Body).Decode(&req)
		if r.URL.Path != "/search" || req.Filter["value"] != "page" || r.Header.Get("Notion-Version") != APIVersion {
			t.Errorf("unexpected request %s %v %v", r.URL.Path, req.Filter, r.Header)
		}
		cursors = append(cursors, req.StartCursor)
		if req.StartCursor == "cursor-2" {
			connectortest.Serve(w, page2)
			return
		}
		connectortest.Serve(w, page1)
	}, StaticToken("t"), nil)
	pages, err := c.SearchAll(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(cursors, ",") != ",cursor-2" {
		t.Errorf("cursors sent %q", cursors)
	}
	if len(pages) != 14 {
		t.Errorf("got %d pages, want the 13 pages of page one (databases dropped) + 1", len(pages))
	}
	for _, p := range pages {
		if p.ID == "" || p.LastEditedTime.IsZero() {
			t.Errorf("page decoded without id or edit time: %+v", p)
		}
	}
}

func TestBlocksPaginatesAndRecursesIntoChildren(t *testing.T) {
	p1 := connectortest.Fixture(t, "kristaxlab-notion-sdk/retrieve-blocks-rs.json")
	p2 := connectortest.Fixture(t, "kristaxlab-notion-sdk/retrieve-blocsk-rs-2.json")
	leaf := connectortest.Fixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_table_row_list_200.json")
	var calls atomic.Int32
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		switch {
		case r.URL.Path == "/blocks/page/children" && r.URL.Query().Get("start_cursor") == "31dcd6cf-1406-80f4-ba79-ed4e9f8d87a6":
			connectortest.Serve(w, p2)
		case r.URL.Path == "/blocks/page/children":
			connectortest.Serve(w, p1)
		default:
			connectortest.Serve(w, leaf)
		}
	}, StaticToken("t"), nil)
	blocks, err := c.Blocks(context.Background(), "page")
	if err != nil {
		t.Fatal(err)
	}
	if len(blocks) != 138 {
		t.Fatalf("got %d top-level blocks, want 100+38", len(blocks))
	}
	withKids := 0
	for _, b := range blocks {
		if b.HasChildren && b.Type != "child_page" && b.Type != "child_database" {
			withKids++
			if len(b.Children) == 0 {
				t.Errorf("%s block %s has_children but none fetched", b.Type, b.ID)
			}
		}
	}
	if got := int(calls.Load()); got != 2+withKids {
		t.Errorf("made %d calls, want 2 list pages + %d children", got, withKids)
	}
}

func TestBlocksStopsAtDepthLimit(t *testing.T) {
	// Every block list claims children: only the depth limit ends recursion.
	nested := connectortest.Fixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_children_default_200.json")
	var calls atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { calls.Add(1); connectortest.Serve(w, nested) }))
	defer srv.Close()
	c := New(StaticToken("t"), Config{BaseURL: srv.URL, Limiter: rate.NewLimiter(rate.Inf, 1), MaxDepth: 3})
	if _, err := c.Blocks(context.Background(), "p"); err != nil {
		t.Fatal(err)
	}
	// 2 of the 25 blocks have children: 1 + 2 + 4 calls for depths 0..2.
	if got := calls.Load(); got != 7 {
		t.Errorf("made %d calls, want 7", got)
	}
}

func TestRetryAfterIsWaitedOut(t *testing.T) {
	var calls atomic.Int32
	w := &httpclienttest.Waits{}
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	c := newTestClient(t, func(rw http.ResponseWriter, r *http.Request) {
		if calls.Add(1) == 1 {
			rw.Header().Set("Retry-After", "2")
			rw.WriteHeader(http.StatusTooManyRequests)
			rw.Write([]byte(`{"object":"error","status":429,"code":"rate_limited","message":"slow down"}`))
			return
		}
		connectortest.Serve(rw, page)
	}, StaticToken("t"), w)
	p, err := c.GetPage(context.Background(), "x")
	if err != nil {
		t.Fatal(err)
	}
	if p.ID == "" || calls.Load() != 2 {
		t.Errorf("page %q after %d calls", p.ID, calls.Load())
	}
	if len(w.D) != 1 || w.D[0] != 2*time.Second {
		t.Errorf("waited %v, want [2s]", w.D)
	}
}

func TestServerErrorsBackOffThenGiveUp(t *testing.T) {
	body := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_invalid_response_500.json")
	w := &httpclienttest.Waits{}
	var calls atomic.Int32
	c := newTestClient(t, func(rw http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		rw.WriteHeader(http.StatusInternalServerError)
		rw.Write(body)
	}, StaticToken("t"), w)
	_, err := c.GetPage(context.Background(), "x")
	if !errs.Is(err, errs.Unavailable) {
		t.Fatalf("want unavailable, got %v", err)
	}
	if calls.Load() != 5 || len(w.D) != 4 {
		t.Errorf("calls %d waits %v", calls.Load(), w.D)
	}
	for i, d := range w.D {
		if hi := httpclient.DefaultBase << i; d < hi/2 || d > hi {
			t.Errorf("wait %d = %v, want the jittered backoff in [%v, %v]", i, d, hi/2, hi)
		}
	}
}

func TestBurstStaysUnderRate(t *testing.T) {
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	var c *Client
	connectortest.StaysUnderRate(t, page, 4, 3, func(url string) error {
		if c == nil {
			c = New(StaticToken("t"), Config{BaseURL: url}) // default limiter: 3/s, burst 1
		}
		_, err := c.GetPage(context.Background(), "x")
		return err
	})
}

func TestExpiredTokenIsRefreshedOnce(t *testing.T) {
	unauthorized := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_invalid_token_api_401.json")
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	handler := func(accept string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("Authorization") != "Bearer "+accept {
				w.WriteHeader(http.StatusUnauthorized)
				w.Write(unauthorized)
				return
			}
			connectortest.Serve(w, page)
		}
	}
	t.Run("retries with the refreshed token", func(t *testing.T) {
		tok := &httpclienttest.Tokens{Current: "stale"}
		c := newTestClient(t, handler("fresh"), tok, nil)
		if _, err := c.GetPage(context.Background(), "x"); err != nil {
			t.Fatal(err)
		}
		if tok.Refreshed.Load() != 1 {
			t.Errorf("refreshed %d times", tok.Refreshed.Load())
		}
	})
	t.Run("a refused refresh is unauthorized", func(t *testing.T) {
		tok := &httpclienttest.Tokens{Current: "stale", Refuse: true}
		c := newTestClient(t, handler("fresh"), tok, nil)
		if _, err := c.GetPage(context.Background(), "x"); !errs.Is(err, errs.Unauthorized) {
			t.Fatalf("want unauthorized, got %v", err)
		}
	})
	t.Run("refreshes only once when the new token is refused too", func(t *testing.T) {
		tok := &httpclienttest.Tokens{Current: "stale"}
		c := newTestClient(t, handler("never"), tok, nil)
		if _, err := c.GetPage(context.Background(), "x"); !errs.Is(err, errs.Unauthorized) {
			t.Fatalf("want unauthorized, got %v", err)
		}
		if tok.Refreshed.Load() != 1 {
			t.Errorf("refreshed %d times", tok.Refreshed.Load())
		}
	})
}

func TestMalformedResponseIsAnError(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		connectortest.Serve(w, []byte(`{"results": [{"object":`))
	}, StaticToken("t"), nil)
	_, err := c.Blocks(context.Background(), "p")
	if err == nil || !strings.Contains(err.Error(), "malformed") {
		t.Fatalf("want malformed-response error, got %v", err)
	}
}

func TestPageExists(t *testing.T) {
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	// Variants edited in memory.
	archivedBody := connectortest.Edit(t, page, func(m map[string]any) { m["archived"] = true })
	trashedBody := connectortest.Edit(t, page, func(m map[string]any) { m["in_trash"] = true })
	notFound := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_retrieve_page_404.json")
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/pages/live":
			connectortest.Serve(w, page)
		case "/pages/archived":
			connectortest.Serve(w, archivedBody)
		case "/pages/trashed":
			connectortest.Serve(w, trashedBody)
		default:
			w.WriteHeader(http.StatusNotFound)
			w.Write(notFound)
		}
	}, StaticToken("t"), nil)
	for id, want := range map[string]bool{"live": true, "archived": false, "trashed": false, "deleted": false} {
		t.Run(id, func(t *testing.T) {
			got, err := c.PageExists(context.Background(), id)
			if err != nil || got != want {
				t.Errorf("exists=%v err=%v, want %v", got, err, want)
			}
		})
	}
}
