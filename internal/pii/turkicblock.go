package pii

import (
	"strings"
	"unicode"
)

// Kyrgyz, Kazakh and Buryat news write one headline a line: "Шаирбек Ташиев
// депутаттык мандатын тапшырбайт." holds three lower-case words and no
// letter Russian lacks, so the line alone does not show its language
// (kazakhLine), and the Turkic passes, which the line's language gates,
// passed the person by. The headlines around it do show it: turkicNear
// reads the line's block (docs/adr/0276).

// turkicBlockLines is how many lines either side of a line its block
// holds; a blank line ends the block sooner.
const turkicBlockLines = 2

// turkicNear: the line of s around i is Turkic (kazakhLine), or its block
// votes so (turkicBlockVote). m memoises the answer by line; each line's
// block is read once a pass, so the work is at most 2*turkicBlockLines+1
// times the text's.
func turkicNear(s string, m *lineMemo, i int) bool {
	return m.of(s, i, func(line string) bool {
		return kazakhLine(line) || turkicBlockVote(lineBlock(s, m.from, m.to, turkicBlockLines))
	})
}

// lineBlock returns s[from:to] widened by up to n lines either side,
// stopping before a blank line.
func lineBlock(s string, from, to, n int) string {
	a, b := from, to
	for k := 0; k < n && a > 0; k++ {
		p := strings.LastIndexByte(s[:a-1], '\n') + 1
		if strings.TrimSpace(s[p:a-1]) == "" {
			break
		}
		a = p
	}
	for k := 0; k < n && b < len(s); k++ {
		e := len(s)
		if j := strings.IndexByte(s[b+1:], '\n'); j >= 0 {
			e = b + 1 + j
		}
		if strings.TrimSpace(s[b+1:e]) == "" {
			break
		}
		b = e
	}
	countWork(b - a)
	return s[a:b]
}

// turkicBlockVote: the block's lower-case Cyrillic words are four or more,
// at most one in eight a Slavic function word, and one of them is Turkic by
// its ending (turkicLineEnd) or by a letter Russian lacks (kazakhLetters):
// Russian prose beside a Kazakh name votes no, its function words being
// many.
func turkicBlockVote(block string) bool {
	n, slavic, turkic := 0, 0, false
	for _, w := range strings.Fields(block) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if w == "" || strings.ToLower(w) != w || !scriptWord(w, unicode.Cyrillic) {
			continue
		}
		n++
		if slavicStop.has(w) {
			slavic++
		}
		turkic = turkic || turkicLineEnd.MatchString(w) || strings.ContainsAny(w, kazakhLetters)
	}
	return turkic && n >= 4 && slavic*8 <= n
}
