package retrieval

// The vector gate (ADR 0046): per question, how much the vector arm counts
// depends on how well the English arm already did. When the English arm's
// first candidate holds at least Coverage of the question's term weight
// (IDF), the question's own words found their passage and the vector arm,
// which with the offline word vectors ranks exact terms poorly, is scaled
// by Scale; otherwise (paraphrases, words the documents never use) it keeps
// its full weight. It changes nothing in the single-arm modes.

// VectorGate configures the gate; see Options.Gate.
type VectorGate struct {
	Coverage float64 // the English arm's first candidate's coverage at or above which the gate closes
	Scale    float64 // the vector arm's weight is multiplied by it when closed
}

// Defaults of the gate (chosen on the tuning corpora of ADR 0046).
const (
	DefaultGateCoverage = 0.4
	DefaultGateScale    = 0.2
)

// DefaultGate is the gate when Options.Gate is zero.
func DefaultGate() VectorGate {
	return VectorGate{Coverage: DefaultGateCoverage, Scale: DefaultGateScale}
}

// apply scales the vector list's weight in place when the gate closes.
func (g VectorGate) apply(lists []ranked) {
	if g.Coverage > 1 || g.Scale <= 0 {
		return
	}
	closed := false
	for _, l := range lists {
		if l.arm == armEnglish && len(l.hits) > 0 && l.hits[0].Coverage >= g.Coverage {
			closed = true
		}
	}
	if !closed {
		return
	}
	for i := range lists {
		if lists[i].arm == armVector {
			lists[i].weight *= g.Scale
		}
	}
}

// DefaultIdentifierReach is how many chunks an identifier may match and
// keep its arm's full fusion weight (ADR 0055). A code such as ERR-4021
// names a few passages, and its exact match is the answer; an
// identifier-shaped term that many passages carry (a gene name such as
// IL-10 in a biomedical corpus, a product name all over a manual) says
// little about which one is meant, and an equal vote beside the English
// arm's BM25 ranking — which already weighs the term by its rarity —
// pushes arbitrary matches up. The arm's weight is therefore multiplied by
// reach/matches when it matched more than reach chunks.
const DefaultIdentifierReach = 5

// scaleIdentifier applies Options.IdentifierReach to the identifier lists.
func scaleIdentifier(lists []ranked, reach int) {
	if reach <= 0 {
		return
	}
	for i := range lists {
		if n := len(lists[i].hits); lists[i].arm == armIdentifier && n > reach {
			lists[i].weight *= float64(reach) / float64(n)
		}
	}
}
