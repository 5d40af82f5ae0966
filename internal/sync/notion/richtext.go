package notion

import (
	"strings"

	"knowledgestack/internal/markdown"
)

// RenderRichText renders rich-text runs as inline Markdown: annotations
// become emphasis, links and mentions become links, equations become $…$.
// Every character of the runs' text survives, escaped where Markdown would
// otherwise interpret it.
func RenderRichText(rt []RichText) string {
	var b strings.Builder
	for _, r := range rt {
		b.WriteString(renderRun(r))
	}
	return b.String()
}

func renderRun(r RichText) string {
	raw := r.text()
	if raw == "" {
		return ""
	}
	if r.Type == "mention" && r.Mention != nil && r.Mention.Type == "date" && r.Mention.Date != nil {
		// plain_text of a date range has a dangling arrow when there is no
		// end; say it plainly.
		raw = r.Mention.Date.Start
		if r.Mention.Date.End != "" {
			raw += " → " + r.Mention.Date.End
		}
	}
	if r.Type == "equation" {
		return "$" + strings.ReplaceAll(raw, "$", "\\$") + "$"
	}
	var s string
	if r.Annotations.Code {
		s = markdown.CodeSpan(raw)
	} else {
		s = markdown.EscapeInline(raw)
		// Notion text may contain hard line breaks; keep them out of the
		// emphasis delimiters' way by styling each line separately.
		s = styleLines(s, r.Annotations)
	}
	if u := runURL(r); u != "" {
		s = markdown.Link(s, u)
	}
	return s
}

func styleLines(s string, a Annotations) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		if a.Strikethrough {
			l = markdown.Wrap(l, "~~")
		}
		if a.Italic {
			l = markdown.Wrap(l, "_")
		}
		if a.Bold {
			l = markdown.Wrap(l, "**")
		}
		lines[i] = l
	}
	return strings.Join(lines, "\n")
}

// runURL is where a run links to: an explicit link, a mentioned page,
// database or link preview.
func runURL(r RichText) string {
	switch {
	case r.Type == "text" && r.Text != nil && r.Text.Link != nil:
		// href is the absolute form of the link Notion stores (which may
		// be a workspace-relative "/id").
		if r.Href != "" {
			return r.Href
		}
		return r.Text.Link.URL
	case r.Type == "mention" && r.Mention != nil:
		switch r.Mention.Type {
		case "user", "date", "template_mention", "custom_emoji":
			return ""
		case "link_preview":
			if r.Mention.LinkPreview != nil {
				return r.Mention.LinkPreview.URL
			}
		}
	}
	return r.Href
}
