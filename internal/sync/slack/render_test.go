package slack

import (
	"strings"
	"testing"
	"unicode"

	"knowledgestack/internal/sync/connectortest"
)

func TestRenderSavedGolden(t *testing.T) {
	cases := []struct{ name, file string }{
		{"spec_thread", "slack-api-specs/conversations.replies.200.json"},
		{"nango_message_with_file", "nango/conversations.replies.body.json"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			var skipped []string
			md, err := RenderSaved(connectortest.Fixture(t, c.file), func(s string) { skipped = append(skipped, s) })
			if err != nil {
				t.Fatal(err)
			}
			if len(skipped) != 0 {
				t.Errorf("skipped %v", skipped)
			}
			connectortest.Golden(t, c.name+".md", md)
		})
	}
	t.Run("a thread of bot posts renders nothing and says why", func(t *testing.T) {
		body := connectortest.Fixture(t, "nango/get-thread-replies.test.json")
		var skipped []string
		raw := mustJSON(connectortest.Nango(t, "nango/get-thread-replies.test.json", "/conversations.replies")[0])
		_ = body
		if _, err := RenderSaved(raw, func(s string) { skipped = append(skipped, s) }); err == nil || len(skipped) != 3 || !strings.Contains(skipped[0], "bot post") {
			t.Errorf("err %v skipped %v", err, skipped)
		}
	})
	t.Run("an error body is refused with Slack's error", func(t *testing.T) {
		if _, err := RenderSaved(connectortest.Fixture(t, "nango/bookmarks.list.not_in_channel.json"), nil); err == nil {
			t.Error("want an error for a non-Slack wrapper")
		}
		if _, err := RenderSaved(mustJSON(nangoMock(t, "nango/bookmarks.list.not_in_channel.json")), nil); err == nil || !strings.Contains(err.Error(), "not_in_channel") {
			t.Errorf("got %v", err)
		}
	})
}

func TestMrkdwn(t *testing.T) {
	names := func(id string) string { return map[string]string{"U1": "Ada"}[id] }
	cases := []struct{ name, in, want string }{
		{"user mention", "ask <@U1> about it", "ask @Ada about it"},
		{"user mention with label", "<@U2|grace>", "@grace"},
		{"channel mention with name", "see <#C1|it-help>", "see #it-help"},
		{"channel mention without name", "<#C09R9PY3BED|>", "#C09R9PY3BED"},
		{"labelled link", "<https://example.com/a?b=1|the docs>", "[the docs](https://example.com/a?b=1)"},
		{"bare link", "<https://antigravity.google/>", "<https://antigravity.google/>"},
		{"special mention", "<!here> deploy", "@here deploy"},
		{"escapes", "a -&gt; b &amp; c &lt;d&gt;", "a -> b & c <d>"},
		{"heading-like line", "# not a heading", "\\# not a heading"},
		{"rule-like line", "---", "\\---"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := toMarkdown(c.in, names); got != c.want {
				t.Errorf("got %q, want %q", got, c.want)
			}
		})
	}
}

// FuzzMrkdwn: the conversion never panics and never loses a letter or
// digit of text outside Slack's <…> tokens.
func FuzzMrkdwn(f *testing.F) {
	for _, s := range []string{"hi <@U1> <#C1|x> <https://a|b> &gt;", "<", ">", "<<>>", "# x\n---", "<!date^1|d>", "&amp;lt;"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		out := toMarkdown(s, func(string) string { return "N" })
		if strings.ContainsAny(s, "<>&") {
			return
		}
		for _, r := range s {
			if (unicode.IsLetter(r) || unicode.IsDigit(r)) && !strings.ContainsRune(out, r) {
				t.Fatalf("lost %q: %q → %q", r, s, out)
			}
		}
	})
}
