package main

import (
	"bytes"
	"slices"
	"strings"
	"testing"

	"github.com/yuin/goldmark"
	"github.com/yuin/goldmark/ast"
	"github.com/yuin/goldmark/extension"
	"github.com/yuin/goldmark/text"
)

func TestRunRender(t *testing.T) {
	cases := []struct {
		name string
		args []string
		want string
	}{
		{"renders a saved notion block list", []string{"notion", "../../internal/sync/notion/testdata/recorded/kristaxlab-notion-sdk/retrieve-blocsk-rs-2.json"}, "```mermaid"},
		{"renders a saved confluence page", []string{"confluence", "../../internal/sync/confluence/testdata/recorded/cloud-responses/v2_page_98400.json"}, "Say hello to your colleagues"},
		{"renders a saved confluence page list with titles", []string{"confluence", "../../internal/sync/confluence/testdata/recorded/cloud-responses/v2_space_294916_pages_storage.json"}, "# My first space"},
		{"renders a saved slack thread", []string{"slack", "../../internal/sync/slack/testdata/recorded/slack-api-specs/conversations.replies.200.json"}, "three for the land"},
		{"renders a saved google doc html export with its table", []string{"gdrive", "../../internal/sync/gdrive/testdata/third_party/google-docs-to-markdown/tables.export.html"}, "| Textual | 53"},
		{"renders a saved google slides pptx export", []string{"gdrive", "../../internal/sync/gdrive/testdata/files/deck.pptx"}, "## Slide 2"},
		{"renders a bare storage fragment", []string{"confluence", "../../internal/sync/confluence/testdata/third_party/mark-storage-format-samples/tasklists.html"}, "- [x]"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var out bytes.Buffer
			if err := runRender(c.args, &out); err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(out.String(), c.want) {
				t.Errorf("output lacks %q:\n%s", c.want, out.String())
			}
		})
	}
	t.Run("rejects an unknown provider", func(t *testing.T) {
		if err := runRender([]string{"jira", "x"}, &bytes.Buffer{}); err == nil {
			t.Fatal("want error")
		}
	})
	t.Run("rejects a notion file that is not blocks", func(t *testing.T) {
		if err := runRender([]string{"notion", "../../internal/sync/notion/testdata/recorded/brd6-notion-sdk-php/client_users_retrieve_user_200.json"}, &bytes.Buffer{}); err == nil {
			t.Fatal("want error")
		}
	})
}

// TestRenderSlackThreadWithCodeBlock: `api render slack` on a thread whose
// second message holds a multi-line code block (```SELECT *\nFROM …```)
// prints the block fenced on its own lines, and the two messages after it
// as prose — read back by an independent Markdown parser (goldmark), not
// by our own scanner.
func TestRenderSlackThreadWithCodeBlock(t *testing.T) {
	var out bytes.Buffer
	if err := runRender([]string{"slack", "../../internal/sync/slack/testdata/shaped/thread_with_code.json"}, &out); err != nil {
		t.Fatal(err)
	}
	src := out.Bytes()
	doc := goldmark.New(goldmark.WithExtensions(extension.GFM)).Parser().Parse(text.NewReader(src))
	var code []string
	var paras []string
	for n := doc.FirstChild(); n != nil; n = n.NextSibling() {
		var b strings.Builder
		for i := 0; i < n.Lines().Len(); i++ {
			seg := n.Lines().At(i)
			b.Write(seg.Value(src))
		}
		switch n.Kind() {
		case ast.KindFencedCodeBlock:
			code = append(code, b.String())
		case ast.KindParagraph:
			paras = append(paras, b.String())
		}
	}
	if len(code) != 1 || code[0] != "SELECT *\nFROM orders WHERE total < 10\n" {
		t.Errorf("code blocks %q, want the query alone:\n%s", code, src)
	}
	for _, want := range []string{"**Found it**: the `discount` job", "Thanks @U061F7AUR, backfill done."} {
		if !slices.ContainsFunc(paras, func(p string) bool { return strings.HasPrefix(p, want) }) {
			t.Errorf("%q is not a paragraph of its own (swallowed by the code block?):\n%s", want, src)
		}
	}
}
