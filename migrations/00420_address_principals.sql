-- +goose Up
-- Principals held by whoever verified an address (docs/adr/0063): a source
-- says "the person with this address is a member of the Slack team T…" or
-- "… of the Google group eng@…", and a member whose verified address it is
-- holds that principal (access.Principals). Documents keep listing the team
-- or the group in their readers, so a membership change rewrites no
-- document: the next search reads the new rows. Unverified addresses never
-- match (access.Principals reads this table only for a verified address).
CREATE TABLE address_principals (
    workspace_id uuid NOT NULL,
    source_id    uuid NOT NULL,
    principal    text NOT NULL CHECK (length(principal) <= 400),
    email        text NOT NULL CHECK (length(email) <= 320 AND email = lower(email)),
    -- Why, as the explain endpoint says it ("Slack: a full member of the team T… by their confirmed profile address").
    reason       text NOT NULL,
    PRIMARY KEY (workspace_id, source_id, principal, email),
    FOREIGN KEY (workspace_id, source_id) REFERENCES sources (workspace_id, id) ON DELETE CASCADE
);
CREATE INDEX address_principals_email_idx ON address_principals (workspace_id, email);

-- +goose Down
-- Forward-only: the product never migrates down.
SELECT 1;
