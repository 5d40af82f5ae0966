package httpapi_test

import (
	"context"
	"net/http"
	"strings"
	"sync"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/agent"
	"knowledgestack/internal/agent/agenttest"
	"knowledgestack/internal/chat"
	"knowledgestack/internal/tools"
	"knowledgestack/internal/tools/toolstest"
)

// Personal data of the scripted conversation: in a retrieved chunk and in a
// SQL result row. None of it may reach the model.
var (
	chunkPII = []string{"Ingrid Larsen", "ingrid.larsen@rexroth.example", "+44 20 7946 0958", "DE89 3704 0044 0532 0130 00"}
	rowPII   = []string{"Tomasz Kowalski", "tomasz.kowalski@example.com", "+48 601 234 567", "PL61 1090 1014 0000 0712 1981 2874"}
	// Fragments that would give a value away even if written differently.
	piiFragments = []string{"Ingrid", "Larsen", "ingrid", "larsen", "Tomasz", "Kowalski", "kowalski", "7946", "601 234", "601234567",
		"3704 0044", "370400440532013000", "1090 1014", "Falcon"}
)

var privacyHits = []tools.Hit{{
	ChunkID: uuid.MustParse("0000c0a1-0000-4000-8000-000000000001"), DocumentID: uuid.MustParse("0000d0a1-0000-4000-8000-000000000001"),
	SourceID: uuid.MustParse("00005001-0000-4000-8000-000000000001"), Title: "Supplier contacts", HeadingPath: "Payments",
	Snippet: "Our account manager", Score: 0.9,
	Content: "Our account manager for Project Falcon is " + chunkPII[0] + " (" + chunkPII[1] + ", " + chunkPII[2] +
		"). Pay invoices within 30 days to " + chunkPII[3] + ", quoting order ORD-2025-001234.",
}}

// piiDB answers execute_sql with one customer row and records the SQL it ran.
type piiDB struct {
	toolstest.DB
	mu   sync.Mutex
	sqls []string
}

func (d *piiDB) ExecuteSQL(_ context.Context, _ uuid.UUID, db, sql string) (tools.QueryResult, error) {
	d.mu.Lock()
	d.sqls = append(d.sqls, sql)
	d.mu.Unlock()
	cols := []string{"name", "email", "phone", "iban", "order_id", "total", "ordered_at"}
	row := append(append([]string{}, rowPII...), "ORD-2025-001234", "1200.50", "2025-03-14")
	return tools.QueryResult{Database: db, SQL: sql, Columns: cols, Rows: [][]string{row}, RowCount: 1}, nil
}

const privacyAnswer = "Contact ⟨PERSON_1⟩ (⟨EMAIL_1⟩, ⟨PHONE_1⟩) about ⟨TERM_1⟩ and pay to ⟨IBAN_1⟩ [1]. " +
	"The customer is ⟨PERSON_2⟩, ⟨EMAIL_2⟩, ⟨PHONE_2⟩, ⟨IBAN_2⟩ (order ORD-2025-001234, 1200.50 EUR on 2025-03-14)."

func privacyScript(chunkSize int) func(int, agenttest.Request) agenttest.Reply {
	return agenttest.Sequence(
		agenttest.Reply{Calls: []agenttest.Call{{ID: "call_search", Name: "search_document_chunks", Arguments: `{"queries":["supplier payment contact"]}`}}},
		agenttest.Reply{Calls: []agenttest.Call{{ID: "call_sql", Name: "execute_sql",
			Arguments: `{"database":"sales","sql":"SELECT * FROM customers WHERE email <> '⟨EMAIL_1⟩'"}`}}},
		agenttest.Reply{Text: privacyAnswer, ChunkSize: chunkSize},
		// The follow-up turn: the earlier answer is history, re-derived into the same placeholders.
		agenttest.Reply{Text: "Write to ⟨EMAIL_2⟩.", ChunkSize: chunkSize},
	)
}

func TestPlaceholdersBeforeTheModel(t *testing.T) {
	// Chunk size 1 cuts every placeholder into single characters; 4 cuts them mid-word.
	for _, size := range []int{1, 4} {
		t.Run("deltas of "+string(rune('0'+size))+" characters", func(t *testing.T) {
			db := &piiDB{}
			r := newChatRig(t, rigOpts{script: privacyScript(size), hits: privacyHits, db: db, privacy: true})

			// Off by default; only owners and admins change it; members never see the terms.
			var got struct {
				Enabled   bool     `json:"enabled"`
				Terms     []string `json:"terms"`
				CanManage bool     `json:"canManage"`
			}
			if st := r.b.JSON(http.MethodGet, "/settings/privacy", nil, &got); st != http.StatusOK || got.Enabled || got.CanManage {
				t.Fatalf("member GET: %d %+v", st, got)
			}
			if st := r.b.JSON(http.MethodPut, "/settings/privacy", map[string]any{"enabled": true}, nil); st != http.StatusForbidden {
				t.Fatalf("member PUT: %d", st)
			}
			if st := r.a.JSON(http.MethodPut, "/settings/privacy", map[string]any{"enabled": true, "terms": []string{"x"}}, nil); st != http.StatusBadRequest {
				t.Fatalf("one-letter term: %d", st)
			}
			if st := r.a.JSON(http.MethodPut, "/settings/privacy", map[string]any{"enabled": true, "terms": []string{" Project Falcon ", "project falcon"}}, &got); st != http.StatusOK ||
				!got.Enabled || len(got.Terms) != 1 || got.Terms[0] != "Project Falcon" {
				t.Fatalf("owner PUT: %d %+v", st, got)
			}
			got.Terms = nil
			if st := r.b.JSON(http.MethodGet, "/settings/privacy", nil, &got); st != http.StatusOK || !got.Enabled || got.Terms != nil {
				t.Fatalf("member GET after: %d %+v", st, got)
			}

			chatID := uuid.New()
			resp, frames := r.ask(r.a, chatID, "Who handles supplier payments, and which customer placed ORD-2025-001234?")
			if resp.StatusCode != http.StatusOK {
				t.Fatalf("status %d", resp.StatusCode)
			}
			want := strings.NewReplacer("⟨PERSON_1⟩", chunkPII[0], "⟨EMAIL_1⟩", chunkPII[1], "⟨PHONE_1⟩", chunkPII[2], "⟨IBAN_1⟩", chunkPII[3],
				"⟨PERSON_2⟩", rowPII[0], "⟨EMAIL_2⟩", rowPII[1], "⟨PHONE_2⟩", rowPII[2], "⟨IBAN_2⟩", rowPII[3], "⟨TERM_1⟩", "Project Falcon").Replace(privacyAnswer)
			var answer strings.Builder
			deltas := 0
			for _, f := range frames {
				switch f.Event {
				case "delta":
					var d agent.DeltaData
					f.decode(t, &d)
					answer.WriteString(d.Text)
					deltas++
				case "query_result":
					var q tools.QueryResult
					f.decode(t, &q)
					if q.Rows[0][0] != rowPII[0] { // the user's table shows the real row
						t.Fatalf("query result row %v", q.Rows[0])
					}
				case "error":
					t.Fatalf("turn failed: %s", f.Data)
				}
			}
			if answer.String() != want || deltas < 10 {
				t.Fatalf("the user saw (%d deltas)\n%q\nwant\n%q", deltas, answer.String(), want)
			}
			stored := r.detail(r.a, chatID)
			if stored.Turns[0].Status != chat.StatusCompleted || stored.Turns[0].Answer != want {
				t.Fatalf("stored %s %q", stored.Turns[0].Status, stored.Turns[0].Answer)
			}
			// The tool ran with the real value the model only knew as a placeholder.
			if len(db.sqls) != 1 || db.sqls[0] != "SELECT * FROM customers WHERE email <> '"+chunkPII[1]+"'" {
				t.Fatalf("SQL run: %q", db.sqls)
			}

			// A follow-up: the earlier answer goes back as history, in placeholders again.
			_, frames = r.ask(r.a, chatID, "And the customer's e-mail again?")
			answer.Reset()
			for _, f := range frames {
				if f.Event == "delta" {
					var d agent.DeltaData
					f.decode(t, &d)
					answer.WriteString(d.Text)
				}
			}
			if answer.String() != "Write to "+rowPII[1]+"." {
				t.Fatalf("follow-up answer %q", answer.String())
			}

			// Everything the model received: placeholders only, the rest intact.
			bodies := r.model.Bodies()
			if len(bodies) != 4 {
				t.Fatalf("%d model requests", len(bodies))
			}
			for i, b := range bodies {
				body := string(b)
				for _, v := range append(append(append([]string{}, chunkPII...), rowPII...), piiFragments...) {
					if strings.Contains(body, v) {
						t.Errorf("request %d contains %q", i, v)
					}
				}
				if !strings.Contains(body, "ORD-2025-001234") {
					t.Errorf("request %d lost the order id", i)
				}
			}
			for _, p := range []string{"⟨PERSON_1⟩", "⟨EMAIL_1⟩", "⟨PHONE_1⟩", "⟨IBAN_1⟩", "⟨TERM_1⟩", "⟨PERSON_2⟩", "⟨EMAIL_2⟩", "⟨PHONE_2⟩", "⟨IBAN_2⟩", "1200.50", "2025-03-14"} {
				if !strings.Contains(string(bodies[2]), p) {
					t.Errorf("request 2 lacks %q", p)
				}
				if !strings.Contains(string(bodies[3]), p) {
					t.Errorf("the follow-up's request lacks %q", p)
				}
			}
			if !strings.Contains(string(bodies[0]), "Write them exactly as given") {
				t.Error("the system prompt does not explain the placeholders")
			}

			// The audit counts what was replaced per call, never a value.
			rows, err := r.pool.Query(context.Background(), `SELECT purpose, coalesce(redactions::text, '') FROM model_calls
				WHERE workspace_id = $1 ORDER BY id`, r.ws)
			if err != nil {
				t.Fatal(err)
			}
			var audit []string
			for rows.Next() {
				var purpose, red string
				if err := rows.Scan(&purpose, &red); err != nil {
					t.Fatal(err)
				}
				audit = append(audit, purpose+" "+red)
			}
			wantAudit := []string{
				"turn ",
				`turn {"IBAN": 1, "TERM": 1, "EMAIL": 1, "PHONE": 1, "PERSON": 1}`,
				`turn {"IBAN": 2, "TERM": 1, "EMAIL": 2, "PHONE": 2, "PERSON": 2}`,
				`turn {"IBAN": 2, "TERM": 1, "EMAIL": 2, "PHONE": 2, "PERSON": 2}`,
			}
			if strings.Join(audit, "\n") != strings.Join(wantAudit, "\n") {
				t.Fatalf("audit rows:\n%s\nwant\n%s", strings.Join(audit, "\n"), strings.Join(wantAudit, "\n"))
			}
		})
	}
}
