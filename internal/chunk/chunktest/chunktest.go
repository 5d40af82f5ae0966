// Package chunktest hands tests the default chunker. Loading its tokenizer
// takes a while, so a test binary builds it once; it is read-only, so every
// test may share it.
package chunktest

import (
	"sync"
	"testing"

	"knowledgestack/internal/chunk"
)

var (
	once    sync.Once
	chunker *chunk.Chunker
	err     error
)

// Default returns the chunker with default options, built on first use.
func Default(t testing.TB) *chunk.Chunker {
	t.Helper()
	once.Do(func() { chunker, err = chunk.New(chunk.Options{}) })
	if err != nil {
		t.Fatal(err)
	}
	return chunker
}
