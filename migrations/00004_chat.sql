-- +goose Up
-- Stored frames are replayed byte for byte on reconnect: json keeps the text
-- as it was sent, where jsonb would reformat it and reorder its keys.
ALTER TABLE turn_frames ALTER COLUMN data TYPE json USING data::json;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
