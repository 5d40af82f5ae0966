package seqtag

import (
	"bytes"
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

var toyLabels = []string{"O", "B", "I"}

// toySentence makes a sentence of a toy language: "k" opens a name, every
// "z" right after a name continues it, any other "z" is plain text, and the
// remaining words are plain text. Features are the word alone, so the
// transitions must carry the difference between the two kinds of "z".
func toySentence(r *rand.Rand) ([]string, []int) {
	words := []string{"a", "b", "c", "z"}
	n := 1 + r.IntN(12)
	var toks []string
	var gold []int
	for len(toks) < n {
		if r.IntN(4) == 0 {
			toks, gold = append(toks, "k"), append(gold, 1)
			for r.IntN(2) == 0 {
				toks, gold = append(toks, "z"), append(gold, 2)
			}
			continue
		}
		w := words[r.IntN(len(words))]
		if w == "z" && len(gold) > 0 && gold[len(gold)-1] != 0 {
			w = "a" // a z here would continue the name
		}
		toks, gold = append(toks, w), append(gold, 0)
	}
	return toks, gold
}

func toyFeats(toks []string) [][]Feature {
	fs := make([][]Feature, len(toks))
	for i, t := range toks {
		fs[i] = []Feature{Hash("w", t), Hash("bias")}
	}
	return fs
}

func trainToy(t *testing.T, bits uint) *Model {
	t.Helper()
	tr := NewTrainer(toyLabels, bits)
	r := rand.New(rand.NewPCG(1, 2))
	for range 3000 {
		toks, gold := toySentence(r)
		tr.Update(toyFeats(toks), gold)
	}
	return tr.Model("toy v1")
}

func TestLearnsAToyLanguage(t *testing.T) {
	m := trainToy(t, 10)
	r := rand.New(rand.NewPCG(7, 8)) // sentences the trainer never saw
	var tokens, wrong int
	var out []int
	var margins []float64
	for range 500 {
		toks, gold := toySentence(r)
		feats := toyFeats(toks)
		out = m.Tag(feats, out)
		margins = m.Margins(feats, 0, margins)
		for i := range gold {
			tokens++
			if out[i] != gold[i] {
				wrong++
			}
			if (out[i] != 0 && margins[i] < 0) || (out[i] == 0 && margins[i] > 0) {
				t.Fatalf("margin %v disagrees with tag %d at %d of %v", margins[i], out[i], i, toks)
			}
		}
	}
	if wrong != 0 {
		t.Fatalf("%d of %d tokens tagged wrong on a language transitions can learn exactly", wrong, tokens)
	}
	got := m.Tag(toyFeats([]string{"a", "z", "k", "z", "z", "b", "z"}), nil)
	want := []int{0, 0, 1, 2, 2, 0, 0}
	for i := range want {
		if got[i] != want[i] {
			t.Fatalf("tags %v, want %v", got, want)
		}
	}
	if m.Meta() != "toy v1" || m.Bits() != 10 || len(m.Labels()) != 3 {
		t.Fatalf("header read back as meta %q bits %d labels %v", m.Meta(), m.Bits(), m.Labels())
	}
}

func TestTrainingIsDeterministic(t *testing.T) {
	a, _ := trainToy(t, 10).MarshalBinary()
	b, _ := trainToy(t, 10).MarshalBinary()
	if !bytes.Equal(a, b) {
		t.Fatal("two trainings on the same sentences gave different model bytes")
	}
}

func TestHashIsStable(t *testing.T) {
	// Fixed values: a change here invalidates every shipped model.
	if got := Hash(); got != 14695981039346656037 {
		t.Fatalf("Hash() = %d", got)
	}
	if got := Hash("a"); got != 0xaf63dc4c8601ec8c {
		t.Fatalf("Hash(a) = %#x", uint64(got))
	}
	if Hash("ab", "c") == Hash("a", "bc") || Hash("ab", "c") == Hash("abc") {
		t.Fatal("parts are not separated")
	}
	if n := testing.AllocsPerRun(100, func() { _ = Hash("w", "word") }); n != 0 {
		t.Fatalf("Hash allocates %v times", n)
	}
}

func TestRoundTrip(t *testing.T) {
	m := trainToy(t, 10)
	b, err := m.MarshalBinary()
	if err != nil {
		t.Fatal(err)
	}
	m2, err := Load(bytes.Clone(b))
	if err != nil {
		t.Fatal(err)
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 200 {
		toks, _ := toySentence(r)
		f := toyFeats(toks)
		a, c := m.Tag(f, nil), m2.Tag(f, nil)
		ma, mc := m.Margins(f, 0, nil), m2.Margins(f, 0, nil)
		tb, mb := m2.TagMargins(f, 0, nil, nil)
		for i := range a {
			if a[i] != c[i] || ma[i] != mc[i] || tb[i] != a[i] || mb[i] != ma[i] {
				t.Fatalf("reloaded model differs on %v", toks)
			}
		}
	}
}

func TestLoadRejectsTruncatedAndCorrupt(t *testing.T) {
	b, _ := trainToy(t, 6).MarshalBinary()
	for n := 0; n < len(b); n++ {
		if _, err := Load(b[:n]); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("truncated to %d of %d bytes: err %v", n, len(b), err)
		}
	}
	if _, err := Load(append(bytes.Clone(b), 0)); !errors.Is(err, ErrCorrupt) {
		t.Fatalf("a trailing byte: err %v", err)
	}
	for i := range b {
		c := bytes.Clone(b)
		c[i] ^= 0x40
		if _, err := Load(c); !errors.Is(err, ErrCorrupt) {
			t.Fatalf("byte %d flipped: err %v", i, err)
		}
	}
}

func TestLoadReadsInPlace(t *testing.T) {
	small, _ := trainToy(t, 6).MarshalBinary()
	large, _ := trainToy(t, 18).MarshalBinary()
	allocs := func(b []byte) float64 {
		return testing.AllocsPerRun(20, func() {
			if _, err := Load(b); err != nil {
				t.Fatal(err)
			}
		})
	}
	if a, b := allocs(small), allocs(large); a != b || a > 8 {
		t.Fatalf("Load allocates %v times for a %d-byte model and %v for %d bytes", a, len(small), b, len(large))
	}
	m, _ := Load(large)
	if &m.w[len(m.w)-1] != &large[len(large)-5] {
		t.Fatal("the weight table was copied")
	}
}

func TestEmptySentence(t *testing.T) {
	m := trainToy(t, 6)
	if got := m.Tag(nil, nil); len(got) != 0 {
		t.Fatalf("Tag(nil) = %v", got)
	}
	if got := m.Margins(nil, 0, nil); len(got) != 0 {
		t.Fatalf("Margins(nil) = %v", got)
	}
}

func BenchmarkTag(b *testing.B) {
	tr := NewTrainer(toyLabels, 20)
	m := tr.Model("bench")
	feats := make([][]Feature, 30)
	for i := range feats {
		for j := range 40 {
			feats[i] = append(feats[i], Hash("f", string(rune('a'+i)), string(rune('a'+j))))
		}
	}
	var out []int
	b.ReportAllocs()
	for b.Loop() {
		out = m.Tag(feats, out)
	}
}

// A caller's feature set must begin the meta: a model of "toy" features is
// no model for "to" or "toy2", and nothing loads from empty or bad bytes.
func TestLoadForMatchesTheFeatureSet(t *testing.T) {
	b, _ := trainToy(t, 6).MarshalBinary()
	if m := LoadFor(b, "toy"); m == nil || m.Meta() != "toy v1" {
		t.Fatalf("LoadFor(toy) = %v", m)
	}
	for _, set := range []string{"to", "toy2", "toy v1", ""} {
		if LoadFor(b, set) != nil {
			t.Errorf("LoadFor(%q) loaded a model of other features", set)
		}
	}
	if LoadFor(nil, "toy") != nil || LoadFor(b[:len(b)-1], "toy") != nil {
		t.Error("LoadFor loaded from empty or truncated bytes")
	}
}

// Embedded loads once and hands every caller the same model; with no usable
// model it gives nil, whose Meta is "" (callers report "no model" with it).
func TestEmbeddedLoadsOnce(t *testing.T) {
	b, _ := trainToy(t, 6).MarshalBinary()
	load := Embedded(b, "toy")
	m := load()
	if m == nil || m.Meta() != "toy v1" || load() != m {
		t.Fatalf("Embedded(toy) = %v, then %v", m, load())
	}
	none := Embedded(b, "other")
	if none() != nil || none().Meta() != "" {
		t.Errorf("a model of other features loaded: %v", none())
	}
}

// HashExample's bytes differ when a label, a feature or where a token ends
// differs, so a trainer's meta notices any change to its training data.
func TestHashExampleSeesEveryChange(t *testing.T) {
	bytesOf := func(gold []int, feats [][]Feature) string {
		var b strings.Builder
		HashExample(&b, gold, feats)
		return b.String()
	}
	base := bytesOf([]int{0, 1}, [][]Feature{{1, 2}, {3}})
	for _, other := range []string{
		bytesOf([]int{0, 2}, [][]Feature{{1, 2}, {3}}),
		bytesOf([]int{0, 1}, [][]Feature{{1, 2}, {4}}),
		bytesOf([]int{0, 1}, [][]Feature{{1}, {2, 3}}),
	} {
		if other == base {
			t.Error("two different examples hash alike")
		}
	}
	if len(base) != 8*(1+2+2+2+1) {
		t.Errorf("%d bytes, want a uint64 per number", len(base))
	}
}
