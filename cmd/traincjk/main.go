// Command traincjk trains the detector's person tagger for Chinese and
// Japanese text (docs/adr/0084) from the vendored corpora and writes the
// model the detector embeds. Run from the repository root:
//
//	go run ./cmd/traincjk
//
// The same corpora and features always give the same bytes.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/cjktrain"
)

func main() {
	root := flag.String("corpora", "internal/pii/testdata/third_party", "folder of the vendored corpora")
	out := flag.String("out", "internal/pii/model/cjk-person.seqtag", "where the model is written")
	withoutFifth := flag.Bool("without-fifth", false, "leave out the fifth name set's sources (a model for choosing the combination, never shipped)")
	withoutFourth := flag.Bool("without-fourth", false, "leave out the fourth name set's Japanese source (a model for checking that choice, never shipped)")
	traditional := flag.Bool("traditional-only", false, "read the Chinese corpora only in traditional characters, without their simplified copies (the model of ADR 0084, never shipped)")
	epochs := flag.Int("epochs", cjktrain.Shipped.Epochs, "passes over the corpora")
	bits := flag.Uint("bits", cjktrain.Shipped.Bits, "log2 of the feature table's size")
	blind := flag.Float64("blind", cjktrain.Shipped.Blind, "share of sentences trained on as if the rules had found nobody")
	folds := flag.Int("folds", 0, "instead of writing a model, cross-validate over this many folds and print the rules' and the model's recall and precision")
	flag.Parse()
	start := time.Now()
	opt := cjktrain.Options{Epochs: *epochs, Bits: *bits, WithoutFifth: *withoutFifth, WithoutFourth: *withoutFourth, TraditionalOnly: *traditional, Blind: *blind}
	sents, raw, err := cjktrain.ReadAll(*root, opt)
	if err != nil {
		log.Fatal(err)
	}
	if *folds > 1 {
		rules, model := cjktrain.CrossValidate(pii.NewDetector(), sents, *folds, opt)
		fmt.Printf("%d-fold cross-validation over %d sentences, %d persons in Han or kana (corpus labels, strict bounds)\n", *folds, len(sents), rules.Labelled)
		fmt.Printf("rules alone: recall %.3f precision %.3f\nwith model:  recall %.3f precision %.3f\n", rules.Recall(), rules.Precision(), model.Recall(), model.Precision())
		return
	}
	ex := cjktrain.Examples(pii.NewDetector(), sents, opt)
	meta := cjktrain.Meta(raw, ex, opt)
	fmt.Fprintf(os.Stderr, "%d sentences, %d chunks, features in %s\n", len(sents), len(ex), time.Since(start).Round(time.Millisecond))
	m := cjktrain.Train(ex, opt, meta)
	b, err := m.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "%s: %d bytes, %s, in %s\n", *out, len(b), meta, time.Since(start).Round(time.Millisecond))
}
