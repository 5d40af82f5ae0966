package confluence

import (
	"strings"

	"knowledgestack/internal/markdown"
)

// admonitions are rendered as quotes opening with their label.
var admonitions = map[string]string{
	"info": "Info", "note": "Note", "tip": "Tip", "warning": "Warning",
	"success": "Success", "error": "Error", "panel": "",
}

// silentMacros produce content Confluence computes at view time (tables of
// contents, page trees, feeds): there is no text to index.
var silentMacros = map[string]bool{
	"toc": true, "children": true, "recently-updated": true, "blog-posts": true,
	"pagetree": true, "pagetreesearch": true, "livesearch": true, "contentbylabel": true,
	"attachments": true, "create-from-template": true, "profile": true, "anchor": true,
	"content-report-table": true, "tasks-report-macro": true, "space-details": true, "jira": true,
	"include": true, "excerpt-include": true, "gallery": true, "viewfile": true, "roadmap": true,
}

// plainMacros just hold content.
var plainMacros = map[string]bool{
	"excerpt": true, "section": true, "column": true, "details": true, "div": true,
	"toc-zone": true, "ui-tabs": true, "ui-tab": true,
}

func (r *Renderer) macro(n *node) string {
	// Content outside the macro's body elements is not expected, but it is
	// page text all the same, so it is kept after the macro.
	var stray []*node
	for _, c := range n.children {
		switch c.tag {
		case "ac:parameter", "ac:rich-text-body", "ac:plain-text-body":
		default:
			stray = append(stray, c)
		}
	}
	return markdown.JoinBlocks(r.macroBody(n), strings.Join(r.blocks(stray), "\n\n"))
}

func (r *Renderer) macroBody(n *node) string {
	name := n.attr("ac:name")
	body := func() string {
		if b := n.child("ac:rich-text-body"); b != nil {
			return strings.Join(r.blocks(b.children), "\n\n")
		}
		return ""
	}
	switch {
	case name == "code" || name == "noformat":
		code := markdown.CodeBlock(plainBody(n), n.param("language"))
		if t := n.param("title"); t != "" {
			return "**" + markdown.EscapeInline(t) + "**\n\n" + code
		}
		return code
	case name == "expand":
		title := orDefault(n.param("title"), "Details")
		return markdown.JoinBlocks("**"+markdown.EscapeInline(title)+"**", body())
	case admonitions[name] != "" || name == "panel":
		return r.admonition(admonitions[name], n.param("title"), body())
	case silentMacros[name]:
		return ""
	case plainMacros[name]:
		return body()
	}
	r.unknown(name)
	if b := body(); b != "" {
		return b
	}
	if p := n.child("ac:plain-text-body"); p != nil {
		return markdown.CodeBlock(p.textContent(), "")
	}
	return ""
}

// admonition renders "> **Note:** text"; a title becomes its own bold line.
func (r *Renderer) admonition(label, title, body string) string {
	head := ""
	switch {
	case title != "" && label != "":
		head = "**" + label + ": " + markdown.EscapeInline(title) + "**"
	case title != "":
		head = "**" + markdown.EscapeInline(title) + "**"
	case label != "":
		head = "**" + label + ":**"
		if body != "" && !strings.ContainsAny(body[:1], "#|`>-") && !listStart.MatchString(body) {
			return markdown.Quote(head + " " + body)
		}
	}
	return markdown.Quote(markdown.JoinBlocks(head, body))
}

func (r *Renderer) inlineMacro(n *node) string {
	switch n.attr("ac:name") {
	case "status":
		return markdown.EscapeInline(orDefault(n.param("title"), n.param("colour"))) + r.inlineAll(n.children)
	}
	return r.inlineAll(n.children)
}

func (r *Renderer) unknown(name string) { r.seen.Report(name, r.OnUnknown) }

func plainBody(n *node) string {
	if p := n.child("ac:plain-text-body"); p != nil {
		return p.textContent()
	}
	return ""
}
