-- +goose Up
-- Sign-in through any OpenID Connect provider (Google is one configuration of
-- it; docs/adr/0026). An external identity is the pair (issuer, subject): a
-- subject is unique only within its issuer. One account may hold one identity
-- per issuer (Google and the company's provider, say).
CREATE TABLE user_identities (
    issuer     text NOT NULL CHECK (issuer <> ''),
    subject    text NOT NULL CHECK (subject <> ''),
    user_id    uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
    created_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (issuer, subject),
    UNIQUE (user_id, issuer)
);

-- Every Google identity so far was issued by Google's issuer.
INSERT INTO user_identities (issuer, subject, user_id)
SELECT 'https://accounts.google.com', google_subject, id FROM users WHERE google_subject IS NOT NULL;
ALTER TABLE users DROP COLUMN google_subject;

-- A pending link names the identity it would attach, issuer included.
ALTER TABLE pending_links RENAME COLUMN google_subject TO subject;
ALTER TABLE pending_links ADD COLUMN issuer text NOT NULL DEFAULT 'https://accounts.google.com';
ALTER TABLE pending_links ALTER COLUMN issuer DROP DEFAULT;

-- The nonce a sign-in sent to the provider; its ID token must carry it back.
ALTER TABLE oauth_states ADD COLUMN nonce text NOT NULL DEFAULT '';
