package seqtag

import (
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"math"
	"strings"
	"sync"
)

// File layout (little endian), version 1:
//
//	magic    8 bytes "SEQTAG\r\n"
//	version  uint16
//	bits     uint8   weight table has 2^bits rows
//	labels   uint8   number of labels, 2..64
//	scale    float32 weight = int16 * scale
//	metaLen  uint32
//	labels   each: uint8 length, bytes
//	meta     metaLen bytes
//	trans    (labels+1)*labels int16, row `labels` is the start
//	weights  2^bits * labels int16, rows of labels
//	crc32    IEEE, of every byte before it
//
// The weight table is read where it lies: Load keeps sub-slices of the input,
// so an embedded model costs no heap, only the pages a text touches.
const (
	magic     = "SEQTAG\r\n"
	version   = 1
	fixedHead = 8 + 2 + 1 + 1 + 4 + 4
	maxLabels = 64
	maxBits   = 30
	maxMeta   = 1 << 16
)

// Model is a trained tagger. It is read-only and safe for concurrent use.
type Model struct {
	labels []string
	meta   string
	bits   uint
	nl     int
	scale  float32
	trans  []byte // (nl+1)*nl int16
	w      []byte // 2^bits*nl int16
	raw    []byte
}

func newHeader(labels []string, bits uint, scale float32, meta string) []byte {
	b := make([]byte, fixedHead, fixedHead+len(meta)+16*len(labels))
	copy(b, magic)
	binary.LittleEndian.PutUint16(b[8:], version)
	b[10] = byte(bits)
	b[11] = byte(len(labels))
	binary.LittleEndian.PutUint32(b[12:], math.Float32bits(scale))
	binary.LittleEndian.PutUint32(b[16:], uint32(len(meta)))
	for _, l := range labels {
		if len(l) == 0 || len(l) > 255 {
			panic("seqtag: a label name must be 1..255 bytes")
		}
		b = append(b, byte(len(l)))
		b = append(b, l...)
	}
	if len(meta) > maxMeta {
		panic("seqtag: meta longer than 64 KiB")
	}
	return append(b, meta...)
}

func putI16(b []byte, v int16) { binary.LittleEndian.PutUint16(b, uint16(v)) }

func sealChecksum(b []byte) {
	n := len(b) - 4
	binary.LittleEndian.PutUint32(b[n:], crc32.ChecksumIEEE(b[:n]))
}

// ErrCorrupt is wrapped by every error Load returns for bytes that are not a
// whole, intact model file.
var ErrCorrupt = errors.New("seqtag: not a valid model")

// Load reads a model from b without copying its weight table: the Model
// refers to b, which the caller must not change afterwards (an embedded
// []byte or a file's contents). Every length is checked against len(b) and
// a checksum covers the whole file, so a truncated or altered file is an
// error, never a panic or a model that silently scores wrong.
func Load(b []byte) (*Model, error) {
	bad := func(format string, a ...any) (*Model, error) {
		return nil, fmt.Errorf("%w: %s", ErrCorrupt, fmt.Sprintf(format, a...))
	}
	if len(b) < fixedHead+4 {
		return bad("%d bytes is shorter than a header", len(b))
	}
	if string(b[:8]) != magic {
		return bad("no magic")
	}
	if v := binary.LittleEndian.Uint16(b[8:]); v != version {
		return bad("version %d, this build reads %d", v, version)
	}
	bits, nl := uint(b[10]), int(b[11])
	if bits < 1 || bits > maxBits {
		return bad("table bits %d", bits)
	}
	if nl < 2 || nl > maxLabels {
		return bad("%d labels", nl)
	}
	scale := math.Float32frombits(binary.LittleEndian.Uint32(b[12:]))
	if !(scale > 0) || math.IsInf(float64(scale), 0) {
		return bad("scale %v", scale)
	}
	metaLen := uint64(binary.LittleEndian.Uint32(b[16:]))
	if metaLen > maxMeta {
		return bad("meta of %d bytes", metaLen)
	}
	o := uint64(fixedHead)
	labels := make([]string, nl)
	for i := range labels {
		if o >= uint64(len(b)) {
			return bad("labels run past the end")
		}
		l := uint64(b[o])
		o++
		if l == 0 || o+l > uint64(len(b)) {
			return bad("label %d of length %d", i, l)
		}
		labels[i] = string(b[o : o+l])
		o += l
	}
	if o+metaLen > uint64(len(b)) {
		return bad("meta runs past the end")
	}
	meta := string(b[o : o+metaLen])
	o += metaLen
	transLen := uint64(2 * (nl + 1) * nl)
	wLen := uint64(2*nl) << bits
	if want := o + transLen + wLen + 4; want != uint64(len(b)) {
		return bad("%d bytes, the header says %d", len(b), want)
	}
	end := uint64(len(b)) - 4
	if got, want := crc32.ChecksumIEEE(b[:end]), binary.LittleEndian.Uint32(b[end:]); got != want {
		return bad("checksum %08x, stored %08x", got, want)
	}
	return &Model{
		labels: labels, meta: meta, bits: bits, nl: nl, scale: scale,
		trans: b[o : o+transLen : o+transLen],
		w:     b[o+transLen : end : end],
		raw:   b,
	}, nil
}

// MarshalBinary returns the model's file bytes (the slice it was loaded
// from; do not modify it).
func (m *Model) MarshalBinary() ([]byte, error) { return m.raw, nil }

// Labels returns the label names in index order.
func (m *Model) Labels() []string { return append([]string(nil), m.labels...) }

// Meta returns the string the model was trained with (feature-set id and
// training-data hash), for a caller to refuse a model built for other
// features; "" for a nil model, which is what LoadFor gives when there is
// none usable.
func (m *Model) Meta() string {
	if m == nil {
		return ""
	}
	return m.meta
}

// Embedded returns a loader of the model embedded in b, run once per
// process (the file is read in place, so the bytes must stay unmodified);
// it gives nil when b holds no model of featureSet (LoadFor).
func Embedded(b []byte, featureSet string) func() *Model {
	return sync.OnceValue(func() *Model { return LoadFor(b, featureSet) })
}

// LoadFor is Load for a caller with one feature set: it returns nil, not an
// error, when b is empty, corrupt, or holds a model whose meta does not begin
// with featureSet and a space, so the caller falls back to what it does
// without a model instead of scoring with weights of other features.
func LoadFor(b []byte, featureSet string) *Model {
	m, err := Load(b)
	if err != nil || !strings.HasPrefix(m.meta, featureSet+" ") {
		return nil
	}
	return m
}

// Bits returns log2 of the weight table's rows.
func (m *Model) Bits() uint { return m.bits }

func (m *Model) tr(p, y int) int64 {
	return int64(int16(binary.LittleEndian.Uint16(m.trans[2*(p*m.nl+y):])))
}

// emissions sums each token's feature weights per label.
func (m *Model) emissions(feats [][]Feature, em []int64) []int64 {
	nl := m.nl
	em = growI64(em, len(feats)*nl)
	for i, fs := range feats {
		e := em[i*nl : (i+1)*nl]
		clear(e)
		for _, f := range fs {
			r := 2 * row(f, m.bits) * uint64(nl)
			ws := m.w[r : r+uint64(2*nl)]
			for y := range e {
				e[y] += int64(int16(binary.LittleEndian.Uint16(ws[2*y:])))
			}
		}
	}
	return em
}

// Tag returns the best label index per token (first-order Viterbi), reusing
// out's storage. Time and memory are linear in the number of features.
func (m *Model) Tag(feats [][]Feature, out []int) []int {
	return m.tagEm(m.emissions(feats, nil), len(feats), out)
}

func (m *Model) tagEm(em []int64, n int, out []int) []int {
	back := make([]uint8, n*m.nl)
	out, _ = viterbi(em, n, m.nl, m.tr, back, out)
	return out
}

// TagMargins is Tag and Margins together, summing the features' weights once.
func (m *Model) TagMargins(feats [][]Feature, outside int, tags []int, margins []float64) ([]int, []float64) {
	em := m.emissions(feats, nil)
	return m.tagEm(em, len(feats), tags), m.marginsEm(em, len(feats), outside, margins)
}

// Margins returns, per token, how much better the best path that gives the
// token any label other than outside scores than the best path that gives it
// outside, in weight units: positive where the model would tag the token
// (the larger, the surer), negative where it would leave it. A caller
// thresholds it to trade precision for recall. out's storage is reused.
func (m *Model) Margins(feats [][]Feature, outside int, out []float64) []float64 {
	return m.marginsEm(m.emissions(feats, nil), len(feats), outside, out)
}

func (m *Model) marginsEm(em []int64, n, outside int, out []float64) []float64 {
	nl := m.nl
	out = out[:0]
	if outside < 0 || outside >= nl {
		panic("seqtag: outside label out of range")
	}
	if n == 0 {
		return out
	}
	alpha := make([]int64, n*nl) // best prefix score ending in y at i, emission included
	beta := make([]int64, n*nl)  // best suffix score after i given y at i
	for y := 0; y < nl; y++ {
		alpha[y] = m.tr(nl, y) + em[y]
	}
	for i := 1; i < n; i++ {
		for y := 0; y < nl; y++ {
			best := int64(math.MinInt64)
			for p := 0; p < nl; p++ {
				best = max(best, alpha[(i-1)*nl+p]+m.tr(p, y))
			}
			alpha[i*nl+y] = best + em[i*nl+y]
		}
	}
	for i := n - 2; i >= 0; i-- {
		for y := 0; y < nl; y++ {
			best := int64(math.MinInt64)
			for z := 0; z < nl; z++ {
				best = max(best, m.tr(y, z)+em[(i+1)*nl+z]+beta[(i+1)*nl+z])
			}
			beta[i*nl+y] = best
		}
	}
	for i := 0; i < n; i++ {
		in := int64(math.MinInt64)
		for y := 0; y < nl; y++ {
			if y != outside {
				in = max(in, alpha[i*nl+y]+beta[i*nl+y])
			}
		}
		o := alpha[i*nl+outside] + beta[i*nl+outside]
		out = append(out, float64(in-o)*float64(m.scale))
	}
	return out
}
