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
// Russian borrows names from: "и" is also English short e or final -ey
// ("Стивен", "Хамфри"), "о" French and English au ("Огюст", "Одри"), "х"
// Spanish j ("Хавьер"), "ш" French ch ("Шарль"), doubled consonants
// ("Джулианна"); and the letters of Ukrainian, Serbian and Kazakh); a letter
// missing here ends the reading. Readings are pruned as they grow
// (readsAsGiven), so a letter may have many.
var cyrillicLatin = map[rune][]string{
	'а': {"a", "u"}, 'б': {"b", "bb"}, 'в': {"v", "w"}, 'г': {"g", "h", "gh"}, 'д': {"d", "dd"},
	'е': {"e"}, 'ж': {"zh", "j", "g", "je"}, 'з': {"z", "s"}, 'и': {"i", "y", "e", "ey", "ie", "ee"},
	'к': {"k", "c", "ck", "ch", "q"}, 'л': {"l", "ll"}, 'м': {"m", "mm"}, 'н': {"n", "nn"},
	'о': {"o", "au"}, 'п': {"p", "pp"}, 'р': {"r", "rr"}, 'с': {"s", "c", "ss"}, 'т': {"t", "tt", "th"},
	'у': {"u", "ou", "oo"}, 'ф': {"f", "ph", "ff"}, 'х': {"kh", "h", "j", "ch"}, 'ц': {"ts", "c", "z", "tz"},
	'ч': {"ch"}, 'ш': {"sh", "sch", "ch"}, 'щ': {"shch"}, 'ъ': {""}, 'ы': {"y", "i"}, 'ь': {""},
	'э': {"e", "a", "ai"}, 'ю': {"yu", "u", "eu", "iu"}, 'я': {"ya", "a", "ia"},
	'і': {"i"}, 'ї': {"yi", "i"}, 'є': {"ye", "e"}, 'ґ': {"g"}, 'ў': {"u", "w"},
	'ј': {"j", "y"}, 'љ': {"lj"}, 'њ': {"nj"}, 'ћ': {"c", "ch"}, 'ђ': {"dj", "gj"}, 'џ': {"dz", "dzh", "j"},
	'ә': {"a", "ae"}, 'ғ': {"g", "gh"}, 'қ': {"q", "k"}, 'ң': {"ng", "n"}, 'ө': {"o", "oe"},
	'ұ': {"u"}, 'ү': {"u", "ue"}, 'һ': {"h"},
}

// cyrillicDigraphs are pairs of letters read as one sound, tried before
// the letters one by one (groups of three before two): "ей", "ай", "эй" (folded "еи", "аи", "эи") are
// English a and i ("Джейсон", "Брайан", "Дэйв"), "уо", "уи", "уэ" English w
// ("Уолтер", "Уильям"), "ье" Spanish ie ("Хавьер"), "кв" qu ("Квирин"),
// "уа" French oi ("Франсуа"); and "дже" English ja ("Джек").
var cyrillicDigraphs = map[string][]string{
	"дж": {"j", "g", "dj", "ge", "dzh"}, "дже": {"ja"}, "уа": {"ois", "oi"}, "кс": {"x", "ks"}, "еи": {"ei", "ey", "a"}, "аи": {"ai", "ay", "i"},
	"эи": {"a", "ay", "ai"}, "ои": {"oy", "oi"}, "уо": {"wa", "wo"}, "уи": {"wi"}, "уэ": {"we", "wa"},
	"ье": {"ie", "ye"}, "кв": {"qu"},
}

// maxReadingSteps bounds the letters tried while reading one word into
// Latin, and maxReadingRunes the word's length (no given name is longer),
// so a hostile word costs no more than a short one.
const (
	maxReadingSteps = 600
	maxReadingRunes = 16
)

// readsAsGiven: some Latin reading of the folded Cyrillic word is a given
// name of the general lists (maybe with an English or French final e the
// sound leaves out: "Кейт" is kate, "Джо" joe) that is no place, rank or
// title. The reading is built letter by letter, each letter in each of its
// spellings, and a branch is dropped as soon as no listed given name
// starts with it.
func (l nameLists) readsAsGiven(w string) bool {
	return l.givenReadingOf(w) != ""
}

// givenReadingOf is the first Latin reading of the folded Cyrillic word
// that is a given name (readsAsGiven), or "".
func (l nameLists) givenReadingOf(w string) string {
	return readLatin(w, l.firstSorted, l.givenReading)
}

// readLatin returns the first Latin reading of the folded Cyrillic text w
// (words joined by one space) that accept takes, or "" (readLetters with
// Cyrillic's spellings).
func readLatin(w string, sorted []string, accept func(string) bool) string {
	return readLetters(w, cyrillicLatin, cyrillicDigraphs, sorted, accept)
}

// readLetters returns the first Latin reading of the folded text w (words
// joined by one space) that accept takes, or "": w is read letter by
// letter, each letter in each of its spellings (letters; groups of two or
// three letters in digraphs first), and a branch is dropped as soon as no
// string of sorted starts with it. The work is bounded by maxReadingSteps
// and w's length by maxReadingRunes a word.
func readLetters(w string, letters map[rune][]string, digraphs map[string][]string, sorted []string, accept func(string) bool) string {
	rs := []rune(w)
	if len(rs) > maxReadingRunes*(1+strings.Count(w, " ")) {
		return ""
	}
	steps := 0
	found := ""
	var walk func(i int, p string) bool
	walk = func(i int, p string) bool {
		if i == len(rs) {
			if accept(p) {
				found = p
				return true
			}
			return false
		}
		try := func(alts []string, n int) bool {
			for _, a := range alts {
				if steps++; steps > maxReadingSteps {
					return false
				}
				if q := p + a; startsAny(sorted, q) && walk(i+n, q) {
					return true
				}
			}
			return false
		}
		for n := 3; n >= 2; n-- {
			if i+n <= len(rs) {
				if d, ok := digraphs[string(rs[i:i+n])]; ok && try(d, n) {
					return true
				}
			}
		}
		if rs[i] == ' ' {
			return try([]string{" "}, 1)
		}
		return try(letters[rs[i]], 1)
	}
	walk(0, "")
	return found
}

// placePhrase: r is a place of several words (placePhrasesSorted).
func (l nameLists) placePhrase(r string) bool {
	i := sort.SearchStrings(l.placePhrasesSorted, r)
	return i < len(l.placePhrasesSorted) && l.placePhrasesSorted[i] == r
}

// startsAny: some string of sorted starts with p.
func startsAny(sorted []string, p string) bool {
	i := sort.SearchStrings(sorted, p)
	return i < len(sorted) && strings.HasPrefix(sorted[i], p)
}

// notableInCyrillic: the two words, each in the nominative or in an
// oblique case (a given name's case ending, a surname's -а, -у, -ом, -е),
// read in Latin letters as a globally known person of the notable list
// ("Хамфри Богарта": humphrey bogart), whose given name may be missing
// from the given-name lists.
func (l nameLists) notableInCyrillic(given, surname string) bool {
	noms := func(w string, ends []string) []string {
		out := []string{w}
		for _, e := range ends {
			if strings.HasSuffix(w, e) && len(w) > len(e)+4 {
				out = append(out, strings.TrimSuffix(w, e))
			}
		}
		return out
	}
	accept := func(r string) bool { return l.notable[r] }
	for _, g := range noms(given, []string{"а", "у", "ом", "е", "ои", "еи", "ы", "и"}) {
		for _, f := range noms(surname, []string{"а", "у", "ом", "ем", "е", "ои", "ы"}) {
			if readLatin(g+" "+f, l.notableSorted, accept) != "" {
				return true
			}
		}
	}
	return false
}

// givenReading: the Latin reading r, or r with a final e, is a given name
// of the general lists that is no place, rank or title.
func (l nameLists) givenReading(r string) bool {
	for _, n := range []string{r, r + "e"} {
		if len(n) >= 3 && l.first[n] && !l.places[n] && !l.geo[n] && !ranks[n] && !titles[n] {
			return true
		}
	}
	return false
}

// cyrillicGiven returns the case a folded Cyrillic word is a given name in:
// the word or its nominative (slavicCases' Cyrillic endings taken back) is a
// Slavic given name (maybe respelled from Belarusian), or reads in Latin letters as a given name of the
// general lists that is no place ("Дональда": "donald"), maybe with an
// English or French final e the sound leaves out ("Кейт": "kate"). Such a
// reading may be an English word ("Глория", "Роджер"): Russian text holds
// none.
func (l nameLists) cyrillicGiven(bare string) (slavicCase, bool) {
	// Three sounds at least: soft and hard signs are none ("Эль" is the
	// Spanish article, not "Elle").
	if utf8.RuneCountInString(bare)-strings.Count(bare, "ь")-strings.Count(bare, "ъ") < 3 || adjectiveEnd.MatchString(bare) {
		return slavicCase{}, false
	}
	try := func(nom string) bool {
		if utf8.RuneCountInString(nom) < 3 {
			return false
		}
		return slavicGivenNames.has(nom) || belarusianGiven(nom) || l.readsAsGiven(nom)
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

// nominativeAdjective is how a Russian adjective in the nominative ends
// ("Следственный", "Государственная"), folded: such a word after a
// given name and a surname opens the next phrase ("Михаила Федотова
// Следственный комитет"), as a third name word never does.
var nominativeAdjective = regexp.MustCompile(`(ыи|ая|ое|ые)$`)

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

// cyrillicCap: the token is a capitalised Cyrillic word of two letters or
// more (maybe with stress marks: cyrillicWord).
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
	var kz lineMemo
	for i := 0; i+1 < len(toks); i++ {
		g := toks[i]
		if i > 0 && (cyrillicOrgWords[toks[i-1].bare] || cyrillicInitial(s, toks[i-1])) {
			continue // an institution's name; the second of two initials
		}
		j, ok, ends := -1, false, false
		switch {
		case cyrillicInitial(s, g):
			j = i + 1
			if j < len(toks) && cyrillicInitial(s, toks[j]) {
				j++
			}
			if j >= len(toks) || s[toks[j-1].end:toks[j].start] != ". " || !cyrillicCap(toks[j]) {
				continue
			}
			ok = !(i > 0 && cyrillicCap(toks[i-1]) && s[toks[i-1].end:g.start] == " " && !slavicStop.has(strings.ToLower(toks[i-1].text))) // "Однако В. Абаев"
		case cyrillicCap(g) && cyrillicCap(toks[i+1]) && s[g.end:toks[i+1].start] == " ":
			var c slavicCase
			if c, ok = l.cyrillicGiven(g.bare); !ok {
				if !l.notableInCyrillic(g.bare, toks[i+1].bare) {
					continue
				}
				c, ok = slavicCase{}, true // "Хамфри Богарта": the pair is the notable person's
			}
			j = i + 1
			if c.ending != "" && !agreesWithGiven(toks[j].bare, c) {
				ok = false
			}
			if c.ending == "" && obliqueAdjective.MatchString(toks[j].bare) {
				ok = false // "Сейма Литовской Республики": a nominative given name takes no oblique surname
			}
			if j+1 < len(toks) && cyrillicCap(toks[j+1]) && s[toks[j].end:toks[j+1].start] == " " {
				if (c.ending == "" || agreesWithGiven(toks[j+1].bare, c)) && !nominativeAdjective.MatchString(toks[j+1].bare) {
					j++ // "Мартину Лютеру Кингу", "Джон Ди Доменико"
				} else {
					ends = true // "Михаила Федотова Следственный комитет": a nominative after a genitive pair starts the next phrase
				}
			}
		default:
			continue
		}
		if !ok || !ends && j+1 < len(toks) && capitalised(toks[j+1].text) && s[toks[j].end:toks[j+1].start] == " " {
			continue
		}
		if i > 0 && capitalised(toks[i-1].text) && s[toks[i-1].end:g.start] == " " && !slavicStop.has(strings.ToLower(toks[i-1].text)) && !cyrillicGreetings[toks[i-1].bare] && !declinedTerritory(toks[i-1].bare) {
			continue // a longer run of capitals is a title or a place, the model's to judge; "Если" opens a sentence, "Шановний" a letter, "премьер-министр Австралии" an office
		}
		w := toks[j]
		if slavicStop.has(w.bare) || (l.places[w.bare] || l.geo[w.bare]) && !(j == i+2 && cyrillicInitial(s, g)) {
			// Two initials make the word a surname, though a place has its name too ("В. А. Жуковский"; docs/adr/0176);
			// one may abbreviate a place's adjective ("Н. Новгород").
			continue
		}
		if j == i+1 && turkicCasedPhrase(d, s, g, w, &kz) {
			continue // "Эртең Бишкектин": a Turkic noun phrase in a case
		}
		if j == i+1 && readLatin(g.bare+" "+w.bare, l.placePhrasesSorted, l.placePhrase) != "" {
			continue // "Беверли Хиллз": Beverly Hills, a place read like a given name and a surname
		}
		if overlapsFound(spans, &k, g.start, w.end) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i = j
	}
	return withAdded(spans, add)
}

// agreesWithGiven: the folded word after a given name in the oblique case c
// may be its surname or patronymic: it ends as one in c, or is a foreign
// surname Russian leaves as it is.
func agreesWithGiven(bare string, c slavicCase) bool {
	return slavicSurname(bare, c) || indeclinable(bare) || womansForeignSurname(bare, c)
}

// indeclinable: a foreign surname Russian leaves as it is, ending in a vowel
// other than -а and -я ("Феллини", "Росси", "Депардье").
func indeclinable(bare string) bool {
	r, _ := utf8.DecodeLastRuneInString(bare)
	return strings.ContainsRune("иоуэеюы", r)
}

// womansForeignSurname: after a woman's given name in an oblique case
// ("Глорией", "Джулианны"), a foreign surname ending in a consonant stays
// as it is ("Глорией Холден", "Джулианны Мур"): Russian declines a woman's
// surname only when it ends in -а, -я or as an adjective. An adjective in
// the plural ("Море Антильских") is none.
func womansForeignSurname(bare string, c slavicCase) bool {
	if !strings.HasSuffix(c.nominative, "а") && !strings.HasSuffix(c.nominative, "я") || strings.HasSuffix(bare, "их") || strings.HasSuffix(bare, "ых") {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(bare)
	return !strings.ContainsRune("аеёиоуыэюяйь", r) && unicode.Is(unicode.Cyrillic, r)
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
