// Package vectorindex names and builds the HNSW index of each embedding
// model's vectors (ADR 0020, 0032): a partial index per model on a typed cast,
// which the search's vector arm (internal/retrieval) repeats so the planner
// uses it, and which a move to a new model (internal/reembed) builds first.
package vectorindex

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"regexp"
	"strings"

	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/embed"
)

// lockNamespace is the advisory lock class replicas take turns on while one
// builds an index ("ksts" + 1, the value it had beside the term statistics).
const lockNamespace = 0x6b73_7474

// halfvecFrom is the first length indexed as halfvec (16-bit floats):
// pgvector's HNSW indexes vector up to 2000 dimensions and halfvec up to 4000,
// and from here on a 32-bit vector takes over 4 KiB a row, so halving it
// halves the index and its build (OpenAI's 1536 dimensions included) for a
// recall measured the same against an exact full-precision scan (ADR 0062).
// Binary quantisation (a bit index re-ranked by the full vectors) was
// measured against it and lost: at 1536 dimensions it needs to re-rank most
// of a topic's chunks to reach recall 0.95, a depth that grows with the
// workspace (ADR 0069).
const halfvecFrom = 1025

// Cast is the typed cast a model's index and vector arm use.
func Cast(dims int) (cast, ops string) {
	if dims >= halfvecFrom {
		return fmt.Sprintf("halfvec(%d)", dims), "halfvec_cosine_ops"
	}
	return fmt.Sprintf("vector(%d)", dims), "vector_cosine_ops"
}

// The HNSW graph of every model's index: m links per node and
// ef_construction candidates kept while linking each new one (pgvector's
// defaults are 16 and 64). With the defaults a search that descends into the
// wrong topic cluster stays there: a million chunks reached recall@10 0.911
// at ef_search 100 and 0.942 at 400 (ADR 0062), a million halfvec(1536) ones
// 0.839 (0.933 at 1000, ADR 0069). Measured on the tuning set (ADR 0068):
// ef_construction makes the links between clusters, m makes a dense cluster
// searchable, and 32 / 128 was the only graph tried whose 1,000 queries at
// 100k all reached their cluster at ef_search 100; it costs a fifth more
// index and about twice the build. The same graph serves a halfvec index
// (ADR 0077): at 100k × 1536 on the tuning set it took recall@10 from 0.988
// to 0.998 and the queries left outside their cluster at ef_search 100
// from 21 of 1,000 (12 wholly, 9 partly) to 2, for a build about twice as
// long and an index of the same size.
const (
	graphM              = 32
	graphEFConstruction = 128
)

// Params are the HNSW build parameters of a model's index, vector or
// halfvec alike (ADR 0068, 0077).
func Params(dims int) (m, efConstruction int) {
	return graphM, graphEFConstruction
}

// withClause is the index's storage parameters as CREATE INDEX takes them
// and as pg_get_indexdef prints them back (an index built before ADR 0068,
// or a halfvec one before ADR 0077, prints none and is built again).
func withClause(dims int) (create, printed string) {
	m, efc := Params(dims)
	return fmt.Sprintf(" WITH (m = %d, ef_construction = %d)", m, efc), fmt.Sprintf(" WITH (m='%d', ef_construction='%d')", m, efc)
}

var unsafeName = regexp.MustCompile(`[^a-z0-9]+`)

// Name is the name of a model's HNSW index: the model name made
// safe for an identifier, plus a hash when it had to be changed or shortened,
// so two models never share an index.
func Name(model string) string { return nameOn("document_chunks", model) }

// StagedName is the name of the HNSW index of a model's vectors staged in
// chunk_vectors during a move (ADR 0071), named as Name names the chunks'.
func StagedName(model string) string { return nameOn("chunk_vectors", model) }

func nameOn(table, model string) string {
	safe := strings.Trim(unsafeName.ReplaceAllString(strings.ToLower(model), "_"), "_")
	name := table + "_hnsw_" + safe
	if safe == strings.ReplaceAll(model, "-", "_") && len(name) <= 63 {
		return name
	}
	sum := sha256.Sum256([]byte(model))
	return fmt.Sprintf("%.42s_%s", name, hex.EncodeToString(sum[:4]))
}

// Ensure builds the HNSW index of a model's vectors if it is
// missing or was left invalid by an interrupted build: a partial index on
// the typed cast, WHERE embedding_model = model. It builds CONCURRENTLY, so
// searches and syncs go on meanwhile (they scan exactly until it is ready);
// replicas starting together take turns on an advisory lock.
func Ensure(ctx context.Context, pool *pgxpool.Pool, model string, dims int) error {
	return ensureOn(ctx, pool, "document_chunks", Name(model), model, dims)
}

// EnsureStaged builds, as Ensure does, the HNSW index of a model's vectors
// staged in chunk_vectors: after a move's switch the search reads the
// chunks not yet given their staged vector from there (ADR 0071), so the
// re-embedding job builds it before it stages anything and the index is
// complete when the switch flips to the model.
func EnsureStaged(ctx context.Context, pool *pgxpool.Pool, model string, dims int) error {
	return ensureOn(ctx, pool, "chunk_vectors", StagedName(model), model, dims)
}

func ensureOn(ctx context.Context, pool *pgxpool.Pool, table, name, model string, dims int) error {
	if dims < 1 || dims > embed.MaxDimensions {
		return fmt.Errorf("vector index for %s: %d dimensions, want 1 to %d", model, dims, embed.MaxDimensions)
	}
	conn, err := pool.Acquire(ctx)
	if err != nil {
		return fmt.Errorf("vector index for %s: %w", model, err)
	}
	defer conn.Release()
	if _, err := conn.Exec(ctx, `SELECT pg_advisory_lock($1, hashtext($2))`, lockNamespace, name); err != nil {
		return fmt.Errorf("vector index for %s: %w", model, err)
	}
	defer func() {
		_, _ = conn.Exec(context.WithoutCancel(ctx), `SELECT pg_advisory_unlock($1, hashtext($2))`, lockNamespace, name)
	}()
	cast, ops := Cast(dims)
	var (
		exists, valid bool
		def           string
	)
	err = conn.QueryRow(ctx, `
		SELECT true, i.indisvalid, pg_get_indexdef(c.oid) FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid
		WHERE c.relname = $1 AND c.relkind = 'i'`, name).Scan(&exists, &valid, &def)
	if err != nil && !strings.Contains(err.Error(), "no rows") {
		return fmt.Errorf("vector index for %s: %w", model, err)
	}
	// An index of another cast (a 1536-dimension model indexed as vector
	// before ADR 0062) cannot serve the vector arm's expression, and one of
	// other build parameters (before ADR 0068) has a graph that cannot reach
	// the recall the search counts on: either is built again, and searches
	// scan exactly meanwhile, as before a first build.
	sameCast := strings.Contains(def, "::"+cast+")")
	with, printed := withClause(dims)
	sameParams := strings.Contains(def, printed)
	if exists && valid && sameCast && sameParams {
		return nil
	}
	if exists {
		if _, err := conn.Exec(ctx, fmt.Sprintf(`DROP INDEX CONCURRENTLY IF EXISTS %s`, pgIdent(name))); err != nil {
			return fmt.Errorf("vector index for %s: drop invalid: %w", model, err)
		}
	}
	var ddl string
	// format() quotes the model name as a literal server-side.
	err = conn.QueryRow(ctx, `SELECT format('CREATE INDEX CONCURRENTLY IF NOT EXISTS %I ON %I USING hnsw ((embedding::`+cast+`) `+ops+`)`+with+` WHERE embedding_model = %L', $1::text, $3::text, $2::text)`,
		name, model, table).Scan(&ddl)
	if err != nil {
		return fmt.Errorf("vector index for %s: %w", model, err)
	}
	if _, err := conn.Exec(ctx, ddl); err != nil {
		return fmt.Errorf("vector index for %s: %w", model, err)
	}
	return nil
}

// pgIdent double-quotes an identifier.
func pgIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
