package pass

import (
	"context"
	"maps"
	"testing"
	"time"
)

// A database connection that dies while a document's chunks are being
// written (PostgreSQL stopped or restarted: its backend is terminated, as
// here) leaves the document exactly as it was before, never a mix of old and
// new chunks nor a document marked indexed without them; the next pass
// indexes it whole. The write is held open at one chunk by a trigger that
// sleeps, so the kill lands mid-transaction every time.
func TestConnectionKilledMidDocumentLeavesNoHalfWrittenRows(t *testing.T) {
	fx := newFixture(t)
	ctx := context.Background()
	fx.fake.set(fakeDoc{id: "long", title: "Handbook", body: longDoc(6, "v1"), updated: t0})
	fx.run(t)
	v1 := fx.chunks(t, "long")
	v1Hash := scalar[string](t, fx.pool, `SELECT content_hash FROM documents WHERE workspace_id = $1 AND external_id = 'long'`, fx.ws)
	if len(v1) != 6 {
		t.Fatalf("first pass wrote %d chunks", len(v1))
	}

	if _, err := fx.pool.Exec(ctx, `
		CREATE FUNCTION hold_chunk() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$;
		CREATE TRIGGER hold_chunk BEFORE INSERT OR UPDATE ON document_chunks
			FOR EACH ROW WHEN (NEW.chunk_index = 4) EXECUTE FUNCTION hold_chunk()`); err != nil {
		t.Fatal(err)
	}
	// runKilled runs a pass and terminates every backend that sleeps in the
	// trigger until the pass ends (it may go on to the next document and
	// be held there too); it returns how many writes it cut.
	runKilled := func(t *testing.T) int {
		t.Helper()
		done := make(chan error, 1)
		go func() {
			_, err := fx.pass.Run(ctx, fx.ws, fx.source)
			done <- err
		}()
		kills := 0
		deadline := time.After(30 * time.Second)
		for {
			select {
			case <-done: // an error or recorded document failures: either way the rows are what is checked
				return kills
			case <-deadline:
				t.Fatal("the pass did not end after its connections were killed")
			case <-time.After(10 * time.Millisecond):
			}
			var pid int
			if fx.pool.QueryRow(ctx, `SELECT pid FROM pg_stat_activity
				WHERE datname = current_database() AND wait_event = 'PgSleep'`).Scan(&pid) == nil {
				// With a timeout pg_terminate_backend waits for the backend to
				// exit: a backend still dying stays in pg_stat_activity, in
				// PgSleep, and the next poll would count its write cut twice.
				var gone bool
				if err := fx.pool.QueryRow(ctx, `SELECT pg_terminate_backend($1, 10000)`, pid).Scan(&gone); err != nil {
					t.Fatal(err)
				}
				if !gone {
					t.Fatalf("backend %d still alive 10 s after it was terminated", pid)
				}
				kills++
			}
		}
	}
	hashes := func(m map[int]chunkState) map[int]string {
		out := map[int]string{}
		for i, c := range m {
			out[i] = c.Hash
		}
		return out
	}
	keptV1 := func(t *testing.T) {
		t.Helper()
		if after := fx.chunks(t, "long"); !maps.Equal(hashes(after), hashes(v1)) {
			t.Fatalf("chunks after the cut write: %v, want the first version's %v", hashes(after), hashes(v1))
		}
		if h := scalar[string](t, fx.pool, `SELECT content_hash FROM documents WHERE workspace_id = $1 AND external_id = 'long'`, fx.ws); h != v1Hash {
			t.Fatalf("the document's hash moved to %s without its chunks", h)
		}
	}

	t.Run("a re-index cut mid-write keeps the old version whole", func(t *testing.T) {
		fx.fake.set(fakeDoc{id: "long", title: "Handbook", body: longDoc(8, "v2"), updated: t0.Add(time.Hour)})
		if kills := runKilled(t); kills != 1 {
			t.Fatalf("%d writes cut, want 1", kills)
		}
		keptV1(t)
	})

	t.Run("a first index cut mid-write leaves the document unindexed, without chunks", func(t *testing.T) {
		fx.fake.set(fakeDoc{id: "fresh", title: "Runbook", body: longDoc(7, "fresh"), updated: t0})
		if kills := runKilled(t); kills < 1 {
			t.Fatal("no write was cut")
		}
		keptV1(t) // cut again, if this pass tried it again
		if n := len(fx.chunks(t, "fresh")); n != 0 {
			t.Fatalf("%d chunks of a document whose write was cut", n)
		}
		if s := scalar[string](t, fx.pool, `SELECT status FROM documents WHERE workspace_id = $1 AND external_id = 'fresh'`, fx.ws); s == "indexed" {
			t.Fatal("a document without chunks is marked indexed")
		}
	})

	t.Run("the next pass indexes both whole", func(t *testing.T) {
		if _, err := fx.pool.Exec(ctx, `DROP TRIGGER hold_chunk ON document_chunks`); err != nil {
			t.Fatal(err)
		}
		fx.run(t)
		for id, want := range map[string]int{"long": 8, "fresh": 7} {
			got := fx.chunks(t, id)
			for i := range want {
				if _, ok := got[i]; !ok {
					t.Fatalf("%s: chunk %d missing of %d (%d rows)", id, i, want, len(got))
				}
			}
			if len(got) != want {
				t.Fatalf("%s: %d chunks, want %d", id, len(got), want)
			}
		}
		if n := scalar[int](t, fx.pool, `SELECT count(*) FROM documents WHERE workspace_id = $1 AND status <> 'indexed'`, fx.ws); n != 0 {
			t.Fatalf("%d documents not indexed", n)
		}
	})
}

// A run whose lease's session is cut by an outage (its backend terminated,
// as above) used to stay open in sync_pass_runs for ever — no end, no
// outcome — and ADR 0029's overlap check saw it over every later run
// (issue 27, item 9). Its worker now closes it as interrupted when it
// notices; a run that nobody closed (its worker never got back to the
// database) is closed by the next run of the source.
func TestARunCutByAnOutageIsClosed(t *testing.T) {
	fx := newFixture(t, func(c *Config) { c.Heartbeat = 200 * time.Millisecond })
	ctx := context.Background()
	fx.fake.set(fakeDoc{id: "long", title: "Handbook", body: longDoc(6, "v1"), updated: t0})
	if _, err := fx.pool.Exec(ctx, `
		CREATE FUNCTION hold_chunk() RETURNS trigger LANGUAGE plpgsql AS $$
		BEGIN PERFORM pg_sleep(60); RETURN NEW; END $$;
		CREATE TRIGGER hold_chunk BEFORE INSERT OR UPDATE ON document_chunks
			FOR EACH ROW WHEN (NEW.chunk_index = 4) EXECUTE FUNCTION hold_chunk()`); err != nil {
		t.Fatal(err)
	}
	type runRow struct {
		ID                string
		Started           time.Time
		Ended             *time.Time
		Outcome           *string
		PassInterruptions int
	}
	runs := func(t *testing.T) []runRow {
		t.Helper()
		rows, err := fx.pool.Query(ctx, `SELECT r.id::text, r.started_at, r.ended_at, r.outcome, p.interruptions
			FROM sync_pass_runs r JOIN sync_passes p ON p.id = r.pass_id AND p.workspace_id = r.workspace_id
			WHERE r.workspace_id = $1 AND p.source_id = $2 ORDER BY r.started_at`, fx.ws, fx.source)
		if err != nil {
			t.Fatal(err)
		}
		defer rows.Close()
		var out []runRow
		for rows.Next() {
			var r runRow
			if err := rows.Scan(&r.ID, &r.Started, &r.Ended, &r.Outcome, &r.PassInterruptions); err != nil {
				t.Fatal(err)
			}
			out = append(out, r)
		}
		return out
	}

	var cut runRow
	t.Run("the worker closes its run as interrupted when it notices", func(t *testing.T) {
		done := make(chan error, 1)
		go func() {
			_, err := fx.pass.Run(ctx, fx.ws, fx.source)
			done <- err
		}()
		// Wait for the write to hang in the trigger, then cut the lease's
		// session (the backend holding the source's advisory lock).
		deadline := time.Now().Add(20 * time.Second)
		var lockPID int
		for {
			var sleeping bool
			fx.pool.QueryRow(ctx, `SELECT EXISTS (SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event = 'PgSleep')`).Scan(&sleeping)
			if sleeping && fx.pool.QueryRow(ctx, `SELECT pid FROM pg_locks WHERE locktype = 'advisory' AND granted
				AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`).Scan(&lockPID) == nil {
				break
			}
			if time.Now().After(deadline) {
				t.Fatal("the pass never reached the held write")
			}
			time.Sleep(10 * time.Millisecond)
		}
		var gone bool
		if err := fx.pool.QueryRow(ctx, `SELECT pg_terminate_backend($1, 10000)`, lockPID).Scan(&gone); err != nil || !gone {
			t.Fatalf("terminate the lease's backend: %v %v", gone, err)
		}
		select {
		case err := <-done:
			if err == nil {
				t.Fatal("the pass went on without its lease")
			}
		case <-time.After(30 * time.Second):
			t.Fatal("the pass did not stop after losing its lease")
		}
		rs := runs(t)
		if len(rs) != 1 {
			t.Fatalf("%d runs", len(rs))
		}
		cut = rs[0]
		if cut.Ended == nil || cut.Outcome == nil || *cut.Outcome != "interrupted" || cut.Ended.Before(cut.Started) {
			t.Fatalf("the cut run: ended %v, outcome %v", cut.Ended, cut.Outcome)
		}
	})

	t.Run("a run nobody closed is closed by the next run, before it starts", func(t *testing.T) {
		// The state a worker leaves that never got back to the database.
		if _, err := fx.pool.Exec(ctx, `UPDATE sync_pass_runs SET ended_at = NULL, outcome = NULL WHERE workspace_id = $1 AND id = $2`, fx.ws, cut.ID); err != nil {
			t.Fatal(err)
		}
		if _, err := fx.pool.Exec(ctx, `DROP TRIGGER hold_chunk ON document_chunks`); err != nil {
			t.Fatal(err)
		}
		res := fx.run(t)
		if !res.Resumed || !res.Interrupted {
			t.Errorf("the next run resumed %v, interrupted %v", res.Resumed, res.Interrupted)
		}
		rs := runs(t)
		if len(rs) != 2 {
			t.Fatalf("%d runs", len(rs))
		}
		old, next := rs[0], rs[1]
		if old.Ended == nil || old.Outcome == nil || *old.Outcome != "interrupted" {
			t.Fatalf("the orphaned run: ended %v, outcome %v", old.Ended, old.Outcome)
		}
		if old.Ended.After(next.Started) {
			t.Fatalf("the closed run ends at %v, after the next run started at %v", old.Ended, next.Started)
		}
		if next.Ended == nil || next.Outcome == nil || *next.Outcome != OutcomeCompleted || next.PassInterruptions < 1 {
			t.Fatalf("the next run: ended %v outcome %v, pass interruptions %d", next.Ended, next.Outcome, next.PassInterruptions)
		}
	})
}
