// Command piitrain trains the person word model of internal/pii
// (docs/adr/0083) from the corpora internal/pii/piitrain lists and writes
// internal/pii/model/person.seqtag. Run from the repository root:
//
//	go run ./cmd/piitrain
//
// Training is deterministic: the same corpora give the same bytes.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"

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
	flag.Parse()
	det := pii.NewDetector()
	meta, err := piitrain.Meta(*root, det)
	if err != nil {
		return err
	}
	docs, err := piitrain.ReadDocs(*root)
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
	if err := os.WriteFile(filepath.Clean(*out), b, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d bytes, %s\n", *out, len(b), meta)
	return nil
}
