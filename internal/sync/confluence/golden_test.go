package confluence

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden with the current output")

// fixtures holds real Confluence responses copied in with their LICENSE and SOURCE.md.
const fixtures = "testdata/recorded"

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, name))
	if err != nil {
		t.Fatalf("read fixture: %v", err)
	}
	return b
}

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name+".golden")
	if *update {
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("read golden (run with -update to create): %v", err)
	}
	if got != string(want) {
		t.Errorf("%s differs from golden (rerun with -update after checking):\n--- got ---\n%s", name, got)
	}
}

func TestGoldenCloudPages(t *testing.T) {
	var list PageList
	if err := json.Unmarshal(readFixture(t, "cloud-responses/v2_space_294916_pages_storage.json"), &list); err != nil {
		t.Fatal(err)
	}
	var single Page
	if err := json.Unmarshal(readFixture(t, "cloud-responses/v2_page_98400.json"), &single); err != nil {
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
			checkGolden(t, "page_"+p.ID+".md", got)
		})
	}
}

func TestGoldenStorageFormatSamples(t *testing.T) {
	samples, err := filepath.Glob(filepath.Join(fixtures, "mark-storage-format-samples", "*.html"))
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
			checkGolden(t, "mark_"+name+".md", Render(string(src)))
		})
	}
}
