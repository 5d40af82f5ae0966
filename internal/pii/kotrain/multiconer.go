package kotrain

import (
	"bufio"
	"bytes"
	"compress/gzip"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii"
)

// MultiCoNERCorpus is the second vendored file the model may learn from,
// under internal/pii/testdata/third_party: MultiCoNER's Korean train
// sentences that the ninth held-out set did not read (docs/adr/0110),
// gzipped. Korean Wikipedia, web questions and search queries, one word a
// token, each entity's particle dropped by the dataset.
const MultiCoNERCorpus = "multiconer-ko-train/ko_train-rest.conll.gz"

// MultiCoNERID is added to a MultiCoNER sentence's place in its file to
// make its Sentence.ID, so that no id is a KLUE one.
const MultiCoNERID = 1_000_000

// MultiCoNERTuning is how many of the MultiCoNER file's last sentences a
// model trained without them chooses its settings on (never shipped with
// them left out: the shipped model reads them all).
const MultiCoNERTuning = 1000

// ReadMultiCoNER reads the MultiCoNER corpus under root and returns its
// sentences in order, their uuids and the file's bytes (for the model's
// meta hash).
func ReadMultiCoNER(root string) ([]Sentence, []string, []byte, error) {
	raw, err := os.ReadFile(filepath.Join(root, MultiCoNERCorpus))
	if err != nil {
		return nil, nil, nil, err
	}
	zr, err := gzip.NewReader(bytes.NewReader(raw))
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", MultiCoNERCorpus, err)
	}
	sents, ids, err := ReadCoNLL(zr)
	if err != nil {
		return nil, nil, nil, fmt.Errorf("%s: %w", MultiCoNERCorpus, err)
	}
	return sents, ids, raw, nil
}

// closing and opening are the tokens written without a space before
// (closing) or after (opening) them, as the ninth set writes MultiCoNER's
// Korean (scripts/pii-ninth-names.py), so that the text trained on is
// spelled as the text scored.
var (
	closing = map[string]bool{".": true, ",": true, ";": true, ":": true, "!": true, "?": true, ")": true, "]": true, "}": true, "%": true, "'s": true,
		"、": true, "。": true, "，": true, "：": true, "；": true, "！": true, "？": true, "）": true, "」": true, "』": true, "》": true, "”": true, "’": true}
	opening = map[string]bool{"(": true, "[": true, "{": true, "「": true, "『": true, "《": true, "“": true, "‘": true}
)

// ReadCoNLL parses MultiCoNER's format: a "# id <uuid>\tdomain=…" line
// starts a sentence, then one "token _ _ tag" line a token, a blank line
// ends it. Tokens are joined by spaces (none before a closing mark or
// after an opening one); persons are the byte ranges of PER runs. It
// returns the sentences, numbered from MultiCoNERID, and their uuids.
func ReadCoNLL(r io.Reader) ([]Sentence, []string, error) {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 1<<16), 1<<20)
	var (
		out   []Sentence
		ids   []string
		cur   *Sentence
		text  strings.Builder
		prev  string
		start = -1
		line  int
	)
	end := func() {
		if start >= 0 {
			cur.Persons = append(cur.Persons, [2]int{start, text.Len()})
			start = -1
		}
	}
	flush := func() {
		if cur == nil {
			return
		}
		end()
		cur.Text = text.String()
		out = append(out, *cur)
		cur, prev = nil, ""
		text.Reset()
	}
	for sc.Scan() {
		line++
		l := sc.Text()
		switch {
		case strings.HasPrefix(l, "# id "):
			flush()
			id, _, _ := strings.Cut(l[len("# id "):], "\t")
			ids = append(ids, strings.TrimSpace(id))
			cur = &Sentence{ID: MultiCoNERID + len(out)}
		case strings.TrimSpace(l) == "":
			flush()
		default:
			parts := strings.Split(l, " ")
			if cur == nil || len(parts) < 4 {
				return nil, nil, fmt.Errorf("line %d: a token line outside a sentence or without a tag", line)
			}
			tok, tag := parts[0], parts[len(parts)-1]
			if len(parts) > 4 {
				tok = strings.Join(parts[:len(parts)-3], " ")
			}
			if tag != "I-PER" {
				end()
			}
			if text.Len() > 0 && !closing[tok] && !opening[prev] {
				text.WriteByte(' ')
			}
			if tag == "B-PER" || tag == "I-PER" && start < 0 {
				start = text.Len()
			}
			if tag != "O" && !strings.HasSuffix(tag, "-PER") {
				cur.Others = append(cur.Others, [2]int{text.Len(), text.Len() + len(tok)})
			}
			text.WriteString(tok)
			prev = tok
		}
	}
	if err := sc.Err(); err != nil {
		return nil, nil, err
	}
	flush()
	return out, ids, nil
}

// multiCoNERKept returns the MultiCoNER sentences a model trains on with
// opt (docs/adr/0110): none, those naming a person ("per"), all ("all"),
// those of either that a model trained on KLUE's sentences (klue, with
// their copies) finds no person in outside MultiCoNER's entities ("clean",
// "cleanper": MultiCoNER labels only persons with a Wikipedia article, so a
// sentence naming another is mostly one whose person is labelled none), or
// of those "cleanper" keeps the ones whose every person is written in two
// words or more ("foreign", shipped: foreign names in Hangul, which KLUE's
// news and reviews hold few of; MultiCoNER's one-word Korean names are
// mostly presidents and kings that are dictionary words too, 노무현,
// 문무왕, and taught the model that 김장철 is a name); without the last
// MultiCoNERTuning when opt.WithoutTuning.
func multiCoNERKept(d *pii.Detector, klue, mc []Sentence, opt Options) []Sentence {
	if opt.MultiCoNER == "" {
		return nil
	}
	if opt.WithoutTuning && len(mc) > MultiCoNERTuning {
		mc = mc[:len(mc)-MultiCoNERTuning]
	}
	var first *pii.Detector
	if strings.HasPrefix(opt.MultiCoNER, "clean") || opt.MultiCoNER == "foreign" {
		first = d.WithKoreanModel(Train(Examples(d, klue), opt, pii.KoreanFeatureSet+" first stage"))
		// The lists of things in Hangul (docs/adr/0115), of first words
		// of foreign names (docs/adr/0122) and of common words (0128, which
		// leaves these sentences' persons' words out) are drawn from these
		// sentences' labels: the sentences are chosen without them, so that
		// a list does not choose its own sources' training material.
		c := first.KoreanCombinationInUse()
		c.NoThings, c.NoGiven, c.NoCommon = true, true, true
		// docs/adr/0135 and 0231: their rules came after the model; keep its choice.
		c.NoQuoted, c.NoSuffixed, c.NoLoanwords = true, true, true
		first = first.WithKoreanCombination(c)
	}
	var out []Sentence
	for _, s := range mc {
		if opt.MultiCoNER != "all" && opt.MultiCoNER != "clean" && len(s.Persons) == 0 {
			continue
		}
		if opt.MultiCoNER == "foreign" && !allForeign(s) {
			continue
		}
		if first != nil && unlabelledPerson(first, s) {
			continue
		}
		out = append(out, s)
	}
	return out
}

// unlabelledPerson reports whether d finds a person holding Hangul in s
// that overlaps none of its labelled entities.
func unlabelledPerson(d *pii.Detector, s Sentence) bool {
	for _, sp := range d.Find(s.Text) {
		if sp.Kind != pii.Person || !pii.HasHangulText(s.Text[sp.Start:sp.End]) {
			continue
		}
		if !overlaps(sp.Start, sp.End, s.Persons) && !overlaps(sp.Start, sp.End, s.Others) {
			return true
		}
	}
	return false
}

// allForeign: every person of s is written in two words or more (a
// foreign name in Hangul, 마이클 패러데이; a Korean name is one word).
func allForeign(s Sentence) bool {
	for _, p := range s.Persons {
		if !strings.Contains(s.Text[p[0]:p[1]], " ") {
			return false
		}
	}
	return true
}

func overlaps(a, b int, spans [][2]int) bool {
	for _, p := range spans {
		if a < p[1] && p[0] < b {
			return true
		}
	}
	return false
}

// MultiCoNERHeld returns the MultiCoNER sentences settings are chosen on.
func MultiCoNERHeld(mc []Sentence) []Sentence {
	if len(mc) <= MultiCoNERTuning {
		return nil
	}
	return mc[len(mc)-MultiCoNERTuning:]
}

// MetaBytes returns the corpus bytes a model with opt is hashed over:
// KLUE's file, and MultiCoNER's after it when opt trains on it.
func MetaBytes(klue, mc []byte, opt Options) []byte {
	if opt.MultiCoNER == "" {
		return klue
	}
	return append(klue[:len(klue):len(klue)], mc...)
}
