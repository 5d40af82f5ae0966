package notion

import (
	"encoding/json"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"knowledgestack/internal/sync/connectortest"
)

func decodeBlock(t testing.TB, name string) Block {
	t.Helper()
	var b Block
	if err := json.Unmarshal(connectortest.Fixture(t, name), &b); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	return b
}

func decodeList(t testing.TB, name string) []Block {
	t.Helper()
	var l struct {
		Results []Block `json:"results"`
	}
	if err := json.Unmarshal(connectortest.Fixture(t, name), &l); err != nil {
		t.Fatalf("decode %s: %v", name, err)
	}
	return l.Results
}

// allBlocksPage assembles one page from every block fixture: each
// single-block response, the block-children lists, and the table rows
// placed under a table block (the rows' parent in the recording).
func allBlocksPage(t *testing.T) []Block {
	t.Helper()
	singles, err := filepath.Glob(filepath.Join(connectortest.Recorded, "brd6-notion-sdk-php", "client_blocks_retrieve_*_200.json"))
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
		connectortest.Golden(t, "all_blocks.md", got)
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
		connectortest.Golden(t, "kristaxlab_page.md", r.Render(blocks))
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
