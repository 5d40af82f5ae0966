package chunk

import (
	"strings"
	"sync"
	"testing"
	"unicode"
)

var (
	tokOnce sync.Once
	tokErr  error
	shared  *Chunker
)

// newChunker builds a chunker with the given limits; loading the BPE ranks
// takes a moment, so the encoder is loaded once and shared.
func newChunker(t testing.TB, opts Options) *Chunker {
	t.Helper()
	tokOnce.Do(func() { shared, tokErr = New(Options{}) })
	if tokErr != nil {
		t.Fatalf("New: %v", tokErr)
	}
	c, err := withEncoder(opts, shared.enc)
	if err != nil {
		t.Fatalf("New(%+v): %v", opts, err)
	}
	return c
}

// nonSpace returns s without whitespace, for comparing text modulo layout.
func nonSpace(s string) string {
	return strings.Map(func(r rune) rune {
		if unicode.IsSpace(r) {
			return -1
		}
		return r
	}, s)
}

// checkInvariants asserts what must hold for any input: raw segments are
// slices of md in order, together they hold all of md's non-whitespace text,
// chunk text is exactly its segments, and no chunk exceeds the ceiling.
func checkInvariants(t testing.TB, c *Chunker, md string, ds []draft) {
	t.Helper()
	var raw strings.Builder
	pos := 0
	for i, d := range ds {
		if d.Index != i {
			t.Fatalf("chunk %d has Index %d", i, d.Index)
		}
		if d.HeadingPath == nil {
			t.Fatalf("chunk %d has nil HeadingPath", i)
		}
		if joinSegs(d.segs) != d.Text {
			t.Fatalf("chunk %d text differs from its segments", i)
		}
		if strings.TrimSpace(d.Text) == "" {
			t.Fatalf("chunk %d is blank", i)
		}
		if got := c.CountTokens(d.Text); got != d.Tokens {
			t.Fatalf("chunk %d Tokens = %d, counted %d", i, d.Tokens, got)
		}
		if d.Tokens > c.max && !singleRun(d) {
			t.Fatalf("chunk %d has %d tokens > max %d:\n%q", i, d.Tokens, c.max, d.Text)
		}
		for _, s := range d.segs {
			if s.synthetic() {
				continue
			}
			if s.off < pos || s.off+len(s.text) > len(md) || md[s.off:s.off+len(s.text)] != s.text {
				t.Fatalf("chunk %d segment at %d is not the document's text in order (pos %d): %q", i, s.off, pos, s.text)
			}
			pos = s.off + len(s.text)
			// Per segment: joining invalid UTF-8 across a dropped space
			// could otherwise form a new rune.
			raw.WriteString(nonSpace(s.text))
		}
	}
	if got, want := raw.String(), nonSpace(md); got != want {
		t.Fatalf("non-whitespace text changed:\n got %q\nwant %q", got, want)
	}
}

// singleRun reports whether a chunk is one unsplittable rune run (the only
// allowed excess over the ceiling).
func singleRun(d draft) bool {
	raw := 0
	for _, s := range d.segs {
		if !s.synthetic() {
			raw += len([]rune(strings.TrimSpace(s.text)))
		}
	}
	return raw <= 1
}

// genDoc builds a deterministic Markdown document of about words words with
// nested headings, paragraphs, lists, a table and a code block per section.
func genDoc(words int) string {
	vocab := strings.Fields("the service stores passwords with bcrypt and rotates keys every quarter " +
		"deploy pipeline runs tests before release on staging cluster database migrations are forward only " +
		"incident response pages the owner within fifteen minutes retention policy keeps logs thirty days")
	var b strings.Builder
	n, w := 0, 0
	next := func() string { w = (w*7 + 3) % len(vocab); n++; return vocab[w] }
	for sec := 0; n < words; sec++ {
		level := 1 + sec%3
		b.WriteString(strings.Repeat("#", level) + " Section " + string(rune('A'+sec%26)) + "\n\n")
		for p := 0; p < 1+sec%4 && n < words; p++ {
			for k := 0; k < 40+sec%60; k++ {
				b.WriteString(next() + " ")
			}
			b.WriteString("\n\n")
		}
		switch sec % 3 {
		case 0:
			b.WriteString("- " + next() + " " + next() + "\n- " + next() + "\n\n")
		case 1:
			b.WriteString("| key | value |\n|-----|-------|\n")
			for r := 0; r < 5+sec%30; r++ {
				b.WriteString("| " + next() + " | " + next() + " " + next() + " |\n")
			}
			b.WriteString("\n")
		case 2:
			b.WriteString("```go\n")
			for r := 0; r < 3+sec%40; r++ {
				b.WriteString("\tx := \"" + next() + "\" // " + next() + "\n")
			}
			b.WriteString("```\n\n")
		}
	}
	return b.String()
}
