package mcpserver

import (
	"encoding/base64"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/retrieval"
)

// TestCursor: a cursor the server gave reads back as its position and holds
// nothing of the document's title; anything
// else a client sends (garbage, another shape, an oversized one) is refused,
// never taken as "from the start".
func TestCursor(t *testing.T) {
	e := retrieval.DocumentEntry{ID: uuid.New(), Title: "Handbook — \"leave\" policy of Grace Hopper"}
	c := encodeCursor(e)
	raw, _ := base64.RawURLEncoding.DecodeString(c)
	if strings.Contains(string(raw), "Grace") {
		t.Fatalf("the cursor %s carries the title", raw)
	}
	k, ok := decodeCursor(c)
	if !ok || k != e.ID {
		t.Fatalf("round trip: %v %v", k, ok)
	}
	if k, ok := decodeCursor(""); !ok || k != uuid.Nil {
		t.Fatalf("no cursor: %v %v", k, ok)
	}
	for _, bad := range []string{"not base64!", base64.RawURLEncoding.EncodeToString([]byte(`{"i":"nope"}`)),
		base64.RawURLEncoding.EncodeToString([]byte(`[1,2]`)), base64.RawURLEncoding.EncodeToString([]byte(`{"i":"00000000-0000-0000-0000-000000000000"}`)),
		strings.Repeat("A", maxCursorLen+1)} {
		if _, ok := decodeCursor(bad); ok {
			t.Errorf("cursor %.40q accepted", bad)
		}
	}
}
