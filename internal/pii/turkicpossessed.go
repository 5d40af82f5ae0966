package pii

import (
	"strings"
	"unicode/utf8"
)

// Turkish answers name a person beside the role they held for the
// writer, in the first person plural possessive: "REHBERİMİZ KEMAL MURAT"
// (our guide Kemal Murat), "YELİZ YENER REHBERİMİZDİ" (Yeliz Yener was our
// guide). No given name or surname ends in that possessive, so such a
// word at a person's edge is the role, not the name (docs/adr/0254).

// turkicOurEndings are the endings of the first person plural possessive
// in every vowel harmony, bare or with the copula glued on (-di, -dir,
// -miş) or a case (-e, -le, -den, -de, -in, -i).
var turkicOurEndings = []string{}

func init() {
	for _, our := range strings.Fields("ımız imiz umuz ümüz") {
		turkicOurEndings = append(turkicOurEndings, our)
		for _, c := range strings.Fields("dı di du dü dır dir dur dür mış miş muş müş a e la le dan den da de ın in ı i u ü") {
			turkicOurEndings = append(turkicOurEndings, our+c)
		}
	}
}

// turkicOurWord: w, lower case the Turkish way, has three letters or
// more before an ending of turkicOurEndings ("rehberimiz", "müdürümüzdü").
func turkicOurWord(w string) bool {
	lw := turkishLower(w)
	for _, e := range turkicOurEndings {
		if strings.HasSuffix(lw, e) && utf8.RuneCountInString(lw)-utf8.RuneCountInString(e) >= 3 {
			return true
		}
	}
	return false
}

// cutTurkicPossessed cuts a word of turkicOurWord from the front or the
// end of a person of two words or more, in text with Turkish or
// Azerbaijani letters near (turkicAround); the rest must keep two letters.
func (d *Detector) cutTurkicPossessed(s string, toks []token, spans []Span) []Span {
	var out []Span
	for i, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		a, b, ok := spanWords(toks, sp)
		if !ok || a == b || !turkicAround(toks, a) {
			continue
		}
		na, nb := a, b
		if turkicOurWord(toks[na].text) {
			na++
		}
		if nb > na && turkicOurWord(toks[nb].text) {
			nb--
		}
		if na == a && nb == b || na > nb {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		out[i] = personSpan(s, toks[na], toks[nb])
	}
	if out == nil {
		return spans
	}
	return out
}
