package corpus

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
)

// A BEIR dataset (Thakur et al., 2021) is a folder of corpus.jsonl ({_id,
// title, text} a line), queries.jsonl ({_id, text} a line) and
// qrels/<split>.tsv (query-id, corpus-id, score: graded relevance, with a
// header line). LoadBEIR streams the corpus through the batch writer
// (writer.go), each record as the Markdown file an upload of it would be;
// ReadBEIRSet keeps only the queries the split judges.

// Bounds of a BEIR dataset's side files (the corpus itself is streamed).
const (
	MaxBEIRQrels   = 2_000_000
	MaxBEIRQueries = 100_000
)

// BEIRSet is a split's judged queries and their graded judgements.
type BEIRSet struct {
	Split   string
	Queries []BEIRQuery               // sorted by id
	Qrels   map[string]map[string]int // query id → corpus id → grade
}

// BEIRQuery is one judged query.
type BEIRQuery struct{ ID, Text string }

// ReadBEIRSet reads dir's qrels/<split>.tsv and the judged queries of
// queries.jsonl. A judged query missing from queries.jsonl is an error
// naming it.
func ReadBEIRSet(dir, split string) (BEIRSet, error) {
	if split == "" || strings.ContainsAny(split, `/\`) || strings.HasPrefix(split, ".") {
		return BEIRSet{}, fmt.Errorf("split %q is not a qrels file name", split)
	}
	set := BEIRSet{Split: split}
	f, err := os.Open(filepath.Join(dir, "qrels", split+".tsv"))
	if err != nil {
		return BEIRSet{}, err
	}
	set.Qrels, err = ReadQrels(f)
	f.Close()
	if err != nil {
		return BEIRSet{}, fmt.Errorf("qrels/%s.tsv: %w", split, err)
	}
	f, err = os.Open(filepath.Join(dir, "queries.jsonl"))
	if err != nil {
		return BEIRSet{}, err
	}
	defer f.Close()
	err = scanJSONLines(f, 64<<10, func(line int, raw []byte) error {
		var q struct {
			ID   string `json:"_id"`
			Text string `json:"text"`
		}
		if err := json.Unmarshal(raw, &q); err != nil {
			return err
		}
		if _, judged := set.Qrels[q.ID]; judged && strings.TrimSpace(q.Text) != "" {
			if len(set.Queries) == MaxBEIRQueries {
				return fmt.Errorf("more than %d judged queries", MaxBEIRQueries)
			}
			set.Queries = append(set.Queries, BEIRQuery{ID: q.ID, Text: strings.TrimSpace(q.Text)})
		}
		return nil
	})
	if err != nil {
		return BEIRSet{}, fmt.Errorf("queries.jsonl: %w", err)
	}
	sort.Slice(set.Queries, func(i, j int) bool { return set.Queries[i].ID < set.Queries[j].ID })
	have := make(map[string]bool, len(set.Queries))
	for _, q := range set.Queries {
		if have[q.ID] {
			return BEIRSet{}, fmt.Errorf("queries.jsonl: query %q appears twice", q.ID)
		}
		have[q.ID] = true
	}
	for id := range set.Qrels {
		if !have[id] {
			return BEIRSet{}, fmt.Errorf("qrels/%s.tsv judges query %q, which queries.jsonl lacks (or leaves empty)", split, id)
		}
	}
	return set, nil
}

// ReadQrels parses a BEIR qrels file: tab-separated query id, corpus id and
// integer grade, after an optional header line. Grades ≤ 0 are kept (a
// judged non-relevant document), as pytrec_eval keeps them.
func ReadQrels(r io.Reader) (map[string]map[string]int, error) {
	out := map[string]map[string]int{}
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 4096), 64<<10)
	n := 0
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		f := strings.Split(text, "\t")
		if len(f) == 4 { // TREC's "qid 0 docid grade", tab-separated
			f = []string{f[0], f[2], f[3]}
		}
		if len(f) != 3 {
			return nil, fmt.Errorf("line %d: want query-id, corpus-id and score separated by tabs", line)
		}
		grade, err := strconv.Atoi(strings.TrimSpace(f[2]))
		if err != nil {
			if line == 1 { // the header
				continue
			}
			return nil, fmt.Errorf("line %d: score %q is not an integer", line, f[2])
		}
		if n++; n > MaxBEIRQrels {
			return nil, fmt.Errorf("more than %d judgements", MaxBEIRQrels)
		}
		q, d := strings.TrimSpace(f[0]), strings.TrimSpace(f[1])
		if out[q] == nil {
			out[q] = map[string]int{}
		}
		out[q][d] = grade
	}
	if err := sc.Err(); err != nil {
		return nil, err
	}
	if len(out) == 0 {
		return nil, errors.New("no judgements")
	}
	return out, nil
}

// LoadBEIR streams dir's corpus.jsonl into the workspace: each record
// becomes the Markdown file an upload of it would be, named by its _id plus
// ".md" — its title as a level-one heading, then its text — and is loaded as
// LoadMarkdown loads a file, so its title is the heading (or, without one,
// its _id, as an untitled upload is titled by its name). The corpus names
// each document by its _id, as the qrels do. Memory stays bounded by the
// writer's batch whatever the corpus's size; a line over MaxDocumentBytes,
// malformed JSON or a repeated _id stops the load naming the line; a record
// with neither title nor text, which an upload would refuse as empty, is
// left out and counted (Corpus.Empty). The caller refreshes the workspace's
// term statistics.
func LoadBEIR(ctx context.Context, pool *pgxpool.Pool, workspaceID uuid.UUID, dir string, embedder embed.Embedder) (Corpus, error) {
	f, err := os.Open(filepath.Join(dir, "corpus.jsonl"))
	if err != nil {
		return Corpus{}, fmt.Errorf("load beir: %w", err)
	}
	defer f.Close()
	c := newCorpus()
	w, err := newWriter(ctx, pool, workspaceID, filepath.Base(dir), embedder, &c)
	if err != nil {
		return Corpus{}, fmt.Errorf("load beir: %w", err)
	}
	var md []byte
	err = scanJSONLines(f, MaxDocumentBytes, func(line int, raw []byte) error {
		var d struct {
			ID    string `json:"_id"`
			Title string `json:"title"`
			Text  string `json:"text"`
		}
		if err := json.Unmarshal(raw, &d); err != nil {
			return err
		}
		d.ID = strings.TrimSpace(d.ID)
		if d.ID == "" {
			return errors.New("no _id")
		}
		if strings.TrimSpace(d.Title) == "" && strings.TrimSpace(d.Text) == "" {
			c.Empty++ // an upload would refuse it; a judgement of it counts as a miss
			return nil
		}
		md = recordMarkdown(md[:0], d.Title, d.Text)
		return w.add(ctx, d.ID, d.ID+".md", md)
	})
	if err == nil {
		err = w.flush(ctx)
	}
	if err == nil && len(c.Documents) == 0 {
		err = errors.New("corpus.jsonl holds no document")
	}
	if err != nil {
		return Corpus{}, fmt.Errorf("load beir: corpus.jsonl: %w", err)
	}
	return c, nil
}

// recordMarkdown appends a BEIR record's Markdown to b: "# title" (its
// whitespace folded, so a title stays one heading line) and a blank line when
// it has a title, then its text as it is.
func recordMarkdown(b []byte, title, text string) []byte {
	if t := strings.Join(strings.Fields(title), " "); t != "" {
		b = append(b, "# "...)
		b = append(b, t...)
		b = append(b, "\n\n"...)
	}
	return append(b, strings.TrimSpace(text)...)
}

// scanJSONLines calls fn for each non-blank line of r, each at most max
// bytes; fn's error, or a longer line, is returned with the line number.
func scanJSONLines(r io.Reader, max int, fn func(line int, raw []byte) error) error {
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64<<10), max+1)
	line := 0
	for sc.Scan() {
		line++
		raw := sc.Bytes()
		if len(bytes.TrimSpace(raw)) == 0 {
			continue
		}
		if err := fn(line, raw); err != nil {
			return fmt.Errorf("line %d: %w", line, err)
		}
	}
	if err := sc.Err(); err != nil {
		if errors.Is(err, bufio.ErrTooLong) {
			return fmt.Errorf("line %d: longer than %d bytes", line+1, max)
		}
		return err
	}
	return nil
}
