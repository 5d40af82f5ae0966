package app_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/apitest"
	"knowledgestack/internal/app"
	"knowledgestack/internal/embed/embedtest"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/tools"
)

// budgetApp is the real wiring with the model faked at its HTTP edge (the
// streaming Chat Completions wire format with its usage chunk) and the
// given settings.
func budgetApp(t *testing.T, pool *pgxpool.Pool, model *agenttest.Server, env map[string]string) *httptest.Server {
	t.Helper()
	base := map[string]string{"OPENAI_API_KEY": "sk-test", "OPENAI_BASE_URL": model.BaseURL(), "WORKERS": "false",
		"TURNS_PER_MINUTE": "1000"}
	for k, v := range env {
		base[k] = v
	}
	_, srv := newApp(t, pool, base, app.Options{}, false)
	return srv
}

// ask sends one question in a new chat of the session's active workspace
// and returns the status and, for a stream, its last event's line and data.
func ask(t *testing.T, c *apitest.Client) (int, string) {
	t.Helper()
	resp := c.Request(http.MethodPost, "/chat/"+uuid.NewString()+"/turns", map[string]any{"question": "What is our leave policy?"}, nil)
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != http.StatusOK {
		return resp.StatusCode, string(b)
	}
	events := strings.Split(strings.TrimSpace(string(b)), "\n\n")
	return resp.StatusCode, events[len(events)-1]
}

// TestOneAccountCannotDrainEveryTenant is issue 27's attack 5, scaled down
// with the default mechanism: one account creates workspace after workspace
// and asks one question in each, each workspace under its own monthly
// ceiling, until the global ceiling would be reached; an unrelated tenant's
// next question must still be answered. Before ADR 0053 there was no cap on
// workspaces and no per-account ceiling: the 11th turn tripped the global
// ceiling and the bystander got 429 until the month ended.
func TestOneAccountCannotDrainEveryTenant(t *testing.T) {
	pool := testdb.New(t)
	model := agenttest.New(agenttest.Sequence(agenttest.Reply{Text: "Twenty-five days a year."}))
	t.Cleanup(model.Close)

	// One turn's tokens, as the fake model counts them for this prompt.
	probe := budgetApp(t, pool, model, nil)
	owner := apitest.NewUser(t, pool, "probe@example.com")
	pc := apitest.Login(t, pool, probe, owner, apitest.NewWorkspace(t, pool, owner, "Probe"))
	if code, last := ask(t, pc); code != http.StatusOK || !strings.Contains(last, "event: done") {
		t.Fatalf("probe turn: %d %s", code, last)
	}
	var turn int64
	if err := pool.QueryRow(context.Background(), `SELECT sum(input_tokens + output_tokens) FROM model_calls`).Scan(&turn); err != nil || turn <= 0 {
		t.Fatalf("probe tokens %d (%v)", turn, err)
	}
	// Forget the probe: the scenario starts from an empty month.
	for _, q := range []string{`DELETE FROM model_calls`, `DELETE FROM token_usage`, `DELETE FROM account_token_usage`} {
		if _, err := pool.Exec(context.Background(), q); err != nil {
			t.Fatal(err)
		}
	}
	// The proportions: each workspace may take two turns, all of
	// them together ten and a half, so the 11th turn trips the global ceiling.
	limits := map[string]string{
		"MONTHLY_TOKEN_LIMIT":        strconv.FormatInt(2*turn, 10),
		"GLOBAL_MONTHLY_TOKEN_LIMIT": strconv.FormatInt(10*turn+turn/2, 10),
		// Three turns for one account: a quarter of what all tenants share.
		"ACCOUNT_MONTHLY_TOKEN_LIMIT": strconv.FormatInt(3*turn, 10),
	}

	bystander := func(t *testing.T, srv *httptest.Server) {
		t.Helper()
		u := apitest.NewUser(t, pool, fmt.Sprintf("bystander-%s@example.com", uuid.NewString()[:8]))
		c := apitest.Login(t, pool, srv, u, apitest.NewWorkspace(t, pool, u, "Unrelated"))
		if code, last := ask(t, c); code != http.StatusOK || !strings.Contains(last, "event: done") {
			t.Fatalf("the unrelated tenant's question: %d %s", code, last)
		}
	}

	t.Run("with the workspace cap raised to 25, the account's own ceiling stops it first", func(t *testing.T) {
		env := map[string]string{"WORKSPACES_PER_ACCOUNT": "25"}
		for k, v := range limits {
			env[k] = v
		}
		srv := budgetApp(t, pool, model, env)
		attacker := apitest.NewUser(t, pool, "many@example.com")
		c := apitest.Login(t, pool, srv, attacker, uuid.Nil)
		answered, refused := 0, 0
		for i := range 25 {
			if code := c.JSON(http.MethodPost, "/workspaces", map[string]string{"name": fmt.Sprintf("Drain %d", i)}, nil); code != http.StatusCreated {
				t.Fatalf("workspace %d: %d", i+1, code)
			}
			code, last := ask(t, c)
			switch {
			case code == http.StatusOK && strings.Contains(last, "event: done"):
				answered++
			case code == http.StatusTooManyRequests && strings.Contains(last, "your account has used its monthly model budget") &&
				strings.Contains(last, "ACCOUNT_MONTHLY_TOKEN_LIMIT"):
				refused++
			default:
				t.Fatalf("turn in workspace %d: %d %s", i+1, code, last)
			}
		}
		if answered != 3 || refused != 22 {
			t.Fatalf("the account was answered %d times and refused %d times; want 3 and 22", answered, refused)
		}
		bystander(t, srv)
	})

	t.Run("by default the account cannot own a fourth workspace, and the bystander is answered", func(t *testing.T) {
		srv := budgetApp(t, pool, model, limits)
		attacker := apitest.NewUser(t, pool, "three@example.com")
		c := apitest.Login(t, pool, srv, attacker, uuid.Nil)
		for i := range 3 {
			if code := c.JSON(http.MethodPost, "/workspaces", map[string]string{"name": fmt.Sprintf("Mine %d", i)}, nil); code != http.StatusCreated {
				t.Fatalf("workspace %d: %d", i+1, code)
			}
		}
		var body apitest.ErrorBody
		if code := c.JSON(http.MethodPost, "/workspaces", map[string]string{"name": "One too many"}, &body); code != http.StatusConflict ||
			!strings.Contains(body.Error, "you already own 3 workspaces") || !strings.Contains(body.Error, "WORKSPACES_PER_ACCOUNT") {
			t.Fatalf("fourth workspace: %d %+v", code, body)
		}
		var owned int
		if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM workspace_memberships WHERE user_id = $1`, attacker).Scan(&owned); err != nil || owned != 3 {
			t.Fatalf("the account owns %d workspaces (%v)", owned, err)
		}
		bystander(t, srv)
	})

	t.Run("an admin sees the workspace's usage of the month; a member does not", func(t *testing.T) {
		srv := budgetApp(t, pool, model, limits)
		tn := apitest.NewTenants(t, pool, srv)
		if code, last := ask(t, tn.AsOwner); code != http.StatusOK || !strings.Contains(last, "event: done") {
			t.Fatalf("turn: %d %s", code, last)
		}
		var u struct {
			Month         string
			Tokens, Limit int64
		}
		if code := tn.AsOwner.JSON(http.MethodGet, "/settings/usage", nil, &u); code != http.StatusOK ||
			u.Tokens != turn || u.Limit != 2*turn || u.Month != time.Now().UTC().Format("2006-01") {
			t.Fatalf("usage: %d %+v, want %d of %d", code, u, turn, 2*turn)
		}
		if code := tn.AsMember.JSON(http.MethodGet, "/settings/usage", nil, nil); code != http.StatusForbidden {
			t.Fatalf("a member reads usage: %d", code)
		}
	})

	t.Run("paid query embeddings are charged to the workspace and the account that asked", func(t *testing.T) {
		emb := embedtest.New(64, 0)
		t.Cleanup(emb.Close)
		searching := agenttest.New(agenttest.Sequence(
			agenttest.Reply{Calls: []agenttest.Call{{ID: "c1", Name: tools.SearchToolName, Arguments: `{"queries":["parental leave"]}`}}},
			agenttest.Reply{Text: "Nothing found."}))
		t.Cleanup(searching.Close)
		srv := budgetApp(t, pool, searching, map[string]string{"EMBEDDER": "openai", "EMBEDDING_BASE_URL": emb.BaseURL(),
			"EMBEDDING_DIMENSIONS": "64"})
		u := apitest.NewUser(t, pool, "embeds@example.com")
		ws := apitest.NewWorkspace(t, pool, u, "Embeds")
		if code, last := ask(t, apitest.Login(t, pool, srv, u, ws)); code != http.StatusOK || !strings.Contains(last, "event: done") {
			t.Fatalf("turn: %d %s", code, last)
		}
		var calls, tokens, mine int64
		if err := pool.QueryRow(context.Background(), `SELECT count(*), coalesce(sum(input_tokens), 0) FROM model_calls
			WHERE workspace_id = $1 AND user_id = $2 AND purpose = 'embedding' AND outcome = 'ok'`, ws, u).Scan(&calls, &tokens); err != nil {
			t.Fatal(err)
		}
		if emb.Requests() == 0 || calls != int64(emb.Requests()) || tokens <= 0 {
			t.Fatalf("%d embedding requests, %d recorded with %d tokens", emb.Requests(), calls, tokens)
		}
		if err := pool.QueryRow(context.Background(), `SELECT tokens FROM account_token_usage WHERE user_id = $1`, u).Scan(&mine); err != nil {
			t.Fatal(err)
		}
		var answers int64
		pool.QueryRow(context.Background(), `SELECT coalesce(sum(input_tokens + output_tokens), 0) FROM model_calls WHERE user_id = $1 AND purpose <> 'embedding'`, u).Scan(&answers)
		if mine != answers+tokens {
			t.Fatalf("the account is charged %d, want answers %d + embeddings %d", mine, answers, tokens)
		}
	})
}
