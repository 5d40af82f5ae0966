-- +goose Up
-- The whole product schema. Every tenant-owned table carries workspace_id so
-- that each query can name the tenant in its own WHERE clause.
CREATE EXTENSION IF NOT EXISTS vector;

CREATE TABLE users (
    id             uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    email          text NOT NULL CHECK (email <> ''),
    name           text NOT NULL DEFAULT '',
    google_subject text UNIQUE,
    password_hash  text,
    created_at     timestamptz NOT NULL DEFAULT now(),
    updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE workspaces (
    id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    name       text NOT NULL CHECK (name <> ''),
    slug       text NOT NULL UNIQUE,
    join_code  text NOT NULL UNIQUE CHECK (length(join_code) = 8),
    created_at timestamptz NOT NULL DEFAULT now(),
    updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE workspace_memberships (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    role         text NOT NULL CHECK (role IN ('owner', 'admin', 'member')),
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace_id, user_id)
);
CREATE INDEX workspace_memberships_user_idx ON workspace_memberships (user_id);

-- Only the SHA-256 of the cookie token is stored: a database leak yields no usable session.
CREATE TABLE sessions (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    token_hash   bytea NOT NULL UNIQUE,
    user_id      uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    workspace_id uuid REFERENCES workspaces (id) ON DELETE SET NULL,
    user_agent   text NOT NULL DEFAULT '',
    created_at   timestamptz NOT NULL DEFAULT now(),
    last_seen_at timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- Single-use OAuth states (Google sign-in and connector grants); only hashes are kept.
CREATE TABLE oauth_states (
    state_hash    bytea PRIMARY KEY,
    purpose       text NOT NULL,
    provider      text NOT NULL,
    user_id       uuid REFERENCES users (id) ON DELETE CASCADE,
    workspace_id  uuid REFERENCES workspaces (id) ON DELETE CASCADE,
    code_verifier text NOT NULL DEFAULT '',
    created_at    timestamptz NOT NULL DEFAULT now(),
    expires_at    timestamptz NOT NULL,
    used_at       timestamptz
);

CREATE TABLE source_credentials (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id      uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    provider          text NOT NULL CHECK (provider IN ('notion', 'confluence')),
    external_id       text NOT NULL,
    name              text NOT NULL DEFAULT '',
    access_token_enc  bytea NOT NULL,
    refresh_token_enc bytea,
    expires_at        timestamptz,
    status            text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'needs_reauth')),
    metadata          jsonb NOT NULL DEFAULT '{}',
    created_by        uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    UNIQUE (workspace_id, provider, external_id)
);

CREATE TABLE sources (
    id                uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id      uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    provider          text NOT NULL CHECK (provider IN ('upload', 'notion', 'confluence')),
    external_id       text NOT NULL,
    name              text NOT NULL,
    credential_id     uuid REFERENCES source_credentials (id) ON DELETE CASCADE,
    config            jsonb NOT NULL DEFAULT '{}',
    status            text NOT NULL DEFAULT 'idle'
                      CHECK (status IN ('idle', 'queued', 'syncing', 'needs_review', 'needs_reauth', 'error')),
    last_error        text,
    last_synced_at    timestamptz,
    -- The running pass: its start time stamps every observed document; the cursor is the checkpoint.
    pass_started_at   timestamptz,
    pass_cursor       text,
    pass_pages        integer NOT NULL DEFAULT 0,
    docs_seen         integer NOT NULL DEFAULT 0,
    docs_indexed      integer NOT NULL DEFAULT 0,
    docs_failed       integer NOT NULL DEFAULT 0,
    docs_total        integer,
    confirm_deletions boolean NOT NULL DEFAULT false,
    created_by        uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now(),
    UNIQUE (workspace_id, provider, external_id)
);

-- Uploaded files are stored as text rows; the upload connector reads them back.
CREATE TABLE uploaded_files (
    id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    name         text NOT NULL,
    content      text NOT NULL,
    content_hash text NOT NULL,
    size_bytes   integer NOT NULL,
    uploaded_by  uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    updated_at   timestamptz NOT NULL DEFAULT now(),
    UNIQUE (source_id, name)
);
CREATE INDEX uploaded_files_workspace_idx ON uploaded_files (workspace_id);

CREATE TABLE documents (
    id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id        uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id           uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    external_id         text NOT NULL,
    title               text NOT NULL DEFAULT '',
    url                 text NOT NULL DEFAULT '',
    upstream_updated_at timestamptz,
    content_hash        text NOT NULL DEFAULT '',
    status              text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'indexed', 'failed')),
    error               text,
    token_count         integer NOT NULL DEFAULT 0,
    last_seen_at        timestamptz NOT NULL,
    indexed_at          timestamptz,
    created_at          timestamptz NOT NULL DEFAULT now(),
    updated_at          timestamptz NOT NULL DEFAULT now(),
    UNIQUE (source_id, external_id)
);
CREATE INDEX documents_workspace_idx ON documents (workspace_id);
CREATE INDEX documents_source_seen_idx ON documents (source_id, last_seen_at);

CREATE TABLE document_chunks (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id    uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    document_id     uuid NOT NULL REFERENCES documents (id) ON DELETE CASCADE,
    chunk_index     integer NOT NULL,
    title           text NOT NULL DEFAULT '',
    heading_path    text NOT NULL DEFAULT '',
    content         text NOT NULL,
    token_count     integer NOT NULL,
    -- content_hash covers the embedded text (title + heading path + chunk), so a rename re-embeds.
    content_hash    text NOT NULL,
    embedding_model text NOT NULL,
    embedding       vector(1536) NOT NULL,
    tsv_english     tsvector GENERATED ALWAYS AS (
                        setweight(to_tsvector('english', title), 'A') ||
                        setweight(to_tsvector('english', heading_path), 'B') ||
                        setweight(to_tsvector('english', content), 'C')) STORED,
    -- 'simple' keeps identifiers (ERR-4021, part numbers, snake_case) unstemmed.
    tsv_simple      tsvector GENERATED ALWAYS AS (
                        to_tsvector('simple', title || ' ' || heading_path || ' ' || content)) STORED,
    created_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (document_id, chunk_index)
);
CREATE INDEX document_chunks_workspace_model_idx ON document_chunks (workspace_id, embedding_model);
CREATE INDEX document_chunks_embedding_idx ON document_chunks USING hnsw (embedding vector_cosine_ops);
CREATE INDEX document_chunks_tsv_english_idx ON document_chunks USING gin (tsv_english);
CREATE INDEX document_chunks_tsv_simple_idx ON document_chunks USING gin (tsv_simple);

CREATE TABLE chats (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id    uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    title           text NOT NULL DEFAULT '',
    summary         text,
    compacted_turns integer NOT NULL DEFAULT 0,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chats_workspace_user_idx ON chats (workspace_id, user_id, updated_at DESC);

CREATE TABLE turns (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id    uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    chat_id         uuid NOT NULL REFERENCES chats (id) ON DELETE CASCADE,
    user_id         uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    seq             integer NOT NULL,
    question        text NOT NULL,
    answer          text NOT NULL DEFAULT '',
    status          text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'completed', 'failed')),
    error           text,
    model_id        text NOT NULL,
    offline         boolean NOT NULL DEFAULT false,
    tool_steps      jsonb NOT NULL DEFAULT '[]',
    citations       jsonb NOT NULL DEFAULT '[]',
    query_results   jsonb NOT NULL DEFAULT '[]',
    input_tokens    integer NOT NULL DEFAULT 0,
    output_tokens   integer NOT NULL DEFAULT 0,
    flagged_uncited boolean NOT NULL DEFAULT false,
    heartbeat_at    timestamptz NOT NULL DEFAULT now(),
    created_at      timestamptz NOT NULL DEFAULT now(),
    completed_at    timestamptz,
    UNIQUE (chat_id, seq)
);
-- At most one running turn per chat, enforced by the database rather than by a check-then-insert race.
CREATE UNIQUE INDEX turns_one_running_idx ON turns (chat_id) WHERE status = 'running';
CREATE INDEX turns_workspace_idx ON turns (workspace_id);

-- Every SSE frame of a turn, so a reconnect with Last-Event-ID replays what it missed.
CREATE TABLE turn_frames (
    turn_id      uuid NOT NULL REFERENCES turns (id) ON DELETE CASCADE,
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    seq          integer NOT NULL,
    event        text NOT NULL,
    data         jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (turn_id, seq)
);

CREATE TABLE database_connections (
    id              uuid PRIMARY KEY DEFAULT gen_random_uuid(),
    workspace_id    uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    name            text NOT NULL CHECK (name ~ '^[A-Za-z0-9_-]{1,64}$'),
    host            text NOT NULL,
    port            integer NOT NULL CHECK (port BETWEEN 1 AND 65535),
    database        text NOT NULL,
    username        text NOT NULL,
    password_enc    bytea NOT NULL,
    ssl_mode        text NOT NULL DEFAULT 'prefer',
    status          text NOT NULL DEFAULT 'reachable' CHECK (status IN ('reachable', 'unreachable', 'unknown')),
    last_checked_at timestamptz,
    created_by      uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now(),
    UNIQUE (workspace_id, name)
);

-- Audit of every model call: what, when, how long, how many tokens, how it ended. Never the content.
CREATE TABLE model_calls (
    id            bigserial PRIMARY KEY,
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id       uuid REFERENCES users (id) ON DELETE SET NULL,
    turn_id       uuid REFERENCES turns (id) ON DELETE SET NULL,
    purpose       text NOT NULL DEFAULT 'turn',
    model         text NOT NULL,
    started_at    timestamptz NOT NULL,
    duration_ms   integer NOT NULL,
    input_tokens  integer NOT NULL DEFAULT 0,
    output_tokens integer NOT NULL DEFAULT 0,
    outcome       text NOT NULL
);
CREATE INDEX model_calls_workspace_month_idx ON model_calls (workspace_id, started_at);

CREATE TABLE retrieval_log (
    id           bigserial PRIMARY KEY,
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    user_id      uuid REFERENCES users (id) ON DELETE SET NULL,
    question     text NOT NULL,
    chunk_ids    uuid[] NOT NULL,
    scores       double precision[] NOT NULL,
    duration_ms  double precision NOT NULL DEFAULT 0,
    created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX retrieval_log_workspace_idx ON retrieval_log (workspace_id, created_at);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
