-- +goose Up
-- When a Drive source last began a full listing (docs/adr/0058): some sharing
-- changes never reach the change feed (a group's membership, a shared drive's
-- member list, an inherited folder permission on some drives), so a source
-- lists in full again, re-reading every file's permissions, once the last full
-- listing is older than the connector's PermissionRelist (default 24 hours).
ALTER TABLE gdrive_sources ADD COLUMN full_started_at timestamptz;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
