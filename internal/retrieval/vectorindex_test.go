package retrieval

import (
	"context"
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/pgvector/pgvector-go"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
	"knowledgestack/internal/vectorindex"
)

// foldEmbedder is a model of any length: the local hashing vector folded
// (or repeated) onto dims slots and normalised, so texts sharing words stay close.
type foldEmbedder struct {
	model string
	dims  int
}

func (f foldEmbedder) Model() string   { return f.model }
func (f foldEmbedder) Dimensions() int { return f.dims }
func (f foldEmbedder) Embed(ctx context.Context, in []string) ([][]float32, error) {
	vecs, err := embed.NewLocal().Embed(ctx, in)
	if err != nil {
		return nil, err
	}
	out := make([][]float32, len(vecs))
	for i, v := range vecs {
		w := make([]float32, f.dims)
		for j := range max(len(v), f.dims) {
			w[j%f.dims] += v[j%len(v)]
		}
		var n float64
		for _, x := range w {
			n += float64(x) * float64(x)
		}
		for j := range w {
			w[j] = float32(float64(w[j]) / math.Sqrt(n))
		}
		out[i] = w
	}
	return out, nil
}

func TestModelsOfAnyDimensionCoexistEachOnItsOwnIndex(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "models")
	files := map[string]string{
		"leave.md":    "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(3),
		"expenses.md": "# Expenses\n\n## Receipts\n\nSubmit receipts within 30 days. " + filler(3),
	}
	models := []embed.Embedder{embed.NewLocal(), foldEmbedder{"fake-768", 768}, foldEmbedder{"fake/3072:v1", 3072}}
	corpora := map[string]corpus.Corpus{}
	for _, e := range models {
		dir := t.TempDir()
		for name, md := range files {
			writeFile(t, dir+"/"+name, md)
		}
		corpora[e.Model()] = loadCorpusWith(t, pool, ws, dir, e)
		for range 2 { // idempotent
			if err := vectorindex.Ensure(ctx, pool, e.Model(), e.Dimensions()); err != nil {
				t.Fatal(err)
			}
		}
	}
	for _, e := range models {
		t.Run(e.Model(), func(t *testing.T) {
			var valid bool
			if err := pool.QueryRow(ctx, `SELECT i.indisvalid FROM pg_class c JOIN pg_index i ON i.indexrelid = c.oid WHERE c.relname = $1`,
				vectorindex.Name(e.Model())).Scan(&valid); err != nil || !valid {
				t.Fatalf("index %s: valid %v, err %v", vectorindex.Name(e.Model()), valid, err)
			}
			s := NewSearcher(pool, e, nil, Options{Mode: ModeVector})
			res := search(t, s, ws, "annual leave days", 4)
			c := corpora[e.Model()]
			if len(res.Hits) == 0 || c.Files[res.Hits[0].DocumentID] != "leave.md" {
				t.Fatalf("hits %+v", res.Hits)
			}
			for _, h := range res.Hits {
				if _, own := c.Files[h.DocumentID]; !own {
					t.Errorf("a chunk of another model came back: %s", h.Title)
				}
			}
			vecs, _ := e.Embed(ctx, []string{"annual leave"})
			plan := explain(t, pool, []string{"SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off"},
				vectorSQL(e.Dimensions()), ws, e.Model(), pgvector.NewVector(vecs[0]), 4, everyone)
			if !strings.Contains(plan, vectorindex.Name(e.Model())) {
				t.Errorf("the vector arm does not use %s:\n%s", vectorindex.Name(e.Model()), plan)
			}
		})
	}
	t.Run("a vector of the wrong length is refused", func(t *testing.T) {
		s := NewSearcher(pool, wrongLength{foldEmbedder{"fake-768", 768}}, nil, Options{Mode: ModeVector})
		if _, err := s.Search(ctx, Query{WorkspaceID: ws, Text: "leave"}); err == nil {
			t.Error("no error")
		}
	})
	t.Run("index names are safe and distinct", func(t *testing.T) {
		if got := vectorindex.Name(embed.LocalModel); got != "document_chunks_hnsw_local_hash_v1" {
			t.Errorf("local index %q (migration 00061 names it)", got)
		}
		a, b := vectorindex.Name("org/model:v1"), vectorindex.Name("org-model-v1")
		if a == b || len(vectorindex.Name(strings.Repeat("x", 200))) > 63 || strings.ContainsAny(a, "/:") {
			t.Errorf("names %q %q", a, b)
		}
		if err := vectorindex.Ensure(ctx, pool, "m", embed.MaxDimensions+1); err == nil {
			t.Error("an index past halfvec's limit")
		}
	})
}

// TestEnsureRebuildsAnIndexOfTheOldCast: a 1536-dimension model's index
// built as vector(1536) before ADR 0062 cannot serve the vector arm, which
// casts to halfvec(1536) now; Ensure builds it again on the new cast and the
// arm walks it.
func TestEnsureRebuildsAnIndexOfTheOldCast(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "recast")
	e := foldEmbedder{"fake-1536", 1536}
	writeCorpusWith(t, pool, ws, e, map[string]string{"leave.md": "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(3)})
	name := vectorindex.Name(e.Model())
	if _, err := pool.Exec(ctx, `CREATE INDEX `+name+` ON document_chunks USING hnsw ((embedding::vector(1536)) vector_cosine_ops) WHERE embedding_model = 'fake-1536'`); err != nil {
		t.Fatal(err)
	}
	if cast, _ := vectorindex.Cast(1536); cast != "halfvec(1536)" {
		t.Fatalf("1536 dimensions cast to %s, want halfvec(1536) (ADR 0062)", cast)
	}
	if err := vectorindex.Ensure(ctx, pool, e.Model(), e.Dimensions()); err != nil {
		t.Fatal(err)
	}
	var def string
	if err := pool.QueryRow(ctx, `SELECT pg_get_indexdef($1::regclass)`, name).Scan(&def); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(def, "halfvec(1536)") {
		t.Fatalf("the index was kept on its old cast: %s", def)
	}
	vecs, _ := e.Embed(ctx, []string{"annual leave"})
	plan := explain(t, pool, []string{"SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off"},
		vectorSQL(e.Dimensions()), ws, e.Model(), pgvector.NewVector(vecs[0]), 4, everyone)
	if !strings.Contains(plan, name) {
		t.Errorf("the vector arm does not use %s:\n%s", name, plan)
	}
}

// TestEnsureRebuildsAnIndexOfTheOldParameters: an index built with
// pgvector's default graph (m 16, ef_construction 64: every vector index
// before ADR 0068 and every halfvec one before ADR 0077) is built again with
// the product's parameters, the rebuilt one is kept on the next start, and
// the vector arm walks it.
func TestEnsureRebuildsAnIndexOfTheOldParameters(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	for _, dims := range []int{100, 1536} {
		t.Run(fmt.Sprint(dims), func(t *testing.T) {
			ws := newWorkspace(t, pool, fmt.Sprintf("regraph %d", dims))
			e := foldEmbedder{fmt.Sprintf("fake-%d", dims), dims}
			writeCorpusWith(t, pool, ws, e, map[string]string{"leave.md": "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(3)})
			name := vectorindex.Name(e.Model())
			cast, ops := vectorindex.Cast(dims)
			if _, err := pool.Exec(ctx, fmt.Sprintf(`CREATE INDEX %s ON document_chunks USING hnsw ((embedding::%s) %s) WHERE embedding_model = '%s'`, name, cast, ops, e.Model())); err != nil {
				t.Fatal(err)
			}
			old, _ := indexDef(t, pool, name)
			if err := vectorindex.Ensure(ctx, pool, e.Model(), e.Dimensions()); err != nil {
				t.Fatal(err)
			}
			rebuilt, def := indexDef(t, pool, name)
			if want := "WITH (m='32', ef_construction='128')"; rebuilt == old || !strings.Contains(def, want) {
				t.Fatalf("the index of the old graph was kept (oid %d, was %d): %s; want %s", rebuilt, old, def, want)
			}
			if err := vectorindex.Ensure(ctx, pool, e.Model(), e.Dimensions()); err != nil {
				t.Fatal(err)
			}
			if again, _ := indexDef(t, pool, name); again != rebuilt {
				t.Errorf("an index of the current parameters was built again on the next start (oid %d, was %d)", again, rebuilt)
			}
			vecs, _ := e.Embed(ctx, []string{"annual leave"})
			plan := explain(t, pool, []string{"SET LOCAL enable_seqscan = off", "SET LOCAL enable_sort = off"},
				vectorSQL(e.Dimensions()), ws, e.Model(), pgvector.NewVector(vecs[0]), 4, everyone)
			if !strings.Contains(plan, name) {
				t.Errorf("the vector arm does not use %s:\n%s", name, plan)
			}
		})
	}
}

// TestEnsureKeepsAHandBuiltIndexOfTheSameGraph: an index built by hand with
// the statement an operator runs for a large workspace (the 1M × 1536 bench
// index was built so, ADR 0077) is the one Ensure would build, so a start
// keeps it instead of building it again for an hour.
func TestEnsureKeepsAHandBuiltIndexOfTheSameGraph(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "hand-built")
	e := foldEmbedder{"bench-clustered-1536d", 1536}
	writeCorpusWith(t, pool, ws, e, map[string]string{"leave.md": "# Leave\n\n## Annual leave\n\nEvery employee earns 25 days of annual leave. " + filler(3)})
	if _, err := pool.Exec(ctx, `CREATE INDEX document_chunks_hnsw_bench_clustered_1536d ON public.document_chunks USING hnsw (((embedding)::halfvec(1536)) halfvec_cosine_ops) WITH (m = 32, ef_construction = 128) WHERE (embedding_model = 'bench-clustered-1536d'::text)`); err != nil {
		t.Fatal(err)
	}
	name := vectorindex.Name(e.Model())
	built, _ := indexDef(t, pool, name)
	if err := vectorindex.Ensure(ctx, pool, e.Model(), e.Dimensions()); err != nil {
		t.Fatal(err)
	}
	if kept, def := indexDef(t, pool, name); kept != built {
		t.Errorf("the hand-built index was built again (oid %d, was %d): %s", kept, built, def)
	}
}

// indexDef is an index's oid and definition as pg_get_indexdef prints it.
func indexDef(t *testing.T, pool *pgxpool.Pool, name string) (oid uint32, def string) {
	t.Helper()
	if err := pool.QueryRow(context.Background(), `SELECT $1::regclass::oid, pg_get_indexdef($1::regclass)`, name).Scan(&oid, &def); err != nil {
		t.Fatal(err)
	}
	return oid, def
}

// wrongLength says 768 but returns 767 floats.
type wrongLength struct{ foldEmbedder }

func (w wrongLength) Embed(ctx context.Context, in []string) ([][]float32, error) {
	v, err := w.foldEmbedder.Embed(ctx, in)
	for i := range v {
		v[i] = v[i][:767]
	}
	return v, err
}
