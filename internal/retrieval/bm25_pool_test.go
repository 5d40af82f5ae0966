package retrieval

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"github.com/google/uuid"
	"github.com/jackc/pgx/v5"

	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

// oldBM25SQL and oldBM25Arm are the English arm before ADR 0078, kept as
// the reference its one-round-trip pool must rank exactly as: over the
// match budget the statement returned nothing and the bounded pool
// (oldBoundedPool) took a round trip of its own.
const oldBM25SQL = `
SELECT id, document_id, token_count, tsv_english
FROM document_chunks
WHERE workspace_id = $1 AND embedding_model = ANY($2::text[]) AND readers && $6::text[] AND tsv_english @@ ` + bm25Query + `
  AND ($7::int < 0 OR (SELECT COALESCE(sum(s.df), 0) FROM chunk_term_stats s
                       WHERE s.workspace_id = $1 AND s.lexeme = ANY(tsvector_to_array(to_tsvector('english', $4::text) || to_tsvector('english', $5::text)))) <= $7::int)
ORDER BY ts_rank('{1,1,1,1}', tsv_english, ` + bm25Query + `, 1) DESC, title, chunk_index, id
LIMIT $3`

func oldBM25Arm(ctx context.Context, db queryer, r TextRanking, ws uuid.UUID, readers []string, models []string, text string, n int) ([]candidate, float64, bool, error) {
	var expansion string
	if r.Expansion > 0 {
		expansion = strings.Join(expand(text), " ")
	}
	b := &pgx.Batch{}
	b.Queue(termStatsSQL, ws, text, expansion)
	b.Queue(oldBM25SQL, ws, models, max(r.Pool, n), text, expansion, readers, r.MatchBudget)
	br := db.SendBatch(ctx, b)
	defer br.Close()
	st, err := readStats(br.Query())
	if err != nil {
		return nil, 0, false, err
	}
	if st.chunks == 0 {
		return nil, 0, false, br.Close()
	}
	if len(st.terms) == 0 {
		return nil, 0, true, br.Close()
	}
	idf := make(map[string]float64, len(st.terms))
	asked := make(map[string]float64, len(st.terms))
	var askedMass, unseenMass float64
	for _, t := range st.terms {
		idf[t.lexeme] = math.Log(1 + (st.chunks-t.df+0.5)/(t.df+0.5))
		if t.expanded {
			idf[t.lexeme] *= r.Expansion
		} else {
			asked[t.lexeme] = idf[t.lexeme]
			askedMass += idf[t.lexeme]
			if t.df == 0 {
				unseenMass += idf[t.lexeme]
			}
		}
	}
	var unseen float64
	if askedMass > 0 {
		unseen = unseenMass / askedMass
	}
	sc := poolScorer{r: r, idf: idf, asked: asked, askedMass: askedMass, avgTokens: st.avgTokens}
	if err := sc.read(br.Query()); err != nil {
		return nil, 0, false, err
	}
	if err := br.Close(); err != nil {
		return nil, 0, false, err
	}
	if len(sc.out) == 0 && r.MatchBudget > 0 {
		sc.seen = map[uuid.UUID]bool{}
		if err := boundedPool(ctx, db, &sc, boundedQueries(st), ws, readers, models, max(r.Pool, n), n); err != nil {
			return nil, 0, false, err
		}
	}
	out := sc.out
	sort.SliceStable(out, func(i, j int) bool { return out[i].ArmScore > out[j].ArmScore })
	return out[:min(n, len(out))], unseen, true, nil
}

// countingConn counts the batches a search connection sends: its round trips.
type countingConn struct {
	searchConn
	batches int
}

func (c *countingConn) SendBatch(ctx context.Context, b *pgx.Batch) pgx.BatchResults {
	c.batches++
	return c.searchConn.SendBatch(ctx, b)
}

func (c *countingConn) Query(ctx context.Context, sql string, args ...any) (pgx.Rows, error) {
	c.batches++
	return c.searchConn.Query(ctx, sql, args...)
}

func (c *countingConn) QueryRow(ctx context.Context, sql string, args ...any) pgx.Row {
	c.batches++
	return c.searchConn.QueryRow(ctx, sql, args...)
}

// poolVocabulary are the common words of the seeded corpus: real English
// nouns, some of them WordNet synonyms of others (invoice and bill, violin
// and fiddle, barrel and cask, orchard and grove), so that expansions reach
// chunks. poolRare are rare words: questions of two of them find fewer
// chunks holding both than the candidates wanted.
var (
	poolVocabulary = []string{"kettle", "garden", "invoice", "ladder", "tractor", "violin", "harbor", "pepper",
		"lantern", "anchor", "saddle", "marble", "copper", "meadow", "candle", "walnut", "barrel", "feather", "canyon", "orchard",
		"bill", "fiddle", "cask", "grove"}
	poolRare = []string{"quince", "sextant", "bellows", "trellis"}
)

// writePoolCorpus writes docs seeded Markdown documents into a new directory:
// each has a title word, sections headed by a word and bodies of random
// vocabulary words, so that words recur in every field and in most chunks'
// company.
func writePoolCorpus(t *testing.T, rng *rand.Rand, name string, docs int) string {
	t.Helper()
	dir := filepath.Join(t.TempDir(), name)
	if err := os.Mkdir(dir, 0o700); err != nil {
		t.Fatal(err)
	}
	pick := func() string {
		if rng.IntN(100) < 3 {
			return poolRare[rng.IntN(len(poolRare))]
		}
		return poolVocabulary[rng.IntN(len(poolVocabulary))]
	}
	for d := range docs {
		var b strings.Builder
		fmt.Fprintf(&b, "# The %s report %d\n\n", pick(), d)
		for s := range 1 + rng.IntN(3) {
			fmt.Fprintf(&b, "## About the %s\n\n", pick())
			for range 3 + rng.IntN(8) {
				fmt.Fprintf(&b, "The %s is near the %s. ", pick(), pick())
			}
			if s%2 == 1 {
				b.WriteString(filler(40)) // a longer chunk: length normalisation counts
			}
			b.WriteString("\n\n")
		}
		writeFile(t, filepath.Join(dir, fmt.Sprintf("%s-%03d.md", name, d)), b.String())
	}
	return dir
}

// TestBM25PoolInOneRoundTripRanksAsBefore: the English arm draws its pool in
// the round trip of the statistics whether or not the question is over the
// match budget (ADR 0078), and ranks exactly as the arm of two round trips
// did: the same chunks, the same scores and coverages, the same order, and
// the same unseen share, with and without a budget, over it and under it,
// with expansions and with chunks written since the statistics' last fold.
// Over the budget with enough chunks holding every term, it sends one batch
// where the old arm sent two (fails on the old code).
func TestBM25PoolInOneRoundTripRanksAsBefore(t *testing.T) {
	pool := testdb.New(t)
	ctx := context.Background()
	ws := newWorkspace(t, pool, "pool")
	rng := rand.New(rand.NewPCG(34, 78))
	loadCorpus(t, pool, ws, writePoolCorpus(t, rng, "folded", 90))
	// Written after the fold: these count through the deltas only.
	if _, err := corpus.LoadMarkdown(ctx, pool, ws, writePoolCorpus(t, rng, "fresh", 15), offline); err != nil {
		t.Fatal(err)
	}
	df := func(words ...string) (maxDF int) {
		for _, w := range words {
			var n int
			err := pool.QueryRow(ctx, `SELECT COALESCE(max(df), 0) FROM chunk_term_stats WHERE workspace_id = $1 AND lexeme = $2`, ws, w).Scan(&n)
			if err != nil {
				t.Fatal(err)
			}
			maxDF = max(maxDF, n)
		}
		return maxDF
	}
	type question struct {
		text string
		// over: a budget the question is over, but not so far over that
		// gin_fuzzy_search_limit samples (GIN reduces only when every
		// term's posting list exceeds the budget times the terms): a sample
		// is random, and two random samples cannot be compared.
		over int
	}
	var questions []question
	for range 12 {
		a, b := poolVocabulary[rng.IntN(len(poolVocabulary))], poolVocabulary[rng.IntN(len(poolVocabulary))]
		questions = append(questions, question{a + " " + b, df(a, b)})
	}
	for range 6 {
		a, b, c := poolVocabulary[rng.IntN(len(poolVocabulary))], poolVocabulary[rng.IntN(len(poolVocabulary))], poolVocabulary[rng.IntN(len(poolVocabulary))]
		questions = append(questions, question{"Where is the " + a + ", the " + b + " and the " + c + "?", df(a, b, c)})
	}
	for _, pair := range [][2]string{{"quince", "sextant"}, {"bellows", "trellis"}, {"sextant", "bellows"}, {"quince", "trellis"}} {
		questions = append(questions, question{pair[0] + " " + pair[1], df(pair[0], pair[1])})
	}
	questions = append(questions,
		question{"invoice violin", df("invoice", "violin")},     // synonyms the corpus uses: bill, fiddle
		question{"harbor zyzzyva", df("harbor")},                // a word the workspace never uses
		question{"kettle", 0},                                   // one term: over any budget it samples
		question{"zyzzyva quokka", 1},                           // nothing matches
		question{"O'Neil's back\\slash lantern", df("lantern")}, // quoting
		question{"the of and", 1},                               // stop words only
	)
	conn, err := acquireSearchConn(ctx, pool, DefaultEFSearch)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.conn.Release()
	overOnce, overTwice := 0, 0
	for _, q := range questions {
		budgets := []int{-1, 100_000}
		if q.over > 0 {
			budgets = append(budgets, q.over)
		}
		for _, budget := range budgets {
			for _, expansion := range []float64{0, DefaultExpansion} {
				r := DefaultRanking()
				r.MatchBudget, r.Expansion = budget, expansion
				want, wantUnseen, wantRanked, err := oldBM25Arm(ctx, conn, r, ws, everyone, []string{offline.Model()}, q.text, 30)
				if err != nil {
					t.Fatal(err)
				}
				cc := &countingConn{searchConn: conn}
				got, gotUnseen, gotRanked, err := bm25Arm(ctx, cc, r, ws, everyone, []string{offline.Model()}, q.text, 30)
				if err != nil {
					t.Fatalf("%q, budget %d: %v", q.text, budget, err)
				}
				name := fmt.Sprintf("%q, budget %d, expansion %.2f", q.text, budget, expansion)
				if gotUnseen != wantUnseen || gotRanked != wantRanked || len(got) != len(want) {
					t.Errorf("%s: %d candidates, unseen %v, ranked %v; before %d, %v, %v", name, len(got), gotUnseen, gotRanked, len(want), wantUnseen, wantRanked)
					continue
				}
				for i := range want {
					if got[i] != want[i] {
						t.Errorf("%s: candidate %d is %+v, before %+v", name, i+1, got[i], want[i])
						break
					}
				}
				if budget != q.over {
					continue
				}
				// Over the budget: the statistics and the pool in one
				// batch, and a second only when the chunks holding every
				// term were fewer than the candidates wanted.
				switch {
				case cc.batches == 1 && len(want) == 30:
					overOnce++
				case cc.batches == 1 && len(want) == 0:
					// nothing the workspace uses: no pool to draw
				case cc.batches == 2:
					overTwice++
				default:
					t.Errorf("%s: %d round trips for %d candidates", name, cc.batches, len(want))
				}
			}
		}
	}
	t.Logf("over the budget: %d in one round trip, %d in two", overOnce, overTwice)
	if overOnce == 0 || overTwice == 0 {
		t.Fatalf("%d questions took the bounded pool in one round trip, %d in two: the corpus no longer exercises both", overOnce, overTwice)
	}
}
