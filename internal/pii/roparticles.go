package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Romanian marks a person with particles no other language writes before
// a name (docs/adr/0282). The genitive and dative of a name that takes no
// case ending are written with "lui" before it ("batalioanele lui Aulich",
// "i-a transmis lui Schulenburg", "descalificării lui Ludger Beerbaum"),
// and a person as direct object with "pe" after a clitic pronoun that
// doubles it ("l-a informat pe Cavaciocchi", "lăsându-l pe Davout"):
// a place or a thing takes neither. The words after the particle need no
// list: the particle is the cue, as "ego" is in Latin charters.

// roVotes are Romanian function words, folded by roFold, that Italian
// and French do not write ("și", "în", "că", "să", "ale", "celor", "unei"):
// one of them near "lui", with a letter only Romanian writes, tells
// Romanian from Italian or French, which write "lui" for "he" or "him".
var roVotes = wordSet("si\nin\nca\nsa\ndupa\npana\nfata\nasa\ncand\nfara\ncatre\nisi\nfiind\nintr\nintre\ndintre\nsunt\nacesta\naceasta\nacest\naceste\nacestea\nacestui\ncare\nsau\niar\nale\ncelor\ncele\ncei\ncea\nunei\nunui\nfost\neste\npentru\ndin\ndeoarece\ndesi\nsi-a\ns-a\nl-a\ni-a\n")

// roDiacritics are the letters only Romanian writes among the languages
// the detector reads, in both the comma-below and the cedilla forms that
// Romanian text mixes.
const roDiacritics = "ăĂșȘțȚşŞţŢ"

// roMarks are the letters of roDiacritics that Turkish, which writes ş,
// does not: one of them near the particle marks Romanian.
const roMarks = "ăĂșȘțȚţŢ"

// roDivine are God and Christ after "lui" ("casa lui Dumnezeu"): no person
// the sets label.
var roDivine = wordSet("dumnezeu\niisus\nisus\nhristos\ncristos\nchristos\niehova\n")

// maxRoNameWords bounds the name after the particle: a surname alone or a
// full name of up to three words.
const maxRoNameWords = 3

// roFold folds a Romanian word's diacritics, either form, to plain letters.
func roFold(w string) string {
	return strings.NewReplacer("ă", "a", "â", "a", "î", "i", "ș", "s", "ş", "s", "ț", "t", "ţ", "t").Replace(strings.ToLower(w))
}

// romanianWordsAround: near toks[i] (slavicWindow words either side), a
// word holds a letter only Romanian writes (roMarks) and a lower-case
// word other than toks[i] is a Romanian function word (roVotes).
func romanianWordsAround(toks []token, i int) bool {
	marked, voted := false, false
	for j := max(0, i-slavicWindow); j < min(len(toks), i+slavicWindow+2); j++ {
		t := toks[j].text
		marked = marked || strings.ContainsAny(t, roMarks)
		voted = voted || j != i && strings.ToLower(t) == t && roVotes[roFold(t)]
	}
	return marked && voted
}

// roClitic: w is a clitic pronoun that doubles a person object ("l-a",
// "lăsându-l", "să-l", "o-", "îl"), so "pe" after it marks a person.
func roClitic(w string) bool {
	low := strings.ToLower(w)
	return low == "îl" || strings.HasSuffix(low, "-l") || strings.HasSuffix(low, "-o") || strings.HasPrefix(low, "l-") || strings.HasPrefix(low, "o-")
}

// roNameWord: toks[i] may stand in a person's name after a particle:
// capitalised Latin letters, two or more, never written in lower case in
// the text, no common or function word, country, people, month, nor God.
func (d *Detector) roNameWord(t token, lower map[string]bool) bool {
	r, _ := utf8.DecodeRuneInString(t.text)
	if !unicode.Is(unicode.Latin, r) || !capitalised(t.text) || utf8.RuneCountInString(t.bare) < 2 || lower[t.bare] {
		return false
	}
	l := d.names
	low := strings.ToLower(t.text)
	return !l.commonWord(t) && !l.stop[t.bare] && !europeStop.has(t.bare) && !l.countries[t.bare] && !demonyms[t.bare] && !cldrDates[low] && !roDivine[roFold(t.text)]
}

// romanianParticleNames adds the person after "lui", and after "pe" with a
// doubling clitic among the three words before it, in Romanian text
// (romanianWordsAround): one to three capitalised name words (roNameWord)
// one space apart, overlapping nothing found. One walk over the words:
// Find stays linear.
func (d *Detector) romanianParticleNames(s string, toks []token, spans []Span) []Span {
	if !strings.ContainsAny(s, roDiacritics) {
		return spans
	}
	var lower map[string]bool
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if !d.roParticle(toks, i) || !spaceApart(s, toks[i], toks[i+1]) {
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		j := i + 1
		for j < len(toks) && j-i <= maxRoNameWords && d.roNameWord(toks[j], lower) && (j == i+1 || spaceApart(s, toks[j-1], toks[j])) {
			j++
		}
		if j == i+1 || !romanianWordsAround(toks, i) || overlapsFound(spans, &k, toks[i+1].start, toks[j-1].end) {
			continue
		}
		add = append(add, personSpan(s, toks[i+1], toks[j-1]))
	}
	return withAdded(spans, add)
}

// roParticle: toks[i] is "lui", or "pe" with a doubling clitic among the
// three words before it.
func (d *Detector) roParticle(toks []token, i int) bool {
	switch toks[i].text {
	case "lui":
		return true
	case "pe":
		for _, t := range toks[max(0, i-3):i] {
			if roClitic(t.text) {
				return true
			}
		}
	}
	return false
}
