package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// Russian, Belarusian and Kazakh text names the famous by surname alone
// ("Жириновский", "Путина", "Гитлера", "Верди"); no pass took a lone
// Cyrillic word (docs/adr/0142).

// notableSurnameEnds are the folded case endings taken back from a lone
// Cyrillic surname, each with what its nominative ends in instead:
// "Путина" is "Путин", "Ахматовой" "Ахматова", "Жириновского"
// "Жириновский" (folding makes "й" "и", and "ий" is read as the "y" of
// "zhirinovsky").
var notableSurnameEnds = [][2]string{
	{"ии", "и"}, {"ого", "и"}, {"ому", "и"}, {"ым", ""}, {"ом", ""}, {"ои", "а"}, {"а", ""}, {"у", ""}, {"е", ""}, {"ы", "а"},
}

// placeLikeEnd is how Russian names of countries and regions end and
// surnames seldom do ("Персия", "Корея"), folded; "-кии" is the "-кий" of
// "Жириновский".
var placeLikeEnd = regexp.MustCompile(`(ия|[^к]ии|ею|ея|еи|ию)$`)

// notableSurnameLetters is the shortest Latin reading of a lone surname
// taken: shorter ones read as places and rare notables' names too often
// ("Вену" venn, "Бари" bari, "Понта" ponta; docs/adr/0142).
const notableSurnameLetters = 6

// A declined lone word whose nominative keeps declinedSurnameRunes
// Cyrillic letters may read as a notable's surname of
// declinedSurnameLetters Latin ones ("Путина", "Ленину"): the case ending
// says the word is a noun, and the short readings that took places ("Вену",
// "Понта") come from shorter stems (docs/adr/0176).
const (
	declinedSurnameRunes   = 5
	declinedSurnameLetters = 5
)

// cyrillicNotableSurnames adds a capitalised Cyrillic word standing alone
// in Cyrillic text, not opening a sentence, whose nominative reads in Latin
// letters as the surname of a globally known person of the notable list
// that is no given name, place or English word ("Жириновский":
// zhirinovsky). Only words that overlap nothing found are added.
func (d *Detector) cyrillicNotableSurnames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	l := d.names
	least := notableSurnameLetters
	accept := func(r string) bool {
		i := sort.SearchStrings(l.notableLast, r)
		return i < len(l.notableLast) && l.notableLast[i] == r && len(r) >= least && !l.first[r] && !l.places[r] && !l.geo[r] && !l.words[r] && !l.stop[r]
	}
	for i, t := range toks {
		if !cyrillicCap(t) || utf8.RuneCountInString(t.bare) < 4 || slavicStop.has(strings.ToLower(t.text)) {
			continue
		}
		if i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:t.start] == " " || i+1 < len(toks) && capitalised(toks[i+1].text) && s[t.end:toks[i+1].start] == " " {
			continue
		}
		if !slavicAround(toks, i) || i > 0 && namedAfter(s, toks, i) || placeLikeEnd.MatchString(t.bare) {
			continue // "им. Патона" names an institution; "Персии", "Корея" are countries
		}
		least = notableSurnameLetters
		found := readLatin(t.bare, l.notableLast, accept) != ""
		for _, e := range notableSurnameEnds {
			if found {
				break
			}
			if stem, ok := strings.CutSuffix(t.bare, e[0]); ok && utf8.RuneCountInString(stem) >= 3 {
				least = notableSurnameLetters
				if utf8.RuneCountInString(stem+e[1]) >= declinedSurnameRunes {
					least = declinedSurnameLetters // "Путина": putin, a declined word of six letters (docs/adr/0176)
				}
				found = readLatin(stem+e[1], l.notableLast, accept) != ""
			}
		}
		if !found || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}

// namedThing is how the folded nouns begin that take a person's name in
// the genitive as the name of a thing: a university, institute, academy,
// theatre, museum, prize, fund, street or square ("университете Брауна",
// "премия Нобеля", "улица Ленина"; docs/adr/0176). A closed class.
var namedThing = regexp.MustCompile(`^(университет|університет|універсітэт|институт|інститут|інстытут|академи|академі|театр|музе|преми|прэмі|фонд|улиц|вулиц|вуліц|площад|плошч|проспект)`)

// namedAfter: the word toks[i], maybe after one or two initials, follows
// "им."/"имени" or a noun a thing is named with (namedThing): the name is
// the thing's ("им. А. М. Горького", "университете Брауна").
func namedAfter(s string, toks []token, i int) bool {
	j := i - 1
	for n := 0; n < 2 && j > 0 && cyrillicInitial(s, toks[j]); n++ {
		j--
	}
	return cyrillicOrgWords[toks[j].bare] || namedThing.MatchString(toks[j].bare)
}
