// Package piitrain trains the person word model of internal/pii
// (docs/adr/0083) from the licensed labelled corpora vendored under
// internal/pii/testdata/third_party, and says which corpora those are, so
// a test can tell when the shipped model is stale. cmd/piitrain runs it.
//
// Only text that no name set used is trained on: the Universal NER train
// splits, English EWT's dev and test, WNUT17's train and dev, and NewsFANE's
// first 300 sentences. The framed names_*.txt sets, the material reserved
// for the sixth held-out set (/PUD files among it), and the corpora the
// tuning sets were built from (wikigold, GUM, BTC, the dev/test splits the
// fourth and fifth sets read) are not.
package piitrain

import (
	"bufio"
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"golang.org/x/text/unicode/norm"

	"knowledgestack/internal/pii"
)

// Corpus is one vendored labelled file, relative to third_party.
type Corpus struct {
	Path   string
	Format string // "iob2" (Universal NER), "conll" (token TAB tag), "tsv" (token TAB tag, detokenised), "newsfane", "multiconer"
}

// Corpora are the training corpora, in training order. Changing this list or
// any file in it changes Meta, and TestShippedPersonModelIsCurrent fails
// until the model is retrained.
var Corpora = []Corpus{
	{"uner-train/hr_set-ud-train.iob2.gz", "iob2"},
	{"uner-train/sr_set-ud-train.iob2.gz", "iob2"},
	{"uner-train/sk_snk-ud-train.iob2.gz", "iob2"},
	{"uner-train/da_ddt-ud-train.iob2.gz", "iob2"},
	{"uner-train/pt_bosque-ud-train.iob2.gz", "iob2"},
	{"uner-train/sv_talbanken-ud-train.iob2.gz", "iob2"},
	{"uner-ewt/en_ewt-ud-dev.iob2", "iob2"},
	{"uner-ewt/en_ewt-ud-test.iob2", "iob2"},
	{"wnut17/wnut17train.conll.gz", "conll"},
	{"wnut17/emerging.dev.conll.gz", "conll"},
	{"newsfane-ar/newsfane-first300.txt", "newsfane"},
	{"newsfane-ar/newsfane-next300.txt", "newsfane"},
}

// FiHuCorpora are the Finnish and Hungarian corpora the second word model
// (pii's person-fihu.seqtag, docs/adr/0089) trains on after Corpora: the
// Turku NER corpus's train and dev splits and NYTK-NerKor's train and devel
// splits. Their test splits are the seventh held-out set's.
var FiHuCorpora = []Corpus{
	{"turku-ner-train/train.tsv.gz", "tsv"},
	{"turku-ner-train/dev.tsv.gz", "tsv"},
	{"hu-nerkor-train/nerkor-train.tsv.gz", "tsv"},
	{"hu-nerkor-train/nerkor-devel.tsv.gz", "tsv"},
}

// EuropeanaCorpora are the Europeana Newspapers NER corpora (Dutch, French,
// German; CC0), vendored and measured but trained on by neither model
// (docs/adr/0156): OCR noise and persons left unlabelled taught the model
// that names are no names, and every tuning set lost recall. `go run
// ./cmd/piitrain -with-europeana` trains on them to measure again.
var EuropeanaCorpora = []Corpus{
	{"europeana-train/enp-nl-kb.tsv.gz", "tsv"},
	{"europeana-train/enp-fr-bnf.tsv.gz", "tsv"},
	{"europeana-train/enp-de-lft.tsv.gz", "tsv"},
	{"europeana-train/enp-de-onb.tsv.gz", "tsv"},
}

// LeaveOut is corpora less each corpus whose path holds one of words: the
// trainer leaves a language out to measure the model on a language it never
// saw (docs/adr/0156).
func LeaveOut(corpora []Corpus, words []string) []Corpus {
	var out []Corpus
	for _, c := range corpora {
		keep := true
		for _, w := range words {
			keep = keep && (w == "" || !strings.Contains(c.Path, w))
		}
		if keep {
			out = append(out, c)
		}
	}
	return out
}

// Training constants: fixed, so a retraining on the same corpora writes the
// same bytes.
const (
	Epochs = 6
	Bits   = 20 // 2^20 rows × 3 labels × 2 bytes = 6 MiB
	Seed   = 30
)

// Doc is a labelled text: persons as byte ranges.
type Doc struct {
	Text    string
	Persons [][2]int
}

// thirdParty is where the corpora lie, relative to internal/pii.
const thirdParty = "testdata/third_party"

// probe is text whose features Meta fingerprints: a change to the
// tokeniser, the features or the rules' verdicts on it (the model is trained
// on the rules' output) changes the meta even when nobody bumped
// pii.PersonFeatureSet.
const probe = "Dear Aoife Byrne, Poglavnik Ante Pavelić met Jackom Kerouacom in Zagreb; Vlada said so.\n" +
	"From: Tanaka Hiroshi <tanaka@example.jp>\nJohn Ronald Reuel Tolkien and Mr. O'Brien-Smith wrote to Zoë van den Heuvel.\n" +
	"قال الرئيس بشار الاسد في دمشق ان محمد بن زايد ال نهيان وصل.\n"

// Meta is the model meta for the corpora and name lists under piiDir
// (internal/pii): the feature set, the training constants, a SHA-256 of
// every corpus and list file, and a fingerprint of the features d computes
// on a probe text.
func Meta(piiDir string, d *pii.Detector) (string, error) {
	return MetaFor(piiDir, d, Corpora)
}

// MetaFor is Meta for a model trained on corpora.
func MetaFor(piiDir string, d *pii.Detector, corpora []Corpus) (string, error) {
	files := make([]string, 0, len(corpora)+len(NameFiles))
	for _, c := range corpora {
		files = append(files, filepath.Join(thirdParty, c.Path))
	}
	files = append(files, NameFiles...)
	corpusHash, err := HashFiles(piiDir, files)
	if err != nil {
		return "", err
	}
	return fmt.Sprintf("%s epochs=%d bits=%d seed=%d corpora=%s probe=%s", pii.PersonFeatureSet, Epochs, Bits, Seed,
		corpusHash, HashSegments(d.PersonSegments(probe))), nil
}

// HashFiles is the part of a model's meta that changes with any corpus or
// list it reads: the first 32 hex digits of a SHA-256 over each file under
// piiDir, its slash path, length and bytes, in order.
func HashFiles(piiDir string, files []string) (string, error) {
	h := sha256.New()
	for _, f := range files {
		b, err := os.ReadFile(filepath.Join(piiDir, f))
		if err != nil {
			return "", fmt.Errorf("training meta: %w", err)
		}
		fmt.Fprintf(h, "%s %d\n", filepath.ToSlash(f), len(b))
		h.Write(b)
	}
	return hex.EncodeToString(h.Sum(nil))[:32], nil
}

// HashSegments is the part of a model's meta that changes with the features
// the detector computes on a probe text, even when nobody bumped the
// feature set's name: the first 16 hex digits of a SHA-256 over each word's
// bounds and feature hashes.
func HashSegments(segs []pii.PersonSegment) string {
	p := sha256.New()
	for _, seg := range segs {
		for i, fs := range seg.Feats {
			fmt.Fprintf(p, "%d-%d:", seg.Words[i][0], seg.Words[i][1])
			for _, f := range fs {
				fmt.Fprintf(p, "%x,", uint64(f))
			}
		}
	}
	return hex.EncodeToString(p.Sum(nil))[:16]
}

// ReadDocs reads every corpus under piiDir into documents, followed by one
// copy of each document that names someone with its persons replaced by
// names from the detector's lists (augment.go).
func ReadDocs(piiDir string) ([]Doc, error) {
	return ReadCorpora(piiDir, Corpora)
}

// ReadCorpora is ReadDocs for the given corpora.
func ReadCorpora(piiDir string, corpora []Corpus) ([]Doc, error) {
	var out []Doc
	for _, c := range corpora {
		docs, err := readCorpus(filepath.Join(piiDir, thirdParty, c.Path), c.Format)
		if err != nil {
			return nil, fmt.Errorf("read %s: %w", c.Path, err)
		}
		out = append(out, docs...)
	}
	pool, err := loadPool(piiDir)
	if err != nil {
		return nil, fmt.Errorf("read name lists: %w", err)
	}
	aug := augment(out, pool, Seed)
	// Arabic text is scarce (600 sentences): its documents get two more
	// copies with other names.
	var arabic []Doc
	for _, d := range out {
		if len(d.Persons) > 0 && scriptOf(d.Text[d.Persons[0][0]:d.Persons[0][1]]) == "arabic" {
			arabic = append(arabic, d)
		}
	}
	aug = append(aug, augment(arabic, pool, Seed+1)...)
	aug = append(aug, augment(arabic, pool, Seed+2)...)
	return append(out, aug...), nil
}

func readCorpus(path, format string) ([]Doc, error) {
	f, err := os.Open(path)
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
	switch format {
	case "iob2":
		return readIOB2(sc)
	case "conll":
		return readCoNLL(sc, tagPER, " ", 1)
	case "tsv":
		return readCoNLL(sc, tagPER, "detok", 10)
	case "newsfane":
		return readCoNLL(sc, tagFANE, "", 8)
	case "multiconer":
		lines, err := multiCoNERLines(sc)
		if err != nil {
			return nil, err
		}
		return readCoNLL(lines, tagPER, "detok", 8)
	}
	return nil, fmt.Errorf("format %q", format)
}

// multiCoNERLines rewrites MultiCoNER's blocks ("# id <uuid>\tdomain=…",
// then "token _ _ tag" lines, a blank line) as token TAB tag lines for
// readCoNLL: the id line is dropped, the token is the first field and the
// tag the last (docs/adr/0109).
func multiCoNERLines(sc *bufio.Scanner) (*bufio.Scanner, error) {
	var b strings.Builder
	for sc.Scan() {
		line := sc.Text()
		if strings.HasPrefix(line, "# id ") {
			continue
		}
		if f := strings.Fields(line); len(f) >= 2 {
			line = f[0] + "\t" + f[len(f)-1]
		}
		b.WriteString(line)
		b.WriteByte('\n')
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	out := bufio.NewScanner(strings.NewReader(b.String()))
	out.Buffer(make([]byte, 1<<20), 1<<20)
	return out, nil
}

// token is one labelled token of a sentence: its text and its tag (B/I/O
// of a person, already mapped).
type token struct{ text, tag string }

// sentence builds a sentence's text from tokens written apart by sep (or,
// for NewsFANE, as Arabic writes them: see joinFANE), and its persons.
func sentence(toks []token, text string) (string, [][2]int) {
	var persons [][2]int
	cur := 0
	for _, t := range toks {
		i := strings.Index(text[cur:], t.text)
		if i < 0 {
			continue // a UD word form not in the text ("de" + "o" of "do"); never inside the corpora's names
		}
		a, b := cur+i, cur+i+len(t.text)
		cur = b
		switch t.tag {
		case "B":
			persons = append(persons, [2]int{a, b})
		case "I":
			if len(persons) > 0 {
				persons[len(persons)-1][1] = b
			} else {
				persons = append(persons, [2]int{a, b})
			}
		}
	}
	return text, persons
}

func tagPER(tag string) string {
	if len(tag) > 2 && strings.HasSuffix(tag, "-PER") || strings.HasSuffix(tag, "-person") {
		return tag[:1]
	}
	return "O"
}

// NewsFANE's person classes (its other classes, "Group" among them, are no
// one person), as scripts/pii-fourth-names.py reads them.
var fanePER = map[string]bool{"Politician": true, "Athlete": true, "Artist": true, "Other_PER": true,
	"Religious_PER": true, "Scientist": true, "Police": true, "Businessperson": true, "Lawyer": true, "Engineer": true}

func tagFANE(tag string) string {
	if len(tag) > 2 && fanePER[tag[2:]] {
		return tag[:1]
	}
	return "O"
}

// readIOB2 reads Universal NER: "# newdoc id", "# text = …" and token lines
// (index TAB token TAB tag …); documents of at most ten sentences.
func readIOB2(sc *bufio.Scanner) ([]Doc, error) {
	var docs []Doc
	var doc Doc
	var lines int
	var text string
	var toks []token
	endSentence := func() {
		if text == "" {
			return
		}
		t, persons := sentence(toks, text)
		if doc.Text != "" {
			doc.Text += "\n"
		}
		for _, p := range persons {
			doc.Persons = append(doc.Persons, [2]int{p[0] + len(doc.Text), p[1] + len(doc.Text)})
		}
		doc.Text += t
		lines++
		text, toks = "", nil
	}
	endDoc := func() {
		if doc.Text != "" {
			docs = append(docs, doc)
		}
		doc, lines = Doc{}, 0
	}
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# newdoc"):
			endSentence()
			endDoc()
		case strings.HasPrefix(line, "# text = "):
			endSentence()
			if lines >= 10 {
				endDoc()
			}
			text = norm.NFC.String(strings.TrimPrefix(line, "# text = "))
		case strings.HasPrefix(line, "#"):
		case line == "":
			endSentence()
		default:
			f := strings.Split(line, "\t")
			if len(f) >= 3 {
				toks = append(toks, token{norm.NFC.String(f[1]), tagPER(f[2])})
			}
		}
	}
	endSentence()
	endDoc()
	return docs, sc.Err()
}

// readCoNLL reads token TAB tag lines, sentences apart by a blank line, into
// documents of perDoc sentences (a line each). sep "" is NewsFANE's: its
// left-to-right marks dropped and its split-off clitics joined back.
func readCoNLL(sc *bufio.Scanner, tag func(string) string, sep string, perDoc int) ([]Doc, error) {
	var docs []Doc
	var doc Doc
	var lines int
	var toks []token
	end := func() {
		if len(toks) > 0 {
			var text string
			if sep == "" {
				text = joinFANE(toks)
			} else if sep == "detok" {
				text = detokenise(toks)
			} else {
				parts := make([]string, len(toks))
				for i, t := range toks {
					parts[i] = t.text
				}
				text = strings.Join(parts, sep)
			}
			t, persons := sentence(toks, text)
			if doc.Text != "" {
				doc.Text += "\n"
			}
			for _, p := range persons {
				doc.Persons = append(doc.Persons, [2]int{p[0] + len(doc.Text), p[1] + len(doc.Text)})
			}
			doc.Text += t
			lines++
			toks = nil
		}
		if lines >= perDoc {
			docs = append(docs, doc)
			doc, lines = Doc{}, 0
		}
	}
	for sc.Scan() {
		line := sc.Text()
		if strings.TrimSpace(line) == "" {
			end()
			continue
		}
		tok, tg, ok := strings.Cut(line, "\t")
		if !ok {
			continue
		}
		if tok == "-DOCSTART-" { // Turku NER's document mark: ends the document
			end()
			if doc.Text != "" {
				docs = append(docs, doc)
				doc, lines = Doc{}, 0
			}
			continue
		}
		tok = strings.NewReplacer("\u200e", "", "\u200f", "").Replace(tok)
		if tok != "" {
			toks = append(toks, token{norm.NFC.String(tok), tag(strings.TrimSpace(tg))})
		}
	}
	end()
	if doc.Text != "" {
		docs = append(docs, doc)
	}
	return docs, sc.Err()
}

// detokenise writes a sentence of Turku NER or NerKor back as text: tokens
// apart by a space, except before closing punctuation and after opening
// marks, so the words' punctuation features see what they see in text.
func detokenise(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !strings.Contains(".,:;!?)]}»”%…", t.text) && !strings.Contains("([{«„“", toks[i-1].text) {
			b.WriteByte(' ')
		}
		b.WriteString(t.text)
	}
	return b.String()
}

// NewsFANE splits clitics off as tokens ("و قال ان ه" for "وقال انه"); the
// text is written back as Arabic writes it, as the fourth set's script does:
// a one-letter conjunction or preposition joins the next word, a pronoun
// suffix the word before, never across a person's bounds.
var (
	proclitic = map[string]bool{"و": true, "ف": true, "ب": true, "ل": true}
	enclitic  = map[string]bool{"ه": true, "ها": true, "هم": true, "هما": true, "هن": true, "نا": true, "كم": true, "ي": true}
)

func arabicLetters(w string) bool {
	for _, r := range w {
		if r < 0x0621 || r > 0x064a {
			return false
		}
	}
	return w != ""
}

func joinFANE(toks []token) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 {
			p := toks[i-1]
			free := p.tag == "O" && t.tag == "O" && arabicLetters(p.text) && arabicLetters(t.text)
			if !(free && (proclitic[p.text] || enclitic[t.text])) {
				b.WriteByte(' ')
			}
		}
		b.WriteString(t.text)
	}
	return b.String()
}
