package confluence

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"
	"golang.org/x/time/rate"

	"knowledgestack/internal/source"
	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

func TestConnector(t *testing.T) {
	list := connectortest.Fixture(t, "cloud-responses/v2_space_294916_pages_storage.json")
	single := connectortest.Fixture(t, "cloud-responses/v2_page_98400.json")
	var pageCalls atomic.Int32
	var refuse atomic.Bool
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if refuse.Load() {
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		switch {
		case strings.HasSuffix(r.URL.Path, "/spaces/294916/pages"):
			connectortest.Serve(w, list)
		case strings.HasSuffix(r.URL.Path, "/pages/98400"):
			pageCalls.Add(1)
			connectortest.Serve(w, single)
		default:
			w.WriteHeader(http.StatusNotFound)
		}
	}, StaticToken("t"), nil)
	conn := NewConnector(c, SourceConfig{CloudID: "cloud-1", SiteURL: "https://acme.atlassian.net", SpaceID: "294916", SpaceKey: "MFS"}, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	page, err := conn.List(ctx, "")
	if err != nil || len(page.Items) != 14 || page.NextCursor != "" {
		t.Fatalf("list: %d items, next %q, %v", len(page.Items), page.NextCursor, err)
	}
	t.Run("fetches a listed page from the listing with its edit time and URL", func(t *testing.T) {
		it := page.Items[0]
		doc, err := conn.Fetch(ctx, it.ExternalID)
		if err != nil || pageCalls.Load() != 0 {
			t.Fatalf("%v, %d extra calls", err, pageCalls.Load())
		}
		if doc.UpdatedAt.IsZero() || !doc.UpdatedAt.Equal(it.UpdatedAt) || !strings.HasPrefix(doc.URL, "https://acme.atlassian.net/wiki/spaces/") || doc.Markdown == "" {
			t.Errorf("doc %+v", doc)
		}
	})
	t.Run("fetches an unlisted page by id", func(t *testing.T) {
		doc, err := conn.Fetch(ctx, "98400")
		if err != nil || doc.Title != "Overview" || !strings.Contains(doc.Markdown, "Say hello") || pageCalls.Load() != 1 {
			t.Fatalf("%+v %v", doc, err)
		}
		if want, _ := time.Parse(time.RFC3339, "2026-03-19T14:23:47.640Z"); !doc.UpdatedAt.Equal(want) {
			t.Errorf("edit time %v", doc.UpdatedAt)
		}
	})
	t.Run("a missing page is gone", func(t *testing.T) {
		if _, err := conn.Fetch(ctx, "404"); !errors.Is(err, pass.ErrDocumentGone) {
			t.Errorf("fetch: %v", err)
		}
		if ok, err := conn.Exists(ctx, "404"); ok || err != nil {
			t.Errorf("exists: %v %v", ok, err)
		}
	})
	t.Run("a refused token asks for re-authorization", func(t *testing.T) {
		refuse.Store(true)
		defer refuse.Store(false)
		if _, err := conn.List(ctx, ""); !errors.Is(err, pass.ErrNeedsReauth) {
			t.Errorf("list: %v", err)
		}
	})
}

func TestFactoryNeedsSiteSpaceAndCredential(t *testing.T) {
	f := NewFactory(func(uuid.UUID, uuid.UUID) TokenSource { return StaticToken("t") }, Config{Limiter: rate.NewLimiter(rate.Inf, 1)}, slog.New(slog.DiscardHandler))
	cred := uuid.New()
	good, _ := json.Marshal(SourceConfig{CloudID: "c", SpaceID: "1", SiteURL: "https://x"})
	if _, err := f(context.Background(), source.Source{CredentialID: &cred, Config: good}); err != nil {
		t.Errorf("valid source refused: %v", err)
	}
	if _, err := f(context.Background(), source.Source{CredentialID: &cred, Config: json.RawMessage(`{}`)}); err == nil {
		t.Error("source without a space accepted")
	}
	if _, err := f(context.Background(), source.Source{Config: good}); err == nil {
		t.Error("source without a credential accepted")
	}
}
