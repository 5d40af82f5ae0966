package confluence

import (
	"net/url"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/markdown"
)

// inlineAll renders nodes as one line of inline Markdown.
func (r *Renderer) inlineAll(nodes []*node) string {
	var b strings.Builder
	for _, n := range nodes {
		b.WriteString(r.inline(n))
	}
	return b.String()
}

var spaces = regexp.MustCompile(`[ \t\r\n\f]+`)

func (r *Renderer) inline(n *node) string {
	switch n.tag {
	case "":
		return markdown.EscapeInline(spaces.ReplaceAllString(n.text, " "))
	case "strong", "b":
		return markdown.Wrap(r.inlineAll(n.children), "**")
	case "em", "i", "cite":
		return markdown.Wrap(r.inlineAll(n.children), "_")
	case "s", "del", "strike":
		return markdown.Wrap(r.inlineAll(n.children), "~~")
	case "code", "tt", "kbd", "samp":
		return markdown.CodeSpan(spaces.ReplaceAllString(n.textContent(), " "))
	case "a":
		return markdown.Link(r.inlineAll(n.children), n.attr("href"))
	case "br":
		return "\n"
	case "ac:link":
		return r.acLink(n)
	case "ac:image":
		return r.image(n)
	case "ri:user":
		return "@" + userName(n) + r.inlineAll(n.children)
	case "ac:emoticon":
		return emoticon(n)
	case "time":
		if t := strings.TrimSpace(n.textContent()); t != "" {
			return markdown.EscapeInline(t)
		}
		return markdown.EscapeInline(n.attr("datetime"))
	case "ac:structured-macro", "ac:macro":
		return r.inlineMacro(n)
	case "ac:placeholder", "ac:parameter", "ac:adf-attribute", "style", "script", "ac:task-id":
		// Editor hints, macro settings and ids are not page text.
		return ""
	}
	if r.isBlock(n) {
		return strings.Join(r.blocks(n.children), " ")
	}
	return r.inlineAll(n.children)
}

func userName(n *node) string {
	for _, k := range []string{"ri:username", "ri:userkey", "ri:account-id"} {
		if v := n.attr(k); v != "" {
			return markdown.EscapeInline(v)
		}
	}
	return "user"
}

// acLink renders an ac:link to a page, blog post, attachment, user or URL.
func (r *Renderer) acLink(n *node) string {
	out := r.acLinkTarget(n)
	// Text inside the ri: reference itself is malformed but still text.
	for _, c := range n.children {
		if c.tag != "ac:plain-text-link-body" && c.tag != "ac:link-body" {
			out += r.strayText(c)
		}
	}
	return out
}

func (r *Renderer) acLinkTarget(n *node) string {
	body := ""
	if pb := n.child("ac:plain-text-link-body"); pb != nil {
		body = markdown.EscapeInline(pb.textContent())
	} else if lb := n.child("ac:link-body"); lb != nil {
		body = r.inlineAll(lb.children)
	}
	anchor := n.attr("ac:anchor")
	var target string
	switch {
	case n.child("ri:user") != nil:
		u := n.child("ri:user")
		if strings.TrimSpace(body) != "" {
			return "@" + body
		}
		return "@" + userName(u)
	case n.child("ri:page") != nil, n.child("ri:blog-post") != nil:
		p := n.child("ri:page")
		if p == nil {
			p = n.child("ri:blog-post")
		}
		title := p.attr("ri:content-title")
		if body == "" {
			body = markdown.EscapeInline(title)
		}
		target = r.pageURL(orDefault(p.attr("ri:space-key"), r.SpaceKey), title)
	case n.child("ri:attachment") != nil:
		name := n.child("ri:attachment").attr("ri:filename")
		if body == "" {
			body = markdown.EscapeInline(name)
		}
		target = r.attachmentURL(name)
	case n.child("ri:url") != nil:
		target = n.child("ri:url").attr("ri:value")
	case n.child("ri:space") != nil:
		key := n.child("ri:space").attr("ri:space-key")
		if body == "" {
			body = markdown.EscapeInline(key)
		}
		target = r.BaseURL + "/spaces/" + url.PathEscape(key)
	}
	if anchor != "" {
		if body == "" {
			body = markdown.EscapeInline(anchor)
		}
		target += "#" + url.PathEscape(anchor)
	}
	if target == "" {
		return body
	}
	return markdown.Link(body, target)
}

// image renders an ac:image as a link to the picture.
func (r *Renderer) image(n *node) string {
	out := r.imageTarget(n)
	for _, c := range n.children {
		if c.tag != "ac:caption" {
			out += r.strayText(c)
		}
	}
	return out
}

// strayText renders text found where only references (ri:*) belong.
func (r *Renderer) strayText(c *node) string {
	if c.tag == "" || !strings.HasPrefix(c.tag, "ri:") {
		return r.inline(c)
	}
	return r.inlineAll(c.children)
}

func (r *Renderer) imageTarget(n *node) string {
	alt := n.attr("ac:alt")
	if c := n.child("ac:caption"); c != nil {
		if s := cleanText(r.inlineAll(c.children)); s != "" {
			return r.imageLink(n, s)
		}
	}
	if alt == "" {
		alt = n.attr("ac:title")
	}
	return r.imageLink(n, markdown.EscapeInline(alt))
}

func (r *Renderer) imageLink(n *node, label string) string {
	var target string
	switch {
	case n.child("ri:url") != nil:
		target = n.child("ri:url").attr("ri:value")
	case n.child("ri:attachment") != nil:
		name := n.child("ri:attachment").attr("ri:filename")
		if label == "" {
			label = markdown.EscapeInline(name)
		}
		target = r.attachmentURL(name)
	}
	if label == "" {
		label = "image"
	}
	return markdown.Link(label, target)
}

// pageURL addresses a page by space and title, the only identity storage
// format gives a link (Confluence redirects /display/ to the page).
func (r *Renderer) pageURL(space, title string) string {
	p := "/display/"
	if space != "" {
		p += url.PathEscape(space) + "/"
	}
	return r.BaseURL + p + url.QueryEscape(title)
}

func (r *Renderer) attachmentURL(name string) string {
	if r.PageID == "" {
		return url.PathEscape(name)
	}
	return r.BaseURL + "/download/attachments/" + url.PathEscape(r.PageID) + "/" + url.PathEscape(name)
}

// emoticon renders an emoji from its code points (ac:emoji-id, e.g.
// "1f914" or "1f469-200d-1f4bb"); the fallback attribute is sometimes a
// literal "\uD83E\uDD14" escape, so it is only used when it looks real.
func emoticon(n *node) string {
	if id := n.attr("ac:emoji-id"); id != "" {
		var b strings.Builder
		ok := true
		for _, part := range strings.Split(id, "-") {
			cp, err := strconv.ParseUint(part, 16, 32)
			if err != nil || !utf8.ValidRune(rune(cp)) {
				ok = false
				break
			}
			b.WriteRune(rune(cp))
		}
		if ok && b.Len() > 0 {
			return b.String()
		}
	}
	if fb := n.attr("ac:emoji-fallback"); fb != "" && !strings.Contains(fb, "\\") {
		return markdown.EscapeInline(fb)
	}
	if sn := n.attr("ac:emoji-shortname"); sn != "" {
		return markdown.EscapeInline(sn)
	}
	return ":" + markdown.EscapeInline(n.attr("ac:name")) + ":"
}
