package seqtag

import (
	"encoding/binary"
	"io"
)

// HashExample writes one labelled sentence to w in a fixed byte form (its
// length, then each token's label, feature count and features, every number
// a little-endian uint64), for a trainer's meta: a hash over these bytes
// changes exactly when a feature or label of the training data does.
func HashExample(w io.Writer, gold []int, feats [][]Feature) {
	var b [8]byte
	word := func(v uint64) {
		binary.LittleEndian.PutUint64(b[:], v)
		_, _ = w.Write(b[:])
	}
	word(uint64(len(gold)))
	for i, fs := range feats {
		word(uint64(gold[i]))
		word(uint64(len(fs)))
		for _, f := range fs {
			word(uint64(f))
		}
	}
}
