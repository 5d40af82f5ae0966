package logctx

import (
	"bytes"
	"context"
	"encoding/json"
	"log/slog"
	"testing"
)

func decode(t *testing.T, b *bytes.Buffer) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal(b.Bytes(), &m); err != nil {
		t.Fatalf("log line %q: %v", b.String(), err)
	}
	b.Reset()
	return m
}

func TestContextAttributesReachEveryLineWrittenUnderTheContext(t *testing.T) {
	var buf bytes.Buffer
	log := slog.New(NewHandler(slog.NewJSONHandler(&buf, nil)))
	ctx := With(context.Background(), "request_id", "r-1")
	ctx = With(ctx, slog.String("workspace_id", "w-1"))

	// A logger derived with With, as services keep one, still carries them.
	log.With("component", "chat").InfoContext(ctx, "turn failed", "turn_id", "t-1")
	got := decode(t, &buf)
	for k, want := range map[string]string{"request_id": "r-1", "workspace_id": "w-1", "component": "chat", "turn_id": "t-1"} {
		if got[k] != want {
			t.Errorf("%s = %v, want %s (line %v)", k, got[k], want, got)
		}
	}

	// A group opened by the logger does not swallow the request's attributes' values.
	log.WithGroup("g").InfoContext(ctx, "grouped", "x", 1)
	if g, _ := decode(t, &buf)["g"].(map[string]any); g["request_id"] != "r-1" {
		t.Errorf("grouped line lost the request id: %v", g)
	}

	// Without the context, nothing is added.
	log.Info("boot")
	if _, ok := decode(t, &buf)["request_id"]; ok {
		t.Error("a line outside any request carries a request id")
	}
}

func TestWithDoesNotChangeTheParentContext(t *testing.T) {
	parent := With(context.Background(), "request_id", "r-1")
	child := With(parent, "job_id", 7)
	_ = With(parent, "other", true)
	if n := len(Attrs(parent)); n != 1 {
		t.Fatalf("parent has %d attributes, want 1", n)
	}
	if n := len(Attrs(child)); n != 2 {
		t.Fatalf("child has %d attributes, want 2", n)
	}
}

func TestLevelIsTheWrappedHandlers(t *testing.T) {
	h := NewHandler(slog.NewJSONHandler(&bytes.Buffer{}, &slog.HandlerOptions{Level: slog.LevelWarn}))
	if h.Enabled(context.Background(), slog.LevelInfo) || !h.Enabled(context.Background(), slog.LevelError) {
		t.Fatal("the wrapper does not honour the wrapped handler's level")
	}
}
