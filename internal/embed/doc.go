// Package embed turns texts into 1536-dimension vectors behind one
// interface: a deterministic, offline hashing embedder (the default) and an
// OpenAI-compatible client. See docs/adr/0007-embeddings.md.
package embed

import "context"

// Dimensions is the length of every vector; the chunks table stores vector(1536).
const Dimensions = 1536

// Embedder computes embeddings. Vectors from different Model() values are not
// comparable, which is why the model name is stored with every chunk.
type Embedder interface {
	// Model names the vector space, e.g. "local-hash-v1" or "text-embedding-3-small".
	Model() string
	// Embed returns one vector of Dimensions floats per input, in input order.
	Embed(ctx context.Context, inputs []string) ([][]float32, error)
}
