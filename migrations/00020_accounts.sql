-- +goose Up
-- Accounts against hostile strangers (issue 12, docs/adr/0015-accounts.md).

-- When the account's e-mail address was proven (today: by a Google sign-in
-- whose address Google verified). A local sign-up proves nothing, so a Google
-- sign-in never links to such an account without its password.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;

-- A Google sign-in whose verified address matches an unproven local account
-- waits here until the person enters that account's password. Only the
-- token's SHA-256 is kept; the raw token lives in the browser's ks_link cookie.
CREATE TABLE pending_links (
    token_hash     bytea PRIMARY KEY,
    user_id        uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    google_subject text NOT NULL,
    email          text NOT NULL,
    attempts       integer NOT NULL DEFAULT 0,
    created_at     timestamptz NOT NULL DEFAULT now(),
    expires_at     timestamptz NOT NULL,
    used_at        timestamptz
);
CREATE INDEX pending_links_expires_idx ON pending_links (expires_at);

-- A Google sign-in started with a join code (SIGNUP=invite) carries it to the callback.
ALTER TABLE oauth_states ADD COLUMN join_code text NOT NULL DEFAULT '';

-- Join codes grow from 8 to 13 characters of the 31-symbol alphabet (40 to 64
-- bits). Every existing code is replaced: an 8-character one is guessable.
-- Each code takes 13 fully random bytes of a version-4 UUID (the version and
-- variant bits live in bytes 6 and 8, which are skipped); the subquery names
-- w.id so that it runs once per row.
ALTER TABLE workspaces DROP CONSTRAINT workspaces_join_code_check;
UPDATE workspaces w SET join_code = (
    SELECT string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789', get_byte(r.b, t.i) % 31 + 1, 1), '' ORDER BY t.n)
    FROM (SELECT uuid_send(gen_random_uuid()) AS b WHERE w.id IS NOT NULL) r,
         unnest(ARRAY[0, 1, 2, 3, 4, 5, 7, 9, 10, 11, 12, 13, 14]) WITH ORDINALITY AS t(i, n)
), updated_at = now();
ALTER TABLE workspaces ADD CONSTRAINT workspaces_join_code_check CHECK (length(join_code) = 13);
