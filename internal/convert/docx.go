package convert

import (
	"encoding/xml"
	"io"
	"strconv"
	"strings"
)

// convertDOCX reads word/document.xml in order: paragraphs with a heading
// style (resolved through styles.xml: "heading N", "Title", or an outline
// level) become headings, numbered paragraphs list items (bullet or ordered
// from numbering.xml), tables GFM tables with their first row as header.
// archive/zip + encoding/xml: no maintained open-source Go DOCX reader
// exists (see ADR 0019).
func convertDOCX(data []byte, lim Limits) (Result, error) {
	c, err := openOffice(data, lim, "Word document", "word/document.xml")
	if err != nil {
		return Result{}, err
	}
	st, err := docxStyles(c)
	if err != nil {
		return Result{}, err
	}
	shift, err := docxUsesTitle(c, st)
	if err != nil {
		return Result{}, err
	}
	numbering, err := readDocxNumbering(c)
	if err != nil {
		return Result{}, err
	}
	links, err := c.rels("word/_rels/document.xml.rels")
	if err != nil {
		return Result{}, err
	}
	rc, err := c.open("word/document.xml")
	if err != nil {
		return Result{}, err
	}
	defer rc.Close()
	d := &docxReader{dec: xml.NewDecoder(rc), st: st, shift: shift, num: newDocxCounters(numbering), links: links, w: &writer{limit: lim.OutputBytes}}
	if err := d.run(); err != nil {
		return Result{}, c.xmlError("word/document.xml", err)
	}
	return Result{Markdown: d.w.String()}, nil
}

type docxReader struct {
	dec     *xml.Decoder
	st      docxStyleSet
	shift   int // 1 when the document uses the Title style: Heading 1 becomes "##"
	num     *docxCounters
	links   map[string]string // relationship id → target (hyperlinks)
	w       *writer
	inList  bool
	indent  [10]int // width of the marker last written at each list level, 0 when none
	listKey string  // the numbering definition of the list being written
}

// docxPara is one paragraph's properties and text.
type docxPara struct {
	style, numID, outline string
	ilvl                  int
	numbered              bool
	text                  strings.Builder
	boxes                 []*docxPara // text boxes anchored in the paragraph, read as paragraphs of their own
	links                 []docxLink  // hyperlinks open while reading
}

// docxLink is a hyperlink being read: where its text starts and its target.
type docxLink struct {
	start int
	url   string
}

func (d *docxReader) run() error {
	for {
		tok, err := d.dec.Token()
		if err == io.EOF {
			return nil
		}
		if err != nil {
			return err
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "p":
			p, err := d.paragraph()
			if err != nil {
				return err
			}
			d.emit(p)
		case "tbl":
			rows, err := d.table()
			if err != nil {
				return err
			}
			d.endList()
			d.w.block(table(rows))
		}
		if d.w.full() {
			return errorf(TooLarge, "holds more text than allowed; split it into smaller files")
		}
	}
}

func (d *docxReader) endList() {
	if d.inList {
		d.w.end()
		d.inList = false
	}
	d.indent = [10]int{}
}

func (d *docxReader) emit(p *docxPara) {
	defer func() {
		for _, b := range p.boxes {
			d.emit(b)
		}
	}()
	text := inline(p.text.String())
	if text == "" {
		return
	}
	level := d.st.levels[p.style]
	if n, err := strconv.Atoi(p.outline); err == nil && level == 0 && n < 6 {
		level = n + 1
	}
	if level > 0 && d.st.title[p.style] {
		level = 1
	} else if level > 0 {
		level += d.shift
	}
	kind := d.st.kinds[p.style]
	if !p.numbered && kind == "" {
		if ls, ok := d.st.lists[p.style]; ok {
			p.numbered, p.numID = true, ls.numID
			if ls.numID == "" {
				p.numID = "style:" + p.style
			}
		}
	}
	switch {
	case level > 0:
		d.endList()
		d.w.heading(level, text)
	case kind == "subtitle":
		// A subtitle is part of the title block: emphasis, never a list item.
		d.endList()
		d.w.block("*" + strings.Trim(paragraph(text), "*") + "*")
	case kind == "quote":
		d.endList()
		d.w.block("> " + paragraph(text))
	case p.numbered:
		// Another list (another numbering definition) ends the one before:
		// its numbers are its own.
		key := p.numID
		if inst, ok := d.num.def.instances[p.numID]; ok {
			key = "a:" + inst.abstract
		}
		if d.inList && p.ilvl <= 0 && key != d.listKey {
			d.endList()
		}
		d.listKey = key
		marker := d.num.next(p.numID, p.ilvl, d.st.lists[p.style].ordered)
		if marker == "" {
			d.endList()
			d.w.block(paragraph(text))
			return
		}
		// A nested item is indented to its parent's text (CommonMark), and
		// only under levels that have an item: a list that starts at level
		// 2 must not turn into an indented code block.
		lvl := min(max(p.ilvl, 0), 9)
		pad := 0
		for k := range lvl {
			pad += d.indent[k]
		}
		d.indent[lvl] = len(marker)
		for k := lvl + 1; k < len(d.indent); k++ {
			d.indent[k] = 0
		}
		d.w.line(strings.Repeat(" ", pad) + marker + paragraph(text))
		d.inList = true
	default:
		d.endList()
		d.w.block(paragraph(text))
	}
}

// paragraph reads a w:p up to its end element.
func (d *docxReader) paragraph() (*docxPara, error) {
	p := &docxPara{}
	err := inElement(d.dec, func(t xml.StartElement) (bool, error) {
		switch t.Name.Local {
		case "pStyle":
			p.style = attr(t, "val")
		case "outlineLvl":
			p.outline = attr(t, "val")
		case "numPr":
			p.numbered = true
		case "ilvl":
			p.ilvl, _ = strconv.Atoi(attr(t, "val"))
		case "numId":
			p.numID = attr(t, "val")
			if p.numID == "0" { // numId 0 switches numbering off
				p.numbered = false
			}
		case "t":
			s, err := d.chars()
			p.text.WriteString(s)
			return true, err
		case "tab", "br", "cr":
			p.text.WriteByte(' ')
		case "hyperlink":
			// External links become Markdown links; a w:anchor (a bookmark
			// in this document) has no address outside it and stays text.
			url := ""
			if id := attrNS(t, relNS, "id"); id != "" {
				url = d.links[id]
				if a := attr(t, "anchor"); url != "" && a != "" && !strings.Contains(url, "#") {
					url += "#" + a
				}
			}
			p.links = append(p.links, docxLink{start: p.text.Len(), url: url})
		case "docPr":
			// A picture's alternative text is what its author said it shows.
			if alt := inline(attr(t, "descr")); alt != "" {
				p.text.WriteString(" (image: " + alt + ") ")
			}
		case "txbxContent":
			boxes, err := d.textBox()
			p.boxes = append(p.boxes, boxes...)
			return true, err
		case "Fallback":
			// mc:AlternateContent holds a text box twice, as DrawingML
			// (mc:Choice) and as VML for old readers: read it once.
			return true, d.dec.Skip()
		case "delText", "instrText", "del":
			return true, d.dec.Skip()
		}
		return false, nil
	}, func(tok xml.Token) {
		if e, ok := tok.(xml.EndElement); ok && e.Name.Local == "hyperlink" && len(p.links) > 0 {
			l := p.links[len(p.links)-1]
			p.links = p.links[:len(p.links)-1]
			whole := p.text.String()
			label := inline(whole[l.start:])
			if l.url == "" || label == "" || !linkable(l.url) {
				return
			}
			p.text.Reset()
			p.text.WriteString(whole[:l.start] + "[" + escapeLinkText(label) + "](" + l.url + ")")
		}
	})
	if err != nil {
		return nil, err
	}
	return p, nil
}

// textBox reads a w:txbxContent: its paragraphs, each a paragraph of its
// own after the one it is anchored in, so its text neither runs into the
// anchor's words nor into the next box.
func (d *docxReader) textBox() ([]*docxPara, error) {
	var out []*docxPara
	err := inElement(d.dec, func(t xml.StartElement) (bool, error) {
		if t.Name.Local == "p" {
			p, err := d.paragraph()
			if err == nil {
				out = append(out, p)
			}
			return true, err
		}
		return false, nil
	}, nil)
	return out, err
}

// relNS is the namespace of r:id attributes.
const relNS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships"

// linkable reports whether a link target is an address a reader can follow.
func linkable(url string) bool {
	u := strings.ToLower(url)
	return strings.HasPrefix(u, "http://") || strings.HasPrefix(u, "https://") || strings.HasPrefix(u, "mailto:")
}

// escapeLinkText keeps brackets in a link's text from closing it early.
func escapeLinkText(s string) string {
	return strings.NewReplacer(`\`, `\\`, "[", `\[`, "]", `\]`).Replace(s)
}

// chars reads the character data of the element just opened, up to its end.
func (d *docxReader) chars() (string, error) {
	var b strings.Builder
	err := inElement(d.dec, func(xml.StartElement) (bool, error) {
		return true, d.dec.Skip()
	}, func(tok xml.Token) {
		if t, ok := tok.(xml.CharData); ok {
			b.Write(t)
		}
	})
	if err != nil {
		return "", err
	}
	return b.String(), nil
}

// table reads a w:tbl; a cell's paragraphs (and nested tables) join into its text.
func (d *docxReader) table() ([][]string, error) {
	var rows [][]string
	var row []string
	var cell strings.Builder
	err := inElement(d.dec, func(t xml.StartElement) (bool, error) {
		switch t.Name.Local {
		case "tr":
			row = nil
		case "tc":
			cell.Reset()
		case "p":
			p, err := d.paragraph()
			if err != nil {
				return true, err
			}
			if s := inline(p.text.String()); s != "" {
				if cell.Len() > 0 {
					cell.WriteByte(' ')
				}
				cell.WriteString(s)
			}
			return true, nil
		case "tbl":
			inner, err := d.table()
			for _, r := range inner {
				cell.WriteString(" " + strings.Join(r, " "))
			}
			return true, err
		}
		return false, nil
	}, func(tok xml.Token) {
		if t, ok := tok.(xml.EndElement); ok {
			switch t.Name.Local {
			case "tc":
				row = append(row, cell.String())
			case "tr":
				rows = append(rows, row)
			}
		}
	})
	if err != nil {
		return nil, err
	}
	return rows, nil
}

// docxStyleSet is what styles.xml says about headings and lists.
type docxStyleSet struct {
	levels map[string]int       // styleId → heading level ("heading N", "Title", or an outline level)
	title  map[string]bool      // styleIds of the Title style
	lists  map[string]listStyle // paragraph styles that number their paragraphs
	kinds  map[string]string    // styleId → "quote" or "subtitle"
}

type listStyle struct {
	numID   string
	ordered bool // known from the style's name ("List Number") when it has no numbering of its own
}

func docxStyles(c *container) (docxStyleSet, error) {
	out := docxStyleSet{levels: map[string]int{}, title: map[string]bool{}, lists: map[string]listStyle{}, kinds: map[string]string{}}
	if !c.has("word/styles.xml") {
		return out, nil
	}
	type val struct {
		Val string `xml:"val,attr"`
	}
	var styles struct {
		Styles []struct {
			ID   string `xml:"styleId,attr"`
			Name val    `xml:"name"`
			PPr  struct {
				Outline *val `xml:"outlineLvl"`
				NumPr   *struct {
					NumID val `xml:"numId"`
				} `xml:"numPr"`
			} `xml:"pPr"`
		} `xml:"style"`
	}
	if err := c.decode("word/styles.xml", &styles); err != nil {
		return out, err
	}
	for _, s := range styles.Styles {
		name := strings.ToLower(s.Name.Val)
		switch name {
		case "quote", "intense quote", "quotations", "block text":
			out.kinds[s.ID] = "quote"
		case "subtitle":
			out.kinds[s.ID] = "subtitle"
		}
		switch {
		case name == "title":
			out.levels[s.ID], out.title[s.ID] = 1, true
		case strings.HasPrefix(name, "heading "):
			if n, err := strconv.Atoi(strings.TrimPrefix(name, "heading ")); err == nil && n >= 1 && n <= 9 {
				out.levels[s.ID] = min(n, 6)
			}
		case s.PPr.Outline != nil:
			if n, err := strconv.Atoi(s.PPr.Outline.Val); err == nil && n < 6 {
				out.levels[s.ID] = n + 1
			}
		}
		if s.PPr.NumPr != nil && s.PPr.NumPr.NumID.Val != "0" && s.PPr.NumPr.NumID.Val != "" {
			// A numPr with only a level (Word's own Subtitle style has one) numbers nothing.
			out.lists[s.ID] = listStyle{numID: s.PPr.NumPr.NumID.Val, ordered: strings.HasPrefix(name, "list number")}
		} else if strings.HasPrefix(name, "list bullet") || strings.HasPrefix(name, "list number") {
			out.lists[s.ID] = listStyle{ordered: strings.HasPrefix(name, "list number")}
		}
	}
	return out, nil
}

// docxUsesTitle reports (as 1) whether a paragraph of the document uses the
// Title style, which then is the only "#" and pushes Heading N down one level.
func docxUsesTitle(c *container, st docxStyleSet) (int, error) {
	if len(st.title) == 0 {
		return 0, nil
	}
	rc, err := c.open("word/document.xml")
	if err != nil {
		return 0, err
	}
	defer rc.Close()
	dec := xml.NewDecoder(rc)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			return 0, nil
		}
		if err != nil {
			return 0, c.xmlError("word/document.xml", err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "pStyle" && st.title[attr(se, "val")] {
			return 1, nil
		}
	}
}
