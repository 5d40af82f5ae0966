package pii

import (
	"strings"
	"unicode/utf8"
)

// Particles and function words the Korean model takes into a foreign
// name (docs/adr/0174): "율리우스 케사르에 의해", "브루노 니콜라이가 산타
// (세인트) 세실리아", "헤겔이", "그 후 고르바초프가". A syllable tagger
// reads the syllables of a transliteration as a run and does not see the
// case particle that ends it, nor the adverb of time before it.

// koEndParticles are the particles cut from the end of a model person
// that is no Korean name, by the open or closed syllable before them (이,
// 은, 을, 과 follow a final consonant; 는, 를 a vowel). Not 가, 와, 에, 로,
// 도, 나 and the like, which end foreign names themselves (오르테가,
// 나카가와, 마리에, 파블로).
var koEndParticles = map[string]bool{"이": true, "은": true, "을": true, "과": true, "는": true, "를": true,
	"에게": true, "에서": true, "에는": true, "께서": true, "의": true, "이의": true, "이는": true}

// koLeadWords are one-syllable words of time, order and listing that
// stand before a name and are never its first word (그 후 고르바초프가).
var koLeadWords = map[string]bool{"후": true, "및": true, "등": true, "때": true, "중": true, "즉": true, "또": true, "약": true, "총": true}

// koCutParticles trims the model's persons of found[from:] that are no
// Korean name (koreanNamed): a leading word of koLeadWords is dropped, and
// a word of the name that carries a particle of koEndParticles ends it, or
// 가 after a word of three syllables or more when more of the name follows
// it (니콜라이가 산타; not 에드가 라미레스, and not 도 or 로, which end first
// names: 고프레도, 파블로). A person is at most a few words, so the scan is bounded by its own
// length.
func (d *Detector) koCutParticles(s string, found []Span, from int) []Span {
	out := found[:from]
	for _, sp := range found[from:] {
		a, b := sp.Start, sp.End
		if lead, rest, ok := strings.Cut(s[a:b], " "); ok && koLeadWords[lead] && rest != "" {
			a += len(lead) + 1
		}
		if !d.koreanNamed(s[a:b]) {
			for w := a; w < b; {
				e := strings.IndexByte(s[w:b], ' ')
				inner := e >= 0
				if !inner {
					e = b - w
				}
				end, stem := koEojeolAfter(s, w, w+e)
				if end == w+e && stem < end && stem > w && (koEndParticles[s[stem:end]] || inner && s[stem:end] == "가" && stem-w >= 3*koSyllableBytes) && koParticleFits(s[w:stem], s[stem:end]) {
					b = stem
					break
				}
				w += e + 1
			}
		}
		if a == b {
			continue
		}
		if a != sp.Start || b != sp.End {
			sp = Span{Start: a, End: b, Kind: Person, Key: s[a:b]}
		}
		out = append(out, sp)
	}
	return out
}

// koParticleFits: particle p can follow stem by its last syllable: 이,
// 은, 을, 과 follow a final consonant, 는, 를 a vowel; the others either.
func koParticleFits(stem, p string) bool {
	r, _ := utf8.DecodeLastRuneInString(stem)
	open := hangulSyllable(r) && (r-0xAC00)%28 == 0
	switch p {
	case "이", "은", "을", "과", "이의", "이는":
		return !open
	case "는", "를", "가":
		return open
	}
	return true
}
