-- +goose Up
-- Placeholders before the model (issue 16 item 1, docs/adr/0025). One row per
-- workspace that changed the setting; no row means off. terms are the
-- workspace's own words to hide (project code names), typed by an owner or
-- admin. model_calls.redactions counts what was replaced in each model call,
-- per kind ({"EMAIL": 2, "PERSON": 5}): counts only, never a value.
CREATE TABLE workspace_privacy (
    workspace_id uuid PRIMARY KEY REFERENCES workspaces (id) ON DELETE CASCADE,
    redact       boolean NOT NULL DEFAULT false,
    terms        text[]  NOT NULL DEFAULT '{}' CHECK (cardinality(terms) <= 200),
    updated_by   uuid REFERENCES users (id) ON DELETE SET NULL,
    updated_at   timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE model_calls ADD COLUMN redactions jsonb;

-- +goose Down
ALTER TABLE model_calls DROP COLUMN redactions;
DROP TABLE workspace_privacy;
