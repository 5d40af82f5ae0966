package embed

import (
	"bytes"
	"compress/gzip"
	"context"
	_ "embed" // the word vectors ship inside the binary: nothing downloads at run time
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"sync"
)

// WordVecModel is the model name recorded for vectors from WordVec. Change it
// whenever the vectors file or the weighting changes, so stale vectors are
// recomputed by a re-embedding job (ADR 0032).
const WordVecModel = "local-glove-sif-v1"

// WordVecDimensions is the length of WordVec's vectors (GloVe's 100).
const WordVecDimensions = 100

// sifA is SIF's smoothing constant a: a word of estimated frequency p weighs
// a/(a+p), so "the" counts for almost nothing and a word rarer than one in
// a few thousand counts fully. Measured in ADR 0042 (1e-4 to 1e-2).
const sifA = 3e-4

// zipfNorm turns a word's frequency rank r into an estimated frequency
// 1/(r·zipfNorm) (Zipf's law; the harmonic number of GloVe's 400,000-word
// vocabulary is about 13).
const zipfNorm = 13.0

//go:embed glove/vectors.bin.gz
var gloveFile []byte

// WordVec is the offline default embedder: the SIF-weighted mean (Arora et
// al., 2017) of GloVe word vectors for the 50,000 most frequent English words,
// post-processed and quantised by glove/generate.go. Unlike the hashing
// vectorizer it places "unwell" near "sick" and "amps" near "current", which
// is what the vector arm needs to find paraphrased questions. It needs no
// network and no key; the same text always gives the same vector.
type WordVec struct {
	table *wordTable
}

// NewWordVec returns the word-vector embedder; the vectors are read from the
// binary once per process, on first use.
func NewWordVec() (*WordVec, error) {
	t, err := loadWordTable()
	if err != nil {
		return nil, err
	}
	return &WordVec{table: t}, nil
}

// Model returns WordVecModel.
func (*WordVec) Model() string { return WordVecModel }

// Dimensions returns WordVecDimensions.
func (*WordVec) Dimensions() int { return WordVecDimensions }

// Embed vectorises each input; it fails only if ctx is done.
func (e *WordVec) Embed(ctx context.Context, inputs []string) ([][]float32, error) {
	return each(ctx, inputs, e.table.sif)
}

// wordTable is the decoded vectors file: word → rank (its index, most
// frequent first), and each word's int8 dimensions with one scale.
type wordTable struct {
	rank   map[string]int32
	scales []float32
	values []int8
}

var (
	tableOnce sync.Once
	table     *wordTable
	tableErr  error
)

func loadWordTable() (*wordTable, error) {
	tableOnce.Do(func() { table, tableErr = decodeWordTable(gloveFile) })
	return table, tableErr
}

// decodeWordTable reads glove/generate.go's format.
func decodeWordTable(file []byte) (*wordTable, error) {
	zr, err := gzip.NewReader(bytes.NewReader(file))
	if err != nil {
		return nil, fmt.Errorf("word vectors: %w", err)
	}
	raw, err := io.ReadAll(zr)
	if err != nil {
		return nil, fmt.Errorf("word vectors: %w", err)
	}
	if len(raw) < 8 {
		return nil, fmt.Errorf("word vectors: %d bytes", len(raw))
	}
	n, dims := int(binary.LittleEndian.Uint32(raw)), int(binary.LittleEndian.Uint32(raw[4:]))
	if dims != WordVecDimensions {
		return nil, fmt.Errorf("word vectors: %d dimensions, want %d", dims, WordVecDimensions)
	}
	if n > len(raw)/(1+4+dims) { // each word takes at least that many bytes: allocate for no more
		return nil, fmt.Errorf("word vectors: %d words in %d bytes", n, len(raw))
	}
	t := &wordTable{rank: make(map[string]int32, n)}
	rest := raw[8:]
	for i := range n {
		if len(rest) < 1 || len(rest) < 1+int(rest[0]) {
			return nil, fmt.Errorf("word vectors: truncated at word %d", i)
		}
		l := int(rest[0])
		t.rank[string(rest[1:1+l])] = int32(i)
		rest = rest[1+l:]
	}
	if len(rest) != n*(4+dims) {
		return nil, fmt.Errorf("word vectors: %d bytes of values, want %d", len(rest), n*(4+dims))
	}
	t.scales = make([]float32, n)
	for i := range t.scales {
		t.scales[i] = math.Float32frombits(binary.LittleEndian.Uint32(rest[4*i:]))
	}
	t.values = make([]int8, n*dims)
	for i, b := range rest[4*n:] {
		t.values[i] = int8(b)
	}
	return t, nil
}

// sif is the SIF-weighted mean of the vectors of s's known words, L2
// normalised. A text with no known word gets a fixed unit vector: a zero
// vector has no cosine (pgvector returns NaN).
func (t *wordTable) sif(s string) []float32 {
	var acc [WordVecDimensions]float64
	known := false
	for w := range words(s) {
		r, ok := t.rank[w]
		if !ok {
			continue
		}
		known = true
		p := 1 / (float64(r+1) * zipfNorm)
		weight := sifA / (sifA + p) * float64(t.scales[r])
		for j, v := range t.values[int(r)*WordVecDimensions : int(r+1)*WordVecDimensions] {
			acc[j] += weight * float64(v)
		}
	}
	var norm float64
	for _, v := range acc {
		norm += v * v
	}
	vec := make([]float32, WordVecDimensions)
	if !known || norm == 0 {
		vec[0] = 1
		return vec
	}
	norm = math.Sqrt(norm)
	for j, v := range acc {
		vec[j] = float32(v / norm)
	}
	return vec
}

// IsOffline reports whether model is one of the in-process models
// (WordVecModel, LocalModel): their vectors never leave the machine.
func IsOffline(model string) bool { return model == WordVecModel || model == LocalModel }

// Offline returns the embedder of one of the offline models, or nil when
// model is neither, so that a workspace still searching an older offline
// model keeps doing so while it moves (ADR 0032).
func Offline(model string) (Embedder, error) {
	switch model {
	case WordVecModel:
		// Not `return NewWordVec()`: a failed one would be a non-nil
		// Embedder holding a nil pointer.
		e, err := NewWordVec()
		if err != nil {
			return nil, err
		}
		return e, nil
	case LocalModel:
		return NewLocal(), nil
	}
	return nil, nil
}
