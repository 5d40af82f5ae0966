package pass

import (
	"math/rand/v2"
	"regexp"
	"strings"
	"testing"
)

// TestUploadNameAsTheExpressionSaid holds validUploadName to the regular
// expression it replaced, on edge cases and on random names drawn from
// letters, digits, marks, separators, symbols and invalid bytes.
func TestUploadNameAsTheExpressionSaid(t *testing.T) {
	was := regexp.MustCompile(`^[\p{L}\p{N} ._-]{1,200}$`)
	names := []string{"", "a", "report.pdf", "Zoë Müller-Lüdenscheidt_2024.docx", "报告 第3版.md", "٣٤.txt", "Ⅻ.txt",
		"a/b.txt", "a\\b", "a\x00b", "tab\tname", "e\u0301.txt", "\xff.txt", "emoji😀.md", "new\nline",
		strings.Repeat("a", 200), strings.Repeat("a", 201), strings.Repeat("é", 200), strings.Repeat("é", 201)}
	pieces := []string{"a", "Z", "é", "ß", "9", "٣", "Ⅻ", "½", " ", ".", "_", "-", "\u0301", "/", ":", "\t", "😀", "\xff", "中", "$"}
	rng := rand.New(rand.NewPCG(7, 30))
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(210) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		names = append(names, b.String())
	}
	for _, name := range names {
		if got, want := validUploadName(name), was.MatchString(name); got != want {
			t.Fatalf("validUploadName(%q) = %v, the expression said %v", name, got, want)
		}
	}
}
