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
	ordered, err := docxNumbering(c)
	if err != nil {
		return Result{}, err
	}
	rc, err := c.open("word/document.xml")
	if err != nil {
		return Result{}, err
	}
	defer rc.Close()
	d := &docxReader{dec: xml.NewDecoder(rc), st: st, shift: shift, ordered: ordered, w: &writer{limit: lim.OutputBytes}}
	if err := d.run(); err != nil {
		return Result{}, c.xmlError("word/document.xml", err)
	}
	return Result{Markdown: d.w.String()}, nil
}

type docxReader struct {
	dec     *xml.Decoder
	st      docxStyleSet
	shift   int             // 1 when the document uses the Title style: Heading 1 becomes "##"
	ordered map[string]bool // numId:ilvl → ordered list
	w       *writer
	inList  bool
}

// docxPara is one paragraph's properties and text.
type docxPara struct {
	style, numID, outline string
	ilvl                  int
	numbered              bool
	text                  strings.Builder
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
}

func (d *docxReader) emit(p *docxPara) {
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
	if !p.numbered {
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
	case p.numbered:
		marker := "- "
		if d.ordered[p.numID+":"+strconv.Itoa(p.ilvl)] || d.st.lists[p.style].ordered {
			marker = "1. "
		}
		d.w.line(strings.Repeat("  ", min(p.ilvl, 8)) + marker + paragraph(text))
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
		case "delText", "instrText", "del":
			return true, d.dec.Skip()
		}
		return false, nil
	}, nil)
	if err != nil {
		return nil, err
	}
	return p, nil
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
}

type listStyle struct {
	numID   string
	ordered bool // known from the style's name ("List Number") when it has no numbering of its own
}

func docxStyles(c *container) (docxStyleSet, error) {
	out := docxStyleSet{levels: map[string]int{}, title: map[string]bool{}, lists: map[string]listStyle{}}
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
		if s.PPr.NumPr != nil && s.PPr.NumPr.NumID.Val != "0" {
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

// docxNumbering reports which numId:ilvl pairs are ordered (not bullets).
func docxNumbering(c *container) (map[string]bool, error) {
	out := map[string]bool{}
	if !c.has("word/numbering.xml") {
		return out, nil
	}
	type lvl struct {
		Ilvl   string `xml:"ilvl,attr"`
		NumFmt struct {
			Val string `xml:"val,attr"`
		} `xml:"numFmt"`
	}
	var numbering struct {
		Abstract []struct {
			ID   string `xml:"abstractNumId,attr"`
			Lvls []lvl  `xml:"lvl"`
		} `xml:"abstractNum"`
		Nums []struct {
			ID       string `xml:"numId,attr"`
			Abstract struct {
				Val string `xml:"val,attr"`
			} `xml:"abstractNumId"`
		} `xml:"num"`
	}
	if err := c.decode("word/numbering.xml", &numbering); err != nil {
		return nil, err
	}
	formats := map[string][]lvl{}
	for _, a := range numbering.Abstract {
		formats[a.ID] = a.Lvls
	}
	for _, n := range numbering.Nums {
		for _, l := range formats[n.Abstract.Val] {
			f := l.NumFmt.Val
			out[n.ID+":"+l.Ilvl] = f != "" && f != "bullet" && f != "none"
		}
	}
	return out, nil
}
