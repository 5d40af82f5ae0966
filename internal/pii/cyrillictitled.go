package pii

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Parliamentary and news prose in Ukrainian, Russian and Belarusian names a
// deputy or a mister by the surname alone after the title, declined with it:
// "народний депутат Гетманцев", "лист від народного депутата Бакумова",
// "слово надається народному депутату Чорному", "внесений народними
// депутатами Стефанчуком, Корнієнком, Кондратюк" (docs/adr/0176). No pass
// took a lone Cyrillic word the text never named in full.

// cyrillicTitleWords are the folded forms, in every case, of the titles a
// lone surname follows: deputy (Ukrainian and Russian "депутат",
// Ukrainian "депутатка", Belarusian "дэпутат") and the words of address
// for a man or a woman ("пан", "пані", "господин", "госпожа", "спадар",
// "спадарыня"). A closed class, not names. The plural forms say a list of
// surnames may follow.
var cyrillicTitleWords = func() map[string]bool {
	m := map[string]bool{}
	for _, f := range strings.Fields(`депутат депутата депутату депутатові депутатом депутате
		депутатка депутатки депутатці депутатку депутаткою
		дэпутат дэпутата дэпутату дэпутатам дэпутатам дэпутаце
		пан пана пану панові паном пані
		господин господина господину господином госпожа госпожи госпоже госпожу госпожои
		спадар спадара спадару спадарам спадарыня спадарыні`) {
		m[f] = true
	}
	for _, f := range cyrillicPluralTitles {
		m[f] = true
	}
	return m
}()

// cyrillicPluralTitles are the plural forms of the deputy titles: a list of
// lone surnames joined by commas and "і", "та", "и", "й" may follow.
var cyrillicPluralTitles = []string{"депутати", "депутатів", "депутатам", "депутатами", "депутаты", "депутатов", "депутатами", "дэпутаты", "дэпутатаў", "дэпутатамі"}

// cyrillicListJoiners are the words between two surnames of a list, folded.
var cyrillicListJoiners = map[string]bool{"і": true, "та": true, "и": true, "й": true}

// cyrillicAssembly is how the names of the bodies a deputy sits in end, in
// any case and glued to a city's ("депутата Думы", "депутат Київради",
// "депутатом Сейму"), folded: the word after the title is then the body's.
var cyrillicAssembly = regexp.MustCompile(`(дум|рад|сеим|парламент|конгрес|кнесет|меджліс|меджлис|мажиліс|мажилис|курултаи|курултаю|курултая)(а|ы|і|и|е|у|ои|ою|ом|ові|ам|ах|зе)?$`)

// titledSurname: the token may be the lone surname after a title: a
// capitalised Cyrillic word of three letters or more that is no function
// word, greeting, word of address or title, country, place, nor among the
// thousand commonest words of a European language ("депутат Ради").
func (d *Detector) titledSurname(t token) bool {
	if !fullNameWord(t) || cyrillicTitleWords[t.bare] || cyrillicOrgWords[t.bare] || cyrillicAssembly.MatchString(t.bare) || d.names.places[t.bare] || d.names.geo[t.bare] {
		return false
	}
	rank, common := europeCommon[strings.ToLower(t.text)]
	return !common || rank > commonSurnameRank
}

// titledCyrillicSurnames adds the lone capitalised Cyrillic word after a
// deputy's title or a word of address ("депутата Гетманцева", "пані
// Кондратюк"), maybe after a declined country ("депутат України
// Гетманцев"), with no capitalised word joined after it (a full name or a
// body's name is other passes'); after a plural title, each surname of the
// list that follows ("депутатами Стефанчуком, Корнієнком і Кондратюк").
// Only words that overlap nothing found are added; each word is read once.
func (d *Detector) titledCyrillicSurnames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if !cyrillicTitleWords[toks[i].bare] || capitalised(toks[i].text) && !sentenceStart(s, toks[i].start) {
			continue
		}
		plural := false
		for _, p := range cyrillicPluralTitles {
			plural = plural || toks[i].bare == p
		}
		title := i
		j := i + 1
		if j+1 < len(toks) && declinedTerritory(toks[j].bare) && adjacentSpace(s, toks[j-1], toks[j]) {
			j++ // "депутат України Гетманцев"
		}
		for j < len(toks) && adjacentSpace(s, toks[j-1], toks[j]) || j < len(toks) && plural && j > title+1 && listGap(s, toks, j) {
			t := toks[j]
			if !d.titledSurname(t) || utf8.RuneCountInString(t.bare) < 3 ||
				j+1 < len(toks) && adjacentSpace(s, t, toks[j+1]) && (capitalised(toks[j+1].text) || adjectiveShaped(t.bare)) {
				break
			}
			if !overlapsFound(spans, &k, t.start, t.end) {
				add = append(add, personSpan(s, t, t))
			}
			i = j
			if !plural {
				break
			}
			j++
			if j < len(toks) && cyrillicListJoiners[toks[j].bare] && s[toks[j-1].end:toks[j].start] == " " {
				j++ // "Корнієнком і Кондратюк"
			}
		}
	}
	return withAdded(spans, add)
}

// listGap: toks[j] follows the word before it after a comma and a space, or
// after a list joiner ("і", "та") and one space.
func listGap(s string, toks []token, j int) bool {
	gap := s[toks[j-1].end:toks[j].start]
	return gap == ", " || gap == " " && cyrillicListJoiners[toks[j-1].bare]
}

// adjectiveShaped: the folded word ends as a Russian, Ukrainian or
// Belarusian adjective does. After a title it is a surname ("депутату
// Чорному") only when no noun follows it: "депутат Законодательного
// собрания", "депутатов Пресненского района" name a body.
func adjectiveShaped(bare string) bool {
	return cyrillicAdjective.MatchString(bare) || nominativeAdjective.MatchString(bare) || strings.HasSuffix(bare, "ии") || strings.HasSuffix(bare, "ым") || strings.HasSuffix(bare, "ім")
}
