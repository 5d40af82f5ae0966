// Package kotrain trains the detector's person tagger for Korean text
// (docs/adr/0093): it reads the KLUE NER sentences the model may learn
// from, has the detector compute each sentence's features, and runs the
// sequence tagger's trainer over them in a fixed order, so the same
// sentences and features always give the same model.
package kotrain

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// Corpus is the vendored file the model learns from, under
// internal/pii/testdata/third_party: KLUE NER v1.1 dev sentences 1,001 to
// 5,000 (ids klue-ner-v1_dev_01000 to _04999), gzipped.
const Corpus = "klue-ner-train/klue-ner-v1.1_dev-1001-5000.tsv.gz"

// FirstAllowed is the first KLUE dev id (0-based, as in its comment lines)
// the model may read: sentences 1 to 1,000 (ids 0 to 999) are reserved for
// a held-out set, and a corpus holding one is refused.
const FirstAllowed = 1000

// Sentence is one labelled sentence: its id number, its text, and the
// byte ranges of the persons (KLUE's PS, MultiCoNER's PER) in it.
type Sentence struct {
	ID      int
	Text    string
	Persons [][2]int
	// Others are the byte ranges of the tokens of other entities (places,
	// groups, firms, works, products) where a corpus labels them
	// (MultiCoNER's); KLUE's are not read.
	Others [][2]int
}

// ReadAll reads the corpus under root (internal/pii/testdata/third_party)
// and returns its sentences in order and the file's bytes (for the model's
// meta hash).
func ReadAll(root string) ([]Sentence, []byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, Corpus))
	if err != nil {
		return nil, nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", Corpus, err)
	}
	sents, err := Read(zr)
	if err != nil {
		return nil, nil, fmt.Errorf("%s: %w", Corpus, err)
	}
	return sents, raw, nil
}

// Read parses KLUE NER's syllable format: a "## klue-ner-v1_dev_NNNNN-…"
// comment line starts a sentence, then one line per character (the
// character, a tab, its BIO tag), a blank line ends it. It refuses a
// sentence whose id is below FirstAllowed and a malformed line.
func Read(r io.Reader) ([]Sentence, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var out []Sentence
	var cur *Sentence
	var text strings.Builder
	start := -1
	flush := func() {
		if cur == nil {
			return
		}
		if start >= 0 {
			cur.Persons = append(cur.Persons, [2]int{start, text.Len()})
			start = -1
		}
		cur.Text = text.String()
		out = append(out, *cur)
		cur = nil
		text.Reset()
	}
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "## klue-ner"):
			flush()
			id, err := klueID(l)
			if err != nil {
				return nil, fmt.Errorf("line %d: %w", line, err)
			}
			if id < FirstAllowed {
				return nil, fmt.Errorf("line %d: sentence %d of KLUE dev is reserved (only ids from %d may be trained on)", line, id+1, FirstAllowed)
			}
			cur = &Sentence{ID: id}
		case strings.HasPrefix(l, "##"):
		case l == "":
			flush()
		default:
			tab := strings.LastIndexByte(l, '\t')
			if cur == nil || tab < 0 {
				return nil, fmt.Errorf("line %d: a character line outside a sentence or without a tag", line)
			}
			ch, tag := l[:tab], l[tab+1:]
			if start >= 0 && tag != "I-PS" {
				cur.Persons = append(cur.Persons, [2]int{start, text.Len()})
				start = -1
			}
			if tag == "B-PS" || tag == "I-PS" && start < 0 {
				start = text.Len()
			}
			text.WriteString(ch)
		}
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	flush()
	return out, nil
}

// klueID reads the number of a "## klue-ner-v1_dev_01000-nsmc …" line.
func klueID(l string) (int, error) {
	const p = "## klue-ner-v1_dev_"
	if !strings.HasPrefix(l, p) || len(l) < len(p)+5 {
		return 0, fmt.Errorf("not a KLUE dev sentence: %.40q", l)
	}
	return strconv.Atoi(l[len(p) : len(p)+5])
}
