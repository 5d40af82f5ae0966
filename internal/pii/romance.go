package pii

import (
	"sort"
	"strings"
	"unicode"
)

// Spanish, Portuguese, French, Italian and Romanian prose lists persons
// joined by a conjunction ("María Pettit y Angélica Escalona", "Juan
// Molinar e Daniel Karam", "Carlos Sanchez et Mar Figueras") and places
// the same way ("Tarbes y Lourdes", "Gran Bretaña y Francia"). The
// particle "y" may stand inside one Spanish name ("José Ortega y Gasset"),
// so the word model and the rules join the whole list into one person
// (docs/adr/0127). This pass, after the models, splits such a person at
// the conjunction and keeps each side that reads as a person by itself.

// nameConjunctions are the lower-case words "and" of the Romance languages
// (and English/German, which such lists borrow) that join two names.
var nameConjunctions = map[string]bool{"y": true, "e": true, "et": true, "și": true, "şi": true, "and": true, "und": true}

// turkishJoins are Turkish words between two names that are no particle
// of either: "and" (ve, ile), "too" (de, da: "Mustafa Kemal de Corinne
// Lütfü'yü"), "named" (adlı, isimli: the person is before it, a noun
// after it); they split only in Turkish text and, but for "named", only
// before a person, so a Romance particle there stays ("Vera de Miguel").
var turkishJoins = map[string]bool{"ve": true, "ile": true, "de": true, "da": true, "adlı": true, "isimli": true}

// splitCoordinated splits each person holding a conjunction between
// capitalised words. A side is a person when it has two words or more and
// starts with a listed given name; a Spanish "y" followed by one surname
// after such a side is one name ("José Ortega y Gasset") and stays whole.
// Sides that are no person are dropped with the rest of the span.
func (d *Detector) splitCoordinated(s string, toks []token, spans []Span) []Span {
	var out []Span
	changed := false
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		b := sort.Search(len(toks), func(j int) bool { return toks[j].end > sp.End }) - 1
		c := -1
		for j := a + 1; j < b && a < len(toks); j++ {
			if nameConjunctions[toks[j].text] || turkishJoins[toks[j].text] && turkicAround(toks, j) {
				c = j
				break
			}
		}
		if c < 0 || toks[a].start != sp.Start {
			out = append(out, sp)
			continue
		}
		left, right := d.personSide(toks, a, c-1), d.personSide(toks, c+1, b)
		if named := toks[c].text == "adlı" || toks[c].text == "isimli"; named && left {
			right = false
		} else if toks[c].text == "y" && c+1 == b && left || turkishJoins[toks[c].text] && !right {
			out = append(out, sp)
			continue
		}
		changed = true
		if left {
			out = append(out, personSpan(s, toks[a], toks[c-1]))
		}
		if right {
			out = append(out, Span{Start: toks[c+1].start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[toks[c+1].start:sp.End])), " ")})
		}
	}
	if !changed {
		return spans
	}
	return out
}

// personSide: toks[i..j] are two capitalised words or more, the first a
// listed given name.
func (d *Detector) personSide(toks []token, i, j int) bool {
	if j-i < 1 || !d.names.first[toks[i].bare] {
		return false
	}
	for k := i; k <= j; k++ {
		if !capitalised(toks[k].text) && !particles[toks[k].folded] {
			return false
		}
	}
	return true
}

// elisionOpeners are French and Italian elided words that open a clause
// ("J'ai", "L'Italia", "Qu'il", "C'est"); a person's first word never
// starts with one. N', M' and T' are left: "N'Golo", "M'Bala".
var elisionOpeners = []string{"J'", "J’", "L'", "L’", "Qu'", "Qu’", "C'", "C’"}

// joinAdjacentPersons joins two persons in Latin letters one space apart
// into one ("Pedro Antonio" "Arraes Pereira": the word model cut a long
// Portuguese name in two) and drops a person whose first word opens with
// an elided clause word ("J'ai"). Lists separate two persons by a comma
// or a conjunction, never by a bare space (docs/adr/0127); a second part
// opening with a listed given name may be a new person, or the same name
// written twice ("Noam Chomsky Noam Chomsky"), and stays apart.
func (d *Detector) joinAdjacentPersons(s string, spans []Span) []Span {
	var out []Span
	changed := false
	for _, sp := range spans {
		if sp.Kind == Person && elided(s[sp.Start:sp.End]) {
			changed = true
			continue
		}
		if n := len(out); n > 0 && sp.Kind == Person && out[n-1].Kind == Person && sp.Start == out[n-1].End+1 &&
			s[out[n-1].End] == ' ' && latinName(s[out[n-1].Start:sp.End]) && !d.names.first[bare(fold(strings.Fields(s[sp.Start:sp.End])[0]))] {
			out[n-1] = Span{Start: out[n-1].Start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[out[n-1].Start:sp.End])), " ")}
			changed = true
			continue
		}
		out = append(out, sp)
	}
	if !changed {
		return spans
	}
	return out
}

// elided: v opens with one of elisionOpeners.
func elided(v string) bool {
	for _, e := range elisionOpeners {
		if strings.HasPrefix(v, e) {
			return true
		}
	}
	return false
}

// latinName: every letter of v is a Latin one.
func latinName(v string) bool {
	for _, r := range v {
		if unicode.IsLetter(r) && !unicode.Is(unicode.Latin, r) {
			return false
		}
	}
	return true
}
