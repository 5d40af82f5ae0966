package pass

import (
	"strings"
	"testing"

	"knowledgestack/internal/errs"
)

func TestCheckpoint(t *testing.T) {
	type state struct {
		Phase, Folder string
		Seen          int
	}
	if got := EncodeCheckpoint(state{Phase: "tree"}, false); got != "" {
		t.Errorf("a finished listing's cursor is %q, want none", got)
	}
	raw := EncodeCheckpoint(state{Phase: "tree", Folder: "f1", Seen: 3}, true)
	var back state
	if err := DecodeCheckpoint("google drive", raw, &back); err != nil || back != (state{"tree", "f1", 3}) {
		t.Fatalf("round trip %q: %+v %v", raw, back, err)
	}
	err := DecodeCheckpoint("slack", `{"Phase":`, &back)
	if !errs.Is(err, errs.Invalid) || !strings.Contains(err.Error(), "slack: unreadable checkpoint") {
		t.Errorf("a torn checkpoint read as %v", err)
	}
}
