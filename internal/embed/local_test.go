package embed

import (
	"context"
	"math"
	"testing"

	"knowledgestack/internal/chunk/chunktest"
)

func cosine(a, b []float32) float64 {
	var dot, na, nb float64
	for i := range a {
		dot += float64(a[i]) * float64(b[i])
		na += float64(a[i]) * float64(a[i])
		nb += float64(b[i]) * float64(b[i])
	}
	return dot / math.Sqrt(na*nb)
}

func embedOne(t testing.TB, e Embedder, s string) []float32 {
	t.Helper()
	v, err := e.Embed(context.Background(), []string{s})
	if err != nil {
		t.Fatalf("Embed: %v", err)
	}
	return v[0]
}

// offlineEmbedders are the embedders that run in the process, each with
// the properties every vector space needs.
func offlineEmbedders(t testing.TB) []Embedder {
	t.Helper()
	wv, err := NewWordVec()
	if err != nil {
		t.Fatal(err)
	}
	return []Embedder{NewLocal(), wv}
}

func TestOfflineVectorsAreUnitLengthAndFullSize(t *testing.T) {
	inputs := []string{"", "   \n", "word", "Passwords are hashed with bcrypt.", "## Ünïcode – 日本語のテキスト 42", "zzqx vvbnm"}
	for _, e := range offlineEmbedders(t) {
		t.Run(e.Model(), func(t *testing.T) {
			vecs, err := e.Embed(context.Background(), inputs)
			if err != nil {
				t.Fatal(err)
			}
			if len(vecs) != len(inputs) {
				t.Fatalf("got %d vectors for %d inputs", len(vecs), len(inputs))
			}
			for i, v := range vecs {
				if len(v) != e.Dimensions() {
					t.Fatalf("input %q: %d dims, want %d", inputs[i], len(v), e.Dimensions())
				}
				var sq float64
				for _, f := range v {
					if math.IsNaN(float64(f)) {
						t.Fatalf("input %q: NaN", inputs[i])
					}
					sq += float64(f) * float64(f)
				}
				if math.Abs(math.Sqrt(sq)-1) > 1e-5 {
					t.Fatalf("input %q: norm %f", inputs[i], math.Sqrt(sq))
				}
			}
			if cosine(vecs[0], vecs[1]) < 0.9999 {
				t.Error("empty and blank inputs differ: texts without words must share one fixed vector")
			}
			again := embedOne(t, e, inputs[3])
			for i := range again {
				if again[i] != vecs[3][i] {
					t.Fatalf("the same text twice: dimension %d differs (%v vs %v)", i, again[i], vecs[3][i])
				}
			}
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			if _, err := e.Embed(ctx, inputs); err == nil {
				t.Error("cancelled context was ignored")
			}
		})
	}
}

func TestLocalModelName(t *testing.T) {
	if NewLocal().Model() != "local-hash-v1" {
		t.Fatalf("model %q", NewLocal().Model())
	}
}

func TestLocalIgnoresCaseAndPunctuation(t *testing.T) {
	a := embedOne(t, NewLocal(), "Reset your PASSWORD, then log in.")
	b := embedOne(t, NewLocal(), "reset your password then log in")
	if c := cosine(a, b); c < 0.9999 {
		t.Fatalf("cosine %f", c)
	}
}

func TestLocalSimilarTextsAreCloser(t *testing.T) {
	l := NewLocal()
	query := embedOne(t, l, "how do I reset my password")
	near := embedOne(t, l, "To reset your password, open settings and choose reset password.")
	far := embedOne(t, l, "Quarterly revenue grew in the northern sales region.")
	if cn, cf := cosine(query, near), cosine(query, far); cn <= cf {
		t.Fatalf("related cosine %f is not above unrelated %f", cn, cf)
	}
}

func TestLocalBigramsCarryWordOrder(t *testing.T) {
	l := NewLocal()
	a := embedOne(t, l, "dog bites man")
	b := embedOne(t, l, "man bites dog")
	c := embedOne(t, l, "dog bites man")
	if cosine(a, b) > 0.9 {
		t.Fatalf("reordered words look identical: cosine %f", cosine(a, b))
	}
	if cosine(a, c) < 0.9999 {
		t.Fatal("same text differs")
	}
	// Sharing a phrase beats sharing the same words in another order.
	q := embedOne(t, l, "access token expired")
	phrase := embedOne(t, l, "the access token expired yesterday")
	shuffled := embedOne(t, l, "the expired token access yesterday")
	if cosine(q, phrase) <= cosine(q, shuffled) {
		t.Fatalf("phrase %f not above shuffled %f", cosine(q, phrase), cosine(q, shuffled))
	}
}

func BenchmarkLocalEmbed(b *testing.B) {
	l := NewLocal()
	text := ""
	for len(text) < 2000 {
		text += "The sync pass re-indexes documents whose upstream edit time or content hash changed. "
	}
	inputs := make([]string, 64)
	for i := range inputs {
		inputs[i] = text
	}
	tokens := chunktest.Default(b).CountTokens(text)
	b.SetBytes(int64(len(text) * len(inputs)))
	for b.Loop() {
		if _, err := l.Embed(context.Background(), inputs); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(tokens*len(inputs)*b.N)/b.Elapsed().Seconds(), "tokens/s")
}
