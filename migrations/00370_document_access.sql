-- +goose Up
-- Document permissions mirrored from the sources (docs/adr/0058).
--
-- What a source said about a document is kept as access entries
-- (document_access: principal kind + value, with the reason). What the filter
-- reads is `readers`, a text[] of principals ('workspace', 'user:<id>',
-- 'email:<address>', 'domain:<domain>', 'group:<address>', 'slack_user:<team>/<user>',
-- 'slack_team:<team>') on documents and, copied, on document_chunks, so every
-- retrieval arm filters its own table with `readers && $principals` and the
-- HNSW index's iterative scan applies that filter as it walks. The database
-- keeps `readers` true: it is derived from the source's visibility mode, its
-- member list, the entries and the grantor by ks_document_readers and the
-- triggers below, whoever writes documents, chunks, entries or sources.

-- Keys with workspace_id first, for the foreign keys of the new tables.
CREATE UNIQUE INDEX sources_workspace_id_key ON sources (workspace_id, id);
CREATE UNIQUE INDEX documents_workspace_id_key ON documents (workspace_id, id);

-- mirror: the source's own permissions; workspace: every member; members: the
-- members an admin chose (source_members). Sources already connected keep what
-- they had (every member); new Drive, Slack and Confluence sources mirror
-- (ks_sources_default_visibility).
ALTER TABLE sources ADD COLUMN visibility text NOT NULL DEFAULT 'workspace'
    CHECK (visibility IN ('mirror', 'workspace', 'members'));

CREATE TABLE source_members (
    workspace_id uuid NOT NULL,
    source_id    uuid NOT NULL,
    user_id      uuid NOT NULL,
    added_by     uuid REFERENCES users (id) ON DELETE SET NULL,
    created_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (workspace_id, source_id, user_id),
    FOREIGN KEY (workspace_id, source_id) REFERENCES sources (workspace_id, id) ON DELETE CASCADE,
    -- Leaving the workspace takes the member off every list.
    FOREIGN KEY (workspace_id, user_id) REFERENCES workspace_memberships (workspace_id, user_id) ON DELETE CASCADE
);

CREATE TABLE document_access (
    workspace_id uuid NOT NULL,
    document_id  uuid NOT NULL,
    kind         text NOT NULL CHECK (kind IN ('user', 'email', 'domain', 'group', 'anyone', 'slack_user', 'slack_team')),
    value        text NOT NULL CHECK (length(value) <= 320),
    -- Why the entry is there, as the explain endpoint says it ("Drive: shared with this address as reader").
    reason       text NOT NULL,
    PRIMARY KEY (workspace_id, document_id, kind, value),
    FOREIGN KEY (workspace_id, document_id) REFERENCES documents (workspace_id, id) ON DELETE CASCADE
);

-- Every row that exists today was readable by every member.
ALTER TABLE documents ADD COLUMN readers text[] NOT NULL DEFAULT '{workspace}';
ALTER TABLE document_chunks ADD COLUMN readers text[] NOT NULL DEFAULT '{workspace}';
-- The chunks' readers are indexed so that, for an asker who sees a sliver of
-- the workspace, the planner can read just their chunks and rank them exactly
-- instead of walking the HNSW graph past every row they may not read; the
-- search runs with custom plans (force_custom_plan), which see the principals'
-- frequencies (ADR 0058 has the measurements).
CREATE INDEX document_chunks_readers_idx ON document_chunks USING gin (readers);

-- +goose StatementBegin
-- The principals a new document of the source starts with: before its entries
-- are written a mirrored document is its grantor's alone (fail closed).
CREATE FUNCTION ks_source_readers(ws uuid, src uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
SELECT CASE s.visibility
    WHEN 'workspace' THEN ARRAY['workspace']
    WHEN 'members' THEN ARRAY(SELECT 'user:' || m.user_id FROM source_members m
                              WHERE m.workspace_id = ws AND m.source_id = src ORDER BY 1)
    ELSE ARRAY(SELECT 'user:' || c.created_by FROM source_credentials c
               WHERE c.workspace_id = ws AND c.id = s.credential_id AND c.created_by IS NOT NULL)
    END
FROM sources s WHERE s.workspace_id = ws AND s.id = src
$$;
-- +goose StatementEnd

-- +goose StatementBegin
-- A document's principals: its source's mode decides; in mirror mode its
-- entries ('anyone' reads as every member), or its grantor alone when the
-- source told us nothing (fail closed).
CREATE FUNCTION ks_document_readers(ws uuid, doc uuid) RETURNS text[] LANGUAGE sql STABLE AS $$
SELECT CASE WHEN s.visibility = 'mirror' AND EXISTS (
                SELECT 1 FROM document_access a WHERE a.workspace_id = ws AND a.document_id = doc)
    THEN ARRAY(SELECT DISTINCT CASE a.kind WHEN 'anyone' THEN 'workspace' ELSE a.kind || ':' || a.value END
               FROM document_access a WHERE a.workspace_id = ws AND a.document_id = doc ORDER BY 1)
    ELSE ks_source_readers(ws, d.source_id)
    END
FROM documents d JOIN sources s ON s.workspace_id = ws AND s.id = d.source_id
WHERE d.workspace_id = ws AND d.id = doc
$$;
-- +goose StatementEnd

-- +goose StatementBegin
CREATE FUNCTION ks_documents_readers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.readers := COALESCE(ks_source_readers(NEW.workspace_id, NEW.source_id), '{}');
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER documents_readers_on_insert BEFORE INSERT ON documents
    FOR EACH ROW EXECUTE FUNCTION ks_documents_readers_on_insert();

-- +goose StatementBegin
-- A chunk is readable by exactly whom its document is.
CREATE FUNCTION ks_chunks_readers_on_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    NEW.readers := COALESCE((SELECT d.readers FROM documents d
                             WHERE d.workspace_id = NEW.workspace_id AND d.id = NEW.document_id), '{}');
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER document_chunks_readers_on_insert BEFORE INSERT ON document_chunks
    FOR EACH ROW EXECUTE FUNCTION ks_chunks_readers_on_insert();

-- +goose StatementBegin
CREATE FUNCTION ks_documents_readers_to_chunks() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE document_chunks SET readers = NEW.readers
    WHERE workspace_id = NEW.workspace_id AND document_id = NEW.id AND readers IS DISTINCT FROM NEW.readers;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER documents_readers_to_chunks AFTER UPDATE OF readers ON documents
    FOR EACH ROW WHEN (OLD.readers IS DISTINCT FROM NEW.readers) EXECUTE FUNCTION ks_documents_readers_to_chunks();

-- +goose StatementBegin
-- Entries written or removed: their documents' principals again, once per statement.
CREATE FUNCTION ks_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE documents d SET readers = COALESCE(ks_document_readers(d.workspace_id, d.id), '{}')
    FROM (SELECT DISTINCT workspace_id, document_id FROM changed_rows) c
    WHERE d.workspace_id = c.workspace_id AND d.id = c.document_id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER document_access_inserted AFTER INSERT ON document_access
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ks_access_changed();
CREATE TRIGGER document_access_deleted AFTER DELETE ON document_access
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ks_access_changed();
CREATE TRIGGER document_access_updated AFTER UPDATE ON document_access
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ks_access_changed();

-- +goose StatementBegin
-- A source's mode, grantor or member list changed: all its documents again.
CREATE FUNCTION ks_source_access_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE documents d SET readers = COALESCE(ks_document_readers(d.workspace_id, d.id), '{}')
    FROM (SELECT DISTINCT workspace_id, source_id FROM changed_rows) c
    WHERE d.workspace_id = c.workspace_id AND d.source_id = c.source_id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER source_members_inserted AFTER INSERT ON source_members
    REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ks_source_access_changed();
CREATE TRIGGER source_members_deleted AFTER DELETE ON source_members
    REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION ks_source_access_changed();

-- +goose StatementBegin
CREATE FUNCTION ks_source_mode_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE documents d SET readers = COALESCE(ks_document_readers(d.workspace_id, d.id), '{}')
    WHERE d.workspace_id = NEW.workspace_id AND d.source_id = NEW.id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER sources_access_changed AFTER UPDATE OF visibility, credential_id ON sources
    FOR EACH ROW WHEN (OLD.visibility IS DISTINCT FROM NEW.visibility OR OLD.credential_id IS DISTINCT FROM NEW.credential_id)
    EXECUTE FUNCTION ks_source_mode_changed();

-- +goose StatementBegin
-- A re-grant by another person makes them the grantor (ADR 0044): the
-- fail-closed documents of its sources follow.
CREATE FUNCTION ks_grantor_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    UPDATE documents d SET readers = COALESCE(ks_document_readers(d.workspace_id, d.id), '{}')
    FROM sources s
    WHERE s.workspace_id = NEW.workspace_id AND s.credential_id = NEW.id
      AND d.workspace_id = NEW.workspace_id AND d.source_id = s.id;
    RETURN NULL;
END $$;
-- +goose StatementEnd
CREATE TRIGGER source_credentials_grantor_changed AFTER UPDATE OF created_by ON source_credentials
    FOR EACH ROW WHEN (OLD.created_by IS DISTINCT FROM NEW.created_by) EXECUTE FUNCTION ks_grantor_changed();

-- +goose StatementBegin
-- New Drive, Slack and Confluence sources mirror their permissions unless the
-- writer chose a mode; uploads and Notion are the workspace's (the column default).
CREATE FUNCTION ks_sources_default_visibility() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF NEW.provider IN ('gdrive', 'slack', 'confluence') AND NEW.visibility = 'workspace' THEN
        NEW.visibility := 'mirror';
    END IF;
    RETURN NEW;
END $$;
-- +goose StatementEnd
CREATE TRIGGER sources_default_visibility BEFORE INSERT ON sources
    FOR EACH ROW EXECUTE FUNCTION ks_sources_default_visibility();

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
