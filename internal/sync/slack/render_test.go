package slack

import (
	"strings"
	"testing"

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
	t.Run("a thread with line breaks, a code block in the middle and mrkdwn emphasis", func(t *testing.T) {
		md, err := RenderSaved(connectortest.Testdata(t, "shaped/thread_with_code.json"), nil)
		if err != nil {
			t.Fatal(err)
		}
		connectortest.Golden(t, "thread_with_code.md", md)
		for _, want := range []string{
			"Account id: 6180  \nAccount uuid:",                // a hard break, not one run-on line
			"```\nSELECT *\nFROM orders WHERE total < 10\n```", // the first line is code, not an info string
			"**Found it**", "*twice*", "~~Not a DB issue~~", "`discount`", "> Retries must be idempotent", "- fix the job",
			"[incident 42](https://status.example.com/incidents/42) & the runbook",
		} {
			if !strings.Contains(md, want) {
				t.Errorf("lacks %q", want)
			}
		}
		assertProseAfterCode(t, md, "**Found it**", "Thanks @U061F7AUR")
	})
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
		{"link with parentheses", "<https://en.wikipedia.org/wiki/Go_(language)|Go>", "[Go](https://en.wikipedia.org/wiki/Go_%28language%29)"},
		{"special mention", "<!here> deploy", "@here deploy"},
		{"user group", "<!subteam^S01|@oncall> paged", "@oncall paged"},
		{"date with fallback", "<!date^1392734382^{date_short}|Feb 18, 2014> it is", "Feb 18, 2014 it is"},
		{"not a link", "x <not a link> y", "x \\<not a link> y"},
		{"escapes", "a -&gt; b &amp; c &lt;d&gt;", "a -> b & c \\<d>"},
		{"an escaped entity stays text", "&amp;copy; and &amp;amp;", "\\&copy; and \\&amp;"},
		{"heading-like line", "# not a heading", "\\# not a heading"},
		{"rule-like line", "---", "\\---"},
		{"setext-like line", "Total\n===", "Total  \n\\==="},
		{"line breaks are hard breaks", "Account id: 6180\nAccount uuid: b37a", "Account id: 6180  \nAccount uuid: b37a"},
		{"blank line is a new paragraph", "one\n\ntwo", "one\n\ntwo"},
		{"bold", "this is *important* now", "this is **important** now"},
		{"italic", "_really_ sure", "*really* sure"},
		{"strike", "~wrong~ right", "~~wrong~~ right"},
		{"nested", "*bold _and italic_*", "**bold *and italic***"},
		{"markers inside words stay text", "snake_case_name and 2*3*4", "snake\\_case\\_name and 2\\*3\\*4"},
		{"a lone marker is text", "5 * 3 = 15 and a_", "5 \\* 3 = 15 and a\\_"},
		{"emoji keep their names", ":white_check_mark: done", ":white\\_check\\_mark: done"},
		{"inline code", "run `make *all*` now", "run `make *all*` now"},
		{"inline code with entities", "`a &lt; b`", "`a < b`"},
		{"an unclosed backtick is text", "it`s", "it\\`s"},
		{"code block after text", "Query:\n```SELECT *\nFROM orders WHERE total &lt; 10```", "Query:\n\n```\nSELECT *\nFROM orders WHERE total < 10\n```"},
		{"code block in the middle of a line", "run ```make``` then wait", "run\n\n```\nmake\n```\n\nthen wait"},
		{"code block with its own lines", "```\nfor {}\n```", "```\nfor {}\n```"},
		{"code block holding backticks", "```a `` b````", "```\na `` b`\n```"},
		{"unclosed code block is text", "```SELECT *\nFROM x", "\\`\\`\\`SELECT \\*  \nFROM x"},
		{"empty code block is text", "``````", "\\`\\`\\`\\`\\`\\`"},
		{"mentions in code", "```ping <@U1>```", "```\nping @Ada\n```"},
		{"quote", "&gt; quoted line\n&gt; second\nafter", "> quoted line  \n> second\n\nafter"},
		{"quote rest", "&gt;&gt;&gt; all\n\nof this", "> all\n>\n> of this"},
		{"bullets", "Steps:\n• one\n• two\n    ◦ nested", "Steps:\n\n- one\n- two\n  - nested"},
		{"dash list", "- a\n- b", "- a\n- b"},
		{"numbered list", "1. first\n2. second", "1. first\n2. second"},
		{"a number that is not a list", "2026. was a year", "2026. was a year"},
		{"html stays text", "&lt;div&gt;&lt;script&gt;x", "\\<div>\\<script>x"},
		{"pipes stay text", "a | b\n---|---", "a \\| b  \n\\---\\|---"},
		{"indent is not code", "    four spaces", "four spaces"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := toMarkdown(c.in, names); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}
