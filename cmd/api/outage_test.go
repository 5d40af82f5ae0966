package main

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/errs"
	"knowledgestack/internal/testdb"
)

// outageFor is how long PostgreSQL stays stopped (issue 20: 30 s).
const outageFor = 30 * time.Second

// downLatencyBound is the longest any request may take while the database is
// down: fail fast, well before a client gives up (connect 3 s, acquire 5 s).
const downLatencyBound = 6 * time.Second

// TestPostgresStoppedUnderLoad runs the real API binary against a private
// PostgreSQL cluster, drives a steady load over several routes (readiness,
// liveness, the session, sources and documents, chats, offline search turns),
// stops PostgreSQL with pg_ctl for 30 s in the middle of a sync pass of a few
// hundred files, and starts it again. While it is down every request that
// needs it is a 503 with the sentence, quickly; nothing is a 500; the process
// never exits; /readyz is unready. Afterwards service resumes without
// restarting the API, the interrupted pass completes with no document
// without its chunks, a new pass and a new chat turn work.
func TestPostgresStoppedUnderLoad(t *testing.T) {
	pg := newPGCluster(t)
	addr := testdb.FreeAddr(t)
	api := startAPIProcess(t, procOptions{bin: apitest.BuildAPI(t), addr: addr, keepLog: os.Getenv("KS_OUTAGE_LOG"), env: map[string]string{
		"DATABASE_URL": pg.url("knowledgestack"), "METRICS_ADDR": testdb.FreeAddr(t), "PUBLIC_URL": "http://" + addr,
		"ENCRYPTION_KEY": apitest.TestKey, "LOG_LEVEL": "info",
		// The load asks more than a person would; the limits are not under test here.
		"TURNS_PER_MINUTE": "100000", "STREAMS_PER_USER": "100",
	}})
	c := api.client(t)

	// A user, a workspace, and a first small upload indexed before anything happens.
	c.mustJSON(t, "POST", "/auth/signup", map[string]string{"email": "ops@example.com", "password": "a long enough password", "name": "Ops"}, nil)
	c.mustJSON(t, "POST", "/workspaces", map[string]string{"name": "Outage"}, nil)
	first := c.upload(t, handbook(0, 3))
	c.waitPass(t, first, 3, time.Minute)

	// The pass the outage interrupts: a few hundred files.
	const files = 300
	src := c.upload(t, handbook(1000, files))
	if src != first {
		t.Fatalf("the second upload went to source %s, not %s", src, first)
	}
	var chatID = uuid.New()
	c.mustTurn(t, chatID, "What is the on-call rotation?")

	load := newLoad(c, src, chatID)
	load.start(3)

	// Stop PostgreSQL as soon as the pass has indexed something and is not done.
	deadline := time.Now().Add(time.Minute)
	var atStop sourceView
	for {
		s := c.source(t, src)
		if s.Progress.Running && s.Progress.Indexed > 0 {
			atStop = s
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pass of %d files never showed progress: %+v", files, s)
		}
		time.Sleep(20 * time.Millisecond)
	}
	stopBegin := time.Now()
	if err := pg.stop(); err != nil {
		t.Fatal(err)
	}
	stopped := time.Now()
	t.Logf("PostgreSQL stopped in %s, the pass at %d seen / %d indexed of %d documents", stopped.Sub(stopBegin).Round(time.Millisecond),
		atStop.Progress.Seen, atStop.Progress.Indexed, files+3)

	time.Sleep(outageFor)
	if api.exited() {
		t.Fatalf("the API exited while the database was down:\n%s", api.logTail())
	}
	startBegin := time.Now()
	if err := pg.start(); err != nil {
		t.Fatal(err)
	}
	started := time.Now()
	// What the outage left, before the pass resumes: no document marked
	// indexed without all its chunks (the ones it cut short are still pending).
	checkRows(t, pg.url("knowledgestack"), 0)

	// Recovered: every route of the load answers 200 in one round.
	var recovered time.Time
	for recovered.IsZero() {
		if c.allServing(t, src, chatID) {
			recovered = time.Now()
			break
		}
		if time.Since(started) > 30*time.Second {
			t.Fatalf("not serving 30 s after PostgreSQL came back:\n%s", api.logTail())
		}
		time.Sleep(50 * time.Millisecond)
	}
	time.Sleep(3 * time.Second) // keep the load on a little past recovery
	samples := load.stop()

	// The counts.
	var during, down503, after, total500, other []sample
	var maxDown time.Duration
	for _, s := range samples {
		switch {
		case s.status == http.StatusInternalServerError:
			total500 = append(total500, s)
		case s.err != nil:
			other = append(other, s)
		}
		if !s.start.Before(stopped) && !s.end.After(startBegin) {
			during = append(during, s)
			maxDown = max(maxDown, s.end.Sub(s.start))
			if s.status == http.StatusServiceUnavailable {
				down503 = append(down503, s)
			}
		}
		if s.start.After(recovered) {
			after = append(after, s)
		}
	}
	t.Logf("requests: %d in all; %d while PostgreSQL was down (%d of them 503), max latency while down %s; 500s: %d; "+
		"PostgreSQL restart to every route serving: %s (pg_ctl start took %s)",
		len(samples), len(during), len(down503), maxDown.Round(time.Millisecond), len(total500),
		recovered.Sub(started).Round(time.Millisecond), started.Sub(startBegin).Round(time.Millisecond))
	t.Logf("while down, by route: %s", byRoute(during))

	for _, s := range total500 {
		t.Errorf("500: %s at %s: %s", s.route, s.start.Format(time.StampMilli), s.body)
	}
	for _, s := range other {
		t.Errorf("%s failed without an answer: %v", s.route, s.err)
	}
	if len(during) < 30 {
		t.Errorf("only %d requests while the database was down: the load is not steady", len(during))
	}
	for _, s := range during {
		switch s.route {
		case "GET /healthz":
			if s.status != http.StatusOK {
				t.Errorf("healthz while down: %d %s", s.status, s.body)
			}
		case "GET /readyz":
			if s.status != http.StatusServiceUnavailable || !strings.Contains(s.body, "database is unreachable") {
				t.Errorf("readyz while down: %d %s", s.status, s.body)
			}
		default:
			if s.status != http.StatusServiceUnavailable || s.errBody.Code != "unavailable" || s.errBody.Error != errs.DatabaseUnreachable || s.retryAfter == "" {
				t.Errorf("%s while down: %d %s (Retry-After %q), want 503 %q", s.route, s.status, s.body, s.retryAfter, errs.DatabaseUnreachable)
			}
		}
	}
	if maxDown > downLatencyBound {
		t.Errorf("a request took %s while the database was down (bound %s)", maxDown, downLatencyBound)
	}
	for _, s := range after {
		if s.status != http.StatusOK {
			t.Errorf("%s after recovery: %d %s", s.route, s.status, s.body)
		}
	}
	if api.exited() {
		t.Fatalf("the API exited:\n%s", api.logTail())
	}

	// The interrupted pass resumes by itself (river retries the job it could
	// not mark failed while the database was down) and finishes, with no partial rows.
	deadline = time.Now().Add(2 * time.Minute)
	for s := c.source(t, src); !s.Progress.Running && s.DocumentCount < files+3; s = c.source(t, src) {
		if time.Now().After(deadline) {
			t.Fatalf("the interrupted pass did not resume: %+v\n%s", s, api.logTail())
		}
		time.Sleep(50 * time.Millisecond)
	}
	resumed := time.Now()
	passDone := c.waitPass(t, src, files+3, 3*time.Minute)
	t.Logf("the interrupted pass resumed %s and completed %s after PostgreSQL came back",
		resumed.Sub(started).Round(time.Millisecond), passDone.Sub(started).Round(time.Millisecond))
	checkRows(t, pg.url("knowledgestack"), files+3)

	// A new pass and a new turn work on the same process. The request waits
	// until river has closed the resumed job: a request made in the instant
	// between a pass's last look for requests and its job's completion is
	// not what this test is about.
	waitQueueIdle(t, pg.url("knowledgestack"))
	before := c.source(t, src).LastSyncedAt
	c.mustJSON(t, "POST", "/sources/"+src.String()+"/sync", nil, nil)
	deadline = time.Now().Add(2 * time.Minute)
	for {
		s := c.source(t, src)
		if !s.Progress.Running && s.LastSyncedAt != nil && before != nil && s.LastSyncedAt.After(*before) {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the pass requested after recovery did not run: %+v\n%s", s, api.logTail())
		}
		time.Sleep(100 * time.Millisecond)
	}
	answer := c.mustTurn(t, uuid.New(), "How do I rotate the on-call pager?")
	if !strings.Contains(answer, "citation") {
		t.Errorf("the turn after recovery cited nothing: %s", tail(answer, 500))
	}
	checkRows(t, pg.url("knowledgestack"), files+3)
	if api.exited() {
		t.Fatalf("the API exited:\n%s", api.logTail())
	}
	t.Logf("API log, warnings and errors by message: %s", api.logSummary())
}

// waitQueueIdle waits until river holds no sync job queued, running or waiting to retry.
func waitQueueIdle(t *testing.T, url string) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	for {
		var n int
		if err := conn.QueryRow(ctx, `SELECT count(*) FROM river_job WHERE kind = 'sync_source'
			AND state IN ('available', 'running', 'retryable', 'scheduled', 'pending')`).Scan(&n); err != nil {
			t.Fatal(err)
		}
		if n == 0 {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// checkRows: no document is indexed without its chunks numbered 0..n-1
// without a gap. With wantDocs > 0 (a finished pass) there are exactly that
// many documents and every one is indexed; with 0 (mid-pass) the rest may be
// pending, created by the pass but not yet indexed.
func checkRows(t *testing.T, url string, wantDocs int) {
	t.Helper()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	conn, err := pgx.Connect(ctx, url)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close(ctx)
	var docs, indexed, pending, indexedNoChunks, gaps, chunks int
	err = conn.QueryRow(ctx, `
		WITH per AS (
			SELECT d.id, d.status, count(c.id) AS n, coalesce(max(c.chunk_index), -1) AS top
			FROM documents d LEFT JOIN document_chunks c ON c.workspace_id = d.workspace_id AND c.document_id = d.id
			GROUP BY d.id, d.status)
		SELECT count(*), count(*) FILTER (WHERE status = 'indexed'), count(*) FILTER (WHERE status = 'pending'),
			count(*) FILTER (WHERE status = 'indexed' AND n = 0), count(*) FILTER (WHERE n <> top + 1), coalesce(sum(n), 0)
		FROM per`).Scan(&docs, &indexed, &pending, &indexedNoChunks, &gaps, &chunks)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("rows: %d documents (%d indexed, %d pending), %d chunks; %d indexed without chunks, %d with a gap in their chunks",
		docs, indexed, pending, chunks, indexedNoChunks, gaps)
	if indexedNoChunks != 0 || gaps != 0 {
		t.Errorf("half-written rows: %d documents indexed without chunks, %d with a gap in their chunks", indexedNoChunks, gaps)
	}
	if wantDocs > 0 && (docs != wantDocs || indexed != wantDocs) {
		t.Errorf("after the pass: %d documents (want %d), %d indexed", docs, wantDocs, indexed)
	}
}

// handbook makes n Markdown files, each long enough for several chunks.
func handbook(from, n int) map[string]string {
	out := map[string]string{}
	for i := from; i < from+n; i++ {
		var b strings.Builder
		fmt.Fprintf(&b, "# Runbook %d\n\n", i)
		for s := range 6 {
			fmt.Fprintf(&b, "## Section %d of runbook %d\n\n", s, i)
			for p := range 4 {
				fmt.Fprintf(&b, "The on-call rotation for service %d changes every week; step %d.%d: page the secondary, "+
					"check the dashboard named svc-%d-%d, write the incident note and hand over before rotating the pager. ",
					i, s, p, i, s)
			}
			b.WriteString("\n\n")
		}
		out[fmt.Sprintf("runbook-%04d.md", i)] = b.String()
	}
	return out
}

// load is a steady stream of requests from a few workers, each request recorded.
type requestLoad struct {
	c       *client
	src     uuid.UUID
	chat    uuid.UUID
	stopped chan struct{}
	wg      sync.WaitGroup
	mu      sync.Mutex
	samples []sample
}

func newLoad(c *client, src, chat uuid.UUID) *requestLoad {
	return &requestLoad{c: c, src: src, chat: chat, stopped: make(chan struct{})}
}

func (l *requestLoad) start(workers int) {
	routes := []func() sample{
		func() sample { return l.c.do("GET", "/readyz", nil, "") },
		func() sample { return l.c.do("GET", "/healthz", nil, "") },
		func() sample { return l.c.do("GET", "/auth/session", nil, "") },
		func() sample { return l.c.do("GET", "/sources", nil, "") },
		func() sample { return l.c.do("GET", "/sources/"+l.src.String()+"/documents", nil, "") },
		func() sample { return l.c.do("GET", "/chat", nil, "") },
		func() sample { return l.c.do("GET", "/chat/"+l.chat.String(), nil, "") },
		// Search: an offline turn in a new chat each time (a chat runs one turn at a time).
		func() sample { return l.c.turn(uuid.New(), "who rotates the pager for service 1042?") },
	}
	for w := range workers {
		l.wg.Add(1)
		go func() {
			defer l.wg.Done()
			for i := w; ; i++ {
				select {
				case <-l.stopped:
					return
				default:
				}
				s := routes[i%len(routes)]()
				l.mu.Lock()
				l.samples = append(l.samples, s)
				l.mu.Unlock()
				time.Sleep(50 * time.Millisecond)
			}
		}()
	}
}

func (l *requestLoad) stop() []sample {
	close(l.stopped)
	l.wg.Wait()
	return l.samples
}

// byRoute counts samples per route and status, e.g. "GET /sources 503×40".
func byRoute(samples []sample) string {
	counts := map[string]int{}
	for _, s := range samples {
		counts[fmt.Sprintf("%s %d", s.route, s.status)]++
	}
	return tally(counts)
}

// tally writes counts as "key×n; " in the keys' order, for the test's log.
func tally(counts map[string]int) string {
	keys := make([]string, 0, len(counts))
	for k := range counts {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	var b strings.Builder
	for _, k := range keys {
		fmt.Fprintf(&b, "%s×%d; ", k, counts[k])
	}
	return b.String()
}
