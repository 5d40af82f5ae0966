// Package artrain trains the Arabic-script person model of internal/pii
// (docs/adr/0088) from NewsFANE Gold's released Arabic news sentences, and
// says which files those are, so a test can tell when the shipped model is
// stale. cmd/trainar runs it.
//
// It reads only the NewsFANE sentences training may read (1–600 and
// 901–2,900): 601–900 are the sixth set's text and 2,901 on the seventh's,
// both kept as tuning text the model never saw. The Persian model
// (persian.go) is trained apart, on Persian text alone (docs/adr/0109). The word model
// (internal/pii/piitrain) keeps its own corpora, so a change here moves none
// of its weights.
package artrain

import (
	"fmt"
	"math/rand/v2"
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
// many foreigners, "كوندوليزا رايس", whom no Arabic list holds). Foreign and
// Glued were measured and left at 0 (docs/adr/0100): each cost precision on
// every NewsFANE set.
const (
	Epochs = 20
	Bits   = 19 // 2^19 rows × 3 labels × 2 bytes = 3 MiB
	Seed   = 88
	Copies = 0
	Swaps  = 4
	// Foreign of the Swaps copies put foreign names written in Arabic
	// letters (ForeignCopies) where the others put the corpus's persons.
	Foreign = 0
	// Glued of the Swaps copies write one in GlueEvery persons with a
	// conjunction or preposition glued to the name (GluedCopies); a clitic
	// the corpus has before a name is glued in them always.
	Glued     = 0
	GlueEvery = 2
)

// Options are the constants a training run varies: the shipped model's are
// Shipped; cmd/trainar -tune tries others on held-back sentences.
type Options struct {
	Epochs, Swaps, Foreign, Glued, GlueEvery int
}

// Shipped are the options the shipped model is trained with.
var Shipped = Options{Epochs: Epochs, Swaps: Swaps, Foreign: Foreign, Glued: Glued, GlueEvery: GlueEvery}

// probe is Arabic prose whose features Meta fingerprints: a change to the
// tokeniser, the features or the rules' verdicts on it (the model is trained
// on the rules' output) changes the meta even when nobody bumped
// pii.ArabicFeatureSet.
// The third line holds Latin terms and numbers: docs/adr/0095 made such
// lines Arabic prose, which changed the training segments without changing
// the first two lines' features, so the model went stale unseen until
// docs/adr/0100 retrained it.
const probe = "قال الرئيس بشار الاسد في دمشق ان محمد بن زايد ال نهيان وصل.\n" +
	"واكدت وزيرة الخارجية الاميركية كوندوليزا رايس ان ابو مازن التقى الشيخ حمد بن جاسم للمرة الثانية.\n" +
	"وانتقل المشروع إلى شركة Novell في سنة 1994 بعد أن كتب Dennis Ritchie لغة C مع زميله كين طومسون.\n"

// Meta is the model meta for the corpora and name lists under piiDir
// (internal/pii): the feature set, the training constants, a SHA-256 of
// every corpus and list file, and a fingerprint of the features d computes
// on a probe text.
func Meta(piiDir string, d *pii.Detector) (string, error) {
	var files []string
	for _, c := range Corpora {
		files = append(files, filepath.Join("testdata/third_party", c.Path))
	}
	files = append(files, piitrain.NameFiles...)
	extra := "" // the options tried in docs/adr/0100, written only when used
	if Foreign > 0 {
		files = append(files, ForeignFiles...)
		extra += fmt.Sprintf(" foreign=%d", Foreign)
	}
	if Glued > 0 {
		extra += fmt.Sprintf(" glued=%d/%d labels=%d", Glued, GlueEvery, len(Labels(Shipped)))
	}
	corpusHash, err := piitrain.HashFiles(piiDir, files)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s epochs=%d bits=%d seed=%d copies=%d swaps=%d%s corpora=%s probe=%s", pii.ArabicFeatureSet,
		Epochs, Bits, Seed, Copies, Swaps, extra, corpusHash, piitrain.HashSegments(d.ArabicSegments(probe))), nil
}

// ReadDocs reads every corpus under piiDir into documents, followed by the
// copies Shipped asks for (Augmented).
func ReadDocs(piiDir string) ([]piitrain.Doc, error) {
	docs, err := ReadCorpora(piiDir)
	if err != nil {
		return nil, err
	}
	return Augmented(piiDir, docs, Shipped)
}

// ReadCorpora reads every corpus under piiDir into documents, in order.
func ReadCorpora(piiDir string) ([]piitrain.Doc, error) {
	var out []piitrain.Doc
	for _, c := range Corpora {
		docs, err := piitrain.ReadCorpus(piiDir, c)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", c.Path, err)
		}
		out = append(out, docs...)
	}
	return out, nil
}

// Augmented is docs followed by Copies list-swapped copies and o.Swaps
// swapped copies of each document that names someone: o.Foreign of them
// with foreign names, the others with the corpus's persons, and o.Glued of
// them (the first) with clitics glued to names.
func Augmented(piiDir string, docs []piitrain.Doc, o Options) ([]piitrain.Doc, error) {
	out := docs
	var aug []piitrain.Doc
	for k := range Copies {
		a, err := piitrain.Augment(piiDir, out, Seed+uint64(k))
		if err != nil {
			return nil, fmt.Errorf("read name lists: %w", err)
		}
		aug = append(aug, a...)
	}
	sw := swapped(docs, o.Swaps-o.Foreign, Seed+100)
	if o.Foreign > 0 {
		given, last, err := foreignPool(piiDir)
		if err != nil {
			return nil, fmt.Errorf("read foreign names: %w", err)
		}
		sw = append(sw, ForeignCopies(docs, given, last, o.Foreign, 2, Seed+300)...)
	}
	if o.Glued > 0 && o.Swaps > 0 {
		// The clitics go into the first Glued of the swapped copies: as
		// many documents as without them, and with other persons' names.
		g := min(o.Glued, o.Swaps) * (len(sw) / o.Swaps)
		sw = append(GluedCopies(sw[:g], 1, Seed+200, o.GlueEvery), sw[g:]...)
	}
	return append(append(out[:len(out):len(out)], aug...), sw...), nil
}

// proclitics are the conjunctions and prepositions Arabic writes glued to
// the next word, as GluedCopies puts them before a name: و twice as often.
var proclitics = []string{"و", "و", "ب", "ل"}

// GluedCopies returns n copies of each document that names someone, in
// which persons are written with a conjunction or preposition glued to
// their first word, as Arabic writes them and NewsFANE does not (it splits
// clitics off as words, "و عبد الله", and its text is joined back without
// touching a name's bounds): a clitic standing as its own word before a
// name is joined to it, and one in every `every` persons without one gets و, ب
// or ل put before it. The label stays the name without the letter, as
// AQMAR's Arabic Wikipedia labels "وأحمد بن طولون", so the model learns to
// start such a name after the letter (pii.ArabicLabels' B-PER-GLUED).
// Deterministic.
func GluedCopies(docs []piitrain.Doc, n int, seed uint64, every int) []piitrain.Doc {
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
				head := d.Text[at:p[0]]
				before := strings.TrimSuffix(head, " ")
				switch {
				case len(before) == len(head) || before == "" && at > 0:
					// The name follows no space (a mark, the text's start): as written.
				case standingClitic(d.Text[:p[0]-1]):
					head = before
				case every > 0 && r.IntN(every) == 0:
					head += proclitics[r.IntN(len(proclitics))]
				}
				b.WriteString(head)
				name := d.Text[p[0]:p[1]]
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

// standingClitic: text ends in a one-letter conjunction or preposition
// written as a word of its own.
func standingClitic(text string) bool {
	for _, c := range []string{"و", "ف", "ب", "ل"} {
		if rest, ok := strings.CutSuffix(text, c); ok && (rest == "" || strings.HasSuffix(rest, " ") || strings.HasSuffix(rest, "\n")) {
			return true
		}
	}
	return false
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
// labels (pii.ArabicLabels): a word inside a labelled person is B-PER when
// it is the first such word of that person in the segment (B-PER-GLUED
// when the person starts inside it, after a glued clitic), else I-PER.
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
				case w[0] < doc.Persons[p][0]:
					gold[i] = 3 // the name starts after a glued clitic
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

// Labels are the labels a model trained with o has: pii.ArabicLabels when
// o glues clitics to names, else its first three (B-PER-GLUED would never
// be gold, and a fourth label costs 1 MiB of weights).
func Labels(o Options) []string {
	if o.Glued > 0 {
		return pii.ArabicLabels
	}
	return pii.ArabicLabels[:3]
}

// Train runs the averaged perceptron over the examples for Epochs passes,
// each in an order shuffled by Seed, and returns the model with meta.
func Train(ex []piitrain.Example, meta string) *seqtag.Model {
	return TrainWith(ex, meta, Shipped)
}

// TrainWith is Train with o's passes and labels (cmd/trainar -tune).
func TrainWith(ex []piitrain.Example, meta string, o Options) *seqtag.Model {
	t := seqtag.NewTrainer(Labels(o), Bits)
	order := make([]int, len(ex))
	for i := range order {
		order[i] = i
	}
	r := rand.New(rand.NewPCG(Seed, Seed))
	for range o.Epochs {
		r.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
		for _, i := range order {
			t.Update(ex[i].Feats, ex[i].Gold)
		}
	}
	return t.Model(meta)
}
