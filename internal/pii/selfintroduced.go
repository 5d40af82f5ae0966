package pii

import (
	"strings"
	"unicode"
)

// nameOwners are the possessives before "name" in English and the
// English-based creoles (Naija "my name na", "her name na"; Krio and
// Jamaican "mi nem"), folded.
var nameOwners = map[string]bool{"my": true, "mi": true, "his": true, "her": true, "im": true, "hin": true,
	"your": true, "yur": true, "our": true, "their": true}

// nameCopulas join "name" to the name: English "is", Naija "na" and "be".
var nameCopulas = map[string]bool{"is": true, "na": true, "be": true}

// speechFillers are the hesitations a transcript writes between a cue and
// the name ("my name na ehn …"), folded.
var speechFillers = map[string]bool{"eh": true, "ehn": true, "ehm": true, "uh": true, "um": true, "er": true,
	"erm": true, "em": true, "mm": true}

// maxIntroducedWords bounds the name after a self-introduction.
const maxIntroducedWords = 3

// selfIntroducedNames adds the names that a speaker gives after "my name
// is" or "they call me" and the creoles' forms of it (Naija "my name na
// Edewoh", "her name na # Deborah", "people call me # Skata"): the phrase
// is said of a name, so one to three capitalised words after it, past
// the pause marks ("#", ",") and up to two hesitations a transcript
// writes, are a person, however rare the name. One word alone that is an
// English or stop word and no given name is left ("my name is Legion").
// Only runs that overlap nothing found are added. One walk over the
// words, each name read once (docs/adr/0261).
func (d *Detector) selfIntroducedNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 1; i+1 < len(toks); i++ {
		w := strings.ToLower(toks[i].text)
		var j int
		switch {
		case (w == "name" || w == "nem") && nameOwners[strings.ToLower(toks[i-1].text)] && nameCopulas[toks[i+1].text] && cueGap(s, toks[i-1], toks[i]) && cueGap(s, toks[i], toks[i+1]):
			j = i + 2
		case w == "call" && toks[i+1].text == "me" && cueGap(s, toks[i], toks[i+1]):
			j = i + 2
		default:
			continue
		}
		for f := 0; f < 2 && j < len(toks) && speechFillers[toks[j].text] && cueGap(s, toks[j-1], toks[j]); f++ {
			j++
		}
		if j >= len(toks) || !cueGap(s, toks[j-1], toks[j]) {
			continue
		}
		e := j
		for e < len(toks) && e-j < maxIntroducedWords && capitalised(toks[e].text) && !d.names.stop[toks[e].bare] && (e == j || spacedWords(s, toks[e-1], toks[e])) {
			e++
		}
		if e == j || e < len(toks) && e-j == maxIntroducedWords && spacedWords(s, toks[e-1], toks[e]) && capitalised(toks[e].text) {
			continue
		}
		if e-j == 1 && d.names.words[toks[j].bare] && !d.names.first[toks[j].bare] {
			continue
		}
		if !overlapsFound(spans, &k, toks[j].start, toks[e-1].end) {
			add = append(add, personSpan(s, toks[j], toks[e-1]))
		}
		i = e - 1
	}
	return withAdded(spans, add)
}

// cueGap: between a and b, on one line, stand only spaces and the pause
// marks a transcript writes ("#", ",", ":", "-", "…").
func cueGap(s string, a, b token) bool {
	gap := s[a.end:b.start]
	if gap == "" || strings.ContainsAny(gap, "\n\r") {
		return false
	}
	return strings.TrimFunc(gap, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune("#,:-…–", r)
	}) == ""
}
