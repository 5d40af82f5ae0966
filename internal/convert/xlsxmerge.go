package convert

import (
	"encoding/xml"
	"io"
	"sort"
	"strings"

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

// sheetMergeSet is a sheet's merged ranges, sorted by first row, read with
// rows in increasing order: only the ranges open at the current row are
// looked at, so a sheet of many merges (Apache POI's 57893 has 50,000)
// costs rows × open ranges, not rows × all ranges.
type sheetMergeSet struct {
	ranges []mergedRange
	next   int           // first range not yet open
	open   []mergedRange // ranges covering the last row filled
}

// sheetMerges reads a sheet part's mergeCells with our own streaming
// decoder: excelize's GetMergeCells is quadratic in the number of merges
// (36 s for Apache POI's 50,000). Values are taken from the top-left cell
// as the rows stream past (fill).
func sheetMerges(c *container, part string) (*sheetMergeSet, error) {
	out := &sheetMergeSet{}
	if part == "" || !c.has(part) {
		return out, nil
	}
	rc, err := c.open(part)
	if err != nil {
		return nil, err
	}
	defer rc.Close()
	dec := xml.NewDecoder(rc)
	for {
		tok, err := dec.Token()
		if err == io.EOF {
			break
		}
		if err != nil {
			return nil, c.xmlError(part, err)
		}
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		if se.Name.Local == "sheetData" {
			if err := dec.Skip(); err != nil { // the cells are excelize's to read
				return nil, c.xmlError(part, err)
			}
			continue
		}
		if se.Name.Local != "mergeCell" {
			continue
		}
		from, to, _ := strings.Cut(attr(se, "ref"), ":")
		c1, r1, err1 := excelize.CellNameToCoordinates(from)
		c2, r2, err2 := excelize.CellNameToCoordinates(to)
		if err1 != nil || err2 != nil || c2 < c1 || r2 < r1 {
			continue
		}
		out.ranges = append(out.ranges, mergedRange{row1: r1, col1: c1, row2: r2, col2: min(c2, c1+mergeFillMax)})
	}
	sort.Slice(out.ranges, func(i, j int) bool { return out.ranges[i].row1 < out.ranges[j].row1 })
	return out, nil
}

// fill writes each merged range's value into the cells of row n it
// covers, and reports whether the row holds a value of its own (not only
// the continuation of a range that starts above it).
func (ms *sheetMergeSet) fill(n int, cols []string) ([]string, bool) {
	for ms.next < len(ms.ranges) && ms.ranges[ms.next].row1 <= n {
		m := ms.ranges[ms.next]
		if m.row1 == n && m.col1 <= len(cols) {
			m.value = cols[m.col1-1] // the top-left cell holds the value
		}
		ms.open = append(ms.open, m)
		ms.next++
	}
	kept := ms.open[:0]
	for _, m := range ms.open {
		if m.row2 >= n {
			kept = append(kept, m)
		}
	}
	ms.open = kept
	own := false
	covered := map[int]bool{}
	for _, m := range ms.open {
		if m.value == "" {
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

// xlsxSheetParts maps each sheet's name to its part (xl/worksheets/sheet1.xml).
func xlsxSheetParts(c *container) (map[string]string, error) {
	out := map[string]string{}
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
		if part, ok := rels[s.RID]; ok {
			out[s.Name] = part
		}
	}
	return out, nil
}

// xlsxCharts finds the charts drawn on each worksheet (sheet → drawing →
// chart, through the parts' relationships) and reads each into a sentence.
func xlsxCharts(c *container, sheets map[string]string) (map[string][]string, error) {
	out := map[string][]string{}
	for name, sheet := range sheets {
		if !c.has(sheet) {
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
					out[name] = append(out[name], text)
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
