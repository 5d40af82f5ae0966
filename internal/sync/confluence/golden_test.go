package confluence

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"knowledgestack/internal/sync/connectortest"
)

func TestGoldenCloudPages(t *testing.T) {
	var list PageList
	if err := json.Unmarshal(connectortest.Fixture(t, "cloud-responses/v2_space_294916_pages_storage.json"), &list); err != nil {
		t.Fatal(err)
	}
	var single Page
	if err := json.Unmarshal(connectortest.Fixture(t, "cloud-responses/v2_page_98400.json"), &single); err != nil {
		t.Fatal(err)
	}
	pages := append(list.Results, single)
	if len(pages) < 10 {
		t.Fatalf("expected the recorded pages, got %d", len(pages))
	}
	for _, p := range pages {
		t.Run("page "+p.ID+" renders as recorded", func(t *testing.T) {
			r := Renderer{BaseURL: list.Links.Base, SpaceKey: "MFS", PageID: p.ID}
			got := r.Render(p.Body.Storage.Value)
			if strings.TrimSpace(p.Body.Storage.Value) != "" && got == "" {
				t.Fatal("a non-empty body rendered as nothing")
			}
			connectortest.Golden(t, "page_"+p.ID+".md", got)
		})
	}
}

func TestGoldenStorageFormatSamples(t *testing.T) {
	// mark's samples are vendored verbatim, so they sit under third_party
	// rather than beside this package's own recordings.
	samples, err := filepath.Glob(filepath.Join("testdata", "third_party", "mark-storage-format-samples", "*.html"))
	if err != nil || len(samples) != 12 {
		t.Fatalf("want the 12 samples, got %d (%v)", len(samples), err)
	}
	for _, s := range samples {
		name := strings.TrimSuffix(filepath.Base(s), ".html")
		t.Run(name+" renders as recorded", func(t *testing.T) {
			src, err := os.ReadFile(s)
			if err != nil {
				t.Fatal(err)
			}
			connectortest.Golden(t, "mark_"+name+".md", Render(string(src)))
		})
	}
}
