package pii

import "strings"

// nounParticles are the particles of German and Dutch names that also join
// a noun to what it belongs to: "Wahl der Fluggesellschaft", "Regie von
// Yannis Smaragdis" (docs/adr/0089).
var nounParticles = map[string]bool{"der": true, "von": true, "den": true, "dem": true, "zu": true}

// portuguesePlaceHeads start the names of places and buildings in
// Portuguese, before the words (often a person's name) that name them:
// "Monte Aprazível", "Teatro Itália", "Casa Branca", "Rio Preto". The rules
// know a shorter list (placeHeads); these are judged after the word model
// because the rules' verdict is one of its features: the same words in the
// rules changed the model's training and moved other sets' figures
// (docs/adr/0089).
var portuguesePlaceHeads = map[string]bool{"monte": true, "rio": true, "teatro": true, "palacio": true, "casa": true,
	"campo": true, "parque": true, "largo": true, "estadio": true, "museu": true, "bairro": true, "colegio": true,
	"escola": true, "mosteiro": true, "convento": true, "jardim": true, "lagoa": true, "ilha": true, "morro": true}

// nounBeforeParticle mends a name whose first word is no given name and is
// followed by a particle in lower case. Before German "von" or "der" no
// person's name starts so (a person's starts with a given name, "Ursula von
// der Leyen"); a German noun phrase does: after "von", what follows is a
// name of its own when it is two words or more ("Regie von Yannis
// Smaragdis"), otherwise the whole is none. Portuguese and Spanish
// particles start too many surnames after given names no list holds
// ("Feytor de Aguiar") to judge so; measured, a place on either side
// lost more such names than it saved (docs/adr/0089).
func (d *Detector) nounBeforeParticle(s string, toks []token, a, b int) (int, int, bool) {
	if b-a < 2 || d.names.first[toks[a].bare] || !capitalised(toks[a].text) {
		return a, b, true
	}
	p := toks[a+1]
	if !nounParticles[p.text] || s[toks[a].end:p.start] != " " {
		return a, b, true
	}
	switch {
	case p.text == "der":
		return a, b, false
	case p.text == "von" && nounParticles[toks[a+2].text]:
		return a, b, true // "Wladimir von der Leyen": a given name no list holds
	case p.text == "von":
		a += 2
		for a < b && leadWord(toks[a]) {
			a++ // "Kommando von General John Burgoyne"
		}
		return a, b, a < b
	}
	return a, b, true
}

// mendNameEdges mends the edges of the persons found, by what the word
// model does not learn from its corpora (docs/adr/0089): a German noun
// before "von" or "der" is none of a name (nounBeforeParticle), and a place
// in a Finnish or Hungarian place case is cut off a name's edges among
// words of those languages: "Juha Sirolle Kangasalta" (to Juha Sirola from
// Kangasala) is Juha Sirolle. A name left with one word that is a function
// word of theirs is dropped ("Még Kelenföldön", still at Kelenföld). In
// German text the title before a name, function words at its edges and a
// lone month are cut (germanEdges, docs/adr/0094).
func (d *Detector) mendNameEdges(s string, spans []Span, toks []token) []Span {
	out := make([]Span, 0, len(spans)) // spans may be the rules' own slice, which the Arabic model reads after

	k := 0
	var named map[string]bool // the words of this text's names of two words or more (germanLone)
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		for k < len(toks) && toks[k].start < sp.Start {
			k++
		}
		a, b := k, k
		for b+1 < len(toks) && toks[b+1].end <= sp.End {
			b++
		}
		if a >= len(toks) || toks[a].start != sp.Start || toks[b].end != sp.End {
			out = append(out, sp)
			continue
		}
		if a == b {
			if named == nil {
				named = namedWords(spans, toks)
			}
			if _, _, ok := d.names.germanEdges(s, toks, a, b); ok && !d.names.germanLone(s, toks, a, named) {
				out = append(out, sp) // "Juli" alone in German text is the month
			}
			continue
		}
		a, b, ok := d.nounBeforeParticle(s, toks, a, b)
		if !ok || portuguesePlaceHeads[toks[a].bare] && !(d.names.first[toks[a].bare] && d.names.last[toks[a+1].bare]) {
			continue // ...unless a given name before a surname: "Rio Ferdinand"
		}
		for b > a && d.names.casedPlace(toks[b]) && d.names.fiHuAround(toks, b) {
			b--
		}
		for a < b && d.names.casedPlace(toks[a]) && d.names.fiHuAround(toks, a) {
			a++
		}
		if a == b && fiHuStop.has(strings.ToLower(toks[a].text)) && (toks[a].start != sp.Start || toks[b].end != sp.End) {
			continue
		}
		if a, b, ok = d.names.germanEdges(s, toks, a, b); !ok {
			continue
		}
		if toks[a].start == sp.Start && toks[b].end == sp.End {
			out = append(out, sp)
			continue
		}
		out = append(out, personSpan(s, toks[a], toks[b]))
	}
	return joinSplitNames(s, d.initialNames(s, toks, d.germanPairs(s, toks, out)))
}

// joinSplitNames joins two persons that only a space parts, one of them a
// single word: one name the rules or the model cut in two ("Anders" + "Fogh
// Rasmussen"). Two whole names so are a name written twice ("Noam Chomsky
// Noam Chomsky"), kept apart.
//
// A chain of single words ("Anna Peter Jürgen …", one space apart) joins
// into one person: its key is folded once, when the chain ends, not again
// at every word (which grew quadratic with the chain; issue 30).
func joinSplitNames(s string, spans []Span) []Span {
	out := spans[:0]
	joined := -1 // the index in out of the person being joined, whose key is stale
	for _, sp := range spans {
		if k := len(out) - 1; k >= 0 && sp.Kind == Person && out[k].Kind == Person && s[out[k].End:sp.Start] == " " &&
			(!strings.Contains(s[out[k].Start:out[k].End], " ") || !strings.Contains(s[sp.Start:sp.End], " ")) {
			out[k].End = sp.End
			joined = k
			continue
		}
		rekey(s, out, joined)
		joined = -1
		out = append(out, sp)
	}
	rekey(s, out, joined)
	return out
}

// rekey gives out[k], a person joined of several, the key of its whole
// text (k < 0: none was joined).
func rekey(s string, out []Span, k int) {
	if k >= 0 {
		out[k].Key = strings.Join(strings.Fields(fold(s[out[k].Start:out[k].End])), " ")
	}
}
