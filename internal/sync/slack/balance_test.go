package slack

import (
	"encoding/json"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"

	"knowledgestack/internal/sync/connectortest"
)

// gfm is an independent CommonMark + GFM parser: the renderers' output is
// checked by how a real Markdown reader sees it, not by our own scanner.
var gfm = goldmark.New(goldmark.WithExtensions(extension.GFM))

// topLevel returns the kinds of the document's top-level blocks and, for
// each paragraph, its text.
func topLevel(md string) (kinds []ast.NodeKind, paras []string) {
	src := []byte(md)
	doc := gfm.Parser().Parse(text.NewReader(src))
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		kinds = append(kinds, n.Kind())
		if n.Kind() == ast.KindParagraph {
			var b strings.Builder
			for l := 0; l < n.Lines().Len(); l++ {
				seg := n.Lines().At(l)
				b.Write(seg.Value(src))
			}
			paras = append(paras, b.String())
		}
	}
	return kinds, paras
}

// assertProseAfterCode: each marker (text of a message after a code block)
// starts a top-level paragraph, so no fence left open swallowed it.
func assertProseAfterCode(t *testing.T, md string, markers ...string) {
	t.Helper()
	_, paras := topLevel(md)
	for _, m := range markers {
		found := false
		for _, p := range paras {
			if strings.HasPrefix(p, m) {
				found = true
			}
		}
		if !found {
			t.Errorf("%q is not a top-level paragraph (swallowed by a block?):\n%s", m, md)
		}
	}
}

// balanced reports whether md, followed by a paragraph, leaves that
// paragraph at the top level: md opened no fence, HTML block, quote or list
// that outlives it.
func balanced(md string) bool {
	const probe = "PROBE7 paragraph after the message"
	kinds, paras := topLevel(md + "\n\n" + probe + "\n")
	return len(kinds) > 0 && kinds[len(kinds)-1] == ast.KindParagraph && len(paras) > 0 && paras[len(paras)-1] == probe
}

// recordedTexts is every "text" string of the recorded responses (message
// texts, attachment texts, rich-text elements): the fuzzer's seed corpus
// and the balance test's cases.
func recordedTexts(t testing.TB) []string {
	t.Helper()
	var out []string
	var walk func(v any)
	walk = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if s, ok := x.(string); ok && k == "text" {
					out = append(out, s)
				}
				walk(x)
			}
		case []any:
			for _, x := range v {
				walk(x)
			}
		}
	}
	for _, dir := range []string{"testdata/recorded/nango", "testdata/recorded/slack-api-specs", "testdata/shaped"} {
		names, err := filepath.Glob(filepath.Join(dir, "*.json"))
		if err != nil || len(names) == 0 {
			t.Fatalf("no recordings in %s: %v", dir, err)
		}
		for _, name := range names {
			raw, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatalf("%s: %v", name, err)
			}
			walk(v)
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// TestEveryMessageIsBalanced: a recorded message, and the hostile shapes
// of issue 32, never leave a block open for the next message.
func TestEveryMessageIsBalanced(t *testing.T) {
	hostile := []string{
		"```SELECT *\nFROM orders WHERE total &lt; 10```", "```unclosed\nand more", "&lt;div&gt;\n&lt;pre&gt;",
		"&lt;!-- comment", "~~~\ncode?", "    indented", "&gt; quote\n&gt;", "• a\n    ◦ b", "1. a\n\n2. b",
		"a\n```\nb", "``` ```", "`````x`````", "&lt;script&gt;alert(1)&lt;/script&gt;",
	}
	for _, s := range append(recordedTexts(t), hostile...) {
		if md := toMarkdown(s, nil); !balanced(md) {
			t.Errorf("%q renders to %q, which leaves a block open", s, md)
		}
	}
}

// FuzzMrkdwn: any message renders to balanced Markdown; without entities
// (< > &) every letter and digit of the text reaches the Markdown exactly
// once; without backticks none of it lands in code; no message ever makes
// HTML, a heading or a rule, which Slack's grammar does not have.
func FuzzMrkdwn(f *testing.F) {
	for _, s := range recordedTexts(f) {
		f.Add(s)
	}
	for _, s := range []string{"hi <@U1> <#C1|x> <https://a|b> &gt;", "<", ">", "<<>>", "# x\n---", "<!date^1|d>", "&amp;lt;",
		"*a _b ~c~ d_ e*", "```a```b```c```", "x`y`z", "1. a\n  - b\n- c", "&gt;&gt;&gt; q\n\nq2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		md := toMarkdown(s, func(string) string { return "N" })
		if !balanced(md) {
			t.Fatalf("unbalanced: %q → %q", s, md)
		}
		src := []byte(md)
		doc := gfm.Parser().Parse(text.NewReader(src))
		_ = ast.Walk(doc, func(n ast.Node, entering bool) (ast.WalkStatus, error) {
			if !entering {
				return ast.WalkContinue, nil
			}
			switch n.Kind() {
			case ast.KindHTMLBlock, ast.KindRawHTML, ast.KindHeading, ast.KindThematicBreak:
				t.Fatalf("%s from %q → %q", n.Kind(), s, md)
			case ast.KindCodeSpan, ast.KindCodeBlock, ast.KindFencedCodeBlock:
				if !strings.Contains(s, "`") {
					t.Fatalf("code from text without backticks: %q → %q", s, md)
				}
			}
			return ast.WalkContinue, nil
		})
		if strings.ContainsAny(s, "<>&") {
			return
		}
		if r, lost := connectortest.Lost(s, md, 1); lost {
			t.Fatalf("%q not kept once: %q → %q", r, s, md)
		}
		if r, lost := connectortest.Lost(md, s, 1); lost {
			t.Fatalf("%q added: %q → %q", r, s, md)
		}
	})
}
