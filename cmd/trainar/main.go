// Command trainar trains the Arabic-script person model of internal/pii
// (docs/adr/0088) from the corpora internal/pii/artrain lists and writes
// internal/pii/model/ar-person.seqtag. Run from the repository root:
//
//	go run ./cmd/trainar
//
// Training is deterministic: the same corpora give the same bytes. With
// -tune it writes nothing: it trains without the last HeldBack documents
// (NewsFANE sentences 2,501–2,900) for each of a grid of options and prints
// strict person scores on those documents as written and with every name's
// clitic glued (docs/adr/0100).
//
// With -persian it trains the Persian model (docs/adr/0109) from the corpora
// artrain.PersianCorpora lists and writes internal/pii/model/fa-person.seqtag;
// -tune-persian trains one per option set and scores each on the held-back
// Farsi sentences (artrain.PersianHeldBack), writing nothing.
//
// With -urdu it trains the Urdu model (docs/adr/0270) on IL-NER's Urdu
// train file but one document in artrain.UrduHeldEvery and writes
// internal/pii/model/ur-person.seqtag; -tune-urdu trains one per option set
// and scores each, at several margins, on those held-back sentences,
// writing nothing.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/artrain"
	"knowledgestack/internal/pii/piitrain"
)

// heldBack is how many documents (of eight sentences) -tune keeps out of
// training: the last 400 sentences of NewsFANE 901–2,900.
const heldBack = 50

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

func run() error {
	root := flag.String("pii", "internal/pii", "the pii package folder (corpora under testdata/third_party, name lists under names)")
	out := flag.String("out", "internal/pii/model/ar-person.seqtag", "model file to write")
	tune := flag.Bool("tune", false, "train without the last 400 sentences and print scores on them for a grid of options; write nothing")
	persian := flag.Bool("persian", false, "train the Persian model and write internal/pii/model/fa-person.seqtag")
	tunePersian := flag.Bool("tune-persian", false, "score Persian model options on the held-back Farsi sentences; write nothing")
	urdu := flag.Bool("urdu", false, "train the Urdu model and write internal/pii/model/ur-person.seqtag")
	tuneUrdu := flag.Bool("tune-urdu", false, "score Urdu model options on the held-back Urdu sentences; write nothing")
	flag.Parse()
	det := pii.NewDetector()
	if *tune {
		return tuneGrid(*root, det)
	}
	if *tunePersian {
		return tunePersianGrid(*root, det)
	}
	if *persian {
		return trainPersian(*root, det)
	}
	if *tuneUrdu {
		return tuneUrduGrid(*root, det)
	}
	if *urdu {
		return trainUrdu(*root, det)
	}
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
			if g == 1 || g == 3 {
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

// tuneGrid trains one model per option set on all but the held-back
// documents and scores each on them.
func tuneGrid(root string, det *pii.Detector) error {
	docs, err := artrain.ReadCorpora(root)
	if err != nil {
		return err
	}
	train, held := docs[:len(docs)-heldBack], docs[len(docs)-heldBack:]
	glued := artrain.GluedCopies(held, 1, 7, 1)
	arabic := func(s string) bool {
		return strings.IndexFunc(s, func(r rune) bool { return r >= 0x0600 && r <= 0x06ff }) >= 0
	}
	score := func(d *pii.Detector, docs []piitrain.Doc) pii.PersonScore {
		var s pii.PersonScore
		for _, doc := range docs {
			s.Add(d, doc.Text, doc.Persons, arabic)
		}
		return s
	}
	show := func(name string, d *pii.Detector) {
		a, g := score(d, held), score(d, glued)
		fmt.Printf("%-28s held back %d: R %.3f P %.3f | glued %d: R %.3f P %.3f\n", name, a.Labelled, a.Recall(), a.Precision(),
			g.Labelled, g.Recall(), g.Precision())
	}
	show("shipped model", det)
	for _, o := range []artrain.Options{
		{Epochs: 20, Swaps: 4}, {Epochs: 20, Swaps: 4, Foreign: 1}, {Epochs: 20, Swaps: 4, Foreign: 2},
		{Epochs: 20, Swaps: 4, Foreign: 1, Glued: 1, GlueEvery: 2}, {Epochs: 20, Swaps: 4, Foreign: 1, Glued: 2, GlueEvery: 2},
		{Epochs: 20, Swaps: 4, Foreign: 1, Glued: 1, GlueEvery: 1}, {Epochs: 20, Swaps: 4, Foreign: 1, Glued: 1, GlueEvery: 4},
	} {
		all, err := artrain.Augmented(root, train, o)
		if err != nil {
			return err
		}
		m := artrain.TrainWith(artrain.Examples(det, all), "tune", o)
		show(fmt.Sprintf("epochs %d swaps %d foreign %d glued %d/%d", o.Epochs, o.Swaps, o.Foreign, o.Glued, o.GlueEvery), det.WithArabicModel(m))
	}
	return nil
}

// trainPersian trains the Persian model with artrain.PersianShipped and
// writes it beside the Arabic model.
func trainPersian(root string, det *pii.Detector) error {
	meta, err := artrain.PersianMeta(root, det)
	if err != nil {
		return err
	}
	docs, err := artrain.ReadPersianDocs(root, artrain.PersianShipped)
	if err != nil {
		return err
	}
	ex := artrain.Examples(det, docs)
	b, err := artrain.TrainPersian(ex, meta, artrain.PersianShipped).MarshalBinary()
	if err != nil {
		return err
	}
	out := filepath.Join(root, "model", "fa-person.seqtag")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return err
	}
	fmt.Printf("%d documents, %d segments; wrote %s: %d bytes, %s\n", len(docs), len(ex), out, len(b), meta)
	return nil
}

// tunePersianGrid trains one Persian model per option set on the Persian
// corpora and scores each, and the Arabic model alone, on the held-back
// Farsi sentences.
func tunePersianGrid(root string, det *pii.Detector) error {
	held, err := piitrain.ReadCorpus(root, artrain.PersianHeldBack)
	if err != nil {
		return err
	}
	arabic := func(s string) bool {
		return strings.IndexFunc(s, func(r rune) bool { return r >= 0x0600 && r <= 0x06ff }) >= 0
	}
	show := func(name string, d *pii.Detector) {
		var s pii.PersonScore
		for _, doc := range held {
			s.Add(d, doc.Text, doc.Persons, arabic)
		}
		fmt.Printf("%-24s Farsi held back %d: R %.3f P %.3f (%d found, %d correct)\n", name, s.Labelled, s.Recall(), s.Precision(), s.Found, s.Correct)
	}
	show("Arabic model only", det.WithPersianModel(nil))
	for _, o := range []artrain.Options{{Epochs: 10, Swaps: 4}, {Epochs: 20, Swaps: 0}, {Epochs: 20, Swaps: 2}, {Epochs: 20, Swaps: 4}, {Epochs: 20, Swaps: 8}, {Epochs: 20, Swaps: 12}, {Epochs: 20, Swaps: 16}, {Epochs: 30, Swaps: 8}} {
		docs, err := artrain.ReadPersianDocs(root, o)
		if err != nil {
			return err
		}
		m := artrain.TrainPersian(artrain.Examples(det, docs), pii.PersianFeatureSet+" tune", o)
		show(fmt.Sprintf("epochs %d swaps %d", o.Epochs, o.Swaps), det.WithPersianModel(m))
	}
	return nil
}
