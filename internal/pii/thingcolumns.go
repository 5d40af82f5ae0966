package pii

import (
	"sort"
	"strings"
)

// thingColumns are table headers whose cells are no people: firms, places,
// products, posts. Free text (notes, comments, descriptions) may name
// people, an account may be a person's: neither is here. A person found inside such a cell of a table is
// dropped ("Contact,Organisation,City,Notes" then "…,Partido Trabalhista,
// África do Sul,…"; docs/adr/0120). Folded and bare, as nameColumns.
var thingColumns = map[string]bool{"organisation": true, "organization": true, "org": true, "company": true,
	"company name": true, "employer": true, "firm": true, "business": true, "city": true, "town": true, "country": true, "region": true, "state": true, "province": true,
	"location": true, "place": true, "address": true, "street": true, "office": true, "site": true, "venue": true,
	"department": true, "dept": true, "team": true, "division": true, "unit": true, "product": true, "item": true,
	"status": true, "title": true, "job title": true, "role": true, "position": true, "industry": true, "sector": true,
	"organisation name": true, "organization name": true, "city/town": true}

// dropThingColumns drops the persons that lie inside a cell of a column
// headed as firms, places, products or posts. A table is lines of two or
// more cells split alike (splitCells: pipes, tabs, commas, semicolons); its
// first line is its header. Each line is read once.
func dropThingColumns(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, ",;\t|<") {
		return spans
	}
	var drop [][2]int // byte ranges of thing cells, in order
	off := 0
	var cols []int
	sep, width := "", 0
	inTable := false
	for _, line := range strings.SplitAfter(s, "\n") {
		start := off
		off += len(line)
		body := strings.TrimRight(line, "\r\n")
		for _, c := range markupThingCells(body) {
			drop = append(drop, [2]int{start + c[0], start + c[1]}) // <span itemprop="worksFor">, class="org"
		}
		cells, cut := splitCells(body)
		if len(cells) < 2 || isRule(body) {
			inTable = isRule(body) && inTable
			continue
		}
		if inTable && cut == sep && len(cells) == width {
			for _, c := range cols {
				drop = append(drop, [2]int{start + cells[c][0], start + cells[c][1]})
			}
			continue
		}
		inTable, sep, width, cols = true, cut, len(cells), nil
		for k, c := range cells {
			if thingColumns[strings.Join(strings.Fields(fold(strings.Trim(body[c[0]:c[1]], " *_\""))), " ")] {
				cols = append(cols, k)
			}
		}
	}
	if len(drop) == 0 {
		return spans
	}
	// A line's markup cells come before its table's: in text order again.
	sort.Slice(drop, func(i, j int) bool { return drop[i][0] < drop[j][0] })
	out := spans[:0]
	k := 0
	for _, sp := range spans {
		for k < len(drop) && drop[k][1] < sp.End {
			k++
		}
		if sp.Kind == Person && k < len(drop) && drop[k][0] <= sp.Start && sp.End <= drop[k][1] {
			continue
		}
		out = append(out, sp)
	}
	return out
}
