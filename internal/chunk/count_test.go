package chunk

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// tricky are runes where the cl100k pattern's alternatives meet: contractions,
// letters and marks, numbers of other scripts, every kind of space and line
// break, symbols, and text the pattern reads case-insensitively.
var tricky = []string{"'", "s", "S", "t", "r", "e", "E", "v", "l", "L", "m", "d", "x", " ", " ", "\t", "\n", "\r", "\v", "\f",
	"\u00a0", "\u0085", "\u2028", "\u3000", "\u200b", "1", "9", "\u0663", "\u00bd", "\u2167", "é", "e\u0301", "\u0301", "中",
	"ß", "ſ", "\u212a", "İ", "!", "-", ".", "|", "#", "`", "😀", "\u00ad", "<|endoftext|>"}

// TestCountMatchesTiktoken checks the counter against tiktoken-go, whose
// count it replaces: on random strings of tricky runes and on every Markdown
// and text file of this repository.
func TestCountMatchesTiktoken(t *testing.T) {
	c := newChunker(t, Options{})
	check := func(s string) {
		t.Helper()
		if got, want := c.enc.count(s), len(c.enc.tk.EncodeOrdinary(s)); got != want {
			t.Fatalf("count(%q) = %d, tiktoken-go says %d", s, got, want)
		}
	}
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		var b strings.Builder
		for range 1 + r.IntN(12) {
			b.WriteString(tricky[r.IntN(len(tricky))])
		}
		check(b.String())
	}
	files := 0
	err := filepath.WalkDir("../..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "node_modules" || d.Name() == ".git") {
			return filepath.SkipDir
		}
		if ext := filepath.Ext(path); d.IsDir() || (ext != ".md" && ext != ".txt" && ext != ".csv") {
			return nil
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		check(string(b))
		files++
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 50 {
		t.Fatalf("only %d text files checked", files)
	}
}

// FuzzCountTokens compares the counter with tiktoken-go on any input.
func FuzzCountTokens(f *testing.F) {
	for _, s := range []string{"", "it's", "  \n\n  x", "a\r\n\r\n", "x   ", "1234567", "!!!\n\n", "'LL'VE", "\xff'\xfe", "e\u0301\u0301"} {
		f.Add(s)
	}
	c := newChunker(f, Options{})
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := c.enc.count(s), len(c.enc.tk.EncodeOrdinary(s)); got != want {
			t.Fatalf("count(%q) = %d, tiktoken-go says %d", s, got, want)
		}
	})
}
