package retrieval

import (
	"context"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/google/uuid"

	"knowledgestack/internal/errs"
	"knowledgestack/internal/evaluation/corpus"
	"knowledgestack/internal/testdb"
)

func TestWorkspacesWithContradictoryAnswersEachGetTheirOwn(t *testing.T) {
	pool := testdb.New(t)
	answers := map[string]string{"north": "rosebud-alpha", "south": "tulip-omega"}
	ws := map[string]uuid.UUID{}
	corpora := map[string]corpus.Corpus{}
	for name, answer := range answers {
		ws[name] = newWorkspace(t, pool, name)
		corpora[name] = writeCorpus(t, pool, ws[name], map[string]string{
			"wifi.md": "# Office Wi-Fi\n\n## Guest network\n\nThe guest Wi-Fi password is " + answer +
				". Ask reception if it does not work.\n\n## Staff network\n\n" + filler(6),
			"gearbox.md": "# Gearbox care\n\n" + filler(12),
		})
	}
	s := newSearcher(pool, Options{})
	for name, answer := range answers {
		t.Run(name+" sees only its own chunks and answer", func(t *testing.T) {
			res := search(t, s, ws[name], "What is the guest Wi-Fi password?", 6)
			if len(res.Hits) == 0 {
				t.Fatalf("no hits, empty=%q", res.Empty)
			}
			for _, h := range res.Hits {
				if _, ok := corpora[name].Files[h.DocumentID]; !ok {
					t.Errorf("hit %s (%s) is not a document of workspace %s", h.ChunkID, h.Title, name)
				}
				for other, a := range answers {
					if other != name && strings.Contains(h.Content, a) {
						t.Errorf("hit carries the other workspace's answer %q", a)
					}
				}
			}
			if !strings.Contains(res.Hits[0].Snippet, answer) {
				t.Errorf("top snippet %q does not give %q", res.Hits[0].Snippet, answer)
			}
		})
		// Search also re-checks the workspace when it loads hit details, which
		// would hide an arm that leaks; so each arm is checked on its own.
		t.Run(name+": every arm filters by workspace on its own", func(t *testing.T) {
			ctx := context.Background()
			tx, err := begin(ctx, pool, DefaultEFSearch)
			if err != nil {
				t.Fatal(err)
			}
			defer tx.Rollback(ctx)
			model := offline.Model()
			vecs, _ := offline.Embed(ctx, []string{"guest Wi-Fi password"})
			arms := map[string]func() ([]candidate, error){
				"vector": func() ([]candidate, error) {
					return vectorArm(ctx, tx, ws[name], everyone, model, false, vecs[0], 40, -1)
				},
				"english": func() ([]candidate, error) {
					out, _, err := englishArm(ctx, tx, DefaultRanking(), false, ws[name], everyone, []string{model}, "guest Wi-Fi password", 40)
					return out, err
				},
				"identifier": func() ([]candidate, error) {
					return textArm(ctx, tx, identifierSQL, ws[name], everyone, []string{model}, identifierQuery([]string{"guest Wi-Fi password"}), 40)
				},
			}
			for armName, run := range arms {
				got, err := run()
				if err != nil {
					t.Fatal(err)
				}
				if len(got) == 0 {
					t.Errorf("%s arm returned nothing", armName)
				}
				for _, c := range got {
					if _, ok := corpora[name].Files[c.DocumentID]; !ok {
						t.Errorf("%s arm returned chunk %s of another workspace", armName, c.ChunkID)
					}
				}
			}
		})
	}
}

func TestIdentifierArmFindsWhatTheVectorArmMisses(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "codes")
	files := map[string]string{
		// The code is one sentence in a long chunk about something else, so
		// its words weigh little in the chunk's vector.
		"servo.md": "# Servo maintenance\n\n" + filler(10) + " The drive reports ERR-4021 when the motor current trips. " + filler(10),
	}
	for i := range 8 {
		files[fmt.Sprintf("messages-%d.md", i)] = fmt.Sprintf("# Panel messages %d\n\nWhat does an error message mean? "+
			"What does it mean when the panel shows a message? Each message means something: look up what it means. "+
			"Ask what the message does mean before you reset. Page %d.", i, i)
	}
	c := writeCorpus(t, pool, ws, files)
	const question = "What does ERR-4021 mean?"
	target := c.Documents["servo.md"]

	vector := search(t, newSearcher(pool, Options{Mode: ModeVector}), ws, question, 6)
	for _, h := range vector.Hits {
		if h.DocumentID == target {
			t.Fatalf("precondition: the vector arm alone already finds the chunk; the test proves nothing")
		}
	}
	hybrid := search(t, newSearcher(pool, Options{}), ws, question, 6)
	if len(hybrid.Hits) == 0 || hybrid.Hits[0].DocumentID != target {
		t.Fatalf("hybrid top hit is not the ERR-4021 chunk: %+v", titles(hybrid.Hits))
	}
	if hybrid.Hits[0].IdentifierRank != 1 {
		t.Errorf("identifier rank = %d, want 1", hybrid.Hits[0].IdentifierRank)
	}
	if !strings.Contains(hybrid.Hits[0].Snippet, "ERR-4021") {
		t.Errorf("snippet %q does not show the code", hybrid.Hits[0].Snippet)
	}
}

func TestPerDocumentCap(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "cap")
	var big strings.Builder
	big.WriteString("# Badges\n\n")
	for i := range 8 {
		fmt.Fprintf(&big, "## Badge rule %d\n\nYour access badge opens door %d. %s\n\n", i, i, filler(8))
	}
	c := writeCorpus(t, pool, ws, map[string]string{
		"badges.md":  big.String(),
		"lobby.md":   "# Lobby\n\nVisitors get a paper badge at the lobby desk.",
		"parking.md": "# Parking\n\nShow your access badge at the parking gate.",
	})
	bigID := c.Documents["badges.md"]
	count := func(hits []Hit) int {
		n := 0
		for _, h := range hits {
			if h.DocumentID == bigID {
				n++
			}
		}
		return n
	}
	uncapped := search(t, newSearcher(pool, Options{PerDocument: -1}), ws, "access badge door", 6)
	if count(uncapped.Hits) <= 2 {
		t.Fatalf("precondition: without a cap the big document fills only %d of 6", count(uncapped.Hits))
	}
	for _, limit := range []int{6, 3} {
		t.Run(fmt.Sprintf("at most two chunks of one document in the top %d", limit), func(t *testing.T) {
			res := search(t, newSearcher(pool, Options{}), ws, "access badge door", limit)
			if n := count(res.Hits); n != 2 {
				t.Errorf("big document has %d hits, want exactly the cap of 2", n)
			}
			if len(res.Hits) > limit {
				t.Errorf("%d hits for limit %d", len(res.Hits), limit)
			}
		})
	}
}

func TestEmptyResults(t *testing.T) {
	pool := testdb.New(t)
	s := newSearcher(pool, Options{})
	ctx := context.Background()

	t.Run("an empty workspace says so and is not an error", func(t *testing.T) {
		ws := newWorkspace(t, pool, "empty")
		wantNoHits(t, s, ws, "Where is the holiday policy?", EmptyWorkspace)
	})
	t.Run("chunks of another embedding model are invisible", func(t *testing.T) {
		ws := newWorkspace(t, pool, "stale")
		writeCorpus(t, pool, ws, map[string]string{"leave.md": "# Leave\n\nThe holiday policy gives 25 days."})
		if _, err := pool.Exec(ctx, `UPDATE document_chunks SET embedding_model = 'retired-model' WHERE workspace_id = $1`, ws); err != nil {
			t.Fatal(err)
		}
		wantNoHits(t, s, ws, "holiday policy", EmptyWorkspace)
	})
	t.Run("a question nothing matches is no_match", func(t *testing.T) {
		ws := newWorkspace(t, pool, "nomatch")
		writeCorpus(t, pool, ws, map[string]string{"leave.md": "# Leave\n\nThe holiday policy gives 25 days."})
		wantNoHits(t, s, ws, "zqxjv wwkkp", NoMatch)
	})
	t.Run("a question of stop words only still gets full-text hits", func(t *testing.T) {
		ws := newWorkspace(t, pool, "stopwords")
		writeCorpus(t, pool, ws, map[string]string{"about.md": "# About us\n\nWho we are: a robot maker.", "gearbox.md": "# Gearbox care\n\n" + filler(4)})
		res := search(t, newSearcher(pool, Options{Mode: ModeText}), ws, "Who are we?", 6)
		if len(res.Hits) == 0 || res.Hits[0].Title != "About us" {
			t.Fatalf("got %s, empty=%q", titles(res.Hits), res.Empty)
		}
	})
	t.Run("a bad query is an invalid error", func(t *testing.T) {
		for _, q := range []Query{{WorkspaceID: uuid.New(), Text: "  "}, {Text: "x"}, {WorkspaceID: uuid.New(), Text: strings.Repeat("a", MaxQuestionRunes+1)}} {
			if _, err := s.Search(ctx, q); !errs.Is(err, errs.Invalid) {
				t.Errorf("query %.20q: err %v, want invalid", q.Text, err)
			}
		}
	})
}

func TestSearchWritesRetrievalLog(t *testing.T) {
	pool := testdb.New(t)
	ws := newWorkspace(t, pool, "log")
	writeCorpus(t, pool, ws, map[string]string{"leave.md": "# Leave\n\n## Holidays\n\nThe holiday policy gives 25 days.\n\n## Sick days\n\n" + filler(8)})
	s := newSearcher(pool, Options{})
	const question = "How many holiday days?"
	res := search(t, s, ws, question, 6)
	search(t, s, newWorkspace(t, pool, "log-empty"), question, 6)

	var (
		q      string
		ids    []uuid.UUID
		scores []float64
		ms     float64
	)
	err := pool.QueryRow(context.Background(), `
		SELECT question, chunk_ids, scores, duration_ms FROM retrieval_log WHERE workspace_id = $1`, ws).
		Scan(&q, &ids, &scores, &ms)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uuid.UUID, len(res.Hits))
	for i, h := range res.Hits {
		want[i] = h.ChunkID
		if scores[i] != h.Score {
			t.Errorf("score %d logged %v, returned %v", i, scores[i], h.Score)
		}
	}
	if q != question || !slices.Equal(ids, want) || ms <= 0 {
		t.Errorf("log row = %q %v %vms, want %q %v", q, ids, ms, question, want)
	}
	var total int
	if err := pool.QueryRow(context.Background(), `SELECT count(*) FROM retrieval_log`).Scan(&total); err != nil || total != 2 {
		t.Errorf("%d log rows (err %v), want 2: empty searches are logged too", total, err)
	}
}

// wantNoHits searches question in ws and wants no hits, for the reason empty.
func wantNoHits(t *testing.T, s *Searcher, ws uuid.UUID, question, empty string) {
	t.Helper()
	res := search(t, s, ws, question, 6)
	if len(res.Hits) != 0 || res.Empty != empty {
		t.Fatalf("got %s, empty=%q", titles(res.Hits), res.Empty)
	}
}

func titles(hits []Hit) string {
	var b strings.Builder
	for _, h := range hits {
		fmt.Fprintf(&b, "[%s / %s v%d e%d i%d] ", h.Title, h.HeadingPath, h.VectorRank, h.EnglishRank, h.IdentifierRank)
	}
	return b.String()
}
