package retrieval

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/google/uuid"
)

// Question is one line of an evaluation file.
type Question struct {
	Question        string `json:"question"`
	ExpectedFile    string `json:"expected_file"`
	ExpectedHeading string `json:"expected_heading,omitempty"`
}

// ReadQuestions parses JSON lines, skipping blank lines; a line without a
// question or an expected file is an error naming the line.
func ReadQuestions(r io.Reader) ([]Question, error) {
	var out []Question
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 1024*1024)
	for line := 1; sc.Scan(); line++ {
		text := strings.TrimSpace(sc.Text())
		if text == "" {
			continue
		}
		var q Question
		if err := json.Unmarshal([]byte(text), &q); err != nil {
			return nil, fmt.Errorf("questions line %d: %w", line, err)
		}
		if strings.TrimSpace(q.Question) == "" || strings.TrimSpace(q.ExpectedFile) == "" {
			return nil, fmt.Errorf("questions line %d: question and expected_file are required", line)
		}
		out = append(out, q)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("read questions: %w", err)
	}
	return out, nil
}

// EvalK is the depth the evaluation searches to: recall@10 needs ten hits.
const EvalK = 10

// Scores are one mode's evaluation figures. A question counts as found at
// rank r when the r-th hit comes from its expected file; MRR is the mean of
// 1/r over questions (0 when not in the top EvalK). HeadingAt5 also requires
// the expected heading in the hit's heading path, when the question names one.
type Scores struct {
	Mode                             string
	Questions                        int
	RecallAt1, RecallAt5, RecallAt10 float64
	MRR                              float64
	HeadingAt5                       float64
	Misses                           []string // questions not found in the top 5
}

// Evaluate runs every question through s in the corpus's workspace.
func Evaluate(ctx context.Context, s *Searcher, workspaceID uuid.UUID, c Corpus, qs []Question) (Scores, error) {
	sc := Scores{Mode: s.opts.Mode.String(), Questions: len(qs)}
	if len(qs) == 0 {
		return sc, nil
	}
	var r1, r5, r10, h5 int
	var rr float64
	for _, q := range qs {
		res, err := s.Search(ctx, Query{WorkspaceID: workspaceID, Text: q.Question, Limit: EvalK})
		if err != nil {
			return Scores{}, fmt.Errorf("evaluate %q: %w", q.Question, err)
		}
		rank, headingRank := 0, 0
		for i, h := range res.Hits {
			if c.Files[h.DocumentID] != q.ExpectedFile {
				continue
			}
			if rank == 0 {
				rank = i + 1
			}
			if headingRank == 0 && (q.ExpectedHeading == "" || strings.Contains(h.HeadingPath, q.ExpectedHeading)) {
				headingRank = i + 1
			}
		}
		if rank == 1 {
			r1++
		}
		if rank >= 1 && rank <= 5 {
			r5++
		} else {
			sc.Misses = append(sc.Misses, q.Question)
		}
		if rank >= 1 {
			r10++
			rr += 1 / float64(rank)
		}
		if headingRank >= 1 && headingRank <= 5 {
			h5++
		}
	}
	n := float64(len(qs))
	sc.RecallAt1, sc.RecallAt5, sc.RecallAt10 = float64(r1)/n, float64(r5)/n, float64(r10)/n
	sc.MRR, sc.HeadingAt5 = rr/n, float64(h5)/n
	return sc, nil
}

// WriteTable prints the scores as an aligned text table.
func WriteTable(w io.Writer, rows []Scores) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %9s %9s %9s %9s %9s %10s\n", "mode", "questions", "recall@1", "recall@5", "recall@10", "MRR", "heading@5")
	for _, r := range rows {
		fmt.Fprintf(&b, "%-16s %9d %9.3f %9.3f %9.3f %9.3f %10.3f\n",
			r.Mode, r.Questions, r.RecallAt1, r.RecallAt5, r.RecallAt10, r.MRR, r.HeadingAt5)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
