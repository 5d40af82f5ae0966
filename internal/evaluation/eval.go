package evaluation

import (
	"context"
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/google/uuid"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
)

// EvalK is the depth the evaluation searches to: recall@10 needs ten hits.
const EvalK = 10

// Scores are one mode's evaluation figures over a set of questions. A
// question counts as found at rank r when the r-th hit comes from its
// expected file; MRR is the mean of 1/r over questions (0 when not in the
// top EvalK). HeadingAt5 also requires the expected heading in the hit's
// heading path, when the question names one.
type Scores struct {
	Mode       string   `json:"mode"`
	Kind       string   `json:"kind"` // "all" or a question kind
	Questions  int      `json:"questions"`
	RecallAt1  float64  `json:"recall_at_1"`
	RecallAt5  float64  `json:"recall_at_5"`
	RecallAt10 float64  `json:"recall_at_10"`
	MRR        float64  `json:"mrr"`
	HeadingAt5 float64  `json:"heading_at_5"`
	Misses     []Miss   `json:"misses,omitempty"` // questions not found in the top 5
	Kinds      []Scores `json:"kinds,omitempty"`  // per kind, when questions carry one
}

// Miss is a question whose expected file was not in the top 5, with what
// came first instead ("file > heading", or "" when nothing matched).
type Miss struct {
	Question string `json:"question"`
	Kind     string `json:"kind,omitempty"`
	Expected string `json:"expected"`
	Rank     int    `json:"rank"` // 6..EvalK, or 0 when not in the top EvalK
	First    string `json:"first"`
}

// outcome is one question's result.
type outcome struct {
	q                 corpus.Question
	rank, headingRank int
	first             string
}

// Evaluate runs every question through s in the corpus's workspace.
func Evaluate(ctx context.Context, s *retrieval.Searcher, workspaceID uuid.UUID, c corpus.Corpus, qs []corpus.Question) (Scores, error) {
	out := make([]outcome, 0, len(qs))
	for _, q := range qs {
		res, err := s.Search(ctx, retrieval.Query{WorkspaceID: workspaceID, Text: q.Question, Limit: EvalK})
		if err != nil {
			return Scores{}, fmt.Errorf("evaluate %q: %w", q.Question, err)
		}
		o := outcome{q: q}
		for i, h := range res.Hits {
			if i == 0 {
				o.first = c.Files[h.DocumentID]
				if h.HeadingPath != "" {
					o.first += " > " + h.HeadingPath
				}
			}
			if c.Files[h.DocumentID] != q.ExpectedFile {
				continue
			}
			if o.rank == 0 {
				o.rank = i + 1
			}
			if o.headingRank == 0 && (q.ExpectedHeading == "" || strings.Contains(h.HeadingPath, q.ExpectedHeading)) {
				o.headingRank = i + 1
			}
		}
		out = append(out, o)
	}
	mode := s.Options().Mode.String()
	all := score(mode, "all", out)
	byKind := map[string][]outcome{}
	for _, o := range out {
		if o.q.Kind != "" {
			byKind[o.q.Kind] = append(byKind[o.q.Kind], o)
		}
	}
	kinds := make([]string, 0, len(byKind))
	for k := range byKind {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	for _, k := range kinds {
		sc := score(mode, k, byKind[k])
		sc.Misses = nil
		all.Kinds = append(all.Kinds, sc)
	}
	return all, nil
}

func score(mode, kind string, out []outcome) Scores {
	sc := Scores{Mode: mode, Kind: kind, Questions: len(out)}
	if len(out) == 0 {
		return sc
	}
	var r1, r5, r10, h5 int
	var rr float64
	for _, o := range out {
		if o.rank == 1 {
			r1++
		}
		if o.rank >= 1 && o.rank <= 5 {
			r5++
		} else {
			exp := o.q.ExpectedFile
			if o.q.ExpectedHeading != "" {
				exp += " > " + o.q.ExpectedHeading
			}
			sc.Misses = append(sc.Misses, Miss{Question: o.q.Question, Kind: o.q.Kind, Expected: exp, Rank: o.rank, First: o.first})
		}
		if o.rank >= 1 {
			r10++
			rr += 1 / float64(o.rank)
		}
		if o.headingRank >= 1 && o.headingRank <= 5 {
			h5++
		}
	}
	n := float64(len(out))
	sc.RecallAt1, sc.RecallAt5, sc.RecallAt10 = float64(r1)/n, float64(r5)/n, float64(r10)/n
	sc.MRR, sc.HeadingAt5 = rr/n, float64(h5)/n
	return sc
}

// Row returns the scores of one kind ("all" for the whole set), and whether
// the questions had that kind.
func (s Scores) Row(kind string) (Scores, bool) {
	if kind == "all" || kind == "" {
		return s, true
	}
	for _, k := range s.Kinds {
		if k.Kind == kind {
			return k, true
		}
	}
	return Scores{}, false
}

// WriteTable prints the scores as an aligned text table: per mode, the
// whole set and then each kind.
func WriteTable(w io.Writer, rows []Scores) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%-16s %-12s %9s %9s %9s %9s %9s %10s\n", "mode", "kind", "questions", "recall@1", "recall@5", "recall@10", "MRR", "heading@5")
	line := func(r Scores) {
		kind := r.Kind
		if kind == "" {
			kind = "all"
		}
		fmt.Fprintf(&b, "%-16s %-12s %9d %9.3f %9.3f %9.3f %9.3f %10.3f\n",
			r.Mode, kind, r.Questions, r.RecallAt1, r.RecallAt5, r.RecallAt10, r.MRR, r.HeadingAt5)
	}
	for _, r := range rows {
		line(r)
		for _, k := range r.Kinds {
			line(k)
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// WriteMisses prints one mode's misses: the question, what was expected and
// what came first instead.
func WriteMisses(w io.Writer, s Scores) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s misses (%d of %d not in the top 5):\n", s.Mode, len(s.Misses), s.Questions)
	for _, m := range s.Misses {
		rank := "not in top 10"
		if m.Rank > 0 {
			rank = fmt.Sprintf("rank %d", m.Rank)
		}
		first := m.First
		if first == "" {
			first = "(nothing)"
		}
		fmt.Fprintf(&b, "- [%s] %s\n    expected %s (%s); first: %s\n", m.Kind, m.Question, m.Expected, rank, first)
	}
	_, err := io.WriteString(w, b.String())
	return err
}
