-- +goose Up
-- Ready for Citus (issue 34, docs/adr/0059-citus-runbook.md): every tenant
-- table's primary key and unique constraints lead with workspace_id, and every
-- foreign key between tenant tables carries it, so each table can be
-- distributed by workspace_id with its constraints enforced inside one shard.
-- internal/citusready's test holds the migrated schema to this.
--
-- No column changes type and no table is rewritten: each new key is one btree
-- build (document_chunks' two are the long ones), the HNSW and GIN indexes are
-- untouched, and workspace_id is already NOT NULL, so no key needs a scan for
-- NULLs. The foreign keys come back NOT VALID and are validated at the end,
-- each by one join instead of a trigger call per row.
--
-- Lookups that are where the workspace comes from (a Slack team, an API
-- token's hash) lose their global uniqueness to the shard key and get a plain
-- index: the hash is 256 random bits, and a Slack team is kept to one
-- workspace by the grant (internal/sync/grants) under a lock on the team.

-- 1. Foreign keys between tenant tables, which depend on the old keys.
ALTER TABLE chunk_vectors        DROP CONSTRAINT chunk_vectors_chunk_id_fkey;
ALTER TABLE document_chunks      DROP CONSTRAINT document_chunks_document_id_fkey;
ALTER TABLE documents            DROP CONSTRAINT documents_source_id_fkey;
ALTER TABLE gdrive_files         DROP CONSTRAINT gdrive_files_source_id_fkey;
ALTER TABLE gdrive_folders       DROP CONSTRAINT gdrive_folders_source_id_fkey;
ALTER TABLE gdrive_sources       DROP CONSTRAINT gdrive_sources_source_id_fkey;
ALTER TABLE mcp_placeholders     DROP CONSTRAINT mcp_placeholders_token_id_fkey;
ALTER TABLE model_calls          DROP CONSTRAINT model_calls_turn_id_fkey;
ALTER TABLE slack_channels       DROP CONSTRAINT slack_channels_source_id_fkey;
ALTER TABLE slack_installations  DROP CONSTRAINT slack_installations_credential_id_fkey;
ALTER TABLE slack_installations  DROP CONSTRAINT slack_installations_source_id_fkey;
ALTER TABLE slack_link_requests  DROP CONSTRAINT slack_link_requests_team_id_fkey;
ALTER TABLE slack_user_links     DROP CONSTRAINT slack_user_links_team_id_fkey;
ALTER TABLE sources              DROP CONSTRAINT sources_credential_id_fkey;
ALTER TABLE sync_pass_runs       DROP CONSTRAINT sync_pass_runs_pass_id_fkey;
ALTER TABLE sync_passes          DROP CONSTRAINT sync_passes_source_id_fkey;
ALTER TABLE tool_calls           DROP CONSTRAINT tool_calls_token_id_fkey;
ALTER TABLE turn_frames          DROP CONSTRAINT turn_frames_turn_id_fkey;
ALTER TABLE turns                DROP CONSTRAINT turns_chat_id_fkey;
ALTER TABLE uploaded_files       DROP CONSTRAINT uploaded_files_source_id_fkey;

-- 2. Primary keys and unique constraints, workspace_id first.
ALTER TABLE api_tokens DROP CONSTRAINT api_tokens_pkey, DROP CONSTRAINT api_tokens_token_hash_key,
    ADD CONSTRAINT api_tokens_pkey PRIMARY KEY (workspace_id, id);
CREATE INDEX api_tokens_token_hash_idx ON api_tokens (token_hash);

ALTER TABLE chats DROP CONSTRAINT chats_pkey, ADD CONSTRAINT chats_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE chunk_vectors DROP CONSTRAINT chunk_vectors_pkey,
    ADD CONSTRAINT chunk_vectors_pkey PRIMARY KEY (workspace_id, chunk_id, embedding_model);

ALTER TABLE database_connections DROP CONSTRAINT database_connections_pkey,
    ADD CONSTRAINT database_connections_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE document_chunks DROP CONSTRAINT document_chunks_pkey,
    DROP CONSTRAINT document_chunks_document_id_chunk_index_key,
    ADD CONSTRAINT document_chunks_pkey PRIMARY KEY (workspace_id, id),
    ADD CONSTRAINT document_chunks_document_chunk_key UNIQUE (workspace_id, document_id, chunk_index);

ALTER TABLE documents DROP CONSTRAINT documents_pkey, DROP CONSTRAINT documents_source_id_external_id_key,
    ADD CONSTRAINT documents_pkey PRIMARY KEY (workspace_id, id),
    ADD CONSTRAINT documents_source_external_key UNIQUE (workspace_id, source_id, external_id);
DROP INDEX documents_workspace_idx;

ALTER TABLE gdrive_files DROP CONSTRAINT gdrive_files_pkey,
    ADD CONSTRAINT gdrive_files_pkey PRIMARY KEY (workspace_id, source_id, file_id);
DROP INDEX gdrive_files_workspace_idx;
DROP INDEX gdrive_files_parent_idx;
CREATE INDEX gdrive_files_parent_idx ON gdrive_files (workspace_id, source_id, parent_id);

ALTER TABLE gdrive_folders DROP CONSTRAINT gdrive_folders_pkey,
    ADD CONSTRAINT gdrive_folders_pkey PRIMARY KEY (workspace_id, source_id, folder_id);
DROP INDEX gdrive_folders_workspace_idx;
DROP INDEX gdrive_folders_parent_idx;
CREATE INDEX gdrive_folders_parent_idx ON gdrive_folders (workspace_id, source_id, parent_id);

ALTER TABLE gdrive_sources DROP CONSTRAINT gdrive_sources_pkey,
    ADD CONSTRAINT gdrive_sources_pkey PRIMARY KEY (workspace_id, source_id);
DROP INDEX gdrive_sources_workspace_idx;

ALTER TABLE model_calls DROP CONSTRAINT model_calls_pkey, ADD CONSTRAINT model_calls_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE retrieval_log DROP CONSTRAINT retrieval_log_pkey, ADD CONSTRAINT retrieval_log_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE slack_channels DROP CONSTRAINT slack_channels_pkey,
    ADD CONSTRAINT slack_channels_pkey PRIMARY KEY (workspace_id, source_id, channel_id);
DROP INDEX slack_channels_workspace_idx;

-- A signed Slack request names only its team: the look-up that finds the workspace.
ALTER TABLE slack_installations DROP CONSTRAINT slack_installations_pkey,
    ADD CONSTRAINT slack_installations_pkey PRIMARY KEY (workspace_id, team_id);
CREATE INDEX slack_installations_team_idx ON slack_installations (team_id);

ALTER TABLE slack_link_requests DROP CONSTRAINT slack_link_requests_pkey,
    ADD CONSTRAINT slack_link_requests_pkey PRIMARY KEY (workspace_id, token_hash);

ALTER TABLE slack_user_links DROP CONSTRAINT slack_user_links_pkey,
    ADD CONSTRAINT slack_user_links_pkey PRIMARY KEY (workspace_id, team_id, slack_user_id);

ALTER TABLE source_credentials DROP CONSTRAINT source_credentials_pkey,
    ADD CONSTRAINT source_credentials_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE sources DROP CONSTRAINT sources_pkey, ADD CONSTRAINT sources_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE sync_pass_runs DROP CONSTRAINT sync_pass_runs_pkey, ADD CONSTRAINT sync_pass_runs_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE sync_passes DROP CONSTRAINT sync_passes_pkey, ADD CONSTRAINT sync_passes_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE tool_calls DROP CONSTRAINT tool_calls_pkey, ADD CONSTRAINT tool_calls_pkey PRIMARY KEY (workspace_id, id);

ALTER TABLE turn_frames DROP CONSTRAINT turn_frames_pkey,
    ADD CONSTRAINT turn_frames_pkey PRIMARY KEY (workspace_id, turn_id, seq);

ALTER TABLE turns DROP CONSTRAINT turns_pkey, DROP CONSTRAINT turns_chat_id_seq_key,
    ADD CONSTRAINT turns_pkey PRIMARY KEY (workspace_id, id),
    ADD CONSTRAINT turns_chat_seq_key UNIQUE (workspace_id, chat_id, seq);
-- Still at most one running turn per chat; the name is kept, the key gains the workspace.
DROP INDEX turns_one_running_idx;
CREATE UNIQUE INDEX turns_one_running_idx ON turns (workspace_id, chat_id) WHERE status = 'running';
DROP INDEX turns_workspace_idx;

ALTER TABLE uploaded_files DROP CONSTRAINT uploaded_files_pkey, DROP CONSTRAINT uploaded_files_source_id_name_key,
    ADD CONSTRAINT uploaded_files_pkey PRIMARY KEY (workspace_id, id),
    ADD CONSTRAINT uploaded_files_source_name_key UNIQUE (workspace_id, source_id, name);
DROP INDEX uploaded_files_workspace_idx;

-- 3. The foreign keys again, each carrying workspace_id. ON DELETE SET NULL
-- names the one column it clears: workspace_id stays.
ALTER TABLE chunk_vectors ADD CONSTRAINT chunk_vectors_chunk_id_fkey FOREIGN KEY (workspace_id, chunk_id)
    REFERENCES document_chunks (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE document_chunks ADD CONSTRAINT document_chunks_document_id_fkey FOREIGN KEY (workspace_id, document_id)
    REFERENCES documents (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE documents ADD CONSTRAINT documents_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE gdrive_files ADD CONSTRAINT gdrive_files_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE gdrive_folders ADD CONSTRAINT gdrive_folders_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE gdrive_sources ADD CONSTRAINT gdrive_sources_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE mcp_placeholders ADD CONSTRAINT mcp_placeholders_token_id_fkey FOREIGN KEY (workspace_id, token_id)
    REFERENCES api_tokens (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE model_calls ADD CONSTRAINT model_calls_turn_id_fkey FOREIGN KEY (workspace_id, turn_id)
    REFERENCES turns (workspace_id, id) ON DELETE SET NULL (turn_id) NOT VALID;
ALTER TABLE slack_channels ADD CONSTRAINT slack_channels_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE slack_installations ADD CONSTRAINT slack_installations_credential_id_fkey FOREIGN KEY (workspace_id, credential_id)
    REFERENCES source_credentials (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE slack_installations ADD CONSTRAINT slack_installations_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE slack_link_requests ADD CONSTRAINT slack_link_requests_team_id_fkey FOREIGN KEY (workspace_id, team_id)
    REFERENCES slack_installations (workspace_id, team_id) ON DELETE CASCADE NOT VALID;
ALTER TABLE slack_user_links ADD CONSTRAINT slack_user_links_team_id_fkey FOREIGN KEY (workspace_id, team_id)
    REFERENCES slack_installations (workspace_id, team_id) ON DELETE CASCADE NOT VALID;
ALTER TABLE sources ADD CONSTRAINT sources_credential_id_fkey FOREIGN KEY (workspace_id, credential_id)
    REFERENCES source_credentials (workspace_id, id) ON DELETE SET NULL (credential_id) NOT VALID;
ALTER TABLE sync_pass_runs ADD CONSTRAINT sync_pass_runs_pass_id_fkey FOREIGN KEY (workspace_id, pass_id)
    REFERENCES sync_passes (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE sync_passes ADD CONSTRAINT sync_passes_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE tool_calls ADD CONSTRAINT tool_calls_token_id_fkey FOREIGN KEY (workspace_id, token_id)
    REFERENCES api_tokens (workspace_id, id) ON DELETE SET NULL (token_id) NOT VALID;
ALTER TABLE turn_frames ADD CONSTRAINT turn_frames_turn_id_fkey FOREIGN KEY (workspace_id, turn_id)
    REFERENCES turns (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE turns ADD CONSTRAINT turns_chat_id_fkey FOREIGN KEY (workspace_id, chat_id)
    REFERENCES chats (workspace_id, id) ON DELETE CASCADE NOT VALID;
ALTER TABLE uploaded_files ADD CONSTRAINT uploaded_files_source_id_fkey FOREIGN KEY (workspace_id, source_id)
    REFERENCES sources (workspace_id, id) ON DELETE CASCADE NOT VALID;

-- A row pointing into another workspace fails validation here, and the
-- migration with it: the old keys never promised otherwise, so it is checked.
ALTER TABLE chunk_vectors VALIDATE CONSTRAINT chunk_vectors_chunk_id_fkey;
ALTER TABLE document_chunks VALIDATE CONSTRAINT document_chunks_document_id_fkey;
ALTER TABLE documents VALIDATE CONSTRAINT documents_source_id_fkey;
ALTER TABLE gdrive_files VALIDATE CONSTRAINT gdrive_files_source_id_fkey;
ALTER TABLE gdrive_folders VALIDATE CONSTRAINT gdrive_folders_source_id_fkey;
ALTER TABLE gdrive_sources VALIDATE CONSTRAINT gdrive_sources_source_id_fkey;
ALTER TABLE mcp_placeholders VALIDATE CONSTRAINT mcp_placeholders_token_id_fkey;
ALTER TABLE model_calls VALIDATE CONSTRAINT model_calls_turn_id_fkey;
ALTER TABLE slack_channels VALIDATE CONSTRAINT slack_channels_source_id_fkey;
ALTER TABLE slack_installations VALIDATE CONSTRAINT slack_installations_credential_id_fkey;
ALTER TABLE slack_installations VALIDATE CONSTRAINT slack_installations_source_id_fkey;
ALTER TABLE slack_link_requests VALIDATE CONSTRAINT slack_link_requests_team_id_fkey;
ALTER TABLE slack_user_links VALIDATE CONSTRAINT slack_user_links_team_id_fkey;
ALTER TABLE sources VALIDATE CONSTRAINT sources_credential_id_fkey;
ALTER TABLE sync_pass_runs VALIDATE CONSTRAINT sync_pass_runs_pass_id_fkey;
ALTER TABLE sync_passes VALIDATE CONSTRAINT sync_passes_source_id_fkey;
ALTER TABLE tool_calls VALIDATE CONSTRAINT tool_calls_token_id_fkey;
ALTER TABLE turn_frames VALIDATE CONSTRAINT turn_frames_turn_id_fkey;
ALTER TABLE turns VALIDATE CONSTRAINT turns_chat_id_fkey;
ALTER TABLE uploaded_files VALIDATE CONSTRAINT uploaded_files_source_id_fkey;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
