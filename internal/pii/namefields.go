package pii

import (
	"regexp"
	"strings"
	"unicode"
)

// Names in the fields of exports (docs/adr/0141): a CSV column, a JSON or
// YAML field, an XML attribute or element headed as a given name, a
// surname or a middle name holds a part of a person's name, which is a
// person span by itself ("first_name": "Makary", "last_name": "Pampuch").
// Such a part is often one word that prose rules cannot take for a person
// alone, or an English word ("Bill", "Mark"); the field's key says what it is.

// nameParts are the keys, as fieldKey writes them, of fields that hold a
// part of a person's name: given, family and middle names in the languages
// whose exports the sets hold, as forms, HR systems and vCard/LDAP schemas
// label them. A closed class of field labels, not of names (no licensed list
// of form labels per language was found; CLDR's personNames data names the
// fields in English only: given, given2, surname, surname2).
var nameParts = map[string]bool{
	// English, CLDR personNames and vCard/LDAP spellings.
	"first name": true, "firstname": true, "first": true, "given name": true, "givenname": true, "given": true,
	"given names": true, "forename": true, "forenames": true, "given2": true, "last name": true, "lastname": true,
	"last": true, "surname": true, "surnames": true, "surname2": true, "family name": true, "familyname": true,
	"family": true, "family names": true, "middle name": true, "middlename": true, "middle names": true, "middle": true,
	"second name": true, "maiden name": true, "additional name": true,
	// German, French, Spanish, Portuguese, Italian, Dutch.
	"vorname": true, "vornamen": true, "nachname": true, "familienname": true, "zuname": true, "rufname": true,
	"geburtsname": true, "prenom": true, "prenoms": true, "nom de famille": true, "nombre": true, "nombres": true,
	"apellido": true, "apellidos": true, "primer apellido": true, "segundo apellido": true, "sobrenome": true,
	"primeiro nome": true, "apelido": true, "cognome": true, "voornaam": true, "voornamen": true, "achternaam": true,
	// Polish, Czech, Slovak, Hungarian, Croatian/Serbian/Slovene, Romanian, Turkish.
	"imie": true, "imiona": true, "nazwisko": true, "drugie imie": true, "jmeno": true, "prijmeni": true,
	"meno": true, "priezvisko": true, "keresztnev": true, "vezeteknev": true, "csaladnev": true, "utonev": true,
	"ime": true, "prezime": true, "priimek": true, "prenume": true, "nume": true, "soyad": true, "soyadi": true,
	"adi": true, "ikinci adi": true,
	// Vietnamese, Indonesian and Malay; Chinese and Japanese; Korean.
	"ho": true, "ten dem": true, "ten lot": true, "ten": true, "nama depan": true, "nama belakang": true,
	"nama tengah": true, "姓": true, "名": true, "姓氏": true, "名字": true, "성": true,
	// Finnish, Estonian, Swedish, Norwegian, Danish, Icelandic.
	"etunimi": true, "etunimet": true, "sukunimi": true, "eesnimi": true, "perekonnanimi": true,
	"fornamn": true, "efternamn": true, "fornavn": true, "etternavn": true, "efternavn": true,
	"mellomnavn": true, "mellemnavn": true, "eiginnafn": true, "kenninafn": true,
	// Lithuanian, Latvian.
	"vardas": true, "pavarde": true, "vards": true, "uzvards": true,
	// Russian, Ukrainian, Belarusian, Bulgarian, Serbian in Cyrillic; Greek (folded: no accents, no apostrophe).
	"имя": true, "фамилия": true, "отчество": true, "імя": true, "прізвище": true, "по батькові": true,
	"імя па бацьку": true, "прозвішча": true, "име": true, "презиме": true, "бащино име": true,
	"ονομα": true, "επωνυμο": true, "πατρωνυμο": true,
}

// notNames are the values an export writes for a missing name.
var notNames = map[string]bool{"n/a": true, "na": true, "n.a": true, "-": true, "--": true, "—": true, "–": true,
	"tbd": true, "tba": true, "tbc": true, "null": true, "nil": true, "none": true, "unknown": true, "x": true,
	"?": true, "empty": true, "undefined": true, "nan": true, "n.v.t": true, "k.a": true, "brak": true}

// fieldKey writes a column's or a field's key as nameParts and nameColumns
// hold it: camel case and snake case split into words ("firstName",
// "first_name", "FIRST-NAME" are "first name"), folded, bare.
func fieldKey(k string) string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range strings.Trim(k, " *_\"'`:@#\t") {
		switch {
		case r == '_' || r == '-' || r == '.':
			r = ' '
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			b.WriteByte(' ')
		}
		b.WriteRune(r)
		prev = r
	}
	return columnKey(b.String())
}

// nameKey says whether a key heads names: part for a part of a name,
// whole for a whole name (nameColumns).
func nameKey(k string) (part, whole bool) {
	f := fieldKey(k)
	if nameParts[f] {
		return true, false
	}
	return false, nameColumns[f] || nameColumns[columnKey(k)]
}

// namePart adds s[from:to], the value of a field headed as a part of a
// name, as a person: one to five words of letters, each capitalised, in
// capitals, caseless, a particle or an initial; nothing else is asked of
// them (no list need hold the word), but an empty value, a number and a
// placeholder for a missing name (notNames) are none.
func (d *Detector) namePart(s string, from, to int, out []Span) []Span {
	v, from, toks, ok := valueWords(s, from, to, " \t\"'*_", ".,", "@/\\:#&+=<>{}[]")
	if !ok || notNames[strings.ToLower(v)] {
		return out
	}
	named := false
	for _, t := range toks {
		switch {
		case caseless(t.text):
			named = true // a Chinese surname or given name of one character: "钱", "航"
		case particles[t.bare] || len([]rune(t.text)) == 1:
		case capitalised(t.text) || upperWord(t.text):
			named = true
		default:
			return out
		}
	}
	if !named || notNames[strings.ToLower(toks[0].text)] && len(toks) == 1 {
		return out
	}
	return append(out, valueSpan(v, from, toks))
}

// keyedValue adds the value s[from:to] of a field keyed k: a part of a
// name by namePart, a whole name by nameValue. A JSON or XML "name" alone
// names products and places as often as people and is left to the rules.
func (d *Detector) keyedValue(s, k string, from, to int, out []Span) ([]Span, bool) {
	part, whole := nameKey(k)
	switch {
	case part:
		return d.namePart(s, from, to, out), true
	case whole && fieldKey(k) != "name":
		return d.nameValue(s, from, to, out), true
	}
	return out, false
}

// jsonField is a JSON member with a string value ("first_name": "Makary")
// or an XML attribute (first_name="Makary"); xmlElement an element holding
// text only (<FirstName>Makary</FirstName>). Keys are short and values end
// at their line, so each line is read in linear time (RE2).
var (
	jsonField  = regexp.MustCompile(`"([^"\\\n]{1,40})"\s*:\s*"((?:[^"\\\n]|\\.){0,200})"|([A-Za-z_][A-Za-z0-9_.:-]{0,39})="([^"\n]{0,200})"`)
	xmlElement = regexp.MustCompile(`<([A-Za-z_][A-Za-z0-9_.:-]{0,39})>([^<\n]{0,200})</([A-Za-z_][A-Za-z0-9_.:-]{0,39})>`)
)

// fieldNames adds the names in the name-keyed JSON members, XML attributes
// and XML elements of one line starting at byte start of s; ok says
// whether any key was one.
func (d *Detector) fieldNames(s string, start int, line string, out []Span) ([]Span, bool) {
	if !strings.ContainsAny(line, "\"<") {
		return out, false
	}
	hit := false
	for _, m := range jsonField.FindAllStringSubmatchIndex(line, -1) {
		k, v := 2, 4
		if m[2] < 0 {
			k, v = 6, 8
		}
		var ok bool
		out, ok = d.keyedValue(s, line[m[k]:m[k+1]], start+m[v], start+m[v+1], out)
		if !ok && typedNameKeys[fieldKey(line[m[k]:m[k+1]])] && typedPerson(s, start+m[0]) {
			out, ok = d.nameValue(s, start+m[v], start+m[v+1], out), true // "@type": "Person", "name": …
		}
		hit = hit || ok
	}
	if o, ok := d.markupNames(s, start, line, out); ok {
		out, hit = o, true // <span itemprop="familyName">, class="given-name", <input name="nachname" value=…>
	}
	if strings.Contains(line, "</") {
		for _, m := range xmlElement.FindAllStringSubmatchIndex(line, -1) {
			if line[m[2]:m[3]] != line[m[6]:m[7]] {
				continue
			}
			var ok bool
			out, ok = d.keyedValue(s, line[m[2]:m[3]], start+m[4], start+m[5], out)
			hit = hit || ok
		}
	}
	return out, hit
}

// vcardNameParts are the byte ranges, within line, of the family, given and
// additional names of a vCard N property ("N;CHARSET=UTF-8:Novak;Anna;Maria;Dr.;",
// RFC 6350 §6.2.2); nil for any other line.
func vcardNameParts(line string) [][2]int {
	if !strings.HasPrefix(line, "N:") && !strings.HasPrefix(line, "N;") {
		return nil
	}
	i := strings.IndexByte(line, ':')
	if i < 0 {
		return nil
	}
	var out [][2]int
	begin := i + 1
	for k := begin; k <= len(line) && len(out) < 3; k++ {
		if k == len(line) || line[k] == ';' {
			out = append(out, [2]int{begin, k})
			begin = k + 1
		}
	}
	return out
}
