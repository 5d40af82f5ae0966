package pii

import (
	_ "embed"

	"knowledgestack/internal/seqtag"
)

// indicModelFile is the Indic person model cmd/trainindic writes
// (docs/adr/0269): the word model's engine over the block-folded features of
// indicfeat.go, trained on IL-NER's Hindi, Odia and Telugu train files
// alone. It is read in place (no copy).
//
//go:embed model/indic-person.seqtag
var indicModelFile []byte

// shippedIndicModel loads the embedded model once per process; nil when the
// file is empty or was trained for other features (the rules then keep
// Brahmic prose, and TestShippedIndicModelIsCurrent fails).
var shippedIndicModel = seqtag.Embedded(indicModelFile, IndicFeatureSet)

// IndicLabels are the Indic model's labels, in index order.
var IndicLabels = []string{"O", "B-PER", "I-PER"}

// IndicModelMeta is the shipped Indic model's meta (feature set and
// training data hash), "" when none is shipped.
func IndicModelMeta() string { return shippedIndicModel().Meta() }

// WithIndicModel returns a detector that judges Brahmic prose with m
// instead of the embedded model, or leaves it to the rules when m is nil:
// for measuring a model before it is embedded (cmd/trainindic -tune).
func (d *Detector) WithIndicModel(m *seqtag.Model) *Detector {
	out := *d
	out.indic, out.indicOff = m, m == nil
	return &out
}

// indicModel is the model that judges Brahmic prose: the one WithIndicModel
// set, else the shipped one; nil when none.
func (d *Detector) indicModel() *seqtag.Model {
	if d.indic != nil || d.indicOff {
		return d.indic
	}
	return shippedIndicModel()
}

// IndicOptions are how the Indic model's margins (seqtag.Margins, weight
// units) decide: a word is in a name when the model tags it so at Add or
// more; a word of the detector's own name stays unless the model is sure it
// is none (a margin below -Veto); a name only the model finds is MinWords
// words or more. They were chosen on held-back IL-NER train sentences
// (cmd/trainindic -tune), never on a set (docs/adr/0269).
type IndicOptions struct {
	Add, Veto float64
	MinWords  int
}

// indicShipped are the options the detector uses.
var indicShipped = IndicOptions{Add: 0, Veto: 30, MinWords: 1}

// WithIndicOptions returns a detector whose Indic model decides with o
// (cmd/trainindic -tune).
func (d *Detector) WithIndicOptions(o IndicOptions) *Detector {
	out := *d
	out.indicOpts = &o
	return &out
}

// withIndicModel decides the persons of the runs of Brahmic words on lines
// of Brahmic prose with the Indic model, last of all passes, over what they
// found (the model's verdict features read exactly that): a person of the
// passes wholly inside a run is judged again, words the model tags are
// added. Names that structure vouches for (tr.keep) and names reaching out
// of the run stay as they are. Nothing changes outside Brahmic prose.
func (d *Detector) withIndicModel(s string, tr *ruleTrace, spans []Span) []Span {
	m := d.indicModel()
	if m == nil || !anyBrahmic(tr.toks) {
		return spans
	}
	o := indicShipped
	if d.indicOpts != nil {
		o = *d.indicOpts
	}
	var drop []bool
	var added []Span
	var tags []int
	var margins []float64
	sp := 0 // spans[sp:] end after the runs already read
	d.indicSegments(s, spans, tr.toks, func(seg PersonSegment) {
		if drop == nil {
			drop = make([]bool, len(spans))
		}
		lo, hi := seg.Words[0][0], seg.Words[len(seg.Words)-1][1]
		n := len(seg.toks)
		fixed := make([]bool, n)
		rule := make([]uint8, n)
		for ; sp < len(spans) && spans[sp].Start < hi; sp++ {
			x := spans[sp]
			if x.End <= lo {
				continue
			}
			judged := x.Kind == Person && x.Start >= lo && x.End <= hi && !tr.keep[[2]int{x.Start, x.End}]
			first := true
			for i, w := range seg.Words {
				if w[0] < x.End && x.Start < w[1] {
					switch {
					case !judged:
						fixed[i] = true
					case first:
						rule[i], first = 1, false
					default:
						rule[i] = 2
					}
				}
			}
			drop[sp] = judged
		}
		tags, margins = m.TagMargins(seg.Feats, 0, tags, margins)
		in := make([]bool, n)
		for i := range n {
			in[i] = !fixed[i] && (tags[i] != 0 && margins[i] >= o.Add || rule[i] != 0 && margins[i] >= -o.Veto)
		}
		for i := 0; i < n; {
			if !in[i] {
				i++
				continue
			}
			j := i
			for j+1 < n && in[j+1] && joined(s, seg.toks[j], seg.toks[j+1]) &&
				(tags[j+1] == 2 || tags[j+1] == 0 && rule[j+1] == 2) {
				j++
			}
			if j-i+1 >= o.MinWords || rule[i] != 0 {
				added = append(added, personSpan(s, seg.toks[i], seg.toks[j]))
			}
			i = j + 1
		}
	})
	if drop == nil {
		return spans // no Brahmic prose
	}
	out := make([]Span, 0, len(spans)+len(added))
	for i, x := range spans {
		if !drop[i] {
			out = append(out, x)
		}
	}
	return resolveSorted(append(out, added...))
}

// anyBrahmic: some word is of a Brahmic block.
func anyBrahmic(toks []token) bool {
	for _, t := range toks {
		if brahmicWord(t.text) {
			return true
		}
	}
	return false
}
