package pii

import (
	_ "embed"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Slavic languages decline names: "Marko Petrović" is "Marka Petrovića"
// after "od" (from), "Josip Kovačević" is "Josipom Kovačevićem" after "s"
// (with). The name lists hold the nominative, so neither the rules nor the
// word model, trained mostly on English, Arabic and Finnish text, know the
// other cases; inflect.go's polishCases reach only Polish endings, and only
// for a word the rules already consider (docs/adr/0112).

//go:embed names/stopwords/slavic.txt
var slavicStopText string

// slavicStop are the Slavic function words no other language's list holds
// (scripts/pii-stopwords.py): written in lower case, evidence of Slavic text.
var slavicStop = sortedList(slavicStopText)

// slavicCase is one oblique case of a given name: the folded ending the name
// takes, what its nominative ends in instead, and the endings a surname
// beside it takes in the same case.
type slavicCase struct {
	ending, nominative string
	surname            []string
}

// slavicCases are the case endings of Croatian, Serbian, Bosnian, Slovene,
// Czech and Slovak given names (folded: "ć" is "c"), longest first within
// each ending's family. Masculine: genitive and accusative -a ("Ratka",
// "Fatmira", "Jamesa"), dative and locative -u and -ovi, instrumental -om,
// -em, -ym ("Josipom", "Petrem", "Billym"), with -ja/-ju after a vowel
// ("Ziggyja"). Feminine (-a): genitive -e or -y, dative -i, accusative -u,
// instrumental -om or -ou. A surname in the same case ends as the given name
// does, or as a surname of another declension does in that case ("Diega
// Maradone", "Jamesa Bradleyho").
var slavicCases = []slavicCase{
	{"ovi", "", []string{"ovi", "u", "i"}},
	{"om", "", []string{"om", "em", "im", "ym", "ou"}},
	{"om", "o", []string{"om", "em", "im", "ym", "ou"}},
	{"om", "a", []string{"om", "oj", "ou", "ovou"}},
	{"em", "", []string{"em", "om", "im", "ym"}},
	{"ym", "y", []string{"om", "em", "im", "ym"}},
	{"ja", "", []string{"a", "ho"}},
	{"ju", "", []string{"u"}},
	{"ou", "a", []string{"ou", "ovou", "om"}},
	{"a", "", []string{"a", "e", "ho"}},
	{"a", "o", []string{"a", "e", "ho"}},
	{"u", "", []string{"u", "ovi"}},
	{"u", "o", []string{"u", "ovi"}},
	{"u", "a", []string{"u", "ou"}},
	{"e", "a", []string{"e", "ej", "y", "i"}},
	{"e", "", []string{"u", "e"}}, // vocative: "Miloše Petroviću"
	{"y", "a", []string{"y", "e", "ej"}},
	{"i", "a", []string{"i", "oj", "ej"}},
	// Cyrillic, folded as bare folds it ("й" is "и", "ё" "е"): Russian,
	// Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian endings of
	// given names ("Иваном Петровым", "Сергея", "Марией Ивановой",
	// "Драганом Јовановићем").
	{"ом", "", []string{"ом", "ем", "ым", "им"}},
	{"ем", "и", []string{"ом", "ем", "ым", "им"}},
	{"ем", "", []string{"ем", "ом"}}, // soft stems: "Милошем Николићем", "Ігорем Бондарем"
	{"ом", "а", []string{"ом", "ои"}},
	{"ои", "а", []string{"ои", "еи"}},
	{"еи", "я", []string{"ои", "еи"}},
	{"ии", "ия", []string{"ои", "еи", "и"}},
	{"ия", "ии", []string{"а", "я", "ого", "его"}},
	{"а", "", []string{"а", "я", "ого", "его"}},
	{"я", "и", []string{"а", "я", "ого", "его"}},
	{"у", "", []string{"у", "ю", "ому", "ему"}},
	{"ю", "и", []string{"у", "ю", "ому", "ему"}},
	{"у", "а", []string{"у", "ую"}},
	{"ю", "я", []string{"у", "ую"}},
	{"ы", "а", []string{"ои", "ы", "и", "еи"}},
	{"и", "а", []string{"ои", "ы", "и", "еи"}},
	{"е", "а", []string{"ои", "е", "еи"}},
	{"е", "я", []string{"ои", "е", "еи"}},
	{"е", "", []string{"у", "ю", "е"}}, // vocative: "Тарасе Шевченку", "Милоше Петровићу"
	// Belarusian: a woman's genitive and dative in "-і" ("Вольгі Дашук",
	// "Марыі Калеснікавай"), a man's instrumental in "-ам" ("Барысам
	// Дуброўскім"; docs/adr/0142).
	{"і", "а", []string{"аи", "ы", "і", "еи"}},
	{"і", "я", []string{"аи", "ы", "і", "еи"}},
	{"ам", "", []string{"ам", "ым", "ім", "ом"}},
}

// cyrillicGreetings are the forms of address that open a letter in Russian,
// Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian, folded ("й" is
// "и"): the word model takes them into the name after them ("Уважаемый Иван
// Петрович"), as ADR 0107 found for "Hi" and "Dear".
var cyrillicGreetings = map[string]bool{
	"уважаемыи": true, "уважаемая": true, "уважаемые": true, "дорогои": true, "дорогая": true, "дорогие": true,
	"здравствуите": true, "привет": true, "шановнии": true, "шановна": true, "шановні": true, "дорогии": true,
	"вельмишановнии": true, "паважаны": true, "паважаная": true, "уважаеми": true, "уважаема": true,
	"здравеите": true, "скъпи": true, "скъпа": true, "поштовани": true, "поштована": true, "драги": true,
	"драга": true, "почитуван": true, "почитувана": true, "құрметті": true, "хурматли": true, "хөрмәтле": true,
}

// slavicAddress are the Polish, Czech, Slovak and Croatian/Serbian forms of
// address in Latin letters, folded ("Panie Tomaszu Nowaku", "pane
// Nováku", "gospodine Horvat"): cut like the Cyrillic ones when two words
// or more follow (a lone surname after them stays as found). Bare "Pan" is
// left out ("Pan Am").
var slavicAddress = map[string]bool{
	"panie": true, "pani": true, "pane": true, "pan": false, "gospodine": true, "gospodo": true,
	"gospodin": true, "gospoda": true, "gospodja": true, "gospodjo": true,
}

// cutCyrillicGreetings cuts a form of address from the front of a person
// of two words or more found in Cyrillic text; the rest stays a person, as
// the greeting vouches for it (ADR 0107's cut reads Latin greetings only,
// and the rules' greeting list is a feature of the word model).
func cutCyrillicGreetings(s string, toks []token, spans []Span) []Span {
	var out []Span
	for i, sp := range spans {
		if w := strings.ToLower(firstWord(s[sp.Start:sp.End])); sp.Kind != Person || !cyrillicWord(w) && !slavicAddress[bare(fold(w))] {
			continue
		}
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		latin := a+2 < len(toks) && toks[a+2].end <= sp.End && slavicAddress[toks[a].bare]
		if a+1 >= len(toks) || toks[a].start != sp.Start || toks[a+1].end > sp.End || !cyrillicGreetings[toks[a].bare] && !cyrillicAddress[toks[a].bare] && !latin {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		out[i] = personSpan(s, toks[a+1], tokenAt(toks, sp.End))
	}
	if out == nil {
		return spans
	}
	return out
}

// firstWord is s up to its first space.
func firstWord(s string) string {
	w, _, _ := strings.Cut(s, " ")
	return w
}

// tokenAt is the token of toks that ends at end (the caller knows one does).
func tokenAt(toks []token, end int) token {
	j := sort.Search(len(toks), func(j int) bool { return toks[j].end >= end })
	return toks[j]
}

//go:embed names/slavic/given.txt
var slavicGivenText string

// slavicGivenNames are Wiktionary's given names of the Slavic languages and
// Albanian, folded, in Latin or Cyrillic letters (scripts/pii-slavic-given.py):
// read only for a declined word in Slavic text.
var slavicGivenNames = sortedList(slavicGivenText)

// slavicGiven returns the case a folded word is a given name in, and
// whether it is one: the nominative its ending stands for is a given name of
// the Slavic lists, or of the general ones and no place, and differs from
// the word, which is no English word or place itself. The nominative may be
// a word ("Victor", "Billy"): its declined form ("Victora", "Billym") is
// none.
func (l nameLists) slavicGiven(bare string) (slavicCase, bool) {
	if len(bare) < 4 || l.words[bare] || l.places[bare] || l.geo[bare] {
		return slavicCase{}, false
	}
	for _, c := range slavicCases {
		if !strings.HasSuffix(bare, c.ending) {
			continue
		}
		nom := bare[:len(bare)-len(c.ending)] + c.nominative
		if (c.ending == "ja" || c.ending == "ju") && !strings.ContainsAny(nom[len(nom)-1:], "aeiouy") {
			continue // -ja, -ju follow a name's own vowel ("Ziggyja"); "Banja" is no Ban
		}
		if nom != bare && len(nom) >= 3 && (slavicGivenNames.has(nom) || l.first[nom] && !l.places[nom] && !l.geo[nom]) {
			return c, true
		}
	}
	return slavicCase{}, false
}

// slavicWindow is how many words either side of a name are read for
// evidence that the text is Slavic.
const slavicWindow = 12

// slavicVotes is how many such words make the text Slavic.
const slavicVotes = 1

// slavicAround: two of the words near toks[i], in lower case, are Slavic
// function words (slavicStop), or written in Cyrillic, or with a letter of
// Slavic alphabets ("ć", "ř", "ľ"; "š" and "ž" are Baltic and Finnish too,
// languages that decline names as well). A short sentence holds few
// function words no other language shares.
func slavicAround(toks []token, i int) bool {
	n := 0
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		w := strings.ToLower(t.text)
		if w != t.text {
			continue
		}
		if slavicStop.has(w) || strings.ContainsAny(w, slavicLetters) || cyrillicWord(w) {
			if n++; n == slavicVotes {
				return true
			}
		}
	}
	return false
}

// slavicLetters are lower-case letters of Slavic alphabets that neither
// English nor the Romance and Germanic languages write.
const slavicLetters = "ćčđřěůľĺŕťďňšž"

// cyrillicWord: the word is written in Cyrillic letters, maybe with
// combining marks: encyclopedic Russian, Ukrainian, Belarusian and
// Bulgarian text marks the stress with an acute ("Вильге́льм Ште́кель";
// docs/adr/0154), which the word's folded forms drop; and maybe with an
// apostrophe inside, as Ukrainian and Belarusian write it ("Ар'єв",
// "Дар’і"; docs/adr/0176), which words keeps only between letters.
func cyrillicWord(w string) bool {
	return scriptWord(strings.Map(dropApostrophe, w), unicode.Cyrillic)
}

// dropApostrophe maps the apostrophes words keeps inside a word to nothing
// (a strings.Map function).
func dropApostrophe(r rune) rune {
	if r == '\'' || r == '’' || r == 'ʼ' {
		return -1
	}
	return r
}

// slavicPairs adds the persons of Slavic text that nothing found: a given
// name in an oblique case followed by one capitalised word in the same case
// that is no function word, place or organisation, with no capitalised word
// joined on either side ("od hapšenja Ratka Mladića", "s predsjednikom
// Danilom Turkom"). Only spans that overlap nothing found are added; each
// word is read once, so the pass is linear in the text.
// toks are s's words (nil: read here).
func (d *Detector) slavicPairs(s string, toks []token, spans []Span) []Span {
	if toks == nil {
		toks = words(s)
	}
	spans = cutCyrillicGreetings(s, toks, spans)
	var add []Span
	k := 0
	l := d.names
	for i := 0; i+1 < len(toks); i++ {
		g := toks[i]
		if !capitalised(g.text) {
			continue
		}
		c, ok := l.slavicGiven(g.bare)
		if !ok {
			continue
		}
		j := slavicSurnameAt(s, toks, i)
		if j < 0 {
			continue
		}
		w := toks[j]
		sur := w.bare
		if a, ok := articleSurname(w.text); ok {
			sur = bare(fold(a)) // "Muammara al-Gaddafia"
		}
		if len(sur) < 3 || !slavicSurname(sur, c) {
			continue
		}
		low := strings.ToLower(w.text)
		if l.placePhrases[g.bare+" "+w.bare] || europeStop.has(w.bare) || slavicStop.has(low) || l.stop[w.bare] || l.places[w.bare] || l.geo[w.bare] || l.orgWords[w.bare] {
			continue
		}
		if i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:g.start] == " " && l.first[toks[i-1].bare] {
			continue // "Josipom Brozom Titom": a longer name is the rules' and the model's to judge
		}
		if j+1 < len(toks) && capitalised(toks[j+1].text) && s[w.end:toks[j+1].start] == " " {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue // overlaps what was found
		}
		if !slavicAround(toks, i) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i = j
	}
	return withAdded(spans, add)
}

// slavicParticles stand between a declined given name and its surname:
// European ones ("Addyja van den Berga") and Arabic ones ("Osame bin Ladena").
var slavicParticles = map[string]bool{"bin": true, "ibn": true, "ben": true, "el": true, "al": true}

// slavicSurnameAt returns the index of the surname after the given name at
// toks[i]: the next word, capitalised or an Arabic article's ("al-Gaddafia"),
// after at most two lower-case particles or one initial ("Georgea W.
// Busha"); -1 when there is none.
func slavicSurnameAt(s string, toks []token, i int) int {
	j, particles, initials := i+1, 0, 0
	for j < len(toks) {
		gap := s[toks[j-1].end:toks[j].start]
		t := toks[j]
		switch {
		case gap != " " && !(gap == ". " && initials > 0 && particles == 0):
			return -1
		case particles+initials < 2 && (europeanParticles[t.text] || slavicParticles[t.text]):
			particles++
		case particles == 0 && initials == 0 && utf8.RuneCountInString(t.text) == 1 && unicode.IsUpper([]rune(t.text)[0]):
			initials++
		case capitalised(t.text):
			return j
		default:
			if _, ok := articleSurname(t.text); ok {
				return j
			}
			return -1
		}
		j++
	}
	return -1
}

// articleSurname returns what follows a hyphenated Arabic article ("al-",
// "el-") written before a capitalised word.
func articleSurname(w string) (string, bool) {
	for _, a := range []string{"al-", "el-"} {
		if rest, ok := strings.CutPrefix(w, a); ok && capitalised(rest) {
			return rest, true
		}
	}
	return "", false
}

// slavicSurname: the folded word ends as a surname in case c does.
func slavicSurname(bare string, c slavicCase) bool {
	for _, e := range c.surname {
		if strings.HasSuffix(bare, e) && len(bare) > len(e)+1 {
			return true
		}
	}
	return false
}
