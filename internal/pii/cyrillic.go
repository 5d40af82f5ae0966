package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Russian text writes foreign names in Cyrillic by sound ("Дональд Трамп",
// "Федерико Феллини", "Джоном Траволтой") and declines them. No list of the
// detector holds a Cyrillic name save Wiktionary's Slavic given names, and
// the word model, trained on Latin and Arabic text, takes two capitalised
// Cyrillic words only now and then (docs/adr/0114). The given name is read
// back into Latin letters, with the few spellings each Cyrillic letter
// stands for in names taken from English, German, French, Italian and
// Spanish ("Дж" is "J" or "G", "х" "kh" or "h"), and looked up in the Latin
// given-name lists the detector already has.

// cyrillicLatin are the Latin spellings of each folded Cyrillic letter in
// names (BGN/PCGN's romanisation first, then the spellings of the languages
// Russian borrows names from; "и" is also English short e: "Стивен"); a
// letter missing here ends the reading.
var cyrillicLatin = map[rune][]string{
	'а': {"a"}, 'б': {"b"}, 'в': {"v", "w"}, 'г': {"g", "h"}, 'д': {"d"}, 'е': {"e"},
	'ж': {"zh", "j", "g"}, 'з': {"z", "s"}, 'и': {"i", "y", "e"}, 'к': {"k", "c"}, 'л': {"l"},
	'м': {"m"}, 'н': {"n"}, 'о': {"o"}, 'п': {"p"}, 'р': {"r"}, 'с': {"s", "c"}, 'т': {"t"},
	'у': {"u", "ou"}, 'ф': {"f", "ph"}, 'х': {"kh", "h"}, 'ц': {"ts", "c", "z"}, 'ч': {"ch"},
	'ш': {"sh", "sch"}, 'щ': {"shch"}, 'ъ': {""}, 'ы': {"y"}, 'ь': {""}, 'э': {"e", "a"},
	'ю': {"yu", "u"}, 'я': {"ya", "a", "ia"}, 'і': {"i"}, 'ї': {"yi"}, 'є': {"ye"}, 'ў': {"u"},
	'ј': {"j"}, 'љ': {"lj"}, 'њ': {"nj"}, 'ћ': {"c"}, 'ђ': {"dj"}, 'џ': {"dz"},
}

// cyrillicDigraphs are pairs of letters read as one sound.
// "ей" and "ай" (folded "еи", "аи") are English a and i ("Джейсон",
// "Брайан").
var cyrillicDigraphs = map[string][]string{"дж": {"j", "g", "dj"}, "кс": {"x", "ks"}, "еи": {"ei", "ey", "a"}, "аи": {"ai", "ay", "i"}}

// maxReadings bounds the Latin readings of one word, so a long word costs
// no more than a short one.
const maxReadings = 48

// latinReadings returns the Latin spellings of a folded Cyrillic word (at
// most maxReadings; nil when a letter has none).
func latinReadings(w string) []string {
	out := []string{""}
	for i := 0; i < len(w); {
		r, n := utf8.DecodeRuneInString(w[i:])
		alts, ok := cyrillicLatin[r]
		if i+n < len(w) {
			r2, n2 := utf8.DecodeRuneInString(w[i+n:])
			if d, ok := cyrillicDigraphs[string([]rune{r, r2})]; ok {
				alts, n = d, n+n2
			}
		}
		if !ok && alts == nil {
			return nil
		}
		next := make([]string, 0, min(maxReadings, len(out)*len(alts)))
		for _, p := range out {
			for _, a := range alts {
				if len(next) < maxReadings {
					next = append(next, p+a)
				}
			}
		}
		out = next
		i += n
	}
	return out
}

// cyrillicGiven returns the case a folded Cyrillic word is a given name in:
// the word or its nominative (slavicCases' Cyrillic endings taken back) is a
// Slavic given name, or reads in Latin letters as a given name of the
// general lists that is no place ("Дональда": "donald"), maybe with an
// English or French final e the sound leaves out ("Кейт": "kate"). Such a
// reading may be an English word ("Глория", "Роджер"): Russian text holds
// none.
func (l nameLists) cyrillicGiven(bare string) (slavicCase, bool) {
	if utf8.RuneCountInString(bare) < 3 || adjectiveEnd.MatchString(bare) {
		return slavicCase{}, false
	}
	try := func(nom string) bool {
		if utf8.RuneCountInString(nom) < 3 {
			return false
		}
		if slavicGivenNames.has(nom) {
			return true
		}
		for _, r := range latinReadings(nom) {
			if len(r) >= 3 && (l.first[r] || l.first[r+"e"]) && !l.places[r] && !l.geo[r] && !ranks[r] && !titles[r] {
				return true
			}
		}
		return false
	}
	if try(bare) {
		return slavicCase{}, true
	}
	for _, c := range slavicCases {
		if c.ending == "" || !cyrillicWord(c.ending) || !strings.HasSuffix(bare, c.ending) {
			continue
		}
		if try(bare[:len(bare)-len(c.ending)] + c.nominative) {
			return c, true
		}
	}
	return slavicCase{}, false
}

// adjectiveEnd is how Russian adjectives end and given names do not
// ("Новая", "Южного"), folded.
var adjectiveEnd = regexp.MustCompile(`(ая|ое|ые|ие|ых|ого|ому|ую)$`)

// obliqueAdjective is how a Russian surname of adjective shape ends in an
// oblique case ("Литовской", "Горького"), folded.
var obliqueAdjective = regexp.MustCompile(`(ои|ую|ых|ими|ыми|ого|его|ому|ему)$`)

// cyrillicOrgWords are the words before a person's name that make it an
// institution's ("университет им. М. В. Ломоносова", "театр имени
// Вахтангова"): the name is the institution's, not a person the text is about.
var cyrillicOrgWords = map[string]bool{"им": true, "имени": true, "ім": true, "імені": true}

// cyrillicInitial: the token is one capital Cyrillic letter followed by a dot.
func cyrillicInitial(s string, t token) bool {
	r, n := utf8.DecodeRuneInString(t.text)
	return n == len(t.text) && unicode.IsUpper(r) && unicode.In(r, unicode.Cyrillic) && strings.HasPrefix(s[t.end:], ".")
}

// cyrillicCap: the token is a capitalised Cyrillic word of two letters or more.
func cyrillicCap(t token) bool {
	return utf8.RuneCountInString(t.text) > 1 && capitalised(t.text) && cyrillicWord(strings.ToLower(t.text))
}

// cyrillicPairs adds the persons of Cyrillic text nothing found: a given
// name (listed in Cyrillic or read into Latin letters, in any case) and one
// to two capitalised Cyrillic words after it, the first of them in the
// given name's case or unchanged ("Дональда Трампа", "Федерико Феллини",
// "Мартину Лютеру Кингу"); or one or two initials and a capitalised word
// ("В. Абаев"). Names after "им."/"имени" are an institution's and are
// dropped, found or not. Only spans that overlap nothing found are added;
// each word is read once, and a given name's reading is bounded.
func (d *Detector) cyrillicPairs(s string, toks []token, spans []Span) []Span {
	if toks == nil {
		toks = words(s)
	}
	spans = dropInstitutionNames(s, toks, spans)
	var add []Span
	k := 0
	l := d.names
	for i := 0; i+1 < len(toks); i++ {
		g := toks[i]
		if i > 0 && (cyrillicOrgWords[toks[i-1].bare] || cyrillicInitial(s, toks[i-1])) {
			continue // an institution's name; the second of two initials
		}
		j, ok := -1, false
		switch {
		case cyrillicInitial(s, g):
			j = i + 1
			if j < len(toks) && cyrillicInitial(s, toks[j]) {
				j++
			}
			if j >= len(toks) || s[toks[j-1].end:toks[j].start] != ". " || !cyrillicCap(toks[j]) {
				continue
			}
			ok = !(i > 0 && cyrillicCap(toks[i-1]) && s[toks[i-1].end:g.start] == " ")
		case cyrillicCap(g) && cyrillicCap(toks[i+1]) && s[g.end:toks[i+1].start] == " ":
			var c slavicCase
			if c, ok = l.cyrillicGiven(g.bare); !ok {
				continue
			}
			j = i + 1
			if c.ending != "" && !slavicSurname(toks[j].bare, c) && !indeclinable(toks[j].bare) {
				ok = false
			}
			if c.ending == "" && obliqueAdjective.MatchString(toks[j].bare) {
				ok = false // "Сейма Литовской Республики": a nominative given name takes no oblique surname
			}
			if j+1 < len(toks) && cyrillicCap(toks[j+1]) && s[toks[j].end:toks[j+1].start] == " " {
				j++ // "Мартину Лютеру Кингу", "Джон Ди Доменико"
			}
		default:
			continue
		}
		if !ok || j+1 < len(toks) && capitalised(toks[j+1].text) && s[toks[j].end:toks[j+1].start] == " " {
			continue
		}
		if i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:g.start] == " " && !slavicStop.has(strings.ToLower(toks[i-1].text)) {
			continue // a longer run of capitals is a title or a place, the model's to judge; "Если" opens a sentence
		}
		w := toks[j]
		if slavicStop.has(w.bare) || l.places[w.bare] || l.geo[w.bare] {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i = j
	}
	return withAdded(spans, add)
}

// indeclinable: a foreign surname Russian leaves as it is, ending in a vowel
// other than -а and -я ("Феллини", "Росси", "Депардье").
func indeclinable(bare string) bool {
	r, _ := utf8.DecodeLastRuneInString(bare)
	return strings.ContainsRune("иоуэеюы", r)
}

// dropInstitutionNames drops the persons found right after "им." or
// "имени": the name is part of an institution's.
func dropInstitutionNames(s string, toks []token, spans []Span) []Span {
	var kept []Span
	dropped := false
	for i, sp := range spans {
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		drop := sp.Kind == Person && a > 0 && a < len(toks) && toks[a].start == sp.Start && cyrillicOrgWords[toks[a-1].bare]
		if drop && !dropped {
			kept, dropped = append(make([]Span, 0, len(spans)), spans[:i]...), true
		}
		if !drop && dropped {
			kept = append(kept, sp)
		}
	}
	if !dropped {
		return spans
	}
	return kept
}
