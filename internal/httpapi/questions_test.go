package httpapi_test

import (
	"context"
	"encoding/json"
	"net/http"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5/pgxpool"

	"knowledgestack/internal/apitest"
	"knowledgestack/internal/testdb"
)

// turn inserts a completed chat turn with the given citations and query results.
func turn(t *testing.T, pool *pgxpool.Pool, ws, user uuid.UUID, seq int, question, citations, queryResults string) {
	t.Helper()
	var chat uuid.UUID
	ctx := context.Background()
	if err := pool.QueryRow(ctx, `INSERT INTO chats (workspace_id, user_id, title) VALUES ($1, $2, 'c') RETURNING id`, ws, user).Scan(&chat); err != nil {
		t.Fatal(err)
	}
	_, err := pool.Exec(ctx, `INSERT INTO turns (workspace_id, chat_id, user_id, seq, question, answer, status, model_id, citations, query_results)
		VALUES ($1, $2, $3, $4, $5, 'a', 'completed', 'm', $6, $7)`, ws, chat, user, seq, question, citations, queryResults)
	if err != nil {
		t.Fatal(err)
	}
}

func TestUnansweredQuestions(t *testing.T) {
	pool := testdb.New(t)
	srv := apitest.Serve(t, apitest.BaseDeps(t, pool, &apitest.LogBuffer{}))
	tn := apitest.NewTenants(t, pool, srv)
	owner, ws, member, rival, rivalWS := tn.Owner, tn.WS, tn.Member, tn.Rival, tn.RivalWS

	turn(t, pool, ws, member, 1, "Which football team does the CEO support?", `[]`, `[]`)
	turn(t, pool, ws, member, 1, "How many vacation days?", `[{"n":1}]`, `[]`)
	turn(t, pool, ws, member, 1, "Total sales last month?", `[]`, `[{"database":"sales"}]`)
	turn(t, pool, rivalWS, rival, 1, "Rival's secret question", `[]`, `[]`)
	ctx := context.Background()
	// A search with passages judged not relevant (abstained, ADR 0034) is
	// logged with them and listed like one that found nothing (a row from
	// before the column, no hits and not marked, still is).
	for _, q := range []struct {
		ws        uuid.UUID
		text      string
		chunks    string
		abstained bool
	}{
		{ws, "beekeeping club", "{}", false}, {ws, "annual leave", "{" + uuid.NewString() + "}", false},
		{ws, "lasagne recipe", "{" + uuid.NewString() + "}", true}, {rivalWS, "rival search", "{}", true},
	} {
		if _, err := pool.Exec(ctx, `INSERT INTO retrieval_log (workspace_id, question, chunk_ids, scores, abstained) VALUES ($1, $2, $3, '{}', $4)`,
			q.ws, q.text, q.chunks, q.abstained); err != nil {
			t.Fatal(err)
		}
	}

	asOwner := apitest.Login(t, pool, srv, owner, ws)
	var got []map[string]any
	if code := asOwner.JSON("GET", "/questions/unanswered", nil, &got); code != http.StatusOK {
		t.Fatalf("owner: status %d", code)
	}
	reasons := map[string]string{}
	for _, q := range got {
		reasons[q["question"].(string)] = q["reason"].(string)
		if _, named := q["userId"]; named {
			t.Errorf("the asker is named: %v", q)
		}
	}
	want := map[string]string{"Which football team does the CEO support?": "no_citation", "beekeeping club": "no_match", "lasagne recipe": "no_match"}
	if len(reasons) != len(want) {
		t.Fatalf("log %v, want %v (cited answers, SQL answers, searches with hits and other workspaces left out)", reasons, want)
	}
	for q, r := range want {
		if reasons[q] != r {
			t.Errorf("%q: reason %q, want %q", q, reasons[q], r)
		}
	}
	if code := asOwner.JSON("GET", "/questions/unanswered?limit=1", nil, &got); code != http.StatusOK || len(got) != 1 {
		t.Errorf("limit=1: status %d, %d rows", code, len(got))
	}
	var e json.RawMessage
	for _, bad := range []string{"0", "201", "ten"} {
		if code := asOwner.JSON("GET", "/questions/unanswered?limit="+bad, nil, &e); code != http.StatusBadRequest {
			t.Errorf("limit=%s: status %d, want 400", bad, code)
		}
	}
	if code := apitest.Login(t, pool, srv, member, ws).JSON("GET", "/questions/unanswered", nil, &e); code != http.StatusForbidden {
		t.Errorf("member: status %d, want 403", code)
	}
}
