package pass

import (
	"bytes"
	"context"
	"strings"
	"testing"
	"time"

	"knowledgestack/internal/chunk"
)

// A process converts at most ConversionsPerReplica files at once: the next
// waits for a place, and gives up with a sentence when its upload ends.
func TestConversionsWaitForAPlace(t *testing.T) {
	s := &Service{converting: make(chan struct{}, 1)}
	done, err := s.enterConversion(context.Background())
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 50*time.Millisecond)
	defer cancel()
	start := time.Now()
	if _, err := s.enterConversion(ctx); err == nil || !strings.Contains(err.Error(), "ended while it waited") || time.Since(start) < 40*time.Millisecond {
		t.Fatalf("a second conversion with the place taken: %v after %s", err, time.Since(start))
	}
	done()
	again, err := s.enterConversion(context.Background())
	if err != nil {
		t.Fatalf("the place was not given back: %v", err)
	}
	again()
}

// hashBytes is chunk.Hash of the same bytes: stored hashes stay comparable,
// so an identical re-upload is still "unchanged".
func TestHashBytesIsChunkHash(t *testing.T) {
	b := bytes.Repeat([]byte{0, 1, 0xff, 'a'}, 1000)
	if hashBytes(b) != chunk.Hash(string(b)) {
		t.Fatal("hashBytes differs from chunk.Hash")
	}
}
