package pii

import (
	"regexp"
	"strings"
)

// Streets named after people: an address in a lease, a letter, a hotel
// form or a clinical note writes "rue Victor Hugo 18", "Calle de Alcalá
// 88", "Via Garibaldi 3", "ul. Mickiewicza 7": the rules read the
// person the street honours. In the Romance and West Slavic languages the
// street's word stands before the name and a house number follows it; that
// frame is an address, not a person (docs/adr/0271).

// streetBefore is a street's word, as the last word before a person, with
// a particle of its name ("Calle de …", "Rua da …").
var streetBefore = regexp.MustCompile(`(?i)(?:^|[^\p{L}.])(?:rue|avenue|av\.|boulevard|bd\.?|bld\.?|allée|allee|chemin|impasse|quai|cours|` +
	`calle|c/|avenida|avda\.?|paseo|plaza|camino|carrer|passeig|rua|travessa|largo|praça|alameda|via|viale|piazza|piazzale|corso|` +
	`vicolo|strada|str\.|ul\.|ulica|ulicy|al\.|aleja|alei|pl\.|plac|ulice|nám\.|náměstí|třída|nábřeží|utca|út|tér|` +
	`bulevardul|bulevar|ulitsa)(?:[ \t]+(?:de|del|de la|dos|das|da|do|di|della|del|degli|dei|des|du))?[ \t]+$`)

// houseNumber is the number that follows a street's name.
var houseNumber = regexp.MustCompile(`^,?[ \t]*(?:n[º°o]\.?[ \t]*|nr\.?[ \t]*|č\.[ \t]*)?\d{1,5}[a-zA-Z]?\b`)

// streetWordFirst is a person that opens on a street's word itself ("Calle
// de Alcalá").
var streetWordFirst = regexp.MustCompile(`(?i)^(?:rue|avenue|boulevard|calle|avenida|paseo|plaza|camino|carrer|rua|travessa|largo|praça|via|viale|piazza|corso|strada|ulica|aleja|plac|ulice|náměstí|utca)[ \t]`)

// streetBytes bounds the look before a person for its street's word.
const streetBytes = 24

// dropStreetNames drops a person that a house number follows and that a
// street's word stands before or opens. Each person reads a bounded stretch
// on either side, so Find stays linear.
func dropStreetNames(s string, spans []Span) []Span {
	out := spans[:0:0]
	for _, sp := range spans {
		if sp.Kind == Person && houseNumber.MatchString(s[sp.End:min(len(s), sp.End+16)]) {
			before := s[max(0, sp.Start-streetBytes):sp.Start]
			if nl := strings.LastIndexByte(before, '\n'); nl >= 0 {
				before = before[nl+1:]
			}
			if streetBefore.MatchString(before) || streetWordFirst.MatchString(s[sp.Start:sp.End]) {
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}
