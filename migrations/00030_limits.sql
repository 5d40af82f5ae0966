-- +goose Up
-- Limits live in PostgreSQL so every API replica enforces the same ones
-- (docs/adr/0016-limits-across-replicas.md).

-- Token buckets, one row per limiter and key ("signin-ip:203.0.113.7"), taken
-- by one atomic UPSERT. Unlogged: a bucket is worth nothing after a database
-- crash (it refills anyway) and must not cost WAL on every sign-in attempt.
CREATE UNLOGGED TABLE rate_limits (
    key        text PRIMARY KEY,
    tokens     double precision NOT NULL,
    updated_at timestamptz NOT NULL,
    allowed    boolean NOT NULL,
    -- When the bucket is full again: past it the row changes nothing and is swept.
    full_at    timestamptz NOT NULL
);
CREATE INDEX rate_limits_full_at_idx ON rate_limits (full_at);

-- Concurrency slots (open SSE streams per user). A replica renews the leases
-- it holds; a replica that dies stops renewing and its slots free themselves.
CREATE UNLOGGED TABLE stream_leases (
    id         uuid PRIMARY KEY,
    key        text NOT NULL,
    expires_at timestamptz NOT NULL
);
CREATE INDEX stream_leases_key_idx ON stream_leases (key, expires_at);

-- Monthly model tokens per workspace, kept by a trigger on the audit rows
-- (model_calls), so the ceiling check reads one row instead of summing a
-- month of calls. No foreign key: deleting a workspace must not hand its
-- tokens back to the global ceiling.
CREATE TABLE token_usage (
    workspace_id uuid NOT NULL,
    month        date NOT NULL,
    tokens       bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (workspace_id, month)
);
CREATE INDEX token_usage_month_idx ON token_usage (month);

-- +goose StatementBegin
CREATE FUNCTION token_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO token_usage (workspace_id, month, tokens)
    SELECT n.workspace_id, date_trunc('month', n.started_at AT TIME ZONE 'UTC')::date,
           sum(n.input_tokens::bigint + n.output_tokens::bigint)
    FROM new_calls n
    GROUP BY 1, 2
    HAVING sum(n.input_tokens::bigint + n.output_tokens::bigint) > 0
    ON CONFLICT (workspace_id, month) DO UPDATE SET tokens = token_usage.tokens + excluded.tokens;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER model_calls_token_usage AFTER INSERT ON model_calls
    REFERENCING NEW TABLE AS new_calls FOR EACH STATEMENT EXECUTE FUNCTION token_usage_count();

INSERT INTO token_usage (workspace_id, month, tokens)
SELECT workspace_id, date_trunc('month', started_at AT TIME ZONE 'UTC')::date, sum(input_tokens::bigint + output_tokens::bigint)
FROM model_calls GROUP BY 1, 2
ON CONFLICT (workspace_id, month) DO UPDATE SET tokens = excluded.tokens;

-- Followers of a live turn wait for this notification instead of polling:
-- every insert of frames (a batch, or the last frame) names the turn.
-- +goose StatementBegin
CREATE FUNCTION turn_frames_notify() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    PERFORM pg_notify('ks_turn_frames', f.turn_id::text) FROM (SELECT DISTINCT turn_id FROM new_frames) f;
    RETURN NULL;
END
$$;
-- +goose StatementEnd
CREATE TRIGGER turn_frames_notify AFTER INSERT ON turn_frames
    REFERENCING NEW TABLE AS new_frames FOR EACH STATEMENT EXECUTE FUNCTION turn_frames_notify();

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
