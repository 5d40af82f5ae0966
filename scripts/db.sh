#!/usr/bin/env bash
# Local PostgreSQL + pgvector for development, tests and `make run`.
#
#   scripts/db.sh install   install PostgreSQL and pgvector if missing
#   scripts/db.sh start     install, then init/start the cluster in .data/pg
#   scripts/db.sh stop      stop it (fast mode)
#   scripts/db.sh status    print running/stopped; exit 0 when running, 3 when not
#   scripts/db.sh url       print the app database URL (with its password)
#   scripts/db.sh demo-db   load the demo business database and its read-only role
#
# Every subcommand is idempotent. See docs/adr/0002-local-postgres.md for why
# the cluster lives in the repo and pgvector may be built from Debian source.
#
# Authentication (docs/adr/0015-accounts-and-local-passwords.md): every TCP
# connection needs a password (scram-sha-256); the passwords are generated
# once into .env.local by scripts/env-local.sh. Only the cluster's OS owner
# reaches the Unix socket (directory mode 700, peer authentication mapped to
# the `postgres` role): this script's admin work goes through it. `start` on a
# cluster made before passwords (TCP trust) sets them and rewrites pg_hba.conf
# while it runs, then reloads: no restart, no data touched.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DATA="$ROOT/.data"
PGDATA="$DATA/pg"
SOCKDIR="$DATA/run"
LOGFILE="$DATA/pg.log"
PORT="${KS_PG_PORT:-54329}"
APPDB="knowledgestack"
DEMODB="demo_business"

log() { printf 'db.sh: %s\n' "$*" >&2; }
die() { log "error: $*"; exit 1; }

is_root() { [ "$(id -u)" -eq 0 ]; }

# PostgreSQL refuses to run as root, so as root the cluster belongs to the
# system user postgres; as any other user it belongs to that user.
as_pg() {
	if is_root; then
		(cd / && runuser -u postgres -- "$@")
	else
		"$@"
	fi
}

APT_UPDATED=0
apt_update_once() {
	if [ "$APT_UPDATED" -eq 0 ]; then
		log "apt-get update"
		apt-get update -qq >&2
		APT_UPDATED=1
	fi
}

# has_candidate PKG: true when apt can install PKG.
has_candidate() {
	local c
	c="$(apt-cache policy "$1" 2>/dev/null | awk '/Candidate:/ {print $2}')"
	[ -n "$c" ] && [ "$c" != "(none)" ]
}

# apt_install PKG...: installs the packages, refreshing the lists once when
# one of them has no candidate yet (fresh images ship without lists).
apt_install() {
	local p missing=0
	is_root || die "need root to apt-get install $*"
	for p in "$@"; do has_candidate "$p" || missing=1; done
	[ "$missing" -eq 0 ] || apt_update_once
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@" >&2
}

# pg_major prints the newest installed server major, or nothing.
pg_major() {
	local d best=""
	for d in /usr/lib/postgresql/*/bin/postgres; do
		[ -x "$d" ] || continue
		d="${d#/usr/lib/postgresql/}"
		d="${d%%/*}"
		if [ -z "$best" ] || [ "$d" -gt "$best" ]; then best="$d"; fi
	done
	printf '%s' "$best"
}

MAJOR=""
BIN=""
setup_paths() {
	MAJOR="$(pg_major)"
	[ -n "$MAJOR" ] || return 1
	BIN="/usr/lib/postgresql/$MAJOR/bin"
}

sharedir() {
	if [ -x "$BIN/pg_config" ]; then "$BIN/pg_config" --sharedir; else printf '/usr/share/postgresql/%s' "$MAJOR"; fi
}

# debian_mirror prints the machine's own Debian archive URI (not -security),
# read from its apt sources; the default is the public one.
debian_mirror() {
	local uri
	uri="$(
		{
			grep -hE '^[[:space:]]*deb(-src)?[[:space:]]' /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null |
				sed -E 's/\[[^]]*\]//' | awk '{print $2, $3}'
			for f in /etc/apt/sources.list.d/*.sources; do
				[ -f "$f" ] || continue
				awk 'BEGIN{RS=""} {u="";s=""; n=split($0,L,"\n"); for(i=1;i<=n;i++){ if(L[i]~/^URIs:/){sub(/^URIs:[ \t]*/,"",L[i]); split(L[i],a," "); u=a[1]} if(L[i]~/^Suites:/){sub(/^Suites:[ \t]*/,"",L[i]); split(L[i],b," "); s=b[1]} } if(u!="") print u, s}' "$f"
			done
		} | awk '$1 ~ /debian/ && $1 !~ /security/ && $2 !~ /-security/ {print $1; exit}'
	)"
	printf '%s' "${uri:-http://deb.debian.org/debian}"
}

# build_pgvector builds Debian trixie's pgvector source package against the
# installed server, using a private apt configuration under .data/apt so the
# machine's own sources are never touched.
build_pgvector() {
	local apt="$DATA/apt" mirror opts src
	mirror="$(debian_mirror)"
	log "building pgvector from Debian trixie source ($mirror)"
	apt_install "postgresql-server-dev-$MAJOR" build-essential dpkg-dev
	mkdir -p "$apt/state/lists/partial" "$apt/cache/archives/partial" "$apt/etc" "$DATA/build"
	printf 'deb-src [signed-by=/usr/share/keyrings/debian-archive-keyring.gpg] %s trixie main\n' "$mirror" >"$apt/etc/sources.list"
	opts=(-o "Dir::Etc::sourcelist=$apt/etc/sources.list" -o "Dir::Etc::sourceparts=-"
		-o "Dir::State=$apt/state" -o "Dir::Cache=$apt/cache" -o "APT::Sandbox::User=root")
	apt-get "${opts[@]}" update -qq >&2
	rm -rf "$DATA/build/pgvector"
	mkdir -p "$DATA/build/pgvector"
	(cd "$DATA/build/pgvector" && apt-get "${opts[@]}" source -qq pgvector >&2)
	src="$(find "$DATA/build/pgvector" -mindepth 1 -maxdepth 1 -type d -name 'pgvector-*' | head -n1)"
	[ -n "$src" ] || die "apt-get source pgvector produced no source tree"
	# OPTFLAGS empty: no -march=native, so the library runs on any x86-64 CPU.
	make -C "$src" -s PG_CONFIG="$BIN/pg_config" OPTFLAGS="" >&2
	make -C "$src" -s PG_CONFIG="$BIN/pg_config" OPTFLAGS="" install >&2
}

cmd_install() {
	if ! setup_paths; then
		log "installing PostgreSQL"
		apt_install postgresql
		setup_paths || die "PostgreSQL installed but no server found in /usr/lib/postgresql"
	fi
	if [ -f "$(sharedir)/extension/vector.control" ]; then
		return 0
	fi
	if has_candidate "postgresql-$MAJOR-pgvector" || { apt_update_once && has_candidate "postgresql-$MAJOR-pgvector"; }; then
		log "installing postgresql-$MAJOR-pgvector"
		apt_install "postgresql-$MAJOR-pgvector"
	else
		build_pgvector
	fi
	[ -f "$(sharedir)/extension/vector.control" ] || die "pgvector install finished but vector.control is missing"
}

# ensure_traversable makes sure the postgres user can reach .data: the repo
# may live under /root (mode 700). Only the search bit (o+x) is added to the
# parents that lack it; nothing becomes listable or readable by others.
ensure_traversable() {
	is_root || return 0
	runuser -u postgres -- test -x "$DATA" 2>/dev/null && return 0
	local d="$DATA"
	while [ "$d" != "/" ]; do
		d="$(dirname "$d")"
		if ! runuser -u postgres -- test -x "$d" 2>/dev/null; then
			log "chmod o+x $d (so the postgres user can reach $DATA)"
			chmod o+x "$d"
		fi
	done
	runuser -u postgres -- test -x "$DATA" || die "postgres user cannot reach $DATA"
}

owner() { if is_root; then echo postgres; else id -un; fi; }

write_config() {
	as_pg tee "$PGDATA/ks.conf" >/dev/null <<EOF
# Written by scripts/db.sh on every start; edit the script, not this file.
listen_addresses = '127.0.0.1'
port = $PORT
unix_socket_directories = '$SOCKDIR'
max_connections = 200
shared_buffers = 256MB
# A development cluster: losing the last few commits in a crash is fine,
# corrupting the cluster is not, so fsync stays on.
synchronous_commit = off
fsync = on
timezone = 'UTC'
log_timezone = 'UTC'
EOF
	# TCP always needs a password; the socket admits only the cluster's OS
	# owner, as postgres (peer), for this script's admin work.
	as_pg tee "$PGDATA/pg_hba.conf" >/dev/null <<'EOF'
# Written by scripts/db.sh on every start; edit the script, not this file.
# TYPE  DATABASE USER     ADDRESS        METHOD
local   all      postgres                peer map=ks
host    all      all      127.0.0.1/32   scram-sha-256
EOF
	as_pg tee "$PGDATA/pg_ident.conf" >/dev/null <<EOF
# Written by scripts/db.sh on every start; edit the script, not this file.
# MAPNAME  SYSTEM-USERNAME  PG-USERNAME
ks         $(owner)         postgres
EOF
}

init_cluster() {
	mkdir -p "$DATA"
	ensure_traversable
	mkdir -p "$PGDATA" "$SOCKDIR"
	touch "$LOGFILE"
	if is_root; then chown postgres:postgres "$PGDATA" "$SOCKDIR" "$LOGFILE"; fi
	chmod 700 "$PGDATA" "$SOCKDIR"
	if [ ! -f "$PGDATA/PG_VERSION" ]; then
		log "initdb $PGDATA (owner $(owner))"
		as_pg "$BIN/initdb" -D "$PGDATA" -U postgres -E UTF8 --locale=C.UTF-8 \
			--auth-local=peer --auth-host=scram-sha-256 >/dev/null
		printf "\ninclude_if_exists = 'ks.conf'\n" | as_pg tee -a "$PGDATA/postgresql.conf" >/dev/null
	fi
	local v
	v="$(cat "$PGDATA/PG_VERSION")"
	[ "$v" = "$MAJOR" ] || die "$PGDATA was made by PostgreSQL $v but $MAJOR is installed; remove .data/pg to recreate it"
	write_config
}

# running: true when the postmaster named in postmaster.pid is alive and is
# a postgres process (a pid reused by something else after a crash is not).
running() {
	[ -f "$PGDATA/postmaster.pid" ] || return 1
	local pid
	pid="$(head -n1 "$PGDATA/postmaster.pid" 2>/dev/null || true)"
	[[ "$pid" =~ ^[0-9]+$ ]] || return 1
	[ -d "/proc/$pid" ] || return 1
	grep -q postgres "/proc/$pid/comm" 2>/dev/null || return 1
	# A killed postmaster may linger as a zombie until its parent reaps it.
	[ "$(awk '{print $3}' "/proc/$pid/stat" 2>/dev/null)" != "Z" ]
}

remove_stale_pid() {
	if [ -f "$PGDATA/postmaster.pid" ] && ! running; then
		log "removing stale $PGDATA/postmaster.pid (its process is gone)"
		rm -f "$PGDATA/postmaster.pid" "$SOCKDIR/.s.PGSQL.$PORT" "$SOCKDIR/.s.PGSQL.$PORT.lock"
	fi
}

# psql_su runs psql as the cluster's superuser over the Unix socket (peer
# authentication): it needs no password, and only the cluster's owner can.
psql_su() { as_pg "$BIN/psql" -X -q -v ON_ERROR_STOP=1 -h "$SOCKDIR" -p "$PORT" -U postgres "$@"; }

# load_secrets makes sure .env.local holds the generated passwords and reads them.
KS_PG_PASSWORD=""
DEMO_DB_PASSWORD=""
load_secrets() {
	"$ROOT/scripts/env-local.sh"
	KS_PG_PASSWORD="$(secret KS_PG_PASSWORD)"
	DEMO_DB_PASSWORD="$(secret DEMO_DB_PASSWORD)"
}

# secret NAME prints NAME's value from .env.local, refusing a value that
# would need quoting in a URL or an SQL literal.
secret() {
	local v
	v="$(sed -n "s/^$1=//p" "$ROOT/.env.local" | tail -n1)"
	v="${v%\"}"
	v="${v#\"}"
	[[ "$v" =~ ^[A-Za-z0-9_-]{16,}$ ]] || die "$1 in .env.local must be at least 16 characters of A-Z a-z 0-9 - _ (delete the line to generate one)"
	printf '%s' "$v"
}

# set_password ROLE PASSWORD [DB]: the password travels on stdin (never on a
# command line that ps shows) and is hashed by the server (scram-sha-256).
set_password() {
	psql_su -d "${3:-postgres}" <<EOF
\\set pw '$2'
ALTER ROLE $1 PASSWORD :'pw';
EOF
}

# secure sets the postgres password, then (re)writes pg_hba.conf and reloads:
# on a cluster made when TCP was trusted, this is the switch to passwords; on
# a current one it changes nothing. The password is set first, so there is no
# moment when TCP needs a password that does not exist yet.
secure() {
	set_password postgres "$KS_PG_PASSWORD"
	write_config
	as_pg "$BIN/pg_ctl" -D "$PGDATA" reload >/dev/null
}

wait_ready() {
	local i
	for i in $(seq 1 60); do
		"$BIN/pg_isready" -q -h 127.0.0.1 -p "$PORT" -U postgres && return 0
		sleep 0.5
	done
	return 1
}

cmd_start() {
	cmd_install
	setup_paths
	load_secrets
	if running; then
		secure
		log "already running on 127.0.0.1:$PORT (password authentication on TCP)"
		return 0
	fi
	init_cluster
	remove_stale_pid
	log "starting PostgreSQL $MAJOR on 127.0.0.1:$PORT (log: $LOGFILE)"
	if ! as_pg "$BIN/pg_ctl" -D "$PGDATA" -l "$LOGFILE" -w -t 60 start >/dev/null; then
		tail -n 20 "$LOGFILE" >&2 || true
		die "PostgreSQL did not start (is port $PORT taken?)"
	fi
	wait_ready || die "PostgreSQL started but does not answer on 127.0.0.1:$PORT"
	secure
	if [ "$(psql_su -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$APPDB'")" != "1" ]; then
		log "creating database $APPDB"
		psql_su -d postgres -c "CREATE DATABASE $APPDB"
	fi
	# The app's migrations create the extension; a broken pgvector install
	# should fail here, in a scratch transaction, with a clear message.
	local out
	if ! out="$(psql_su -d postgres -c "BEGIN; CREATE EXTENSION vector; SELECT '[1,2,3]'::vector <=> '[3,2,1]'::vector; ROLLBACK;" 2>&1)"; then
		printf '%s\n' "$out" >&2
		die "CREATE EXTENSION vector fails: pgvector is not installed correctly for PostgreSQL $MAJOR"
	fi
	log "ready: $(cmd_url | sed 's/:[^:@]*@/:****@/') (password in .env.local)"
}

cmd_stop() {
	setup_paths || { log "stopped (PostgreSQL not installed)"; return 0; }
	if running; then
		as_pg "$BIN/pg_ctl" -D "$PGDATA" -m fast -w -t 60 stop >/dev/null
		log "stopped"
	else
		remove_stale_pid
		log "not running"
	fi
}

cmd_status() {
	if running; then
		echo "running (127.0.0.1:$(sed -n 4p "$PGDATA/postmaster.pid"), data $PGDATA, pid $(head -n1 "$PGDATA/postmaster.pid"))"
		return 0
	fi
	echo "stopped"
	return 3
}

cmd_url() {
	[ -n "$KS_PG_PASSWORD" ] || KS_PG_PASSWORD="$(secret KS_PG_PASSWORD)"
	printf 'postgres://postgres:%s@127.0.0.1:%s/%s?sslmode=disable\n' "$KS_PG_PASSWORD" "$PORT" "$APPDB"
}

cmd_demo_db() {
	local dir="$ROOT/demo/business"
	cmd_start
	if [ "$(psql_su -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname = '$DEMODB'")" != "1" ]; then
		log "creating database $DEMODB"
		psql_su -d postgres -c "CREATE DATABASE $DEMODB"
	fi
	if [ "$(psql_su -d "$DEMODB" -tAc "SELECT to_regclass('public.invoices') IS NOT NULL")" != "t" ]; then
		log "loading demo business schema and data"
		# On stdin: the postgres OS user need not be able to read the checkout.
		cat "$dir/01_schema.sql" "$dir/02_data.sql" | psql_su -d "$DEMODB" -1 -f - >/dev/null
	fi
	psql_su -d "$DEMODB" -f - <"$dir/03_reader.sql" >/dev/null
	set_password demo_reader "$DEMO_DB_PASSWORD" "$DEMODB"
	# Every database allows CONNECT to PUBLIC by default; the demo reader has
	# no business in the app's own database.
	psql_su -d postgres -c "REVOKE CONNECT, TEMPORARY ON DATABASE $APPDB FROM PUBLIC"
	psql_su -d "$DEMODB" -P footer=off -c "
		SELECT 'departments' AS table_name, count(*) AS row_count FROM departments
		UNION ALL SELECT 'employees', count(*) FROM employees
		UNION ALL SELECT 'customers', count(*) FROM customers
		UNION ALL SELECT 'products', count(*) FROM products
		UNION ALL SELECT 'orders', count(*) FROM orders
		UNION ALL SELECT 'order_items', count(*) FROM order_items
		UNION ALL SELECT 'invoices', count(*) FROM invoices"
	log "demo database: postgres://demo_reader:****@127.0.0.1:$PORT/$DEMODB?sslmode=disable (DEMO_DB_PASSWORD in .env.local)"
}

case "${1:-}" in
install) cmd_install ;;
start) cmd_start ;;
stop) cmd_stop ;;
status) cmd_status ;;
url) cmd_url ;;
demo-db) cmd_demo_db ;;
*)
	echo "usage: $0 install|start|stop|status|url|demo-db" >&2
	exit 2
	;;
esac
