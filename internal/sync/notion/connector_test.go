package notion

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"strings"
	"testing"

	"knowledgestack/internal/sync/pass"
)

func TestConnectorFetch(t *testing.T) {
	page := readFixture(t, "brd6-notion-sdk-php/client_pages_retrieve_page_200.json")
	var archived map[string]any
	json.Unmarshal(page, &archived)
	archived["archived"] = true // variant edited in memory
	archivedBody, _ := json.Marshal(archived)
	notFound := readFixture(t, "brd6-notion-sdk-php/client_request_retrieve_page_404.json")
	// The page holds the recorded synced-block duplicate; its original
	// (154ee1b6-…) has one paragraph; another duplicate points at an
	// original that is not shared with the integration.
	synced := readFixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_synced_block_200.json")
	var dup map[string]any
	json.Unmarshal(synced, &dup)
	dup["has_children"] = true
	dupShared, _ := json.Marshal(dup)
	dup["synced_block"] = map[string]any{"synced_from": map[string]any{"type": "block_id", "block_id": "unshared"}}
	dup["id"] = "dup-2"
	dupUnshared, _ := json.Marshal(dup)
	pageBlocks := []byte(`{"object":"list","results":[` + string(dupShared) + `,` + string(dupUnshared) + `],"has_more":false,"next_cursor":null}`)
	original := readFixture(t, "brd6-notion-sdk-php/client_blocks_retrieve_block_children_page_size_4_200.json")
	var originalList map[string]any
	json.Unmarshal(original, &originalList)
	originalList["has_more"], originalList["next_cursor"] = false, nil
	originalBody, _ := json.Marshal(originalList)
	var asked []string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		asked = append(asked, r.URL.Path)
		switch r.URL.Path {
		case "/pages/live":
			serve(w, page)
		case "/pages/archived":
			serve(w, archivedBody)
		case "/blocks/live/children":
			serve(w, pageBlocks)
		case "/blocks/154ee1b6-887d-4408-b198-e88337a9aefe/children":
			serve(w, originalBody)
		default:
			w.WriteHeader(http.StatusNotFound)
			w.Write(notFound)
		}
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
