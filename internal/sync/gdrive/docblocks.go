package gdrive

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// The Docs exporter writes a code block (Insert > Building blocks > Code
// block) as ordinary paragraphs between two private-use characters: U+EC03
// before the first line, U+EC02 in a paragraph of its own after the last.
const (
	codeOpen  = '\uec03'
	codeClose = '\uec02'
)

// monospace are the fonts Docs offers whose text people mean as code.
var monospace = []string{"courier new", "roboto mono", "consolas", "source code pro", "courier", "monospace",
	"inconsolata", "ubuntu mono", "fira code", "fira mono", "jetbrains mono", "space mono", "ibm plex mono", "menlo"}

func isMonospace(decl string) bool {
	i := strings.Index(decl, "font-family:")
	if i < 0 {
		return false
	}
	fam := strings.ToLower(decl[i+len("font-family:"):])
	if j := strings.IndexByte(fam, ';'); j >= 0 {
		fam = fam[:j]
	}
	fam = strings.ReplaceAll(strings.Trim(strings.TrimSpace(fam), `"'`), " ", "")
	for _, m := range monospace {
		if strings.HasPrefix(fam, strings.ReplaceAll(m, " ", "")) {
			return true
		}
	}
	return false
}

// dropComments removes reviewers' comments: the [a] anchors in the text
// (<sup><a href="#cmnt1">) and the comment bodies the exporter appends
// (<div><p><a href="#cmnt_ref1" id="cmnt1">[a]</a>…</p></div>). They are
// not the document: an answer must not cite a reviewer's question.
func dropComments(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type == html.ElementNode {
			switch {
			case c.DataAtom == atom.Sup && hasCommentLink(c, "#cmnt"):
				n.RemoveChild(c)
			case c.DataAtom == atom.A && strings.HasPrefix(attr(c, "href"), "#cmnt"):
				n.RemoveChild(c)
			case c.DataAtom == atom.Div && hasCommentLink(c, "#cmnt_ref"):
				n.RemoveChild(c)
			default:
				dropComments(c)
			}
		}
		c = next
	}
}

func hasCommentLink(n *html.Node, prefix string) bool {
	if n.Type == html.ElementNode && n.DataAtom == atom.A && strings.HasPrefix(attr(n, "href"), prefix) {
		return true
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if hasCommentLink(c, prefix) {
			return true
		}
	}
	return false
}

// titles turns the Title and Subtitle paragraph styles into the document's
// top headings.
func titles(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type != html.ElementNode {
			continue
		}
		if c.DataAtom == atom.P {
			classes := strings.Fields(attr(c, "class"))
			for _, cl := range classes {
				switch cl {
				case "title":
					c.Data, c.DataAtom = "h1", atom.H1
				case "subtitle":
					c.Data, c.DataAtom = "h2", atom.H2
				}
			}
			continue
		}
		titles(c)
	}
}

// codeBlocks replaces each run of paragraphs between the code block
// markers with one <pre><code>, the markers removed; a marker with no
// partner is only removed.
func codeBlocks(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if isLeafBlock(c) && strings.ContainsRune(textOf(c), codeOpen) {
			// Find the paragraph holding the close marker among the siblings.
			var run []*html.Node
			end := (*html.Node)(nil)
			for s := c; s != nil; s = s.NextSibling {
				run = append(run, s)
				if t := textOf(s); strings.ContainsRune(t, codeClose) && (s != c || strings.IndexRune(t, codeClose) > strings.IndexRune(t, codeOpen)) {
					end = s
					break
				}
			}
			if end != nil {
				var lines []string
				for _, s := range run {
					if s.Type == html.ElementNode {
						lines = append(lines, codeLines(s))
					}
				}
				body := strings.Join(lines, "\n")
				body = strings.TrimRight(strings.TrimLeft(body, "\n"), "\n ")
				pre := &html.Node{Type: html.ElementNode, Data: "pre", DataAtom: atom.Pre}
				code := &html.Node{Type: html.ElementNode, Data: "code", DataAtom: atom.Code}
				code.AppendChild(&html.Node{Type: html.TextNode, Data: body})
				pre.AppendChild(code)
				n.InsertBefore(pre, c)
				next = end.NextSibling
				for _, s := range run {
					n.RemoveChild(s)
				}
				c = next
				continue
			}
		}
		if c.Type == html.ElementNode {
			codeBlocks(c)
		}
		c = next
	}
	stripMarkers(n)
}

// codeLines is a paragraph's text as code: <br> a newline, no-break
// spaces plain, the markers gone.
func codeLines(n *html.Node) string {
	var b strings.Builder
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
		case n.Type == html.ElementNode && n.DataAtom == atom.Br:
			b.WriteByte('\n')
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.Map(func(r rune) rune {
		switch r {
		case codeOpen, codeClose:
			return -1
		case '\u00a0':
			return ' '
		}
		return r
	}, b.String())
}

// isLeafBlock: a paragraph-like element, the exporter's unit of a line.
func isLeafBlock(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	switch n.DataAtom {
	case atom.P, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
		return true
	}
	return false
}

func textOf(n *html.Node) string {
	if n.Type == html.TextNode {
		return n.Data
	}
	var b strings.Builder
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		b.WriteString(textOf(c))
	}
	return b.String()
}

// stripMarkers removes stray markers from text nodes.
func stripMarkers(n *html.Node) {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.TextNode && strings.ContainsAny(c.Data, string(codeOpen)+string(codeClose)) {
			c.Data = strings.NewReplacer(string(codeOpen), "", string(codeClose), "").Replace(c.Data)
		}
		if c.Type == html.ElementNode {
			stripMarkers(c)
		}
	}
}
