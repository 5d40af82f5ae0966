package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"runtime"
	"runtime/pprof"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/prometheus/client_golang/prometheus"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/auth"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/config"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/metrics"
	"knowledgestack/internal/tools"
)

const (
	chatSequentialTurns = 200
	chatConcurrent      = 500
)

// benchChat measures the chat path end to end over HTTP (session, turn row,
// every frame stored, audit rows) against a scripted OpenAI-compatible model
// that searches once and answers: first with zero model latency, turn after
// turn, then 500 streams at once against a slow model. RSS is the whole
// process's (API, fake model and clients).
func benchChat(ctx context.Context, out io.Writer) error {
	pool, drop, err := scratchPool(ctx, "chat", 40)
	if err != nil {
		return err
	}
	defer drop()
	log := slog.New(slog.DiscardHandler)
	fmt.Fprintln(out, "| scenario | turns | errors | p50 ms | p95 ms | max ms | wall s | peak RSS MiB |")
	fmt.Fprintln(out, "|---|---|---|---|---|---|---|---|")
	for _, sc := range []struct {
		name        string
		turns, conc int
		delay       time.Duration
	}{
		{"zero-latency model, one search, sequential", chatSequentialTurns, 1, 0},
		{"slow model (20 ms/chunk), 500 concurrent streams", chatConcurrent, chatConcurrent, 20 * time.Millisecond},
	} {
		lat, errors, wall, err := chatScenario(ctx, pool, log, sc.turns, sc.conc, sc.delay)
		if err != nil {
			return err
		}
		slices.Sort(lat)
		fmt.Fprintf(out, "| %s | %d | %d | %.1f | %.1f | %.1f | %.2f | %.0f |\n", sc.name, sc.turns, errors,
			pct(lat, 0.50), pct(lat, 0.95), pct(lat, 1), wall.Seconds(), peakRSSMiB())
	}
	return nil
}

func chatScenario(ctx context.Context, pool *pgxpool.Pool, log *slog.Logger, turns, conc int, delay time.Duration) ([]float64, int, time.Duration, error) {
	answer := "Employees get 25 days of paid leave per year [1], and receipts are due within 30 days [2]."
	model := agenttest.New(func(_ int, req agenttest.Request) agenttest.Reply {
		if last := req.Messages[len(req.Messages)-1]; last.Role == "tool" {
			return agenttest.Reply{Text: answer, ChunkSize: 8, Delay: delay}
		}
		return agenttest.Reply{Calls: []agenttest.Call{{ID: "call_1", Name: tools.SearchToolName, Arguments: `{"query":"leave"}`}}, Delay: delay}
	})
	defer model.Close()
	hits := []tools.Hit{
		{ChunkID: uuid.New(), DocumentID: uuid.New(), Title: "Handbook", Snippet: "25 days", Content: strings.Repeat("Employees get 25 days of paid leave. ", 20), Score: 0.8},
		{ChunkID: uuid.New(), DocumentID: uuid.New(), Title: "Expenses", Snippet: "30 days", Content: strings.Repeat("Receipts are due within 30 days. ", 20), Score: 0.5},
	}
	search := tools.SearchFunc(func(context.Context, tools.SearchQuery) (tools.SearchResults, error) {
		return tools.SearchResults{Hits: hits}, nil
	})
	reg, err := tools.NewRegistry(append([]tools.Tool{tools.SearchDocuments(search)}, tools.DatabaseTools(noDatabases{})...)...)
	if err != nil {
		return nil, 0, 0, err
	}
	promReg := prometheus.NewRegistry()
	m := metrics.New(promReg)
	cfg, err := config.Load(func(k string) string {
		return map[string]string{"ENCRYPTION_KEY": "AAECAwQFBgcICQoLDA0ODxAREhMUFRYXGBkaGxwdHh8", "PUBLIC_URL": "http://bench.test"}[k]
	})
	if err != nil {
		return nil, 0, 0, err
	}
	// The production ceilings (their defaults): every model call is checked against them.
	audit := chat.NewAudit(pool, chat.Ceilings{Workspace: cfg.MonthlyTokenLimit, Global: cfg.GlobalMonthlyTokenLimit}, log)
	ag, err := agent.New(agent.NewOpenAI("sk-bench", model.BaseURL(), httpclient.Retry{MaxAttempts: 1}), reg, audit, m, log,
		agent.Config{MaxModelCalls: 50, ModelTimeout: time.Minute})
	if err != nil {
		return nil, 0, 0, err
	}
	svc, err := chat.NewService(pool, ag, log, chat.Options{Models: []string{"bench"}, DefaultModel: "bench",
		TurnsPerMinute: 1_000_000, CompactTurns: 100, CompactTokens: 256_000, Budget: audit})
	if err != nil {
		return nil, 0, 0, err
	}
	sessions := auth.NewSessions(pool, auth.SessionOptions{})
	api, err := httpapi.New(httpapi.Deps{Pool: pool, Log: log, Options: app.HTTPOptions(cfg), Metrics: m, Gatherer: promReg,
		Sessions: sessions, Chat: svc})
	if err != nil {
		return nil, 0, 0, err
	}
	srv := httptest.NewServer(api.Handler())
	defer srv.Close()

	ws, err := benchWorkspace(ctx, pool, "chat"+uuid.NewString()[:6])
	if err != nil {
		return nil, 0, 0, err
	}
	// One user per concurrent client: streams are capped per user (as in
	// production), and 500 people asking at once is the scenario.
	tokens := make([]string, conc)
	for i := range tokens {
		var user uuid.UUID
		if err := pool.QueryRow(ctx, `INSERT INTO users (email) VALUES ($1) RETURNING id`, uuid.NewString()+"@bench.test").Scan(&user); err != nil {
			return nil, 0, 0, err
		}
		if _, err := pool.Exec(ctx, `INSERT INTO workspace_memberships (workspace_id, user_id, role) VALUES ($1, $2, 'member')`, ws, user); err != nil {
			return nil, 0, 0, err
		}
		if tokens[i], _, err = sessions.Create(ctx, user, &ws, "bench"); err != nil {
			return nil, 0, 0, err
		}
	}
	client := &http.Client{Transport: &http.Transport{MaxIdleConnsPerHost: conc}}

	var mu sync.Mutex
	var lat []float64
	var failures atomic.Int64
	work := make(chan int)
	var wg sync.WaitGroup
	var inflight atomic.Int64
	// BENCH_HEAPPROFILE=file writes a heap profile (go tool pprof) once
	// nine in ten of the concurrent streams are open: where per-stream
	// memory goes (issue 34).
	if path := os.Getenv("BENCH_HEAPPROFILE"); path != "" && conc > 1 {
		stop := make(chan struct{})
		defer close(stop)
		go writeHeapProfileAt(path, &inflight, int64(conc*9/10), stop)
	}
	start := time.Now()
	for w := range conc {
		token := tokens[w]
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range work {
				t0 := time.Now()
				inflight.Add(1)
				err := benchTurn(ctx, client, srv.URL, token)
				inflight.Add(-1)
				if err != nil {
					if failures.Add(1) == 1 {
						fmt.Fprintln(os.Stderr, "bench: first failed turn:", err)
					}
					continue
				}
				mu.Lock()
				lat = append(lat, float64(time.Since(t0).Microseconds())/1000)
				mu.Unlock()
			}
		}()
	}
	for i := range turns {
		work <- i
	}
	close(work)
	wg.Wait()
	return lat, int(failures.Load()), time.Since(start), nil
}

// benchTurn asks one question in a new chat and reads the stream to `done`.
func benchTurn(ctx context.Context, client *http.Client, base, token string) error {
	req, _ := http.NewRequestWithContext(ctx, http.MethodPost, base+"/chat/"+uuid.NewString()+"/turns",
		strings.NewReader(`{"question":"How much leave do I get?"}`))
	req.Header.Set("Content-Type", "application/json")
	req.AddCookie(&http.Cookie{Name: httpapi.CookieName, Value: token})
	resp, err := client.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		b, _ := io.ReadAll(io.LimitReader(resp.Body, 500))
		return fmt.Errorf("status %d: %s", resp.StatusCode, b)
	}
	sc := bufio.NewScanner(resp.Body)
	last := ""
	for sc.Scan() {
		if sc.Text() == "event: done" {
			_, _ = io.Copy(io.Discard, resp.Body)
			return nil
		}
		if sc.Text() != "" {
			last = sc.Text()
		}
	}
	return fmt.Errorf("stream ended without done (last line %.300q)", last)
}

type noDatabases struct{}

func (noDatabases) ListDatabases(context.Context, uuid.UUID) ([]tools.DatabaseInfo, error) {
	return nil, nil
}
func (noDatabases) ListTables(_ context.Context, _ uuid.UUID, db string) ([]tools.TableInfo, error) {
	return nil, &tools.Problem{Kind: tools.NoSuchDatabase, Database: db}
}
func (noDatabases) DescribeTables(_ context.Context, _ uuid.UUID, db string, _ []string) ([]tools.TableDescription, error) {
	return nil, &tools.Problem{Kind: tools.NoSuchDatabase, Database: db}
}
func (noDatabases) ExecuteSQL(_ context.Context, _ uuid.UUID, db, _ string) (tools.QueryResult, error) {
	return tools.QueryResult{}, &tools.Problem{Kind: tools.NoSuchDatabase, Database: db}
}

func pct(sorted []float64, p float64) float64 {
	if len(sorted) == 0 {
		return 0
	}
	return sorted[min(int(p*float64(len(sorted))), len(sorted)-1)]
}

// peakRSSMiB is the process's high-water resident set (VmHWM), Linux only.
func peakRSSMiB() float64 {
	data, err := os.ReadFile("/proc/self/status")
	if err != nil {
		return 0
	}
	for _, line := range strings.Split(string(data), "\n") {
		if strings.HasPrefix(line, "VmHWM:") {
			var kb float64
			fmt.Sscanf(strings.TrimSpace(strings.TrimPrefix(line, "VmHWM:")), "%f", &kb)
			return kb / 1024
		}
	}
	return 0
}

// writeHeapProfileAt samples the heap every 10 ms while streams are open
// and, each time the heap in use passes its last peak by a tenth, writes
// the profile to path (go tool pprof; live objects as of the last
// collection) once at least n streams have been open; it reports the peaks.
func writeHeapProfileAt(path string, inflight *atomic.Int64, n int64, stop <-chan struct{}) {
	t := time.NewTicker(10 * time.Millisecond)
	defer t.Stop()
	var m runtime.MemStats
	var peakHeap, peakStack, peakSys, written uint64
	var most int64
	defer func() {
		fmt.Fprintf(os.Stderr, "bench: peaks: heap in use %.1f MiB, stacks %.1f MiB, from the OS %.1f MiB; %d streams open at most\n",
			float64(peakHeap)/(1<<20), float64(peakStack)/(1<<20), float64(peakSys)/(1<<20), most)
	}()
	for {
		select {
		case <-stop:
			return
		case <-t.C:
		}
		most = max(most, inflight.Load())
		runtime.ReadMemStats(&m)
		peakHeap, peakStack, peakSys = max(peakHeap, m.HeapInuse), max(peakStack, m.StackInuse), max(peakSys, m.Sys)
		if most < n || m.HeapInuse < written+written/10 {
			continue
		}
		written = m.HeapInuse
		f, err := os.Create(path)
		if err != nil {
			return
		}
		_ = pprof.WriteHeapProfile(f)
		_ = f.Close()
		if g, err := os.Create(path + ".goroutines"); err == nil {
			_ = pprof.Lookup("goroutine").WriteTo(g, 1)
			_ = g.Close()
		}
		fmt.Fprintf(os.Stderr, "bench: heap profile at %.1f MiB in use, %d streams open, %d goroutines\n",
			float64(m.HeapInuse)/(1<<20), inflight.Load(), runtime.NumGoroutine())
	}
}
