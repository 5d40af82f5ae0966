package pii

import "strings"

// lineMemo answers a question about the line around a position once per
// line. A pass that asks it for every word of a line re-read the whole line
// each time: on one long line (a 200 KB line with no newline, a CSV cell
// holding a document) that is the line's length times its words, quadratic
// (docs/adr/0152). Every position of a line, its newline included, shares
// the line's bounds, so one answer serves them all.
type lineMemo struct {
	from, to int // the line's bounds: s[from:to], to at its '\n' or the end
	val, set bool
}

// of returns is(line) for the line of s around i, computing it only when i
// lies outside the line asked about last.
func (m *lineMemo) of(s string, i int, is func(line string) bool) bool {
	if m.set && m.from <= i && i <= m.to {
		return m.val
	}
	m.from = strings.LastIndexByte(s[:i], '\n') + 1
	m.to = len(s)
	if j := strings.IndexByte(s[i:], '\n'); j >= 0 {
		m.to = i + j
	}
	countWork(m.to - m.from)
	m.val, m.set = is(s[m.from:m.to]), true
	return m.val
}

// workSteps, when set, counts the work of the passes docs/adr/0152 made
// linear: the bytes a lineMemo reads and the initials a walk steps over.
// Tests set it to check that the work grows with the text, not its square;
// it stays nil in production, where Find runs concurrently.
var workSteps *int

// countWork adds n to workSteps when a test set it.
func countWork(n int) {
	if workSteps != nil {
		*workSteps += n
	}
}
