package retrieval

import (
	"context"
	"os"
	"strings"
	"testing"

	"knowledgestack/internal/embed"
	"knowledgestack/internal/testdb"
)

// evalCorpus is a handbook the evaluation runs in CI, with the floors its
// hybrid recall@5 must stay at or above, overall and per question kind. The
// floors are the measured figures of ADR 0042 (the word-vector embedder) minus about
// one question of margin per row, so a real regression fails and a tie reshuffle does not.
type evalCorpus struct {
	name, dir, questions string
	minQuestions         int
	floors               map[string]float64 // kind ("all" too) → hybrid recall@5 floor
}

var evalCorpora = []evalCorpus{
	{
		name: "demo handbook", dir: handbookDir, questions: handbookDir + "/questions.jsonl", minQuestions: 100,
		floors: map[string]float64{"all": 0.86, "document": 0.96, "identifier": 0.96, "paraphrased": 0.72},
	},
	{
		name: "18F handbook", dir: "testdata/18f-handbook/pages", questions: "testdata/18f-handbook/questions.jsonl", minQuestions: 70,
		floors: map[string]float64{"all": 0.94, "document": 0.96, "identifier": 0.93, "paraphrased": 0.86},
	},
}

func TestEvalHandbooks(t *testing.T) {
	pool := testdb.New(t)
	for _, ec := range evalCorpora {
		t.Run(ec.name, func(t *testing.T) {
			ws := newWorkspace(t, pool, "eval")
			c := loadCorpus(t, pool, ws, ec.dir)
			qs := readFile(t, ec.questions, ReadQuestions)
			if len(qs) < ec.minQuestions {
				t.Fatalf("the corpus needs at least %d questions, has %d", ec.minQuestions, len(qs))
			}
			for _, q := range qs {
				if _, ok := c.Documents[q.ExpectedFile]; !ok {
					t.Fatalf("question %q expects %s, not in the corpus", q.Question, q.ExpectedFile)
				}
			}
			byMode := map[Mode]Scores{}
			var rows []Scores
			for _, m := range []Mode{ModeVector, ModeText, ModeHybrid} {
				sc, err := Evaluate(context.Background(), newSearcher(pool, Options{Mode: m}), ws, c, qs)
				if err != nil {
					t.Fatal(err)
				}
				byMode[m] = sc
				rows = append(rows, sc)
			}
			var b strings.Builder
			if err := WriteTable(&b, rows); err != nil {
				t.Fatal(err)
			}
			if err := WriteMisses(&b, byMode[ModeHybrid]); err != nil {
				t.Fatal(err)
			}
			t.Logf("%d files, %d chunks\n%s", len(c.Documents), c.Chunks, b.String())

			hybrid := byMode[ModeHybrid]
			for kind, floor := range ec.floors {
				row, ok := hybrid.Row(kind)
				if !ok {
					t.Errorf("no questions of kind %q", kind)
					continue
				}
				if row.RecallAt5 < floor {
					t.Errorf("hybrid recall@5 on %s questions = %.3f, floor %.3f", kind, row.RecallAt5, floor)
				}
				for _, m := range []Mode{ModeVector, ModeText} {
					single, _ := byMode[m].Row(kind)
					if row.RecallAt5 < single.RecallAt5 {
						t.Errorf("%s questions: hybrid recall@5 %.3f < %s %.3f", kind, row.RecallAt5, m, single.RecallAt5)
					}
				}
			}
		})
	}
}

func TestLoadCorpusRecursesAndNamesFilesByRelativePath(t *testing.T) {
	pool := testdb.New(t)
	dir := t.TempDir()
	for name, md := range map[string]string{
		"top.md":                 "# Top\n\nAlpha text about kettles.",
		"team/leave/vacation.md": "---\ntitle: x\n---\n\nBravo text about holidays.",
		"team/notes.markdown":    "# Notes\n\nCharlie text.",
		".hidden/secret.md":      "# Hidden\n\nNever loaded.",
		"team/readme.txt":        "not Markdown",
	} {
		if err := os.MkdirAll(dir+"/"+name[:strings.LastIndex("/"+name, "/")], 0o700); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(dir+"/"+name, []byte(md), 0o600); err != nil {
			t.Fatal(err)
		}
	}
	c := loadCorpus(t, pool, newWorkspace(t, pool, "rec"), dir)
	var got []string
	for name := range c.Documents {
		got = append(got, name)
	}
	want := map[string]bool{"top.md": true, "team/leave/vacation.md": true, "team/notes.markdown": true}
	if len(got) != len(want) {
		t.Fatalf("loaded %v, want %v", got, want)
	}
	for _, g := range got {
		if !want[g] {
			t.Errorf("loaded %s", g)
		}
	}
	var title string
	if err := pool.QueryRow(context.Background(), `SELECT title FROM documents WHERE id = $1`,
		c.Documents["team/leave/vacation.md"]).Scan(&title); err != nil || title != "vacation" {
		t.Errorf("title without a heading = %q (err %v), want the file name", title, err)
	}
	if _, err := LoadCorpus(context.Background(), pool, newWorkspace(t, pool, "empty"), t.TempDir(), embed.NewLocal()); err == nil {
		t.Error("an empty folder loaded without error")
	}
}

func TestReadQuestions(t *testing.T) {
	tests := []struct {
		name, in string
		want     int
		wantErr  bool
	}{
		{"reads lines and skips blanks", "{\"question\":\"a?\",\"expected_file\":\"a.md\"}\n\n{\"question\":\"b?\",\"expected_file\":\"b.md\",\"expected_heading\":\"H\",\"kind\":\"document\"}\n", 2, false},
		{"rejects a line without an expected file", `{"question":"a?"}`, 0, true},
		{"rejects malformed JSON", `{"question":`, 0, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			qs, err := ReadQuestions(strings.NewReader(tt.in))
			if (err != nil) != tt.wantErr || len(qs) != tt.want {
				t.Fatalf("got %d questions, err %v", len(qs), err)
			}
		})
	}
}
