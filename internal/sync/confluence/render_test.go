package confluence

import (
	"strings"
	"testing"

	"golang.org/x/net/html"

	"knowledgestack/internal/sync/connectortest"
)

func TestRender(t *testing.T) {
	cases := []struct {
		name, in, want string
	}{
		{"keeps CDATA code containing markup", `<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">go</ac:parameter><ac:plain-text-body><![CDATA[if a > b && c < d { x := "<p>" }]]></ac:plain-text-body></ac:structured-macro>`,
			"```go\nif a > b && c < d { x := \"<p>\" }\n```\n"},
		{"decodes entities", `<p>caf&eacute;&nbsp;&amp;&lt;tea&gt;</p>`, "café\u00a0&\\<tea>\n"},
		{"labels a note macro", `<ac:structured-macro ac:name="note"><ac:rich-text-body><p>Careful</p></ac:rich-text-body></ac:structured-macro>`, "> **Note:** Careful\n"},
		{"keeps expand content under its title", `<ac:structured-macro ac:name="expand"><ac:parameter ac:name="title">More</ac:parameter><ac:rich-text-body><p>hidden</p></ac:rich-text-body></ac:structured-macro>`, "**More**\n\nhidden\n"},
		{"renders status text inline", `<p>State: <ac:structured-macro ac:name="status"><ac:parameter ac:name="title">IN PROGRESS</ac:parameter></ac:structured-macro></p>`, "State: IN PROGRESS\n"},
		{"renders tasks as checkboxes", `<ac:task-list><ac:task><ac:task-id>1</ac:task-id><ac:task-status>complete</ac:task-status><ac:task-body>done</ac:task-body></ac:task><ac:task><ac:task-id>2</ac:task-id><ac:task-status>incomplete</ac:task-status><ac:task-body>todo</ac:task-body></ac:task></ac:task-list>`, "- [x] done\n- [ ] todo\n"},
		{"links a page without nesting what follows a self-closing tag", `<p><ac:link><ri:page ri:content-title="Home" ri:space-key="DOC"/><ac:plain-text-link-body><![CDATA[start]]></ac:plain-text-link-body></ac:link> after</p>`, "[start](https://x/wiki/display/DOC/Home) after\n"},
		{"flattens layouts in reading order", `<ac:layout><ac:layout-section><ac:layout-cell><p>one</p></ac:layout-cell><ac:layout-cell><p>two</p></ac:layout-cell></ac:layout-section><ac:layout-section><ac:layout-cell><p>three</p></ac:layout-cell></ac:layout-section></ac:layout>`, "one\n\ntwo\n\nthree\n"},
		{"nests ordered lists", `<ol><li>a<ol><li>a1</li></ol></li><li>b</li></ol>`, "1. a\n   1. a1\n2. b\n"},
		{"uses a th row as table header", `<table><tbody><tr><th>H</th></tr><tr><td><p>x|y</p></td></tr></tbody></table>`, "| H |\n| --- |\n| x\\|y |\n"},
		{"mentions a user", `<p><ac:link><ri:user ri:account-id="557058:abc"/></ac:link> hi</p>`, "@557058:abc hi\n"},
		{"links an attachment image", `<ac:image ac:alt="Chart"><ri:attachment ri:filename="c.png"/></ac:image>`, "[Chart](https://x/wiki/download/attachments/42/c.png)\n"},
		{"drops editor placeholders", `<p><ac:placeholder>Type here</ac:placeholder></p><p>real</p>`, "real\n"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := Renderer{BaseURL: "https://x/wiki", PageID: "42"}
			if got := r.Render(c.in); got != c.want {
				t.Errorf("got  %q\nwant %q", got, c.want)
			}
		})
	}
}

func TestUnknownMacroReportedOnceAndBodyKept(t *testing.T) {
	var seen []string
	r := Renderer{OnUnknown: func(m string) { seen = append(seen, m) }}
	in := `<ac:structured-macro ac:name="fancy"><ac:rich-text-body><p>inside</p></ac:rich-text-body></ac:structured-macro>`
	if got := r.Render(in + in); got != "inside\n\ninside\n" {
		t.Errorf("got %q", got)
	}
	if len(seen) != 1 || seen[0] != "fancy" {
		t.Errorf("reported %v", seen)
	}
}

// pageText is the text a reader sees in a storage body: everything but
// macro parameters, editor placeholders, ids and scripts. It is computed
// with the tokenizer alone, independently of the renderer's tree.
func pageText(src string) string {
	z := html.NewTokenizer(strings.NewReader(src))
	z.AllowCDATA(true)
	var b strings.Builder
	var stack []string
	skip := 0
	hidden := map[string]bool{"ac:parameter": true, "ac:placeholder": true, "ac:adf-attribute": true, "ac:task-id": true, "ac:task-status": true, "style": true, "script": true, "ac:adf-fallback": true}
	for {
		switch z.Next() {
		case html.ErrorToken:
			return b.String()
		case html.TextToken:
			// Tokens are counted apart: two invalid UTF-8 fragments on
			// either side of a tag must not join into a letter here.
			if skip == 0 {
				b.Write(z.Text())
				b.WriteByte(' ')
			}
		case html.StartTagToken:
			name, _ := z.TagName()
			if voidTags[string(name)] {
				continue
			}
			stack = append(stack, string(name))
			if hidden[string(name)] {
				skip++
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			for i := len(stack) - 1; i >= 0; i-- {
				if stack[i] == string(name) {
					for _, s := range stack[i:] {
						if hidden[s] {
							skip--
						}
					}
					stack = stack[:i]
					break
				}
			}
		}
	}
}

func FuzzRender(f *testing.F) {
	f.Add(`<p>Hello <strong>world</strong> &amp; <em>you</em></p>`)
	f.Add(`<ac:structured-macro ac:name="code"><ac:parameter ac:name="language">go</ac:parameter><ac:plain-text-body><![CDATA[a > b]]></ac:plain-text-body></ac:structured-macro>`)
	f.Add(`<ul><li>a<ul><li>b</li></ul></li></ul><table><tr><th>h</th></tr><tr><td>c</td></tr></table>`)
	f.Add(`<ac:task-list><ac:task><ac:task-status>complete</ac:task-status><ac:task-body>t</ac:task-body></ac:task></ac:task-list>`)
	f.Add(`<ac:layout><ac:layout-section><ac:layout-cell><p>x</p></ac:layout-cell></ac:layout-section></ac:layout>`)
	f.Add(`<p><ac:link><ri:page ri:content-title="P"/><ac:plain-text-link-body><![CDATA[l]]></ac:plain-text-link-body></ac:link></p>`)
	f.Add(`<ac:structured-macro ac:name="info"><ac:rich-text-body><p>i</p></ac:rich-text-body></ac:structured-macro><p>unclosed <b>bold`)
	f.Fuzz(func(t *testing.T, src string) {
		out := Render(src)
		if ch, lost := connectortest.Lost(pageText(src), out, 1); lost {
			t.Fatalf("lost %q\ninput  %q\noutput %q", ch, src, out)
		}
	})
}
