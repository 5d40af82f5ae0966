package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// deStopText are stopwords-iso's German function words, lower-cased, not
// folded ("für", "über"), sorted by byte value (written by
// scripts/pii-stopwords.py, docs/adr/0094). Written in lower case they are
// evidence of a German line, where every noun is capitalised and a
// capitalised word says little; at a name's edge, capitalised, they are no
// part of it ("Auch Jürgen Winterhalter", "Peter Hartz Durch").
//
//go:embed names/stopwords/de.txt
var deStopText string

var deStop = sortedList(deStopText)

// deOwnText are those of them that no other language of stopwords-iso's
// European lists nor English lists, folded ("je", "da", "so", "der" are
// Serbian, Croatian, English or Dutch too): the German line's evidence.
//
//go:embed names/stopwords/de-own.txt
var deOwnText string

var deOwn = sortedList(deOwnText)

// deDatesText are the German months and weekdays of CLDR (de, de-AT,
// de-CH; written by scripts/pii-german-dates.py): name lists hold "Juli",
// "August", "Mai" as given names, but alone in German text such a word is
// the date's.
//
//go:embed names/stopwords/de-dates.txt
var deDatesText string

var deDates = sortedList(deDatesText)

// deWindow words on either side of a word decide whether it stands among
// German words; deEvidence of them must be German function words in lower
// case, and more than the other European languages' (the Finnish and
// Hungarian vote's constants, fihu.go, not tuned again).
const (
	deWindow   = 12
	deEvidence = 2
)

// deVote is 1 for a German function word of deOwn in lower case that is no
// English word, or a common German word of deCommonWords in lower case that
// is no English word nor name (short sentences hold too few function words:
// "Die Flasche Wein wurde geliefert"; docs/adr/0102), -1 for a lower-case
// function word of another European language only, 0 otherwise.
func (l nameLists) deVote(t token) int {
	if strings.ToLower(t.text) != t.text {
		return 0
	}
	switch {
	case deOwn.has(t.text):
		if t.bare == t.text && l.words[t.bare] {
			return 0 // "hat", "also"; but "für" is no "fur"
		}
		return 1
	case europeStop.has(t.bare) && !deStop.has(t.text):
		return -1
	case deCommonWords.has(t.text) && !l.words[t.bare] && !l.first[t.bare] && !l.last[t.bare]:
		return 1 // a common German word in lower case no English one: "geliefert", "bestätigt"
	}
	return 0
}

// deAround says whether toks[i] and the deWindow words on either side of it
// read as German (line breaks included: news and chat lines are short).
func (l nameLists) deAround(toks []token, i int) bool {
	return l.deWords(toks[max(0, i-deWindow):min(len(toks), i+deWindow+1)])
}

// deLine is deAround within toks[i]'s own line: a header, signature or
// contact line beside German prose is structure, which the rules judge.
func (l nameLists) deLine(s string, toks []token, i int) bool {
	lo, hi := max(0, i-deWindow), min(len(toks), i+deWindow+1)
	for k := i; k > lo; k-- {
		if strings.ContainsRune(s[toks[k-1].end:toks[k].start], '\n') {
			lo = k
			break
		}
	}
	for k := i + 1; k < hi; k++ {
		if strings.ContainsRune(s[toks[k-1].end:toks[k].start], '\n') {
			hi = k
			break
		}
	}
	return l.deWords(toks[lo:hi])
}

// deWords: deEvidence of words vote for German, and more for than against.
func (l nameLists) deWords(words []token) bool {
	yes, no := 0, 0
	for _, t := range words {
		switch l.deVote(t) {
		case 1:
			yes++
		case -1:
			no++
		}
	}
	return yes >= deEvidence && yes > no
}

// deGivenText are Wiktionary's German given names, folded as bare folds a
// word (written by scripts/pii-german-given.py, docs/adr/0094): the
// detector's lists hold "Volker" and "Götz" only as surnames. Read only in
// German text, to find the given name that starts a name after a title;
// the rules and the word model's features do not read it.
//
//go:embed names/de/given.txt
var deGivenText string

var deGiven = sortedList(deGivenText)

// deWordsText are the commonest German words of a word-frequency list,
// lower case (written by scripts/pii-german-words.py, docs/adr/0102): in
// German text a capitalised one that is no given name is a noun or an
// adjective ("Kreis", "Flasche", "Wald"), which starts no name and ends
// none that has no given name.
//
//go:embed names/de/words.txt
var deWordsText string

var deCommonWords = sortedList(deWordsText)

// deCommon: t is one of deCommonWords and no given name (germanGiven).
func (l nameLists) deCommon(t token) bool {
	return deCommonWords.has(strings.ToLower(t.text)) && !l.germanGiven(t)
}

// deCompoundMax bytes is the longest word deCompound splits: German's long
// compounds stay under it ("Donaudampfschifffahrtsgesellschaft" is 35).
const deCompoundMax = 48

// deCompound: t is a German compound noun whose head is one of
// deCommonWords of five letters or more, after at least three letters
// ("Bundeshauptstadt", "Nachbarstaat", "Trainer-Kollege"), and no given
// name. German writes its nouns so; a surname built so ("Goldschmidt")
// rarely stands before another name in prose.
func (l nameLists) deCompound(t token) bool {
	if !germanSpelled(t.text) || l.germanGiven(t) {
		return false
	}
	if len(t.text) > deCompoundMax {
		return false // no noun is so long; a hostile "word" must not cost its square
	}
	if i := strings.LastIndexByte(t.text, '-'); i >= 0 {
		return deCommonWords.has(strings.ToLower(t.text[i+1:]))
	}
	w := []rune(strings.ToLower(t.text))
	for k := 3; k+5 <= len(w); k++ {
		if deCommonWords.has(string(w[k:])) {
			return true
		}
	}
	return false
}

// germanGiven is a given name of the lists or of deGiven, or a hyphenated
// one whose parts are ("Franz-Josef", "Sven-Göran").
func (l nameLists) germanGiven(t token) bool {
	if l.first[t.bare] || deGiven.has(t.bare) {
		return true
	}
	parts := strings.Split(t.folded, "-")
	if len(parts) < 2 {
		return false
	}
	for _, p := range parts {
		if b := bare(p); !l.first[b] && !deGiven.has(b) {
			return false
		}
	}
	return true
}

// germanEdges mends a person of words a..b in German text, where every noun
// is capitalised and so reads like a name to rules made for English: a
// capitalised function word at either edge is cut ("Auch Jürgen
// Winterhalter"; at the end unless a common surname: "Thomas Mann"); the
// nouns before a given name are cut when a surname follows it — a German
// title, role or office stands right before the name without a comma
// ("Bundeskanzlerin Angela Merkel", "Osnabrücker Bischof Franz-Josef
// Bode", "Geiger Alexis Cárdenas"); a lone month or weekday is dropped
// ("Juli"), and so is a lone word no given name that a cut function word
// leaves ("Über Wasser"). A name of two words or more with no given name
// (anyGerman), no surname at its end and German spelling, on a German line
// of its own, is a noun phrase or a place ("Schloss Neuhausen"). ok is
// false when nothing of the name is left.
func (l nameLists) germanEdges(s string, toks []token, a, b int) (int, int, bool) {
	if !l.deAround(toks, a) {
		return a, b, true
	}
	a0, b0 := a, b
	for k := a + 1; k < b; k++ {
		if w := toks[k].text; deStop.has(w) && !germanParticles[w] {
			b = k - 1 // "Steffen Leib das Geheimnis": a German article in lower case ends the name
			break
		}
	}
	for b > a && startsLower(toks[b].text) {
		b-- // and the particle before it: "Produkt von den Machern"
	}
	for a < b && deStop.has(strings.ToLower(toks[a].text)) && !l.first[toks[a].bare] {
		a++
	}
	for b > a && deStop.has(strings.ToLower(toks[b].text)) && !l.first[toks[b].bare] && !l.frequent[toks[b].bare] {
		b--
	}
	if a == b && b0 > a0 && !l.germanGiven(toks[a]) {
		return a, b, false // the noun left of "Über Wasser" is no name either
	}
	if b > a {
		var ok bool
		if a, b, ok = l.germanNounEdges(toks, a, b); !ok {
			return a, b, false
		}
	}
	j := a
	for j < b && !l.germanGiven(toks[j]) && capitalised(toks[j].text) && germanSpelled(toks[j].text) {
		j++
	}
	if j > a && j < b && l.germanGiven(toks[j]) && capitalised(toks[j].text) && len([]rune(toks[j].bare)) >= 3 {
		a = j
	} else if b-a >= 2 && germanRole(toks[a]) && !l.germanGiven(toks[a]) && !l.last[toks[a].bare] {
		a++ // a role before a given name no list holds: "Bildhauer Götz Weber"
	}
	if a == b && (deDates.has(strings.ToLower(toks[a].text)) || deStop.has(strings.ToLower(toks[a].text))) {
		return a, b, false
	}
	if b > a && !l.anyGerman(toks[a:b+1]) && (!l.last[toks[b].bare] || l.deCommon(toks[b]) && !l.frequent[toks[b].bare]) && germanSpelled(toks[a].text) && germanSpelled(toks[b].text) &&
		l.deLine(s, toks, a) {
		return a, b, false
	}
	return a, b, true
}

// germanNounEdges cuts the common German nouns (deCommon, deCompound) off
// a person of words a..b, a < b, in German text (docs/adr/0102): those at
// its start, with the particle after them ("Kreis Herford", "Vater von
// Robert Bing"), unless a frequent surname; one after a given name and a
// surname at its end ("Johanna Weitkamps Leitung"), unless a surname. ok is
// false when a single word that is no given name is left ("Flasche Wein").
func (l nameLists) germanNounEdges(toks []token, a, b int) (int, int, bool) {
	a0 := a
	for b > a && capitalised(toks[a].text) && (l.deCommon(toks[a]) || l.deCompound(toks[a])) && !l.frequent[toks[a].bare] {
		a++
	}
	for a > a0 && a < b && startsLower(toks[a].text) {
		a++
	}
	if a > a0 && a == b && !l.germanGiven(toks[a]) {
		return a, b, false
	}
	for b > a+1 && capitalised(toks[b].text) && (l.deCommon(toks[b]) || l.deCompound(toks[b])) && !l.last[toks[b].bare] &&
		l.germanGiven(toks[a]) {
		b--
	}
	for b > a && startsLower(toks[b].text) {
		b--
	}
	return a, b, true
}

// anyGerman: one of words is a given name (germanGiven), they are a
// notable person's name, or each word is spelled as Mandarin syllables (a
// Chinese name in German text: "Wang Anshi" has no given name of a list).
func (l nameLists) anyGerman(words []token) bool {
	mandarin := true
	for _, t := range words {
		if l.germanGiven(t) {
			return true
		}
		if c, _ := syllables(t.bare); c == 0 {
			mandarin = false
		}
	}
	if mandarin {
		return true
	}
	b := make([]string, len(words))
	for i, t := range words {
		b[i] = t.bare
	}
	return l.notable[strings.Join(b, " ")]
}

// germanSpelled: a word in German's own letters (and hyphens: "Desg-Sportdirektor"),
// as a German noun is written; "Džon" before "Pol Papanikolau" is a
// Serbian spelling of a given name, no German title.
func germanSpelled(w string) bool {
	for _, r := range w {
		if !('a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || strings.ContainsRune("äöüÄÖÜß-", r)) {
			return false
		}
	}
	return true
}

// germanLone: toks[i], a person of one word, is a capitalised noun of German
// text rather than a name: German capitalises every noun, and the surname
// lists hold many ("Schüler", "Wahl", "Freund" are common US surnames). A
// lone word stays a name when it is a given name, follows a title ("Frau
// Schulz") or is a word of a longer name found in the same text ("Merkel"
// after "Angela Merkel"); a given name of the lists that is one of the
// common German words and no German given name (Wiktionary's) is the
// noun ("Melodie", "Sommer"; docs/adr/0102).
func (l nameLists) germanLone(s string, toks []token, i int, named map[string]bool) bool {
	t := toks[i]
	if named[t.bare] || i > 0 && leadWord(toks[i-1]) || !l.deAround(toks, i) {
		return false
	}
	if l.germanGiven(t) {
		// a given name of the lists that is a common German word too ("Melodie", "Winter") and no German given name
		return deCommonWords.has(strings.ToLower(t.text)) && !deGiven.has(t.bare)
	}
	return true
}

// namedWords are the bare words of the persons of two words or more among
// spans.
func namedWords(spans []Span, toks []token) map[string]bool {
	named := map[string]bool{}
	k := 0
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		for k < len(toks) && toks[k].start < sp.Start {
			k++
		}
		if k < len(toks) && toks[k].end < sp.End {
			for j := k; j < len(toks) && toks[j].end <= sp.End; j++ {
				named[toks[j].bare] = true
			}
		}
	}
	return named
}

// germanParticles are the lower-case words German names hold ("Ursula von
// der Leyen", "Karl zu Guttenberg"); every other German function word in
// lower case ends a name ("Steffen Leib das Geheimnis").
var germanParticles = map[string]bool{"von": true, "vom": true, "zu": true, "zum": true, "zur": true, "der": true,
	"van": true, "de": true}

// startsLower: w starts with a lower-case letter (scripts without case do not).
func startsLower(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r)
}

// germanRoleEndings end German nouns of persons' roles and trades, masculine
// and feminine: -direktor(in), -präsident(in), -minister(in), -kanzler(in),
// -leiter(in), Bischof, Historiker(in), Journalist(in), Redakteur(in).
var germanRoleEndings = []string{"direktor", "direktorin", "präsident", "präsidentin", "minister", "ministerin",
	"kanzler", "kanzlerin", "leiter", "leiterin", "führer", "führerin", "sprecher", "sprecherin", "bischof",
	"trainer", "trainerin", "spieler", "spielerin", "iker", "ikerin", "loge", "login", "ist", "istin", "eur", "eurin",
	"vorstand", "vorsitzende", "vorsitzender", "meister", "meisterin", "rat", "rätin", "chef", "chefin"}

// germanRole: a capitalised German-spelled word of six letters or more with
// a role ending ("Historiker", "Landesbischof", "Chefredakteurin").
func germanRole(t token) bool {
	w := strings.ToLower(t.text)
	if !capitalised(t.text) || !germanSpelled(t.text) || len([]rune(w)) < 6 {
		return false
	}
	for _, e := range germanRoleEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}
