package notion

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"knowledgestack/internal/sync/connectortest"
	"knowledgestack/internal/sync/pass"
)

// syncedPageRoutes answers, by request path, a live page that holds the
// recorded synced-block duplicate (its original, 154ee1b6-…, has one
// paragraph) and a second duplicate whose original is not shared with the
// integration, and an archived copy of the page. The variants are recordings
// edited in memory.
func syncedPageRoutes(t *testing.T) map[string][]byte {
	page := connectortest.Fixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	synced := connectortest.Fixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_synced_block_200.json")
	dupShared := connectortest.Edit(t, synced, func(m map[string]any) { m["has_children"] = true })
	dupUnshared := connectortest.Edit(t, dupShared, func(m map[string]any) {
		m["synced_block"] = map[string]any{"synced_from": map[string]any{"type": "block_id", "block_id": "unshared"}}
		m["id"] = "dup-2"
	})
	original := connectortest.Fixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_children_page_size_4_200.json")
	return map[string][]byte{
		"/pages/live":     page,
		"/pages/archived": connectortest.Edit(t, page, func(m map[string]any) { m["archived"] = true }),
		"/blocks/live/children": []byte(`{"object":"list","results":[` + string(dupShared) + `,` + string(dupUnshared) +
			`],"has_more":false,"next_cursor":null}`),
		"/blocks/154ee1b6-887d-4408-b198-e88337a9aefe/children": connectortest.Edit(t, original,
			func(m map[string]any) { m["has_more"], m["next_cursor"] = false, nil }),
	}
}

func TestConnectorFetch(t *testing.T) {
	routes := syncedPageRoutes(t)
	notFound := connectortest.Fixture(t, "brd6-notion-sdk-php/client_request_retrieve_page_404.json")
	var asked []string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path)
		if body, ok := routes[r.URL.Path]; ok {
			connectortest.Serve(w, body)
			return
		}
		w.WriteHeader(http.StatusNotFound)
		w.Write(notFound)
	}, StaticToken("t"), nil)
	conn := NewConnector(c, slog.New(slog.DiscardHandler))
	ctx := context.Background()
	t.Run("renders a synced block from its original and skips an unshared one", func(t *testing.T) {
		doc, err := conn.Fetch(ctx, "live")
		if err != nil {
			t.Fatal(err)
		}
		want := RenderBlocks(decodeList(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_children_page_size_4_200.json"))
		if doc.Markdown != want || doc.ExternalID != "live" || doc.URL == "" || doc.UpdatedAt.IsZero() || doc.Title == "" {
			t.Errorf("doc %+v\nwant markdown %q", doc, want)
		}
		if !strings.Contains(strings.Join(asked, " "), "/blocks/unshared/children") {
			t.Errorf("the unshared original was not asked for: %v", asked)
		}
	})
	for _, id := range []string{"archived", "deleted"} {
		t.Run(id+" page is gone", func(t *testing.T) {
			if _, err := conn.Fetch(ctx, id); !errors.Is(err, pass.ErrDocumentGone) {
				t.Errorf("fetch: %v", err)
			}
		})
	}
}
