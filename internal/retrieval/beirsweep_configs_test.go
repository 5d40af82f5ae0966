//go:build beirsweep

package retrieval

import (
	"fmt"
	"os"
)

// sweepConfig is one setting TestBEIRSweep and TestHandbookSweep measure.
type sweepConfig struct {
	name string
	opts Options
}

// sweepConfigs replays ADR 0055's and ADR 0066's measurements: by default
// their BM25 table (k1, b and field weights, with the identifier reach),
// with SWEEPSET=heldout ADR 0055's before/after rows, with SWEEPSET=adr0066
// ADR 0066's (b 0.3 → 0.25). SWEEP=text keeps the configurations whose
// name contains it.
func sweepConfigs() []sweepConfig {
	// before is the ranking of ADR 0020/0046: k1 2, b 0, no identifier reach.
	before := func(m Mode) Options {
		o := BEIROptions(m)
		o.Ranking = TextRanking{Func: "bm25", K1: 2, B: 0, TitleWeight: 3, HeadingWeight: 3, BodyWeight: 1, Pool: 400, Expansion: DefaultExpansion}
		o.IdentifierReach = -1
		return o
	}
	// adr0055 is ADR 0055's ranking (k1 1.5, b 0.3), the "before" of ADR 0066.
	adr0055 := func(m Mode) Options {
		o := BEIROptions(m)
		o.Ranking = DefaultRanking()
		o.Ranking.B = 0.3
		return o
	}
	switch os.Getenv("SWEEPSET") {
	case "heldout":
		return []sweepConfig{
			{"vector only", BEIROptions(ModeVector)},
			{"before: full text", before(ModeText)},
			{"before: hybrid", before(ModeHybrid)},
			{"after: full text", adr0055(ModeText)},
			{"after: hybrid", adr0055(ModeHybrid)},
		}
	case "adr0066":
		return []sweepConfig{
			{"vector only", BEIROptions(ModeVector)},
			{"ADR 0055 (b 0.3): full text", adr0055(ModeText)},
			{"ADR 0055 (b 0.3): hybrid", adr0055(ModeHybrid)},
			{"ADR 0066 (b 0.25): full text", BEIROptions(ModeText)},
			{"ADR 0066 (b 0.25): hybrid", BEIROptions(ModeHybrid)},
		}
	}
	out := []sweepConfig{{"before: full text", before(ModeText)}, {"before: hybrid", before(ModeHybrid)}}
	for _, p := range []struct{ k1, b, field float64 }{
		{2, 0, 3}, {0.9, 0.4, 1}, {0.9, 0.4, 3}, {1.2, 0.4, 3}, {2, 0.2, 3}, {2, 0.4, 3}, {1.5, 0.3, 3},
		{1.5, 0.25, 3}, {1.5, 0.2, 3}, {1.8, 0.2, 3}, {1.8, 0.3, 3}, {1.2, 0.3, 3}, {2, 0.25, 3}, {1.5, 0.3, 4}, {1.5, 0.3, 2},
	} {
		for _, m := range []Mode{ModeText, ModeHybrid} {
			o := BEIROptions(m)
			o.Ranking = TextRanking{Func: "bm25", K1: p.k1, B: p.b, TitleWeight: p.field, HeadingWeight: p.field, BodyWeight: 1,
				Pool: DefaultBM25Pool, Expansion: DefaultExpansion}
			out = append(out, sweepConfig{fmt.Sprintf("%s k1 %g b %g fields %g", m, p.k1, p.b, p.field), o})
		}
	}
	return out
}
