package pii

import (
	_ "embed"

	"knowledgestack/internal/seqtag"
)

// urduModelFile is the Urdu person model cmd/trainar -urdu writes
// (docs/adr/0270): the Arabic model's engine and features (the rules'
// verdict among them), trained on IL-NER's Urdu train file alone, so Urdu
// moves no Arabic or Persian weight. On the Arabic prose runs of Urdu lines
// (urduLineWords) it decides in place of the Arabic and Persian models,
// which never read Urdu and took its commonest words for names.
//
//go:embed model/ur-person.seqtag
var urduModelFile []byte

// shippedUrduModel loads the embedded model once per process; nil when the
// file is empty or was trained for other features (Urdu lines then go to
// the Arabic and Persian models, as before docs/adr/0270).
var shippedUrduModel = seqtag.Embedded(urduModelFile, ArabicFeatureSet)

// UrduModelMeta is the shipped Urdu model's meta, "" when none is shipped.
func UrduModelMeta() string { return shippedUrduModel().Meta() }

// WithUrduModel returns a detector that tags Urdu lines' Arabic prose with
// m at margin add instead of the embedded Urdu model at urduAddMargin, or
// with the Arabic and Persian models when m is nil (cmd/trainar
// -tune-urdu).
func (d *Detector) WithUrduModel(m *seqtag.Model, add float64) *Detector {
	out := *d
	out.urdu, out.urduAdd = m, add
	return &out
}

// urduAddMargin is the margin (weight units) at which the Urdu model's tag
// puts a word in a name, chosen on the train file's held-back sentences
// (docs/adr/0270).
const urduAddMargin = 0.0
