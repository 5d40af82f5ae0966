package kotrain

import (
	"crypto/sha256"
	"encoding/binary"
	"encoding/hex"
	"fmt"
	"math/rand/v2"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/seqtag"
)

// Options fix a training run; they are part of the model's meta.
type Options struct {
	Epochs int
	Bits   uint
	// WithoutTuning leaves out the last TuningSentences sentences, on
	// which a model trained without them chooses the combination's
	// constants (never shipped).
	WithoutTuning bool
	// Swap is how many name-swapped copies of the sentences are trained
	// on besides them (Swapped).
	Swap int
	// Foreign is how many copies with made foreign names in Hangul are
	// trained on besides them (ForeignSwapped, docs/adr/0103).
	Foreign int
	// MultiCoNER chooses which MultiCoNER sentences are trained on besides
	// KLUE's (multiCoNERKept: "", "per", "all", "clean", "cleanper" or
	// "foreign", docs/adr/0110); the name-swapped copies are made from both
	// unless SwapApart.
	MultiCoNER string
	// SwapApart draws the name-swapped copies of KLUE's sentences from
	// KLUE's persons, and makes MultiCoNERSwap copies of MultiCoNER's from
	// MultiCoNER's (no foreign copies).
	SwapApart      bool
	MultiCoNERSwap int
}

// TuningSentences is how many of the corpus's last sentences (KLUE dev
// 4,201-5,000) choose the combination (docs/adr/0093).
const TuningSentences = 800

// Shipped are the options of the embedded model.
var Shipped = Options{Epochs: 25, Bits: 18, Swap: 3, MultiCoNER: "foreign", SwapApart: true}

// Split returns the sentences a model with opt trains on: KLUE's (sents)
// and those of MultiCoNER's (mc) that opt keeps (d filters them where opt
// says so), and their copies.
func Split(d *pii.Detector, sents, mc []Sentence, opt Options) []Sentence {
	if opt.WithoutTuning {
		sents = sents[:len(sents)-TuningSentences]
	}
	klue := withCopies(sents, opt)
	if opt.MultiCoNER == "" {
		return klue
	}
	kept := multiCoNERKept(d, klue, mc, opt)
	if opt.SwapApart {
		return append(append(klue, kept...), Swapped(kept, opt.MultiCoNERSwap)...)
	}
	return withCopies(append(sents[:len(sents):len(sents)], kept...), opt)
}

// withCopies returns sents and their name-swapped and foreign copies.
func withCopies(sents []Sentence, opt Options) []Sentence {
	out := append(sents[:len(sents):len(sents)], Swapped(sents, opt.Swap)...)
	return append(out, ForeignSwapped(sents, opt.Foreign)...)
}

// Tuning returns the sentences the combination is chosen on.
func Tuning(sents []Sentence) []Sentence { return sents[len(sents)-TuningSentences:] }

// Example is one chunk of a sentence: each rune's features and its gold
// label (an index of pii.KoreanLabels).
type Example struct {
	Features [][]seqtag.Feature
	Gold     []int
}

// Examples has the detector split each sentence into the chunks it tags
// and compute their features, and labels each rune from the sentence's
// persons.
func Examples(d *pii.Detector, sents []Sentence) []Example {
	var out []Example
	for _, s := range sents {
		for _, c := range d.KoreanFeatures(s.Text) {
			gold := make([]int, len(c.Features))
			for i := range gold {
				off := c.Offsets[i]
				for _, p := range s.Persons {
					switch {
					case off == p[0]:
						gold[i] = 1
					case off > p[0] && off < p[1]:
						gold[i] = 2
					}
				}
			}
			out = append(out, Example{Features: c.Features, Gold: gold})
		}
	}
	return out
}

// Meta is the model's meta: the feature set's name, then a hash of the
// corpus's bytes, every feature and label computed from it, and the
// options. A model whose meta differs from the one the corpus and the
// current features give is stale (TestEmbeddedModelIsCurrent).
func Meta(raw []byte, ex []Example, opt Options) string {
	h := sha256.New()
	var b [8]byte
	word := func(v uint64) {
		binary.LittleEndian.PutUint64(b[:], v)
		h.Write(b[:])
	}
	word(uint64(len(raw)))
	h.Write(raw)
	for _, e := range ex {
		seqtag.HashExample(h, e.Gold, e.Features)
	}
	v := fmt.Sprintf("%s %s epochs=%d bits=%d", pii.KoreanFeatureSet, hex.EncodeToString(h.Sum(nil))[:32], opt.Epochs, opt.Bits)
	if opt.WithoutTuning {
		v += " without-tuning"
	}
	if opt.Swap > 0 {
		v += fmt.Sprintf(" swap=%d", opt.Swap)
	}
	if opt.Foreign > 0 {
		v += fmt.Sprintf(" foreign=%d", opt.Foreign)
	}
	if opt.MultiCoNER != "" {
		v += " multiconer=" + opt.MultiCoNER
	}
	if opt.SwapApart {
		v += fmt.Sprintf(" swap-apart=%d", opt.MultiCoNERSwap)
	}
	return v
}

// Train runs the averaged perceptron over the examples for opt.Epochs
// epochs, each in an order fixed by its number, and returns the model.
func Train(ex []Example, opt Options, meta string) *seqtag.Model {
	t := seqtag.NewTrainer(pii.KoreanLabels, opt.Bits)
	for e := range opt.Epochs {
		rng := rand.New(rand.NewPCG(93, uint64(e)))
		for _, i := range rng.Perm(len(ex)) {
			t.Update(ex[i].Features, ex[i].Gold)
		}
	}
	return t.Model(meta)
}

// Score counts persons found against KLUE's own labels, with strict
// bounds. Only persons holding a Hangul syllable are counted: the model
// decides those.
type Score = pii.PersonScore

// Measure scores d's persons on sents.
func Measure(d *pii.Detector, sents []Sentence) Score {
	var sc Score
	for _, s := range sents {
		sc.Add(d, s.Text, s.Persons, pii.HasHangulText)
	}
	return sc
}

// Errors returns, for each of sents where d's persons in Hangul differ
// from the labels, a line with the sentence, the persons missed (-) and
// those found wrongly (+): for reading what a model gets wrong.
func Errors(d *pii.Detector, sents []Sentence) []string {
	var out []string
	for _, s := range sents {
		want := map[[2]int]bool{}
		for _, p := range s.Persons {
			if pii.HasHangulText(s.Text[p[0]:p[1]]) {
				want[p] = true
			}
		}
		var diff []string
		for _, sp := range d.Find(s.Text) {
			k := [2]int{sp.Start, sp.End}
			if sp.Kind != pii.Person || !pii.HasHangulText(s.Text[sp.Start:sp.End]) {
				continue
			}
			if want[k] {
				delete(want, k)
				continue
			}
			diff = append(diff, "+"+s.Text[sp.Start:sp.End])
		}
		for _, p := range s.Persons {
			if want[p] {
				diff = append(diff, "-"+s.Text[p[0]:p[1]])
			}
		}
		if len(diff) > 0 {
			out = append(out, fmt.Sprintf("%d %v | %s", s.ID, diff, s.Text))
		}
	}
	return out
}

// CrossValidate splits the sentences into folds by index (sentence i is in
// fold i % folds), trains a model on all folds but one with opt and scores
// the detector with it on that one, and returns the rules' score and the
// model's over all folds: a second estimate beside the tuning sentences',
// at the shipped constants. The MultiCoNER sentences opt keeps (mc) are
// trained on in every fold and scored in none.
func CrossValidate(d *pii.Detector, sents, mc []Sentence, folds int, opt Options) (rules, model Score) {
	rd := d.WithKoreanModel(nil)
	for k := range folds {
		var train, test []Sentence
		for i, s := range sents {
			if i%folds == k {
				test = append(test, s)
			} else {
				train = append(train, s)
			}
		}
		train = Split(d, train, mc, Options{Epochs: opt.Epochs, Bits: opt.Bits, Swap: opt.Swap, Foreign: opt.Foreign, MultiCoNER: opt.MultiCoNER, SwapApart: opt.SwapApart, MultiCoNERSwap: opt.MultiCoNERSwap})
		md := d.WithKoreanModel(Train(Examples(d, train), opt, pii.KoreanFeatureSet+" cross-validation"))
		rules, model = rules.Plus(Measure(rd, test)), model.Plus(Measure(md, test))
	}
	return rules, model
}

// Swapped returns copies copies of each sentence holding a person, each
// person replaced by another person's text drawn from sents (a PCG seeded
// by the copy's number), so the model sees each context with other names
// and each name in other contexts.
func Swapped(sents []Sentence, copies int) []Sentence {
	var pool []string
	for _, s := range sents {
		for _, p := range s.Persons {
			pool = append(pool, s.Text[p[0]:p[1]])
		}
	}
	if len(pool) == 0 {
		return nil
	}
	return swapCopies(sents, copies, 930, func(rng *rand.Rand) string { return pool[rng.IntN(len(pool))] })
}

// swapCopies returns copies copies of each sentence holding a person, each
// person replaced by what name draws from a PCG seeded by (seed, the copy's
// number); Swapped and ForeignSwapped differ only in name.
func swapCopies(sents []Sentence, copies int, seed uint64, name func(*rand.Rand) string) []Sentence {
	var out []Sentence
	for c := range copies {
		rng := rand.New(rand.NewPCG(seed, uint64(c)))
		for _, s := range sents {
			if len(s.Persons) == 0 {
				continue
			}
			var b strings.Builder
			n := Sentence{ID: s.ID}
			last := 0
			for _, p := range s.Persons {
				b.WriteString(s.Text[last:p[0]])
				start := b.Len()
				b.WriteString(name(rng))
				n.Persons = append(n.Persons, [2]int{start, b.Len()})
				last = p[1]
			}
			b.WriteString(s.Text[last:])
			n.Text = b.String()
			out = append(out, n)
		}
	}
	return out
}

// ForeignSwapped returns copies copies of each sentence holding a person,
// each person replaced by a made foreign name in Hangul: the first word of
// one name of two words or more in sents and the last word of another
// ("존 메이어" and "케일라 진 뮬러" give 존 뮬러), drawn by a PCG seeded by
// the copy's number. KLUE's sentences name few foreigners; the copies show
// the model foreign names, one-syllable words among them (존, 킵, 칼), in
// every context a person takes (docs/adr/0103).
func ForeignSwapped(sents []Sentence, copies int) []Sentence {
	var firsts, lasts []string
	for _, s := range sents {
		for _, p := range s.Persons {
			words := strings.Fields(s.Text[p[0]:p[1]])
			if len(words) < 2 {
				continue
			}
			firsts = append(firsts, words[0])
			lasts = append(lasts, words[len(words)-1])
		}
	}
	if len(firsts) == 0 {
		return nil
	}
	return swapCopies(sents, copies, 931, func(rng *rand.Rand) string {
		first := firsts[rng.IntN(len(firsts))]
		return first + " " + lasts[rng.IntN(len(lasts))]
	})
}
