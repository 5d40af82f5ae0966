package convert

import (
	"encoding/xml"
	"io"
	"path"
	"strconv"
	"strings"
)

// convertPPTX reads the slides in presentation order (sldIdLst through the
// presentation's relationships). Each slide starts with a slide anchor and a
// "## Slide N: title" heading (the title placeholder's text); body
// placeholders become list items by outline level, other text boxes
// paragraphs, tables GFM tables, speaker notes a "Notes:" paragraph. The
// first slide's title, when it has one, is the document's "#" heading.
func convertPPTX(data []byte, lim Limits) (Result, error) {
	c, err := openOffice(data, lim, "PowerPoint presentation", "ppt/presentation.xml")
	if err != nil {
		return Result{}, err
	}
	var pres struct {
		IDs []struct {
			RID string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sldIdLst>sldId"`
	}
	if err := c.decode("ppt/presentation.xml", &pres); err != nil {
		return Result{}, err
	}
	rels, err := c.rels("ppt/_rels/presentation.xml.rels")
	if err != nil {
		return Result{}, err
	}
	w := &writer{limit: lim.OutputBytes}
	for i, id := range pres.IDs {
		target, ok := rels[id.RID]
		if !ok {
			continue
		}
		name := path.Clean(path.Join("ppt", target))
		s, err := readSlide(c, name)
		if err != nil {
			return Result{}, err
		}
		if notes, err := slideNotes(c, name); err == nil {
			s.notes = notes
		} else {
			return Result{}, err
		}
		if i == 0 && s.title != "" {
			w.heading(1, s.title)
		}
		s.write(w, i+1)
		if w.full() {
			return Result{}, errorf(TooLarge, "holds more text than allowed; split it into smaller files")
		}
	}
	return Result{Markdown: w.String(), Pages: len(pres.IDs)}, nil
}

// slide is one slide's text in reading order.
type slide struct {
	title  string
	blocks []slideBlock
	notes  string
	charts []string // chart parts' sentences (chartText), in slide order
}

type slideBlock struct {
	bullets bool       // a body placeholder: paragraphs are list items
	paras   []textPara // paragraph text with outline level
	rows    [][]string // a table
}

type textPara struct {
	level int
	text  string
}

func (s *slide) write(w *writer, n int) {
	w.block(SlideMarker(n))
	h := "Slide " + strconv.Itoa(n)
	if s.title != "" {
		h += ": " + s.title
	}
	w.heading(2, h)
	for _, b := range s.blocks {
		switch {
		case b.rows != nil:
			w.block(table(b.rows))
		case b.bullets:
			for _, p := range b.paras {
				w.line(strings.Repeat("  ", min(p.level, 8)) + "- " + paragraph(p.text))
			}
			w.end()
		default:
			for _, p := range b.paras {
				w.block(paragraph(p.text))
			}
		}
	}
	for _, ch := range s.charts {
		w.block(paragraph(ch))
	}
	if s.notes != "" {
		w.block("Notes: " + inline(s.notes))
	}
}

func readSlide(c *container, name string) (*slide, error) {
	rc, err := c.open(name)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	parts, err := partRels(c, name)
	if err != nil {
		return nil, err
	}
	links, err := c.rels(path.Join(path.Dir(name), "_rels", path.Base(name)+".rels"))
	if err != nil {
		return nil, err
	}
	s := &slide{}
	var chartParts []string
	dec := xml.NewDecoder(rc)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			s.guessTitle()
			for _, part := range chartParts {
				text, err := chartText(c, part)
				if err != nil {
					return nil, err
				}
				if text != "" {
					s.charts = append(s.charts, text)
				}
			}
			return s, nil
		}
		if err != nil {
			return nil, c.xmlError(name, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		switch se.Name.Local {
		case "chart":
			// A graphic frame's c:chart names the chart part by relationship.
			if part, ok := parts[attrNS(se, relNS, "id")]; ok && len(chartParts) < 64 {
				chartParts = append(chartParts, part)
			}
		case "sp":
			ph, paras, err := readShape(dec, links)
			if err != nil {
				return nil, c.xmlError(name, err)
			}
			switch {
			case ph == "title" || ph == "ctrTitle":
				var parts []string
				for _, p := range paras {
					parts = append(parts, p.text)
				}
				s.title = inline(strings.Join(parts, " "))
			case len(paras) > 0:
				s.blocks = append(s.blocks, slideBlock{bullets: ph == "body" || ph == "obj" || ph == "content", paras: paras})
			}
		case "graphicFrame", "tbl":
			if se.Name.Local == "graphicFrame" {
				continue
			}
			rows, err := readDrawingTable(dec, links)
			if err != nil {
				return nil, c.xmlError(name, err)
			}
			if len(rows) > 0 {
				s.blocks = append(s.blocks, slideBlock{rows: rows})
			}
		}
	}
}

// guessTitle takes, on a slide without a title placeholder (text boxes
// only, as some tools write), a first text box of one short paragraph as the title.
func (s *slide) guessTitle() {
	if s.title != "" || len(s.blocks) == 0 {
		return
	}
	b := s.blocks[0]
	if b.rows == nil && !b.bullets && len(b.paras) == 1 && len(b.paras[0].text) <= 120 {
		s.title = b.paras[0].text
		s.blocks = s.blocks[1:]
	}
}

// readShape reads a p:sp: its placeholder type ("body" for a content
// placeholder without a type) and its paragraphs.
func readShape(dec *xml.Decoder, links map[string]string) (string, []textPara, error) {
	ph := ""
	var paras []textPara
	err := inElement(dec, func(t xml.StartElement) (bool, error) {
		switch t.Name.Local {
		case "ph":
			ph = attr(t, "type")
			if ph == "" {
				ph = "body"
			}
		case "p":
			p, err := readDrawingPara(dec, links)
			if p.text != "" && err == nil {
				paras = append(paras, p)
			}
			return true, err
		}
		return false, nil
	}, nil)
	if err != nil {
		return "", nil, err
	}
	return ph, paras, nil
}

// readDrawingPara reads an a:p: its level and the text of its runs and
// fields; a run with a click hyperlink to an address becomes a Markdown link.
func readDrawingPara(dec *xml.Decoder, links map[string]string) (textPara, error) {
	var p textPara
	var b strings.Builder
	runStart, url := 0, ""
	err := inElement(dec, func(t xml.StartElement) (bool, error) {
		switch t.Name.Local {
		case "pPr":
			p.level, _ = strconv.Atoi(attr(t, "lvl"))
		case "br":
			b.WriteByte(' ')
		case "r":
			runStart, url = b.Len(), ""
		case "hlinkClick":
			if u := links[attrNS(t, relNS, "id")]; linkable(u) {
				url = u
			}
		}
		return false, nil
	}, func(tok xml.Token) {
		switch t := tok.(type) {
		case xml.CharData:
			b.Write(t) // only a:t holds character data inside a:p
		case xml.EndElement:
			if t.Name.Local == "r" && url != "" {
				whole := b.String()
				if label := inline(whole[runStart:]); label != "" {
					b.Reset()
					b.WriteString(whole[:runStart] + "[" + escapeLinkText(label) + "](" + url + ")")
				}
				url = ""
			}
		}
	})
	if err != nil {
		return p, err
	}
	p.text = inline(b.String())
	return p, nil
}

// readDrawingTable reads an a:tbl into rows of cell text.
func readDrawingTable(dec *xml.Decoder, links map[string]string) ([][]string, error) {
	var rows [][]string
	var row []string
	var cell []string
	err := inElement(dec, func(t xml.StartElement) (bool, error) {
		switch t.Name.Local {
		case "p":
			p, err := readDrawingPara(dec, links)
			if p.text != "" && err == nil {
				cell = append(cell, p.text)
			}
			return true, err
		case "tr":
			row = nil
		case "tc":
			cell = nil
		}
		return false, nil
	}, func(tok xml.Token) {
		if t, ok := tok.(xml.EndElement); ok {
			switch t.Name.Local {
			case "tc":
				row = append(row, strings.Join(cell, " "))
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

// slideNotes returns the text of a slide's notes page body, if it has one.
func slideNotes(c *container, slideName string) (string, error) {
	rels, err := c.rels(path.Join(path.Dir(slideName), "_rels", path.Base(slideName)+".rels"))
	if err != nil {
		return "", err
	}
	for _, target := range rels {
		if !strings.Contains(target, "notesSlide") {
			continue
		}
		name := path.Clean(path.Join(path.Dir(slideName), target))
		if !c.has(name) {
			return "", nil
		}
		rc, err := c.open(name)
		if err != nil {
			return "", err
		}
		defer rc.Close()
		dec := xml.NewDecoder(rc)
		var parts []string
		for {
			tok, err := dec.Token()
			if err == io.EOF {
				return strings.Join(parts, " "), nil
			}
			if err != nil {
				return "", c.xmlError(name, err)
			}
			if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "sp" {
				ph, paras, err := readShape(dec, nil)
				if err != nil {
					return "", c.xmlError(name, err)
				}
				if ph == "body" {
					for _, p := range paras {
						parts = append(parts, p.text)
					}
				}
			}
		}
	}
	return "", nil
}
