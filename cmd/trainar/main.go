// Command trainar trains the Arabic-script person model of internal/pii
// (docs/adr/0088) from the corpora internal/pii/artrain lists and writes
// internal/pii/model/ar-person.seqtag. Run from the repository root:
//
//	go run ./cmd/trainar
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
	"knowledgestack/internal/pii/artrain"
)

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

func run() error {
	root := flag.String("pii", "internal/pii", "the pii package folder (corpora under testdata/third_party, name lists under names)")
	out := flag.String("out", "internal/pii/model/ar-person.seqtag", "model file to write")
	flag.Parse()
	det := pii.NewDetector()
	meta, err := artrain.Meta(*root, det)
	if err != nil {
		return err
	}
	docs, err := artrain.ReadDocs(*root)
	if err != nil {
		return err
	}
	ex := artrain.Examples(det, docs)
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
	b, err := artrain.Train(ex, meta).MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Clean(*out), b, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d bytes, %s\n", *out, len(b), meta)
	return nil
}
