package main

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/artrain"
	"knowledgestack/internal/pii/piitrain"
)

// trainUrdu trains the Urdu model with artrain.UrduShipped and writes it
// beside the Arabic model.
func trainUrdu(root string, det *pii.Detector) error {
	meta, err := artrain.UrduMeta(root, det)
	if err != nil {
		return err
	}
	docs, _, err := artrain.UrduTrainDocs(root, artrain.UrduShipped)
	if err != nil {
		return err
	}
	ex := artrain.Examples(det, docs)
	b, err := artrain.TrainUrdu(ex, meta, artrain.UrduShipped).MarshalBinary()
	if err != nil {
		return err
	}
	out := filepath.Join(root, "model", "ur-person.seqtag")
	if err := os.WriteFile(out, b, 0o644); err != nil {
		return err
	}
	fmt.Printf("%d documents, %d segments; wrote %s: %d bytes, %s\n", len(docs), len(ex), out, len(b), meta)
	return nil
}

// tuneUrduGrid trains one Urdu model per option set on the train file but
// its held-back sentences and scores each, at several add margins, and the
// Arabic and Persian models alone, on those sentences. TUNE_URDU (a
// comma-separated list of epochs:swaps) replaces the grid.
func tuneUrduGrid(root string, det *pii.Detector) error {
	arabic := func(s string) bool {
		return strings.IndexFunc(s, func(r rune) bool { return r >= 0x0600 && r <= 0x06ff }) >= 0
	}
	_, held, err := artrain.UrduTrainDocs(root, artrain.Options{})
	if err != nil {
		return err
	}
	show := func(name string, d *pii.Detector) {
		var s pii.PersonScore
		for _, doc := range held {
			s.Add(d, doc.Text, doc.Persons, arabic)
		}
		fmt.Printf("%-32s Urdu held back %d: R %.3f P %.3f (%d found, %d correct)\n", name, s.Labelled, s.Recall(), s.Precision(), s.Found, s.Correct)
		if os.Getenv("TUNE_URDU_SHOW") != "" {
			for _, doc := range held {
				want := map[[2]int]bool{}
				for _, p := range doc.Persons {
					want[p] = true
				}
				got := map[[2]int]bool{}
				for _, sp := range d.Find(doc.Text) {
					if sp.Kind == pii.Person && arabic(doc.Text[sp.Start:sp.End]) {
						got[[2]int{sp.Start, sp.End}] = true
						if !want[[2]int{sp.Start, sp.End}] {
							a := strings.LastIndexByte(doc.Text[:sp.Start], '\n') + 1
							b := strings.IndexByte(doc.Text[sp.End:], '\n')
							if b < 0 {
								b = len(doc.Text) - sp.End
							}
							fmt.Printf("  false %q in %s\n", doc.Text[sp.Start:sp.End], doc.Text[a:sp.End+b])
						}
					}
				}
				for p := range want {
					if !got[p] {
						fmt.Printf("  miss  %q\n", doc.Text[p[0]:p[1]])
					}
				}
			}
		}
	}
	show("Arabic and Persian models", det.WithUrduModel(nil, 0))
	show("shipped Urdu model", det)
	grid := []artrain.Options{{Epochs: 10, Swaps: 4}, {Epochs: 20, Swaps: 0}, {Epochs: 20, Swaps: 4}, {Epochs: 20, Swaps: 8}, {Epochs: 20, Swaps: 16}}
	if env := os.Getenv("TUNE_URDU"); env != "" {
		grid = nil
		for _, f := range strings.Split(env, ",") {
			if f == "none" {
				continue
			}
			e, sw, _ := strings.Cut(f, ":")
			ep, _ := strconv.Atoi(e)
			n, _ := strconv.Atoi(sw)
			grid = append(grid, artrain.Options{Epochs: ep, Swaps: n})
		}
	}
	if os.Getenv("TUNE_URDU_MIXED") != "" {
		// One Persian model for Persian and Urdu lines (the Persian corpus
		// and the Urdu train documents), scored on both held-back parts.
		o := artrain.PersianShipped
		fa, err := artrain.ReadPersianDocs(root, o)
		if err != nil {
			return err
		}
		ur, _, err := artrain.UrduTrainDocs(root, o)
		if err != nil {
			return err
		}
		mixed := artrain.TrainPersian(artrain.Examples(det, append(fa, ur...)), pii.PersianFeatureSet+" tune", o)
		show("Persian model with Urdu", det.WithUrduModel(nil, 0).WithPersianModel(mixed))
		faHeld, err := piitrain.ReadCorpus(root, artrain.PersianHeldBack)
		if err != nil {
			return err
		}
		for _, v := range []struct {
			name string
			d    *pii.Detector
		}{{"shipped Persian model", det}, {"Persian model with Urdu", det.WithPersianModel(mixed)}} {
			var s pii.PersonScore
			for _, doc := range faHeld {
				s.Add(v.d, doc.Text, doc.Persons, arabic)
			}
			fmt.Printf("%-32s Farsi held back %d: R %.3f P %.3f\n", v.name, s.Labelled, s.Recall(), s.Precision())
		}
	}
	for _, o := range grid {
		docs, _, err := artrain.UrduTrainDocs(root, o)
		if err != nil {
			return err
		}
		m := artrain.TrainUrdu(artrain.Examples(det, docs), pii.ArabicFeatureSet+" tune", o)
		for _, add := range []float64{-10, 0, 10, 20, 40} {
			show(fmt.Sprintf("epochs %d swaps %d add %g", o.Epochs, o.Swaps, add), det.WithUrduModel(m, add))
		}
	}
	return nil
}
