-- +goose Up
-- The chunks written since a workspace's term statistics were refreshed are
-- counted at search time (internal/retrieval's freshStatsCTEs, issue 26), so
-- a document counts the moment it is marked indexed. This index finds those
-- few rows without reading the workspace's other chunks.
CREATE INDEX document_chunks_workspace_created_idx ON document_chunks (workspace_id, created_at);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
