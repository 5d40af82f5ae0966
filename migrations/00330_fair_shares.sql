-- +goose Up
-- Fair shares of the model budget and of storage (docs/adr/0053).

-- Monthly model tokens per account, beside token_usage (per workspace): the
-- account that asked is charged, so one account with many workspaces cannot
-- spend the service's whole budget. Calls nobody asked for (a sync pass's
-- embeddings) have no user and are charged to their workspace only. No
-- foreign key, like token_usage: deleting an account must not hand its tokens
-- back.
CREATE TABLE account_token_usage (
    user_id uuid NOT NULL,
    month   date NOT NULL,
    tokens  bigint NOT NULL DEFAULT 0,
    PRIMARY KEY (user_id, month)
);

-- +goose StatementBegin
CREATE OR REPLACE FUNCTION token_usage_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    INSERT INTO token_usage (workspace_id, month, tokens)
    SELECT n.workspace_id, date_trunc('month', n.started_at AT TIME ZONE 'UTC')::date,
           sum(n.input_tokens::bigint + n.output_tokens::bigint)
    FROM new_calls n
    GROUP BY 1, 2
    HAVING sum(n.input_tokens::bigint + n.output_tokens::bigint) > 0
    ON CONFLICT (workspace_id, month) DO UPDATE SET tokens = token_usage.tokens + excluded.tokens;
    INSERT INTO account_token_usage (user_id, month, tokens)
    SELECT n.user_id, date_trunc('month', n.started_at AT TIME ZONE 'UTC')::date,
           sum(n.input_tokens::bigint + n.output_tokens::bigint)
    FROM new_calls n
    WHERE n.user_id IS NOT NULL
    GROUP BY 1, 2
    HAVING sum(n.input_tokens::bigint + n.output_tokens::bigint) > 0
    ON CONFLICT (user_id, month) DO UPDATE SET tokens = account_token_usage.tokens + excluded.tokens;
    RETURN NULL;
END
$$;
-- +goose StatementEnd

INSERT INTO account_token_usage (user_id, month, tokens)
SELECT user_id, date_trunc('month', started_at AT TIME ZONE 'UTC')::date, sum(input_tokens::bigint + output_tokens::bigint)
FROM model_calls WHERE user_id IS NOT NULL GROUP BY 1, 2
HAVING sum(input_tokens::bigint + output_tokens::bigint) > 0
ON CONFLICT (user_id, month) DO UPDATE SET tokens = excluded.tokens;

-- What an uploaded file occupies (its original and its text), computed once
-- when it is written, so the per-workspace storage quota is one indexed sum
-- instead of reading every file's text.
ALTER TABLE uploaded_files ADD COLUMN stored_bytes bigint
    GENERATED ALWAYS AS (size_bytes::bigint + octet_length(content)) STORED;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
