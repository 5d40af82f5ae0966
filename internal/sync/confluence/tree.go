package confluence

import (
	"strings"

	"golang.org/x/net/html"
)

// node is one element or text of a storage-format document. Storage format
// is XHTML with namespaced Confluence tags (ac:, ri:), HTML entities and
// CDATA sections; an HTML5 tree builder would nest self-closing ri: tags
// and drop CDATA, so the tree is built here from the tokenizer, forgivingly.
type node struct {
	tag      string // "" for text
	attrs    map[string]string
	text     string
	children []*node
	parent   *node
}

// voidTags never have content even when written without "/>".
var voidTags = map[string]bool{"br": true, "hr": true, "img": true, "col": true, "input": true, "meta": true, "link": true, "wbr": true, "area": true, "base": true, "source": true}

// parse builds the element tree of a storage-format fragment. It never
// fails: unmatched end tags are ignored and unclosed elements end with
// their parent.
func parse(src string) *node {
	root := &node{tag: "#root"}
	cur := root
	z := html.NewTokenizer(strings.NewReader(src))
	z.AllowCDATA(true)
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			// The tokenizer stops at EOF (a strings.Reader has no other
			// errors); whatever is still open is closed here.
			return root
		case html.TextToken:
			cur.children = append(cur.children, &node{text: string(z.Text()), parent: cur})
		case html.StartTagToken, html.SelfClosingTagToken:
			tok := z.Token()
			n := &node{tag: tok.Data, parent: cur}
			if len(tok.Attr) > 0 {
				n.attrs = make(map[string]string, len(tok.Attr))
				for _, a := range tok.Attr {
					key := a.Key
					if a.Namespace != "" {
						key = a.Namespace + ":" + a.Key
					}
					n.attrs[key] = a.Val
				}
			}
			cur.children = append(cur.children, n)
			if tt == html.StartTagToken && !voidTags[n.tag] {
				cur = n
			}
		case html.EndTagToken:
			name, _ := z.TagName()
			for n := cur; n != root; n = n.parent {
				if n.tag == string(name) {
					cur = n.parent
					break
				}
			}
		}
	}
}

func (n *node) attr(k string) string { return n.attrs[k] }

// child returns the first direct child element with tag.
func (n *node) child(tag string) *node {
	for _, c := range n.children {
		if c.tag == tag {
			return c
		}
	}
	return nil
}

// param returns an ac:parameter of a macro by name.
func (n *node) param(name string) string {
	for _, c := range n.children {
		if c.tag == "ac:parameter" && c.attr("ac:name") == name {
			return strings.TrimSpace(c.textContent())
		}
	}
	return ""
}

// textContent concatenates all descendant text.
func (n *node) textContent() string {
	if n.tag == "" {
		return n.text
	}
	var b strings.Builder
	for _, c := range n.children {
		b.WriteString(c.textContent())
	}
	return b.String()
}
