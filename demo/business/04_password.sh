#!/bin/sh
# compose.yaml only: the postgres image runs this after 03_reader.sql on its
# first start. scripts/db.sh sets the same password itself (from .env.local).
set -eu
: "${DEMO_DB_PASSWORD:?set DEMO_DB_PASSWORD (the demo_reader role's password)}"
# psql quotes the variable (:'pw'), whatever characters the password holds.
psql -v ON_ERROR_STOP=1 -U "$POSTGRES_USER" -d "$POSTGRES_DB" -v pw="$DEMO_DB_PASSWORD" <<'SQL'
ALTER ROLE demo_reader PASSWORD :'pw';
SQL
