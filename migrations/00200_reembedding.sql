-- +goose Up
-- Changing the embedding model without downtime (ADR 0032). A workspace row
-- here means its chunks are being moved from model (what search uses) to
-- target_model: the re-embedding job stages the new vectors in
-- chunk_vectors, batch by batch (each batch commits, so a killed job resumes
-- with exactly the chunks still missing), and switches in one transaction
-- once every chunk has one: the staged vectors replace the old ones and the
-- row's model becomes the target. No row: search uses the configured model.
CREATE TABLE workspace_embedding (
    workspace_id  uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    model         text NOT NULL,
    dims          integer NOT NULL CHECK (dims BETWEEN 1 AND 4000),
    target_model  text,
    target_dims   integer CHECK (target_dims BETWEEN 1 AND 4000),
    started_at    timestamptz,
    switched_at   timestamptz,
    error         text,
    updated_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE chunk_vectors (
    chunk_id        uuid NOT NULL REFERENCES document_chunks (id) ON DELETE CASCADE,
    workspace_id    uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    embedding_model text NOT NULL,
    content_hash    text NOT NULL,
    embedding       vector NOT NULL,
    PRIMARY KEY (chunk_id, embedding_model)
);
CREATE INDEX chunk_vectors_workspace_model_idx ON chunk_vectors (workspace_id, embedding_model);

-- +goose Down
-- Forward-only: the product never migrates down.
