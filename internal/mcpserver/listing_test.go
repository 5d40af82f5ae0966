package mcpserver

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/retrieval"
)

// TestCursor: a cursor the server gave reads back as its position; anything
// else a client sends (garbage, another shape, an oversized one) is refused,
// never taken as "from the start".
func TestCursor(t *testing.T) {
	e := retrieval.DocumentEntry{ID: uuid.New(), Title: "Handbook — \"leave\" policy"}
	k, ok := decodeCursor(encodeCursor(e))
	if !ok || k.ID != e.ID || k.Title != e.Title {
		t.Fatalf("round trip: %v %v", k, ok)
	}
	if k, ok := decodeCursor(""); !ok || k != (retrieval.DocumentKey{}) {
		t.Fatalf("no cursor: %v %v", k, ok)
	}
	for _, bad := range []string{"not base64!", base64.RawURLEncoding.EncodeToString([]byte(`{"t":"x","i":"nope"}`)),
		base64.RawURLEncoding.EncodeToString([]byte(`[1,2]`)), strings.Repeat("A", maxCursorLen+1)} {
		if _, ok := decodeCursor(bad); ok {
			t.Errorf("cursor %.40q accepted", bad)
		}
	}
}
