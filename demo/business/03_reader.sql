-- The read-only role KnowledgeStack registers for the demo database.
-- Idempotent: safe to run again on every `scripts/db.sh demo-db`. It names no
-- database, so it works in whatever database it is run in (the compose demo
-- database too).

DO $$
BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'demo_reader') THEN
        CREATE ROLE demo_reader;
    END IF;
END
$$;

-- A plain login role: no superuser, no role creation, no replication, and no
-- membership in any pg_* role (the app refuses roles that have them). Its
-- password is generated per installation and set apart from this file:
-- scripts/db.sh sets DEMO_DB_PASSWORD from .env.local, compose runs
-- 04_password.sh. Until then the role has no password and cannot log in.
ALTER ROLE demo_reader LOGIN
    NOSUPERUSER NOCREATEDB NOCREATEROLE NOREPLICATION NOBYPASSRLS;
ALTER ROLE demo_reader SET default_transaction_read_only = on;
ALTER ROLE demo_reader SET statement_timeout = '60s';

DO $$
DECLARE
    r record;
BEGIN
    FOR r IN SELECT g.rolname FROM pg_auth_members m
             JOIN pg_roles g ON g.oid = m.roleid
             JOIN pg_roles u ON u.oid = m.member
             WHERE u.rolname = 'demo_reader'
    LOOP
        EXECUTE format('REVOKE %I FROM demo_reader', r.rolname);
    END LOOP;
    -- CONNECT and nothing else on this database: no temporary tables.
    EXECUTE format('REVOKE ALL ON DATABASE %I FROM PUBLIC', current_database());
    EXECUTE format('GRANT CONNECT ON DATABASE %I TO demo_reader', current_database());
END
$$;

REVOKE ALL ON SCHEMA public FROM PUBLIC;
GRANT USAGE ON SCHEMA public TO demo_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA public TO demo_reader;
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT ON TABLES TO demo_reader;
