package pii

import (
	"bufio"
	"embed"
	"io/fs"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

//go:embed names/*.txt names/census1990/*.txt names/faker/*.txt names/scowl/words.txt names/scowl/proper.txt names/orgs/orgs.txt names/orgs/firms.txt names/official/*.tsv names/notable/people.txt names/places/*.txt names/simplified/*.txt
var nameFiles embed.FS

// nameLists are the shipped lists (names/SOURCE.md), keyed by bare (see
// bare): the US Census Bureau's 1990 given names and surnames, faker's
// given names, surnames and places of 70 locales (own scripts included),
// gofakeit's lists, and SCOWL's English words.
type nameLists struct {
	first, last map[string]bool
	// common are names that are also words or places (May, Grace, Brown,
	// Jordan, Van): alone they are not a person; beside another name, after
	// a title or in a greeting they are.
	common map[string]bool
	// places are cities, regions and countries: alone they are not a person.
	places map[string]bool
	// placePhrases are places of several words, folded ("hong kong"): never a person.
	placePhrases map[string]bool
	// geo are the one-word countries, regions and cities of GeoNames and
	// ISO 3166 (names/places): beside a word that is no name, such a word
	// makes a place or a firm ("Netflix Canada", "Jetstar Brisbane").
	geo map[string]bool
	// countries are the one-word countries (ISO 3166, GeoNames): "Canada"
	// is a census surname, yet beside a word that is no name it is the country.
	countries map[string]bool
	// orgPhrases are organisations and brands of several words that read
	// like a person ("goldman sachs", "tim hortons"; names/orgs): a person
	// only with context. orgWords are the one-word ones ("zara", "nike"):
	// alone, such a word needs context to be a person.
	orgPhrases, orgWords map[string]bool
	// firms are the one word an S&P 500 company goes by alone ("boeing",
	// "disney"; names/orgs/firms.txt, docs/adr/0164): alone it is no person.
	firms map[string]bool
	// notable are globally known people of two to four words, bare and
	// joined by a space ("barack obama"; names/notable): a name without
	// context even when neither word is on a list.
	notable map[string]bool
	// notableFirst are the first words of notable, so most words are
	// passed over with one lookup.
	notableFirst map[string]bool
	// words are English words: an unknown capitalised word that is one
	// ("Contact", "Quarterly") does not start a name.
	words map[string]bool
	// proper are the dictionary's proper nouns (German, Harrison, Chicago,
	// Smith): alone, such a word is a person only when it is a given name
	// and no surname.
	proper map[string]bool
	stop   map[string]bool // never part of a name ("Support", "Monday")
	// frequent are the 5,000 commonest US surnames (the census file is in
	// rank order): alone, only these and given names make a name, so rare
	// surnames that are also places ("Coventry") stay.
	frequent map[string]bool
	// cjkLast are the surnames written in Han or Hangul (王, 欧阳, 田中, 김).
	cjkLast map[string]bool
	// givenHan are the characters of given names written in Han or kana (伟, 芳, 結, 菜).
	givenHan map[rune]bool
	// hanTop are Taiwan's 100 commonest family names and their simplified
	// spellings (陳 and 陈): a one-character family name in running Chinese
	// text counts only when it is one of them (docs/adr/0073).
	hanTop map[string]bool
	// firstSorted are the keys of first in order, so a Cyrillic word's
	// Latin readings are pruned at the first letters no given name starts
	// with (cyrillic.go).
	firstSorted []string
	// notableSorted are the keys of notable in order, for the same pruning
	// of a Cyrillic pair read as a notable person.
	notableSorted []string
	// notableLast are the last words of notable ("zhirinovsky", "verdi"),
	// in order, for a lone Cyrillic surname read as one (docs/adr/0142).
	notableLast []string
	// placePhrasesSorted are the places of several words of placePhrases and
	// GeoNames in order: a Cyrillic pair read as one ("Беверли Хиллз":
	// beverly hills) is a place, not a person (cyrillic.go).
	placePhrasesSorted []string
	// nameKeys are the spelling keys of well-known people's lone names and
	// of places (wellKnownNameKeys), for their declined forms
	// (inflectednames.go).
	nameKeys spellingKeys
}

func loadNames() nameLists {
	l := nameLists{
		first:  readList(append([]string{"names/first.txt", "names/first_extra.txt", "names/census1990/given.txt", "names/faker/given.txt"}, official("names")...)...),
		last:   readList(append([]string{"names/last.txt", "names/last_extra.txt", "names/census1990/surnames.txt", "names/faker/surnames.txt"}, official("surnames")...)...),
		common: readList("names/common.txt"),
		places: readList("names/faker/places.txt"),
		words:  readList("names/scowl/words.txt"),
		proper: readList("names/scowl/proper.txt"),
		stop:   readList("names/stop.txt"),
	}
	l.placePhrases = map[string]bool{}
	for p := range readList("names/faker/places_multi.txt") {
		l.placePhrases[strings.Join(strings.Fields(p), " ")] = true
	}
	l.geo, l.countries = map[string]bool{}, map[string]bool{}
	for p := range readList("names/places/countries.txt") {
		if !strings.Contains(p, " ") {
			l.countries[p] = true
		}
	}
	for p := range readList("names/places/places.txt") {
		if !strings.Contains(p, " ") {
			l.geo[p] = true // places of several words are often people's names too ("Dương Minh Châu")
		} else {
			l.placePhrasesSorted = append(l.placePhrasesSorted, strings.Join(strings.Fields(p), " "))
		}
	}
	l.notable, l.notableFirst = map[string]bool{}, map[string]bool{}
	for p := range readList("names/notable/people.txt") {
		f := strings.Fields(p)
		l.notable[strings.Join(f, " ")] = true
		l.notableFirst[f[0]] = true
	}
	l.orgPhrases, l.orgWords = map[string]bool{}, map[string]bool{}
	for p := range readList("names/orgs/orgs.txt") {
		if f := strings.Fields(p); len(f) > 1 {
			l.orgPhrases[bare(strings.Join(f, " "))] = true
		} else {
			l.orgWords[p] = true
		}
	}
	l.firms = readList("names/orgs/firms.txt")
	l.frequent = readTop("names/census1990/surnames.txt", 5000)
	// The lists are mostly traditional and Japanese; their simplified
	// spellings (铃木 for 鈴木, 爱 for 愛) are generated from OpenCC's table
	// (names/simplified, docs/adr/0090).
	l.cjkLast = cjkSurnames(l.last)
	for w := range readList("names/simplified/surnames.txt") {
		l.cjkLast[w] = true
	}
	l.hanTop = hanTopSurnames(readList("names/official/surnames-tw.tsv"))
	l.givenHan = givenRunes(l.first)
	for w := range readList("names/simplified/given.txt") {
		for _, r := range w {
			l.givenHan[r] = true
		}
	}
	for w := range l.words {
		if l.first[w] || l.last[w] {
			l.common[w] = true
		}
	}
	l.firstSorted = make([]string, 0, len(l.first))
	for w := range l.first {
		l.firstSorted = append(l.firstSorted, w)
	}
	sort.Strings(l.firstSorted)
	for p := range l.notable {
		l.notableSorted = append(l.notableSorted, p)
	}
	sort.Strings(l.notableSorted)
	last := map[string]bool{}
	for p := range l.notable {
		f := strings.Fields(p)
		last[f[len(f)-1]] = true
	}
	for w := range last {
		l.notableLast = append(l.notableLast, w)
	}
	sort.Strings(l.notableLast)
	for p := range l.placePhrases {
		l.placePhrasesSorted = append(l.placePhrasesSorted, p)
	}
	sort.Strings(l.placePhrasesSorted)
	l.placePhrasesSorted = slices.Compact(l.placePhrasesSorted)
	l.nameKeys = wellKnownNameKeys(l)
	return l
}

// cjkSurnames are the surnames of last written in Han or Hangul, of one to
// three characters: 王, 欧阳, 田中, 長谷川.
func cjkSurnames(last map[string]bool) map[string]bool {
	out := map[string]bool{}
	for w := range last {
		if caseless(w) && utf8.RuneCountInString(w) <= 3 {
			out[w] = true
		}
	}
	return out
}

// givenRunes are the characters of the given names of first written in a
// script without case (Han, kana, Hangul).
func givenRunes(first map[string]bool) map[rune]bool {
	out := map[rune]bool{}
	for w := range first {
		if caseless(w) {
			for _, r := range w {
				out[r] = true
			}
		}
	}
	return out
}

// official lists the government name statistics of one kind ("names" or
// "surnames") shipped in names/official, one file a country.
func official(kind string) []string {
	files, err := fs.Glob(nameFiles, "names/official/"+kind+"-*.tsv")
	if err != nil || len(files) == 0 {
		panic("pii: embedded official name lists missing")
	}
	return files
}

func readList(files ...string) map[string]bool {
	out := map[string]bool{}
	for _, f := range files {
		data, err := nameFiles.ReadFile(f)
		if err != nil {
			panic("pii: embedded list missing: " + f) // a build without the files is broken
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			if tab := strings.LastIndexByte(line, '\t'); tab >= 0 {
				line = strings.TrimSpace(line[tab+1:]) // official lists: "m<TAB>Seán"
			}
			out[bare(fold(line))] = true
		}
	}
	return out
}

// readTop reads the first n names of a list in rank order.
func readTop(file string, n int) map[string]bool {
	data, err := nameFiles.ReadFile(file)
	if err != nil {
		panic("pii: embedded list missing: " + file)
	}
	out := map[string]bool{}
	for _, line := range strings.SplitN(string(data), "\n", n+1)[:n] {
		out[bare(fold(strings.TrimSpace(line)))] = true
	}
	return out
}

// foldRunes are letters without a decomposition that still stand for a
// plain one ("Wiśniewski" decomposes, "Łukasz" and "Đặng" do not), and
// apostrophes and hyphens of every kind, so "O’Brien" is "O'Brien".
var foldRunes = strings.NewReplacer("ł", "l", "ø", "o", "đ", "d", "ß", "ss", "æ", "ae", "œ", "oe", "ı", "i",
	"þ", "th", "ð", "d", "’", "'", "ʼ", "'", "‘", "'", "‐", "-", "‑", "-")

// fold lower-cases a word and drops its diacritics, so "José" meets "Jose".
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	// Recomposed: Hangul syllables decompose into letters that are no marks.
	return norm.NFC.String(foldRunes.Replace(b.String()))
}

// bare is a folded word without apostrophes, hyphens and dots: how the
// census writes "O'Brien" (OBRIEN) and how an e-mail address spells it.
func bare(folded string) string {
	return strings.Map(func(r rune) rune {
		if r == '\'' || r == '-' || r == '.' {
			return -1
		}
		return r
	}, folded)
}

// titles precede a name: "Dr. Okafor", "Ms Lange", "Pani Nowak".
var titles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "dr": true, "prof": true,
	"herr": true, "frau": true, "sir": true, "mx": true, "madame": true, "monsieur": true, "mme": true, "mlle": true,
	"pan": true, "pani": true, "senor": true, "senora": true, "sr": true, "sra": true, "sig": true, "signora": true,
	"dott": true, "ing": true, "mag": true, "sheikh": true, "sayyid": true, "mnr": true, "mev": true, "mevr": true,
	"mej": true, "dhr": true,
	// Honorifics of letters and forms (docs/adr/0158): Hindi and Indian
	// English "Shri", "Shrimati", "Smt.", Czech and Slovak "Mgr." (magistr,
	// written before the name as "Ing." is), Spanish "Srta." and "Dra.",
	// Italian "Sig.ra" and "Avv.", Malay and Indonesian "Bapak" and "Puan"
	// (Dutch "Dhr." and "Mevr." above, docs/adr/0160). CLDR lists no
	// honorifics; each is a title in its language and no given name: "Sri"
	// (Sri Mulyani), "Arch." (Arch Puddington, fourth set) and "Tuan"
	// (Vietnamese Tuấn) are left out.
	"shri": true, "shrimati": true, "smt": true, "mgr": true, "srta": true, "dra": true, "sigra": true, "avv": true,
	"bapak": true, "puan": true,
	// Forms of address of Spanish, Portuguese, Italian, Polish and German
	// legal text (docs/adr/0227): Spanish "Dña." and "Dª" (doña; "Doña"
	// itself folds to "dona", a given name, and is left out), Portuguese
	// "Exmo."/"Exma." and "Ilmo."/"Ilma." (excelentíssimo, ilustríssimo),
	// Italian "Dott.ssa" and "Geom." (geometra), Polish "mec." (mecenas,
	// counsel), German "Herrn" (Herr in the dative and accusative). "D." is
	// an initial too and is cut as "M." is (honorifics.go); "Don" and "Me"
	// are a given name and an English word.
	"dna": true, "dª": true, "exmo": true, "exma": true, "ilmo": true, "ilma": true, "dottssa": true, "geom": true,
	"mec": true, "herrn": true}

// lowerTitles are the forms of address Afrikaans and Dutch write in lower
// case before a name ("mnr Nkululeko Cele", "mev Buziwe Ngaleka", "dhr.
// Jansen"): a closed class of abbreviations that are no word of another
// language, so a name follows one whatever its case (docs/adr/0160).
var lowerTitles = map[string]bool{"mnr": true, "mev": true, "mevr": true, "mej": true, "dhr": true}

// particles stand inside a name in lower case: "Ludwig van Beethoven",
// "Maria de la Cruz", "Mohammed bin Salman".
var particles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "del": true,
	"della": true, "di": true, "da": true, "das": true, "do": true, "dos": true, "du": true, "la": true, "le": true,
	"ter": true, "ten": true, "zu": true, "bin": true, "binti": true, "bint": true, "ibn": true, "al": true,
	"el": true, "y": true, "af": true, "av": true, "mac": true, "ap": true, "ni": true, "nic": true, "ui": true, "o": true,
	"بن": true, "بنت": true, "ابن": true, "ابو": true, "عبد": true}

// token is one word of the text.
type token struct {
	start, end int
	text       string
	folded     string
	bare       string
}

// inWord is a rune that continues a word: letters and the combining marks
// written on them (a decomposed "ë", Arabic vowel signs).
func inWord(r rune) bool { return unicode.IsLetter(r) || unicode.Is(unicode.M, r) }

// joiner is an apostrophe or hyphen, of any kind, inside a name.
func joiner(r rune) bool {
	return r == '\'' || r == '’' || r == 'ʼ' || r == '-' || r == '‐' || r == '‑'
}

// words splits s into words of letters (with inner apostrophes and hyphens:
// O'Brien, O’Brien, Smith-Jones); a possessive 's is not part of the word.
func words(s string) []token {
	var out []token
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i + n
		prev := r
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if latinCJKSeam(prev, r) {
				break
			}
			if inWord(r) {
				j += n
				if !unicode.Is(unicode.M, r) {
					prev = r
				}
				continue
			}
			if joiner(r) && j+n < len(s) {
				if r2, _ := utf8.DecodeRuneInString(s[j+n:]); unicode.IsLetter(r2) {
					j += n
					continue
				}
			}
			if r == '\u200d' && j+n < len(s) {
				// Sinhala writes a zero-width joiner inside a word's
				// conjuncts ("ට්\u200dරම්ප්", Trump; docs/adr/0153).
				if r2, _ := utf8.DecodeRuneInString(s[j+n:]); unicode.Is(unicode.Sinhala, r2) {
					j += n
					continue
				}
			}
			break
		}
		w := s[i:j]
		for _, suf := range []string{"'s", "’s"} {
			if strings.HasSuffix(w, suf) && len(w) > len(suf)+1 {
				w = w[:len(w)-len(suf)]
			}
		}
		f := fold(w)
		out = append(out, token{start: i, end: i + len(w), text: w, folded: f, bare: bare(f)})
		i = j
	}
	return out
}

// capitalised is a word like "Anna" or "O'Brien": an upper-case first
// letter and lower case after it (ALL CAPS words are acronyms, not names).
// Words of scripts without case count as capitalised (Arabic, Hebrew…).
func capitalised(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return unicode.IsLetter(r) && !unicode.IsLower(r) && !caseless(w)
	}
	if n == len(w) {
		return false
	}
	for _, r := range w[n:] {
		if unicode.IsLower(r) {
			return true
		}
	}
	return false
}

// initial is an initial: one capital letter followed by a dot.
func initial(s string, t token) bool {
	r, n := utf8.DecodeRuneInString(t.text)
	return n == len(t.text) && unicode.IsUpper(r) && t.end < len(s) && s[t.end] == '.'
}

// joined reports whether tokens a and b are adjacent words of one name:
// separated by a single space (or ". " after an initial or a title, or
// "." inside "J.R.").
func joined(s string, a, b token) bool {
	gap := s[a.end:b.start]
	short := utf8.RuneCountInString(a.text) == 1 || titles[a.bare]
	return gap == " " || gap == "\u00a0" || (gap == ". " || gap == ".") && short
}

func personSpan(s string, from, to token) Span {
	return Span{Start: from.start, End: to.end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[from.start:to.end])), " ")}
}

// overlapsFound reports whether a span already found overlaps [start, end).
// spans are in start order and k walks them forward across the calls of one
// pass, whose starts rise, so a pass stays linear in the text.
func overlapsFound(spans []Span, k *int, start, end int) bool {
	for *k < len(spans) && spans[*k].End <= start {
		*k++
	}
	return *k < len(spans) && spans[*k].Start < end
}

// spanWords gives the first and last of toks (in text order) that a span
// covers exactly, and false when the span starts or ends inside a word or
// past the last: the passes after the models that read a person word by
// word leave such a span as it is. Two binary searches.
func spanWords(toks []token, sp Span) (int, int, bool) {
	a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
	b := sort.Search(len(toks), func(j int) bool { return toks[j].end >= sp.End })
	if a >= len(toks) || b >= len(toks) || toks[a].start != sp.Start || toks[b].end != sp.End {
		return 0, 0, false
	}
	return a, b, true
}

// replacedSpans is spans less the indexes in drop, with add merged in (the
// CJK passes after the character model replace the finds a longer name
// covers); spans itself is returned, unchanged, when nothing is added.
func replacedSpans(spans []Span, drop map[int]bool, add []Span) []Span {
	if len(add) == 0 {
		return spans
	}
	kept := spans[:0]
	for k, sp := range spans {
		if !drop[k] {
			kept = append(kept, sp)
		}
	}
	return mergeSpans(kept, add)
}

// withAdded is spans with the persons a pass after the models adds merged
// in start order; spans itself is returned, unchanged, when there are none.
func withAdded(spans, add []Span) []Span {
	if len(add) == 0 {
		return spans
	}
	out := append(append([]Span(nil), spans...), add...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}
