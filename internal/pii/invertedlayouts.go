package pii

import (
	"regexp"
	"strings"
)

// A record of any layout may write a person "Surname, Given" where no key
// the single field's rule knows (invertedFieldNames, docs/adr/0259, 0271)
// stands before it (RIS lines are keyedbib's): a MARC name field's
// subfield ("=700  1\$aWronowska, Lidia,$etranslator."), a bullet
// ("• KOWALCZYK, Marek"), a code and a key in another language ("(74)
// Vertreter: Kowalczyk, Marek"), a key with a comma in it ("Name, Vorname
// des Versicherten: …"), a pharmacy label's line alone ("KOWALCZYK,
// MAREK") or a quoted CSV cell ("\"Wronowska, Lidia\""). The rules found
// the listed given name alone; the sets label the pair as one person
// (docs/adr/0277).

// layoutInverted is a field's opening (a line's start with an optional
// bullet, a key's ":" or "=", MARC's "$a", a quote), a
// "Surname, Given" value of one or two capitalised (or capital) words each
// side, and what closes the field: the line's end, a quote, a bracket, a
// tab, two blanks, ";" or "|", or, after "$a" only, MARC's "," "." "$".
var layoutInverted = regexp.MustCompile(`(?m)(^[ \t]*(?:[•·▪◦*–-][ \t]+)?|[:=][ \t]*|\$a[ \t]*|")(\p{Lu}[\p{L}'’-]*\p{L}(?: \p{Lu}[\p{L}'’-]*\p{L})?, \p{Lu}[\p{L}'’-]*\p{L}(?: \p{Lu}[\p{L}'’-]*\p{L})?)([ \t]*$|"|[,.$]|[ \t]*[(;|]|\t|  )`)

// creatorKeys are keys, as fieldKey writes them, that hold a person who
// made, invented, represents or prescribes, besides personKey's, signer
// and subject keys: a patent's inventor and representative, a catalogue's
// artist, a prescription's prescriber, in the languages of Europe.
var creatorKeys = map[string]bool{"inventor": true, "inventors": true, "erfinder": true, "inventeur": true,
	"inventeurs": true, "inventor es": true, "inventore": true, "inventori": true, "uitvinder": true, "wynalazca": true,
	"vertreter": true, "representative": true, "mandataire": true, "agente": true, "pelnomocnik": true, "gemachtigde": true,
	"artist": true, "kunstler": true, "kunstlerin": true, "artiste": true, "artista": true, "kunstenaar": true,
	"author": true, "authors": true, "autor": true, "autorin": true, "auteur": true, "autore": true, "editor": true,
	"translator": true, "ubersetzer": true, "traducteur": true, "traductor": true, "illustrator": true,
	"photographer": true, "composer": true, "prescriber": true, "verordner": true, "prescripteur": true}

// layoutInvertedNames makes one person of each inverted pair a layout
// opens and closes, when the layout vouches for a person there (MARC's
// x00 name field, a key of a person) or the given side
// opens on a listed given name and the surname side is no common word;
// no other kind may hold part of it, and a full name already found
// before the comma keeps its apposition. One scan of the text and one
// walk of the spans.
func (d *Detector) layoutInvertedNames(s string, spans []Span) []Span {
	if !strings.Contains(s, ", ") {
		return spans
	}
	var add []Span
	k := 0
	for _, m := range layoutInverted.FindAllStringSubmatchIndex(s, -1) {
		open, a, b, closing := s[m[2]:m[3]], m[4], m[5], s[m[6]:m[7]]
		marc := strings.HasPrefix(open, "$a")
		if !marc && (closing == "," || closing == "." || closing == "$") {
			continue
		}
		if open == `"` && closing != `"` {
			continue
		}
		c := a + strings.Index(s[a:b], ", ")
		vouched := d.layoutVouches(s, m[2], open)
		if !vouched && !d.invertedGiven(s[c+2:b], s[a:c]) {
			continue
		}
		for k < len(spans) && spans[k].End <= a {
			k++
		}
		other, whole, right, list := false, false, false, false
		lone := !strings.Contains(s[c+2:b], " ")
		for j := k; j < len(spans) && spans[j].Start < b; j++ {
			other = other || spans[j].Kind != Person
			whole = whole || spans[j].Start == a && spans[j].End == c && strings.Contains(s[a:c], " ")
			right = right || spans[j].Kind == Person && spans[j].Start >= c+2 && lone
			// Two full names found apart are a list ("Ana Lima, Rui
			// Costa"), unless the side after the comma is given names
			// only ("Lima Costa, Ana Maria").
			list = list || spans[j].Kind == Person && spans[j].Start == c+2 && spans[j].End == b && !lone &&
				!d.givenNamesOnly(s[c+2:b])
		}
		if other || list || whole && !right || d.signerOffice(s[c+2:b]) {
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

// layoutVouches is whether the opening open, at byte at of s, says a
// person's name follows: "$a" in a MARC x00 (personal
// name) field, or a key of a person before ":" or "=".
func (d *Detector) layoutVouches(s string, at int, open string) bool {
	line := s[strings.LastIndexByte(s[:at], '\n')+1 : at]
	switch {
	case strings.HasPrefix(open, "$a"):
		t := strings.TrimLeft(line, "=")
		return len(t) >= 3 && strings.HasPrefix(t[1:], "00") && strings.ContainsRune("1678", rune(t[0]))
	case strings.HasPrefix(open, ":") || strings.HasPrefix(open, "="):
		key := line
		if i := strings.LastIndexAny(key, "|{;)]"); i >= 0 {
			key = key[i+1:]
		}
		key = strings.TrimSpace(key)
		if i := strings.LastIndex(key, ", "); i >= 0 {
			key = key[i+2:] // "Name, Vorname des Versicherten"
		}
		f := fold(fieldKey(strings.ReplaceAll(key, "/", " ")))
		if ok, _ := personKey(key); ok || signerKeys[f] || subjectKeys[f] || creatorKeys[f] {
			return true
		}
		ws := strings.Fields(f)
		return len(ws) > 0 && len(ws) <= 4 && nameParts[ws[0]]
	}
	return false
}

// invertedGiven is whether given, the side after the comma, opens on a
// listed given name that may stand for a person (or both sides are listed
// names), and surname, the side
// before it, holds no common word, country or body ("Hi, Anna", "Best,
// Anna", "Berlin, Georgia" are no persons).
func (d *Detector) invertedGiven(given, surname string) bool {
	g := words(given)
	if len(g) == 0 || !d.names.first[g[0].bare] {
		return false
	}
	// A listed given name that is also a common word or a place stands
	// for a person after a listed surname ("PATIÑO, JAKA").
	if !d.names.givenWord(g[0]) && !(d.listedWords(given) && d.listedWords(surname)) {
		return false
	}
	for _, t := range words(surname) {
		low := strings.ToLower(t.text)
		if _, common := europeCommon[low]; common || d.names.words[t.bare] || d.names.stop[t.bare] ||
			d.names.countries[t.bare] || d.names.geo[t.bare] || d.names.orgWords[t.bare] || deCommonWords.has(low) {
			return false
		}
	}
	return true
}

// givenNamesOnly is whether every word of v is a listed given name.
func (d *Detector) givenNamesOnly(v string) bool {
	for _, w := range words(v) {
		if !d.names.first[w.bare] {
			return false
		}
	}
	return true
}
