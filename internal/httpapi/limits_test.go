package httpapi_test

import (
	"context"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/google/uuid"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/testdb"
)

// countingBody yields n bytes of filler and counts what the server read.
type countingBody struct {
	left int64
	read atomic.Int64
}

func (b *countingBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, io.EOF
	}
	n := int64(len(p))
	if n > b.left {
		n = b.left
	}
	for i := range p[:n] {
		p[i] = 'x'
	}
	b.left -= n
	b.read.Add(n)
	return int(n), nil
}

func (b *countingBody) Close() error { return nil }

const fortyMiB = 40 << 20

func TestRequestBodyLimits(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	api, err := httpapi.New(id.deps)
	if err != nil {
		t.Fatal(err)
	}
	h := apitest.Contract(t, api.Handler())
	jsonCap := id.deps.Options.MaxBodyBytes
	user := apitest.NewUser(t, id.pool, "bodies@example.com")
	cookie := apitest.Login(t, id.pool, id.srv, user, uuid.Nil).Token

	send := func(t *testing.T, path, contentType string, declared bool, signedIn bool) (*httptest.ResponseRecorder, int64) {
		t.Helper()
		body := &countingBody{left: fortyMiB}
		req := httptest.NewRequest(http.MethodPost, path, nil)
		req.Body = body
		req.ContentLength = -1 // chunked: the server learns the size only by reading
		if declared {
			req.ContentLength = fortyMiB
		}
		req.Header.Set("Content-Type", contentType)
		req.RemoteAddr = "198.51.100." + strconv.Itoa(int(time.Now().UnixNano()%200)) + ":4000"
		if signedIn {
			req.AddCookie(&http.Cookie{Name: httpapi.CookieName, Value: cookie})
		}
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec, body.read.Load()
	}
	multipart := "multipart/form-data; boundary=xyz"
	t.Run("a 40 MiB multipart body to /auth/signin is refused without being read", func(t *testing.T) {
		for _, declared := range []bool{true, false} {
			rec, read := send(t, "/auth/signin", multipart, declared, false)
			if rec.Code/100 != 4 || rec.Code == http.StatusTooManyRequests {
				t.Fatalf("declared=%v: status %d %s", declared, rec.Code, rec.Body)
			}
			if read > jsonCap {
				t.Fatalf("declared=%v: the server read %d bytes of the body, past the JSON cap of %d", declared, read, jsonCap)
			}
			if read != 0 {
				t.Fatalf("declared=%v: a non-JSON sign-in body was read (%d bytes)", declared, read)
			}
		}
	})
	t.Run("a 40 MiB body declared JSON is cut at the JSON cap", func(t *testing.T) {
		for _, path := range []string{"/auth/signin", "/auth/signup"} {
			rec, read := send(t, path, "application/json", false, false)
			if rec.Code != http.StatusRequestEntityTooLarge {
				t.Fatalf("%s: status %d %s", path, rec.Code, rec.Body)
			}
			if read > jsonCap+1 {
				t.Fatalf("%s: read %d bytes, JSON cap %d", path, read, jsonCap)
			}
		}
	})
	t.Run("a multipart body to another route keeps the JSON cap", func(t *testing.T) {
		rec, read := send(t, "/workspaces", multipart, false, true)
		if rec.Code != http.StatusRequestEntityTooLarge && rec.Code != http.StatusBadRequest {
			t.Fatalf("status %d %s", rec.Code, rec.Body)
		}
		if read > jsonCap+1 {
			t.Fatalf("read %d bytes of a multipart body on a JSON route, cap %d", read, jsonCap)
		}
		rec, read = send(t, "/workspaces", multipart, true, true)
		if rec.Code != http.StatusRequestEntityTooLarge || read != 0 {
			t.Fatalf("declared 40 MiB: status %d, read %d", rec.Code, read)
		}
	})
	t.Run("an address over its limit is refused before its body is read", func(t *testing.T) {
		var last *httptest.ResponseRecorder
		var read int64
		for range 25 {
			body := &countingBody{left: 64}
			req := httptest.NewRequest(http.MethodPost, "/auth/signin", body)
			req.ContentLength = -1
			req.Header.Set("Content-Type", "application/json")
			req.RemoteAddr = "192.0.2.77:5000"
			last = httptest.NewRecorder()
			h.ServeHTTP(last, req)
			read = body.read.Load()
		}
		if last.Code != http.StatusTooManyRequests || read != 0 {
			t.Fatalf("25th attempt: %d, body bytes read %d", last.Code, read)
		}
	})
}

func TestSignInLimitsAcrossReplicasAndLockout(t *testing.T) {
	t.Parallel()
	id := newIdentity(t, nil)
	replica := apitest.Serve(t, id.deps) // a second API process: its own limiter objects, the same database
	servers := []*apitest.Client{apitest.Anonymous(t, id.srv), apitest.Anonymous(t, replica)}
	if st := servers[0].JSON("POST", "/auth/signup", map[string]string{"email": "victim@example.com",
		"password": "correct horse battery", "name": "Victim"}, nil); st != http.StatusCreated {
		t.Fatalf("signup %d", st)
	}
	attacker := http.Header{"X-Forwarded-For": {"203.0.113.66"}}
	signIn := func(c *apitest.Client, password string, h http.Header) *http.Response {
		resp := c.Request("POST", "/auth/signin", map[string]string{"email": "victim@example.com", "password": password}, h)
		resp.Body.Close()
		return resp
	}
	t.Run("two replicas share the per-address limit on one e-mail", func(t *testing.T) {
		for i := range 5 {
			if resp := signIn(servers[i%2], "guess "+strconv.Itoa(i), attacker); resp.StatusCode != http.StatusUnauthorized {
				t.Fatalf("guess %d on replica %d: %d", i+1, i%2, resp.StatusCode)
			}
		}
		for i, c := range servers {
			if resp := signIn(c, "guess again", attacker); resp.StatusCode != http.StatusTooManyRequests || resp.Header.Get("Retry-After") == "" {
				t.Fatalf("6th guess on replica %d: %d (each replica counting alone would allow 10)", i, resp.StatusCode)
			}
		}
	})
	t.Run("the attacker's address cannot lock the owner out", func(t *testing.T) {
		owner := http.Header{"X-Forwarded-For": {"198.51.100.10"}}
		if resp := signIn(servers[1], "correct horse battery", owner); resp.StatusCode != http.StatusOK {
			t.Fatalf("the owner's correct password from their own address: %d", resp.StatusCode)
		}
	})
}

func TestTurnLimitAcrossReplicas(t *testing.T) {
	t.Parallel()
	r := newChatRig(t, rigOpts{script: func(int, agenttest.Request) agenttest.Reply {
		return agenttest.Reply{Text: "I could not find that."}
	}, opts: chat.Options{TurnsPerMinute: 3}})
	other := apitest.Login(t, r.pool, r.replica(), r.userA, r.ws)
	clients := []*apitest.Client{r.a, other}
	for i := range 3 {
		if resp, _ := r.ask(clients[i%2], uuid.New(), "q"+strconv.Itoa(i)); resp.StatusCode != http.StatusOK {
			t.Fatalf("question %d on replica %d: %d", i+1, i%2, resp.StatusCode)
		}
	}
	for i, c := range clients {
		if resp, _ := r.ask(c, uuid.New(), "one more"); resp.StatusCode != http.StatusTooManyRequests {
			t.Fatalf("4th question on replica %d: %d (each replica counting alone would allow 6)", i, resp.StatusCode)
		}
	}
}

// slowScript answers with a long, slowly streamed text, so a turn stays live for a while.
func slowScript(words int, delay time.Duration) func(int, agenttest.Request) agenttest.Reply {
	return func(int, agenttest.Request) agenttest.Reply {
		return agenttest.Reply{Text: strings.Repeat("slow words ", words), ChunkSize: 6, Delay: delay}
	}
}

func TestStreamsPerUserAcrossReplicas(t *testing.T) {
	t.Parallel()
	// A's two answers (the model's first two calls) pause a chunk in until
	// the third stream was refused on each replica: merely slow ones (2.75 s)
	// could end first on a loaded machine.
	hold := make(chan struct{})
	var resumed sync.Once
	resume := func() { resumed.Do(func() { close(hold) }) }
	slow := slowScript(60, 25*time.Millisecond)
	r := newChatRig(t, rigOpts{streams: 2, script: func(i int, req agenttest.Request) agenttest.Reply {
		rep := slow(i, req)
		if i < 2 {
			rep.Hold, rep.HoldAfter = hold, 1
		}
		return rep
	}})
	t.Cleanup(resume) // before the rig's model server closes, which would wait for a held answer
	replicaA := apitest.Login(t, r.pool, r.replica(), r.userA, r.ws)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	first := r.postTurn(ctx, r.a, uuid.New(), "q")
	second := r.postTurn(ctx, replicaA, uuid.New(), "q")
	if first.StatusCode != http.StatusOK || second.StatusCode != http.StatusOK {
		t.Fatalf("two streams under a cap of 2: %d, %d", first.StatusCode, second.StatusCode)
	}
	for i, c := range []*apitest.Client{r.a, replicaA} {
		var body apitest.ErrorBody
		st := c.JSON(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "third"}, &body)
		if st != http.StatusTooManyRequests || !strings.Contains(body.Error, "2 answers streaming") {
			t.Fatalf("third stream on replica %d: %d %+v", i, st, body)
		}
	}
	resume()
	if resp, _ := r.ask(r.b, uuid.New(), "another user"); resp.StatusCode != http.StatusOK {
		t.Fatalf("another user was capped by A's streams: %d", resp.StatusCode)
	}
	readSSE(t, first.Body, nil) // the first answer ends and frees its slot
	var turnCount int
	_ = r.pool.QueryRow(ctx, `SELECT count(*) FROM turns WHERE user_id = $1`, r.userA).Scan(&turnCount)
	if turnCount != 2 {
		t.Fatalf("%d turns stored for A; a refused stream must not start a turn", turnCount)
	}
	if resp, frames := r.ask(r.a, uuid.New(), "after one ended"); resp.StatusCode != http.StatusOK || frames[len(frames)-1].Event != "done" {
		t.Fatalf("after a stream ended: %d", resp.StatusCode)
	}
}

func TestFollowingALiveTurnIsNotifiedNotPolled(t *testing.T) {
	t.Parallel()
	// The backstop re-check is an hour away: every frame the follower gets
	// before the end of this test came through LISTEN/NOTIFY.
	r := newChatRig(t, rigOpts{script: slowScript(40, 20*time.Millisecond), opts: chat.Options{FollowRecheck: time.Hour}})
	// Another replica follows the live turn from frame 1.
	resp, follow := followOnReplica(t, r, 1)
	got := readSSE(t, follow.Body, nil)
	full := readSSE(t, resp.Body, nil)
	if len(got) == 0 || got[len(got)-1].Event != "done" {
		t.Fatalf("follower got %d frames ending %v; the turn had %d", len(got), events(got[max(len(got)-1, 0):]), len(full))
	}
	sameFrames(t, got, full[1:])
}

func TestTokenCeilings(t *testing.T) {
	t.Parallel()
	spend := func(t *testing.T, r *chatRig, ws uuid.UUID, tokens int) {
		t.Helper()
		// The month's total as the audit of the agent's calls keeps it; the ceiling is counted from it.
		if _, err := r.pool.Exec(context.Background(), `INSERT INTO token_usage (workspace_id, month, tokens)
			VALUES ($1, date_trunc('month', now() AT TIME ZONE 'UTC')::date, $2)
			ON CONFLICT (workspace_id, month) DO UPDATE SET tokens = token_usage.tokens + excluded.tokens WHERE token_usage.workspace_id = $1`,
			ws, tokens); err != nil {
			t.Fatal(err)
		}
	}
	t.Run("a workspace at its ceiling gets a 429 with the sentence, and no turn starts", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: searchSQLAnswer(), monthlyLimit: 1000})
		spend(t, r, r.ws, 1100)
		resp := r.a.Request(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "hello"}, nil)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusTooManyRequests || !strings.Contains(string(b), "this workspace has used its monthly model budget (1100 of 1000 tokens)") ||
			!strings.Contains(string(b), "MONTHLY_TOKEN_LIMIT") {
			t.Fatalf("%d %s", resp.StatusCode, b)
		}
		if secs, err := strconv.Atoi(resp.Header.Get("Retry-After")); err != nil || secs < 1 || secs > 31*24*3600 {
			t.Fatalf("Retry-After %q", resp.Header.Get("Retry-After"))
		}
		if len(r.model.Requests()) != 0 {
			t.Fatal("the model was called")
		}
	})
	t.Run("a ceiling crossed during a turn ends it with an error frame saying so", func(t *testing.T) {
		// The first model call (which asks for a search) alone costs more than 50 tokens.
		r := newChatRig(t, rigOpts{script: searchSQLAnswer(), monthlyLimit: 50})
		resp, frames := r.ask(r.a, uuid.New(), "hello")
		if resp.StatusCode != http.StatusOK {
			t.Fatalf("status %d", resp.StatusCode)
		}
		last := frames[len(frames)-1]
		if last.Event != "error" || !strings.Contains(last.Data, "monthly model budget") || len(r.model.Requests()) != 1 {
			t.Fatalf("last frame %+v after %d model calls", last, len(r.model.Requests()))
		}
	})
	t.Run("the global ceiling stops every workspace", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: searchSQLAnswer(), monthlyLimit: 1_000_000, globalLimit: 5000})
		other := apitest.NewWorkspace(t, r.pool, apitest.NewUser(t, r.pool, "big@example.com"), "Big")
		spend(t, r, other, 5000)
		var body apitest.ErrorBody
		st := r.a.JSON(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "hello"}, &body)
		if st != http.StatusTooManyRequests || !strings.Contains(body.Error, "monthly model budget for all workspaces") {
			t.Fatalf("%d %+v", st, body)
		}
	})
	t.Run("last month's tokens do not count", func(t *testing.T) {
		r := newChatRig(t, rigOpts{script: searchSQLAnswer(), monthlyLimit: 2500}) // the turn takes ~1,850 tokens; last month's 5,000 would exceed it
		if _, err := r.pool.Exec(context.Background(), `INSERT INTO token_usage (workspace_id, month, tokens)
			VALUES ($1, (date_trunc('month', now() AT TIME ZONE 'UTC') - interval '1 month')::date, 5000)`, r.ws); err != nil {
			t.Fatal(err)
		}
		if resp, frames := r.ask(r.a, uuid.New(), "hello"); resp.StatusCode != http.StatusOK || frames[len(frames)-1].Event != "done" {
			t.Fatalf("%d %v", resp.StatusCode, events(frames))
		}
	})
}

func TestSecurityHeadersOnAPIAnswers(t *testing.T) {
	t.Parallel()
	r := newChatRig(t, rigOpts{script: searchSQLAnswer()})
	anon := apitest.Anonymous(t, r.srv)
	check := func(t *testing.T, resp *http.Response) {
		t.Helper()
		for h, want := range map[string]string{
			"Content-Security-Policy": httpapi.APIContentSecurityPolicy,
			"X-Content-Type-Options":  "nosniff",
			"Referrer-Policy":         "no-referrer",
		} {
			if got := resp.Header.Get(h); got != want {
				t.Fatalf("%s = %q, want %q", h, got, want)
			}
		}
		if !strings.Contains(httpapi.APIContentSecurityPolicy, "frame-ancestors 'none'") {
			t.Fatal("the API policy allows framing")
		}
	}
	for _, tc := range []struct {
		name string
		c    *apitest.Client
		path string
	}{{"liveness", anon, "/healthz"}, {"an unknown route (401)", anon, "/nope"}, {"a signed-in read", r.a, "/chat"}} {
		t.Run(tc.name, func(t *testing.T) {
			resp := tc.c.Request(http.MethodGet, tc.path, nil, nil)
			resp.Body.Close()
			check(t, resp)
		})
	}
	t.Run("an answer stream", func(t *testing.T) {
		resp := r.a.Request(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "hi"}, nil)
		defer resp.Body.Close()
		check(t, resp)
		readSSE(t, resp.Body, nil)
	})
	t.Run("/metrics is not a route of the API", func(t *testing.T) {
		resp := r.a.Request(http.MethodGet, "/metrics", nil, nil)
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != http.StatusNotFound || strings.Contains(string(b), "go_goroutines") {
			t.Fatalf("%d %.80s", resp.StatusCode, b)
		}
	})
}

func TestMetricsHandlerServesWhatTheAPICounted(t *testing.T) {
	t.Parallel()
	pool := testdb.New(t)
	deps := apitest.BaseDeps(t, pool, nil)
	api := apitest.Serve(t, deps)
	resp := apitest.Anonymous(t, api).Request(http.MethodGet, "/healthz", nil, nil)
	resp.Body.Close()
	rec := httptest.NewRecorder()
	httpapi.MetricsHandler(deps.Gatherer).ServeHTTP(rec, httptest.NewRequest(http.MethodGet, "/metrics", nil))
	if rec.Code != http.StatusOK || !strings.Contains(rec.Body.String(), `ks_http_requests_total{method="GET",route="/healthz",status="200"} 1`) {
		t.Fatalf("%d %.300s", rec.Code, rec.Body.String())
	}
}

func TestFollowingSurvivesTheListenerConnectionDropping(t *testing.T) {
	t.Parallel()
	r := newChatRig(t, rigOpts{script: slowScript(60, 20*time.Millisecond), opts: chat.Options{FollowRecheck: time.Hour}})
	resp, follow := followOnReplica(t, r, 0)
	ctx := t.Context()
	killed := 0
	got := readSSE(t, follow.Body, func(f sseFrame) bool {
		if f.Event != "delta" || killed > 0 {
			return false
		}
		// Mid-turn, the database drops the LISTEN connection (a restart, a proxy's idle timeout).
		for deadline := time.Now().Add(5 * time.Second); killed == 0 && time.Now().Before(deadline); {
			if err := r.pool.QueryRow(ctx, `SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity
				WHERE datname = current_database() AND query LIKE 'LISTEN %'`).Scan(&killed); err != nil {
				t.Fatal(err)
			}
			time.Sleep(10 * time.Millisecond)
		}
		if killed == 0 {
			t.Fatal("no LISTEN connection to terminate")
		}
		return false
	})
	full := readSSE(t, resp.Body, nil)
	checkNumbered(t, got) // no gap or duplicate around the dropped connection
	if len(got) != len(full) || got[len(got)-1].Event != "done" {
		t.Fatalf("follower got %d frames (last %v), the turn had %d", len(got), events(got[len(got)-1:]), len(full))
	}
}

// followOnReplica starts a turn as user A on r's server and follows it, after
// frame lastID, from a second replica on the same database. Both bodies close
// when the test ends.
func followOnReplica(t *testing.T, r *chatRig, lastID int) (asked, followed *http.Response) {
	t.Helper()
	replica := r.replica()
	follower := apitest.Login(t, r.pool, replica, r.userA, r.ws)
	chatID := uuid.New()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	t.Cleanup(cancel)
	asked = r.postTurn(ctx, r.a, chatID, "tell me")
	var turnID uuid.UUID
	if err := r.pool.QueryRow(ctx, `SELECT id FROM turns WHERE chat_id = $1`, chatID).Scan(&turnID); err != nil {
		t.Fatal(err)
	}
	return asked, r.followTurn(ctx, follower, chatID, turnID, lastID)
}
