package convert

import (
	"encoding/xml"
	"io"
	"path"
	"strings"
)

// Charts (DrawingML chart parts, c:chartSpace) in decks and workbooks hold
// their title, series names and category labels as cached text; a chart is
// written as one sentence of them, so "which regions does the sales chart
// show?" can be answered from the deck. The numbers stay in the chart: the
// workbook behind it is where a table of them belongs.

// chartMaxLabels bounds the category labels written per chart.
const chartMaxLabels = 24

// chartText reads a chart part into a sentence: "Chart (bar): Title.
// Series: A, B. Categories: x, y." ("" when the chart has no text at all).
func chartText(c *container, name string) (string, error) {
	if !c.has(name) {
		return "", nil
	}
	rc, err := c.open(name)
	if err != nil {
		return "", err
	}
	defer rc.Close()
	dec := xml.NewDecoder(rc)
	var stack []string
	var title, cur strings.Builder
	var kinds, series, cats []string
	autoDeleted, inSeries, firstSeries := false, false, true
	under := func(names ...string) bool {
		i := 0
		for _, s := range stack {
			if i < len(names) && s == names[i] {
				i++
			}
		}
		return i == len(names)
	}
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return "", c.xmlError(name, err)
		}
		switch t := tok.(type) {
		case xml.StartElement:
			stack = append(stack, t.Name.Local)
			switch {
			case t.Name.Local == "autoTitleDeleted":
				autoDeleted = attr(t, "val") == "1" || attr(t, "val") == "true"
			case strings.HasSuffix(t.Name.Local, "Chart") && len(stack) >= 2 && stack[len(stack)-2] == "plotArea":
				kinds = append(kinds, strings.TrimSuffix(t.Name.Local, "Chart"))
			case t.Name.Local == "ser":
				inSeries = true
			}
			cur.Reset()
		case xml.CharData:
			cur.Write(t)
		case xml.EndElement:
			text := inline(cur.String())
			switch {
			case text == "":
			case (t.Name.Local == "t" || t.Name.Local == "v") && under("chart", "title") && !under("plotArea"):
				if title.Len() > 0 {
					title.WriteByte(' ')
				}
				title.WriteString(text)
			case t.Name.Local == "v" && inSeries && under("ser", "tx"):
				series = append(series, text)
			case t.Name.Local == "v" && inSeries && firstSeries && under("ser", "cat") && len(cats) < chartMaxLabels:
				cats = append(cats, text)
			}
			cur.Reset()
			if t.Name.Local == "ser" {
				inSeries, firstSeries = false, false
			}
			if len(stack) > 0 {
				stack = stack[:len(stack)-1]
			}
		}
	}
	ttl := inline(title.String())
	if ttl == "" && !autoDeleted && len(series) == 1 {
		ttl = series[0] // Office titles a one-series chart with the series' name
	}
	if ttl == "" && len(series) == 0 && len(cats) == 0 {
		return "", nil
	}
	var b strings.Builder
	b.WriteString("Chart")
	if len(kinds) > 0 {
		b.WriteString(" (" + strings.Join(kinds, ", ") + ")")
	}
	b.WriteString(":")
	if ttl != "" {
		b.WriteString(" " + strings.TrimSuffix(ttl, ".") + ".")
	}
	if len(series) > 0 {
		b.WriteString(" Series: " + strings.Join(series, ", ") + ".")
	}
	if len(cats) > 0 {
		b.WriteString(" Categories: " + strings.Join(cats, ", ") + ".")
	}
	return b.String(), nil
}

// partRels is the relationships of a part (ppt/slides/slide1.xml →
// ppt/slides/_rels/slide1.xml.rels) with targets resolved to part names.
func partRels(c *container, part string) (map[string]string, error) {
	rels, err := c.rels(path.Join(path.Dir(part), "_rels", path.Base(part)+".rels"))
	if err != nil {
		return nil, err
	}
	out := make(map[string]string, len(rels))
	for id, target := range rels {
		if strings.HasPrefix(target, "/") {
			out[id] = strings.TrimPrefix(path.Clean(target), "/")
		} else {
			out[id] = path.Clean(path.Join(path.Dir(part), target))
		}
	}
	return out, nil
}
