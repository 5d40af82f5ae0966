// Command piitrain trains the person word model of internal/pii
// (docs/adr/0083) from the corpora internal/pii/piitrain lists and writes
// internal/pii/model/person.seqtag, then the Finnish and Hungarian model
// (docs/adr/0089: the same corpora and piitrain.FiHuCorpora) to
// internal/pii/model/person-fihu.seqtag. Run from the repository root:
//
//	go run ./cmd/piitrain
//
// Training is deterministic: the same corpora give the same bytes. The
// -leave-out and -with-europeana flags train other models to measure
// (docs/adr/0156); the shipped ones use neither.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
)

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

func run() error {
	root := flag.String("pii", "internal/pii", "the pii package folder (corpora under testdata/third_party, name lists under names)")
	out := flag.String("out", "internal/pii/model/person.seqtag", "model file to write")
	fihu := flag.String("fihu", "internal/pii/model/person-fihu.seqtag", "Finnish and Hungarian model file to write (docs/adr/0089); \"\" writes none")
	leaveOut := flag.String("leave-out", "", "comma-separated words: corpora whose path holds one are not read (a language left out to measure the model on it, docs/adr/0156)")
	europeana := flag.Bool("with-europeana", false, "train on piitrain.EuropeanaCorpora too (measured and refused, docs/adr/0156)")
	flag.Parse()
	corpora := append([]piitrain.Corpus(nil), piitrain.Corpora...)
	if *europeana {
		corpora = append(corpora, piitrain.EuropeanaCorpora...)
	}
	corpora = piitrain.LeaveOut(corpora, strings.Split(*leaveOut, ","))
	det := pii.NewDetector()
	if err := train(det, *root, corpora, *out); err != nil {
		return err
	}
	if *fihu == "" {
		return nil
	}
	return train(det, *root, append(corpora, piitrain.FiHuCorpora...), *fihu)
}

// train trains one model on corpora and writes it to out.
func train(det *pii.Detector, root string, corpora []piitrain.Corpus, out string) error {
	meta, err := piitrain.MetaFor(root, det, corpora)
	if err != nil {
		return err
	}
	docs, err := piitrain.ReadCorpora(root, corpora)
	if err != nil {
		return err
	}
	ex := piitrain.Examples(det, docs)
	words, names := 0, 0
	for _, e := range ex {
		words += len(e.Gold)
		for _, g := range e.Gold {
			if g == 1 {
				names++
			}
		}
	}
	fmt.Printf("%d documents, %d segments, %d words, %d names\n", len(docs), len(ex), words, names)
	b, err := piitrain.Train(ex, meta).MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Clean(out), b, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d bytes, %s\n", out, len(b), meta)
	return nil
}
