package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Lithuanian and Latvian prose declines every name, a foreign or classical
// one too, and writes the classical ones in its own spelling: "Sokrato"
// (Socrates), "Aristofaną" (Aristophanes), "Platonas" (Plato), "Stalino",
// "Hitleriu", "Smetonos", "Ksantipė" (Xanthippe), "Pétaine‘o". A lone such
// word is no list's entry and no pair, so no pass took it
// (docs/adr/0245). inflectedNames strips the case ending, rebuilds the
// nominatives the ending stands for and reads them, under a spelling key
// (spellingKey), against the names of well-known people.

// inflectedStem is the fewest letters a stripped stem keeps: shorter
// stems ("Tis-o", "Kip-ro") meet too many names by chance.
const inflectedStem = 4

// Bounds of the text's Baltic vote (lowerWordsVote): at least
// inflectedVotes lower-case words carrying a Baltic letter or being a
// Baltic common word, and at least inflectedShare of the lower-case words.
const (
	inflectedVotes = 3
	inflectedShare = 0.1
)

// balticEndings are the folded case endings of Lithuanian and Latvian
// nouns, longest first, from the grammars' declension tables: Lithuanian
// "-as", "-is", "-ys", "-us", "-ius", "-a", "-ė" and their genitive "-o",
// "-io", "-aus", "-iaus", "-os", "-ės", dative "-ui", "-iui", "-ai", "-ei",
// accusative "-ą", "-į", "-ų" (folded "-a", "-i", "-u") and instrumental
// "-u", "-iu", "-e"; Latvian "-s", "-š", "-is", "-us", genitive "-a",
// "-as", "-es", dative "-am", "-im", "-um", "-ai", "-ei", accusative "-u",
// "-i". Locatives are left out: they name places far more than persons.
var balticEndings = []string{"iaus", "iui", "ius", "aus", "ui", "io", "iu", "as", "is", "ys", "us", "os", "es",
	"ai", "ei", "am", "im", "um", "o", "a", "u", "e", "i", "s"}

// classicalNominatives are the endings a stem takes back to meet the name
// as the reference lists spell it: none (a foreign name declined as it is
// written: "Stalin-o", "Hitler-iu"), the Greek "-es" Lithuanian and Latvian
// render "-as"/"-is"/"-s" ("Sokrat-as": Socrates, "Sofokl-is": Sophocles),
// the Latin "-us" ("Heraklit-as": Heraclitus), and the feminine "-a" and
// "-e" ("Smeton-os": Smetona, "Ksantip-ė": Xanthippe).
var classicalNominatives = []string{"", "es", "us", "a", "e"}

// spellingKey is a spelling key under which a name written in Lithuanian or
// Latvian spelling meets its Latin-script reference spelling: "ph" and "f",
// "th" and "t", "c", "ch", "q" and "k", "x" and "ks", "y", "j" and "i",
// "w" and "v", "z" and "s", "ae" and "e" are one, and a doubled letter is
// one ("Xanthippe" and "Ksantipė" both read "ksantipe"). word is folded
// and bare.
func spellingKey(word string) string {
	w := spellingKeyReplacer.Replace(word)
	var b strings.Builder
	var prev rune
	for _, r := range w {
		if r != prev {
			b.WriteRune(r)
		}
		prev = r
	}
	return b.String()
}

var spellingKeyReplacer = strings.NewReplacer("ph", "f", "th", "t", "ch", "k", "ck", "k", "c", "k", "q", "k", "x", "ks",
	"y", "i", "j", "i", "w", "v", "z", "s", "ae", "e")

// spellingKeys are spelling keys (spellingKey) of persons and things.
type spellingKeys struct {
	// persons are the keys of well-known people's lone names; notable
	// those of the notable list alone.
	persons, notable map[string]bool
	// things are the keys of countries, territories as CLDR writes them in
	// every language ("Rusija", "Europa"), cities, firms and
	// organisations' words; towns those of GeoNames' places of one word,
	// which are many persons' names too ("Roosevelt", "Plato").
	things, towns map[string]bool
}

// wellKnownNameKeys are the spelling keys of the lone names of well-known
// people: the last words of the notable list (Pantheon: "Stalin",
// "Smetona", "Pavelić") and the proper nouns of the English dictionary
// (SCOWL: "Socrates", "Aristophanes", "Xanthippe"), less every name that is
// a thing (spellingKeys.things), an English or a function word; and the
// keys of things and towns.
func wellKnownNameKeys(l nameLists) spellingKeys {
	k := spellingKeys{persons: map[string]bool{}, notable: map[string]bool{}, things: map[string]bool{}, towns: map[string]bool{}}
	for _, m := range []map[string]bool{l.countries, territoryWords, l.places, l.firms, l.orgWords} {
		for w := range m {
			k.things[spellingKey(bare(fold(w)))] = true
		}
	}
	for w := range l.geo {
		k.towns[spellingKey(w)] = true
	}
	ok := func(w string) bool {
		return utf8.RuneCountInString(w) >= inflectedStem+1 && !strings.ContainsAny(w, " '-.") && !l.words[w] && !l.stop[w] && !k.things[spellingKey(w)]
	}
	for _, w := range l.notableLast {
		if ok(w) {
			k.persons[spellingKey(w)] = true
			k.notable[spellingKey(w)] = true
		}
	}
	for w := range l.proper {
		if ok(w) {
			k.persons[spellingKey(w)] = true
		}
	}
	return k
}

// nativeNominatives are the nominative endings Lithuanian and Latvian give
// a stem of their own, a place's above all ("Vilni-aus": Vilnius, "Atėn-us":
// Athens): a stem that makes a thing with one of them is no person.
var nativeNominatives = []string{"", "s", "as", "is", "ys", "us", "ius", "a", "e"}

// inflectedNameKey is the key of a well-known name that the folded, bare
// word w is a case form of: w itself, or its stem before one of
// balticEndings with one of classicalNominatives added, or a Latin or Greek
// name in "-o"/"-on" ("Platon-as": Plato, "Ciceron-as": Cicero) or
// "-on"/"-ontos" ("Ksenofont-as": Xenophon). mute also tries a stem less
// its last vowel, for a foreign name written before an apostrophe with a
// vowel the reference spelling lacks ("Pétaine‘o"). "" when none is, or
// when a stem with one of nativeNominatives is a thing, an English or a
// function word ("Europos": Europa, "Londono": London), or a town other
// than a name of the notable list ("Vilniaus": Vilnius, "Bauskas": Bauska
// beside Bausch; "Roosevelto" stays). A bounded number of lookups.
func (d *Detector) inflectedNameKey(w string, mute bool) string {
	keys := d.names.nameKeys
	stems := []string{w}
	for _, e := range balticEndings {
		if s, ok := strings.CutSuffix(w, e); ok && utf8.RuneCountInString(s) >= inflectedStem {
			stems = append(stems, s)
		}
	}
	found, town := "", ""
	for _, s := range stems {
		for _, n := range nativeNominatives {
			k := spellingKey(s + n)
			if keys.things[k] || d.names.words[s+n] || d.names.stop[s+n] {
				return ""
			}
			if keys.towns[k] && (town == "" || town == k) {
				town = k
			} else if keys.towns[k] {
				return ""
			}
		}
		if found != "" {
			continue
		}
		found = classicalReading(keys, s)
		if r, n := utf8.DecodeLastRuneInString(s); found == "" && mute && strings.ContainsRune("aeiou", r) && utf8.RuneCountInString(s) > inflectedStem {
			found = classicalReading(keys, s[:len(s)-n])
		}
	}
	if town != "" && (town != found || !keys.notable[found]) {
		return ""
	}
	return found
}

// classicalReading is the key of a well-known person's name that stem
// makes with one of classicalNominatives, or as a Latin or Greek name in
// "-o" or "-on" written "-on" or "-ont", or "".
func classicalReading(keys spellingKeys, stem string) string {
	readings := make([]string, 0, len(classicalNominatives)+2)
	for _, n := range classicalNominatives {
		readings = append(readings, stem+n)
	}
	if s, ok := strings.CutSuffix(stem, "on"); ok {
		readings = append(readings, s+"o")
	}
	if s, ok := strings.CutSuffix(stem, "ont"); ok {
		readings = append(readings, s+"on")
	}
	for _, r := range readings {
		if k := spellingKey(r); keys.persons[k] {
			return k
		}
	}
	return ""
}

// balticText is the vote that a text is Lithuanian or Latvian: enough of
// its lower-case words carry a Baltic letter or are Baltic common words.
func balticText(toks []token) bool {
	return lowerWordsVote(toks, inflectedVotes, inflectedShare, func(w string) bool {
		return strings.ContainsAny(w, balticLetters) || balticWords.has(w)
	})
}

// apostropheEnding is the length in bytes of a case ending written after
// an apostrophe ("‘o", "'as", "’ui": one to four lower-case letters) right
// after the word ending at end, or 0.
func apostropheEnding(s string, end int) int {
	r, n := utf8.DecodeRuneInString(s[end:])
	if !strings.ContainsRune("'’‘ʼ`", r) {
		return 0
	}
	j, letters := end+n, 0
	for j < len(s) {
		r, m := utf8.DecodeRuneInString(s[j:])
		if !unicode.IsLetter(r) {
			break
		}
		if !unicode.IsLower(r) || letters == 4 {
			return 0
		}
		j += m
		letters++
	}
	if letters == 0 {
		return 0
	}
	return j - end
}

// inflectedNames adds, in Lithuanian or Latvian text (balticText), every
// lone capitalised Latin word (loneLatinCap) that is a case form of a
// well-known person's name (inflectedNameKey), the whole word with its
// ending, and an ending written after an apostrophe with it: one inside a
// sentence, one opening a sentence only when the same name was taken
// inside one. The word is written in lower case nowhere in the text and is
// no thing's word or office's title; only words overlapping nothing found
// are added. Two walks over the words, a bounded number of lookups each.
func (d *Detector) inflectedNames(s string, toks []token, spans []Span) []Span {
	if len(d.names.nameKeys.persons) == 0 || !balticText(toks) {
		return spans
	}
	lower := lowerWords(toks)
	type found struct {
		from, to int
		key      string
		opens    bool
	}
	var cands []found
	taken := map[string]bool{}
	k := 0
	for i, t := range toks {
		if !d.names.loneLatinCap(s, toks, i) {
			continue
		}
		n := suffixedName(t)
		after := 0
		if n.end == t.end {
			after = apostropheEnding(s, t.end)
		}
		mute := n.end != t.end || after > 0
		if quotedWord(s, t.start) || i > 0 && adjacent(s, toks[i-1], t) && (acronym(toks[i-1]) || quotedWord(s, toks[i-1].start)) {
			continue
		}
		if utf8.RuneCountInString(n.bare) < inflectedStem+1 || lower[t.bare] || officeTitle(n.bare) || d.names.thingWord(n) || overlapsFound(spans, &k, t.start, t.end+after) {
			continue
		}
		key := d.inflectedNameKey(n.bare, mute)
		if key == "" {
			continue
		}
		opens := sentenceStart(s, t.start)
		if !opens {
			taken[key] = true
		}
		cands = append(cands, found{from: t.start, to: t.end + after, key: key, opens: opens})
	}
	spans = withApostropheEndings(s, spans)
	var add []Span
	for _, c := range cands {
		if c.opens && !taken[c.key] {
			continue
		}
		add = append(add, Span{Start: c.from, End: c.to, Kind: Person, Key: fold(s[c.from:c.to])})
	}
	return withAdded(spans, add)
}

// quotedWord is whether the word starting at start opens a quotation
// („Vilma“): a quoted capitalised word is a title, a firm or a brand.
func quotedWord(s string, start int) bool {
	r, _ := utf8.DecodeLastRuneInString(s[:start])
	return strings.ContainsRune("„“\"«»‹›‚", r)
}

// withApostropheEndings widens every person found whose last word is
// followed by a case ending after an apostrophe (apostropheEnding:
// "Rousseau‘o") over that ending, which the word splitter leaves out.
func withApostropheEndings(s string, spans []Span) []Span {
	out := spans
	for i, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		if n := apostropheEnding(s, sp.End); n > 0 && (i+1 >= len(spans) || spans[i+1].Start >= sp.End+n) {
			if &out[0] == &spans[0] {
				out = append([]Span(nil), spans...)
			}
			out[i].End += n
			out[i].Key = fold(s[sp.Start:out[i].End])
		}
	}
	return out
}
