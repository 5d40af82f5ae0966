#!/usr/bin/env bash
# Builds the web bundle into internal/webui/dist (embedded by cmd/web).
# Installs Node.js and npm from Debian when missing, runs `npm ci`, then
# `npm run build`. Skips the build when the bundle is newer than every source.
# Usage: scripts/web.sh [--force]
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
fe="$root/frontend"
dist="$root/internal/webui/dist"
force="${1:-}"

need_node() {
  command -v node >/dev/null 2>&1 && command -v npm >/dev/null 2>&1 || return 0
  # Vite 7 needs Node 20.19+ (or 22.12+).
  node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>22||(a===22&&b>=12)||(a===20&&b>=19)||a===21?1:0)'
}

if need_node; then
  echo "web: installing Node.js and npm from the distribution" >&2
  export DEBIAN_FRONTEND=noninteractive
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  $sudo_cmd apt-get install -y -qq nodejs npm >/dev/null
  if need_node; then
    echo "web: Node $(node -v 2>/dev/null || echo missing) is too old for Vite 7 (needs 20.19+ or 22.12+)" >&2
    exit 1
  fi
fi

# make test runs the frontend's own tests too, so the packages are installed
# even when the bundle itself is up to date.
cd "$fe"
if [ ! -d node_modules ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  npm ci --no-audit --no-fund --loglevel=error
fi

if [ "$force" != "--force" ] && [ -f "$dist/index.html" ]; then
  newer="$(find "$fe/src" "$fe/index.html" "$fe/package.json" "$fe/package-lock.json" "$fe/vite.config.ts" "$fe/tsconfig.json" "$root/api/openapi.yaml" \
    -newer "$dist/index.html" -print -quit 2>/dev/null || true)"
  if [ -z "$newer" ]; then
    echo "web: bundle is up to date" >&2
    exit 0
  fi
fi

npm run build --silent
echo "web: built $(du -sh "$dist" | cut -f1) into internal/webui/dist" >&2
