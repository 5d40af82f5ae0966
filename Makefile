# KnowledgeStack. The two commands of the README:
#   make run    installs what is missing, starts the local PostgreSQL + pgvector,
#               migrates, seeds the demo workspace and serves the app (no API key needed)
#   make test   starts the local database and runs every test
SHELL := /bin/bash
.DEFAULT_GOAL := help
export PATH := $(PATH):/usr/local/go/bin
export KS_PG_PORT ?= 54329
GO_TEST_FLAGS ?= -count=1 -timeout 20m
# The local secrets scripts/env-local.sh generates once (scripts/db.sh start
# runs it): the encryption key and the passwords of the local cluster, the demo
# database role and the demo account. The programs derive the local cluster's
# URLs from them (DATABASE_URL, KS_TEST_DATABASE_URL and DEMO_DATABASE_URL
# still win when set).
LOCAL_ENV = set -a; . ./.env.local; set +a;

.PHONY: help run test lint lint-go lint-web db-up db-down demo-db web mcp-clients build bench deps vet regen-check

help:
	@echo "make run    - bring the whole product up on http://localhost:8080 (demo account printed)"
	@echo "make test   - make lint, then run every test against the local PostgreSQL + pgvector"
	@echo "make lint   - gofmt, go vet, staticcheck, go mod tidy -diff, ESLint on the frontend"
	@echo "make bench  - run the benchmarks and print their tables"
	@echo "make regen-check - rebuild every labelled name set and compare it with the committed file (python3)"
	@echo "make db-up / make db-down - start / stop the local database"

deps:
	scripts/install-deps.sh --with-browser

db-up:
	scripts/db.sh start

db-down:
	scripts/db.sh stop

demo-db: db-up
	scripts/db.sh demo-db

web: deps
	scripts/web.sh

# The local secrets, generated once and kept out of git.
.env.local:
	scripts/env-local.sh

build: web
	go build -o bin/api ./cmd/api
	go build -o bin/web ./cmd/web

# make run REPLICAS=2 serves two API processes behind the one URL (scripts/serve.sh).
REPLICAS ?= 1

run: db-up demo-db build .env.local
	@$(LOCAL_ENV) \
	bin/api migrate && bin/api seed && scripts/serve.sh $(REPLICAS)

vet:
	go vet ./...

# make lint: every check CI enforces before the tests run. staticcheck is pinned
# by the `tool` directive in go.mod (go.sum verifies it), so `go tool` builds
# the same version on every machine from the module cache, offline once fetched.
lint: lint-go lint-web

lint-go:
	@unformatted="$$(gofmt -l $$(go list -f {{.Dir}} ./...))"; \
	if [ -n "$$unformatted" ]; then echo "gofmt: these files need formatting:"; echo "$$unformatted"; exit 1; fi
	go vet ./...
	go tool staticcheck ./...
	go mod tidy -diff

# The frontend's linter: ESLint (frontend/eslint.config.js) with the React hooks
# rules, warnings included; it needs the packages scripts/web.sh (make web) installs.
lint-web:
	@[ -d frontend/node_modules ] || scripts/web.sh
	cd frontend && npm run lint

# The MCP clients people run (clients/mcp: the TypeScript SDK, the Inspector
# CLI and the Node 22 they need, pinned by its lockfile), which
# internal/e2e's TestMCPClients drives against the real server; installed
# once, then offline like the frontend's packages.
mcp-clients: web
	scripts/mcp-clients.sh

test: db-up demo-db web mcp-clients lint
	cd frontend && npm test
	$(LOCAL_ENV) go test $(GO_TEST_FLAGS) ./...

# Every labelled name set rebuilt from a clean worktree and compared byte for byte (docs/adr/0221).
regen-check:
	python3 scripts/pii-regen-check.py

bench: deps db-up demo-db
	$(LOCAL_ENV) go run ./cmd/bench
	@echo; echo "## SQL guard, chunker and embedder (go test -bench)"; echo
	$(LOCAL_ENV) go test -run '^$$' -bench . -benchtime 200x ./internal/dbconn ./internal/chunk ./internal/embed
	@echo; echo "## PII Find per KB on short, long and crafted text (go test -bench, docs/adr/0152)"; echo
	$(LOCAL_ENV) go test -run '^$$' -bench FindPerKB -benchtime 1x ./internal/pii
