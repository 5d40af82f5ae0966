package retrieval

import "testing"

func TestAbstainsNeedsUnseenWordsAndWeakEvidence(t *testing.T) {
	for _, tt := range []struct {
		name string
		rel  Relevance
		want bool
	}{
		{"not judged (no term statistics)", Relevance{Unseen: 1}, false},
		{"words the documents use", Relevance{Judged: true, Unseen: 0.2, Evidence: 0.1}, false},
		{"unknown subject, passages matching everyday words", Relevance{Judged: true, Unseen: 0.5, Evidence: 0.6}, true},
		{"unknown word, a passage matching a rare one", Relevance{Judged: true, Unseen: 0.5, Evidence: 1.2}, false},
		{"an exact identifier match", Relevance{Judged: true, Unseen: 0.9, Identifier: true}, false},
		{"semantic arm: ADR 0032's stricter rule keeps it", Relevance{Judged: true, Semantic: true, Unseen: 0.5, Evidence: 0.6, Coverage: 0.2}, false},
		{"semantic arm, nearly all unseen, nothing covered", Relevance{Judged: true, Semantic: true, Unseen: 0.8, Evidence: 0.3, Coverage: 0.2}, true},
	} {
		if got := tt.rel.Abstains(); got != tt.want {
			t.Errorf("%s: Abstains() = %v, want %v", tt.name, got, tt.want)
		}
	}
	if (Results{Relevance: Relevance{Judged: true}}).Relevant() {
		t.Error("no hits is relevant")
	}
	if !(Results{Hits: []Hit{{}}, Relevance: Relevance{Judged: true, Evidence: 3}}).Relevant() {
		t.Error("a judged, strong hit is not relevant")
	}
}
