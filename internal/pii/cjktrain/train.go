package cjktrain

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/seqtag"
)

// Options fix a training run; they are part of the model's meta.
type Options struct {
	Epochs int
	Bits   uint
	// WithoutFifth and WithoutFourth leave out the fifth or the fourth
	// name set's source files (models for choosing how model and rules
	// combine, never shipped).
	WithoutFifth, WithoutFourth bool
	// TraditionalOnly reads the Chinese corpora only as written, in
	// traditional characters, without their simplified copies (the
	// model of docs/adr/0084, for comparison; never shipped).
	TraditionalOnly bool
	// Blind is the share of sentences, drawn anew each epoch, trained on
	// as if the rules had found nobody in them (0: none).
	Blind float64
}

// Shipped are the options of the embedded model.
var Shipped = Options{Epochs: 50, Bits: 19}

// Example is one chunk of a sentence: each rune's features and its gold
// label (an index of pii.CJKLabels).
type Example struct {
	Features [][]seqtag.Feature
	Gold     []int
	// Blind are the features as if the rules had found nobody (only
	// when Options.Blind > 0).
	Blind [][]seqtag.Feature
}

// Examples has the detector split each sentence into the chunks it tags
// and compute their features, and labels each rune from the sentence's
// persons.
func Examples(d *pii.Detector, sents []Sentence, opt Options) []Example {
	var out []Example
	for _, s := range sents {
		var blind []pii.CJKChunk
		if opt.Blind > 0 {
			blind = d.CJKFeatures(s.Text, false)
		}
		for k, c := range d.CJKFeatures(s.Text, true) {
			gold := make([]int, len(c.Features))
			for i := range gold {
				off := c.Offsets[i]
				for _, p := range s.Persons {
					switch {
					case off == p[0]:
						gold[i] = 1
					case off > p[0] && off < p[1]:
						gold[i] = 2
					}
				}
			}
			e := Example{Features: c.Features, Gold: gold}
			if blind != nil {
				e.Blind = blind[k].Features
			}
			out = append(out, e)
		}
	}
	return out
}

// Meta is the model's meta: the feature set's name, then a hash of the
// corpora's bytes, every feature and label computed from them, and the
// options. A model whose meta differs from the one its corpora and the
// current features give is stale (TestEmbeddedModelIsCurrent).
func Meta(raw [][]byte, ex []Example, opt Options) string {
	h := sha256.New()
	var b [8]byte
	word := func(v uint64) {
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
	for _, r := range raw {
		word(uint64(len(r)))
		h.Write(r)
	}
	for _, e := range ex {
		seqtag.HashExample(h, e.Gold, e.Features)
	}
	v := fmt.Sprintf("%s %s epochs=%d bits=%d", pii.CJKFeatureSet, hex.EncodeToString(h.Sum(nil))[:32], opt.Epochs, opt.Bits)
	if opt.WithoutFifth {
		v += " without-fifth"
	}
	if opt.WithoutFourth {
		v += " without-fourth"
	}
	if opt.TraditionalOnly {
		v += " traditional-only"
	}
	if opt.Blind > 0 {
		v += fmt.Sprintf(" blind=%g", opt.Blind)
	}
	return v
}

// Train runs the averaged perceptron over the examples for opt.Epochs
// epochs, each in an order fixed by its number, and returns the model.
func Train(ex []Example, opt Options, meta string) *seqtag.Model {
	t := seqtag.NewTrainer(pii.CJKLabels, opt.Bits)
	for e := range opt.Epochs {
		rng := rand.New(rand.NewPCG(84, uint64(e)))
		for _, i := range rng.Perm(len(ex)) {
			if opt.Blind > 0 && rng.Float64() < opt.Blind {
				t.Update(ex[i].Blind, ex[i].Gold)
				continue
			}
			t.Update(ex[i].Features, ex[i].Gold)
		}
	}
	return t.Model(meta)
}
