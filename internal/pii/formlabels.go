package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Made documents carry words that only label their parts: a wiki
// template's name ("{{Infobox Person | Name = …}}"), the key of a form's
// field ("성명: 음현우", name), a certificate's heading in spaced syllables
// ("상 장", a certificate of merit) and the office after a signer's name
// ("Podpisano: Ana Lima, Prezes Zarządu", chairman of the board). Each
// reads as a name of two capitalised words or as a Hangul name to the
// rules and the models; none is a person (docs/adr/0259).

// signerOffices are the offices, folded and bare, that a certificate or a
// letter writes after its signer's name in apposition: board, school and
// firm offices of the European languages the sets hold. Given names that
// are also offices ("Dean") are kept out by the given-name list.
var signerOffices = fieldSet(`prezes wiceprezes czlonek dyrektor dyrektorka kierownik kierowniczka rektor dziekan
prokurent pelnomocnik przewodniczacy przewodniczaca sekretarz ksiegowa ksiegowy
geschaftsfuhrer geschaftsfuhrerin vorstand vorstandin vorsitzender vorsitzende direktor direktorin leiter leiterin
rektor rektorin dekan dekanin prokurist prokuristin
rector rectora director directora gerente decano decana presidente presidenta secretario secretaria
directeur directrice gerant gerante doyen recteur rectrice
direttore direttrice amministratore rettore preside
diretor diretora reitor reitora
director manager president chairman chairwoman chairperson chair ceo cfo coo cto dean principal registrar
treasurer secretary head
reditel reditelka jednatel jednatelka predseda
mudur mudiresi baskan genel`)

// dropFormLabels drops the persons that are a document's labels: a span
// opening a "{{" template, a span that is a person field's own key
// (personKey) before ":" or "=", a line of single Hangul syllables spaced
// out that joined is a dictionary word (koWords), and a span after a
// person and ", " whose first word is a signer's office and no given
// name. Each span is read once, with the few bytes around it.
func (d *Detector) dropFormLabels(s string, spans []Span) []Span {
	kept := spans[:0]
	prevEnd, prevPerson := -1, false
	for _, sp := range spans {
		drop := sp.Kind == Person && (templateName(s, sp) || fieldKeyWord(s, sp) || spacedHangulHeading(s, sp) ||
			prevPerson && s[prevEnd:min(sp.Start, len(s))] == ", " && d.signerOffice(s[sp.Start:sp.End]))
		if drop {
			continue
		}
		kept = append(kept, sp)
		prevEnd, prevPerson = sp.End, sp.Kind == Person
	}
	return kept
}

// templateName is whether sp opens a wiki template: "{{" and spaces
// before it.
func templateName(s string, sp Span) bool {
	return strings.HasSuffix(strings.TrimRight(s[:sp.Start], " "), "{{")
}

// fieldKeyWord is whether sp is a person field's key written before its
// value: "성명: …", "Name = …".
func fieldKeyWord(s string, sp Span) bool {
	rest := strings.TrimLeft(s[sp.End:], " \t")
	if !strings.HasPrefix(rest, ":") && !strings.HasPrefix(rest, "=") && !strings.HasPrefix(rest, "：") {
		return false
	}
	ok, _ := personKey(s[sp.Start:sp.End])
	return ok
}

// spacedHangulHeading is whether sp is a whole line of single Hangul
// syllables, spaced out, that joined make a dictionary word: a form's or
// a certificate's heading ("상 장", "임 명 장").
func spacedHangulHeading(s string, sp Span) bool {
	// Only blanks may stand between the span and its line's ends; walking
	// those blanks rather than the whole line keeps Find linear on text of
	// one long line, where a search for the line start per span is not.
	ls := sp.Start
	for ls > 0 && (s[ls-1] == ' ' || s[ls-1] == '\t' || s[ls-1] == '\r') {
		ls--
	}
	le := sp.End
	for le < len(s) && (s[le] == ' ' || s[le] == '\t' || s[le] == '\r') {
		le++
	}
	countWork(sp.Start - ls + le - sp.End + 1)
	if (ls > 0 && s[ls-1] != '\n') || (le < len(s) && s[le] != '\n') {
		return false
	}
	line := strings.TrimSpace(s[sp.Start:sp.End])
	parts := strings.Split(line, " ")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		r, n := utf8.DecodeRuneInString(p)
		if n != len(p) || !unicode.Is(unicode.Hangul, r) {
			return false
		}
	}
	return koWords.has(strings.Join(parts, ""))
}

// signerOffice is whether v opens on a signer's office that is no given
// name: "Prezes Zarządu", "Rectora".
func (d *Detector) signerOffice(v string) bool {
	ws := words(v)
	if len(ws) == 0 || d.names.first[ws[0].bare] {
		return false
	}
	return signerOffices[ws[0].bare]
}
