#!/usr/bin/env bash
# Serves the built app (bin/api, bin/web; `make run` builds, migrates and
# seeds first): N API replicas behind the web server on :8080.
#   scripts/serve.sh [N]     N = REPLICAS, 1 to 9 (default 1)
# One replica keeps API_ADDR / METRICS_ADDR (defaults 127.0.0.1:8081 / :9091).
# With N > 1, replica i listens on 127.0.0.1:808i with metrics on
# 127.0.0.1:909i, and the web server forwards /api to the ready ones
# (API_INTERNAL_URL lists them all; docs/adr/0030). Each replica runs job
# workers; they share the queue, the limits and the chat streams through
# PostgreSQL. SIGTERM one (`kill <pid>`) to watch the other take over.
set -euo pipefail
n="${1:-1}"
if ! [[ "$n" =~ ^[1-9]$ ]]; then
  echo "serve: REPLICAS must be 1 to 9, not '$n'" >&2
  exit 2
fi
pids=()
urls=()
stop() {
  # SIGTERM: each replica drains (SHUTDOWN_GRACE) before it exits.
  kill -TERM "${pids[@]}" 2>/dev/null || true
  wait "${pids[@]}" 2>/dev/null || true
}
trap stop EXIT
trap 'exit 130' INT TERM
for i in $(seq 1 "$n"); do
  if [ "$n" = 1 ]; then
    addr="${API_ADDR:-127.0.0.1:8081}" maddr="${METRICS_ADDR:-127.0.0.1:9091}"
  else
    addr="127.0.0.1:$((8080 + i))" maddr="127.0.0.1:$((9090 + i))"
  fi
  API_ADDR="$addr" METRICS_ADDR="$maddr" bin/api serve &
  pids+=("$!")
  echo "API replica $i: pid $!, http://$addr (metrics $maddr)"
  urls+=("http://${addr/#0.0.0.0/127.0.0.1}")
done
if [ "$n" -gt 1 ] || [ -z "${API_INTERNAL_URL:-}" ]; then
  API_INTERNAL_URL="$(IFS=,; echo "${urls[*]}")"
fi
export API_INTERNAL_URL
if [ -n "${WEB_ADDR:-}" ]; then echo "KnowledgeStack is up: http://$WEB_ADDR"; else echo "KnowledgeStack is up: http://localhost:8080"; fi
# In the background, so a SIGTERM to this script is handled at once (bash
# runs traps only between foreground commands); the script ends with the web server.
bin/web &
web=$!
pids+=("$web")
wait "$web"
