package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Kazakhs in Kazakh text (docs/adr/0143). A Kazakh name's surname keeps
// the Russian form (-ов, -ев, -ин; -ова, -ева, -ина) or is a patronymic
// in -ұлы / -қызы, and carries Kazakh case endings glued on
// ("Назарбаевтың", Nazarbayev's; "Назарбаевпен", with Nazarbayev). The
// given name ("Нұрсұлтан", "Қаныш") is on no list and reads as no Latin
// given name, so the Cyrillic pass, which wants one, missed them all.

// kazakhSurname is a lower-cased Kazakh, Kyrgyz, Tatar or Bashkir surname
// or patronymic with an optional case ending (kazakhCaseEnds).
var kazakhSurname = regexp.MustCompile(`(ов|ев|ин|ова|ева|ина|ұлы|қызы)(` + turkicEnds + `)?$`)

// turkicEnds are the Kazakh, Kyrgyz, Tatar, Bashkir and Buryat case endings as
// a regular expression's alternatives.
var turkicEnds = strings.Join(append(append(append([]string(nil), kazakhCaseEnds...), turkicCaseEnds...), buryatCaseEnds...), "|")

// buryatCaseEnds are the case endings Buryat, a Mongolic language of
// Russia, glues to a surname of the Russian form, from its grammars'
// declension tables: genitive "-ай", "-эй", "-ой" ("Бекмамбетовэй",
// "Семеновой"), comitative "-тай", "-тэй", "-той", instrumental "-аар",
// "-ээр", "-оор", ablative "-һаа", "-һээ", "-һоо", accusative "-ые", and the
// particle "-шье" (also) (docs/adr/0276).
var buryatCaseEnds = strings.Split("ай|эй|ой|тай|тэй|той|аар|ээр|оор|өөр|һаа|һээ|һоо|һөө|ые|шье", "|")

// turkicRussianSurname is a lower-cased surname of the Russian form in
// -ов, -ев, -ова, -ева, with an optional Turkic case ending, after a stem
// of four letters at least ("Ташиев", "Жапаровдун", "Кендирбаева"): the
// surname's shape alone, on a Turkic line, vouches for the person
// (docs/adr/0161). "-ин" is left out: Kyrgyz and Tatar words end so.
var turkicRussianSurname = regexp.MustCompile(`^\pL{4,}(ов|ев|ова|ева)(` + turkicEnds + `)?$`)

// slavicVillage is how the Russian and Ukrainian names of villages end,
// "-овка", "-евка" in any case ("Новопавловка", "Сосновкада"): of the
// surname's shape, but no surname.
var slavicVillage = regexp.MustCompile(`(ов|ев)к[аиеуы]`)

// turkicPatronymicWords are the lower-case words after a father's name
// that make it a Kyrgyz, Kazakh, Tatar or Uzbek patronymic ("Чыңгыз Эсенгул
// уулу", son of Esengul; "кызы", daughter): a tiny closed class.
var turkicPatronymicWords = map[string]bool{"уулу": true, "кызы": true, "улы": true, "ұлы": true, "қызы": true, "угли": true, "ўғли": true, "қизи": true}

// kazakhPatronymic is a lower-cased patronymic standing between a given
// name and a surname.
var kazakhPatronymic = regexp.MustCompile(`(ұлы|қызы|ович|евич|овна|евна)$`)

// kazakhLetters are the letters Kazakh, Kyrgyz, Tatar and Bashkir write
// and Russian does not (і is Ukrainian and Belarusian too, so it is left
// out; Tatar's җ and Bashkir's ҙ, ҫ, ҡ were added by docs/adr/0161).
const kazakhLetters = "әғқңөұүһӘҒҚҢӨҰҮҺҗҖҙҘҫҪҡҠ"

// kazakhPersons adds, on a line with Kazakh, Kyrgyz, Tatar or Bashkir
// letters, the pairs nothing found of a capitalised Cyrillic word and a
// capitalised Turkic surname (kazakhSurname), maybe with a patronymic
// between them, and a given name before a father's name and "уулу" or
// "кызы" ("Чыңгыз Эсенгул уулу"). A first word that opens a sentence must
// be a given name of the lists (a capitalised sentence opener is as often a
// common word: "Бүгін", today), or stand before a surname of the Russian
// form (turkicRussianSurname) and be none of the commonest words of a
// European language nor a country (headlines open with the name: "Камчыбек
// Ташиев ..."; docs/adr/0161).
func (d *Detector) kazakhPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	var kazakh lineMemo
	for i := 0; i+1 < len(toks); i++ {
		a := toks[i]
		if !kazakhGivenPart(a.text) || len([]rune(a.text)) < 3 {
			continue
		}
		j := i + 1
		if j+1 < len(toks) && adjacent(s, toks[j-1], toks[j]) && kazakhNamePart(toks[j].text) &&
			kazakhPatronymic.MatchString(strings.ToLower(toks[j].text)) && kazakhNamePart(toks[j+1].text) &&
			kazakhSurname.MatchString(strings.ToLower(toks[j+1].text)) {
			j++
		}
		b, prev := toks[j], toks[j-1]
		lb := strings.ToLower(b.text)
		fathers := j+1 < len(toks) && j == i+1 && turkicPatronymicWords[toks[j+1].text] && adjacentSpace(s, b, toks[j+1])
		if fathers {
			j++ // "Чыңгыз Эсенгул уулу"
		}
		if s[prev.end:b.start] != " " || !kazakhNamePart(b.text) || len([]rune(b.text)) < 4 ||
			!fathers && !kazakhSurname.MatchString(lb) || !turkicNear(s, &kazakh, a.start) ||
			sentenceStart(s, a.start) && !d.names.cyrillicGivenAny(a.bare) && !(turkicRussianSurname.MatchString(lb) && turkicCompoundGivenShape(a)) ||
			overlapsFound(spans, &k, a.start, toks[j].end) {
			continue
		}
		added = append(added, personSpan(s, a, toks[j]))
		i = j
	}
	return withAdded(spans, added)
}

// turkicGivenShape: the capitalised Cyrillic word opening a sentence may be
// a given name on no list: it is none of the commonest words of a
// European language (Kazakh's among them), no country or region in any
// case and no greeting.
func turkicGivenShape(t token) bool {
	low := strings.ToLower(t.text)
	return uncommonNameWord(t) && !kazakhSurname.MatchString(low) && !turkicAgentNoun.MatchString(low)
}

// turkicCompoundGivenShape is turkicGivenShape, and for a compound given
// name ("Қасым-Жомарт") the shape of a name word in each half
// (docs/adr/0281).
func turkicCompoundGivenShape(t token) bool {
	x, y, ok := strings.Cut(t.text, "-")
	if !ok {
		return turkicGivenShape(t)
	}
	// Each half may be a common word ("жомарт", generous: Kazakh names are
	// words), so only the name shape is asked of it; two capitalised halves
	// joined by a hyphen are a compound name, not prose.
	half := func(w string) bool {
		t := token{text: w, folded: fold(w), bare: bare(fold(w))}
		low := strings.ToLower(w)
		return fullNameWord(t) && !kazakhSurname.MatchString(low) && !turkicAgentNoun.MatchString(low)
	}
	return half(x) && half(y)
}

// turkicAgentNoun is how a Kyrgyz, Kazakh or Tatar noun of a trade or
// office ends, the agent suffix "-чы", "-чи", "-чу", "-чү", "-шы", "-ші"
// ("Элчи", ambassador; "Акыйкатчы", ombudsman; "Елші"): a headline's first
// word before a surname that is its holder's office, no given name
// (docs/adr/0276).
var turkicAgentNoun = regexp.MustCompile(`\pL{2,}(чы|чи|чу|чү|шы|ші)$`)

// uncommonNameWord: the token is a fullNameWord and none of the commonest
// words of a European language (Kazakh's among them).
func uncommonNameWord(t token) bool {
	_, common := europeCommon[strings.ToLower(t.text)]
	return !common && fullNameWord(t)
}

// turkicLoneSurnames adds, on a Turkic line, a capitalised Cyrillic word
// nothing found, with no capitalised word beside it, of the Russian
// surname form with or without a Turkic case ending (turkicRussianSurname:
// "Ташиев", "Жапаровдун"), that is no common word, country or village
// (slavicVillage): Kyrgyz and
// Kazakh headlines name a known person by the surname alone
// (docs/adr/0161).
func (d *Detector) turkicLoneSurnames(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	var kazakh lineMemo
	for i, t := range toks {
		low := strings.ToLower(t.text)
		if !kazakhNamePart(t.text) || !turkicRussianSurname.MatchString(low) || !uncommonNameWord(t) || slavicVillage.MatchString(low) ||
			i > 0 && adjacentSpace(s, toks[i-1], t) && capitalised(toks[i-1].text) && !sentenceStart(s, toks[i-1].start) ||
			i+1 < len(toks) && adjacentSpace(s, t, toks[i+1]) && capitalised(toks[i+1].text) && !d.names.turkicPhraseOpener(toks[i+1]) ||
			d.names.places[t.bare] || d.names.geo[t.bare] || !turkicNear(s, &kazakh, t.start) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		added = append(added, personSpan(s, t, t))
	}
	return withAdded(spans, added)
}

// kazakhNamePart: w is a capitalised Cyrillic word with no other capital
// ("БУУнун", the UN's, is none).
func kazakhNamePart(w string) bool {
	_, n := utf8.DecodeRuneInString(w)
	return capitalised(w) && scriptWord(w, unicode.Cyrillic) && strings.ToLower(w[n:]) == w[n:]
}

// kazakhGivenPart: w is a capitalised Cyrillic word (kazakhNamePart) or a
// compound given name of two such words of three letters or more joined by
// a hyphen ("Қасым-Жомарт", "Мұхаммед-Әли"): Kazakh, Kyrgyz and Tatar
// give compound names so, each half capitalised, which kazakhNamePart, wanting
// no capital after the first letter, refused (docs/adr/0281).
func kazakhGivenPart(w string) bool {
	if kazakhNamePart(w) {
		return true
	}
	x, y, ok := strings.Cut(w, "-")
	return ok && kazakhNamePart(x) && kazakhNamePart(y) && utf8.RuneCountInString(x) >= 3 && utf8.RuneCountInString(y) >= 3
}

// kazakhLine: the line holds a letter only Kazakh, Kyrgyz, Tatar or
// Bashkir writes, or is a Turkic line without one (turkicWords).
func kazakhLine(line string) bool {
	return strings.ContainsAny(line, kazakhLetters) || turkicWords(line)
}

// turkicWords: a Cyrillic line without the letters Russian lacks is
// Kyrgyz, Kazakh or Tatar all the same ("Элчи Кушчубеков Венгрияда билим
// алып жаткан кыргыз жарандары менен жолукту"; docs/adr/0161) when it
// holds four lower-case Cyrillic words or more, at most one in eight a
// Slavic function word, and one of them ends in a Turkic genitive,
// locative or comitative (turkicLineEnd).
func turkicWords(line string) bool {
	n, slavic, turkic := 0, 0, false
	for _, w := range strings.Fields(line) {
		w = strings.TrimFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
		if w == "" || strings.ToLower(w) != w || !scriptWord(w, unicode.Cyrillic) {
			continue
		}
		n++
		if slavicStop.has(w) {
			slavic++
		}
		turkic = turkic || turkicLineEnd.MatchString(w)
	}
	return turkic && n >= 4 && slavic*8 <= n
}

// turkicLineEnd is how a lower-case Kyrgyz, Kazakh or Tatar word in the
// genitive, locative or comitative ends, after a stem of three letters.
// "Менен" (with) stands alone as well.
var turkicLineEnd = regexp.MustCompile(`^(\pL{3,}(нын|нин|нун|нүн|дын|дин|дун|дүн|тын|тин|тун|түн|нда|нде|дагы|деги|менен)|менен)$`)

// cyrillicGivenAny: the folded Cyrillic word is a given name in some case
// (cyrillicGiven).
func (l nameLists) cyrillicGivenAny(bare string) bool {
	_, ok := l.cyrillicGiven(bare)
	return ok
}
