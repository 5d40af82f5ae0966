package pii

import "strings"

// Split name columns, read again last (docs/adr/0258): a CSV or TSV headed
// "姓,名", "Soyadı;Adı" or "Họ<TAB>Tên" holds a part of a name in every
// cell of those columns, a one-character Chinese surname included. The
// table reader (findCued) finds them first, but the passes after it that
// judge Han text as prose drop a lone character or an unlisted given name
// the header vouched for; so the cells of columns headed as a part of a
// name are placed again over what those passes left. A header is a line of
// two cells or more, a row one of as many cells by the same separator.
func (d *Detector) splitColumnNames(s string, spans []Span) []Span {
	var add []Span
	var cols []int
	sep, width := "", 0
	eachLine(s, func(start int, body string) {
		if cols != nil {
			if cells := splitBy(body, sep); len(cells) == width {
				for _, k := range cols {
					add = d.namePart(s, start+cells[k][0], start+cells[k][1], add)
				}
				return
			}
			cols = nil
		}
		cells, cut := splitCells(body)
		if len(cells) < 2 || !headerRow(body, cells) {
			return
		}
		for k, c := range cells {
			h := body[c[0]:c[1]]
			if part, _ := nameKey(h); part && strings.TrimSpace(h) != "" {
				cols = append(cols, k)
			}
		}
		sep, width = cut, len(cells)
	})
	return placeSpans(spans, add)
}
