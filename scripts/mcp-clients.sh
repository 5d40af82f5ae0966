#!/usr/bin/env bash
# Installs the MCP clients that internal/e2e's TestMCPClients drives against
# the real server (clients/mcp: the official TypeScript SDK, the MCP
# Inspector CLI and the Node 22 runtime they need, all pinned by its
# package-lock.json). The runtime is an npm package, so nothing is asked of
# the machine beyond the npm that scripts/web.sh already installs; `npm ci`
# runs only when the lockfile changed, so make test is offline after the
# first install. Usage: scripts/mcp-clients.sh
set -euo pipefail

root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$root/clients/mcp"

if ! command -v npm >/dev/null 2>&1; then
  # scripts/web.sh installs Node.js and npm from the distribution.
  "$root/scripts/web.sh"
fi

cd "$dir"
if [ ! -x node_modules/.bin/node ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  # The Inspector asks for Node 22 in its engines field; the npm running the
  # install may be older, and the pinned runtime it installs is what runs it.
  npm ci --no-audit --no-fund --loglevel=error --engine-strict=false
fi
echo "mcp-clients: $(node_modules/.bin/node --version) with the TypeScript SDK $(node -p 'require("./node_modules/@modelcontextprotocol/sdk/package.json").version') and the Inspector $(node -p 'require("./node_modules/@modelcontextprotocol/inspector/package.json").version')" >&2
