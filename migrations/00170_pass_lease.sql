-- +goose Up
-- A sync pass is held by one worker at a time (docs/adr/0029). The holder keeps
-- the source's advisory lock on a session of its own and refreshes
-- pass_heartbeat_at on that session; pass_heartbeat_at is NULL when no worker
-- holds the pass. A sweeper on every replica hands a pass whose heartbeat is
-- stale and whose lock is free (the holder's session died with it) to a live
-- worker, by queueing a job of the next pass_generation: the dead worker's job
-- is still "running" in river's table, and jobs are unique per source and
-- generation.
ALTER TABLE sources
    ADD COLUMN pass_id             uuid,
    ADD COLUMN pass_run_id         uuid,
    ADD COLUMN pass_heartbeat_at   timestamptz,
    ADD COLUMN pass_generation     bigint NOT NULL DEFAULT 0,
    ADD COLUMN pass_interrupted_at timestamptz;

-- Every pass, once: started fresh, ended by completing (or by the guard, a
-- refused credential, or being abandoned for a stale checkpoint). A pass that
-- moved between workers is still one row.
CREATE TABLE sync_passes (
    id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id     uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    started_at    timestamptz NOT NULL,
    ended_at      timestamptz,
    outcome       text CHECK (outcome IN ('completed', 'needs_review', 'needs_reauth', 'abandoned')),
    interruptions integer NOT NULL DEFAULT 0,
    docs_seen     integer,
    docs_indexed  integer,
    docs_failed   integer
);
CREATE INDEX sync_passes_source_idx ON sync_passes (workspace_id, source_id, started_at);

-- Each stretch of one worker on a pass. The runs of a pass never overlap: a run
-- starts under the source's lock, and the sweeper ends a dead worker's run
-- ("interrupted") only once it holds that lock itself.
CREATE TABLE sync_pass_runs (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    pass_id      uuid NOT NULL REFERENCES sync_passes (id) ON DELETE CASCADE,
    worker       text NOT NULL,
    started_at   timestamptz NOT NULL DEFAULT clock_timestamp(),
    ended_at     timestamptz,
    outcome      text CHECK (outcome IN ('completed', 'yielded', 'stopped', 'error', 'interrupted'))
);
CREATE INDEX sync_pass_runs_pass_idx ON sync_pass_runs (workspace_id, pass_id, started_at);

-- The sweeper's scan: only sources a worker claims to hold.
CREATE INDEX sources_pass_heartbeat_idx ON sources (pass_heartbeat_at) WHERE pass_heartbeat_at IS NOT NULL;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
