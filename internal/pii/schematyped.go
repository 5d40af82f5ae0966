package pii

import (
	"regexp"
	"strings"
)

// A structured document's "name" names products, places and firms as often
// as persons, so ADR 0141 leaves it to the rules; inside an object typed as
// a person (JSON-LD "@type": "Person", microdata itemtype=".../Person", RDFa
// typeof="foaf:Person") it is the person's whole name, however unlisted its
// words (docs/adr/0244).

// schemaType is a type marker: JSON-LD's @type, microdata's itemtype, RDFa's typeof.
var schemaType = regexp.MustCompile(`"@type"\s*:\s*"([^"\n]{1,80})"|itemtype\s*=\s*"([^"\n]{1,120})"|typeof\s*=\s*"([^"\n]{1,80})"`)

// maxTypeBack bounds how far before a "name" field its type is looked for,
// so each field costs a bounded read.
const maxTypeBack = 400

// typedNameKeys are the keys, as fieldKey writes them, of a typed object's
// whole name: schema.org name and alternateName.
var typedNameKeys = map[string]bool{"name": true, "alternate name": true}

// typedPerson says whether the nearest type marker before byte at of s,
// within maxTypeBack bytes, types a person.
func typedPerson(s string, at int) bool {
	ms := schemaType.FindAllStringSubmatch(s[max(0, at-maxTypeBack):at], -1)
	if len(ms) == 0 {
		return false
	}
	m := ms[len(ms)-1]
	for _, t := range strings.Fields(m[1] + m[2] + m[3]) {
		if i := strings.LastIndexAny(t, "/:#"); i >= 0 {
			t = t[i+1:]
		}
		if t == "Person" {
			return true
		}
	}
	return false
}
