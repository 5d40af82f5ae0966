package pii

import (
	"strings"
	"unicode/utf8"
)

// Persons whose span holds a Korean particle (docs/adr/0231). A name's span
// never holds the particle after it, so such a span has wrong bounds:
// - a Latin name with the particle glued ("Matthias Bethge에 의해", "Ana
//   Lima의"): the name ends where the Hangul begins;
// - the demonstrative 이 ("this", also the family name Lee) before a noun
//   of the Korean dictionary that carries a particle (이 문서는, 이 장에서,
//   이 방법에): no person.
// Each span is read once: Find stays linear.

// koParticleSpans cuts or drops the persons of spans that hold a particle;
// not without the Korean model (koOff), whose features are the rules' finds.
func (d *Detector) koParticleSpans(s string, spans []Span) []Span {
	if d.koOff || d.koComb().NoLoanwords || !hasHangul(s) {
		return spans
	}
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind == Person {
			v := s[sp.Start:sp.End]
			if cut := latinBeforeParticle(v); cut > 0 {
				sp.End = sp.Start + cut
				sp.Key = s[sp.Start:sp.End]
			} else if koDemonstrativeNoun(v) {
				continue
			}
		}
		out = append(out, sp)
	}
	return out
}

// latinBeforeParticle is the length of v's Latin words when a Korean
// particle is glued after them and is all the rest, or 0.
func latinBeforeParticle(v string) int {
	i := strings.IndexFunc(v, hangulSyllable)
	if i <= 0 || !koParticles[v[i:]] {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(v[:i])
	if r > 0x24F || !('A' <= r && r <= 'Z' || 'a' <= r && r <= 'z' || r >= 0xC0) {
		return 0 // the name must end on a Latin letter right before the particle
	}
	return i
}

// koDemonstrativeNoun: v is 이 and an eojeol that is a dictionary noun and
// a particle.
func koDemonstrativeNoun(v string) bool {
	rest, ok := strings.CutPrefix(v, "이 ")
	if !ok || strings.Contains(rest, " ") {
		return false
	}
	for i := len(rest) - 1; i > 0; i-- {
		if rest[i]&0xC0 == 0x80 {
			continue // not the start of a rune
		}
		if koParticles[rest[i:]] && koWords.has(rest[:i]) {
			return true
		}
	}
	return false
}
