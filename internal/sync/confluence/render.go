package confluence

import (
	"regexp"
	"strconv"
	"strings"

	"knowledgestack/internal/markdown"
)

// Renderer turns Confluence storage-format XHTML into Markdown. The URL
// fields make page and attachment links absolute; without them links are
// site-relative. One Renderer is meant to live for one sync pass: OnUnknown
// is called once per macro name it does not know.
type Renderer struct {
	BaseURL   string // the site's wiki base, e.g. https://acme.atlassian.net/wiki
	SpaceKey  string // the space of the page being rendered
	PageID    string // the page being rendered, for its attachments
	OnUnknown func(macro string)
	seen      markdown.Unknowns
}

// Render renders a storage-format body as Markdown ending in a newline (or
// "" when nothing renders), with the zero Renderer.
func Render(storage string) string {
	var r Renderer
	return r.Render(storage)
}

// Render renders a storage-format body as Markdown. It never fails: markup
// it does not understand is rendered as its text.
func (r *Renderer) Render(storage string) string {
	out := strings.Join(r.blocks(parse(storage).children), "\n\n")
	if out == "" {
		return ""
	}
	return out + "\n"
}

// blocks renders a sequence of nodes as Markdown blocks: runs of inline
// content become paragraphs, block elements render on their own.
func (r *Renderer) blocks(nodes []*node) []string {
	var out []string
	var inline strings.Builder
	flush := func() {
		if p := markdown.EscapeLines(cleanText(inline.String())); p != "" {
			out = append(out, p)
		}
		inline.Reset()
	}
	for _, n := range nodes {
		if !r.isBlock(n) {
			inline.WriteString(r.inline(n))
			continue
		}
		flush()
		if b := r.block(n); b != "" {
			out = append(out, b)
		}
	}
	flush()
	return out
}

var blockTags = map[string]bool{
	"p": true, "div": true, "section": true, "article": true, "center": true, "body": true, "html": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true,
	"ul": true, "ol": true, "li": true, "dl": true, "dt": true, "dd": true,
	"table": true, "thead": true, "tbody": true, "tfoot": true, "tr": true, "td": true, "th": true,
	"pre": true, "blockquote": true, "hr": true,
	"ac:layout": true, "ac:layout-section": true, "ac:layout-cell": true,
	"ac:rich-text-body": true, "ac:task-list": true, "ac:task": true, "ac:task-body": true,
	"ac:adf-extension": true, "ac:adf-node": true, "ac:adf-content": true, "ac:adf-fallback": true,
}

// inlineMacros render inside a line of text.
var inlineMacros = map[string]bool{"status": true, "anchor": true, "jira": true}

func (r *Renderer) isBlock(n *node) bool {
	if n.tag == "ac:structured-macro" || n.tag == "ac:macro" {
		return !inlineMacros[n.attr("ac:name")]
	}
	return blockTags[n.tag]
}

func (r *Renderer) block(n *node) string {
	switch n.tag {
	case "h1", "h2", "h3", "h4", "h5", "h6":
		text := strings.ReplaceAll(cleanText(r.inlineAll(n.children)), "\n", " ")
		if text == "" {
			return ""
		}
		return strings.Repeat("#", int(n.tag[1]-'0')) + " " + text
	case "ul", "ol":
		return r.list(n)
	case "table":
		return r.table(n)
	case "pre":
		return markdown.CodeBlock(n.textContent(), "")
	case "blockquote":
		return markdown.Quote(strings.Join(r.blocks(n.children), "\n\n"))
	case "hr":
		return "---"
	case "ac:structured-macro", "ac:macro":
		return r.macro(n)
	case "ac:task-list":
		return r.tasks(n)
	case "ac:adf-extension":
		// Newer editor content: the ADF node holds the real content; the
		// HTML fallback is a lossy copy, used only when the node is empty.
		var nodes []*node
		for _, c := range n.children {
			if c.tag != "ac:adf-fallback" {
				nodes = append(nodes, c)
			}
		}
		if out := strings.Join(r.blocks(nodes), "\n\n"); out != "" {
			return out
		}
		if fb := n.child("ac:adf-fallback"); fb != nil {
			return strings.Join(r.blocks(fb.children), "\n\n")
		}
		return ""
	case "ac:adf-node":
		var kids []*node
		panelType := ""
		for _, c := range n.children {
			if c.tag == "ac:adf-attribute" {
				if c.attr("key") == "panel-type" {
					panelType = strings.TrimSpace(c.textContent())
				}
				continue
			}
			kids = append(kids, c)
		}
		body := strings.Join(r.blocks(kids), "\n\n")
		if n.attr("type") == "panel" && body != "" {
			return r.admonition(admonitions[panelType], "", body)
		}
		return body
	}
	return strings.Join(r.blocks(n.children), "\n\n")
}

// list renders ul/ol; nested lists in an item are indented under it.
func (r *Renderer) list(n *node) string {
	var items []string
	num := 0
	for _, c := range n.children {
		if c.tag == "" && strings.TrimSpace(c.text) == "" {
			continue
		}
		num++
		marker := "- "
		if n.tag == "ol" {
			marker = strconv.Itoa(num) + ". "
		}
		kids := c.children
		if c.tag != "li" {
			kids = []*node{c}
		}
		items = append(items, listItem(marker, r.itemBody(kids)))
	}
	return strings.Join(items, "\n")
}

// itemBody joins an item's blocks, keeping a nested list tight against the
// text before it.
func (r *Renderer) itemBody(kids []*node) string {
	var b strings.Builder
	for i, part := range r.blocks(kids) {
		if i > 0 {
			if isListText(part) {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		b.WriteString(part)
	}
	return b.String()
}

var listStart = regexp.MustCompile(`^(- |\d+\. )`)

func isListText(s string) bool { return listStart.MatchString(s) }

func listItem(marker, body string) string {
	pad := strings.Repeat(" ", len(marker))
	if strings.HasPrefix(marker, "- [") {
		pad = "  "
	}
	return strings.TrimRight(markdown.Indent(body, marker, pad), " ")
}

// tasks renders an ac:task-list as GFM task items.
func (r *Renderer) tasks(n *node) string {
	var items []string
	for _, t := range n.children {
		if t.tag != "ac:task" {
			if t.tag == "" && strings.TrimSpace(t.text) == "" {
				continue
			}
			items = append(items, listItem("- ", r.itemBody([]*node{t})))
			continue
		}
		box := "- [ ] "
		if st := t.child("ac:task-status"); st != nil && strings.TrimSpace(st.textContent()) == "complete" {
			box = "- [x] "
		}
		var body []*node
		for _, c := range t.children {
			switch c.tag {
			case "ac:task-body":
				body = append(body, c.children...)
			case "ac:task-id", "ac:task-status":
			default:
				body = append(body, c)
			}
		}
		items = append(items, listItem(box, r.itemBody(body)))
	}
	return strings.Join(items, "\n")
}

// table renders a GFM table; a first row made only of th cells is the
// header, otherwise the header is left blank.
func (r *Renderer) table(n *node) string {
	var rows [][]string
	var headerRow bool
	var walk func(*node)
	walk = func(m *node) {
		for _, c := range m.children {
			switch c.tag {
			case "tr":
				var cells []string
				allTH := true
				for _, cell := range c.children {
					if cell.tag != "td" && cell.tag != "th" {
						if cell.tag == "" && strings.TrimSpace(cell.text) == "" {
							continue
						}
						allTH = false
					}
					if cell.tag != "th" {
						allTH = false
					}
					kids := cell.children
					if cell.tag != "td" && cell.tag != "th" {
						kids = []*node{cell}
					}
					cells = append(cells, strings.Join(r.blocks(kids), "\n"))
				}
				if len(rows) == 0 {
					headerRow = allTH && len(cells) > 0
				}
				rows = append(rows, cells)
			case "thead", "tbody", "tfoot":
				walk(c)
			case "colgroup", "col":
			default:
				if c.tag == "" && strings.TrimSpace(c.text) == "" {
					continue
				}
				// Stray content inside a table still reaches the reader.
				rows = append(rows, []string{strings.Join(r.blocks([]*node{c}), "\n")})
			}
		}
	}
	walk(n)
	if len(rows) == 0 {
		return ""
	}
	var header []string
	if headerRow {
		header, rows = rows[0], rows[1:]
	}
	return markdown.Table(header, rows)
}

func cleanText(s string) string {
	lines := strings.Split(strings.TrimSpace(s), "\n")
	for i, l := range lines {
		lines[i] = strings.TrimSpace(l)
	}
	return strings.Join(lines, "\n")
}

func orDefault(s, def string) string {
	if strings.TrimSpace(s) == "" {
		return def
	}
	return s
}
