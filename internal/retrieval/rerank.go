package retrieval

import (
	"context"
	"math"
	"sort"

	"github.com/google/uuid"
)

// The second stage (ADR 0037): the first Depth fused candidates are scored
// again with question-answering features that no arm sees, each in [0, 1],
// and re-ordered by their fused score plus the weighted features. Only the
// candidates are read again (one query over at most Depth chunks by id), so
// its cost is bounded whatever the workspace's size.

// RerankOptions configure the second stage. The zero value takes
// DefaultRerank; a negative Depth turns it off. Otherwise the weights are
// used as given: a zero weight leaves its feature out.
type RerankOptions struct {
	Depth   int // fused candidates re-scored
	Weights FeatureWeights
}

// FeatureWeights scale each feature's addition to the fused (RRF) score. A
// candidate ranked first by the English arm alone has an RRF score of 1/6.
// DefaultRerank weighs two of them; the others were measured and rejected
// (ADR 0037) and stay so that TestRerankSim (-tags reranksim) can replay
// that measurement; those that read the database or scan more than the
// passage's own heading are computed only when weighted.
type FeatureWeights struct {
	// AnswerType: the passage holds a span of the kind the question's
	// interrogative asks for (answertype.go).
	AnswerType float64
	// RareAnswerType: AnswerType scaled by the share of the candidates
	// without such a span (a clock time is rarer than a number).
	RareAnswerType float64
	// AnswerNearTerms: the largest share of the question's term weight
	// found in one sentence of the passage that holds such a span.
	AnswerNearTerms float64
	// Proximity: the largest share of the question's term weight (IDF)
	// found within ProximityWindow words of the passage's body.
	Proximity float64
	// Heading: the share of the question's term weight found in the
	// passage's title or headings.
	Heading float64
	// FAQ: the passage's own heading is a question; the share of the
	// question's term weight it holds.
	FAQ float64
	// Interrogative: the passage's own heading is a question opening with
	// the same interrogative ("Where …?" for "Where do I …").
	Interrogative float64
	// HeadingAsks: the passage's own heading asks for the kind of answer
	// the question does ("How much time you get" for "How long …").
	HeadingAsks float64
	// HeadingSpan: the passage's own heading holds a span of that kind.
	HeadingSpan float64
}

// Defaults of the second stage (measured in ADR 0037).
const (
	DefaultRerankDepth           = 30
	DefaultInterrogativeWeight   = 0.05
	DefaultAnswerNearTermsWeight = 0.15
	ProximityWindow              = 12
)

// DefaultRerank is the second stage when Options.Rerank is zero.
func DefaultRerank() RerankOptions {
	return RerankOptions{Depth: DefaultRerankDepth, Weights: FeatureWeights{
		Interrogative: DefaultInterrogativeWeight, AnswerNearTerms: DefaultAnswerNearTermsWeight}}
}

func (r RerankOptions) withDefaults() RerankOptions {
	if r == (RerankOptions{}) {
		return DefaultRerank()
	}
	return r
}

// rank fuses the arms' lists into at most limit hits, details filled, and,
// when the second stage is on, re-scores the first Depth fused candidates
// before the per-document cap and the limit apply.
func (s *Searcher) rank(ctx context.Context, db queryer, q Query, lists []ranked, lexemes []string) ([]Hit, error) {
	r := s.opts.Rerank
	qa := analyse(q.Text)
	// The vector-only mode measures that arm alone (the evaluation's row).
	if r.Depth <= 0 || s.opts.Mode == ModeVector || !r.Weights.applies(qa) {
		hits := fuse(lists, s.opts.RRFK, s.opts.PerDocument, q.Limit)
		if len(hits) == 0 {
			return hits, nil
		}
		return fillDetails(ctx, db, q.WorkspaceID, q.Principals, hits, lexemes)
	}
	all := fuse(lists, s.opts.RRFK, 0, math.MaxInt)
	if len(all) == 0 {
		return all, nil
	}
	head, err := fillDetails(ctx, db, q.WorkspaceID, q.Principals, append([]Hit(nil), all[:min(r.Depth, len(all))]...), lexemes)
	if err != nil {
		return nil, err
	}
	tail := all[min(r.Depth, len(all)):]
	if err := s.rescore(ctx, db, q, qa, head); err != nil {
		return nil, err
	}
	filled := make(map[uuid.UUID]bool, len(head))
	for _, h := range head {
		filled[h.ChunkID] = true
	}
	out := capHits(append(head, tail...), s.opts.PerDocument, q.Limit)
	var missing []Hit
	for _, h := range out {
		if !filled[h.ChunkID] {
			missing = append(missing, h)
		}
	}
	if len(missing) == 0 {
		return out, nil
	}
	if missing, err = fillDetails(ctx, db, q.WorkspaceID, q.Principals, missing, lexemes); err != nil {
		return nil, err
	}
	got := make(map[uuid.UUID]Hit, len(missing))
	for _, h := range missing {
		got[h.ChunkID] = h
	}
	kept := out[:0]
	for _, h := range out {
		if filled[h.ChunkID] {
			kept = append(kept, h)
		} else if d, ok := got[h.ChunkID]; ok {
			kept = append(kept, d)
		}
	}
	return kept, nil
}

// rescore adds the weighted features to each hit's score and re-orders the
// hits by it (stable: ties keep the fused order).
func (s *Searcher) rescore(ctx context.Context, db queryer, q Query, qa question, hits []Hit) error {
	w := s.opts.Rerank.Weights
	feats, err := features(ctx, db, q, qa, hits, w)
	if err != nil {
		return err
	}
	for i := range hits {
		hits[i].Score += w.apply(feats[i])
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].Score > hits[j].Score })
	return nil
}

// apply is the weighted sum of one candidate's features.
func (w FeatureWeights) apply(f featureSet) float64 {
	return w.AnswerType*f.answerType + w.RareAnswerType*f.rareAnswerType + w.AnswerNearTerms*f.answerNearTerms +
		w.Proximity*f.proximity + w.Heading*f.heading + w.FAQ*f.faq + w.Interrogative*f.interrogative +
		w.HeadingAsks*f.headingAsks + w.HeadingSpan*f.headingSpan
}

// capHits keeps at most perDoc hits of any one document (perDoc <= 0: no
// cap) and at most limit hits, in order; see fuse.
func capHits(hits []Hit, perDoc, limit int) []Hit {
	out := make([]Hit, 0, min(limit, len(hits)))
	perDocument := map[uuid.UUID]int{}
	for _, h := range hits {
		if len(out) == limit {
			break
		}
		if perDoc > 0 && perDocument[h.DocumentID] >= perDoc {
			continue
		}
		perDocument[h.DocumentID]++
		out = append(out, h)
	}
	return out
}
