package pii

import (
	_ "embed"
	"strings"
)

// Lithuanian and Latvian text names people by given names no general list
// holds ("Vygaudas", "Gediminas", "Ilgvars") and declines both words
// ("Gedimino Kirkilo", "Valdui Adamkui", "Audroniaus Ažubalio"); the word
// model, trained on other languages, leaves such pairs (docs/adr/0142).

//go:embed names/baltic/given.txt
var balticGivenText string

// balticGivenNames are Wiktionary's given names of Lithuanian and Latvian,
// folded, in the nominative (scripts/pii-slavic-given.py). Read only in
// Lithuanian or Latvian text.
var balticGivenNames = sortedList(balticGivenText)

// balticCases are the folded case endings of Lithuanian and Latvian given
// names, each with the nominative endings it stands for: genitive "-o",
// "-io", "-aus", "-iaus", "-os", "-es" ("Gedimino", "Juozo", "Eugenijaus",
// "Elžbietos"), dative "-ui", "-iui", "-ai", "-ei", accusative and
// instrumental "-a" ("-ą"), "-u" ("-ų"), "-i" ("-į"), "-iu", "-e" ("-ę");
// Latvian genitive "-a" and dative "-am", "-im". The nominative itself is
// tried first.
var balticCases = []struct {
	ending     string
	nominative []string
}{
	{"iaus", []string{"ius"}}, {"aus", []string{"us"}}, {"iui", []string{"is", "ys", "ius"}},
	{"io", []string{"is", "ys", "ius"}}, {"iu", []string{"is", "ys", "ius"}}, {"ui", []string{"as", "us"}},
	{"os", []string{"a"}}, {"es", []string{"e"}}, {"ai", []string{"a"}}, {"ei", []string{"e"}},
	{"am", []string{"s"}}, {"im", []string{"is"}}, {"o", []string{"as"}}, {"a", []string{"as", "s", "is"}},
	{"u", []string{"as", "us"}}, {"i", []string{"is", "ys"}}, {"e", []string{"a", "e", "as"}},
}

// balticGiven: the folded word, or its nominative under one of
// balticCases, is a Lithuanian or Latvian given name, or a man's given name
// of the general lists with the masculine ending Lithuanian and Latvian add
// to a foreign name ("Davidas", "Jamesas", "Viktoras", "Gordono").
func (l nameLists) balticGiven(bare string) bool {
	if balticGivenNames.has(bare) || balticForeign(l, bare) {
		return true
	}
	for _, c := range balticCases {
		stem, ok := strings.CutSuffix(bare, c.ending)
		if !ok || len(stem) < 3 {
			continue
		}
		for _, n := range c.nominative {
			if balticGivenNames.has(stem+n) || balticForeign(l, stem+n) {
				return true
			}
		}
	}
	return false
}

// balticForeign: the folded nominative ends in a masculine ending ("-as",
// "-is", "-ys", "-us", Latvian "-s") after a given name of the general lists
// that is no place, rank or title.
func balticForeign(l nameLists, nom string) bool {
	for _, e := range []string{"as", "is", "ys", "us", "s"} {
		if stem, ok := strings.CutSuffix(nom, e); ok && len(stem) >= 4 && l.givenReading(stem) {
			return true
		}
	}
	return false
}

// balticSurname: the folded word ends as a Lithuanian or Latvian surname
// does in some case, in a vowel or "-s" ("Kirkilo", "Ažubalio",
// "Bartulienė", "Adamkui", "Ušackas"), or in the "-č" of a Polish or
// Belarusian one Lithuanian leaves undeclined ("Monkevič").
func balticSurname(t token) bool {
	return strings.ContainsAny(t.bare[len(t.bare)-1:], "aeiouys") || strings.HasSuffix(t.text, "č")
}

//go:embed names/freq/baltic.txt
var balticWordText string

// balticWords are the common Lithuanian and Latvian words that no other
// language's common words are ("buvo", "yra", "kurios";
// scripts/pii-baltic-words.py), lower case as written.
var balticWords = sortedList(balticWordText)

// balticLetters are lower-case letters Lithuanian and Latvian write and
// neither English, the other Baltic-Sea languages nor Polish do (Polish
// shares "ą" and "ę", so they are left out).
const balticLetters = "ėįųūāēīļņķģŗ"

// balticAround: one of the lower-case words near toks[i] carries a Baltic
// letter or is a Baltic common word, the vote that the text is Lithuanian
// or Latvian, and the word after the given name has a Baltic surname's
// ending. One word suffices: news sentences are short, and the given name
// and the surname already have Baltic shapes (two words missed "ūkio
// viceministras Vytautas Naudužas mano").
func balticAround(toks []token, i int) bool {
	if i+1 >= len(toks) || !balticSurname(toks[i+1]) {
		return false
	}
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		if w := t.text; strings.ToLower(w) == w && (strings.ContainsAny(w, balticLetters) || balticWords.has(w)) {
			return true
		}
	}
	return false
}
