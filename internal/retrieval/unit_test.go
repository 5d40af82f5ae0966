package retrieval

import (
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/google/uuid"

	"knowledgestack/internal/embed"
)

func TestIdentifiers(t *testing.T) {
	tests := []struct {
		name, question string
		want           []string
	}{
		{"finds an error code", "What does ERR-4021 mean?", []string{"ERR-4021"}},
		{"finds part numbers and versions", "Is NR-CTL-3300 fixed by 5.8.2b?", []string{"NR-CTL-3300", "5.8.2b"}},
		{"finds snake_case and CamelCase", "Where is max_torque set in FleetView?", []string{"max_torque", "FleetView"}},
		{"finds quoted phrases", "What is \"safe torque off\" and `nrctl diag`?", []string{"safe torque off", "nrctl diag"}},
		{"ignores plain prose", "How long can a new mum stay home on full pay?", nil},
		{"ignores short and sentence-initial words", "Is it OK? A B2 C", nil},
		{"deduplicates case-insensitively", "ERR-4021 or err-4021", []string{"ERR-4021"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := Identifiers(tt.question); !slices.Equal(got, tt.want) {
				t.Errorf("Identifiers(%q) = %q, want %q", tt.question, got, tt.want)
			}
		})
	}
}

func TestProseQueryDropsOperators(t *testing.T) {
	got := proseQuery(`"holiday pay" -contractors ERR-4021`)
	if strings.ContainsAny(got, `"`) || strings.Contains(got, " -contractors") || !strings.Contains(got, "ERR-4021") {
		t.Errorf("proseQuery = %q", got)
	}
}

func TestFuse(t *testing.T) {
	docA, docB, docC := uuid.New(), uuid.New(), uuid.New()
	c := func(doc uuid.UUID) candidate { return candidate{ChunkID: uuid.New(), DocumentID: doc} }
	a1, a2, a3, b1, c1 := c(docA), c(docA), c(docA), c(docB), c(docC)

	t.Run("a chunk both arms return outranks one arm's first", func(t *testing.T) {
		got := fuse([]ranked{
			{arm: armVector, weight: 1, hits: []candidate{a1, b1}},
			{arm: armEnglish, weight: 1, hits: []candidate{c1, b1}},
		}, 60, 2, 6)
		if got[0].ChunkID != b1.ChunkID || got[0].VectorRank != 2 || got[0].EnglishRank != 2 {
			t.Fatalf("top = %+v", got[0])
		}
		if want := 2.0 / 62; got[0].Score != want {
			t.Errorf("score = %v, want %v", got[0].Score, want)
		}
	})
	t.Run("the per-document cap skips a third chunk of one document", func(t *testing.T) {
		got := fuse([]ranked{{arm: armVector, weight: 1, hits: []candidate{a1, a2, a3, b1}}}, 60, 2, 6)
		var ids []uuid.UUID
		for _, h := range got {
			ids = append(ids, h.ChunkID)
		}
		if !slices.Equal(ids, []uuid.UUID{a1.ChunkID, a2.ChunkID, b1.ChunkID}) {
			t.Errorf("got %v", ids)
		}
	})
	t.Run("no cap when negative, and the limit holds", func(t *testing.T) {
		if got := fuse([]ranked{{arm: armVector, weight: 1, hits: []candidate{a1, a2, a3, b1}}}, 60, -1, 3); len(got) != 3 || got[2].ChunkID != a3.ChunkID {
			t.Errorf("got %d hits", len(got))
		}
	})
	t.Run("nothing in, nothing out", func(t *testing.T) {
		if got := fuse(nil, 60, 2, 6); len(got) != 0 {
			t.Errorf("got %d hits", len(got))
		}
	})
}

func TestDefaultsDependOnTheEmbedder(t *testing.T) {
	t.Run("the hashing embedder's vector arm counts for less", func(t *testing.T) {
		o := Options{}.withDefaults(embed.LocalModel)
		if o.Weights.Vector != LocalVectorWeight || o.Weights.English != 1 || o.Weights.Identifier != 1 {
			t.Errorf("weights = %+v", o.Weights)
		}
	})
	t.Run("another model's vector arm counts fully", func(t *testing.T) {
		if o := (Options{}).withDefaults("text-embedding-3-small"); o.Weights.Vector != 1 {
			t.Errorf("weights = %+v", o.Weights)
		}
	})
	t.Run("explicit settings win, and classic RRF is one option away", func(t *testing.T) {
		o := Options{RRFK: ClassicRRFK, Weights: ArmWeights{Vector: 1}}.withDefaults(embed.LocalModel)
		if o.RRFK != 60 || o.Weights.Vector != 1 || o.Ranking != DefaultRanking() {
			t.Errorf("options = %+v", o)
		}
	})
	t.Run("an unknown rank function falls back to ts_rank_cd", func(t *testing.T) {
		if o := (Options{Ranking: TextRanking{Func: "drop table"}}).withDefaults(""); o.Ranking.Func != "ts_rank_cd" {
			t.Errorf("func = %q", o.Ranking.Func)
		}
	})
}

func TestSnippet(t *testing.T) {
	md := "## Sick days\n\nYou report sickness to your manager. **Sick pay** is 100% for the first [six weeks](https://x/y).\n\n| Days | Pay |\n|---|---|\n| 1-42 | full |"
	got := snippet(md, "How long is sick pay paid in full?")
	if !strings.HasPrefix(got, "… Sick pay is 100% for the first six weeks.") {
		t.Errorf("snippet = %q", got)
	}
	if strings.ContainsAny(got, "*[]()#") || strings.Contains(got, "---") {
		t.Errorf("snippet keeps Markdown marks: %q", got)
	}
	long := snippet(strings.Repeat("word ", 500), "word")
	if n := utf8.RuneCountInString(long); n > SnippetMax || !strings.HasSuffix(long, "…") {
		t.Errorf("long snippet has %d runes: %q", n, long[:40])
	}
}

func FuzzSnippet(f *testing.F) {
	f.Add("## H\n\nSome **bold** text. [a](b) | c |", "bold text")
	f.Add("```\ncode\n```", "")
	f.Fuzz(func(t *testing.T, md, q string) {
		s := snippet(md, q)
		if utf8.RuneCountInString(s) > SnippetMax {
			t.Fatalf("snippet of %d runes", utf8.RuneCountInString(s))
		}
		if utf8.ValidString(md) && !utf8.ValidString(s) {
			t.Fatalf("invalid UTF-8 out of valid input")
		}
	})
}

func FuzzIdentifiers(f *testing.F) {
	f.Add(`What does ERR-4021 mean in "safe torque off" max_torque?`)
	f.Fuzz(func(t *testing.T, q string) {
		ids := Identifiers(q)
		if len(ids) > maxIdentifiers {
			t.Fatalf("%d identifiers", len(ids))
		}
		if strings.Count(identifierQuery(ids), `"`)%2 != 0 {
			t.Fatalf("unbalanced quotes in %q", identifierQuery(ids))
		}
	})
}

func TestDropQuestionFormKeepsTheTopicWords(t *testing.T) {
	for in, want := range map[string]string{
		"How many vacation days do new employees get?": "How vacation days do new employees get?",
		"how LONG, roughly, is the warranty":           "how roughly, is the warranty",
		"How often do engineers get a new computer?":   "How do engineers get a new computer?",
		"Many teams: how to book a long trip":          "Many teams: how to book a long trip",
		"How":                                          "How",
	} {
		if got := dropQuestionForm(in); got != want {
			t.Errorf("dropQuestionForm(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestExpandAddsSynonymsOfContentWordsOnly(t *testing.T) {
	got := expand("How many vacation days do I get when unwell?")
	has := func(w string) bool {
		for _, g := range got {
			if g == w {
				return true
			}
		}
		return false
	}
	if !has("holiday") || !has("ailing") {
		t.Errorf("expand = %v, want holiday (vacation) and ailing (unwell)", got)
	}
	for _, w := range []string{"acquire", "become", "vacation", "unwell"} {
		if has(w) {
			t.Errorf("expand = %v: %q is a stop/light word's synonym or the question's own word", got, w)
		}
	}
	long := expand(strings.Repeat("salary car doctor computer program vacation raise freelance ", 10))
	if len(long) > maxExpansion {
		t.Errorf("%d expansion words, bound %d", len(long), maxExpansion)
	}
}
