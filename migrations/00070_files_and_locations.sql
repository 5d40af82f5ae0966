-- +goose Up
-- Uploaded files keep their original bytes (bounded by the per-format upload
-- caps) so members can download them and citations can open them at a page.
-- content stays the converted Markdown the sync pass indexes; a file that
-- holds no text (a scanned or encrypted PDF) is kept with conversion_error set
-- and content empty, and its document is marked failed with that sentence.
ALTER TABLE uploaded_files
    ADD COLUMN original         bytea,
    ADD COLUMN content_type     text NOT NULL DEFAULT 'text/plain; charset=utf-8',
    ADD COLUMN conversion_error text;

-- Where a chunk lies in its original file: pages of a PDF, slides of a
-- presentation, a sheet and its rows, rows of a CSV file. NULL kind: nowhere
-- in particular (Markdown, DOCX, Notion pages).
ALTER TABLE document_chunks
    ADD COLUMN location_kind  text CHECK (location_kind IN ('page', 'slide', 'sheet', 'rows')),
    ADD COLUMN location_from  integer,
    ADD COLUMN location_to    integer,
    ADD COLUMN location_sheet text;

-- +goose Down
ALTER TABLE document_chunks DROP COLUMN location_kind, DROP COLUMN location_from, DROP COLUMN location_to,
    DROP COLUMN location_sheet;
ALTER TABLE uploaded_files DROP COLUMN original, DROP COLUMN content_type, DROP COLUMN conversion_error;
