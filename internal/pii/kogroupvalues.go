package pii

// Korean firms as the value of a company key (docs/adr/0272). A talk
// list's speaker record keeps the speaker's firm beside the name —
// `company: '토스페이먼츠',`, `organization: 당근마켓` — and a firm's name in
// Hangul spells a foreign word with the syllables of a foreign person's,
// so the Korean model takes it for one. The key says the value is a group
// (keyedrecords.go's groupKeys: company, organization, affiliation,
// employer, team, project …): a person found in Hangul inside such a
// value is none. Latin values are left to the people-file reading of
// ADR 0207, which already drops them beside an account key.
//
// One pass over the lines and one walk over the spans: Find stays linear.

// koGroupValues switches the pass off for measuring (tests).
var koGroupValues = true

// dropKoGroupValues drops the Hangul persons inside the value of a group
// key's field.
func dropKoGroupValues(s string, spans []Span) []Span {
	if !koGroupValues || !hasHangul(s) {
		return spans
	}
	var groups [][2]int
	eachLine(s, func(start int, body string) {
		if !hasHangul(body) {
			return
		}
		if m := recordKeyLine.FindStringSubmatchIndex(body); m != nil && groupKeys[fieldKey(body[m[2]:m[3]])] {
			groups = append(groups, [2]int{start + m[4], start + m[5]})
		}
	})
	if len(groups) == 0 {
		return spans
	}
	out := spans[:0]
	g := 0
	for _, sp := range spans {
		for g < len(groups) && groups[g][1] <= sp.Start {
			g++
		}
		inside := g < len(groups) && groups[g][0] <= sp.Start && sp.End <= groups[g][1]
		if sp.Kind == Person && inside && hasHangul(s[sp.Start:sp.End]) {
			continue
		}
		out = append(out, sp)
	}
	return out
}
