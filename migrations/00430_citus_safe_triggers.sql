-- +goose Up
-- Triggers that would misbehave on Citus workers (docs/adr/0064), and the
-- re-embedding job's checkpoint.
--
-- On Citus a trigger on a distributed table fires on the worker holding the
-- shard. A NOTIFY from there reaches the worker's listeners, never the
-- coordinator's where the application listens; a coordinator-local table
-- (account_token_usage) is not there to write; and a statement-level
-- trigger's transition table is the shard's rows alone, whose join with
-- another distributed table is no single-shard statement. So:

-- Followers of a live turn are woken by the statements that store frames
-- (internal/chat/store.go), in the same transaction as before: a NOTIFY is
-- delivered at commit either way.
DROP TRIGGER turn_frames_notify ON turn_frames;
DROP FUNCTION turn_frames_notify();

-- The monthly token totals are added by the statement that audits the call
-- (internal/chat/store.go insertModelCall), in its transaction.
DROP TRIGGER model_calls_token_usage ON model_calls;
DROP FUNCTION token_usage_count();

-- The readers triggers of ADR 0058 on document_access and source_members
-- become row-level, each statement pinned to the row's workspace and so to
-- one colocated shard. AFTER ROW triggers fire at the end of the statement
-- and see all of its rows, so the first recomputation already finds the
-- final readers and the others change nothing (IS DISTINCT FROM): the
-- result is the statement-level triggers' result.
DROP TRIGGER document_access_inserted ON document_access;
DROP TRIGGER document_access_deleted ON document_access;
DROP TRIGGER document_access_updated ON document_access;
DROP TRIGGER source_members_inserted ON source_members;
DROP TRIGGER source_members_deleted ON source_members;
DROP FUNCTION ks_access_changed();
DROP FUNCTION ks_source_access_changed();

-- +goose StatementBegin
-- An entry written, changed or removed: its document's principals again.
CREATE FUNCTION ks_access_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ws  uuid;
    doc uuid;
BEGIN
    IF TG_OP = 'DELETE' THEN
        ws := OLD.workspace_id; doc := OLD.document_id;
    ELSE
        ws := NEW.workspace_id; doc := NEW.document_id;
    END IF;
    UPDATE documents d SET readers = x.readers
    FROM (SELECT COALESCE(ks_document_readers(ws, doc), '{}') AS readers) x
    WHERE d.workspace_id = ws AND d.id = doc AND d.readers IS DISTINCT FROM x.readers;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER document_access_changed AFTER INSERT OR UPDATE OR DELETE ON document_access
    FOR EACH ROW EXECUTE FUNCTION ks_access_row_changed();

-- +goose StatementBegin
-- A member added or removed: the documents of its source, when the source is
-- in 'members' mode (in the other modes the list decides nothing, and in this
-- one every document's principals are the source's, ks_document_readers).
CREATE FUNCTION ks_member_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
    ws  uuid;
    src uuid;
BEGIN
    IF TG_OP = 'DELETE' THEN
        ws := OLD.workspace_id; src := OLD.source_id;
    ELSE
        ws := NEW.workspace_id; src := NEW.source_id;
    END IF;
    UPDATE documents d SET readers = x.readers
    FROM (SELECT COALESCE(ks_source_readers(ws, src), '{}') AS readers) x, sources s
    WHERE s.workspace_id = ws AND s.id = src AND s.visibility = 'members'
      AND d.workspace_id = ws AND d.source_id = src AND d.readers IS DISTINCT FROM x.readers;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER source_members_changed AFTER INSERT OR DELETE ON source_members
    FOR EACH ROW EXECUTE FUNCTION ks_member_row_changed();

-- The re-embedding job's durable checkpoint (internal/reembed): the last
-- chunk id of the last committed batch (a keyset, so a batch reads only the
-- next chunks instead of re-checking every chunk before them), how many
-- chunks the job staged towards the target, when the current run began and
-- how many it staged (the rate and the time left), and the progress the job
-- keeps: done and total counted exactly at the run's start, done advanced
-- by each batch, so reading the progress reads this row, not every chunk.
ALTER TABLE workspace_embedding
    ADD COLUMN checkpoint     uuid,
    ADD COLUMN staged         bigint NOT NULL DEFAULT 0,
    ADD COLUMN run_started_at timestamptz,
    ADD COLUMN run_staged     bigint NOT NULL DEFAULT 0,
    ADD COLUMN done           bigint,
    ADD COLUMN total          bigint;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
