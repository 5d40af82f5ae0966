// Package indictrain trains the Indic person model of internal/pii
// (docs/adr/0269) from IL-NER's Hindi, Odia and Telugu train files and says
// which files those are, so a test can tell when the shipped model is stale.
// cmd/trainindic runs it.
//
// It reads only IL-NER's train files (testdata/third_party/il-ner-train):
// the test and dev files are the eighteenth's Telugu and Urdu and the
// nineteenth's Hindi and Odia text, kept as tuning text the model never saw
// (TestTrainingHoldsNoSetSentence proves no trained sentence is a set's).
package indictrain

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
	"knowledgestack/internal/seqtag"
)

// A Corpus is one language's train file, relative to internal/pii.
type Corpus struct {
	Lang, Path string
}

// Corpora are the training corpora, in training order. Changing this list or
// any file in it changes Meta, and TestShippedIndicModelIsCurrent fails
// until the model is retrained.
var Corpora = []Corpus{
	{"hi", "testdata/third_party/il-ner-train/hi-train.tsv.gz"},
	{"or", "testdata/third_party/il-ner-train/or-train.tsv.gz"},
	{"te", "testdata/third_party/il-ner-train/te-train.tsv.gz"},
}

// ListFiles are the name and word lists the features read (indicfeat.go):
// a change to one changes the features, so Meta hashes them.
var ListFiles = []string{"names/indic/hi_surnames.txt", "names/hi/common.txt", "names/hi/web.txt",
	"names/stopwords/hi.txt", "names/indic/te.txt", "names/indic/or.txt", "names/indic/te_web.txt"}

// Training constants: fixed, so a retraining on the same corpora writes the
// same bytes. PerDoc sentences are written on one line, space apart, as the
// sets write IL-NER's paragraphs.
const (
	Epochs = 10
	Bits   = 19 // 2^19 rows × 3 labels × 2 bytes = 3 MiB
	Seed   = 269
	PerDoc = 4
)

// HeldBack is the share (in tenths) of each language's documents that
// cmd/trainindic -tune keeps out of training to choose the margins on: the
// first of every ten documents (the files are ordered by source, and the
// last tenth of Hindi's names nobody).
const HeldBack = 1

// probe is made Brahmic prose (Hindi, Odia, Telugu) whose features Meta
// fingerprints: a change to the tokeniser, the features or the detector's
// verdicts on it (the model is trained on the detector's output) changes
// the meta even when nobody bumped pii.IndicFeatureSet.
const probe = "कल शाम श्री रमेश वर्मा ने दिल्ली में कहा कि सरकार नई योजना लाएगी और सुनीता देवी उनके साथ थीं।\n" +
	"ଗତକାଲି ଶ୍ରୀ ରମେଶ ପଟ୍ଟନାୟକ କଟକରେ କହିଥିଲେ ଯେ ସରକାର ନୂଆ ଯୋଜନା ଆଣିବେ।\n" +
	"నిన్న సాయంత్రం శ్రీ రమేష్ రెడ్డి హైదరాబాద్\u200cలో ప్రభుత్వం కొత్త పథకం తెస్తుందని చెప్పారు.\n"

// Sentence is one IL-NER sentence: its tokens and each token's label
// (0 outside a person, 1 a person's first token, 2 a later one).
type Sentence struct {
	Tokens []string
	Labels []int
}

// closing are the marks IL-NER's tokens hold that are written against the
// word before them, as the nineteenth set's script joins them (NER_CLOSE).
const closing = "।॥,.?!:;)%"

// Text writes the sentence as the sets write IL-NER's tokens: a space
// between tokens, none before a closing mark or after "(". It returns the
// text and each person's byte span.
func (s Sentence) Text() (string, [][2]int) {
	var b strings.Builder
	var persons [][2]int
	for i, t := range s.Tokens {
		if i > 0 && !(len(t) > 0 && strings.Contains(closing, t) && len([]rune(t)) == 1) && s.Tokens[i-1] != "(" {
			b.WriteByte(' ')
		}
		at := b.Len()
		b.WriteString(t)
		switch {
		case s.Labels[i] == 1 || s.Labels[i] == 2 && len(persons) == 0:
			persons = append(persons, [2]int{at, b.Len()})
		case s.Labels[i] == 2:
			persons[len(persons)-1][1] = b.Len()
		}
	}
	return b.String(), persons
}

// ReadSentences reads one train file (token TAB B-PER/I-PER/O, a blank line
// between sentences, gzip-compressed) under piiDir.
func ReadSentences(piiDir, path string) ([]Sentence, error) {
	f, err := os.Open(filepath.Join(piiDir, path))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var r io.Reader = f
	if strings.HasSuffix(path, ".gz") {
		g, err := gzip.NewReader(f)
		if err != nil {
			return nil, err
		}
		r = g
	}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var out []Sentence
	var cur Sentence
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			if len(cur.Tokens) > 0 {
				out = append(out, cur)
			}
			cur = Sentence{}
			continue
		}
		tok, tag, _ := strings.Cut(line, "\t")
		label := 0
		switch tag {
		case "B-PER":
			label = 1
		case "I-PER":
			label = 2
		}
		cur.Tokens = append(cur.Tokens, tok)
		cur.Labels = append(cur.Labels, label)
	}
	if len(cur.Tokens) > 0 {
		out = append(out, cur)
	}
	return out, sc.Err()
}

// Docs groups sentences into documents of PerDoc sentences on one line.
func Docs(sents []Sentence) []piitrain.Doc {
	var out []piitrain.Doc
	for i := 0; i < len(sents); i += PerDoc {
		var doc piitrain.Doc
		for _, s := range sents[i:min(i+PerDoc, len(sents))] {
			text, persons := s.Text()
			if doc.Text != "" {
				doc.Text += " "
			}
			for _, p := range persons {
				doc.Persons = append(doc.Persons, [2]int{p[0] + len(doc.Text), p[1] + len(doc.Text)})
			}
			doc.Text += text
		}
		out = append(out, doc)
	}
	return out
}

// ReadLang reads one language's documents, split into the part -tune trains
// on and the HeldBack tenths it scores on (all of them in train when
// HeldBack is not asked for).
func ReadLang(piiDir string, c Corpus, holdBack bool) (train, held []piitrain.Doc, err error) {
	sents, err := ReadSentences(piiDir, c.Path)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", c.Path, err)
	}
	docs := Docs(sents)
	if !holdBack {
		return docs, nil, nil
	}
	for i, d := range docs {
		if i%10 < HeldBack {
			held = append(held, d)
		} else {
			train = append(train, d)
		}
	}
	return train, held, nil
}

// ReadDocs reads the documents of the languages langs ("" for all), in
// Corpora's order.
func ReadDocs(piiDir string, langs ...string) ([]piitrain.Doc, error) {
	var out []piitrain.Doc
	for _, c := range Corpora {
		if len(langs) > 0 && !contains(langs, c.Lang) {
			continue
		}
		docs, _, err := ReadLang(piiDir, c, false)
		if err != nil {
			return nil, err
		}
		out = append(out, docs...)
	}
	return out, nil
}

func contains(list []string, w string) bool {
	for _, x := range list {
		if x == w {
			return true
		}
	}
	return false
}

// Meta is the model meta for the corpora and lists under piiDir: the
// feature set, the training constants, a SHA-256 of every corpus and list
// file, and a fingerprint of the features d computes on a probe text.
func Meta(piiDir string, d *pii.Detector) (string, error) {
	var files []string
	for _, c := range Corpora {
		files = append(files, c.Path)
	}
	files = append(files, ListFiles...)
	h, err := piitrain.HashFiles(piiDir, files)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s epochs=%d bits=%d seed=%d perdoc=%d corpora=%s probe=%s", pii.IndicFeatureSet,
		Epochs, Bits, Seed, PerDoc, h, piitrain.HashSegments(d.IndicSegments(probe))), nil
}

// Examples turns documents into the Indic model's segments with gold labels
// (pii.IndicLabels): a word inside a labelled person is B-PER when it is
// the first such word of that person in the segment, else I-PER.
func Examples(d *pii.Detector, docs []piitrain.Doc) []piitrain.Example {
	var out []piitrain.Example
	for _, doc := range docs {
		for _, seg := range d.IndicSegments(doc.Text) {
			gold := make([]int, len(seg.Words))
			prev, k := -1, 0
			for i, w := range seg.Words {
				for k < len(doc.Persons) && doc.Persons[k][1] <= w[0] {
					k++
				}
				p := -1
				if k < len(doc.Persons) && doc.Persons[k][0] < w[1] {
					p = k
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
	t := seqtag.NewTrainer(pii.IndicLabels, Bits)
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
