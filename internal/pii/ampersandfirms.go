package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Firms named "Founder & Sons" (docs/adr/0258): a surname before "&" and
// the heirs or partners a firm's name adds ("Hollenbeck & Söhne GmbH",
// "Dalloway & Sons Ltd", "Brandt & Co.") names the firm, not a person, as
// a legal form straight after it does (legalfirms.go). The form may stand
// after the heirs' word, or that word alone (Co., Cie, Sons, Söhne, Hijos,
// Figli, Zonen, Fils) says firm. As there, a listed given name and a
// surname before it keep the founder a person.

// firmHeirs are the words after "&" that make the name before it a firm's.
var firmHeirs = map[string]bool{"co": true, "cie": true, "sons": true, "söhne": true, "sohn": true, "partner": true,
	"partners": true, "hijos": true, "figli": true, "zonen": true, "fils": true, "filhos": true, "synowie": true,
	"brothers": true, "bros": true, "gebrüder": true, "hermanos": true, "fratelli": true, "associates": true}

// dropAmpersandFirms drops the Latin persons that "& Sons", "& Co." or
// "& Word <legal form>" after them makes a firm.
func (d *Detector) dropAmpersandFirms(s string, spans []Span) []Span {
	if !strings.Contains(s, "&") {
		return spans
	}
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person && allLatin(s[sp.Start:sp.End]) && d.ampersandFirm(s, sp) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// ampersandFirm is whether "& …" after sp names a firm (dropAmpersandFirms).
func (d *Detector) ampersandFirm(s string, sp Span) bool {
	rest := s[sp.End:min(len(s), sp.End+80)]
	if !strings.HasPrefix(rest, " & ") {
		return false
	}
	ws := words(s[sp.Start:sp.End])
	if len(ws) == 0 || len(ws) >= 2 && d.names.first[ws[0].bare] && d.names.founderSurname(ws[len(ws)-1]) {
		return false
	}
	at := sp.End + 3
	for k := 0; k < 2 && at < len(s); k++ {
		j := at
		for j < len(s) && s[j] != ' ' && s[j] != '\n' && s[j] != '\r' && s[j] != '\t' && s[j] != ',' {
			j++
		}
		w := strings.TrimRight(s[at:j], ".")
		r, _ := utf8.DecodeRuneInString(w)
		if w == "" || !unicode.IsUpper(r) {
			return false
		}
		if firmHeirs[strings.ToLower(w)] {
			return true
		}
		if _, ok := legalFormAfter(s, j); ok {
			return true
		}
		at = j + 1
	}
	return false
}
