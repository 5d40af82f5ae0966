package convert

import (
	"encoding/xml"
	"io"

	"github.com/xuri/excelize/v2"
)

// mergeFillMax bounds the cells a sheet's merged ranges may fill: a range
// spanning whole columns must not turn into a million copies of a title.
const mergeFillMax = 16384

// mergedRange is one merged cell: its value and the rectangle it covers.
type mergedRange struct {
	value                  string
	row1, col1, row2, col2 int
}

type sheetMergeSet []mergedRange

// sheetMerges reads a sheet's merged cells with their top-left values.
func sheetMerges(f *excelize.File, sheet string) (sheetMergeSet, error) {
	mc, err := f.GetMergeCells(sheet)
	if err != nil {
		return nil, err
	}
	var out sheetMergeSet
	for _, m := range mc {
		c1, r1, err1 := excelize.CellNameToCoordinates(m.GetStartAxis())
		c2, r2, err2 := excelize.CellNameToCoordinates(m.GetEndAxis())
		if err1 != nil || err2 != nil || m.GetCellValue() == "" {
			continue
		}
		out = append(out, mergedRange{value: m.GetCellValue(), row1: r1, col1: c1, row2: r2, col2: min(c2, c1+mergeFillMax)})
	}
	return out, nil
}

// fill writes each merged range's value into the cells of row n it
// covers, and reports whether the row holds a value of its own (not only
// the continuation of a range that starts above it).
func (ms sheetMergeSet) fill(n int, cols []string) ([]string, bool) {
	own := false
	covered := map[int]bool{}
	for _, m := range ms {
		if n < m.row1 || n > m.row2 {
			continue
		}
		for c := m.col1; c <= m.col2; c++ {
			for len(cols) < c {
				cols = append(cols, "")
			}
			if n > m.row1 || c > m.col1 {
				covered[c-1] = true
			}
			cols[c-1] = m.value
		}
	}
	for i, v := range cols {
		if v != "" && !covered[i] {
			own = true
			break
		}
	}
	return cols, own
}

// xlsxCharts finds the charts drawn on each worksheet (sheet → drawing →
// chart, through the parts' relationships) and reads each into a sentence.
func xlsxCharts(c *container) (map[string][]string, error) {
	out := map[string][]string{}
	var wb struct {
		Sheets []struct {
			Name string `xml:"name,attr"`
			RID  string `xml:"http://schemas.openxmlformats.org/officeDocument/2006/relationships id,attr"`
		} `xml:"sheets>sheet"`
	}
	if !c.has("xl/workbook.xml") {
		return out, nil
	}
	if err := c.decode("xl/workbook.xml", &wb); err != nil {
		return nil, err
	}
	rels, err := partRels(c, "xl/workbook.xml")
	if err != nil {
		return nil, err
	}
	for _, s := range wb.Sheets {
		sheet, ok := rels[s.RID]
		if !ok || !c.has(sheet) {
			continue
		}
		sheetRels, err := partRels(c, sheet)
		if err != nil {
			return nil, err
		}
		for _, drawing := range sheetRels {
			if !c.has(drawing) || path2dir(drawing) != "xl/drawings" {
				continue
			}
			charts, err := drawingCharts(c, drawing)
			if err != nil {
				return nil, err
			}
			for _, ch := range charts {
				text, err := chartText(c, ch)
				if err != nil {
					return nil, err
				}
				if text != "" {
					out[s.Name] = append(out[s.Name], text)
				}
			}
		}
	}
	return out, nil
}

// drawingCharts lists the chart parts a drawing shows, in its order.
func drawingCharts(c *container, drawing string) ([]string, error) {
	rels, err := partRels(c, drawing)
	if err != nil {
		return nil, err
	}
	rc, err := c.open(drawing)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	dec := xml.NewDecoder(rc)
	var out []string
	for len(out) < 64 {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, c.xmlError(drawing, err)
		}
		if se, ok := tok.(xml.StartElement); ok && se.Name.Local == "chart" {
			if part, ok := rels[attrNS(se, relNS, "id")]; ok {
				out = append(out, part)
			}
		}
	}
	return out, nil
}

func path2dir(p string) string {
	for i := len(p) - 1; i >= 0; i-- {
		if p[i] == '/' {
			return p[:i]
		}
	}
	return ""
}
