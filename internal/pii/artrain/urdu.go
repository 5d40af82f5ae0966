package artrain

import (
	"bufio"
	"compress/gzip"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/pii"
	"knowledgestack/internal/pii/piitrain"
	"knowledgestack/internal/seqtag"
)

// UrduCorpus is the Urdu model's training text (docs/adr/0270): IL-NER's
// Urdu train file, whole. Its test and dev files are the eighteenth name
// set's text and are never read here.
const UrduCorpus = "il-ner-train-ur/Urdu-train.txt.gz"

// UrduHeldEvery: one document in this many (the last of each ten) of the
// train file no model is trained on: cmd/trainar -tune-urdu chooses the
// Urdu options and margins on them. The file's persons are bunched (two
// thirds of them in its sentences 2,500-3,000), so a tail would hold none.
const UrduHeldEvery = 10

// UrduShipped are the options the shipped Urdu model is trained with
// (chosen on the held-back sentences, docs/adr/0270).
var UrduShipped = Options{Epochs: 20, Swaps: 8}

// urduDocLines is how many sentences make one training document (one a
// line), as NewsFANE's documents are eight.
const urduDocLines = 8

// urduClose are the marks IL-NER writes as tokens that Urdu writes against
// the word before them, urduOpen those written against the word after: the
// eighteenth set joins the corpus's tokens the same way
// (scripts/pii_eighteenth_scripts.py, NER_CLOSE and NER_OPEN).
const (
	urduClose = "۔،؟!:؛),.?%"
	urduOpen  = "("
)

// urduTitles are titles and forms of address the corpus tags inside a
// person ("وزیراعظم نریندرمودی"); the label starts after them, as the
// eighteenth set labels them (UR_TITLES there) and as the detector finds
// names (its urduTitles are never part of one).
var urduTitles = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`لارڈ نواب چھترپتی لالہ سردار جناب مولانا ڈاکٹر بیگم شری شریمتی محترم محترمہ جسٹس
		صدر پروفیسر مسٹر مسز حضرت آنجہانی مرحوم مرحومہ علامہ وزیراعظم وزیراعلیٰ`) {
		urduTitles[w] = true
	}
}

// UrduSentences reads the Urdu train file under piiDir as one document per
// sentence, in file order: tokens joined as the text writes them (IL-NER's
// "_" inside a multiword token is a space) and its persons at the NEP tags
// (B-NEP or a bare "-NEP" starts one, I-NEP goes on), leading titles
// outside.
func UrduSentences(piiDir string) ([]piitrain.Doc, error) {
	f, err := os.Open(filepath.Join(piiDir, "testdata/third_party", UrduCorpus))
	if err != nil {
		return nil, err
	}
	defer f.Close()
	g, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	sc := bufio.NewScanner(g)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	var out []piitrain.Doc
	var words []string
	var tags []string
	flush := func() {
		if len(words) > 0 {
			out = append(out, urduSentence(words, tags))
		}
		words, tags = nil, nil
	}
	for sc.Scan() {
		line := strings.TrimRight(sc.Text(), "\r")
		if strings.TrimSpace(line) == "" {
			flush()
			continue
		}
		w, tag, _ := strings.Cut(line, "\t")
		words = append(words, strings.ReplaceAll(w, "_", " "))
		tags = append(tags, strings.TrimSpace(tag))
	}
	flush()
	return out, sc.Err()
}

// urduSentence joins one sentence's tokens and places its persons: runs
// of NEP tags, leading titles outside (a run that is only a title is no
// person).
func urduSentence(words, tags []string) piitrain.Doc {
	var b strings.Builder
	at := make([][2]int, len(words))
	for i, w := range words {
		if b.Len() > 0 && !(utf8.RuneCountInString(w) == 1 && strings.Contains(urduClose, w)) && !strings.HasSuffix(b.String(), urduOpen) {
			b.WriteByte(' ')
		}
		at[i][0] = b.Len()
		b.WriteString(w)
		at[i][1] = b.Len()
	}
	var runs [][2]int // token ranges [i, j)
	for i, tag := range tags {
		switch {
		case !strings.HasSuffix(tag, "NEP"):
		case strings.HasPrefix(tag, "I-") && len(runs) > 0 && runs[len(runs)-1][1] == i:
			runs[len(runs)-1][1] = i + 1
		default:
			runs = append(runs, [2]int{i, i + 1})
		}
	}
	var persons [][2]int
	for _, r := range runs {
		for r[0] < r[1] && urduTitles[words[r[0]]] {
			r[0]++
		}
		if r[0] < r[1] {
			persons = append(persons, [2]int{at[r[0]][0], at[r[1]-1][1]})
		}
	}
	return piitrain.Doc{Text: b.String(), Persons: persons}
}

// UrduDocs groups sentences into documents of urduDocLines lines.
func UrduDocs(sents []piitrain.Doc) []piitrain.Doc {
	var out []piitrain.Doc
	for at := 0; at < len(sents); at += urduDocLines {
		var d piitrain.Doc
		for _, s := range sents[at:min(at+urduDocLines, len(sents))] {
			if d.Text != "" {
				d.Text += "\n"
			}
			for _, p := range s.Persons {
				d.Persons = append(d.Persons, [2]int{len(d.Text) + p[0], len(d.Text) + p[1]})
			}
			d.Text += s.Text
		}
		out = append(out, d)
	}
	return out
}

// UrduTrainDocs are the documents the shipped Urdu model trains on: every
// document but the held-back ones (UrduHeldEvery), followed by the swapped
// copies o asks for; held are the held-back documents.
func UrduTrainDocs(piiDir string, o Options) (train, held []piitrain.Doc, err error) {
	sents, err := UrduSentences(piiDir)
	if err != nil {
		return nil, nil, fmt.Errorf("read %s: %w", UrduCorpus, err)
	}
	for i, d := range UrduDocs(sents) {
		if i%UrduHeldEvery == UrduHeldEvery-1 {
			held = append(held, d)
		} else {
			train = append(train, d)
		}
	}
	return PersianAugmented(train, o), held, nil
}

// UrduMeta is the Urdu model's meta: as PersianMeta, over UrduCorpus and
// UrduShipped.
func UrduMeta(piiDir string, d *pii.Detector) (string, error) {
	files := append([]string{filepath.Join("testdata/third_party", UrduCorpus)}, piitrain.NameFiles...)
	corpusHash, err := piitrain.HashFiles(piiDir, files)
	if err != nil {
		return "", err
	}
	o := UrduShipped
	return fmt.Sprintf("%s urdu epochs=%d bits=%d seed=%d swaps=%d heldevery=%d corpora=%s probe=%s", pii.ArabicFeatureSet,
		o.Epochs, Bits, Seed, o.Swaps, UrduHeldEvery, corpusHash, piitrain.HashSegments(d.ArabicSegments(urduProbe))), nil
}

// urduProbe is Urdu prose whose features UrduMeta fingerprints.
const urduProbe = "وزیر اعظم نے کہا کہ ڈاکٹر ذاکر حسین اور مولانا ابوالکلام آزاد نے تعلیم کے لئے کام کیا۔\n" +
	"اس موقع پر جناب ستیش کمار اور شریمتی سنیتا دیوی بھی موجود تھیں۔\n"

// TrainUrdu trains the Urdu model on examples with o.
func TrainUrdu(ex []piitrain.Example, meta string, o Options) *seqtag.Model {
	return TrainWith(ex, meta, Options{Epochs: o.Epochs})
}
