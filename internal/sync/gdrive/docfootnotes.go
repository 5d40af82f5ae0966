package gdrive

import (
	"regexp"
	"strconv"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Docs exports footnotes as a reference in the text,
// <sup><a href="#ftnt1" id="ftnt_ref1">[1]</a></sup>, and after an <hr> at
// the end one <div> per footnote, <div><p><a href="#ftnt_ref1"
// id="ftnt1">[1]</a><span>&nbsp;the note</span></p></div>. Written as they
// come, the Markdown holds a link "[\[1\]](#ftnt1)" and the notes as loose
// paragraphs under a rule; as Markdown footnotes ([^1] and "[^1]: the
// note") they stay the author's notes, tied to the sentence they annotate.

// docFootnote is one footnote definition taken out of the export.
type docFootnote struct {
	n    int
	body *html.Node
}

var footnoteDefID = regexp.MustCompile(`^ftnt(\d{1,6})$`)

// takeFootnotes removes the footnote definitions (and the rule the exporter
// puts before them) from the document and returns them in order.
func takeFootnotes(n *html.Node) []docFootnote {
	var notes []docFootnote
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type == html.ElementNode {
			if num, ok := footnoteDef(c); ok {
				if prev := prevElement(c); prev != nil && prev.DataAtom == atom.Hr && len(notes) == 0 {
					n.RemoveChild(prev)
				}
				n.RemoveChild(c)
				notes = append(notes, docFootnote{n: num, body: c})
			} else {
				notes = append(notes, takeFootnotes(c)...)
			}
		}
		c = next
	}
	return notes
}

// footnoteDef recognises a definition: a <div> whose first link is the
// back-reference <a href="#ftnt_refN" id="ftntN">, which it removes.
func footnoteDef(div *html.Node) (int, bool) {
	if div.DataAtom != atom.Div {
		return 0, false
	}
	a := firstLink(div)
	if a == nil || !strings.HasPrefix(attr(a, "href"), "#ftnt_ref") {
		return 0, false
	}
	m := footnoteDefID.FindStringSubmatch(attr(a, "id"))
	if m == nil {
		return 0, false
	}
	num, _ := strconv.Atoi(m[1])
	a.Parent.RemoveChild(a)
	return num, true
}

func firstLink(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode && c.DataAtom == atom.A {
			return c
		}
		if a := firstLink(c); a != nil {
			return a
		}
	}
	return nil
}

func prevElement(n *html.Node) *html.Node {
	for p := n.PrevSibling; p != nil; p = p.PrevSibling {
		if p.Type == html.ElementNode {
			return p
		}
		if strings.TrimSpace(p.Data) != "" {
			return nil
		}
	}
	return nil
}

// footnoteRef is how html-to-markdown writes the reference link; only the
// numbers of definitions that exist are rewritten.
var footnoteRef = regexp.MustCompile(`\[\\\[(\d{1,6})\\\]\]\(#ftnt(\d{1,6})\)`)

// writeFootnotes turns the references into [^N] and appends the
// definitions, each converted like the body, its later lines indented so
// that they stay inside the footnote. A definition nothing refers to would
// be dropped by a Markdown renderer, so its text is kept as a paragraph.
func writeFootnotes(md string, notes []docFootnote) (string, error) {
	if len(notes) == 0 {
		return md, nil
	}
	referred := map[string]bool{}
	for _, m := range footnoteRef.FindAllStringSubmatch(md, -1) {
		if m[1] == m[2] {
			referred[m[1]] = true
		}
	}
	defined := map[string]bool{}
	var defs strings.Builder
	for _, fn := range notes {
		body, err := docConverter.ConvertNode(fn.body)
		if err != nil {
			return "", err
		}
		text := strings.TrimFunc(dropListEnds(string(body)), isSpace)
		if text == "" {
			continue
		}
		num := strconv.Itoa(fn.n)
		defs.WriteString("\n\n")
		if !referred[num] || defined[num] {
			defs.WriteString(text)
			continue
		}
		defined[num] = true
		defs.WriteString("[^" + num + "]: ")
		for i, line := range strings.Split(text, "\n") {
			if i > 0 {
				defs.WriteByte('\n')
				if line != "" {
					defs.WriteString("    ")
				}
			}
			defs.WriteString(line)
		}
	}
	md = footnoteRef.ReplaceAllStringFunc(md, func(ref string) string {
		m := footnoteRef.FindStringSubmatch(ref)
		if m[1] != m[2] || !defined[m[1]] {
			return ref
		}
		return "[^" + m[1] + "]"
	})
	return strings.TrimSpace(md) + defs.String(), nil
}
