package retrieval

import (
	"knowledgestack/internal/embed"
)

// Mode chooses the arms a search runs; only the evaluation uses anything but hybrid.
type Mode int

// The modes.
const (
	ModeHybrid Mode = iota // vector + English + identifier arms, fused
	ModeVector             // the vector arm alone
	ModeText               // the English and identifier arms, fused
)

// String names the mode as the evaluation table prints it.
func (m Mode) String() string {
	switch m {
	case ModeVector:
		return "vector only"
	case ModeText:
		return "full text only"
	default:
		return "hybrid"
	}
}

// Defaults of Options.
const (
	DefaultLimit       = 6
	MaxLimit           = 50
	DefaultCandidates  = 40
	DefaultRRFK        = 5  // see ADR 0008: at 60, fusion of a weak arm becomes a vote count
	ClassicRRFK        = 60 // the constant of the RRF paper, and of issue 6: Options{RRFK: ClassicRRFK}
	DefaultPerDocument = 2
	// DefaultEFSearch: with ADR 0068's graph, 40 still left one of 1,000
	// tuning queries at 100k outside its topic, 100 none, and the wider
	// searches found nothing more there; each step costs every search.
	DefaultEFSearch  = 100
	MaxQuestionRunes = 2000
)

// Options tune a Searcher; zero values take the defaults.
type Options struct {
	Candidates int // rows each text arm contributes to fusion (default 40)
	// VectorCandidates is the vector arm's depth (default: Candidates).
	VectorCandidates int
	RRFK             float64 // Reciprocal Rank Fusion constant (default 60)
	PerDocument      int     // most chunks of one document in a result (default 2; negative: no cap)
	EFSearch         int     // hnsw.ef_search (default 100, raised to Candidates when lower)
	Mode             Mode
	// EnglishAll makes the English arm require every term (websearch
	// semantics) instead of any term; see ADR 0008 for why any is the default.
	EnglishAll bool
	// Weights scale each arm's RRF contribution; a zero weight takes its
	// default, which for the vector arm depends on the embedder (see
	// DefaultWeights).
	Weights ArmWeights
	// Ranking orders the English arm's matches (zero: DefaultRanking).
	Ranking TextRanking
	// MinSimilarity drops vector candidates whose cosine similarity is at or
	// below it (default 0: only vectors sharing nothing with the question).
	MinSimilarity float64
	// Embedders builds the embedder of a model the searcher was not built
	// with: while a workspace moves to the configured model (reembed.go), its
	// questions are embedded with the model its chunks still carry. Nil, or
	// an error: such a workspace is searched by its text arms alone until
	// the switch.
	Embedders func(model string, dims int) (embed.Embedder, error)
	// Rerank is the second stage over the fused candidates (rerank.go;
	// zero: DefaultRerank, Depth < 0: off).
	Rerank RerankOptions
	// Gate lowers the vector arm's weight for a question the English arm
	// already answers (gate.go; zero: DefaultGate, Coverage > 1: off).
	Gate VectorGate
	// IdentifierReach is how many chunks the identifier arm may return
	// and keep its full weight (gate.go; zero: DefaultIdentifierReach,
	// negative: no scaling).
	IdentifierReach int
	// MaxLimit caps Query.Limit (zero: MaxLimit). Only an evaluation that
	// ranks deeper than a user's search sets it higher (the BEIR
	// evaluation's recall@100, internal/evaluation).
	MaxLimit int
}

// ArmWeights multiply an arm's 1/(k+rank) term in fusion.
type ArmWeights struct{ Vector, English, Identifier float64 }

// DefaultWeights are the arm weights for vectors of the given embedding
// model: the offline hashing embedder (embed.LocalModel) only sees shared
// words and bigrams, so its arm, measured far below full text on the demo
// handbook, counts for less; the offline word-vector embedder
// (embed.WordVecModel) finds paraphrases but misses exact terms that full
// text finds, so it counts a little over half; any other model's arm counts
// fully.
func DefaultWeights(model string) ArmWeights {
	switch model {
	case embed.LocalModel:
		return ArmWeights{Vector: LocalVectorWeight, English: 1, Identifier: 1}
	case embed.WordVecModel:
		return ArmWeights{Vector: WordVecVectorWeight, English: 1, Identifier: 1}
	}
	return ArmWeights{Vector: 1, English: 1, Identifier: 1}
}

// LocalVectorWeight is the vector arm's fusion weight with the hashing embedder (ADR 0008).
const LocalVectorWeight = 0.15

// WordVecVectorWeight is the vector arm's fusion weight with the word-vector
// embedder, measured on both handbooks (ADR 0042).
const WordVecVectorWeight = 0.55

// TextRanking chooses how the English arm orders its matches.
type TextRanking struct {
	// Func is "bm25" (BM25F with workspace IDF, ADR 0020; ts_rank until the
	// workspace has term statistics), "ts_rank_cd" (cover density: terms
	// close together) or "ts_rank" (frequency of the matched terms).
	Func string
	// BM25 parameters: saturation K1, length normalisation B (0 is none,
	// not the default: DefaultRanking sets it), per-field term-frequency
	// weights and the ts_rank-ordered pool it re-ranks.
	K1, B                                  float64
	TitleWeight, HeadingWeight, BodyWeight float64
	Pool                                   int
	// TitleOnce counts a word of the chunk's title in the title field only
	// (ADR 0067): its occurrences in the heading path are not counted, and
	// when the heading path holds it too, one body occurrence (the heading
	// line an upload's "# Title" leaves in the text) is not either. Without
	// it a Markdown upload whose first heading repeats its title counts each
	// title word three times.
	TitleOnce bool
	// MatchBudget bounds the chunks the pool is drawn from when the
	// question's terms together occur in more (bm25.go; zero:
	// DefaultBM25MatchBudget, negative: no bound).
	MatchBudget int
	// Expansion weighs the WordNet synonyms of the question's words
	// (package synonyms) against its own words: 0 turns expansion off.
	Expansion float64
	// Normalization is ts_rank's bit mask: 0 ignores the chunk's length,
	// 1 divides by 1 + log(length), 2 by length, 4 (ts_rank_cd only) by the
	// mean harmonic distance between extents, 32 maps rank to rank/(rank+1).
	Normalization int
	// Weights of the D, C, B, A labels: unused, body, headings, title
	// (migrations/00001_schema.sql sets the labels).
	Weights [4]float64
}

// DefaultRanking is the English arm's ranking when Options.Ranking is zero.
func DefaultRanking() TextRanking {
	return TextRanking{Func: "bm25", K1: DefaultBM25K1, B: DefaultBM25B, TitleWeight: DefaultBM25Title,
		HeadingWeight: DefaultBM25Heading, BodyWeight: DefaultBM25Body, Pool: DefaultBM25Pool, Expansion: DefaultExpansion,
		TitleOnce: true, MatchBudget: DefaultBM25MatchBudget}
}

// TSRank is ADR 0008's ranking: ts_rank, normalisation 1, equal label weights.
func TSRank() TextRanking {
	return TextRanking{Func: "ts_rank", Normalization: 1, Weights: [4]float64{1, 1, 1, 1}}
}

func (r TextRanking) withDefaults() TextRanking {
	switch r.Func {
	case "":
		return DefaultRanking()
	case "bm25":
		def := DefaultRanking()
		for _, f := range []struct{ got, def *float64 }{
			{&r.K1, &def.K1}, {&r.TitleWeight, &def.TitleWeight}, {&r.HeadingWeight, &def.HeadingWeight}, {&r.BodyWeight, &def.BodyWeight},
		} {
			if *f.got <= 0 {
				*f.got = *f.def
			}
		}
		if r.B < 0 || r.B > 1 {
			r.B = def.B
		}
		if r.Pool <= 0 {
			r.Pool = def.Pool
		}
		if r.MatchBudget == 0 {
			r.MatchBudget = def.MatchBudget
		}
	case "ts_rank":
	default:
		r.Func = "ts_rank_cd"
	}
	return r
}

func (o Options) withDefaults(model string) Options {
	def := DefaultWeights(model)
	for _, w := range []struct {
		got *float64
		def float64
	}{
		{&o.Weights.Vector, def.Vector}, {&o.Weights.English, def.English}, {&o.Weights.Identifier, def.Identifier},
	} {
		if *w.got <= 0 {
			*w.got = w.def
		}
	}
	o.Ranking = o.Ranking.withDefaults()
	o.Rerank = o.Rerank.withDefaults()
	if o.Gate == (VectorGate{}) {
		o.Gate = DefaultGate()
	}
	if o.Candidates <= 0 {
		o.Candidates = DefaultCandidates
	}
	if o.IdentifierReach == 0 {
		o.IdentifierReach = DefaultIdentifierReach
	}
	if o.VectorCandidates <= 0 {
		o.VectorCandidates = o.Candidates
	}
	if o.RRFK <= 0 {
		o.RRFK = DefaultRRFK
	}
	if o.PerDocument == 0 {
		o.PerDocument = DefaultPerDocument
	}
	if o.EFSearch <= 0 {
		o.EFSearch = DefaultEFSearch
	}
	if o.MaxLimit <= 0 {
		o.MaxLimit = MaxLimit
	}
	o.EFSearch = max(o.EFSearch, o.VectorCandidates)
	return o
}
