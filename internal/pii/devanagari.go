package pii

import (
	_ "embed"
	"slices"
	"strings"
	"unicode/utf8"
)

// Persons in Devanagari (docs/adr/0125). Hindi has no capitals and no
// model learnt it; translated news names foreigners as they sound
// ("डोनाल्ड ट्रम्प", "माइकल फेलॉन") and Indians by their given names. A
// Devanagari word is read into Latin letters, each letter in the few
// spellings names use (ISO 15919 with the common simplifications: the
// inherent vowel dropped or written a, e, o or u, nukta letters, anusvara
// as n or m), and is a given name when a reading is a listed Latin given
// name (or the word is a listed Hindi one, faker's hi_IN); such a name
// then a word that is no common Hindi word is a person.

// hindiCommonText are FrequencyWords' commonest Hindi subtitle words,
// commonest first.
//
//go:embed names/hi/common.txt
var hindiCommonText string

// hindiCommon holds hindiCommonText with each word's rank (1 the commonest).
var hindiCommon = wordRanks(hindiCommonText)

// hindiWebText are Unilex's commonest Hindi words of web and news text
// (docs/adr/0212), commonest first: the register of nouns subtitles rarely
// say ("कांस्य", bronze; "गणराज्य", republic).
//
//go:embed names/hi/web.txt
var hindiWebText string

// hindiWeb holds hindiWebText with each word's rank.
var hindiWeb = wordRanks(hindiWebText)

// hindiCommonReading is the fewest letters of a Latin reading that makes a
// common Hindi word a given name: ADR 0205's six for Malayalam and
// Sinhala web words, carried over.
const hindiCommonReading = 6

// hindiPairWord is the fewest signs of a common second word that makes a
// common first word's pair a phrase (hindiCommonPair).
const hindiPairWord = 3

// hindiCommonGiven and hindiCommonWord are the ranks within which a common
// subtitle word is never a given name ("सारा", whole, rank 515, is also
// Sara) or a name's second word: ADR 0121's constants, carried over
// unchanged rather than chosen on Hindi text.
const (
	hindiCommonGiven = 300
	hindiCommonWord  = 3000
)

// devaGivenTop is how many of the census's commonest male and female given
// names a Devanagari reading may be (ADR 0121's 600 for Arabic): the whole
// lists of every locale read too many Hindi words as some rare name.
const devaGivenTop = 600

// devaGiven holds the given names a Devanagari word's reading may be: the
// census's devaGivenTop commonest of each sex and the general English list
// (names/first.txt); devaGivenSorted the same in order, to prune readings.
var devaGiven, devaGivenSorted = func() (map[string]bool, []string) {
	m := readList("names/first.txt", "names/first_extra.txt")
	census, err := nameFiles.ReadFile("names/census1990/given.txt")
	if err != nil {
		panic("pii: embedded list missing: census1990/given.txt")
	}
	lines := strings.Split(string(census), "\n")
	female := 0
	for i, l := range lines {
		if strings.TrimSpace(l) == "LINDA" {
			female = i
			break
		}
	}
	for _, part := range [][]string{lines[:min(female, devaGivenTop)], lines[female:min(len(lines), female+devaGivenTop)]} {
		for _, l := range part {
			if l = strings.TrimSpace(l); l != "" {
				m[bare(fold(l))] = true
			}
		}
	}
	sorted := make([]string, 0, len(m))
	for w := range m {
		sorted = append(sorted, w)
	}
	slices.Sort(sorted)
	return m, sorted
}()

// devaGivenReading: the Latin reading r, or r with a final e, is one of
// devaGiven that is no rank or title. Places are not refused, unlike
// Cyrillic readings: "martin", "james" and "gloria" are places too.
func (l nameLists) devaGivenReading(r string) bool {
	for _, n := range []string{r, r + "e"} {
		if len(n) >= 3 && devaGiven[n] && !ranks[n] && !titles[n] {
			return true
		}
	}
	return false
}

// devaConsonants are the Latin spellings of each Devanagari consonant in
// names, commonest first (doubled for the doubled letters of European
// names: "लैरी" is Larry); a nukta letter has its own.
var devaConsonants = map[rune][]string{
	'क': {"k", "c", "ch", "ck", "q", "cc"}, 'ख': {"kh", "ch", "k"}, 'ग': {"g", "gh", "gg"}, 'घ': {"gh"},
	'ङ': {"n"}, 'च': {"ch", "c", "tch"}, 'छ': {"chh", "ch"}, 'ज': {"j", "g", "ge", "dj"}, 'झ': {"jh"},
	'ञ': {"n"}, 'ट': {"t", "tt"}, 'ठ': {"th", "t"}, 'ड': {"d", "dd"}, 'ढ': {"dh"}, 'ण': {"n"},
	'त': {"t", "th", "tt"}, 'थ': {"th", "t"}, 'द': {"d", "th"}, 'ध': {"dh"}, 'न': {"n", "nn"},
	'प': {"p", "pp"}, 'फ': {"ph", "f", "ff"}, 'ब': {"b", "bb"}, 'भ': {"bh"}, 'म': {"m", "mm"},
	'य': {"y", "i", "", "e"}, 'र': {"r", "rr"}, 'ल': {"l", "ll"}, 'ळ': {"l"}, 'व': {"v", "w"},
	'श': {"sh", "ch", "sch", "s"}, 'ष': {"sh"}, 'स': {"s", "ss", "c", "z"}, 'ह': {"h"},
}

// devaNukta are the spellings of a consonant with a nukta (क़ ख़ ग़ ज़ ड़ ढ़ फ़).
var devaNukta = map[rune][]string{
	'क': {"q", "k"}, 'ख': {"kh", "ch"}, 'ग': {"gh", "g"}, 'ज': {"z", "s"}, 'ड': {"r", "d"}, 'ढ': {"rh"}, 'फ': {"f", "ph"},
	'य': {"y"},
}

// devaPrecomposed are the nukta letters as single code points.
var devaPrecomposed = map[rune]rune{'\u0958': 'क', '\u0959': 'ख', '\u095A': 'ग', '\u095B': 'ज', '\u095C': 'ड', '\u095D': 'ढ', '\u095E': 'फ', '\u095F': 'य'}

// devaVowels are the spellings of the independent vowels and the vowel
// signs: "े" is English a or ey ("जेम्स", "ऑड्रे"), "ॉ" o, au or aw.
var devaVowels = map[rune][]string{
	'अ': {"a", "e", "u", "o"}, 'आ': {"a", "aa"}, 'इ': {"i", "e", "y"}, 'ई': {"i", "ee", "e"}, 'उ': {"u", "o"},
	'ऊ': {"u", "oo"}, 'ऋ': {"ri"}, 'ऍ': {"e", "a"}, 'ए': {"e", "a", "ai"}, 'ऐ': {"ai", "e", "a"},
	'ऑ': {"o", "au", "a"}, 'ओ': {"o"}, 'औ': {"au", "o"},
	'ा': {"a", "aa", "ah", "o"}, 'ि': {"i", "e", "y"}, 'ी': {"i", "y", "ee", "ie", "ey", "e"}, 'ु': {"u", "o", "ou"},
	'ू': {"u", "oo", "ou"}, 'ृ': {"ri"}, 'ॅ': {"e", "a"}, 'े': {"e", "a", "ay", "ey", "ai", "ei"},
	'ै': {"ai", "a", "e", "ay"}, 'ॉ': {"o", "au", "a", "aw", "oh", "eo"}, 'ो': {"o", "oe", "ow"}, 'ौ': {"au", "o", "ow"},
	'ं': {"n", "m"}, 'ँ': {"n", ""}, 'ः': {"h"},
	// The short e and o of the Dravidian scripts, which Hindi does not
	// write: their letters land here when indic.go moves them.
	'ऎ': {"e", "a"}, 'ऒ': {"o"}, 'ॆ': {"e", "a", "ai"}, 'ॊ': {"o", "oh"},
}

// devaDigraphs are vowel pairs read as one English sound: "ाइ" is i or y
// ("माइकल", Michael; "ब्राइस", Bryce), "ाउ" ow.
var devaDigraphs = map[string][]string{"ाइ": {"i", "y", "ai", "igh"}, "ाउ": {"ow", "au", "ou"}, "आइ": {"i", "ai", "ei"}}

// devaSchwa are the spellings of the inherent vowel a consonant with no
// sign carries inside a word ("मार्गरेट": the g's is a; "माइकल": ae); at
// the word's end it is silent.
var devaSchwa = []string{"", "a", "e", "o", "u", "ae", "i"}

const (
	devaVirama = '्'
	devaNuktaR = '़'
)

// devanagariLetter is a letter or sign of the Devanagari block.
func devanagariLetter(r rune) bool { return r >= 0x0900 && r <= 0x097F }

// devanagariWord: w is written in Devanagari.
func devanagariWord(w string) bool {
	for _, r := range w {
		if !devanagariLetter(r) {
			return false
		}
	}
	return w != ""
}

// readDevanagari returns the first Latin reading of the Devanagari word w
// that accept takes, or "" (readIndic with Devanagari's consonants).
func readDevanagari(w string, sorted []string, accept func(string) bool) string {
	return readIndic(w, devaConsonants, false, sorted, accept)
}

// lastConsonant: rs[i] is a consonant that ends rs, alone or with a virama.
func lastConsonant(rs []rune, i int) bool {
	return i < len(rs) && devaConsonants[rs[i]] != nil && (i+1 == len(rs) || i+2 == len(rs) && rs[i+1] == devaVirama)
}

// readIndic returns the first Latin reading of w, Devanagari or an Indic
// word moved into Devanagari's block (indic.go), that accept takes, or "":
// w is read sign by sign, each in each of its spellings (a consonant's in
// consonants; with finalE, a bare consonant before the last may carry e),
// and a branch is dropped as soon as no string of sorted
// starts with it (as readLatin reads Cyrillic). The work is bounded by
// maxReadingSteps and w's length by maxReadingRunes.
func readIndic(w string, consonants map[rune][]string, finalE bool, sorted []string, accept func(string) bool) string {
	rs := []rune(w)
	if len(rs) > maxReadingRunes+4 {
		return ""
	}
	steps := 0
	found := ""
	var walk func(i int, p string) bool
	try := func(alts []string, p string, next int) bool {
		for _, a := range alts {
			if steps++; steps > maxReadingSteps {
				return false
			}
			if q := p + a; (q == "" || startsAny(sorted, q)) && walk(next, q) {
				return true
			}
		}
		return false
	}
	walk = func(i int, p string) bool {
		if i == len(rs) {
			if accept(p) {
				found = p
				return true
			}
			return false
		}
		if i+1 < len(rs) {
			if d, ok := devaDigraphs[string(rs[i:i+2])]; ok && try(d, p, i+2) {
				return true
			}
		}
		r := rs[i]
		if v, ok := devaVowels[r]; ok {
			return try(v, p, i+1)
		}
		alts, n := consonants[r], 1
		if base, ok := devaPrecomposed[r]; ok {
			alts = devaNukta[base]
		} else if i+1 < len(rs) && rs[i+1] == devaNuktaR {
			alts, n = devaNukta[r], 2
		}
		if alts == nil {
			return false
		}
		j := i + n
		// The consonant's vowel: none before a virama or a vowel sign (read
		// at the next step), the inherent one otherwise.
		vowel := devaSchwa
		switch {
		case j == len(rs):
			vowel = []string{""}
		case rs[j] == devaVirama && finalE && lastConsonant(rs, j+1):
			// "ஜேம்ஸ்": the Dravidian scripts write English -es as a bare s.
			vowel, j = []string{"", "e"}, j+1
		case rs[j] == devaVirama:
			vowel, j = []string{""}, j+1
		case devaSign(rs[j]):
			vowel = []string{""}
		}
		for _, c := range alts {
			for _, v := range vowel {
				if steps++; steps > maxReadingSteps {
					return false
				}
				if q := p + c + v; startsAny(sorted, q) && walk(j, q) {
					return true
				}
			}
		}
		return false
	}
	walk(0, "")
	return found
}

// devaSign is a vowel sign or mark written on a consonant.
func devaSign(r rune) bool {
	return r >= 0x093E && r <= 0x094C || r == 0x0901 || r == 0x0902 || r == 0x0903
}

// hindiPostpositions end a name and follow one ("ने", "को", "का"...).
var hindiPostpositions = map[string]bool{"ने": true, "को": true, "का": true, "की": true, "के": true, "से": true,
	"में": true, "पर": true, "द्वारा": true, "तक": true, "ओर": true}

// hindiStopText are stopwords-iso's Hindi and Marathi function words, less
// the names and the form of address among them (names/stopwords/hi.txt,
// docs/adr/0138).
//
//go:embed names/stopwords/hi.txt
var hindiStopText string

// hindiStop holds hindiStopText.
var hindiStop = wordSet(hindiStopText)

// hindiWrittenFunctionWords are determiners, relatives and conjunctions of
// written Hindi that subtitles rank low and that read as names ("कई",
// many, as Kai; "जिसे", whom, as Jesse; "अन्य", other, as Anya). A closed
// class kept by hand (docs/adr/0125): stopwords-iso's Hindi list (Savoy's,
// as Lucene and spaCy ship it) holds 6 of these 22 (docs/adr/0138).
var hindiWrittenFunctionWords = wordSet(`कई
अन्य
जिसका
जिसकी
जिसके
जिसे
जिसमें
जिनका
जिनकी
जिनके
जिन्हें
नया
नयी
नई
नये
नए
कुछ
सभी
एवं
तथा
हर
प्रत्येक`)

// hindiFunctionWord: w starts no name. It is one of
// hindiWrittenFunctionWords, or a Hindi or Marathi function word of
// stopwords-iso that is not among the hindiCommonWord commonest subtitle
// words: Marathi's ("दोन", two, reads as Don; "येथील", of here, as Ethel)
// and spelling variants, which no rank refuses. A listed word that
// subtitles rank among the commonest is left to the rank's test (a next
// word in no subtitle list): "सारा", whole, is also Sara (docs/adr/0138).
func hindiFunctionWord(w string) bool {
	if hindiWrittenFunctionWords[w] {
		return true
	}
	r := hindiCommon[w]
	return hindiStop[w] && (r == 0 || r > hindiCommonWord)
}

// hindiHonorifics cue a name after them (Shri, Shrimati, Dr).
// Hindi and Bhojpuri prose abbreviate doctor and professor with the
// abbreviation sign "॰" or a full stop ("डा॰", "प्रो॰", "डॉ.";
// docs/adr/0230).
var hindiHonorifics = map[string]bool{"श्री": true, "श्रीमती": true, "डॉ": true, "डॉक्टर": true, "सुश्री": true,
	"डा": true, "प्रो": true, "प्रो़": true, "प्रोफेसर": true, "प्रोफ़ेसर": true}

// honorificGap: the text between an honorific and the name is one space,
// or an abbreviation's full stop or sign and one space ("डॉ. विवेकी राय",
// "डा॰ अशोक द्विवेदी").
func honorificGap(gap string) bool { return gap == " " || gap == ". " || gap == "॰ " }

// hindiGivenNames are Python Faker's hi_IN given names (indickeys.go),
// which Latin lists do not hold ("अशोक", "राजीव"; docs/adr/0230).
var hindiGivenNames = wordSet(hindiGivenText)

// devanagariGiven: the word w (as written) is a given name: a listed one
// (faker's Hindi names among the general lists, or its hi_IN list) or one
// whose Latin reading is, and not among the hindiCommonGiven commonest
// Hindi words.
func (l nameLists) devanagariGiven(w string) bool {
	r := hindiCommon[w]
	if r > 0 && r <= hindiCommonGiven || hindiPostpositions[w] || hindiFunctionWord(w) || utf8.RuneCountInString(w) < 2 {
		return false
	}
	if l.first[fold(w)] || hindiGivenNames[w] {
		return true
	}
	return readDevanagari(w, devaGivenSorted, l.devaGivenReading) != ""
}

// hindiNameWord: w may follow a given name: two signs or more, no
// postposition or honorific, not among the hindiCommonWord commonest.
func hindiNameWord(w string) bool {
	if utf8.RuneCountInString(w) < 2 || hindiPostpositions[w] || hindiHonorifics[w] || hindiPlural(w) {
		return false
	}
	r := hindiCommon[w]
	return r == 0 || r > hindiCommonWord
}

// devanagariPersons adds the persons in Devanagari where nothing was found:
// a given name (devanagariGiven) then, one space on, a word that is no
// common Hindi word (hindiNameWord); a third such word joins when a
// postposition follows it ("जुआन कार्लोस सलास ने"); and the one or two
// words after an honorific (honorificNameEnd). Then a Devanagari
// find whose every word is a common Hindi word is dropped ("विकास",
// development, is also Vikas). One pass over the words.
func (d *Detector) devanagariPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		if !devanagariWord(a.text) || !devanagariWord(b.text) || s[a.end:b.start] != " " && !(hindiHonorifics[a.text] && honorificGap(s[a.end:b.start])) {
			continue
		}
		if hindiHonorifics[a.text] {
			// "श्री राजेश वर्मा ने": one or two name words after the
			// honorific, which stays out of the name.
			if j := honorificNameEnd(s, toks, i+1); j > 0 && !overlapsFound(spans, &k, b.start, toks[j].end) {
				added = append(added, personSpan(s, b, toks[j]))
				i = j
			}
			continue
		}
		if !hindiNameWord(b.text) || d.names.hindiBeltPair(a.text, b.text) || !d.names.devanagariGiven(a.text) {
			continue
		}
		// A common word read as a name ("जैसी", like, reads as Jessie) needs
		// a next word that is no subtitle word at all; subtitles also hold
		// foreign names ("जेम्स", "मार्टिन").
		if r := hindiCommon[a.text]; r > 0 && r <= hindiCommonWord && hindiCommon[b.text] > 0 || d.names.hindiCommonPair(a.text, b.text) {
			continue
		}
		last := i + 1
		if i+3 < len(toks) {
			c, p := toks[i+2], toks[i+3]
			if devanagariWord(c.text) && s[b.end:c.start] == " " && hindiNameWord(c.text) && !d.names.hindiBeltWord(c.text) && hindiPostpositions[p.text] && s[c.end:p.start] == " " {
				last = i + 2
			}
		}
		if overlapsFound(spans, &k, a.start, toks[last].end) {
			continue
		}
		added = append(added, personSpan(s, a, toks[last]))
		i = last
	}
	return d.names.devanagariCommonFinds(s, withAdded(spans, added))
}

// devanagariCommonFinds drops the persons in Devanagari whose every word is
// among the hindiCommonWord commonest Hindi words, or one of whose words is
// a Hindi-belt word (hindiBeltHas, docs/adr/0230).
func (l nameLists) devanagariCommonFinds(s string, spans []Span) []Span {
	out := spans[:0:0]
	for _, sp := range spans {
		if v := s[sp.Start:sp.End]; sp.Kind == Person && (devanagariAllCommon(v) || l.hindiBeltHas(v)) {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// devanagariAllCommon: v is Devanagari words, each among the
// hindiCommonWord commonest.
func devanagariAllCommon(v string) bool {
	ws := strings.Fields(v)
	for _, w := range ws {
		if !devanagariWord(w) || hindiNameWord(w) {
			return false
		}
	}
	return len(ws) > 0
}

// hindiPluralEnds are the endings of Hindi plural nouns ("समूहों",
// "कंपनियां", "सीमाएं"), which no name has.
var hindiPluralEnds = []string{"ों", "ें", "ाएं", "ाएँ", "ियां", "ियाँ", "ाओं"}

// hindiPlural: w ends as a Hindi plural noun.
func hindiPlural(w string) bool {
	for _, e := range hindiPluralEnds {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// honorificNameEnd returns the index of the last word of the name that
// starts at toks[i] after an honorific: toks[i] and maybe the next word,
// each a Devanagari word of two signs or more that is no postposition,
// honorific, plural noun or function word nor among the hindiCommonGiven
// commonest, one space apart (or an abbreviation's mark, honorificGap,
// after the honorific). A second word of the same kind joins: Indian
// surnames are common words past the hindiCommonGiven commonest ("राय",
// opinion; "प्रधान", chief; "शास्त्री", scholar: docs/adr/0230). 0 when
// toks[i] is none.
func honorificNameEnd(s string, toks []token, i int) int {
	ok := func(w string) bool {
		r := hindiCommon[w]
		return devanagariWord(w) && utf8.RuneCountInString(w) >= 2 && !hindiPostpositions[w] && !hindiHonorifics[w] &&
			!hindiPlural(w) && !hindiFunctionWord(w) && (r == 0 || r > hindiCommonGiven)
	}
	if i >= len(toks) || !ok(toks[i].text) || !honorificGap(s[toks[i-1].end:toks[i].start]) {
		return 0
	}
	if i+1 < len(toks) && s[toks[i].end:toks[i+1].start] == " " && devanagariWord(toks[i+1].text) && ok(toks[i+1].text) {
		return i + 1
	}
	return i
}

// hindiCommonPair: a, a given name only by a short reading, and b are both
// common Hindi words of subtitles or the web: a noun and the word it
// qualifies ("रोमन गणराज्य", Roman republic; "वाद्य यंत्र", musical
// instrument), not a person (docs/adr/0212). A foreign given name is a
// common word too ("जॉन", John), but its surname is in neither list; a
// name particle ("डि") is shorter than hindiPairWord signs.
func (l nameLists) hindiCommonPair(a, b string) bool {
	if !hindiListed(a) || !hindiListed(b) || utf8.RuneCountInString(b) < hindiPairWord || l.first[fold(a)] {
		return false
	}
	if hindiGivenNames[a] && hindiCommon[b] == 0 {
		// "अशोक तिवारी": a Hindi given name then a word only the web
		// list holds, as it holds surnames (docs/adr/0230).
		return false
	}
	return readDevanagari(a, devaGivenSorted, func(rd string) bool {
		return len(rd) >= hindiCommonReading && l.devaGivenReading(rd)
	}) == ""
}

// hindiListed: w is among the commonest Hindi words of subtitles or the web.
func hindiListed(w string) bool { return hindiCommon[w] > 0 || hindiWeb[w] > 0 }
