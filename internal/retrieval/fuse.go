package retrieval

import (
	"sort"

	"github.com/google/uuid"
)

// arm names one ranked list; the values are the metric labels too.
type arm string

const (
	armVector     arm = "vector"
	armEnglish    arm = "english"
	armIdentifier arm = "identifier"
)

// candidate is one chunk returned by an arm, in that arm's order.
type candidate struct {
	ChunkID, DocumentID, SourceID uuid.UUID
	Title, URL, HeadingPath       string
	Content                       string
	ArmScore                      float64 // cosine similarity or ts_rank_cd, for debugging only
	// Coverage is the English arm's share of the question's term weight the
	// chunk matches (1 for an identifier arm match; 0 from the vector arm).
	Coverage float64
}

// ranked is an arm's output, best first.
type ranked struct {
	arm    arm
	weight float64
	hits   []candidate
}

// fuse merges ranked lists by Reciprocal Rank Fusion: a chunk scores
// sum(weight / (k + rank)) over the arms that returned it (rank from 1). Ties
// break on the better best rank, then on arm order (vector first), so the
// order is deterministic. It then keeps at most perDoc chunks of any one document
// (perDoc <= 0: no cap) and at most limit hits. The cap is strict: when too
// few documents match, fewer than limit hits come back rather than a third
// chunk of the same document.
func fuse(lists []ranked, k float64, perDoc, limit int) []Hit {
	byID := map[uuid.UUID]*Hit{}
	best := map[uuid.UUID]int{}
	var order []uuid.UUID
	for _, l := range lists {
		for i, c := range l.hits {
			rank := i + 1
			h, ok := byID[c.ChunkID]
			if !ok {
				h = &Hit{
					ChunkID: c.ChunkID, DocumentID: c.DocumentID, SourceID: c.SourceID,
					Title: c.Title, URL: c.URL, HeadingPath: c.HeadingPath, Content: c.Content,
				}
				byID[c.ChunkID] = h
				best[c.ChunkID] = rank
				order = append(order, c.ChunkID)
			}
			switch l.arm {
			case armVector:
				h.VectorRank = rank
			case armEnglish:
				h.EnglishRank = rank
			case armIdentifier:
				h.IdentifierRank = rank
			}
			h.Score += l.weight / (k + float64(rank))
			switch {
			case l.arm == armIdentifier:
				h.Coverage = 1
			case c.Coverage > h.Coverage:
				h.Coverage = c.Coverage
			}
			if rank < best[c.ChunkID] {
				best[c.ChunkID] = rank
			}
		}
	}
	sort.SliceStable(order, func(i, j int) bool {
		a, b := byID[order[i]], byID[order[j]]
		if a.Score != b.Score {
			return a.Score > b.Score
		}
		return best[a.ChunkID] < best[b.ChunkID]
	})
	out := make([]Hit, 0, min(limit, len(order)))
	perDocument := map[uuid.UUID]int{}
	for _, id := range order {
		if len(out) == limit {
			break
		}
		h := byID[id]
		if perDoc > 0 && perDocument[h.DocumentID] >= perDoc {
			continue
		}
		perDocument[h.DocumentID]++
		out = append(out, *h)
	}
	return out
}
