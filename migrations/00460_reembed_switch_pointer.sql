-- +goose Up
-- The re-embedding switch flips a pointer instead of rewriting every chunk in
-- one transaction (docs/adr/0071). Once every chunk has a vector of the new
-- model staged in chunk_vectors, the switch only sets model = target_model and
-- remembers the model the chunks still carry here: while settling_from is set,
-- search reads the new model's vectors from the chunks that already carry it
-- and from chunk_vectors for the others (each chunk in exactly one of the two,
-- in every snapshot), and the job moves the staged vectors into the chunks in
-- short transactions of a bounded number of rows. The last one clears it.
ALTER TABLE workspace_embedding ADD COLUMN settling_from text;

-- +goose Down
-- Forward-only: the product never migrates down.
