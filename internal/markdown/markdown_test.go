package markdown

import (
	"strings"
	"testing"
)

func TestWriters(t *testing.T) {
	tests := []struct {
		name, got, want string
	}{
		{"joins two blocks with a blank line", JoinBlocks("# A", "text"), "# A\n\ntext"},
		{"joining an empty block adds no blank lines", JoinBlocks("", "text") + "|" + JoinBlocks("text", ""), "text|text"},
		{"escapes inline syntax but not a snake_case underscore", EscapeInline("a*b snake_case _x [l]"), `a\*b snake_case \_x \[l\]`},
		{"escapes a line that would start a list or heading", EscapeLines("- item\n# head\nplain"), "\\- item\n\\# head\nplain"},
		{"keeps spaces outside emphasis", Wrap(" bold ", "**"), " **bold** "},
		{"leaves blank text unwrapped", Wrap("  ", "**"), "  "},
		{"uses a backtick run longer than the content's", CodeSpan("a``b"), "```a``b```"},
		{"pads a code span that starts with a backtick", CodeSpan("`x"), "`` `x ``"},
		{"fences a block longer than any run inside", CodeBlock("````\n", "go"), "`````go\n````\n`````"},
		{"indents only non-empty continuation lines", Indent("a\n\nb", "- ", "  "), "- a\n\n  b"},
		{"quotes blank lines inside the quote", Quote("a\n\nb"), "> a\n>\n> b"},
		{"escapes parentheses and spaces in a destination", Link("t", "https://x/a b(c)"), "[t](https://x/a%20b%28c%29)"},
		{"shows the URL when the link has no text", Link("", "https://x/_y"), `[https://x/\_y](https://x/_y)`},
		{"returns the text when there is no URL", Link("t", ""), "t"},
		{"pads short rows and escapes pipes", Table([]string{"h"}, [][]string{{"a|b", "c\nd"}}), "| h |  |\n| --- | --- |\n| a\\|b | c<br>d |"},
		{"renders nothing for an empty table", Table(nil, nil), ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if tt.got != tt.want {
				t.Errorf("got %q, want %q", tt.got, tt.want)
			}
		})
	}
}

// FuzzCodeBlock checks that no content can close its own fence early.
func FuzzCodeBlock(f *testing.F) {
	for _, s := range []string{"", "```", "a\n````\nb", "`"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, code string) {
		out := CodeBlock(code, "")
		fence := out[:strings.Index(out, "\n")]
		body := out[len(fence)+1 : len(out)-len(fence)]
		if strings.Contains(body, fence) {
			t.Fatalf("content %q holds the fence %q", code, fence)
		}
	})
}

func TestUnknownsReportEachNameOnce(t *testing.T) {
	var got []string
	on := func(name string) { got = append(got, name) }
	var u Unknowns // the zero value is ready
	for _, name := range []string{"jira", "toc", "jira", "toc", "gadget"} {
		u.Report(name, on)
	}
	if strings.Join(got, " ") != "jira toc gadget" {
		t.Errorf("reported %q, want each name once in order met", got)
	}
	shared := Unknowns{}
	first, second := shared, shared // two renderers of one pass
	first.Report("jira", on)
	second.Report("jira", on)
	if len(got) != 4 {
		t.Errorf("renderers sharing one Unknowns reported jira twice: %q", got)
	}
	u.Report("new", nil) // no listener: remembered, nothing called
	if !u["new"] || len(got) != 4 {
		t.Errorf("a nil listener: %v %q", u, got)
	}
}
