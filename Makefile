# KnowledgeStack. The two commands of the README:
#   make run    installs what is missing, starts the local PostgreSQL + pgvector,
#               migrates, seeds the demo workspace and serves the app (no API key needed)
#   make test   starts the local database and runs every test
SHELL := /bin/bash
.DEFAULT_GOAL := help
export PATH := $(PATH):/usr/local/go/bin
KS_PG_PORT ?= 54329
export KS_TEST_DATABASE_URL ?= postgres://postgres@127.0.0.1:$(KS_PG_PORT)/postgres?sslmode=disable
export DATABASE_URL ?= postgres://postgres@127.0.0.1:$(KS_PG_PORT)/knowledgestack?sslmode=disable
GO_TEST_FLAGS ?= -count=1 -timeout 20m

.PHONY: help run test db-up db-down demo-db web build bench deps vet

help:
	@echo "make run    - bring the whole product up on http://localhost:8080 (demo account printed)"
	@echo "make test   - run every test against the local PostgreSQL + pgvector"
	@echo "make bench  - run the benchmarks and print their tables"
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

# A local encryption key, generated once and kept out of git.
.env.local:
	@umask 077; printf 'ENCRYPTION_KEY=%s\n' "$$(head -c 32 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')" > $@
	@echo "wrote a new local ENCRYPTION_KEY to $@"

build: web
	go build -o bin/api ./cmd/api
	go build -o bin/web ./cmd/web

run: db-up demo-db build .env.local
	@set -a; . ./.env.local; set +a; \
	bin/api migrate && bin/api seed && \
	{ bin/api serve & api=$$!; trap 'kill $$api 2>/dev/null; wait $$api 2>/dev/null' EXIT INT TERM; \
	  echo "KnowledgeStack is up: http://localhost:8080"; bin/web; }

vet:
	go vet ./...

test: db-up demo-db web vet
	cd frontend && npm test
	go test $(GO_TEST_FLAGS) ./...

bench: db-up demo-db
	go run ./cmd/bench
	@echo; echo "## SQL guard, chunker and embedder (go test -bench)"; echo
	go test -run '^$$' -bench . -benchtime 200x ./internal/dbconn ./internal/chunk ./internal/embed
