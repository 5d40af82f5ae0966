-- +goose Up
-- A connector credential belongs to the person who granted it (docs/adr/0044).
-- When that person leaves the workspace the credential is revoked and deleted,
-- but what its sources already indexed stays until an admin decides: deleting
-- a credential now clears the sources' link to it instead of deleting them
-- (and their documents) with it.
ALTER TABLE sources DROP CONSTRAINT IF EXISTS sources_credential_id_fkey;
ALTER TABLE sources ADD CONSTRAINT sources_credential_id_fkey
    FOREIGN KEY (credential_id) REFERENCES source_credentials (id) ON DELETE SET NULL;

-- The grantor of each credential, looked up on every browse and at departure.
CREATE INDEX source_credentials_grantor_idx ON source_credentials (workspace_id, created_by);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
