package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Armenian given names named again alone (docs/adr/0273). Armenian prose,
// the Western press's interviews and memoirs above all, names a person in
// full once and then by the given name alone, with the article or case
// ending glued on ("Լարա Նարին ... կը ճանչնաք Լարան", you know Lara;
// "Ալֆրետ Նոպէլի կողմէ ... Ալֆրետ այս մրցանակը կը ստեղծէ"). caseEchoes
// reads the last word of a name found again; this pass reads its first.

// armenianGivenEchoes adds each capitalised Armenian word that nothing
// found, stands alone (no capitalised Armenian word one space before or
// after it, which would make it part of another name), is no common word
// nor title (echoForm) and shares a stem (echoStems) with the first word
// of a person of two words or more found in the text: a given name, no
// initial, title, adjective (armenianAdjective) or declined word. One walk
// over the spans, one over the words, a bounded table per word.
func (d *Detector) armenianGivenEchoes(s string, toks []token, spans []Span) []Span {
	e := scriptEchoes[0]
	var stems map[string]bool
	for _, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if sp.Kind != Person || !ok || a == b {
			continue
		}
		g := toks[a].text
		if !scriptWord(g, unicode.Armenian) || !capitalised(g) || utf8.RuneCountInString(g) < e.minStem ||
			armenianAnyTitle(g) || armenianAdjective(g) || armenianDeclined(g) || !e.echoForm(toks[a]) {
			continue
		}
		if stems == nil {
			stems = map[string]bool{}
		}
		for _, st := range e.echoStems(strings.ToLower(g)) {
			stems[st] = true
		}
	}
	if stems == nil {
		return spans
	}
	var add []Span
	k := 0
	for i, t := range toks {
		if !capitalised(t.text) || !e.echoForm(t) || !e.shares(stems, strings.ToLower(t.text)) ||
			armenianNameNeighbour(s, toks, i-1, i) || armenianNameNeighbour(s, toks, i, i+1) ||
			overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}

// armenianNameNeighbour: toks[a] and toks[b] are both in range, one space
// apart, and both capitalised or ALL CAPS Armenian words (armenianNamePart).
func armenianNameNeighbour(s string, toks []token, a, b int) bool {
	return a >= 0 && b < len(toks) && s[toks[a].end:toks[b].start] == " " &&
		armenianNamePart(toks[a].text) && armenianNamePart(toks[b].text)
}
