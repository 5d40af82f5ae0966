package httpapi_test

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strconv"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/httpapi"
	"knowledgestack/internal/httpclient"
	"knowledgestack/internal/pii"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
	"knowledgestack/internal/workspace"
)

// chatRig is the real API with the chat service over a test database, a
// scripted OpenAI-compatible model and fake search and database tools.
type chatRig struct {
	t     *testing.T
	pool  *pgxpool.Pool
	srv   *httptest.Server
	model *agenttest.Server
	svc   *chat.Service
	ws    uuid.UUID
	userA uuid.UUID
	a, b  *apitest.Client

	o          rigOpts
	reg        *tools.Registry
	agentModel agent.Model
}

// server builds one API process over the rig's database: its own agent,
// chat service and router, sharing only PostgreSQL with the others (as
// replicas do).
func (r *chatRig) server(o rigOpts) (*httptest.Server, *chat.Service) {
	srv, _, svc := r.drainableServer(o)
	return srv, svc
}

// drainableServer is server, also returning the API itself (to Drain it).
func (r *chatRig) drainableServer(o rigOpts) (*httptest.Server, *httpapi.Server, *chat.Service) {
	t := r.t
	deps := apitest.BaseDeps(t, r.pool, o.logs)
	if o.streams > 0 {
		deps.Options.StreamsPerUser = o.streams
	}
	maxCalls := o.maxCalls
	if maxCalls == 0 {
		maxCalls = 50
	}
	audit := chat.NewAudit(r.pool, chat.Ceilings{Workspace: o.monthlyLimit, Global: o.globalLimit}, deps.Log)
	ag, err := agent.New(r.agentModel, r.reg, audit, deps.Metrics, deps.Log,
		agent.Config{MaxModelCalls: maxCalls, ModelTimeout: 5 * time.Second})
	if err != nil {
		t.Fatal(err)
	}
	opts := o.opts
	if opts.Models == nil {
		opts.Models, opts.DefaultModel = []string{"gpt-test", "gpt-other"}, "gpt-test"
	}
	if opts.TurnsPerMinute == 0 {
		opts.TurnsPerMinute = 1000
	}
	if opts.CompactTurns == 0 {
		opts.CompactTurns, opts.CompactTokens = 100, 256000
	}
	opts.Budget = audit
	if o.privacy {
		policy := pii.NewPolicy(r.pool, pii.NewDetector())
		opts.Privacy, deps.Privacy = policy, policy
	}
	svc, err := chat.NewService(r.pool, ag, deps.Log, opts)
	if err != nil {
		t.Fatal(err)
	}
	deps.Chat = svc
	deps.StreamPing = o.ping
	if o.workspaces {
		deps.Workspaces = workspace.NewService(r.pool)
	}
	api, err := httpapi.New(deps)
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(apitest.Contract(t, api.Handler()))
	t.Cleanup(srv.Close)
	return srv, api, svc
}

// replica is a second API process on the rig's database, with the rig's
// options; clients log in to it with the rig's users.
func (r *chatRig) replica() *httptest.Server {
	srv, _ := r.server(r.o)
	return srv
}

type rigOpts struct {
	script       func(int, agenttest.Request) agenttest.Reply // nil: offline
	opts         chat.Options
	maxCalls     int
	monthlyLimit int64
	globalLimit  int64
	hits         []tools.Hit
	ping         time.Duration      // Deps.StreamPing; zero keeps the default
	streams      int                // Options.StreamsPerUser; zero keeps the default
	logs         *apitest.LogBuffer // captures the server's log lines; nil discards them
	workspaces   bool               // mounts /workspaces (member management)
	db           tools.Databases    // the database tools' backend; nil is toolstest.DB{} (sales by region)
	privacy      bool               // wires the placeholder setting (pii.Policy) into chat and /settings/privacy
	search       tools.Searcher     // the search tool's backend; nil is toolstest.Search(hits)
}

// slowAnswer streams text four characters at a time, 15 ms apart, so a
// test can act while the answer is still being written.
func slowAnswer(text string) func(int, agenttest.Request) agenttest.Reply {
	return agenttest.Sequence(agenttest.Reply{Text: text, ChunkSize: 4, Delay: 15 * time.Millisecond})
}

var chatHits = []tools.Hit{
	{ChunkID: uuid.MustParse("0000c001-0000-4000-8000-000000000001"), DocumentID: uuid.MustParse("0000d001-0000-4000-8000-000000000001"),
		SourceID: uuid.MustParse("00005001-0000-4000-8000-000000000001"), Title: "Employee handbook", URL: "https://docs.example.com/handbook",
		HeadingPath: "Leave > Annual leave", Snippet: "Every employee gets 25 days of paid leave per year.",
		Content: "Every employee gets 25 days of paid leave per year.", Score: 0.83},
	{ChunkID: uuid.MustParse("0000c002-0000-4000-8000-000000000002"), DocumentID: uuid.MustParse("0000d002-0000-4000-8000-000000000002"),
		SourceID: uuid.MustParse("00005001-0000-4000-8000-000000000001"), Title: "Expense policy", URL: "https://docs.example.com/expenses",
		Snippet: "Receipts are due within 30 days.", Content: "Receipts are due within 30 days.", Score: 0.41},
}

func newChatRig(t *testing.T, o rigOpts) *chatRig {
	t.Helper()
	pool := testdb.New(t)
	hits := o.hits
	if hits == nil {
		hits = chatHits
	}
	var dbs tools.Databases = toolstest.DB{}
	if o.db != nil {
		dbs = o.db
	}
	search := toolstest.Search(hits)
	if o.search != nil {
		search = o.search
	}
	reg := toolstest.Registry(t, search, dbs)
	r := &chatRig{t: t, pool: pool, o: o}
	var model agent.Model
	if o.script != nil {
		r.model = agenttest.New(o.script)
		t.Cleanup(r.model.Close)
		model = agent.NewOpenAI("sk-test", r.model.BaseURL(), httpclient.Retry{MaxAttempts: 1})
	}
	r.reg, r.agentModel = reg, model
	r.srv, r.svc = r.server(o)
	r.userA = apitest.NewUser(t, pool, "a@example.com")
	r.ws = apitest.NewWorkspace(t, pool, r.userA, "Acme")
	userB := apitest.NewUser(t, pool, "b@example.com")
	apitest.AddMember(t, pool, r.ws, userB, "member")
	r.a, r.b = apitest.Login(t, pool, r.srv, r.userA, r.ws), apitest.Login(t, pool, r.srv, userB, r.ws)
	return r
}

// turnsPath and eventsPath are the routes of a chat's turns and of one turn's stream.
func turnsPath(chatID uuid.UUID) string { return "/chat/" + chatID.String() + "/turns" }

func eventsPath(chatID, turnID uuid.UUID) string {
	return turnsPath(chatID) + "/" + turnID.String() + "/events"
}

// ask posts a question and reads the whole stream.
func (r *chatRig) ask(c *apitest.Client, chatID uuid.UUID, question string) (*http.Response, []sseFrame) {
	r.t.Helper()
	resp := r.postTurn(context.Background(), c, chatID, question)
	defer resp.Body.Close()
	if resp.StatusCode != http.StatusOK {
		return resp, nil
	}
	return resp, readSSE(r.t, resp.Body, nil)
}

// postTurn asks a question and returns the open answer stream, whatever its
// status; cancelling ctx drops the connection. The body is closed when the
// test ends, if the test has not closed it.
func (r *chatRig) postTurn(ctx context.Context, c *apitest.Client, chatID uuid.UUID, question string) *http.Response {
	r.t.Helper()
	resp := c.RequestContext(ctx, http.MethodPost, turnsPath(chatID), map[string]any{"question": question}, nil)
	r.t.Cleanup(func() { resp.Body.Close() })
	return resp
}

// openTurn posts question, wants the answer stream (200) and reads it up to
// the frame stop picks; it returns the stream to read on, the frames read and
// the turn's id from its first frame.
func (r *chatRig) openTurn(ctx context.Context, c *apitest.Client, chatID uuid.UUID, question string, stop func(sseFrame) bool) (*http.Response, []sseFrame, uuid.UUID) {
	r.t.Helper()
	resp := r.postTurn(ctx, c, chatID, question)
	if resp.StatusCode != http.StatusOK {
		r.t.Fatalf("POST turn: %d", resp.StatusCode)
	}
	head := readSSE(r.t, resp.Body, stop)
	return resp, head, turnIDOf(r.t, head)
}

// frameID stops readSSE at the frame numbered id.
func frameID(id int) func(sseFrame) bool {
	return func(f sseFrame) bool { return f.ID == id }
}

// followTurn opens a turn's stream after frame lastID (Last-Event-ID), as
// a reconnecting or second reader does; the body is closed like postTurn's.
func (r *chatRig) followTurn(ctx context.Context, c *apitest.Client, chatID, turnID uuid.UUID, lastID int) *http.Response {
	r.t.Helper()
	resp := c.RequestContext(ctx, http.MethodGet, eventsPath(chatID, turnID), nil, http.Header{"Last-Event-Id": {strconv.Itoa(lastID)}})
	r.t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func (r *chatRig) detail(c *apitest.Client, chatID uuid.UUID) chat.Detail {
	r.t.Helper()
	var d chat.Detail
	if st := c.JSON(http.MethodGet, "/chat/"+chatID.String(), nil, &d); st != http.StatusOK {
		r.t.Fatalf("GET chat: %d", st)
	}
	return d
}

// waitTurn polls the stored turn until it is no longer running.
func (r *chatRig) waitTurn(chatID uuid.UUID) chat.Turn {
	r.t.Helper()
	deadline := time.Now().Add(10 * time.Second)
	for time.Now().Before(deadline) {
		d := r.detail(r.a, chatID)
		if n := len(d.Turns); n > 0 && d.Turns[n-1].Status != chat.StatusRunning {
			return d.Turns[n-1]
		}
		time.Sleep(20 * time.Millisecond)
	}
	r.t.Fatal("turn still running after 10s")
	return chat.Turn{}
}
