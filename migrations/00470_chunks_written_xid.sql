-- +goose Up
-- The re-embedding switch's check without a read of the workspace under its
-- lock (docs/adr/0077). The job counts the chunks lacking a staged vector of
-- the new model outside any lock, in one snapshot; under the workspace's
-- row lock the flip then counts again only the chunks written by
-- transactions that snapshot could not see. written_xid is the transaction
-- that last wrote a chunk's text: set on every insert (the default) and on
-- every change of its text or model in place (the trigger; the product
-- rewrites a chunk by deleting and inserting it, but nothing may escape
-- the check by updating one). A transaction id, not a time: a writer that
-- began before the check and committed after it is found by its id
-- (pg_visible_in_snapshot), where a created_at older than the check would
-- hide it.
--
-- Rows written before this migration keep NULL: every one of them was
-- committed before any check runs (ADD COLUMN waits for every writer of the
-- table), so no check needs them, and the partial index leaves them out
-- (no read of the existing table's rows beyond the index build's scan).
ALTER TABLE document_chunks ADD COLUMN written_xid xid8;
ALTER TABLE document_chunks ALTER COLUMN written_xid SET DEFAULT pg_current_xact_id();
CREATE INDEX document_chunks_workspace_written_idx ON document_chunks (workspace_id, written_xid)
    WHERE written_xid IS NOT NULL;

-- +goose StatementBegin
CREATE FUNCTION ks_chunk_rewritten() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.written_xid := pg_current_xact_id();
    RETURN NEW;
END
$$;
-- +goose StatementEnd

CREATE TRIGGER document_chunks_rewritten BEFORE UPDATE OF content_hash, embedding_model ON document_chunks
    FOR EACH ROW EXECUTE FUNCTION ks_chunk_rewritten();

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
