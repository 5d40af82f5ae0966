// Command trainindic trains the Indic person model of internal/pii
// (docs/adr/0269) from IL-NER's Hindi, Odia and Telugu train files
// (internal/pii/indictrain) and writes internal/pii/model/indic-person.seqtag.
// Run from the repository root:
//
//	go run ./cmd/trainindic
//
// Training is deterministic: the same files give the same bytes. With -tune
// it writes nothing: it trains without one in ten of each language's
// documents and prints, per language, strict person scores on them for a
// grid of margins (pii.IndicOptions): the shipped margins are chosen there,
// on train data, never on a set. With -carry DIR it trains three models,
// each on two of the three languages, writes them to DIR as
// without-<lang>.seqtag and prints each one's scores on the third
// language's train documents, which it never read (leave one language out);
// the pii package's TestIndicCarry measures them on the sets' kinds, and
// -carry-grid DIR scores the grid of margins with them.
package main

import (
	"flag"
	"fmt"
	"log"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/indictrain"
	"knowledgestack/internal/pii/piitrain"
	"knowledgestack/internal/seqtag"
)

func main() {
	if err := run(); err != nil {
		log.Fatal(err)
	}
}

func run() error {
	root := flag.String("pii", "internal/pii", "the pii package folder (corpora under testdata/third_party)")
	out := flag.String("out", "internal/pii/model/indic-person.seqtag", "model file to write")
	tune := flag.Bool("tune", false, "train without one in ten of each language's documents and print scores on them for a grid of margins; write nothing")
	carry := flag.String("carry", "", "train leave-one-language-out models into this folder and score each on the language left out")
	carryGrid := flag.String("carry-grid", "", "score the grid of margins with the leave-one-language-out models -carry wrote to this folder")
	flag.Parse()
	det := pii.NewDetector().WithIndicModel(nil)
	switch {
	case *tune:
		return tuneGrid(*root, det)
	case *carry != "":
		return leaveOneOut(*root, det, *carry)
	case *carryGrid != "":
		return leftOutGrid(*root, det, *carryGrid)
	}
	meta, err := indictrain.Meta(*root, det)
	if err != nil {
		return err
	}
	docs, err := indictrain.ReadDocs(*root)
	if err != nil {
		return err
	}
	ex := indictrain.Examples(det, docs)
	fmt.Printf("%d documents, %d segments, %s\n", len(docs), len(ex), count(ex))
	b, err := indictrain.Train(ex, meta).MarshalBinary()
	if err != nil {
		return err
	}
	if err := os.WriteFile(filepath.Clean(*out), b, 0o644); err != nil {
		return err
	}
	fmt.Printf("wrote %s: %d bytes, %s\n", *out, len(b), meta)
	return nil
}

// count says how many words and persons' words the examples hold.
func count(ex []piitrain.Example) string {
	words, names := 0, 0
	for _, e := range ex {
		words += len(e.Gold)
		for _, g := range e.Gold {
			if g == 1 {
				names++
			}
		}
	}
	return fmt.Sprintf("%d words, %d persons", words, names)
}

// brahmic: a person written in a Brahmic script, the ones the model decides.
func brahmic(s string) bool {
	return strings.IndexFunc(s, func(r rune) bool { return r >= 0x0900 && r < 0x0D80 }) >= 0
}

func score(d *pii.Detector, docs []piitrain.Doc) pii.PersonScore {
	var s pii.PersonScore
	for _, doc := range docs {
		s.Add(d, doc.Text, doc.Persons, brahmic)
	}
	return s
}

func show(name string, s pii.PersonScore) {
	fmt.Printf("%-34s %5d labelled: R %.3f P %.3f F %.3f\n", name, s.Labelled, s.Recall(), s.Precision(),
		2*s.Recall()*s.Precision()/max(s.Recall()+s.Precision(), 1e-9))
}

// tuneGrid trains one model on all but one in ten of each language's documents and
// scores the grid of margins on the held-back tenths.
func tuneGrid(root string, det *pii.Detector) error {
	var train []piitrain.Doc
	held := map[string][]piitrain.Doc{}
	for _, c := range indictrain.Corpora {
		tr, hb, err := indictrain.ReadLang(root, c, true)
		if err != nil {
			return err
		}
		train, held[c.Lang] = append(train, tr...), hb
	}
	m := indictrain.Train(indictrain.Examples(det, train), pii.IndicFeatureSet+" tune")
	for _, c := range indictrain.Corpora {
		show(c.Lang+" rules only", score(det, held[c.Lang]))
	}
	for _, o := range grid() {
		d := det.WithIndicModel(m).WithIndicOptions(o)
		for _, c := range indictrain.Corpora {
			show(fmt.Sprintf("%s add %g veto %g min %d", c.Lang, o.Add, o.Veto, o.MinWords), score(d, held[c.Lang]))
		}
	}
	return nil
}

// grid are the margins -tune tries.
func grid() []pii.IndicOptions {
	var out []pii.IndicOptions
	for _, add := range []float64{-20, 0, 20, 50} {
		for _, veto := range []float64{0, 30, 1e9} {
			for _, mw := range []int{1, 2} {
				out = append(out, pii.IndicOptions{Add: add, Veto: veto, MinWords: mw})
			}
		}
	}
	return out
}

// leaveOneOut trains, for each language, a model on the other two, writes
// it to dir and scores it on the language left out.
func leaveOneOut(root string, det *pii.Detector, dir string) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, left := range indictrain.Corpora {
		var others []string
		for _, c := range indictrain.Corpora {
			if c.Lang != left.Lang {
				others = append(others, c.Lang)
			}
		}
		docs, err := indictrain.ReadDocs(root, others...)
		if err != nil {
			return err
		}
		m := indictrain.Train(indictrain.Examples(det, docs), pii.IndicFeatureSet+" without "+left.Lang)
		if err := write(m, filepath.Join(dir, "without-"+left.Lang+".seqtag")); err != nil {
			return err
		}
		test, err := indictrain.ReadDocs(root, left.Lang)
		if err != nil {
			return err
		}
		show(left.Lang+" train text, rules only", score(det, test))
		show(left.Lang+" train text, model of "+strings.Join(others, "+"), score(det.WithIndicModel(m), test))
	}
	return nil
}

func write(m *seqtag.Model, path string) error {
	b, err := m.MarshalBinary()
	if err != nil {
		return err
	}
	return os.WriteFile(path, b, 0o644)
}

// leftOutGrid scores the grid of margins with each leave-one-language-out
// model on the language it never read: the margins that carry to a new
// language, as a set's new languages will need.
func leftOutGrid(root string, det *pii.Detector, dir string) error {
	for _, left := range indictrain.Corpora {
		b, err := os.ReadFile(filepath.Join(dir, "without-"+left.Lang+".seqtag"))
		if err != nil {
			return err
		}
		m, err := seqtag.Load(b)
		if err != nil {
			return err
		}
		test, err := indictrain.ReadDocs(root, left.Lang)
		if err != nil {
			return err
		}
		for _, o := range grid() {
			if o.Add == 0 || o.Add == 20 {
				show(fmt.Sprintf("%s left out: add %g veto %g min %d", left.Lang, o.Add, o.Veto, o.MinWords),
					score(det.WithIndicModel(m).WithIndicOptions(o), test))
			}
		}
	}
	return nil
}
