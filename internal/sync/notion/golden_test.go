package notion

import (
	"encoding/json"
	"flag"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/*.golden with the current output")

// fixtures holds real Notion responses copied in with their LICENSE and SOURCE.md.
const fixtures = "testdata/recorded"

func readFixture(t testing.TB, name string) []byte {
	t.Helper()
	b, err := os.ReadFile(filepath.Join(fixtures, name))
	if err != nil {
		t.Fatalf("read fixture: %v", err)
	}
	return b
}

func decodeBlock(t testing.TB, name string) Block {
	t.Helper()
	var b Block
	if err := json.Unmarshal(readFixture(t, name), &b); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	return b
}

func decodeList(t testing.TB, name string) []Block {
	t.Helper()
	var l struct {
		Results []Block `json:"results"`
	}
	if err := json.Unmarshal(readFixture(t, name), &l); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	return l.Results
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

// allBlocksPage assembles one page from every block fixture: each
// single-block response, the block-children lists, and the table rows
// placed under a table block (the rows' parent in the recording).
func allBlocksPage(t *testing.T) []Block {
	t.Helper()
	singles, err := filepath.Glob(filepath.Join(fixtures, "brd6-notion-sdk-php", "client_blocks_retrieve_*_200.json"))
	if err != nil || len(singles) == 0 {
		t.Fatalf("no block fixtures: %v", err)
	}
	sort.Strings(singles)
	var page []Block
	for _, f := range singles {
		name := filepath.Join("brd6-notion-sdk-php", filepath.Base(f))
		switch {
		case strings.Contains(f, "table_row_list"):
			page = append(page, Block{Type: "table", Data: BlockData{TableWidth: 3, HasColumnHeader: true}, Children: decodeList(t, name)})
		case strings.Contains(f, "children"):
			page = append(page, decodeList(t, name)...)
		default:
			page = append(page, decodeBlock(t, name))
		}
	}
	return page
}

func TestGoldenNotion(t *testing.T) {
	t.Run("every block type fixture renders as one page", func(t *testing.T) {
		var unknown []string
		r := Renderer{OnUnknown: func(bt string) { unknown = append(unknown, bt) }}
		got := r.Render(allBlocksPage(t))
		checkGolden(t, "all_blocks.md", got)
		for _, bt := range []string{"meeting_notes", "tab", "transcription"} {
			if !contains(unknown, bt) {
				t.Errorf("unknown type %q not reported; reported %v", bt, unknown)
			}
		}
	})
	t.Run("two pages of children render as one page", func(t *testing.T) {
		blocks := append(decodeList(t, "kristaxlab-notion-sdk/retrieve-blocks-rs.json"),
			decodeList(t, "kristaxlab-notion-sdk/retrieve-blocsk-rs-2.json")...)
		var unknown []string
		r := Renderer{OnUnknown: func(bt string) { unknown = append(unknown, bt) }}
		checkGolden(t, "kristaxlab_page.md", r.Render(blocks))
		seen := map[string]int{}
		for _, u := range unknown {
			seen[u]++
			if seen[u] > 1 {
				t.Errorf("unknown type %q reported twice", u)
			}
		}
	})
}

func contains(list []string, s string) bool {
	for _, l := range list {
		if l == s {
			return true
		}
	}
	return false
}
