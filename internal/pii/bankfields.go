package pii

import (
	"regexp"
	"strings"
)

// Counterparties in a statement's fields rather than its prose lines
// (docs/adr/0271, extending bankLineNames of docs/adr/0258):
//   - SWIFT MT940 as German banks write it (the DFÜ agreement's structured
//     ":86:" field): "?20"…"?29" hold the purpose, "?30" the bank code,
//     "?31" the account, "?32" and "?33" the counterparty's name; other
//     banks tag the name "/NAME/…/" in the same field. A SEPA purpose's
//     own key ("SVWZ+Miete Maerz") opens the purpose, where no person
//     starts.
//   - A statement exported as CSV or TSV heads one column with the
//     counterparty ("Ordenante/Beneficiario", "Empfänger", "Payee"): each
//     cell of that column is a counterparty.
//
// A value is a person as bankPerson says (two words or more, no legal
// form, no common word). One line at a time.

var (
	// mt940Name is an MT940 ":86:" name subfield's value: "?32", "?33"
	// up to the next subfield, or "/NAME/" up to the next slash.
	mt940Name = regexp.MustCompile(`\?3[23]([^?\n]+)|/NAME/([^/\n]+)`)
	// sepaPurpose is a SEPA purpose key that opens a purpose subfield.
	sepaPurpose = regexp.MustCompile(`(?:\?2\d|^)(?:SVWZ|EREF|KREF|MREF|CRED)\+`)
)

// counterpartyKeys are a statement's column headings, as columnKey writes
// them, for the party who paid or was paid, in the languages of
// bankCue; a heading of two of them ("Ordenante/Beneficiario") reads part
// by part.
var counterpartyKeys = map[string]bool{"payee": true, "payer": true, "counterparty": true, "beneficiary": true,
	"remitter": true, "ordenante": true, "beneficiario": true, "empfanger": true, "zahlungsempfanger": true,
	"auftraggeber": true, "begunstigter": true, "zahlungspflichtiger": true, "name zahlungsbeteiligter": true,
	"auftraggeber empfanger": true, "nadawca": true, "odbiorca": true, "kontrahent": true, "beneficiaire": true,
	"donneur d ordre": true, "tiers": true, "ordinante": true, "beneficiario ordinante": true,
	"naam tegenpartij": true, "tegenrekening naam": true, "naam": true, "alici": true, "gonderen": true,
	"favorecido": true, "remetente": true, "protistrana": true, "prijemce": true, "platce": true}

// bankFieldNames adds the counterparties of MT940 name subfields and of a
// statement's counterparty column, and drops the persons the rules found
// where a SEPA purpose starts.
func (d *Detector) bankFieldNames(s string, spans []Span) []Span {
	if !strings.Contains(s, ":86:") && !strings.Contains(s, "?3") && !strings.Contains(s, "/NAME/") && !strings.ContainsAny(s, ";,\t|") {
		return spans
	}
	var add []Span
	var purposes []int
	col, width, sep := -1, 0, ""
	eachLine(s, func(start int, body string) {
		if col >= 0 {
			if cells := splitBy(body, sep); len(cells) == width {
				if a, b := start+cells[col][0], start+cells[col][1]; d.bankPerson(s, a, b) {
					add = d.nameValue(s, a, b, add)
				}
				return
			}
			col = -1
		}
		if strings.Contains(body, "?3") || strings.Contains(body, "/NAME/") {
			for _, m := range mt940Name.FindAllStringSubmatchIndex(body, -1) {
				a, b := m[2], m[3]
				if a < 0 {
					a, b = m[4], m[5]
				}
				if d.bankPerson(s, start+a, start+b) {
					add = d.nameValue(s, start+a, start+b, add)
				}
			}
			for _, m := range sepaPurpose.FindAllStringIndex(body, -1) {
				purposes = append(purposes, start+m[1])
			}
		}
		cells, cut := splitCells(body)
		if len(cells) < 3 || !headerRow(body, cells) {
			return
		}
		for k, c := range cells {
			if counterpartyHeading(body[c[0]:c[1]]) {
				col, width, sep = k, len(cells), cut
				return
			}
		}
	})
	if len(purposes) > 0 {
		out := spans[:0:0]
		k := 0
		for _, sp := range spans {
			for k < len(purposes) && purposes[k] < sp.Start {
				k++
			}
			if sp.Kind == Person && k < len(purposes) && purposes[k] == sp.Start {
				continue // "SVWZ+Miete Maerz"
			}
			out = append(out, sp)
		}
		spans = out
	}
	return placeSpans(spans, add)
}

// counterpartyHeading is whether h heads a statement's counterparty
// column, whole or in one of its parts parted by "/".
func counterpartyHeading(h string) bool {
	if counterpartyKeys[columnKey(h)] {
		return true
	}
	for _, p := range strings.Split(h, "/") {
		if counterpartyKeys[columnKey(p)] {
			return true
		}
	}
	return false
}
