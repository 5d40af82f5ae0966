package retrieval

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/testdb"
)

// The English arm reads each pool chunk's tsvector in binary in Go
// (matchedTerms) where it used to unnest it in SQL: on every chunk of the
// demo handbook and for the lexemes of every evaluation question, Go must
// find exactly what the SQL found, in the same order.
func TestMatchedTermsEqualsUnnestInSQL(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "terms")
	loadCorpus(t, pool, ws, handbookDir)
	qs := readQuestions(t, handbookDir+"/questions.jsonl")
	var texts []string
	for _, q := range qs {
		texts = append(texts, proseQuery(q.Question), strings.Join(expand(q.Question), " "))
	}
	const unnestSQL = `
SELECT c.tsv_english,
       ARRAY(SELECT array_to_string(u.weights, '') || '|' || u.lexeme
             FROM unnest(c.tsv_english) u WHERE u.lexeme = ANY($2::text[]))
FROM document_chunks c WHERE c.workspace_id = $1 ORDER BY c.id`
	compared, matched := 0, 0
	for _, text := range texts {
		var lexemes []string
		if err := pool.QueryRow(ctx, `SELECT tsvector_to_array(to_tsvector('english', $1))`, text).Scan(&lexemes); err != nil {
			t.Fatal(err)
		}
		terms := map[string]float64{}
		for _, l := range lexemes {
			terms[l] = 1
		}
		rows, err := pool.Query(ctx, unnestSQL, ws, lexemes)
		if err != nil {
			t.Fatal(err)
		}
		for rows.Next() {
			var want []string
			if err := rows.Scan(nil, &want); err != nil {
				t.Fatal(err)
			}
			got, err := matchedTerms(rows.RawValues()[0], terms)
			if err != nil {
				t.Fatal(err)
			}
			if !slices.Equal(got, want) {
				t.Fatalf("%q: Go read %q, SQL unnested %q", text, got, want)
			}
			compared++
			matched += len(want)
		}
		if err := rows.Err(); err != nil {
			t.Fatal(err)
		}
	}
	if matched < 1000 {
		t.Fatalf("only %d matched lexemes in %d comparisons: the test compares too little", matched, compared)
	}

	// A truncated or padded value is an error, never a wrong reading.
	var raw []byte
	rows, err := pool.Query(ctx, `SELECT tsv_english FROM document_chunks WHERE workspace_id = $1 LIMIT 1`, ws)
	if err != nil {
		t.Fatal(err)
	}
	for rows.Next() {
		raw = slices.Clone(rows.RawValues()[0])
	}
	if rows.Err() != nil || len(raw) < 10 {
		t.Fatalf("no tsvector to cut: %v", rows.Err())
	}
	for _, bad := range [][]byte{raw[:3], raw[:len(raw)-1], append(slices.Clone(raw), 0), {0, 0, 0, 1, 'a'}} {
		if _, err := matchedTerms(bad, map[string]float64{"a": 1}); err == nil {
			t.Errorf("%x read without error", bad)
		}
	}
}

// The pool's tsquery is built in SQL (bm25Query) from the same lexemes the
// statistics look up, and must match the same chunks, through the GIN index.
func TestPoolQueryHasTheStatisticsLexemes(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	for _, tt := range []struct{ text, expansion string }{
		{"How many vacation days do new employees get?", "holiday leave"},
		{"O'Neil's back\\slash café, running dogs", ""},
		{"the of and", ""},
		{"", "trip journey"},
	} {
		var want []string
		rows, err := pool.Query(ctx, termStatsSQL, uuid.New(), tt.text, tt.expansion)
		if err != nil {
			t.Fatal(err)
		}
		st, err := readStats(rows, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, term := range st.terms {
			want = append(want, term.lexeme)
		}
		var query string
		sql := `SELECT ` + strings.NewReplacer("$4", "$1", "$5", "$2").Replace(bm25Query) + `::text`
		if err := pool.QueryRow(ctx, sql, tt.text, tt.expansion).Scan(&query); err != nil {
			t.Fatal(err)
		}
		// What the arm sent before ADR 0035: each lexeme quoted, OR-ed (the
		// order of an OR does not change a match or ts_rank).
		quoted := make([]string, len(want))
		for i, l := range want {
			quoted[i] = "'" + strings.NewReplacer(`\`, `\\`, "'", "''").Replace(l) + "'"
		}
		got := strings.Split(query, " | ")
		if query == "" {
			got = nil
		}
		slices.Sort(got)
		slices.Sort(quoted)
		if !slices.Equal(got, quoted) {
			t.Errorf("%q + %q: pool query %q, statistics lexemes %q", tt.text, tt.expansion, query, want)
		}
	}
}

// A search connection's settings hold for its own statements only: the
// pooled connection goes back with the server's defaults.
func TestSearchConnSettingsStayInTheirBatch(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	db, err := acquireSearchConn(ctx, pool, 123)
	if err != nil {
		t.Fatal(err)
	}
	defer db.conn.Release()
	var ef, plans string
	if err := db.QueryRow(ctx, `SELECT current_setting('hnsw.ef_search'), current_setting('plan_cache_mode')`).Scan(&ef, &plans); err != nil {
		t.Fatal(err)
	}
	if ef != "123" || plans != "force_custom_plan" {
		t.Errorf("inside: ef_search %s, plan_cache_mode %s", ef, plans)
	}
	b := &pgx.Batch{}
	b.Queue(`SELECT current_setting('hnsw.ef_search')`)
	b.Queue(`SELECT current_setting('plan_cache_mode')`)
	br := db.SendBatch(ctx, b)
	if err := br.QueryRow().Scan(&ef); err != nil {
		t.Fatal(err)
	}
	if err := br.QueryRow().Scan(&plans); err != nil {
		t.Fatal(err)
	}
	if err := br.Close(); err != nil {
		t.Fatal(err)
	}
	if ef != "123" || plans != "force_custom_plan" {
		t.Errorf("inside a batch: ef_search %s, plan_cache_mode %s", ef, plans)
	}
	if err := db.conn.QueryRow(ctx, `SELECT current_setting('hnsw.ef_search'), current_setting('plan_cache_mode')`).Scan(&ef, &plans); err != nil {
		t.Fatal(err)
	}
	if ef == "123" || plans != "auto" {
		t.Errorf("after: ef_search %s, plan_cache_mode %s leaked onto the connection", ef, plans)
	}
	if err := db.QueryRow(ctx, `SELECT 1/0`).Scan(nil); err == nil || !strings.Contains(err.Error(), "division by zero") {
		t.Errorf("a failing statement: %v", err)
	}
	var one int
	if err := db.QueryRow(ctx, `SELECT 1`).Scan(&one); err != nil || one != 1 {
		t.Errorf("the connection after a failed statement: %d, %v", one, err)
	}
}

// A hybrid search runs its sides on two connections, each held only while
// it runs: on a pool of one connection, many concurrent hybrid searches all
// finish, with the same hits as one at a time.
func TestHybridSearchesShareASmallPool(t *testing.T) {
	pool := testdb.NewSized(t, 1)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "small-pool")
	loadCorpus(t, pool, ws, handbookDir)
	s := newSearcher(pool, Options{})
	questions := []string{
		"How many vacation days do new employees get?",
		"What does ERR-4021 mean?",
		"guest Wi-Fi password",
		"How do I book travel?",
	}
	want := map[string]string{}
	for _, q := range questions {
		want[q] = hitIDs(search(t, s, ws, q, 6))
	}
	ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
	defer cancel()
	var wg sync.WaitGroup
	errs := make(chan error, 4*len(questions))
	for i := range 4 * len(questions) {
		q := questions[i%len(questions)]
		wg.Add(1)
		go func() {
			defer wg.Done()
			res, err := s.Search(ctx, Query{WorkspaceID: ws, Text: q, Limit: 6})
			if err != nil {
				errs <- fmt.Errorf("%q: %w", q, err)
				return
			}
			if got := hitIDs(res); got != want[q] {
				errs <- fmt.Errorf("%q: concurrently %s, alone %s", q, got, want[q])
			}
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		t.Error(err)
	}
}

func hitIDs(res Results) string {
	var ids []string
	for _, h := range res.Hits {
		ids = append(ids, h.ChunkID.String())
	}
	return strings.Join(ids, " ")
}
