package main

import (
	"context"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

// TestJobOfAWorkerKilledBeforeItsPassIsRequeued kills a worker process after
// river handed it a sync job but before its pass began: the job stays
// "running" in river's table (river rescues such a job only after an hour),
// with no pass, no claim and no lock. Another process must run the pass
// within the recovery bound instead of leaving the source "queued".
//
// The window is milliseconds in production; the test widens it by holding
// the source's row, so the worker's first claim (its heartbeat) waits on it.
func TestJobOfAWorkerKilledBeforeItsPassIsRequeued(t *testing.T) {
	pool, dbURL := testdb.NewWithURL(t)
	ctx := context.Background()
	owner := apitest.NewUser(t, pool, "owner@example.com")
	ws := apitest.NewWorkspace(t, pool, owner, "Acme")
	const files = 20

	// An API process that runs no jobs takes the upload: the job waits.
	front := startAPIProcess(t, procOptions{env: map[string]string{
		"DATABASE_URL": dbURL, "METRICS_ADDR": testdb.FreeAddr(t), "ENCRYPTION_KEY": apitest.TestKey,
		"PUBLIC_URL": "http://127.0.0.1", "WORKERS": "false", "EMBEDDER": "local", "LOG_LEVEL": "warn",
	}})
	uploadPages(t, apitest.LoginAt(t, pool, front.URL, owner, ws), "held", files)
	var src uuid.UUID
	if err := pool.QueryRow(ctx, `SELECT id FROM sources WHERE workspace_id = $1`, ws).Scan(&src); err != nil {
		t.Fatal(err)
	}

	hold, err := pool.Begin(ctx)
	if err != nil {
		t.Fatal(err)
	}
	defer func() { _ = hold.Rollback(ctx) }()
	if _, err := hold.Exec(ctx, `SELECT 1 FROM sources WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, ws, src); err != nil {
		t.Fatal(err)
	}

	worker := startSyncAPI(t, dbURL)
	for deadline := time.Now().Add(time.Minute); ; {
		if time.Now().After(deadline) {
			t.Fatal("the worker never took the sync job and reached its claim")
		}
		var running, waiting int
		if err := pool.QueryRow(ctx, `SELECT
				(SELECT count(*) FROM river_job WHERE kind = 'sync_source' AND state = 'running' AND args->>'source_id' = $1::text),
				(SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query LIKE 'UPDATE sources SET pass_heartbeat_at%')`,
			src).Scan(&running, &waiting); err != nil {
			t.Fatal(err)
		}
		if running == 1 && waiting == 1 {
			break
		}
		time.Sleep(20 * time.Millisecond)
	}
	worker.kill()
	killed := time.Now()
	if err := hold.Rollback(ctx); err != nil {
		t.Fatal(err)
	}

	startSyncAPI(t, dbURL)
	for {
		if time.Since(killed) > recoveryBound {
			var status string
			var jobs []string
			_ = pool.QueryRow(ctx, `SELECT status FROM sources WHERE workspace_id = $1 AND id = $2`, ws, src).Scan(&status)
			rows, _ := pool.Query(ctx, `SELECT state::text || ' gen ' || COALESCE(args->>'generation', '0') FROM river_job WHERE kind = 'sync_source'`)
			for rows.Next() {
				var j string
				_ = rows.Scan(&j)
				jobs = append(jobs, j)
			}
			rows.Close()
			t.Fatalf("the source still says %q %s after the kill; its jobs: %v", status, recoveryBound, jobs)
		}
		var done bool
		if err := pool.QueryRow(ctx, `SELECT status = 'idle' AND pass_started_at IS NULL AND last_synced_at IS NOT NULL
			FROM sources WHERE workspace_id = $1 AND id = $2`, ws, src).Scan(&done); err != nil {
			t.Fatal(err)
		}
		if done {
			break
		}
		time.Sleep(250 * time.Millisecond)
	}
	t.Logf("RECOVERY (job held by a killed worker before its pass): the pass completed %.1fs after the kill", time.Since(killed).Seconds())
	checkIndexedOnce(t, pool, ws, files)
	if rec := passesOf(t, pool, ws, src); rec.Count != 1 || rec.Outcome != "completed" || rec.Seen != files {
		t.Fatalf("want one completed pass of %d documents, got %+v", files, rec)
	}
}
