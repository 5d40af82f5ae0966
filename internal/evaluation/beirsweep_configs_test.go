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

// sweepConfigs replays ADR 0055's and ADR 0066's measurements: by default
// their BM25 table (k1, b and field weights, with the identifier reach),
// with SWEEPSET=heldout ADR 0055's before/after rows, with SWEEPSET=adr0066
// ADR 0066's (b 0.3 → 0.25). SWEEP=text keeps the configurations whose
// name contains it.
func sweepConfigs() []sweepConfig {
	// before is the ranking of ADR 0020/0046: k1 2, b 0, no identifier reach.
	before := func(m retrieval.Mode) retrieval.Options {
		o := BEIROptions(m)
		o.Ranking = retrieval.TextRanking{Func: "bm25", K1: 2, B: 0, TitleWeight: 3, HeadingWeight: 3, BodyWeight: 1, Pool: 400, Expansion: retrieval.DefaultExpansion}
		o.IdentifierReach = -1
		return o
	}
	// adr0055 is ADR 0055's ranking (k1 1.5, b 0.3), the "before" of ADR 0066.
	adr0055 := func(m retrieval.Mode) retrieval.Options {
		o := BEIROptions(m)
		o.Ranking = retrieval.DefaultRanking()
		o.Ranking.B = 0.3
		return o
	}
	switch os.Getenv("SWEEPSET") {
	case "heldout":
		return []sweepConfig{
			{"vector only", BEIROptions(retrieval.ModeVector)},
			{"before: full text", before(retrieval.ModeText)},
			{"before: hybrid", before(retrieval.ModeHybrid)},
			{"after: full text", adr0055(retrieval.ModeText)},
			{"after: hybrid", adr0055(retrieval.ModeHybrid)},
		}
	case "adr0066":
		return []sweepConfig{
			{"vector only", BEIROptions(retrieval.ModeVector)},
			{"ADR 0055 (b 0.3): full text", adr0055(retrieval.ModeText)},
			{"ADR 0055 (b 0.3): hybrid", adr0055(retrieval.ModeHybrid)},
			{"ADR 0066 (b 0.25): full text", BEIROptions(retrieval.ModeText)},
			{"ADR 0066 (b 0.25): hybrid", BEIROptions(retrieval.ModeHybrid)},
		}
	}
	out := []sweepConfig{{"before: full text", before(retrieval.ModeText)}, {"before: hybrid", before(retrieval.ModeHybrid)}}
	for _, p := range []struct{ k1, b, field float64 }{
		{2, 0, 3}, {0.9, 0.4, 1}, {0.9, 0.4, 3}, {1.2, 0.4, 3}, {2, 0.2, 3}, {2, 0.4, 3}, {1.5, 0.3, 3},
		{1.5, 0.25, 3}, {1.5, 0.2, 3}, {1.8, 0.2, 3}, {1.8, 0.3, 3}, {1.2, 0.3, 3}, {2, 0.25, 3}, {1.5, 0.3, 4}, {1.5, 0.3, 2},
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
