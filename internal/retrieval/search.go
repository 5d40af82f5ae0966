package retrieval

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"slices"
	"strings"
	"sync"
	"time"
	"unicode/utf8"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/access"
	"knowledgestack/internal/convert"
	"knowledgestack/internal/embed"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/metrics"
)

// Query is one search, on behalf of a user, inside one workspace.
type Query struct {
	WorkspaceID, UserID uuid.UUID // UserID may be uuid.Nil (evaluation, offline jobs)
	Text                string
	Limit               int // default 6, at most Options.MaxLimit (default 50)
	// Principals are what the asker is known as (access.Principals); every
	// arm reads only chunks readable by one of them. Nil: the search looks
	// them up for UserID (uuid.Nil: only what every member reads).
	Principals []string
	// Audience, when not nil, is what everyone who will read the answer
	// holds (an answer posted into a Slack channel: access.Everyone, ADR
	// 0063): the asker's principals are cut to those also in it, so the
	// search finds only what the asker and that audience may both read.
	Audience []string
}

// Hit is one returned chunk. The arm ranks are 1-based; 0 means that arm did
// not return the chunk.
type Hit struct {
	ChunkID, DocumentID, SourceID uuid.UUID
	Title, URL, HeadingPath       string
	Snippet                       string           // plain text, at most SnippetMax runes
	Content                       string           // the chunk's raw Markdown
	Location                      convert.Location // pages, slide or sheet rows in the original file; zero for none
	Score                         float64
	// Coverage is the share of the question's term weight (IDF) the passage
	// matches, 1 for an exact identifier match: how much of what was asked
	// the passage speaks of (ADR 0032; abstention computes its own, abstain.go).
	Coverage       float64
	VectorRank     int
	EnglishRank    int
	IdentifierRank int
	// lexemes are the question's English lexemes the chunk holds, when the
	// English arm had term statistics (judge reads them).
	lexemes []string
}

// Why a search returned no hits.
const (
	EmptyWorkspace = "empty_workspace" // the workspace holds no chunk of the current model
	NoMatch        = "no_match"        // it does, but none matched the question
)

// Results are the hits, best first. When Hits is empty, Empty says why.
type Results struct {
	Hits  []Hit
	Empty string
	// Unseen is the share of the question's term weight (IDF) held by words
	// no chunk of the workspace contains: what was asked about that the
	// documents never mention.
	Unseen float64
	// Relevance is how well the first hits answer the question; Relevant()
	// reads it (abstain.go).
	Relevance Relevance
}

// Searcher runs searches. It is safe for concurrent use.
type Searcher struct {
	pool     *pgxpool.Pool
	embedder embed.Embedder
	duration *prometheus.HistogramVec
	opts     Options
	// vectorWeightSet: the vector arm's weight was chosen by the caller,
	// not defaulted from the embedder's model.
	vectorWeightSet bool
}

// NewSearcher returns a searcher comparing only vectors of embedder.Model().
// A nil m records no metrics (the evaluation command).
func NewSearcher(pool *pgxpool.Pool, embedder embed.Embedder, m *metrics.Metrics, opts Options) *Searcher {
	s := &Searcher{pool: pool, embedder: embedder, opts: opts.withDefaults(embedder.Model()), vectorWeightSet: opts.Weights.Vector > 0}
	if m != nil {
		s.duration = m.RetrievalDuration
	}
	return s
}

// Options returns the settings in effect, defaults filled.
func (s *Searcher) Options() Options { return s.opts }

// Search runs the arms of the configured mode inside q.WorkspaceID, fuses
// them and logs the search. An empty result is not an error: Results.Empty
// tells an empty workspace from a question nothing matched.
func (s *Searcher) Search(ctx context.Context, q Query) (Results, error) {
	start := time.Now()
	q.Text = strings.TrimSpace(q.Text)
	switch {
	case q.WorkspaceID == uuid.Nil:
		return Results{}, errs.E(errs.Invalid, "search needs a workspace")
	case q.Text == "":
		return Results{}, errs.E(errs.Invalid, "the search query is empty")
	case utf8.RuneCountInString(q.Text) > MaxQuestionRunes:
		return Results{}, errs.E(errs.Invalid, "the search query is longer than %d characters", MaxQuestionRunes)
	case !utf8.ValidString(q.Text) || strings.ContainsRune(q.Text, 0):
		return Results{}, errs.E(errs.Invalid, "the search query is not valid text")
	}
	if q.Limit <= 0 {
		q.Limit = DefaultLimit
	}
	q.Limit = min(q.Limit, s.opts.MaxLimit)

	if q.Principals == nil {
		p, err := access.Principals(ctx, s.pool, q.WorkspaceID, q.UserID)
		if err != nil {
			return Results{}, fmt.Errorf("search: the asker's principals: %w", err)
		}
		q.Principals = p
	}
	if q.Audience != nil {
		q.Principals = slices.DeleteFunc(slices.Clone(q.Principals), func(p string) bool { return !slices.Contains(q.Audience, p) })
	}
	sp, err := s.space(ctx, q.WorkspaceID)
	if err != nil {
		return Results{}, fmt.Errorf("search: %w", err)
	}
	var vec []float32
	if s.opts.Mode != ModeText && sp.embedder != nil {
		vecs, err := embed.EmbedFor(ctx, sp.embedder, q.WorkspaceID, []string{q.Text})
		if err != nil {
			if ctx.Err() != nil {
				return Results{}, ctx.Err()
			}
			return Results{}, errs.Wrap(errs.Unavailable, err, "the embedding service is unavailable")
		}
		if len(vecs) != 1 || len(vecs[0]) != sp.embedder.Dimensions() {
			return Results{}, fmt.Errorf("search: embedder returned %d vectors, want one of %d dimensions", len(vecs), sp.embedder.Dimensions())
		}
		vec = vecs[0]
	}
	res, err := s.search(ctx, q, sp, vec, start)
	if err != nil {
		return Results{}, fmt.Errorf("search: %w", err)
	}
	return res, nil
}

// space is what one search compares: the vector arm reads vectorModel's
// vectors and embeds the question with embedder (nil: no vector arm); the
// text arms read chunks of any of textModels.
type space struct {
	embedder     embed.Embedder
	vectorModel  string
	vectorWeight float64
	// staged: part of vectorModel's vectors are still in chunk_vectors,
	// the workspace having switched to it and not yet settled (ADR 0071).
	staged     bool
	textModels []string
}

// space looks up the model the workspace's search uses: the configured one,
// unless the workspace is still moving to it (workspace_embedding), in which
// case its vectors are the old model's until the switch.
func (s *Searcher) space(ctx context.Context, ws uuid.UUID) (space, error) {
	model := s.embedder.Model()
	sp := space{embedder: s.embedder, vectorModel: model, vectorWeight: s.opts.Weights.Vector, textModels: []string{model}}
	var active, settling string
	var dims int
	err := s.pool.QueryRow(ctx, `SELECT model, dims, COALESCE(settling_from, '') FROM workspace_embedding WHERE workspace_id = $1`, ws).
		Scan(&active, &dims, &settling)
	if errors.Is(err, pgx.ErrNoRows) {
		return sp, nil
	}
	if err != nil {
		return space{}, err
	}
	if settling != "" {
		// Switched, not yet settled (ADR 0071): the chunks still carrying
		// the old model have the live model's vector in chunk_vectors.
		sp.staged = true
		sp.textModels = append(sp.textModels, settling)
	}
	if active == model {
		return sp, nil
	}
	sp.vectorModel, sp.textModels = active, append(sp.textModels, active)
	if !s.vectorWeightSet {
		sp.vectorWeight = DefaultWeights(active).Vector
	}
	sp.embedder = nil
	if s.opts.Embedders != nil {
		if e, err := s.opts.Embedders(active, dims); err == nil && e.Model() == active && e.Dimensions() == dims {
			sp.embedder = e
		}
	}
	return sp, nil
}

func (s *Searcher) search(ctx context.Context, q Query, sp space, vec []float32, start time.Time) (Results, error) {
	lists, qs, err := s.arms(ctx, q, sp, vec)
	if err != nil {
		return Results{}, err
	}
	s.opts.Gate.apply(lists)
	scaleIdentifier(lists, s.opts.IdentifierReach)
	// The arms have released their connections: the second stage and the
	// details take one, with the search's settings.
	db, err := acquireSearchConn(ctx, s.pool, s.opts.EFSearch)
	if err != nil {
		return Results{}, err
	}
	defer db.conn.Release()
	res := Results{Unseen: qs.unseen}
	if res.Hits, err = s.rank(ctx, db, q, lists, qs.lexemes()); err != nil {
		return Results{}, err
	}
	if len(res.Hits) == 0 {
		ok, err := hasChunks(ctx, db, q.WorkspaceID, q.Principals, sp.textModels)
		if err != nil {
			return Results{}, err
		}
		res.Empty = NoMatch
		if !ok {
			res.Empty = EmptyWorkspace
		}
	} else {
		for i := range res.Hits {
			res.Hits[i].Snippet = snippet(res.Hits[i].Content, q.Text)
		}
		if res.Relevance, err = s.relevance(ctx, db, q, sp, res.Hits, qs); err != nil {
			return Results{}, err
		}
	}
	elapsed := time.Since(start)
	if err := writeLog(ctx, db.conn, q, res.Hits, !res.Relevant(), float64(elapsed.Microseconds())/1000); err != nil {
		return Results{}, fmt.Errorf("write retrieval log: %w", err)
	}
	if s.duration != nil && s.opts.Mode == ModeHybrid {
		s.duration.WithLabelValues("hybrid").Observe(time.Since(start).Seconds())
	}
	return res, nil
}

// arms runs the arms of the mode, timing each: the vector arm on one
// connection while the English arm runs on another, so a hybrid search takes
// about as long as its slower side rather than the sum (ADR 0035). The
// identifier arm, short, follows the vector arm, the shorter side; without
// one it follows the English arm. Each side holds its connection only while
// it runs.
func (s *Searcher) arms(ctx context.Context, q Query, sp space, vec []float32) ([]ranked, questionStats, error) {
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	runVector := s.opts.Mode != ModeText && vec != nil
	runText := s.opts.Mode != ModeVector
	var ids []string
	if runText {
		ids = Identifiers(q.Text)
	}
	var (
		vector []ranked
		vecErr error
		wg     sync.WaitGroup
	)
	if runVector {
		withIDs := ids
		ids = nil
		side := func() {
			if vector, vecErr = s.vectorSide(ctx, q, sp, vec, withIDs); vecErr != nil {
				cancel()
			}
		}
		if runText {
			wg.Add(1)
			go func() { defer wg.Done(); side() }()
		} else {
			side()
		}
	}
	var (
		text    []ranked
		qs      questionStats
		textErr error
	)
	if runText {
		if text, qs, textErr = s.textSide(ctx, q, sp, ids); textErr != nil {
			cancel()
		}
	}
	wg.Wait()
	// The side that failed first cancelled the other: report its error.
	for _, err := range []error{vecErr, textErr} {
		if err != nil && !errors.Is(err, context.Canceled) {
			return nil, questionStats{}, err
		}
	}
	if err := cmp.Or(vecErr, textErr); err != nil {
		return nil, questionStats{}, err
	}
	// Fusion breaks ties on arm order: vector, English, identifier.
	all := slices.Concat(vector, text)
	lists := make([]ranked, 0, len(all))
	for _, a := range []arm{armVector, armEnglish, armIdentifier} {
		for _, l := range all {
			if l.arm == a {
				lists = append(lists, l)
			}
		}
	}
	return lists, qs, nil
}

// timed runs an arm and observes its duration.
func (s *Searcher) timed(a arm, weight float64, run func() ([]candidate, error)) (ranked, error) {
	t := time.Now()
	hits, err := run()
	if err != nil {
		return ranked{}, fmt.Errorf("%s arm: %w", a, err)
	}
	if s.duration != nil {
		s.duration.WithLabelValues(string(a)).Observe(time.Since(t).Seconds())
	}
	return ranked{arm: a, weight: weight, hits: hits}, nil
}

// vectorSide runs the vector arm, then the identifier arm for ids if any, on
// a connection of its own.
func (s *Searcher) vectorSide(ctx context.Context, q Query, sp space, vec []float32, ids []string) ([]ranked, error) {
	db, err := acquireSearchConn(ctx, s.pool, s.opts.EFSearch)
	if err != nil {
		return nil, err
	}
	defer db.conn.Release()
	r, err := s.timed(armVector, sp.vectorWeight, func() ([]candidate, error) {
		return vectorArm(ctx, db, q.WorkspaceID, q.Principals, sp.vectorModel, sp.staged, vec, s.opts.VectorCandidates, s.opts.MinSimilarity)
	})
	if err != nil {
		return nil, err
	}
	lists := []ranked{r}
	if len(ids) > 0 {
		r, err := s.identifierArm(ctx, db, q, sp, ids)
		if err != nil {
			return nil, err
		}
		lists = append(lists, r)
	}
	return lists, nil
}

// textSide runs the English arm, then the identifier arm for ids if any, on
// a connection of its own.
func (s *Searcher) textSide(ctx context.Context, q Query, sp space, ids []string) ([]ranked, questionStats, error) {
	db, err := acquireSearchConn(ctx, s.pool, s.opts.EFSearch)
	if err != nil {
		return nil, questionStats{}, err
	}
	defer db.conn.Release()
	text := proseQuery(q.Text)
	if s.opts.EnglishAll {
		text = q.Text
	}
	var qs questionStats
	english, err := s.timed(armEnglish, s.opts.Weights.English, func() ([]candidate, error) {
		out, st, err := englishArm(ctx, db, s.opts.Ranking, s.opts.EnglishAll, q.WorkspaceID, q.Principals, sp.textModels, text, s.opts.Candidates)
		qs = st
		return out, err
	})
	if err != nil {
		return nil, questionStats{}, err
	}
	lists := []ranked{english}
	if len(ids) > 0 {
		r, err := s.identifierArm(ctx, db, q, sp, ids)
		if err != nil {
			return nil, questionStats{}, err
		}
		lists = append(lists, r)
	}
	return lists, qs, nil
}

func (s *Searcher) identifierArm(ctx context.Context, db queryer, q Query, sp space, ids []string) (ranked, error) {
	return s.timed(armIdentifier, s.opts.Weights.Identifier, func() ([]candidate, error) {
		return textArm(ctx, db, identifierSQL, q.WorkspaceID, q.Principals, sp.textModels, identifierQuery(ids), s.opts.Candidates)
	})
}
