package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Release notes, acknowledgements and press releases name people in a
// list after a thanks or credit verb: "Thanks to Mykhailo Hryb, Gary
// Gregory.", "Dank ook aan Pontus Zubane en Hülya Puharić van …",
// "Za konzultace děkuji Diviška Krejčíř a Tito Sołtys z firmy …". The
// rules find the names they know and miss or cut the rest ("Richard
// Eckart" of "Richard Eckart de Castilho"); the verb says every item of
// the list is a person (docs/adr/0271).

// thanksCue is a thanks or credit verb with its preposition, in English,
// German, Dutch, French, Spanish, Italian, Portuguese, Polish, Czech,
// Slovak and the Scandinavian languages, followed by the list.
var thanksCue = regexp.MustCompile(`(?i)(?:^|[^\p{L}])(?:(?:many |special |big )?thanks?(?: (?:also|again|go|goes|go out|goes out))? to|thanks|thank you|kudos to|credits? to|shout-?outs? to|grateful to|dank(?:e)?(?: (?:ook|auch|gilt|geht))? (?:aan|an)|bedankt|merci (?:aussi |encore )?(?:à|a)|remerciements (?:à|a)|gracias (?:también )?a|grazie (?:anche )?a|obrigad[oa] (?:também )?a|agradeço (?:também )?a|dziękuj(?:ę|emy)|podziękowania dla|dzięki|děkuj(?:i|eme)|ďakujem|díky|tack (?:också )?till|tak til|takk til)[ \t]*:?[ \t]+`)

// bylineCue is a byline's preposition opening a line, after a dateline
// in capitals and a bar if any: "Von Dionizy Astafei, Reuters", "TRENTO |
// Por Lucia Pérez y Mani Báez", "di Aminata Lübke". A byline lists its
// authors as a thanks list does, and ends on the agency, which is no
// person's name.
var bylineCue = regexp.MustCompile(`(?m)^[ \t]*(?:\p{Lu}[\p{Lu} .'-]*[ \t]+[|·—–][ \t]+)?(?:[Bb]y|BY|[Vv]on|VON|[Pp]or|POR|[Pp]ar|PAR|[Dd]i|[Dd]oor|[Aa]f|[Aa]v|[Oo]d|[Pp]rzez|[Ww]ritten by|[Rr]eporting by)[ \t]+`)

// thanksConjunctions join a list's last items: "and" in the cue's languages.
var thanksConjunctions = map[string]bool{"and": true, "und": true, "en": true, "et": true, "y": true, "e": true,
	"i": true, "a": true, "och": true, "og": true, "oraz": true, "as": true, "well": true}

// thanksListBytes bounds the read after one cue, so that Find stays linear
// on a line of many cues.
const thanksListBytes = 400

// thanksListPersons makes each name-shaped item of a list after a thanks
// cue one person, whole. An item is two to six words, each capitalised,
// in capitals, an initial or a particle (slotWords's shape), with no
// handle-like inner capital ("GitHub Actions"); items are parted by a
// comma or a conjunction, and the list ends at a lower-case word or a
// stop. An item the rules found no person in is taken only when one of
// its words is a listed given name or surname. An item that runs into a
// firm's legal form is cut before its particle ("Andy Kantor van
// Brandstätter Maschinenbau KG") or left out.
func (d *Detector) thanksListPersons(s string, spans []Span) []Span {
	var kept []listItem
	k := 0
	cues := thanksCue.FindAllStringIndex(s, -1)
	byline := len(cues)
	cues = append(cues, bylineCue.FindAllStringIndex(s, -1)...)
	for i := byline; i < len(cues); i++ {
		cues[i] = append(cues[i], 1) // a byline's cue
	}
	sort.Slice(cues, func(i, j int) bool { return cues[i][1] < cues[j][1] })
	readTo := 0
	for _, m := range cues {
		end := min(len(s), m[1]+thanksListBytes)
		if nl := strings.IndexByte(s[m[1]:end], '\n'); nl >= 0 {
			end = m[1] + nl
		}
		items := d.thanksItems(s, m[1], end)
		if len(items) == 0 || items[0].a < readTo {
			continue // a cue inside a list read already
		}
		readTo = items[len(items)-1].b
		// An item is vouched by a person found in it or by a listed name
		// among its words; one item vouched vouches for the list's others
		// whose words are no common words ("Madhur Lathi" beside "Gary
		// Gregory").
		vouched := make([]bool, len(items))
		listVouched := false
		for i, it := range items {
			for k < len(spans) && spans[k].End <= it.a {
				k++
			}
			vouched[i] = k < len(spans) && spans[k].Start < it.b && spans[k].Kind == Person
			for j, t := range it.toks {
				// A byline's line may open on "Von" of a surname ("Von
				// Neumann …"): there the item opens on a given name.
				listed := d.names.first[t.bare] || d.names.last[t.bare] && len(m) == 2
				vouched[i] = vouched[i] || capitalised(t.text) && listed && (j == 0 || len(m) == 2)
			}
			listVouched = listVouched || vouched[i]
		}
		for i, it := range items {
			if vouched[i] || listVouched && !d.commonInItem(it) {
				kept = append(kept, it)
			}
		}
	}
	if len(kept) == 0 {
		return spans
	}
	return placePersons(s, spans, kept)
}

// commonInItem is whether a word of it is a common word no list holds as
// a name.
func (d *Detector) commonInItem(it listItem) bool {
	for _, t := range it.toks {
		if d.names.words[t.bare] && !d.names.first[t.bare] && !d.names.last[t.bare] {
			return true
		}
	}
	return false
}

// thanksItems reads the list between a and end: the runs of words each
// item holds, shaped as names.
func (d *Detector) thanksItems(s string, a, end int) []listItem {
	var out []listItem
	toks := words(s[a:end])
	var cur []token
	flush := func() {
		if it, ok := d.thanksItem(s, a, cur); ok {
			out = append(out, it)
		}
		cur = nil
	}
	prevEnd := 0
	for i, t := range toks {
		gap := s[a+prevEnd : a+t.start]
		if i > 0 {
			g := strings.TrimSpace(gap)
			switch {
			case g == "":
			case g == "." && len(cur) > 0 && initialWord(cur[len(cur)-1].text):
			case g == "," || g == "&":
				flush()
			default:
				flush()
				return out
			}
		} else if strings.TrimSpace(gap) != "" {
			return out
		}
		switch {
		case thanksConjunctions[t.text]:
			flush()
		case capitalised(t.text) || upperWord(t.text) || initialWord(t.text):
			cur = append(cur, t)
		case particles[t.text] && len(cur) > 0:
			cur = append(cur, t)
		default:
			flush()
			return out
		}
		prevEnd = t.end
	}
	// No word is left before end: the list closes there, unless the read's
	// bound cut it inside the line.
	if (end == len(s) || s[end] == '\n' || s[end] == '\r') && !strings.HasPrefix(s[a+prevEnd:], "-") {
		flush() // but a word a hyphen breaks over the line ("Can Gonz-") is left whole to the rules
	}
	return out
}

// thanksItem is one item of a thanks list, its words relative to base,
// when shaped as a person's name.
func (d *Detector) thanksItem(s string, base int, ts []token) (listItem, bool) {
	for i, t := range ts {
		if legalForms[t.text] || legalFormAt(t.text) && len(t.text) <= 4 && upperWord(t.text) {
			// The item runs into a firm: keep the part before its particle.
			cut := -1
			for j := 1; j < i; j++ {
				if particles[ts[j].text] {
					cut = j
					break
				}
			}
			if cut < 0 {
				return listItem{}, false
			}
			ts = ts[:cut]
			break
		}
	}
	for len(ts) > 0 && particles[ts[len(ts)-1].text] {
		ts = ts[:len(ts)-1]
	}
	// A capitalised common word that no list holds as a name opens no
	// name: "Thanks From Chiao Fuliu".
	for len(ts) > 0 && (d.names.stop[ts[0].bare] && !d.names.first[ts[0].bare] || d.names.words[ts[0].bare] && !d.names.first[ts[0].bare] && !d.names.last[ts[0].bare]) {
		ts = ts[1:]
	}
	if len(ts) < 2 || len(ts) > 6 {
		return listItem{}, false
	}
	for _, t := range ts {
		if innerCapital(t.text) && !upperWord(t.text) {
			return listItem{}, false
		}
	}
	a, b := base+ts[0].start, base+ts[len(ts)-1].end
	toks := d.slotWords(s[a:b])
	if len(toks) < 2 {
		return listItem{}, false
	}
	return listItem{a: a, b: b, toks: toks}, true
}

// initialWord is one capital letter: an initial, its dot apart.
func initialWord(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	return n == len(w) && unicode.IsUpper(r)
}
