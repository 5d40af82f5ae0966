-- +goose Up
-- A search whose passages were judged not worth citing (ADR 0034) is logged
-- with its hits, for review, and marked: the question log lists it as
-- no_match, like a search that found nothing. A constant default adds the
-- column without rewriting the table.
ALTER TABLE retrieval_log ADD COLUMN abstained boolean NOT NULL DEFAULT false;

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
