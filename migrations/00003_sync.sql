-- +goose Up
-- A sync requested while a pass is running is remembered here: the queue keeps
-- one job per source, so the running job runs one more pass when it sees a
-- request newer than its own start.
ALTER TABLE sources ADD COLUMN sync_requested_at timestamptz;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
