package pii

import (
	"regexp"
	"strings"
)

// A field that holds one person may write the name inverted, "Surname,
// Given": German Wikipedia's Personendaten ("|NAME=Gentile, Berre"), a
// review's or a letter's signature ("Signed: Migliore, Talip (manager)").
// The rules read the two sides apart, each a lone word, and found the
// listed given name alone or both apart; the sets label the field's value
// as one name (docs/adr/0259). A roster's "Surname, Given" lines are
// keyedPersons's (rosterSlot); this is the single field.

// invertedField is a key, "=" or ":", and a value of two sides of one or
// two capitalised words each around one ", ", the value closing the field:
// the line's end, a bracket, "|", ";" or "}"; or, in a record that sets
// its fields side by side, a tab or two blanks before the next field
// ("Pat.: Lauinger, Gottfried  *1978"), or a second ", " before the
// record's next part ("Mitarbeiter: Sollner, Ulwazi, Lager Kanazawa",
// a catalogue's "Author: Hartmann, Ingrid, 1950-") (docs/adr/0271).
var invertedField = regexp.MustCompile(`(?m)(?:^|[|{;][ \t]*)([\p{L}][\p{L} ._-]{0,24}?)[ \t]*[:=][ \t]*(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?, \p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)?)(?:[ \t]*(?:$|[(|;}])|\t|  |, )`)

// signerKeys are the keys, as fieldKey writes them, of a signature or a
// review's parties, besides personKey's: "Signed", Polish "Podpisano",
// German "Unterschrift", Spanish "Firmado"/"Fdo", French "Signé".
var signerKeys = map[string]bool{"signed": true, "signed by": true, "signature": true, "signatory": true,
	"podpisano": true, "podpis": true, "unterschrift": true, "unterzeichnet": true, "gez": true, "firmado": true,
	"fdo": true, "firma": true, "signe": true, "signee par": true, "assinado": true, "assinatura": true,
	"employee": true, "manager": true, "reviewer": true, "mitarbeiter": true, "mitarbeiterin": true,
	"vorgesetzte": true, "vorgesetzter": true, "name": true}

// subjectKeys are the keys, as fieldKey writes them, of the person a
// record is about or made with, in the languages of Europe the sets and
// their neighbours write: a patient (clinical notes, prescriptions), a
// client, a tenant and a landlord (leases), an employee, a student or
// pupil (class lists), a guest, and a bare "name" (docs/adr/0271).
var subjectKeys = map[string]bool{
	"pat": true, "patient": true, "patientin": true, "paciente": true, "paziente": true, "pacjent": true,
	"pacjentka": true, "pacient": true, "pacientka": true, "patient e": true, "patiente": true, "hasta": true,
	"patient naam": true, "potilas": true, "beteg": true,
	"client": true, "klient": true, "klientin": true, "kunde": true, "kundin": true, "cliente": true, "klant": true,
	"tenant": true, "landlord": true, "mieter": true, "mieterin": true, "vermieter": true, "vermieterin": true,
	"inquilino": true, "arrendatario": true, "arrendador": true, "locataire": true, "bailleur": true,
	"locatario": true, "locatore": true, "najemca": true, "wynajmujacy": true, "najemce": true, "pronajimatel": true,
	"huurder": true, "verhuurder": true, "kiraci": true, "kiraya veren": true,
	"employee": true, "empleado": true, "empleada": true, "salarie": true, "salariee": true, "dipendente": true,
	"pracownik": true, "zamestnanec": true, "werknemer": true, "medewerker": true, "calisan": true, "personel": true,
	"student": true, "studentin": true, "schuler": true, "schulerin": true, "alumno": true, "alumna": true,
	"eleve": true, "studente": true, "studentessa": true, "aluno": true, "aluna": true, "uczen": true, "zak": true,
	"leerling": true, "ogrenci": true, "guest": true, "gast": true, "huesped": true, "hote": true, "ospite": true,
	"nombre": true, "nom": true, "nome": true, "naam": true, "imie i nazwisko": true, "jmeno": true, "ad soyad": true,
	"navn": true, "namn": true, "nimi": true, "nev": true}

// invertedFieldNames makes one person of each inverted value a person
// field holds, when one side was found a person already or both sides are
// listed names, and no other kind holds part of it; the persons inside it
// give way. One scan of the text and one walk of the spans.
func (d *Detector) invertedFieldNames(s string, spans []Span) []Span {
	if !strings.Contains(s, ", ") {
		return spans
	}
	var add []Span
	k := 0
	for _, m := range invertedField.FindAllStringSubmatchIndex(s, -1) {
		key := s[m[2]:m[3]]
		if ok, _ := personKey(key); !ok && !signerKeys[fold(fieldKey(key))] && !subjectKeys[fold(fieldKey(key))] {
			continue
		}
		a, b := m[4], m[5]
		for k < len(spans) && spans[k].End <= a {
			k++
		}
		c := a + strings.Index(s[a:b], ", ")
		found, other, whole, right := false, false, false, false
		for j := k; j < len(spans) && spans[j].Start < b; j++ {
			found = found || spans[j].Kind == Person
			other = other || spans[j].Kind != Person
			// A full name already found before the comma is the person,
			// and an office or a firm follows ("Ana Lima, Rectora")...
			whole = whole || spans[j].Start == a && spans[j].End == c && strings.Contains(s[a:c], " ")
			right = right || spans[j].Kind == Person && spans[j].Start >= c+2 && !strings.Contains(s[c+2:b], " ")
		}
		if ts := words(s[c+2 : b]); len(ts) == 1 && d.names.first[ts[0].bare] {
			right = true // "Barbiero Favero, Bárbara": a listed given name alone
		}
		// ...unless a lone given name was found after it: a double surname
		// before its given name ("Téllez Velázquez, Marcelína"); two full
		// names are a list ("Russ Cox, Austin Clements").
		if other || whole && !right || d.signerOffice(s[c+2:b]) || !found && !(d.listedWords(s[a:c]) && d.listedWords(s[c+2:b])) {
			continue
		}
		add = append(add, Span{Start: a, End: b, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a:b])), " ")})
	}
	if len(add) == 0 {
		return spans
	}
	kept := spans[:0:0]
	k = 0
	for _, sp := range spans {
		for k < len(add) && add[k].End <= sp.Start {
			k++
		}
		if k < len(add) && sp.Start < add[k].End && add[k].Start < sp.End {
			continue
		}
		kept = append(kept, sp)
	}
	return withAdded(kept, add)
}

// listedWords is whether every word of v is a listed given name or
// surname.
func (d *Detector) listedWords(v string) bool {
	for _, w := range words(v) {
		if !d.names.first[w.bare] && !d.names.last[w.bare] {
			return false
		}
	}
	return true
}
