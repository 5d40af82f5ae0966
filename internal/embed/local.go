package embed

import (
	"context"
	"math"
	"strings"
	"unicode"
)

// LocalModel is the model name recorded for vectors from Local. Change it
// whenever the features or hashing change, so stale vectors are recomputed.
const LocalModel = "local-hash-v1"

// emptyFeature stands in for a text with no word tokens, so that it gets a
// fixed unit vector: a zero vector has no cosine (pgvector returns NaN).
const emptyFeature = "\x00empty"

// Local is a deterministic hashing vectorizer: lower-cased word unigrams and
// bigrams are hashed (FNV-1a, 64 bit) to one of Dimensions slots, with the
// hash's top bit choosing the sign so that collisions cancel on average
// rather than pile up; the sum is L2-normalised. It needs no network, no key
// and no state, and the same text always gives the same vector.
type Local struct{}

// NewLocal returns the local embedder.
func NewLocal() *Local { return &Local{} }

// Model returns LocalModel.
func (*Local) Model() string { return LocalModel }

// Dimensions is always Dimensions (1536).
func (*Local) Dimensions() int { return Dimensions }

// Embed vectorises each input; it fails only if ctx is done.
func (l *Local) Embed(ctx context.Context, inputs []string) ([][]float32, error) {
	return each(ctx, inputs, l.vector)
}

// each applies an in-process embedder's vector to every input, checking
// ctx every 64 inputs so a long batch still stops when asked.
func each(ctx context.Context, inputs []string, vector func(string) []float32) ([][]float32, error) {
	out := make([][]float32, len(inputs))
	for i, s := range inputs {
		if i%64 == 0 {
			if err := ctx.Err(); err != nil {
				return nil, err
			}
		}
		out[i] = vector(s)
	}
	return out, nil
}

func (*Local) vector(s string) []float32 {
	acc := make([]float64, Dimensions)
	add := func(sum uint64) {
		sign := 1.0
		if sum>>63 == 1 {
			sign = -1
		}
		acc[(sum&(1<<63-1))%Dimensions] += sign
	}
	prev, n := "", 0
	for w := range words(s) {
		add(fnv64a("u:", w, "", ""))
		if n > 0 {
			add(fnv64a("b:", prev, " ", w))
		}
		prev = w
		n++
	}
	if n == 0 {
		add(fnv64a(emptyFeature, "", "", ""))
	}
	var norm float64
	for _, v := range acc {
		norm += v * v
	}
	// norm > 0: n words give 2n-1 features of weight ±1, an odd count, so
	// at least one slot is non-zero.
	norm = math.Sqrt(norm)
	vec := make([]float32, Dimensions)
	for i, v := range acc {
		vec[i] = float32(v / norm)
	}
	return vec
}

// words yields lower-cased runs of letters and digits; everything else
// separates words, so Markdown punctuation does not become features.
func words(s string) func(yield func(string) bool) {
	return func(yield func(string) bool) {
		start := -1
		for i, r := range s {
			word := unicode.IsLetter(r) || unicode.IsDigit(r)
			if word && start < 0 {
				start = i
			}
			if !word && start >= 0 {
				if !yield(strings.ToLower(s[start:i])) {
					return
				}
				start = -1
			}
		}
		if start >= 0 {
			yield(strings.ToLower(s[start:]))
		}
	}
}

// fnv64a is FNV-1a over the concatenation of its arguments, without building it.
func fnv64a(a, b, c, d string) uint64 {
	const (
		offset = 14695981039346656037
		prime  = 1099511628211
	)
	h := uint64(offset)
	for _, s := range [4]string{a, b, c, d} {
		for i := 0; i < len(s); i++ {
			h ^= uint64(s[i])
			h *= prime
		}
	}
	return h
}
