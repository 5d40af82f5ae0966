-- +goose Up
-- Google Drive sources (docs/adr/0028-google-drive.md). gdrive is already in
-- the provider CHECK lists (00110). One source per chosen drive or folder.

-- The change feed of a source: page_token is where the next pass reads
-- changes.list from. A pass that reads a newer token records it as pending,
-- with its own start time; it becomes page_token only once that pass has
-- completed (sources.last_synced_at = pending_pass), so a pass that dies or
-- stops for review reads the same changes again.
CREATE TABLE gdrive_sources (
    source_id     uuid PRIMARY KEY REFERENCES sources (id) ON DELETE CASCADE,
    workspace_id  uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    page_token    text,
    pending_token text,
    pending_pass  timestamptz,
    mode          text NOT NULL DEFAULT 'full' CHECK (mode IN ('full', 'changes')),
    note          text,
    updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX gdrive_sources_workspace_idx ON gdrive_sources (workspace_id);

-- The folders inside the chosen root (the root included): the scope a
-- changed file is checked against, and the queue of the folder walk
-- (listed = false until every page of its children was read).
CREATE TABLE gdrive_folders (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    folder_id    text NOT NULL CHECK (folder_id <> ''),
    parent_id    text NOT NULL DEFAULT '',
    listed       boolean NOT NULL DEFAULT false,
    PRIMARY KEY (source_id, folder_id)
);
CREATE INDEX gdrive_folders_workspace_idx ON gdrive_folders (workspace_id);
CREATE INDEX gdrive_folders_parent_idx ON gdrive_folders (source_id, parent_id);

-- Every file in scope and the folder it sits in: indexed ones are carried
-- forward by an incremental pass while their folder stays in scope; skipped
-- ones (types the connector does not read) are counted for the status.
CREATE TABLE gdrive_files (
    workspace_id uuid NOT NULL REFERENCES workspaces (id) ON DELETE CASCADE,
    source_id    uuid NOT NULL REFERENCES sources (id) ON DELETE CASCADE,
    file_id      text NOT NULL CHECK (file_id <> ''),
    parent_id    text NOT NULL,
    mime_type    text NOT NULL DEFAULT '',
    skipped      boolean NOT NULL DEFAULT false,
    PRIMARY KEY (source_id, file_id)
);
CREATE INDEX gdrive_files_workspace_idx ON gdrive_files (workspace_id);
CREATE INDEX gdrive_files_parent_idx ON gdrive_files (source_id, parent_id);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
