package tools

import (
	"fmt"
	"strings"
	"testing"
)

// TestQueryTextSaysWhatEachSurfaceGets: a result too long for the model's
// text is cut with a note about the rest that is true where it is read. The
// chat shows the user the whole result as a table; an MCP client receives
// the text and nothing more, so telling its model "the user sees the full
// result" would make it answer about rows nobody was shown.
func TestQueryTextSaysWhatEachSurfaceGets(t *testing.T) {
	r := QueryResult{Database: "northwind", Columns: []string{"id", "note"}}
	for i := range 1000 {
		r.Rows = append(r.Rows, []string{fmt.Sprint(i), strings.Repeat("x", 60)})
	}
	chat, mcp := QueryText(r, SurfaceChat), QueryText(r, SurfaceMCP)
	for _, text := range []string{chat, mcp} {
		if n := len([]rune(text)); n > MaxModelText || !strings.Contains(text, "[output cut at 20000 characters: the text shows only the first rows of 1000") {
			t.Fatalf("not cut as expected (%d characters): …%s", n, text[len(text)-300:])
		}
	}
	if !strings.Contains(chat, "the user sees the full result as a table") {
		t.Errorf("chat note: …%s", chat[len(chat)-250:])
	}
	if strings.Contains(mcp, "the user sees") || !strings.Contains(mcp, "nothing else of the result was sent") {
		t.Errorf("MCP note: …%s", mcp[len(mcp)-250:])
	}
	// A result that fits carries no note on either surface.
	r.Rows = r.Rows[:3]
	if QueryText(r, SurfaceChat) != QueryText(r, SurfaceMCP) || strings.Contains(QueryText(r, SurfaceMCP), "output cut") {
		t.Error("a short result differs between surfaces")
	}
}
