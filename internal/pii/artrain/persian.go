package artrain

import (
	"fmt"
	"path/filepath"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
	"knowledgestack/internal/seqtag"
)

// PersianCorpora are the Persian model's training corpora (docs/adr/0109):
// MultiCoNER's Farsi train sentences that the ninth set did not read, but
// for PersianHeldBack. Persian is trained apart from Arabic news: the two
// share a script, few words and few decisions, and one model for both lost
// Arabic names on every Arabic set.
var PersianCorpora = []piitrain.Corpus{
	{Path: "multiconer-fa-train/fa_validation-rest.conll", Format: "multiconer"},
}

// PersianHeldBack are MultiCoNER Farsi train sentences no model is trained
// on: cmd/trainar -tune chooses the Persian options on them.
var PersianHeldBack = piitrain.Corpus{Path: "multiconer-fa-train/fa_validation-heldback.conll", Format: "multiconer"}

// PersianShipped are the options the shipped Persian model is trained with
// (chosen on PersianHeldBack, docs/adr/0109): Swaps copies of each sentence
// that names someone with the corpus's other persons put in.
var PersianShipped = Options{Epochs: 20, Swaps: 8}

// PersianMeta is the Persian model's meta: as Meta, over PersianCorpora and
// PersianShipped, with pii.PersianFeatureSet.
func PersianMeta(piiDir string, d *pii.Detector) (string, error) {
	var files []string
	for _, c := range PersianCorpora {
		files = append(files, filepath.Join("testdata/third_party", c.Path))
	}
	files = append(files, piitrain.NameFiles...)
	corpusHash, err := piitrain.HashFiles(piiDir, files)
	if err != nil {
		return "", err
	}
	o := PersianShipped
	return fmt.Sprintf("%s epochs=%d bits=%d seed=%d swaps=%d corpora=%s probe=%s", pii.PersianFeatureSet,
		o.Epochs, Bits, Seed, o.Swaps, corpusHash, piitrain.HashSegments(d.ArabicSegments(persianProbe))), nil
}

// persianProbe is Persian prose whose features PersianMeta fingerprints.
const persianProbe = "فیلم به کارگردانی عباس کیارستمی در سال ۱۳۷۶ ساخته شد و محمدرضا شجریان آواز آن را خواند.\n" +
	"خانم فاطمه معتمدآریا و آقای سعید سلطان\u200cپور در نقش اصلی بازی کردند.\n"

// ReadPersianDocs reads PersianCorpora under piiDir, followed by the
// swapped copies o asks for.
func ReadPersianDocs(piiDir string, o Options) ([]piitrain.Doc, error) {
	var docs []piitrain.Doc
	for _, c := range PersianCorpora {
		d, err := piitrain.ReadCorpus(piiDir, c)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", c.Path, err)
		}
		docs = append(docs, d...)
	}
	return PersianAugmented(docs, o), nil
}

// PersianAugmented is docs followed by o.Swaps swapped copies of each
// document that names someone.
func PersianAugmented(docs []piitrain.Doc, o Options) []piitrain.Doc {
	return append(docs[:len(docs):len(docs)], swapped(docs, o.Swaps, Seed+400)...)
}

// TrainPersian trains the Persian model on examples with o.
func TrainPersian(ex []piitrain.Example, meta string, o Options) *seqtag.Model {
	return TrainWith(ex, meta, Options{Epochs: o.Epochs})
}
