#!/usr/bin/env bash
# Writes the local installation's generated secrets to .env.local, each once:
#   ENCRYPTION_KEY    encrypts tokens and passwords at rest (32 random bytes, base64url)
#   KS_PG_PASSWORD    password of the local cluster's `postgres` role (scram-sha-256 over TCP)
#   DEMO_DB_PASSWORD  password of the demo business database's read-only role `demo_reader`
#   DEMO_PASSWORD     password of the demo account that `api seed` creates (printed by `make run`)
# A value already in the file is never replaced, so an existing installation
# keeps its keys; a missing one is appended. The file is mode 600 and ignored
# by git. scripts/db.sh start runs this before it touches the cluster.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
FILE="$ROOT/.env.local"

# rand N prints N random bytes as base64url: safe in URLs, shells and SQL literals.
rand() { head -c "$1" /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n'; }

umask 077
touch "$FILE"
chmod 600 "$FILE"
# A hand-edited file may lack its final newline; appending must not glue lines.
if [ -s "$FILE" ] && [ "$(tail -c1 "$FILE" | od -An -c | tr -d ' ')" != '\n' ]; then
	printf '\n' >>"$FILE"
fi

ensure() {
	if ! grep -q "^$1=" "$FILE"; then
		printf '%s=%s\n' "$1" "$2" >>"$FILE"
		printf 'env-local: wrote a new %s to %s\n' "$1" "$FILE" >&2
	fi
}

ensure ENCRYPTION_KEY "$(rand 32)"
ensure KS_PG_PASSWORD "$(rand 24)"
ensure DEMO_DB_PASSWORD "$(rand 24)"
ensure DEMO_PASSWORD "$(rand 12)"
