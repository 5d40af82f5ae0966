-- +goose Up
-- Workspace term statistics for the English arm's BM25 ranking (ADR 0020):
-- how many chunks hold each English lexeme (document frequency), and the
-- chunk count and mean length. Refreshed after each sync pass, not per row:
-- IDF tolerates staleness, and a per-row counter would be one hot row per
-- workspace that every concurrent chunk write locks.
CREATE TABLE chunk_term_stats (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    lexeme       text NOT NULL,
    df           integer NOT NULL,
    PRIMARY KEY (workspace_id, lexeme)
);

CREATE TABLE chunk_stats (
    workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    chunks       bigint NOT NULL,
    avg_tokens   double precision NOT NULL,
    refreshed_at timestamptz NOT NULL DEFAULT now()
);

INSERT INTO chunk_term_stats (workspace_id, lexeme, df)
SELECT workspace_id, lexeme, count(*)
FROM document_chunks, unnest(tsvector_to_array(tsv_english)) AS lexeme
GROUP BY workspace_id, lexeme;

INSERT INTO chunk_stats (workspace_id, chunks, avg_tokens)
SELECT workspace_id, count(*), avg(token_count)
FROM document_chunks
GROUP BY workspace_id;

-- +goose Down
DROP TABLE chunk_stats;
DROP TABLE chunk_term_stats;
