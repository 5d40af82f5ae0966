package pii

import "strings"

// A name is never written with a bracket opened and left open inside it.
// A conference's record writes the speaker and, in brackets, the firm
// ("이동휘 (아임웹)"); a pass that reads the value up to a closing quote or
// bracket took "이동휘 (아임웹" for the name (docs/adr/0259).

// cutOpenBrackets ends each person that holds an opening bracket with no
// closing one after it just before the bracket and its spaces, and drops
// it when nothing is left. Each span is read once.
func cutOpenBrackets(s string, spans []Span) []Span {
	kept := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person {
			v := s[sp.Start:sp.End]
			if i := strings.LastIndexAny(v, "(（["); i >= 0 && !strings.ContainsAny(v[i:], ")）]") {
				v = strings.TrimRight(v[:i], " \t\u00a0")
				if strings.TrimSpace(v) == "" {
					continue
				}
				sp.End = sp.Start + len(v)
				sp.Key = strings.Join(strings.Fields(fold(v)), " ")
			}
		}
		kept = append(kept, sp)
	}
	return kept
}
