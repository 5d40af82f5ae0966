package pii

import "strings"

// Parties and movements are named as a rallying word and the country:
// "Forza Italia", "Fratelli d'Italia", "Alternative für Deutschland",
// "Italia Viva" aside; the word model reads two capitalised words of
// Italian prose as a person (docs/adr/0200).

// maxPartyCommonRank is the rank among a European language's commonest
// words the first word of a party's name is within ("forza" is 254th).
const maxPartyCommonRank = 1000

// dropCountryParties drops the persons of two to four Latin words in prose
// of a language other than English (latinProseAround) whose last word is
// a country's or territory's name (territoryWords, "Italia", its elided
// "d'Italia" too) and whose first is among the commonest words of a
// European language and no given name: a party, not a person ("Forza
// Italia"; "Georgia" or "India" as the last word of a person keep a given
// name before them). A frame that vouches for a person ("una forza
// politica, Forza Italia") does not save it: the shape is the party's. A
// field's value ("CN=He Lun Yao", "Name: …") is no prose and keeps its
// person: the keyed readers vouched for it.
func (d *Detector) dropCountryParties(s string, toks []token, spans []Span) []Span {
	var out []Span
	dropped := false
	for _, sp := range spans {
		if sp.Kind == Person && !fieldValueAt(s, sp.Start) && d.countryParty(toks, sp) {
			dropped = true
			continue
		}
		out = append(out, sp)
	}
	if !dropped {
		return spans
	}
	return out
}

// countryParty is whether the span's words read as a party (dropCountryParties).
func (d *Detector) countryParty(toks []token, sp Span) bool {
	a, b, ok := spanWords(toks, sp)
	if !ok || b == a || b-a > 3 || !allLatin(toks[b].text) {
		return false
	}
	last := toks[b].text
	if i := strings.LastIndexAny(last, "'’"); i >= 0 {
		last = last[i+len(string([]rune(last[i:])[0])):]
	}
	first := strings.ToLower(toks[a].text)
	rank, common := europeCommon[first]
	return territoryWords[strings.ToLower(last)] && common && rank <= maxPartyCommonRank && !d.anyGiven(toks[a].bare) && d.names.latinProseAround(toks, a)
}

// fieldValueAt is whether byte a of s opens a field's value: the byte
// before it, past spaces, is a key's "=" or ":".
func fieldValueAt(s string, a int) bool {
	p := strings.TrimRight(s[:a], " \t")
	return strings.HasSuffix(p, "=") || strings.HasSuffix(p, ":")
}
