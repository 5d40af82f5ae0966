package evaluation

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"strings"
	"unicode/utf8"

	"github.com/google/uuid"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/retrieval"
)

// Judgement is one question's search as the abstention evaluation counts it.
type Judgement struct {
	Question string
	// Kind is "unanswerable", "found" (answerable, its expected file in the
	// first five hits) or "missed" (answerable, not in the first five).
	Kind      string
	Relevance retrieval.Relevance
}

// Judgement kinds.
const (
	JudgedUnanswerable = "unanswerable"
	JudgedFound        = "found"
	JudgedMissed       = "missed"
)

// abstentionLimit is how many hits the evaluation asks for: the search
// tool's (the first AbstainDepth are judged).
const abstentionLimit = 8

// JudgeQuestions searches every answerable and unanswerable question in the
// corpus's workspace and records how relevant its hits were judged.
func JudgeQuestions(ctx context.Context, s *retrieval.Searcher, ws uuid.UUID, c corpus.Corpus, answerable []corpus.Question, unanswerable []string) ([]Judgement, error) {
	out := make([]Judgement, 0, len(answerable)+len(unanswerable))
	for _, q := range answerable {
		res, err := s.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q.Question, Limit: abstentionLimit})
		if err != nil {
			return nil, fmt.Errorf("judge %q: %w", q.Question, err)
		}
		j := Judgement{Question: q.Question, Kind: JudgedMissed, Relevance: res.Relevance}
		for _, h := range res.Hits[:min(5, len(res.Hits))] {
			if c.Files[h.DocumentID] == q.ExpectedFile {
				j.Kind = JudgedFound
			}
		}
		out = append(out, j)
	}
	for _, q := range unanswerable {
		res, err := s.Search(ctx, retrieval.Query{WorkspaceID: ws, Text: q, Limit: abstentionLimit})
		if err != nil {
			return nil, fmt.Errorf("judge %q: %w", q, err)
		}
		out = append(out, Judgement{Question: q, Kind: JudgedUnanswerable, Relevance: res.Relevance})
	}
	return out, nil
}

// AbstentionScores are how often a rule abstained, per kind of question.
type AbstentionScores struct {
	Unanswerable          int `json:"unanswerable"`
	UnanswerableAbstained int `json:"unanswerable_abstained"`
	Found                 int `json:"found"`
	FoundAbstained        int `json:"found_abstained"` // answers lost
	Missed                int `json:"missed"`
	MissedAbstained       int `json:"missed_abstained"`
	// Recall is the share of unanswerable questions abstained on; Precision
	// the share of abstentions that were on unanswerable questions.
	Recall    float64 `json:"recall"`
	Precision float64 `json:"precision"`
	// Lost are the found answerable questions abstained on; Answered the
	// unanswerable ones that were not.
	Lost     []string `json:"lost,omitempty"`
	Answered []string `json:"answered,omitempty"`
}

// ScoreAbstention counts what abstains (Relevance.Abstains for the
// product's rule) does to the judged questions.
func ScoreAbstention(js []Judgement, abstains func(retrieval.Relevance) bool) AbstentionScores {
	var sc AbstentionScores
	for _, j := range js {
		a := abstains(j.Relevance)
		switch j.Kind {
		case JudgedUnanswerable:
			sc.Unanswerable++
			if a {
				sc.UnanswerableAbstained++
			} else {
				sc.Answered = append(sc.Answered, j.Question)
			}
		case JudgedFound:
			sc.Found++
			if a {
				sc.FoundAbstained++
				sc.Lost = append(sc.Lost, j.Question)
			}
		default:
			sc.Missed++
			if a {
				sc.MissedAbstained++
			}
		}
	}
	if sc.Unanswerable > 0 {
		sc.Recall = float64(sc.UnanswerableAbstained) / float64(sc.Unanswerable)
	}
	if all := sc.UnanswerableAbstained + sc.FoundAbstained + sc.MissedAbstained; all > 0 {
		sc.Precision = float64(sc.UnanswerableAbstained) / float64(all)
	}
	return sc
}

// WriteAbstention prints the scores and the questions behind the errors.
func WriteAbstention(w io.Writer, sc AbstentionScores) error {
	var b strings.Builder
	fmt.Fprintf(&b, "abstention (hybrid): %d of %d unanswerable questions abstained (recall %.2f, precision %.2f); "+
		"answerable questions abstained: %d of %d found in the top 5 (answers lost), %d of %d not found\n",
		sc.UnanswerableAbstained, sc.Unanswerable, sc.Recall, sc.Precision, sc.FoundAbstained, sc.Found, sc.MissedAbstained, sc.Missed)
	for _, q := range sc.Lost {
		fmt.Fprintf(&b, "- lost: %s\n", q)
	}
	for _, q := range sc.Answered {
		fmt.Fprintf(&b, "- not abstained: %s\n", q)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// ReadUnanswerable parses questions the corpus cannot answer, one a line
// (blank lines skipped), at most corpus.MaxQuestions of at most retrieval.MaxQuestionRunes.
func ReadUnanswerable(r io.Reader) ([]string, error) {
	var out []string
	sc := bufio.NewScanner(r)
	sc.Buffer(make([]byte, 64*1024), 64*1024)
	for line := 1; sc.Scan(); line++ {
		q := strings.TrimSpace(sc.Text())
		switch {
		case q == "":
			continue
		case !utf8.ValidString(q) || utf8.RuneCountInString(q) > retrieval.MaxQuestionRunes:
			return nil, fmt.Errorf("line %d: a question is valid text of at most %d characters", line, retrieval.MaxQuestionRunes)
		case len(out) == corpus.MaxQuestions:
			return nil, fmt.Errorf("more than %d questions", corpus.MaxQuestions)
		}
		out = append(out, q)
	}
	if err := sc.Err(); err != nil {
		return nil, fmt.Errorf("line too long or unreadable: %w", err)
	}
	return out, nil
}
