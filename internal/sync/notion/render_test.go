package notion

import (
	"strings"
	"testing"

	"knowledgestack/internal/sync/connectortest"
)

func txt(s string) RichText {
	return RichText{Type: "text", PlainText: s, Text: &struct {
		Content string `json:"content"`
		Link    *struct {
			URL string `json:"url"`
		} `json:"link"`
	}{Content: s}}
}

func para(typ, s string, children ...Block) Block {
	return Block{Type: typ, Data: BlockData{RichText: []RichText{txt(s)}}, Children: children}
}

func TestRenderBlocks(t *testing.T) {
	cases := []struct {
		name   string
		blocks []Block
		want   string
	}{
		{"nests bulleted items under their parent", []Block{
			para("bulleted_list_item", "a", para("bulleted_list_item", "a1", para("bulleted_list_item", "a1x"))),
			para("bulleted_list_item", "b"),
		}, "- a\n  - a1\n    - a1x\n- b\n"},
		{"numbers consecutive items and restarts after a paragraph", []Block{
			para("numbered_list_item", "one", para("numbered_list_item", "inner")),
			para("numbered_list_item", "two"),
			para("paragraph", "break"),
			para("numbered_list_item", "again"),
		}, "1. one\n   1. inner\n2. two\n\nbreak\n\n1. again\n"},
		{"checks done to-dos", []Block{
			{Type: "to_do", Data: BlockData{RichText: []RichText{txt("done")}, Checked: true}},
			para("to_do", "open"),
		}, "- [x] done\n- [ ] open\n"},
		{"keeps toggleable heading content", []Block{
			{Type: "heading_2", Data: BlockData{RichText: []RichText{txt("Title")}, IsToggleable: true}, Children: []Block{para("paragraph", "hidden")}},
		}, "## Title\n\nhidden\n"},
		{"renders a synced block as its original's content", []Block{
			{Type: "synced_block", Data: BlockData{SyncedFrom: &SyncedFrom{Type: "block_id", BlockID: "x"}}, Children: []Block{para("paragraph", "shared")}},
		}, "shared\n"},
		{"flattens columns in reading order", []Block{
			{Type: "column_list", Children: []Block{
				{Type: "column", Children: []Block{para("paragraph", "left")}},
				{Type: "column", Children: []Block{para("paragraph", "right")}},
			}},
		}, "left\n\nright\n"},
		{"fences code containing backticks", []Block{
			{Type: "code", Data: BlockData{RichText: []RichText{txt("a ``` b")}, Language: "go"}},
		}, "````go\na ``` b\n````\n"},
		{"quotes a callout with its icon and children", []Block{
			{Type: "callout", Data: BlockData{RichText: []RichText{txt("Heads up")}, Icon: &Icon{Type: "emoji", Emoji: "⚠️"}}, Children: []Block{para("paragraph", "more")}},
		}, "> ⚠️ Heads up\n>\n> more\n"},
		{"escapes text that would become a heading", []Block{para("paragraph", "# not a heading")}, "\\# not a heading\n"},
		{"renders a table without header row with a blank header", []Block{
			{Type: "table", Data: BlockData{TableWidth: 2}, Children: []Block{{Type: "table_row", Data: BlockData{Cells: [][]RichText{{txt("a|b")}, {txt("c")}}}}}},
		}, "|  |  |\n| --- | --- |\n| a\\|b | c |\n"},
		{"renders a child database as a link", []Block{{Type: "child_database", ID: "ab-cd", Data: BlockData{Title: "Tasks"}}}, "[Tasks](https://www.notion.so/abcd)\n"},
		{"skips an empty link preview", []Block{{Type: "link_preview"}}, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := RenderBlocks(c.blocks); got != c.want {
				t.Errorf("got %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestUnknownBlockTypeReportedOncePerRenderer(t *testing.T) {
	var reported []string
	r := Renderer{OnUnknown: func(bt string) { reported = append(reported, bt) }}
	page := []Block{{Type: "ai_block"}, para("paragraph", "kept"), {Type: "ai_block"}}
	if got := r.Render(page) + r.Render(page); got != "kept\nkept\n" {
		t.Errorf("unknown blocks should render as nothing, got %q", got)
	}
	if len(reported) != 1 || reported[0] != "ai_block" {
		t.Errorf("reported %v, want [ai_block] once", reported)
	}
}

func TestRenderRichTextAnnotations(t *testing.T) {
	bold := txt(" bold ")
	bold.Annotations.Bold = true
	code := txt("x`y")
	code.Annotations.Code = true
	linked := txt("site")
	linked.Href = "https://example.com/a b"
	eq := RichText{Type: "equation", PlainText: "E=mc^2"}
	got := RenderRichText([]RichText{txt("a*b "), bold, code, linked, eq})
	want := "a\\*b  **bold** ``x`y``[site](https://example.com/a%20b)$E=mc^2$"
	if got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func FuzzRenderRichText(f *testing.F) {
	f.Add("plain", "https://x.y", uint8(0))
	f.Add("**bold** _it_ `c`", "", uint8(31))
	f.Add(" lead\ntrail ", "(paren)", uint8(5))
	f.Add("$x$ [a](b) <html> ~~s~~ \\", "", uint8(16))
	f.Fuzz(func(t *testing.T, content, href string, flags uint8) {
		r := txt(content)
		r.Annotations = Annotations{Bold: flags&1 != 0, Italic: flags&2 != 0, Strikethrough: flags&4 != 0, Underline: flags&8 != 0, Code: flags&16 != 0}
		r.Href = href
		runs := []RichText{r}
		if flags&32 != 0 {
			runs = append(runs, RichText{Type: "equation", PlainText: content})
		}
		if flags&64 != 0 {
			runs = append(runs, RichText{Type: "mention", PlainText: content, Href: href, Mention: &Mention{Type: "page"}})
		}
		out := RenderRichText(runs)
		rendered := RenderBlocks([]Block{{Type: "paragraph", Data: BlockData{RichText: runs}}})
		for _, got := range []string{out, rendered} {
			if ch, lost := connectortest.Lost(content, got, len(runs)); lost {
				t.Fatalf("lost %q: input %q rendered %q", ch, content, got)
			}
		}
		if strings.Count(out, "\x00") < strings.Count(content, "\x00") {
			t.Fatalf("lost NUL")
		}
	})
}
