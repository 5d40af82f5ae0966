package seqtag

import "math"

// Trainer learns weights from labelled sentences with the structured
// perceptron and keeps the running sums that averaging needs (the "lazy
// averaging" of Daumé III: w - u/c), all in integers, so training is
// deterministic for a given order of sentences.
type Trainer struct {
	labels []string
	bits   uint
	nl     int
	w      []int32 // current weights: rows of nl
	u      []int64 // sum of c*update, for the average
	tw     []int32 // transitions: (nl+1) rows of nl, row nl is the start
	tu     []int64
	c      int64 // sentences seen + 1
	back   []uint8
	em     []int64
	pred   []int
}

// NewTrainer makes a trainer for the given label names (at most 64; the index
// of a name is its label id) and a weight table of 2^bits rows (1..30).
func NewTrainer(labels []string, bits uint) *Trainer {
	if len(labels) < 2 || len(labels) > maxLabels {
		panic("seqtag: need 2..64 labels")
	}
	if bits < 1 || bits > maxBits {
		panic("seqtag: bits must be 1..30")
	}
	nl := len(labels)
	return &Trainer{
		labels: append([]string(nil), labels...),
		bits:   bits,
		nl:     nl,
		w:      make([]int32, (1<<bits)*nl),
		u:      make([]int64, (1<<bits)*nl),
		tw:     make([]int32, (nl+1)*nl),
		tu:     make([]int64, (nl+1)*nl),
		c:      1,
	}
}

// Update decodes one sentence with the current weights and, where the result
// differs from gold, moves weight from the predicted labels to the gold ones.
// feats holds each token's features; gold each token's label index.
func (t *Trainer) Update(feats [][]Feature, gold []int) {
	n, nl := len(feats), t.nl
	if n != len(gold) {
		panic("seqtag: feats and gold differ in length")
	}
	if n == 0 {
		return
	}
	t.em = growI64(t.em, n*nl)
	for i, fs := range feats {
		e := t.em[i*nl : (i+1)*nl]
		clear(e)
		for _, f := range fs {
			r := row(f, t.bits) * uint64(nl)
			for y := 0; y < nl; y++ {
				e[y] += int64(t.w[r+uint64(y)])
			}
		}
	}
	t.back = growU8(t.back, n*nl)
	trans := func(p, y int) int64 { return int64(t.tw[p*nl+y]) }
	t.pred, _ = viterbi(t.em, n, nl, trans, t.back, t.pred)
	for i := 0; i < n; i++ {
		g, p := gold[i], t.pred[i]
		if g < 0 || g >= nl {
			panic("seqtag: gold label out of range")
		}
		if g != p {
			for _, f := range feats[i] {
				r := row(f, t.bits) * uint64(nl)
				t.add(t.w, t.u, int(r)+g, 1)
				t.add(t.w, t.u, int(r)+p, -1)
			}
		}
		gp, pp := nl, nl
		if i > 0 {
			gp, pp = gold[i-1], t.pred[i-1]
		}
		if gp != pp || g != p {
			t.add(t.tw, t.tu, gp*nl+g, 1)
			t.add(t.tw, t.tu, pp*nl+p, -1)
		}
	}
	t.c++
}

func (t *Trainer) add(w []int32, u []int64, i int, d int32) {
	w[i] += d
	u[i] += t.c * int64(d)
}

// Model returns the averaged weights, quantised to int16 with one scale,
// as a Model carrying meta (the caller's feature-set id and training data
// hash, checked by the caller when it loads the model).
func (t *Trainer) Model(meta string) *Model {
	avg := func(w int32, u int64) float64 { return float64(w) - float64(u)/float64(t.c) }
	maxAbs := 0.0
	for i := range t.w {
		maxAbs = math.Max(maxAbs, math.Abs(avg(t.w[i], t.u[i])))
	}
	for i := range t.tw {
		maxAbs = math.Max(maxAbs, math.Abs(avg(t.tw[i], t.tu[i])))
	}
	scale := float32(1)
	if maxAbs > 0 {
		scale = float32(maxAbs / math.MaxInt16)
	}
	q := func(w int32, u int64) int16 {
		return int16(math.Round(avg(w, u) / float64(scale)))
	}
	nl := t.nl
	buf := newHeader(t.labels, t.bits, scale, meta)
	body := len(buf)
	buf = append(buf, make([]byte, 2*((nl+1)*nl+(1<<t.bits)*nl)+4)...)
	o := body
	for i := range t.tw {
		putI16(buf[o:], q(t.tw[i], t.tu[i]))
		o += 2
	}
	for i := range t.w {
		putI16(buf[o:], q(t.w[i], t.u[i]))
		o += 2
	}
	sealChecksum(buf)
	m, err := Load(buf)
	if err != nil {
		panic("seqtag: a model just built does not load: " + err.Error())
	}
	return m
}

func growI64(s []int64, n int) []int64 {
	if cap(s) < n {
		return make([]int64, n)
	}
	return s[:n]
}

func growU8(s []uint8, n int) []uint8 {
	if cap(s) < n {
		return make([]uint8, n)
	}
	return s[:n]
}
