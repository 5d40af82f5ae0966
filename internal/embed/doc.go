// Package embed turns texts into vectors behind one interface: a deterministic, offline hashing embedder (the default) and an
// OpenAI-compatible client. See docs/adr/0007-embeddings.md.
package embed

import "context"

// Dimensions is the local embedder's vector length and the OpenAI client's
// default (text-embedding-3 models can shorten to any size). The chunks table
// stores vectors of any length; each model has its own HNSW index on a typed
// cast (see vectorindex.Ensure and ADR 0020).
const Dimensions = 1536

// MaxDimensions is the longest vector an HNSW index can hold (pgvector's
// halfvec, used past vector's 2000).
const MaxDimensions = 4000

// Embedder computes embeddings. Vectors from different Model() values are not
// comparable, which is why the model name is stored with every chunk.
type Embedder interface {
	// Model names the vector space, e.g. "local-hash-v1" or "text-embedding-3-small".
	Model() string
	// Dimensions is the length of every vector Embed returns.
	Dimensions() int
	// Embed returns one vector of Dimensions() floats per input, in input order.
	Embed(ctx context.Context, inputs []string) ([][]float32, error)
}
