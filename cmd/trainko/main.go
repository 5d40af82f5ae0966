// Command trainko trains the detector's person tagger for Korean text
// (docs/adr/0093) from the vendored KLUE NER sentences and MultiCoNER's
// Korean sentences naming foreign persons (docs/adr/0110), and writes the
// model the detector embeds. Run from the repository root:
//
//	go run ./cmd/trainko
//
// The same sentences and features always give the same bytes. With -tune it
// trains a model without the last 800 KLUE sentences and the last 1,000
// MultiCoNER ones instead, and prints the rules' and that model's recall
// and precision on them at several margins, and with -grid for a grid of
// the combination's constants (how they were chosen).
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/kotrain"
)

func main() {
	root := flag.String("corpora", "internal/pii/testdata/third_party", "folder of the vendored corpora")
	out := flag.String("out", "internal/pii/model/ko-person.seqtag", "where the model is written")
	tune := flag.Bool("tune", false, "train without the last 800 sentences and print scores on them for a grid of constants; write nothing")
	epochs := flag.Int("epochs", kotrain.Shipped.Epochs, "passes over the sentences")
	errs := flag.Bool("errors", false, "with -tune: print the tuning sentences the model gets wrong, at the shipped constants")
	folds := flag.Int("folds", 0, "instead of writing a model, cross-validate over this many folds of all the sentences and print the rules' and the model's recall and precision")
	swap := flag.Int("swap", kotrain.Shipped.Swap, "name-swapped copies of the sentences trained on besides them")
	foreign := flag.Int("foreign", kotrain.Shipped.Foreign, "copies of the sentences with made foreign names in Hangul trained on besides them")
	bits := flag.Uint("bits", kotrain.Shipped.Bits, "log2 of the feature table's size")
	apart := flag.Bool("swap-apart", kotrain.Shipped.SwapApart, "draw the name-swapped copies of each corpus from its own persons")
	mcSwap := flag.Int("multiconer-swap", kotrain.Shipped.MultiCoNERSwap, "with -swap-apart: name-swapped copies of the MultiCoNER sentences")
	multi := flag.String("multiconer", kotrain.Shipped.MultiCoNER, "MultiCoNER sentences trained on besides KLUE's: \"\", \"per\" (those naming a person), \"all\", \"clean\", \"cleanper\" (without those a KLUE model finds an unlabelled person in) or \"foreign\" (cleanper's whose persons are all of two words or more; docs/adr/0110)")
	grid := flag.Bool("grid", false, "with -tune: also print the grid of the combination's constants")
	flag.Parse()
	start := time.Now()
	opt := kotrain.Options{Epochs: *epochs, Bits: *bits, WithoutTuning: *tune, Swap: *swap, Foreign: *foreign, MultiCoNER: *multi, SwapApart: *apart, MultiCoNERSwap: *mcSwap}
	sents, raw, err := kotrain.ReadAll(*root)
	if err != nil {
		log.Fatal(err)
	}
	mc, _, mcRaw, err := kotrain.ReadMultiCoNER(*root)
	if err != nil {
		log.Fatal(err)
	}
	raw = kotrain.MetaBytes(raw, mcRaw, opt)
	d := pii.NewDetector()
	if *folds > 1 {
		rules, model := kotrain.CrossValidate(d, sents, mc, *folds, opt)
		fmt.Printf("%d-fold cross-validation over %d sentences, %d persons in Hangul (KLUE's labels, strict bounds)\n", *folds, len(sents), rules.Labelled)
		fmt.Printf("rules alone: recall %.3f precision %.3f\nwith model:  recall %.3f precision %.3f\n", rules.Recall(), rules.Precision(), model.Recall(), model.Precision())
		return
	}
	train := kotrain.Split(d, sents, mc, opt)
	ex := kotrain.Examples(d, train)
	meta := kotrain.Meta(raw, ex, opt)
	fmt.Fprintf(os.Stderr, "%d sentences, %d chunks, features in %s\n", len(train), len(ex), time.Since(start).Round(time.Millisecond))
	m := kotrain.Train(ex, opt, meta)
	if *tune {
		held := kotrain.Tuning(sents)
		r := kotrain.Measure(d.WithKoreanModel(nil), held)
		fmt.Printf("tuning sentences %d, persons in Hangul %d\nrules alone: recall %.3f precision %.3f\n", len(held), r.Labelled, r.Recall(), r.Precision())
		md := d.WithKoreanModel(m)
		if *errs {
			for _, l := range kotrain.Errors(md, held) {
				fmt.Println(l)
			}
			return
		}
		s := kotrain.Measure(md, held)
		fmt.Printf("KLUE tuning, shipped constants: recall %.3f precision %.3f (found %d)\n", s.Recall(), s.Precision(), s.Found)
		mcHeld := kotrain.MultiCoNERHeld(mc)
		r = kotrain.Measure(d.WithKoreanModel(nil), mcHeld)
		s = kotrain.Measure(md, mcHeld)
		fmt.Printf("MultiCoNER held back %d, persons in Hangul %d: rules alone recall %.3f precision %.3f; with model recall %.3f precision %.3f (found %d; MultiCoNER leaves many persons unlabelled)\n",
			len(mcHeld), s.Labelled, r.Recall(), r.Precision(), s.Recall(), s.Precision(), s.Found)
		{
			// docs/adr/0122: the shipped constants without the widening
			// beside a listed first word of a foreign name.
			c := md.KoreanCombinationInUse()
			c.NoGiven = true
			k, m := kotrain.Measure(md.WithKoreanCombination(c), held), kotrain.Measure(md.WithKoreanCombination(c), mcHeld)
			fmt.Printf("without first words of foreign names: KLUE recall %.3f precision %.3f (found %d); MultiCoNER recall %.3f precision %.3f (found %d)\n", k.Recall(), k.Precision(), k.Found, m.Recall(), m.Precision(), m.Found)
		}
		{
			// docs/adr/0128: the shipped constants without dropping common
			// words.
			c := md.KoreanCombinationInUse()
			c.NoCommon = true
			k, m := kotrain.Measure(md.WithKoreanCombination(c), held), kotrain.Measure(md.WithKoreanCombination(c), mcHeld)
			fmt.Printf("without common words: KLUE recall %.3f precision %.3f (found %d); MultiCoNER recall %.3f precision %.3f (found %d)\n", k.Recall(), k.Precision(), k.Found, m.Recall(), m.Precision(), m.Found)
		}
		for _, margin := range []float64{0, 5, 15, 20, 30, 50} {
			c := pii.KoreanCombination{MinMargin: margin, KeepMargin: 30, MinRunes: 1, MinWords: 3}
			k, m := kotrain.Measure(md.WithKoreanCombination(c), held), kotrain.Measure(md.WithKoreanCombination(c), mcHeld)
			fmt.Printf("margin %g: KLUE recall %.3f precision %.3f; MultiCoNER recall %.3f precision %.3f\n", margin, k.Recall(), k.Precision(), m.Recall(), m.Precision())
		}
		if !*grid {
			return
		}
		for _, off := range []pii.KoreanCombination{{MinWords: 3, NoExtend: true}, {MinWords: 3, AnyForeign: true}, {MinWords: 3, NoMiddle: true, NoComplete: true}, {MinWords: 3, NoComplete: true}, {MinWords: 3, NoWideSyllables: true}, {MinWords: 3, NoUnits: true, NoPieces: true, NoTakeBack: true}, {MinWords: 3, NoUnits: true}, {MinWords: 3, NoPieces: true}, {MinWords: 3, NoTakeBack: true}, {MinWords: 3, NoThings: true}, {MinWords: 3, NoGiven: true}, {MinWords: 3}, {MinWords: 3, NoTrimTitle: true}, {MinWords: 3, NoJoin: true},
			{MinWords: 0, NoLabelled: true}, {MinWords: 2}, {MinWords: 4}} {
			for _, margin := range []float64{0, 10, 25} {
				c := off
				c.MinMargin, c.KeepMargin, c.MinRunes = margin, 30, 1
				s := kotrain.Measure(md.WithKoreanCombination(c), held)
				fmt.Printf("without title trim %v, join %v, labelled lines %v, extend %v, middle %v, complete %v, wide %v, units %v, pieces %v, take back %v, things %v, given %v; any foreign %v; words >= %d; margin %g: recall %.3f precision %.3f (found %d)\n", c.NoTrimTitle, c.NoJoin, c.NoLabelled, c.NoExtend, c.NoMiddle, c.NoComplete, c.NoWideSyllables, c.NoUnits, c.NoPieces, c.NoTakeBack, c.NoThings, c.NoGiven, c.AnyForeign, c.MinWords, margin, s.Recall(), s.Precision(), s.Found)
			}
		}
		for _, keep := range []float64{30, 1e9} {
			for _, runes := range []int{1} {
				for _, margin := range []float64{0, 10, 25, 50, 100} {
					s := kotrain.Measure(md.WithKoreanCombination(pii.KoreanCombination{MinMargin: margin, KeepMargin: keep, MinRunes: runes, MinWords: 3}), held)
					fmt.Printf("keep %g runes>=%d margin %g: recall %.3f precision %.3f (found %d)\n", keep, runes, margin, s.Recall(), s.Precision(), s.Found)
				}
			}
		}
		return
	}
	b, err := m.MarshalBinary()
	if err != nil {
		log.Fatal(err)
	}
	if err := os.WriteFile(*out, b, 0o644); err != nil {
		log.Fatal(err)
	}
	fmt.Fprintf(os.Stderr, "%s: %d bytes, %s, in %s\n", *out, len(b), meta, time.Since(start).Round(time.Millisecond))
}
