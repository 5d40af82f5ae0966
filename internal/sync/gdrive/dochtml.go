package gdrive

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/JohannesKaufmann/html-to-markdown/v2/converter"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/base"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/commonmark"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/strikethrough"
	"github.com/JohannesKaufmann/html-to-markdown/v2/plugin/table"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// docConverter turns a Docs HTML export into GFM: CommonMark plus tables
// and strikethrough (the HTML uploads path has no tables, and Docs are
// where a company keeps its tables).
var docConverter = converter.NewConverter(converter.WithPlugins(
	base.NewBasePlugin(), commonmark.NewCommonmarkPlugin(), table.NewTablePlugin(table.WithHeaderPromotion(true)),
	strikethrough.NewStrikethroughPlugin(),
))

// MaxDocMarkdown bounds the Markdown of one Doc, like the converter's output limit.
const MaxDocMarkdown = 16 << 20

// DocMarkdown converts a Google Docs HTML export (files.export with
// mimeType=text/html) to Markdown. The exporter expresses bold, italic
// and strikethrough only as generated CSS classes, writes each list level
// as a separate sibling list (class lst-kix_<id>-<level>), wraps links in
// a google.com/url redirect and puts a table's rows in <thead>; DocMarkdown
// reads all of that back into plain HTML first.
func DocMarkdown(export string) (string, error) {
	doc, err := html.Parse(strings.NewReader(export))
	if err != nil {
		return "", err
	}
	classes := styleClasses(doc)
	dropComments(doc)
	codeBlocks(doc)
	titles(doc)
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; {
			next := c.NextSibling
			if c.Type == html.ElementNode {
				switch c.DataAtom {
				case atom.Style, atom.Script:
					n.RemoveChild(c)
					c = next
					continue
				case atom.Img:
					// Images are links to googleusercontent.com that expire; their alt text is what reads.
					if alt := strings.TrimSpace(attr(c, "alt")); alt != "" {
						n.InsertBefore(&html.Node{Type: html.TextNode, Data: alt}, c)
					}
					n.RemoveChild(c)
					c = next
					continue
				case atom.A:
					fixLink(c)
				case atom.Span:
					wrapStyled(c, classes)
				}
				walk(c)
			}
			c = next
		}
	}
	walk(doc)
	nestLists(doc)
	notes := takeFootnotes(doc)
	md, err := docConverter.ConvertNode(doc)
	if err != nil {
		return "", err
	}
	out, err := writeFootnotes(strings.TrimSpace(dropListEnds(string(md))), notes)
	if err != nil {
		return "", err
	}
	return strings.TrimSpace(out) + "\n", nil
}

// dropListEnds removes the <!--THE END--> line html-to-markdown writes
// between two adjacent lists: an HTML comment is not text to index.
func dropListEnds(md string) string {
	// Text cannot hold it (the converter escapes a < in text), so every one is the separator.
	return strings.ReplaceAll(listEnd.ReplaceAllString(md, ""), "<!--THE END-->", "")
}

var listEnd = regexp.MustCompile(`(?m)^<!--THE END-->\n?`)

var classRule = regexp.MustCompile(`\.([A-Za-z0-9_-]+)\{([^}]*)\}`)

// styleClasses maps each generated class to the inline element its
// declarations amount to ("b", "i", "s").
func styleClasses(doc *html.Node) map[string][]string {
	out := map[string][]string{}
	var find func(n *html.Node)
	find = func(n *html.Node) {
		if n.Type == html.ElementNode && n.DataAtom == atom.Style && n.FirstChild != nil {
			for _, m := range classRule.FindAllStringSubmatch(n.FirstChild.Data, -1) {
				decl := strings.ReplaceAll(m[2], " ", "")
				if strings.Contains(decl, "font-weight:700") || strings.Contains(decl, "font-weight:bold") {
					out[m[1]] = append(out[m[1]], "b")
				}
				if strings.Contains(decl, "font-style:italic") {
					out[m[1]] = append(out[m[1]], "i")
				}
				if strings.Contains(decl, "text-decoration:line-through") {
					out[m[1]] = append(out[m[1]], "s")
				}
				if isMonospace(decl) {
					out[m[1]] = append(out[m[1]], "code")
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			find(c)
		}
	}
	find(doc)
	return out
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func setAttr(n *html.Node, key, val string) {
	for i, a := range n.Attr {
		if a.Key == key {
			n.Attr[i].Val = val
			return
		}
	}
	n.Attr = append(n.Attr, html.Attribute{Key: key, Val: val})
}

// wrapStyled moves a span's children into <b>/<i>/<s> elements for the
// classes it carries.
func wrapStyled(span *html.Node, classes map[string][]string) {
	var tags []string
	for _, cl := range strings.Fields(attr(span, "class")) {
		tags = append(tags, classes[cl]...)
	}
	if isMonospace(strings.ReplaceAll(attr(span, "style"), " ", "")) {
		tags = append(tags, "code")
	}
	// Code holds no emphasis in Markdown: a monospace run is code alone.
	if slices.Contains(tags, "code") {
		wrapCode(span)
		return
	}
	inner := span
	for _, tag := range tags {
		el := &html.Node{Type: html.ElementNode, Data: tag, DataAtom: atom.Lookup([]byte(tag))}
		for c := inner.FirstChild; c != nil; {
			next := c.NextSibling
			inner.RemoveChild(c)
			el.AppendChild(c)
			c = next
		}
		inner.AppendChild(el)
		inner = el
	}
}

// wrapCode makes a monospace span inline code: its text only, the
// spaces around it left outside (so words do not glue together), and a
// run straight after another monospace run joined to it (two adjacent code
// spans would run together).
func wrapCode(span *html.Node) {
	t := strings.ReplaceAll(codeLines(span), "\n", " ")
	body := strings.TrimFunc(t, isSpace)
	if body == "" {
		return
	}
	lead := t[:strings.Index(t, body)]
	trail := t[len(lead)+len(body):]
	for c := span.FirstChild; c != nil; c = span.FirstChild {
		span.RemoveChild(c)
	}
	if prev := span.PrevSibling; lead == "" && prev != nil && prev.LastChild != nil && prev.LastChild.DataAtom == atom.Code {
		prev.LastChild.FirstChild.Data += body
	} else {
		if lead != "" {
			span.AppendChild(&html.Node{Type: html.TextNode, Data: lead})
		}
		code := &html.Node{Type: html.ElementNode, Data: "code", DataAtom: atom.Code}
		code.AppendChild(&html.Node{Type: html.TextNode, Data: body})
		span.AppendChild(code)
	}
	if trail != "" {
		span.AppendChild(&html.Node{Type: html.TextNode, Data: trail})
	}
}

func isSpace(r rune) bool { return r == ' ' || r == '\u00a0' || r == '\n' || r == '\t' }

// fixLink unwraps the google.com/url redirect; an anchor without href and
// text (a bookmark) loses its element but keeps nothing else.
func fixLink(a *html.Node) {
	href := attr(a, "href")
	if rest, ok := strings.CutPrefix(href, "https://www.google.com/url?q="); ok {
		target, _, _ := strings.Cut(rest, "&")
		if t, err := urlUnescape(target); err == nil && (strings.HasPrefix(t, "https://") || strings.HasPrefix(t, "http://") || strings.HasPrefix(t, "mailto:")) {
			setAttr(a, "href", t)
		}
	}
	if href == "" && a.FirstChild == nil && a.Parent != nil {
		a.Parent.RemoveChild(a)
	}
}

var listLevel = regexp.MustCompile(`lst-kix_[A-Za-z0-9]+-(\d+)`)

func levelOf(n *html.Node) (int, bool) {
	if n.Type != html.ElementNode || (n.DataAtom != atom.Ul && n.DataAtom != atom.Ol) {
		return 0, false
	}
	m := listLevel.FindStringSubmatch(attr(n, "class"))
	if m == nil {
		return 0, true
	}
	l, _ := strconv.Atoi(m[1])
	return l, true
}

// nestLists moves each sibling list of a deeper level into the last item
// of the list before it, giving back the nesting the exporter flattened.
func nestLists(n *html.Node) {
	var stack []*html.Node // the open list of each level
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		lvl, isList := levelOf(c)
		switch {
		case !isList:
			stack = stack[:0]
			nestLists(c)
		case lvl > 0 && lvl <= len(stack) && stack[lvl-1].LastChild != nil:
			parent := stack[lvl-1].LastChild // the last <li> of the level above
			n.RemoveChild(c)
			parent.AppendChild(c)
			stack = append(stack[:lvl], c)
		default:
			stack = append(stack[:0], c)
		}
		c = next
	}
}
