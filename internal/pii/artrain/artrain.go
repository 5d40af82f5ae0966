// Package artrain trains the Arabic-script person model of internal/pii
// (docs/adr/0088) from NewsFANE Gold's released Arabic news sentences, and
// says which files those are, so a test can tell when the shipped model is
// stale. cmd/trainar runs it.
//
// It reads only the NewsFANE sentences training may read (1–600 and
// 901–2,900): 601–900 are the sixth set's text and 2,901 on the seventh's,
// both kept as tuning text the model never saw. The word model
// (internal/pii/piitrain) keeps its own corpora, so a change here moves none
// of its weights.
package artrain

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
	"knowledgestack/internal/seqtag"
)

// Corpora are the training corpora, in training order. Changing this list or
// any file in it changes Meta, and TestShippedArabicModelIsCurrent fails
// until the model is retrained.
var Corpora = []piitrain.Corpus{
	{Path: "newsfane-ar/newsfane-first300.txt", Format: "newsfane"},
	{Path: "newsfane-ar/newsfane-next300.txt", Format: "newsfane"},
	{Path: "newsfane-ar/newsfane-901-2900.txt.gz", Format: "newsfane"},
}

// Training constants: fixed, so a retraining on the same corpora writes the
// same bytes. Copies is how many name-swapped copies of each document that
// names someone are added with names from the detector's own Arabic lists,
// Swaps how many with names the corpus itself labels elsewhere (news names
// many foreigners, "كوندوليزا رايس", whom no Arabic list holds).
const (
	Epochs = 20
	Bits   = 19 // 2^19 rows × 3 labels × 2 bytes = 3 MiB
	Seed   = 88
	Copies = 0
	Swaps  = 4
)

// probe is Arabic prose whose features Meta fingerprints: a change to the
// tokeniser, the features or the rules' verdicts on it (the model is trained
// on the rules' output) changes the meta even when nobody bumped
// pii.ArabicFeatureSet.
const probe = "قال الرئيس بشار الاسد في دمشق ان محمد بن زايد ال نهيان وصل.\n" +
	"واكدت وزيرة الخارجية الاميركية كوندوليزا رايس ان ابو مازن التقى الشيخ حمد بن جاسم للمرة الثانية.\n"

// Meta is the model meta for the corpora and name lists under piiDir
// (internal/pii): the feature set, the training constants, a SHA-256 of
// every corpus and list file, and a fingerprint of the features d computes
// on a probe text.
func Meta(piiDir string, d *pii.Detector) (string, error) {
	h := sha256.New()
	var files []string
	for _, c := range Corpora {
		files = append(files, filepath.Join("testdata/third_party", c.Path))
	}
	files = append(files, piitrain.NameFiles...)
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(piiDir, f))
		if err != nil {
			return "", fmt.Errorf("training meta: %w", err)
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(f), len(b))
		h.Write(b)
	}
	p := sha256.New()
	for _, seg := range d.ArabicSegments(probe) {
		for i, fs := range seg.Feats {
			fmt.Fprintf(p, "%d-%d:", seg.Words[i][0], seg.Words[i][1])
			for _, f := range fs {
				fmt.Fprintf(p, "%x,", uint64(f))
			}
		}
	}
	return fmt.Sprintf("%s epochs=%d bits=%d seed=%d copies=%d swaps=%d corpora=%s probe=%s", pii.ArabicFeatureSet, Epochs, Bits,
		Seed, Copies, Swaps, hex.EncodeToString(h.Sum(nil))[:32], hex.EncodeToString(p.Sum(nil))[:16]), nil
}

// ReadDocs reads every corpus under piiDir into documents, followed by
// Copies name-swapped copies of each document that names someone.
func ReadDocs(piiDir string) ([]piitrain.Doc, error) {
	var out []piitrain.Doc
	for _, c := range Corpora {
		docs, err := piitrain.ReadCorpus(piiDir, c)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", c.Path, err)
		}
		out = append(out, docs...)
	}
	var aug []piitrain.Doc
	for k := range Copies {
		a, err := piitrain.Augment(piiDir, out, Seed+uint64(k))
		if err != nil {
			return nil, fmt.Errorf("read name lists: %w", err)
		}
		aug = append(aug, a...)
	}
	return append(append(out, aug...), swapped(out, Swaps, Seed+100)...), nil
}

// swapped returns n copies of each document that names someone, each person
// replaced by a person the corpus labels (any document's); deterministic.
func swapped(docs []piitrain.Doc, n int, seed uint64) []piitrain.Doc {
	seen := map[string]bool{}
	var pool []string
	for _, d := range docs {
		for _, p := range d.Persons {
			if name := d.Text[p[0]:p[1]]; !seen[name] {
				seen[name] = true
				pool = append(pool, name)
			}
		}
	}
	r := rand.New(rand.NewPCG(seed, seed+1))
	var out []piitrain.Doc
	for range n {
		for _, d := range docs {
			if len(d.Persons) == 0 {
				continue
			}
			var b strings.Builder
			var persons [][2]int
			at := 0
			for _, p := range d.Persons {
				name := pool[r.IntN(len(pool))]
				b.WriteString(d.Text[at:p[0]])
				persons = append(persons, [2]int{b.Len(), b.Len() + len(name)})
				b.WriteString(name)
				at = p[1]
			}
			b.WriteString(d.Text[at:])
			out = append(out, piitrain.Doc{Text: b.String(), Persons: persons})
		}
	}
	return out
}

// Examples turns documents into the Arabic model's segments with gold
// labels: a word inside a labelled person is B-PER when it is the first such
// word of that person in the segment, else I-PER.
func Examples(d *pii.Detector, docs []piitrain.Doc) []piitrain.Example {
	var out []piitrain.Example
	for _, doc := range docs {
		for _, seg := range d.ArabicSegments(doc.Text) {
			gold := make([]int, len(seg.Words))
			prev := -1
			for i, w := range seg.Words {
				p := -1
				for k, q := range doc.Persons {
					if w[0] < q[1] && q[0] < w[1] {
						p = k
						break
					}
				}
				switch {
				case p < 0:
				case p == prev:
					gold[i] = 2
				default:
					gold[i] = 1
				}
				prev = p
			}
			out = append(out, piitrain.Example{Feats: seg.Feats, Gold: gold})
		}
	}
	return out
}

// Train runs the averaged perceptron over the examples for Epochs passes,
// each in an order shuffled by Seed, and returns the model with meta.
func Train(ex []piitrain.Example, meta string) *seqtag.Model {
	t := seqtag.NewTrainer(pii.PersonLabels, Bits)
	order := make([]int, len(ex))
	for i := range order {
		order[i] = i
	}
	r := rand.New(rand.NewPCG(Seed, Seed))
	for range Epochs {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			t.Update(ex[i].Feats, ex[i].Gold)
		}
	}
	return t.Model(meta)
}
