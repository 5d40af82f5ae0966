package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// lowParticles are the particles Dutch, Flemish, Afrikaans and Frisian
// surnames open on ("van der Wal", "de Vries", "te Biesebeek", Frisian
// "fan Kammen", "fan 'e Mar"): a closed class, folded. "e" and "t" count
// only right after an apostrophe ("fan 'e", "op 'e", "in 't").
var lowParticles = map[string]bool{"van": true, "de": true, "der": true, "den": true, "ter": true, "ten": true,
	"te": true, "fan": true, "het": true, "op": true, "in": true, "e": true, "t": true}

// lowParticleOpeners are the particles a surname may open on alone: the
// rest ("der", "het", "op", "in") only follow one of these.
var lowParticleOpeners = map[string]bool{"van": true, "de": true, "den": true, "ter": true, "ten": true,
	"te": true, "fan": true}

// frisianStop are West Frisian function words no Dutch, English or German
// text writes ("yn", "dy't", "dêr", "waard"): a closed class, so a line of
// Frisian, which the stop-word lists lack, is told by two of them as a
// Dutch one is by dutchStop.
var frisianStop = map[string]bool{"yn": true, "dy": true, "dy't": true, "syn": true, "út": true, "dêr": true,
	"dêr't": true, "waard": true, "foar": true, "oer": true, "binne": true, "tsjin": true, "troch": true,
	"dizze": true, "hjir": true, "hokker": true, "wêze": true, "wurdt": true, "fan": true, "hoe't": true,
	"sa't": true, "hjit": true, "wienen": true, "neidat": true, "mei": true, "ek": true, "seit": true,
	"jim": true, "moast": true, "kaam": true, "wiene": true, "gyng": true, "ús": true, "hja": true, "twa": true,
	"trije": true, "fjouwer": true, "fiif": true, "tsien": true, "tûzen": true, "hûndert": true}

// dutchAddress are the forms of address, ranks and offices Dutch and
// Frisian speech writes in lower case right before a surname ("de hear
// Straat", "meneer De Wilde", "dominee Van Andel", "ingenieur Vlieger"):
// a closed class, folded.
var dutchAddress = map[string]bool{"hear": true, "frou": true, "meneer": true, "mevrouw": true, "juffrouw": true,
	"mefrou": true, "dokter": true, "doktor": true, "doctor": true, "professor": true, "dominee": true,
	"pastoor": true, "pastoar": true, "burgemeester": true, "boargemaster": true, "foarsitter": true,
	"voorzitter": true, "ingenieur": true, "kollega": true, "collega": true, "wethâlder": true, "wethouder": true,
	"notaris": true, "meester": true, "master": true}

// lowCountriesAround: the words near toks[i] are Dutch or Afrikaans
// (dutchOrAfrikaansAround) or Frisian (frisianAround).
func lowCountriesAround(toks []token, i int) bool {
	return dutchOrAfrikaansAround(toks, i) || frisianAround(toks, i)
}

// frisianAround: two of the words near toks[i] are Frisian function words
// in lower case.
func frisianAround(toks []token, i int) bool {
	return twoWordsAround(toks, i, func(w string) bool { return frisianStop[w] })
}

// dutchParticleNames reads, in Dutch, Afrikaans or Frisian text, the
// surnames that open on a particle whole, which the rules and the word
// model cut to their last word ("de Jong" → "Jong") or leave: speech
// transcripts name "Jeltsje de Jong", "Henk te Biesebeek", "Jan fan Akker"
// and, alone, "Van Genechten", "de hear Van der Noord", "doctor de Vries".
// A run of particles (lowParticles, opening on one of lowParticleOpeners)
// and one capitalised word with no capitalised word after it is a
// surname when
//   - a given name of the lists or of Wiktionary's Dutch ones, or a
//     capitalised word that is no common or English word nor place and does
//     not open the sentence, stands right before a lower-case particle
//     (the person is the given name and the surname);
//   - a form of address (dutchAddress, titles) stands right before it,
//     unless the particle is a lower-case "van" or "fan", which there says
//     whose office it is ("burgemeester van Amsterdam");
//   - it opens on a capitalised "Van" or "Fan" inside a sentence after a
//     word in lower case: Dutch capitalises the particle only where the
//     surname stands alone, and a place after "Van" (a lists' place) is
//     left;
//   - "senior" or "junior" follows it ("De Vos senior").
//
// A form of address before one capitalised word alone makes that word a
// surname too ("ingenieur Vlieger"). A find such a span holds whole
// ("Jong" in "de Jong") gives way to it; one that reaches outside it stays.
// Each word is read a bounded number of times (docs/adr/0261).
func (d *Detector) dutchParticleNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	drop := map[int]bool{}
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		low := strings.ToLower(toks[i].text)
		opener := lowParticleOpeners[low]
		address := dutchAddress[low] && toks[i].text == low
		if !opener && !address {
			continue
		}
		if !lowCountriesAround(toks, i) {
			continue
		}
		from, to, ok := d.particleSurnameAt(s, toks, i, opener)
		if !ok {
			continue
		}
		start, end := toks[from].start, toks[to].end
		for k < len(spans) && spans[k].End <= start {
			k++
		}
		clash := false
		for j := k; j < len(spans) && spans[j].Start < end; j++ {
			if spans[j].Start < start || spans[j].End > end || spans[j].Kind != Person {
				clash = true
				break
			}
		}
		if clash {
			continue
		}
		for j := k; j < len(spans) && spans[j].Start < end; j++ {
			drop[j] = true
		}
		add = append(add, personSpan(s, toks[from], toks[to]))
		i = to
	}
	return replacedSpans(spans, drop, add)
}

// particleSurnameAt is the person that the particle or form of address at
// toks[i] is part of (dutchParticleNames), as the first and last word.
func (d *Detector) particleSurnameAt(s string, toks []token, i int, opener bool) (int, int, bool) {
	if !opener {
		// A form of address, then a surname alone or one with a particle.
		if i+1 >= len(toks) || !spacedWords(s, toks[i], toks[i+1]) {
			return 0, 0, false
		}
		if lowParticleOpeners[strings.ToLower(toks[i+1].text)] {
			return 0, 0, false // read when the loop reaches the particle
		}
		h := i + 1
		if !d.dutchSurnameWord(s, toks, h) {
			return 0, 0, false
		}
		return h, h, true
	}
	j := i
	for j+1 < len(toks) && j-i < 3 && lowParticles[toks[j+1].bare] && strings.ToLower(toks[j+1].text) == toks[j+1].text && (spacedWords(s, toks[j], toks[j+1]) || apostrophed(s, toks[j], toks[j+1])) {
		j++
	}
	if toks[j].text == "op" || toks[j].text == "in" || toks[j].text == "het" {
		return 0, 0, false // "op" and "in" open no surname without "'e"/"'t"
	}
	h := j + 1
	if h >= len(toks) || !spacedWords(s, toks[j], toks[h]) || !d.dutchSurnameWord(s, toks, h) {
		return 0, 0, false
	}
	capital := toks[i].text != strings.ToLower(toks[i].text)
	prevLower := i > 0 && !sentenceStart(s, toks[i].start) && strings.ToLower(toks[i-1].text) == toks[i-1].text
	switch {
	case !capital && i > 0 && spacedWords(s, toks[i-1], toks[i]) && d.dutchGivenBefore(s, toks, i-1, h):
		return i - 1, h, true
	case i > 0 && spacedWords(s, toks[i-1], toks[i]) && (capital || toks[i].text != "van" && toks[i].text != "fan") && (dutchAddress[toks[i-1].bare] && toks[i-1].text == strings.ToLower(toks[i-1].text) || titles[toks[i-1].bare]):
		return i, h, true
	case capital && prevLower && (toks[i].bare == "van" || toks[i].bare == "fan") && !d.names.places[toks[h].bare] && !d.names.geo[toks[h].bare]:
		return i, h, true
	case (capital && prevLower || !capital) && h+1 < len(toks) && spacedWords(s, toks[h], toks[h+1]) && (toks[h+1].text == "senior" || toks[h+1].text == "junior"):
		return i, h, true
	}
	return 0, 0, false
}

// dutchSurnameWord: toks[h] may be the surname's own word: capitalised,
// two letters or more, no particle, function word, organisation or place
// phrase, and no capitalised word joined after it ("De Kroon Hotel", "Raad
// van State Nederland").
func (d *Detector) dutchSurnameWord(s string, toks []token, h int) bool {
	t := toks[h]
	if !capitalised(t.text) || utf8.RuneCountInString(t.text) < 2 || particles[t.bare] || lowParticles[t.bare] {
		return false
	}
	if d.names.stop[t.bare] || d.names.orgWords[t.bare] || d.names.countries[t.bare] || dutchStop.has(strings.ToLower(t.text)) {
		return false
	}
	return !(h+1 < len(toks) && spacedWords(s, t, toks[h+1]) && capitalised(toks[h+1].text))
}

// dutchGivenBefore: toks[g], right before a lower-case particle, is a
// given name: one of the lists or of Wiktionary's Dutch ones, or a
// capitalised word inside a sentence of Frisian (frisianAround), whose
// given names no list holds, that is no English or common European word,
// place or form of address, before a surname toks[h] that is no place
// ("Jeltsje", "Ryk"; "Unie van Suid-Afrika", "Área Metropolitana de
// Lisboa" are bodies and places).
func (d *Detector) dutchGivenBefore(s string, toks []token, g, h int) bool {
	t := toks[g]
	if !capitalised(t.text) || titles[t.bare] || d.names.stop[t.bare] {
		return false
	}
	if d.names.first[t.bare] || dutchGivenNames.has(t.bare) {
		return true
	}
	if sentenceStart(s, t.start) || d.names.words[t.bare] || d.names.places[t.bare] || d.names.geo[t.bare] || d.names.orgWords[t.bare] || !frisianAround(toks, g) {
		return false
	}
	if place, _ := d.names.placeAfterVan(s, toks, h, h); place || d.names.places[toks[h].bare] {
		return false
	}
	_, common := europeCommon[strings.ToLower(t.text)]
	return !common
}

// spacedWords: a and b are written with one space between them.
func spacedWords(s string, a, b token) bool {
	return s[a.end:b.start] == " "
}

// apostrophed: b is the "e" or "t" of "fan 'e", "op 'e", "in 't", written
// after a space and an apostrophe.
func apostrophed(s string, a, b token) bool {
	gap := s[a.end:b.start]
	if b.text != "e" && b.text != "t" {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(gap)
	return strings.HasPrefix(gap, " ") && (r == '\'' || r == '’') && strings.TrimFunc(gap, func(r rune) bool { return unicode.IsSpace(r) || r == '\'' || r == '’' }) == ""
}
