-- +goose Up
-- A million chunks in one workspace (issue 34, ADR 0062).

-- 1. Vectors longer than 1,024 dimensions are indexed as halfvec: half the
-- index and its build for the same recall against a full-precision exact
-- scan (the column keeps full precision; only the index's copy is 16-bit).
-- The offline hashing embedder's index, built by migration 00061 as
-- vector(1536), is built again on the cast the vector arm now uses; indexes
-- the app built for other models are rebuilt by vectorindex.Ensure,
-- concurrently, when it finds their cast changed.
DROP INDEX IF EXISTS document_chunks_hnsw_local_hash_v1;
CREATE INDEX document_chunks_hnsw_local_hash_v1 ON document_chunks
    USING hnsw ((embedding::halfvec(1536)) halfvec_cosine_ops) WHERE embedding_model = 'local-hash-v1';

-- 2. Term statistics maintained incrementally. Every chunk written or
-- deleted appends one row to chunk_term_deltas (its lexemes, +1 or -1, its
-- tokens): append-only, so concurrent writers never wait on a shared counter
-- row (the reason 00060 refreshed after each pass instead of counting per
-- row). Searches read chunk_term_stats plus the workspace's deltas, so a
-- chunk counts (and a deleted one stops counting) the moment its transaction
-- commits; retrieval.RefreshTermStats folds the deltas into chunk_term_stats
-- at the end of a pass, in time proportional to what changed, where it used
-- to recount every chunk of the workspace. The trigger is row-level and
-- writes only rows of its own chunk's workspace, so on Citus it runs on the
-- chunk's shard against the colocated deltas shard (ADR 0064); a
-- statement-level trigger over a transition table would not (internal/citusready).
CREATE TABLE chunk_term_deltas (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    id           bigint GENERATED ALWAYS AS IDENTITY,
    sign         smallint NOT NULL,
    tokens       integer NOT NULL,
    lexemes      text[] NOT NULL,
    PRIMARY KEY (workspace_id, id)
);

-- +goose StatementBegin
-- A chunk written or deleted: its terms, once. A chunk going with its
-- workspace (by cascade) records nothing: its deltas go with it.
CREATE FUNCTION ks_chunk_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'DELETE' THEN
        INSERT INTO chunk_term_deltas (workspace_id, sign, tokens, lexemes)
        SELECT w.id, -1, OLD.token_count, tsvector_to_array(OLD.tsv_english)
        FROM workspaces w WHERE w.id = OLD.workspace_id;
    ELSE
        INSERT INTO chunk_term_deltas (workspace_id, sign, tokens, lexemes)
        VALUES (NEW.workspace_id, 1, NEW.token_count, tsvector_to_array(NEW.tsv_english));
    END IF;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER document_chunks_terms_inserted AFTER INSERT ON document_chunks
    FOR EACH ROW EXECUTE FUNCTION ks_chunk_terms_changed();
CREATE TRIGGER document_chunks_terms_deleted AFTER DELETE ON document_chunks
    FOR EACH ROW EXECUTE FUNCTION ks_chunk_terms_changed();

-- From here the deltas are exact: every workspace's statistics are counted
-- once more (chunks written since its last refresh included), the last full
-- count any workspace needs.
DELETE FROM chunk_term_stats;
INSERT INTO chunk_term_stats (workspace_id, lexeme, df)
SELECT workspace_id, lexeme, count(*)
FROM document_chunks, unnest(tsvector_to_array(tsv_english)) AS lexeme
GROUP BY workspace_id, lexeme;
UPDATE chunk_stats s SET chunks = 0, avg_tokens = 0, refreshed_at = now();
UPDATE chunk_stats s SET chunks = c.chunks, avg_tokens = c.avg_tokens
FROM (SELECT workspace_id, count(*) AS chunks, COALESCE(avg(token_count), 0) AS avg_tokens
      FROM document_chunks GROUP BY workspace_id) c
WHERE s.workspace_id = c.workspace_id;

-- +goose Down
-- Forward-only: the product never migrates down.
