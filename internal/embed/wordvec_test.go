package embed

import (
	"bytes"
	"compress/gzip"
	"encoding/binary"
	"strings"
	"testing"
)

func newWordVec(t testing.TB) *WordVec {
	t.Helper()
	e, err := NewWordVec()
	if err != nil {
		t.Fatal(err)
	}
	return e
}

// TestWordVecFindsParaphrases: each question shares no word with its
// passage but one of meaning; the word vectors must place it nearer than a
// passage on another subject, which the hashing vectorizer cannot (it sees
// no shared feature in either).
func TestWordVecFindsParaphrases(t *testing.T) {
	wv := newWordVec(t)
	cases := []struct{ question, passage, other string }{
		{"What if I feel unwell?", "Sick leave: tell your manager on the first day of illness.", "Parking: staff park in lots A and B."},
		{"The robot arm draws far too many amps", "ERR-4021 servo overcurrent: the drive cut power because the motor current tripped.", "Annual leave is booked in Workday."},
		{"Can I freelance on the side?", "Outside employment needs your manager's written approval.", "The cafeteria serves lunch from noon."},
		{"Who do I ring when I am locked out?", "Call the IT helpdesk on extension 4357 to reset your password.", "Our warranty covers parts for two years."},
	}
	for _, c := range cases {
		q := embedOne(t, wv, c.question)
		near, far := cosine(q, embedOne(t, wv, c.passage)), cosine(q, embedOne(t, wv, c.other))
		if near <= far {
			t.Errorf("%q: its passage at cosine %.3f, another subject at %.3f", c.question, near, far)
		}
	}
}

// TestWordVecWeighsRareWordsOverCommonOnes: SIF weighting makes "the", "of"
// and "to" count for little, so padding a phrase with them barely moves it,
// while one more content word does.
func TestWordVecWeighsRareWordsOverCommonOnes(t *testing.T) {
	wv := newWordVec(t)
	base := embedOne(t, wv, "annual leave allowance")
	padded := embedOne(t, wv, "the annual leave allowance of the company to the")
	changed := embedOne(t, wv, "annual leave allowance forklift")
	if c := cosine(base, padded); c < 0.95 {
		t.Errorf("common words moved the vector to cosine %.3f", c)
	}
	if cp, cc := cosine(base, padded), cosine(base, changed); cc >= cp {
		t.Errorf("a content word (cosine %.3f) moved it less than five common ones (%.3f)", cc, cp)
	}
	if c := cosine(embedOne(t, wv, "Reset your PASSWORD, then log in."), embedOne(t, wv, "reset your password then log in")); c < 0.9999 {
		t.Errorf("case and punctuation changed the vector: cosine %.4f", c)
	}
}

// TestDecodeWordTableRejectsDamagedFiles: a file that is not generate.go's
// format is refused with a reason, never read past its end.
func TestDecodeWordTableRejectsDamagedFiles(t *testing.T) {
	gz := func(raw []byte) []byte {
		var z bytes.Buffer
		zw := gzip.NewWriter(&z)
		_, _ = zw.Write(raw)
		_ = zw.Close()
		return z.Bytes()
	}
	build := func(n, dims uint32, words []string, values int) []byte {
		raw := binary.LittleEndian.AppendUint32(binary.LittleEndian.AppendUint32(nil, n), dims)
		for _, w := range words {
			raw = append(append(raw, byte(len(w))), w...)
		}
		return gz(append(raw, make([]byte, values)...))
	}
	cases := []struct {
		name string
		file []byte
		want string
	}{
		{"not gzip", []byte("these are not the vectors you are looking for"), "gzip"},
		{"no header", gz([]byte{1, 0, 0}), "3 bytes"},
		{"other dimensions", build(1, 300, []string{"a"}, 304), "300 dimensions"},
		{"more words than the file could hold", build(1<<30, 100, []string{"a"}, 104), "1073741824 words in"},
		{"a word longer than the file", gz(append([]byte{1, 0, 0, 0, 100, 0, 0, 0, 200, 'a', 'b', 'c'}, make([]byte, 100)...)), "truncated at word 0"},
		{"values cut short", build(2, 100, []string{"a", "b"}, 2*104-1), "bytes of values"},
	}
	for _, c := range cases {
		if _, err := decodeWordTable(c.file); err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s: err %v, want one naming %q", c.name, err, c.want)
		}
	}
	good, err := decodeWordTable(build(2, 100, []string{"a", "b"}, 2*104))
	if err != nil || len(good.rank) != 2 || good.rank["b"] != 1 {
		t.Fatalf("a well-formed two-word file: %+v, %v", good, err)
	}
}

func TestOfflineKnowsBothLocalModels(t *testing.T) {
	for _, model := range []string{WordVecModel, LocalModel} {
		if e, err := Offline(model); err != nil || e == nil || e.Model() != model || !IsOffline(model) {
			t.Errorf("Offline(%q) = %v, %v", model, e, err)
		}
	}
	if e, err := Offline("text-embedding-3-small"); e != nil || err != nil || IsOffline("text-embedding-3-small") {
		t.Errorf("a remote model: %v, %v", e, err)
	}
}

func BenchmarkWordVecEmbed(b *testing.B) {
	wv := newWordVec(b)
	text := strings.Repeat("The sync pass re-indexes documents whose upstream edit time or content hash changed. ", 24)
	inputs := make([]string, 64)
	for i := range inputs {
		inputs[i] = text
	}
	b.SetBytes(int64(len(text) * len(inputs)))
	for b.Loop() {
		if _, err := wv.Embed(b.Context(), inputs); err != nil {
			b.Fatal(err)
		}
	}
}
