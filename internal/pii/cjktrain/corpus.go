// Package cjktrain trains the detector's person tagger for Chinese and
// Japanese text (docs/adr/0084): it reads the labelled corpora the model may
// learn from, has the detector compute each sentence's features, and runs
// the sequence tagger's trainer over them in a fixed order, so the same
// corpora and features always give the same model.
package cjktrain

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"crypto/sha1"
	"encoding/json"
	"fmt"
	"io"
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/pii/cjksimp"
)

// Sentence is one labelled sentence: its text and the byte ranges of the
// persons in it.
type Sentence struct {
	Text    string
	Persons [][2]int
}

// Corpus is one vendored file the model learns from, under
// internal/pii/testdata/third_party.
type Corpus struct {
	Path string
	// Stockmark: a JSON array or JSON lines of Stockmark's records;
	// otherwise a Universal NER IOB2 file.
	Stockmark bool
	// Fifth marks the files the fifth name set (docs/adr/0081) was built
	// from; a model trained without them is scored on that set's Chinese
	// and Japanese documents to choose how model and rules combine.
	Fifth bool
	// Fourth marks the fourth set's Japanese source (its Chinese is PUD,
	// which no model reads): a model trained without it checks the choice
	// on a second set.
	Fourth bool
}

// Corpora are all the files /work/wt/reserved6.md allows a model to read
// in Chinese and Japanese: Chinese GSD train sentences 1-2,600, GSD dev and
// test, Stockmark's records with sha1(curid+text) % 6 in 0..4. The sixth
// set's slices (GSD train 2,601-, Stockmark class 5) are not vendored, and
// ReadAll refuses a Stockmark record of class 5 should one appear.
var Corpora = []Corpus{
	{Path: "uner-zh-gsd-train/zh_gsd-ud-train-2000.iob2"},
	{Path: "uner-zh-gsd-train/zh_gsd-ud-train-2001-2600.iob2", Fifth: true},
	{Path: "uner-zh-gsd/zh_gsd-ud-dev.iob2"},
	{Path: "uner-zh-gsd/zh_gsd-ud-test.iob2"},
	{Path: "stockmark-ja/ner-sample.json", Stockmark: true},
	{Path: "stockmark-ja-tuning/ner-tuning.jsonl", Stockmark: true},
	{Path: "stockmark-ja-fourth/ner-fourth.jsonl", Stockmark: true, Fourth: true},
	{Path: "stockmark-ja-fifth/ner-fifth.jsonl", Stockmark: true, Fifth: true},
}

// SimplifiedTable is OpenCC's character table under the corpora's root
// (docs/adr/0086).
const SimplifiedTable = "opencc/TSCharacters.txt"

// ReadAll reads the corpora under root (internal/pii/testdata/third_party)
// in order, leaving out the files opt says to. Each Chinese file is read
// twice, as written (traditional characters) and turned into simplified
// ones by SimplifiedTable, unless opt.TraditionalOnly: most Chinese
// business text is simplified, and the corpora are not (docs/adr/0086). It
// also returns every file's bytes, the simplified copies included, for the
// model's meta hash.
func ReadAll(root string, opt Options) ([]Sentence, [][]byte, error) {
	var out []Sentence
	var raw [][]byte
	var simp cjksimp.Table
	if !opt.TraditionalOnly {
		var err error
		if simp, err = cjksimp.Load(filepath.Join(root, SimplifiedTable)); err != nil {
			return nil, nil, err
		}
	}
	for _, c := range Corpora {
		if opt.WithoutFifth && c.Fifth || opt.WithoutFourth && c.Fourth {
			continue
		}
		b, err := readFile(filepath.Join(root, c.Path))
		if err != nil {
			return nil, nil, err
		}
		raw = append(raw, b)
		var s []Sentence
		if c.Stockmark {
			s, err = readStockmark(b)
		} else {
			s, err = readIOB2(b)
		}
		if err != nil {
			return nil, nil, fmt.Errorf("%s: %w", c.Path, err)
		}
		out = append(out, s...)
		if c.Stockmark || simp == nil {
			continue
		}
		b = simp.Bytes(b)
		raw = append(raw, b)
		if s, err = readIOB2(b); err != nil {
			return nil, nil, fmt.Errorf("%s, simplified: %w", c.Path, err)
		}
		out = append(out, s...)
	}
	return out, raw, nil
}

// readFile reads a file, or its gzipped copy (name.gz) when it is absent.
func readFile(path string) ([]byte, error) {
	b, err := os.ReadFile(path)
	if err == nil || !os.IsNotExist(err) {
		return b, err
	}
	f, err := os.Open(path + ".gz")
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	return io.ReadAll(z)
}

// readIOB2 reads Universal NER's IOB2 files: a "# text = " line, then one
// token a line (index, token, label), a blank line after each sentence.
// Tokens are found in the text in order, so spaces between Latin words stay.
func readIOB2(b []byte) ([]Sentence, error) {
	var out []Sentence
	var text string
	var cur Sentence
	pos, open := 0, -1
	closeSpan := func() {
		if open >= 0 {
			cur.Persons = append(cur.Persons, [2]int{open, pos})
			open = -1
		}
	}
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "# text = "):
			text = strings.TrimPrefix(line, "# text = ")
			cur, pos, open = Sentence{Text: text}, 0, -1
		case strings.HasPrefix(line, "#"):
		case line == "":
			if text != "" {
				closeSpan()
				out = append(out, cur)
				text = ""
			}
		default:
			f := strings.Split(line, "\t")
			if len(f) < 3 {
				return nil, fmt.Errorf("token line %q", line)
			}
			at := strings.Index(text[pos:], f[1])
			if at < 0 {
				return nil, fmt.Errorf("token %q not in %q", f[1], text)
			}
			start := pos + at
			if f[2] != "I-PER" {
				closeSpan()
			}
			if f[2] == "B-PER" || f[2] == "I-PER" && open < 0 {
				open = start
			}
			pos = start + len(f[1])
		}
	}
	if text != "" {
		closeSpan()
		out = append(out, cur)
	}
	return out, sc.Err()
}

type stockmarkRecord struct {
	CurID    string `json:"curid"`
	Text     string `json:"text"`
	Entities []struct {
		Span [2]int `json:"span"`
		Type string `json:"type"`
	} `json:"entities"`
}

// readStockmark reads Stockmark's records (a JSON array or one a line):
// entities of type 人名 (person) with their span in code points.
func readStockmark(b []byte) ([]Sentence, error) {
	var recs []stockmarkRecord
	if t := bytes.TrimSpace(b); len(t) > 0 && t[0] == '[' {
		if err := json.Unmarshal(t, &recs); err != nil {
			return nil, err
		}
	} else {
		for _, line := range bytes.Split(t, []byte("\n")) {
			var r stockmarkRecord
			if err := json.Unmarshal(line, &r); err != nil {
				return nil, err
			}
			recs = append(recs, r)
		}
	}
	var out []Sentence
	for _, r := range recs {
		if hashClass(r.CurID+r.Text) == 5 {
			return nil, fmt.Errorf("record %s is reserved for the sixth name set", r.CurID)
		}
		// byteAt maps code point offsets to byte offsets.
		byteAt := make([]int, 0, len(r.Text)+1)
		for i := range r.Text {
			byteAt = append(byteAt, i)
		}
		byteAt = append(byteAt, len(r.Text))
		s := Sentence{Text: r.Text}
		n := utf8.RuneCountInString(r.Text)
		for _, e := range r.Entities {
			if e.Type != "人名" {
				continue
			}
			if e.Span[0] < 0 || e.Span[0] >= e.Span[1] || e.Span[1] > n {
				return nil, fmt.Errorf("record %s: span %v", r.CurID, e.Span)
			}
			s.Persons = append(s.Persons, [2]int{byteAt[e.Span[0]], byteAt[e.Span[1]]})
		}
		out = append(out, s)
	}
	return out, nil
}

// hashClass is int(sha1(v)) % 6, the class the name sets' scripts split
// Stockmark's records by.
func hashClass(v string) int {
	h := sha1.Sum([]byte(v))
	return int(new(big.Int).Mod(new(big.Int).SetBytes(h[:]), big.NewInt(6)).Int64())
}
