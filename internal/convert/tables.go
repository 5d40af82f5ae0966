package convert

import "strings"

// titleRows is how many leading rows of a sheet or CSV may be titles: a
// report's title, subtitle and notes sit above its header, seldom more.
const titleRows = 10

// splitTitles finds the header of a table whose first rows are titles: a
// leading row with a single distinct value (a title merged across the
// sheet's width, a note, a "# comment" line) above a row of two or more
// cells is a title, not the header, so it is returned as text and the
// header is the first row that has columns. A table whose rows all have
// one value is left as it is.
func splitTitles(rows [][]string) (titles []string, rest int) {
	wide := false
	for _, r := range rows {
		if distinct(r) >= 2 {
			wide = true
			break
		}
	}
	if !wide {
		return nil, 0
	}
	for rest < len(rows) && rest < titleRows && distinct(rows[rest]) < 2 {
		for _, c := range rows[rest] {
			if c = inline(c); c != "" {
				titles = append(titles, c)
				break
			}
		}
		rest++
	}
	if rest == len(rows) {
		return nil, 0
	}
	return titles, rest
}

// distinct counts a row's distinct non-blank values.
func distinct(row []string) int {
	seen := map[string]bool{}
	for _, c := range row {
		if c = strings.TrimSpace(c); c != "" {
			seen[c] = true
		}
	}
	return len(seen)
}
