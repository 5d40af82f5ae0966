package piitrain

import (
	"math/rand/v2"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/seqtag"
)

// Example is one segment with its gold labels.
type Example struct {
	Feats [][]seqtag.Feature
	Gold  []int
}

// Examples turns documents into the word model's segments (pii's own
// tokeniser and features, the rules' verdict among them) with gold labels:
// a word inside a labelled person is B-PER when it is the first such word of
// that person in the segment, else I-PER.
func Examples(d *pii.Detector, docs []Doc) []Example {
	var out []Example
	for _, doc := range docs {
		for _, seg := range d.PersonSegments(doc.Text) {
			gold := make([]int, len(seg.Words))
			prev := -1
			for i, w := range seg.Words {
				p := personAt(doc.Persons, w)
				switch {
				case p < 0:
				case p == prev:
					gold[i] = 2
				default:
					gold[i] = 1
				}
				prev = p
			}
			out = append(out, Example{Feats: seg.Feats, Gold: gold})
		}
	}
	return out
}

// personAt is the index of the person the word overlaps, or -1.
func personAt(persons [][2]int, w [2]int) int {
	for i, p := range persons {
		if w[0] < p[1] && p[0] < w[1] {
			return i
		}
	}
	return -1
}

// Train runs the averaged perceptron over the examples for Epochs passes,
// each in an order shuffled by Seed, and returns the model with meta.
func Train(ex []Example, meta string) *seqtag.Model {
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
