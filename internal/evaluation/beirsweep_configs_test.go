//go:build beirsweep

package evaluation

import (
	"fmt"
	"os"

	"knowledgestack/internal/retrieval"
)

// sweepConfig is one setting TestBEIRSweep and TestHandbookSweep measure.
type sweepConfig struct {
	name string
	opts retrieval.Options
}

// sweepConfigs replays ADR 0055's measurements: by default its BM25 table
// (k1, b and field weights, with the identifier reach), with
// SWEEPSET=heldout the before/after rows of its held-out sets. SWEEP=text
// keeps the configurations whose name contains it.
func sweepConfigs() []sweepConfig {
	// before is the ranking of ADR 0020/0046: k1 2, b 0, no identifier reach.
	before := func(m retrieval.Mode) retrieval.Options {
		o := BEIROptions(m)
		o.Ranking = retrieval.TextRanking{Func: "bm25", K1: 2, B: 0, TitleWeight: 3, HeadingWeight: 3, BodyWeight: 1, Pool: 400, Expansion: retrieval.DefaultExpansion}
		o.IdentifierReach = -1
		return o
	}
	if os.Getenv("SWEEPSET") == "heldout" {
		return []sweepConfig{
			{"vector only", BEIROptions(retrieval.ModeVector)},
			{"before: full text", before(retrieval.ModeText)},
			{"before: hybrid", before(retrieval.ModeHybrid)},
			{"after: full text", BEIROptions(retrieval.ModeText)},
			{"after: hybrid", BEIROptions(retrieval.ModeHybrid)},
		}
	}
	out := []sweepConfig{{"before: full text", before(retrieval.ModeText)}, {"before: hybrid", before(retrieval.ModeHybrid)}}
	for _, p := range []struct{ k1, b, field float64 }{
		{2, 0, 3}, {0.9, 0.4, 1}, {0.9, 0.4, 3}, {1.2, 0.4, 3}, {2, 0.2, 3}, {2, 0.4, 3}, {1.5, 0.3, 3},
	} {
		for _, m := range []retrieval.Mode{retrieval.ModeText, retrieval.ModeHybrid} {
			o := BEIROptions(m)
			o.Ranking = retrieval.TextRanking{Func: "bm25", K1: p.k1, B: p.b, TitleWeight: p.field, HeadingWeight: p.field, BodyWeight: 1,
				Pool: retrieval.DefaultBM25Pool, Expansion: retrieval.DefaultExpansion}
			out = append(out, sweepConfig{fmt.Sprintf("%s k1 %g b %g fields %g", m, p.k1, p.b, p.field), o})
		}
	}
	return out
}
