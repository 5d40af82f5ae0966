package pii

import (
	_ "embed"
	"sort"

	"knowledgestack/internal/seqtag"
)

// PersianFeatureSet is the Persian model's feature set: the Arabic model's
// (arfeat.go), which reads Arabic-script words of either language.
const PersianFeatureSet = ArabicFeatureSet

// persianModelFile is the Persian person model cmd/trainar -persian writes
// (docs/adr/0109): the Arabic model's engine and features, trained on
// Persian sentences alone (MultiCoNER's Farsi train part the ninth set did
// not read), so Persian text moves no Arabic weight. On the Arabic prose
// runs of Persian lines (persianLineWords) it adds the names it finds to
// the Arabic model's, which news taught to read Persian mostly as noise.
//
//go:embed model/fa-person.seqtag
var persianModelFile []byte

// shippedPersianModel loads the embedded model once per process; nil when
// the file is empty or was trained for other features (the Arabic model
// then reads Persian lines too, as before docs/adr/0109).
var shippedPersianModel = seqtag.Embedded(persianModelFile, PersianFeatureSet)

// PersianModelMeta is the shipped Persian model's meta, "" when none is
// shipped.
func PersianModelMeta() string { return shippedPersianModel().Meta() }

// WithPersianModel returns a detector that tags Persian lines' Arabic prose
// with m besides the Arabic model instead of the embedded Persian model, or
// with the Arabic model alone when m is nil (cmd/trainar -tune-persian).
func (d *Detector) WithPersianModel(m *seqtag.Model) *Detector {
	out := *d
	out.persian = m
	return &out
}

// onPersianLine: there is a Persian model and seg's first word is on a
// Persian line (fa, persianLineWords over toks).
func (d *Detector) onPersianLine(seg PersonSegment, toks []token, fa []bool) bool {
	return d.persian != nil && lineWordAt(seg, toks, fa)
}

// lineWordAt: seg's first word is marked in marks (a line vote over toks:
// persianLineWords, urduLineWords).
func lineWordAt(seg PersonSegment, toks []token, marks []bool) bool {
	if marks == nil || len(seg.toks) == 0 {
		return false
	}
	start := seg.toks[0].start
	i := sort.Search(len(toks), func(k int) bool { return toks[k].start >= start })
	return i < len(toks) && toks[i].start == start && marks[i]
}
