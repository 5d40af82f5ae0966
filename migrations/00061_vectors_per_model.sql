-- +goose Up
-- Vectors of any length, one HNSW index per embedding model (ADR 0020): the
-- column loses its 1536 type modifier, and each model's rows get a partial
-- index on a typed cast, WHERE embedding_model = '<model>', built by the app
-- (retrieval.EnsureVectorIndex) for the model it embeds with. Every arm filters
-- on embedding_model, so each uses its own model's index and several models
-- can coexist in one table. The offline embedder's index is built here.
DROP INDEX IF EXISTS document_chunks_embedding_idx;
ALTER TABLE document_chunks ALTER COLUMN embedding TYPE vector;
CREATE INDEX document_chunks_hnsw_local_hash_v1 ON document_chunks
    USING hnsw ((embedding::vector(1536)) vector_cosine_ops) WHERE embedding_model = 'local-hash-v1';

-- +goose Down
-- Forward-only: the product never migrates down.
