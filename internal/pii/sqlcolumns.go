package pii

import (
	"regexp"
	"sort"
	"strings"
)

// Names in the columns of SQL dumps (docs/adr/0226): pg_dump's
// "COPY t (id, first_name, last_name, …) FROM stdin;" then tab-separated
// rows up to "\.", and mysqldump's "INSERT INTO t (…) VALUES (…),(…);".
// A column headed as a part of a name holds one in every row, whatever its
// length: a lone surname ("Owczarek") that no prose rule takes alone is a
// person there. Columns headed as firms, places or posts (thingColumns) hold
// none, so what the rules found in such a cell ("Calle del Olmo") is dropped.
// Other columns (a note, a bio) are left to the rules: free text names people.

// sqlCopyHead is pg_dump's COPY line; sqlInsertHead an INSERT's head up to
// VALUES. Both bound their column list, so each match reads a short stretch.
var (
	sqlCopyHead   = regexp.MustCompile(`(?m)^COPY [^\s(]{1,120} ?\(([^)\n]{1,600})\) FROM stdin;\r?$`)
	sqlInsertHead = regexp.MustCompile(`(?i)\bINSERT INTO [^\s(]{1,120} ?\(([^)\n]{1,600})\) ?VALUES\s*`)
)

// sqlCell is one value of a dumped row and the header of its column.
type sqlCell struct {
	from, to int
	col      string
}

// sqlColumnNames adds the name parts of SQL dumps' name columns and drops the
// persons found inside their thing columns. The text is read once: each
// COPY block and INSERT statement from its head to its end.
func (d *Detector) sqlColumnNames(s string, spans []Span) []Span {
	if !strings.Contains(s, "COPY ") && !strings.Contains(s, "INSERT") && !strings.Contains(s, "insert") {
		return spans
	}
	cells := sqlCopyCells(s, nil)
	cells = sqlInsertCells(s, cells)
	if len(cells) == 0 {
		return spans
	}
	var add []Span
	var things [][2]int
	for _, c := range cells {
		if thingColumns[columnKey(c.col)] {
			things = append(things, [2]int{c.from, c.to})
			continue
		}
		part, whole := nameKey(c.col)
		switch {
		case part:
			add = d.namePart(s, c.from, c.to, add)
		case whole && fieldKey(c.col) != "name":
			add = d.nameValue(s, c.from, c.to, add)
		}
	}
	sort.Slice(things, func(i, j int) bool { return things[i][0] < things[j][0] })
	spans = dropInCells(spans, things)
	return placeSpans(spans, add)
}

// sqlColumns splits a dump's column list into its headers, unquoted.
func sqlColumns(list string) []string {
	var out []string
	for _, c := range strings.Split(list, ",") {
		out = append(out, strings.Trim(c, " `\"[]"))
	}
	return out
}

// sqlCopyCells are the cells of every COPY block's rows: tab-separated
// values, one row a line, up to the line "\.".
func sqlCopyCells(s string, out []sqlCell) []sqlCell {
	done := 0
	for _, m := range sqlCopyHead.FindAllStringSubmatchIndex(s, -1) {
		if m[0] < done {
			continue // a row of a block already read
		}
		cols := sqlColumns(s[m[2]:m[3]])
		pos := m[1]
		for pos < len(s) {
			if s[pos] == '\n' {
				pos++
			}
			end := strings.IndexByte(s[pos:], '\n')
			if end < 0 {
				end = len(s) - pos
			}
			line := strings.TrimRight(s[pos:pos+end], "\r")
			if line == `\.` || line == "" {
				break
			}
			begin := 0
			for k := 0; k < len(cols); k++ {
				stop := strings.IndexByte(line[begin:], '\t')
				if stop < 0 {
					stop = len(line) - begin
				}
				if v := line[begin : begin+stop]; v != `\N` {
					out = append(out, sqlCell{from: pos + begin, to: pos + begin + stop, col: cols[k]})
				}
				begin += stop + 1
				if begin > len(line) {
					break
				}
			}
			pos += end
		}
		done = pos
	}
	return out
}

// sqlInsertCells are the cells of every INSERT's tuples, read from VALUES to
// the statement's end: quoted strings (” and \' escaped) keep their commas
// and parentheses, a tuple's values are counted against its column list.
func sqlInsertCells(s string, out []sqlCell) []sqlCell {
	done := 0
	for _, m := range sqlInsertHead.FindAllStringSubmatchIndex(s, -1) {
		if m[0] < done {
			continue // inside a statement already read
		}
		cols := sqlColumns(s[m[2]:m[3]])
		depth, k, begin := 0, 0, 0
		quote := byte(0)
		i := m[1]
	scan:
		for ; i < len(s); i++ {
			c := s[i]
			switch {
			case quote != 0:
				switch {
				case c == '\\':
					i++
				case c == quote && i+1 < len(s) && s[i+1] == quote:
					i++
				case c == quote:
					quote = 0
				}
			case c == '\'' || c == '"':
				quote = c
			case c == '(':
				depth++
				if depth == 1 {
					k, begin = 0, i+1
				}
			case c == ',' && depth == 1, c == ')' && depth == 1:
				if k < len(cols) {
					out = append(out, sqlCell{from: begin, to: i, col: cols[k]})
				}
				k, begin = k+1, i+1
				if c == ')' {
					depth = 0
				}
			case c == ')':
				depth = max(depth-1, 0)
			case c == ';' && depth == 0:
				break scan
			}
		}
		done = i
	}
	return out
}

// dropInCells drops the persons of spans that lie inside one of the byte
// ranges cut, which are in text order.
func dropInCells(spans []Span, cut [][2]int) []Span {
	if len(cut) == 0 {
		return spans
	}
	out := spans[:0]
	k := 0
	for _, sp := range spans {
		for k < len(cut) && cut[k][1] < sp.End {
			k++
		}
		if sp.Kind == Person && k < len(cut) && cut[k][0] <= sp.Start && sp.End <= cut[k][1] {
			continue
		}
		out = append(out, sp)
	}
	return out
}
