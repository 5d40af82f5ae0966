package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons in Coptic script (docs/adr/0233). No pass read Coptic letters:
// the script has no capitals in its manuscripts' editions and writes an
// article, a preposition or a conjunction in one word with the noun
// ("ⲛⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ", of Diocletian; "ⲙⲛⲁⲣⲕⲁⲇⲓⲟⲥ", with Arcadius), so no word
// rule saw a name there. A monk's name follows a title ("ⲁⲡⲁ ⲡⲁⲙⲃⲱ", Apa
// Pambo) that is itself glued to its particle ("ⲛϭⲓⲁⲡⲁ"); a Greek or biblical
// name reads, letter by letter into Latin, as a given name of the lists.

// copticLatin are the Latin spellings of each Coptic letter in names, from
// the letters' Unicode names (ALFA, VIDA, GAMMA, DALDA, EIE, ... and the
// Demotic SHEI, FEI, KHEI, HORI, GANGIA, SHIMA, DEI), with the spellings
// Greek and biblical names take in Latin (ⲏ i or e, ⲩ y, u or i, ⲓ j as in
// "ⲃⲉⲛⲓⲁⲙⲓⲛ", Benjamin).
var copticLatin = map[rune][]string{
	'ⲁ': {"a", "e"}, 'ⲃ': {"b", "v"}, 'ⲅ': {"g", "n"}, 'ⲇ': {"d"}, 'ⲉ': {"e", "a"}, 'ⲋ': {"s"}, 'ⲍ': {"z", "s"},
	'ⲏ': {"e", "i", "a"}, 'ⲑ': {"th", "t"}, 'ⲓ': {"i", "j", "y"}, 'ⲕ': {"k", "c", "ch"}, 'ⲗ': {"l", "ll"},
	'ⲙ': {"m", "mm"}, 'ⲛ': {"n", "nn"}, 'ⲝ': {"x", "ks"}, 'ⲟ': {"o", "u"}, 'ⲡ': {"p"}, 'ⲣ': {"r", "rr"},
	'ⲥ': {"s", "ss", "c"}, 'ⲧ': {"t", "tt"}, 'ⲩ': {"y", "u", "i"}, 'ⲫ': {"ph", "f"}, 'ⲭ': {"ch", "kh", "h"},
	'ⲯ': {"ps"}, 'ⲱ': {"o"}, 'ϣ': {"sh", "s"}, 'ϥ': {"f", "b", "v"}, 'ϧ': {"kh", "h"}, 'ϩ': {"h"},
	'ϫ': {"j", "g", "s"}, 'ϭ': {"ch", "k"}, 'ϯ': {"ti", "di"},
}

// copticDigraphs are the letter pairs Coptic writes for one Greek or Latin
// sound: ⲟⲩ u or w, ⲉⲓ i, ⲁⲓ e, ⲅⲅ and ⲅⲕ ng and nk, and the Greek ending
// -ⲟⲥ that Latin spells -us.
var copticDigraphs = map[string][]string{
	"ⲟⲩ": {"u", "ou", "w"}, "ⲉⲓ": {"i", "ei"}, "ⲁⲓ": {"e", "ai"}, "ⲟⲓ": {"oi", "i"}, "ⲅⲅ": {"ng"}, "ⲅⲕ": {"nk"},
	"ⲟⲥ": {"os", "us", "o", ""},
}

// copticProclitics are the articles, prepositions, conjunctions and
// auxiliaries written in one word before a noun, longest first: a label
// holds the whole written word, the name is what follows them.
var copticProclitics = []string{
	"ϩⲓⲧⲛ", "ⲉⲧⲃⲉ", "ⲡⲉϫⲉ", "ⲛϭⲓ", "ϫⲛⲉ", "ⲛⲧⲉ", "ⲛⲥⲁ", "ⲙⲛ", "ϩⲛ", "ϩⲙ", "ϫⲉ", "ϣⲁ", "ϩⲁ", "ⲛⲁ", "ⲉⲣⲉ",
	"ⲁϥ", "ⲁⲩ", "ⲁⲥ", "ⲛ", "ⲙ", "ⲉ", "ⲁ", "ⲡ", "ⲧ",
}

// copticTitles are the forms of address and the epithets a monk's or a
// saint's name follows, after their article (ⲁⲡⲁ and ⲁⲃⲃⲁ "father", ⲁⲙⲁ
// "mother", ⲡⲙⲁⲕⲁⲣⲓⲟⲥ / ⲧⲙⲁⲕⲁⲣⲓⲁ "the blessed"). "ⲡⲉⲛⲉⲓⲱⲧ", our father, is
// none: God is "our father" far more often than a monk.
var copticTitles = map[string]bool{
	"ⲁⲡⲁ": true, "ⲁⲃⲃⲁ": true, "ⲁⲙⲁ": true, "ⲁⲙⲙⲁ": true, "ⲡⲙⲁⲕⲁⲣⲓⲟⲥ": true, "ⲧⲙⲁⲕⲁⲣⲓⲁ": true,
	"ⲡϩⲁⲅⲓⲟⲥ": true, "ⲧϩⲁⲅⲓⲁ": true,
}

// copticTitlesAfter are the titles and epithets written after a name, with
// their article ("ⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ ⲡⲣⲣⲟ", Diocletian the king; "ⲡⲁⲙⲃⲱ
// ⲡⲉⲡⲣⲉⲥⲃⲩⲧⲉⲣⲟⲥ", Pambo the elder).
var copticTitlesAfter = map[string]bool{
	"ⲡⲣⲣⲟ": true, "ⲧⲣⲣⲱ": true, "ⲡⲉⲡⲣⲉⲥⲃⲩⲧⲉⲣⲟⲥ": true, "ⲡⲁⲣⲭⲏⲉⲡⲓⲥⲕⲟⲡⲟⲥ": true, "ⲡⲉⲡⲓⲥⲕⲟⲡⲟⲥ": true,
	"ⲡⲉⲓⲉⲗⲁⲭⲓⲥⲧⲟⲥ": true, "ⲡⲉϥⲙⲁⲑⲏⲧⲏⲥ": true, "ⲡⲙⲟⲛⲁⲭⲟⲥ": true, "ⲡⲇⲓⲁⲕⲱⲛ": true,
}

// copticNameEnds are the endings a name before a title written after it
// ends in (Greek -ⲟⲥ, -ⲏⲥ, -ⲱⲛ, -ⲓⲟⲛ, Egyptian -ⲱ, Hebrew -ⲁⲙ, -ⲏⲗ): an adverb or a verb
// before "ⲡⲣⲣⲟ" ("ⲛⲧⲉⲩⲛⲟⲩ", at once; "ⲉⲓⲙⲏⲧⲓ", unless) ends otherwise.
var copticNameEnds = []string{"ⲟⲥ", "ⲏⲥ", "ⲱⲛ", "ⲟⲛ", "ⲱ", "ⲁⲙ", "ⲏⲗ"}

// copticClauseStarts begin a word that opens a clause or a possessed noun,
// never a name after a title: "ⲁⲡⲁ" is also said to a monk ("ⲁⲡⲁ,
// ϫⲉⲙⲡⲣⲛⲧⲟⲩ", Father, do not bring them). ϫⲉ "that", the indefinite article
// ⲟⲩ, the negative imperative ⲙⲡⲣ, "ⲡⲉϫⲁ-" said, the conjugation bases ⲁϥ,
// ⲉϥ, ⲛⲉϥ, ⲛⲉⲩ, the relative ⲉⲧ, the possessive articles ⲡⲉⲛ, ⲧⲉⲛ, ⲡⲉⲕ,
// and "in the" (ϩⲙⲡ, ϩⲛⲧ) and "of the" (ⲙⲡⲡ) before a noun with its
// article ("ϩⲙⲡⲡⲟⲗⲉⲙⲟⲥ ⲡⲣⲣⲟ", in the war, the king).
var copticClauseStarts = []string{"ϫⲉ", "ⲟⲩ", "ⲛⲟⲩ", "ⲙⲡⲣ", "ⲡⲉϫⲁ", "ⲁϥ", "ⲉϥ", "ⲛⲉϥ", "ⲛⲉⲩ", "ⲉⲧ", "ⲡⲉⲛ", "ⲧⲉⲛ", "ⲡⲉⲕ",
	"ϩⲙⲡ", "ϩⲛⲧ", "ⲙⲡⲡ"}

// copticNaming: the words up to i say what one is called, so the word
// after them is a name: "... ⲣⲁⲛ ⲡⲉ" (his name is, "ⲉⲡⲉϥⲣⲁⲛ ⲡⲉ") and
// "... ⲙⲟⲩⲧⲉ ⲉⲣⲟϥ" (they call him, "ⲉϣⲁⲩⲙⲟⲩⲧⲉ ⲉⲣⲟϥ ϫⲉ-"), whose name then
// takes ϫⲉ, "that", glued on (ⲙⲟⲩⲧⲉ is also "summon": without ϫⲉ the
// next word is a verb, "ⲁϥⲙⲟⲩⲧⲉ ⲉⲣⲟϥ ⲛⲉϥϩⲙⲟⲟⲥ"); w is the word after.
func copticNaming(cw []string, i int, w string) bool {
	if i == 0 {
		return false
	}
	switch cw[i] {
	case "ⲡⲉ", "ⲧⲉ":
		return strings.HasSuffix(cw[i-1], "ⲣⲁⲛ")
	case "ⲉⲣⲟϥ", "ⲉⲣⲟⲥ", "ⲙⲙⲟϥ", "ⲙⲙⲟⲥ":
		return strings.HasSuffix(cw[i-1], "ⲙⲟⲩⲧⲉ") && strings.HasPrefix(w, "ϫⲉ")
	}
	return false
}

// copticSacred are the names of God and Christ and their nomina sacra:
// the sets do not count them as persons (docs/adr/0216), and a reading
// makes "Christos" of the Christ.
var copticSacred = map[string]bool{
	"ⲭⲣⲓⲥⲧⲟⲥ": true, "ⲓⲏⲥⲟⲩⲥ": true, "ⲛⲟⲩⲧⲉ": true, "ⲭⲥ": true, "ⲓⲥ": true, "ⲡⲉⲭⲣⲓⲥⲧⲟⲥ": true, "ⲡⲛⲟⲩⲧⲉ": true,
}

// copticParticles are the short words written on their own between a title
// and the name or after a name ("ⲁⲡⲁ ⲇⲉ ..."): never a name.
var copticParticles = map[string]bool{
	"ⲇⲉ": true, "ⲅⲁⲣ": true, "ⲟⲛ": true, "ϭⲉ": true, "ⲟⲩⲛ": true, "ⲙⲉⲛ": true, "ⲡⲉ": true, "ⲧⲉ": true, "ⲛⲉ": true,
	"ⲁⲩⲱ": true, "ϫⲉ": true, "ⲁⲗⲗⲁ": true, "ⲛϭⲓ": true, "ⲉⲧⲉ": true, "ϩⲱⲱϥ": true, "ⲁⲛⲟⲕ": true, "ⲛⲧⲟϥ": true,
}

// copticLetter: r is a Coptic letter (the Coptic block, or the Coptic
// letters of the Greek block, U+03E2-U+03EF).
func copticLetter(r rune) bool {
	return r >= 0x2C80 && r <= 0x2CE4 || r >= 0x03E2 && r <= 0x03EF
}

// copticWord is w lower-cased when it is written in Coptic letters (with
// marks, which are dropped), else "".
func copticWord(w string) string {
	var b strings.Builder
	for _, r := range w {
		switch {
		case copticLetter(r):
			b.WriteRune(unicode.ToLower(r))
		case unicode.Is(unicode.Mn, r):
		default:
			return ""
		}
	}
	return b.String()
}

// copticStems gives w and each stem left after taking off up to two
// proclitics (copticProclitics) from its front, w first.
func copticStems(w string) []string {
	out := []string{w}
	for _, p := range copticProclitics {
		if rest, ok := strings.CutPrefix(w, p); ok && rest != "" {
			out = append(out, rest)
			for _, q := range copticProclitics {
				if rest2, ok := strings.CutPrefix(rest, q); ok && rest2 != "" {
					out = append(out, rest2)
				}
			}
		}
	}
	return out
}

// copticTitle: the Coptic word w is a title (copticTitles) with its
// proclitics ("ⲛϭⲓⲁⲡⲁ", "ϫⲛⲉⲁⲡⲁ", "ⲛϭⲓⲧⲙⲁⲕⲁⲣⲓⲁ").
// A title never follows an article (ⲡ, ⲧ): "ϩⲙⲡⲁⲙⲁ" is "in my place"
// (ϩⲙ-ⲡ-ⲁ-ⲙⲁ), no "Amma".
func copticTitle(w string) bool {
	for _, st := range copticStems(w) {
		if pre := strings.TrimSuffix(w, st); copticTitles[st] && !strings.HasSuffix(pre, "ⲡ") && !strings.HasSuffix(pre, "ⲧ") {
			return true
		}
	}
	return false
}

// copticReadsAsGiven: some stem of the Coptic word w (copticStems) left by
// proclitics other than an article (ⲡ, ⲧ), of six letters or more, in the
// Greek ending -ⲓⲟⲥ after a consonant, reads in Latin letters as a given
// name of the lists that is no place (givenReading); the stem is returned.
// Coptic's own words read as some name of the world lists far too often
// ("ⲉϩⲟⲩⲛ", inward, as Ehun), and so do Greek loan nouns in -ⲟⲥ ("ⲁⲅⲅⲉⲗⲟⲥ",
// angel, as Angelos; "ⲡⲁⲣⲑⲉⲛⲟⲥ", "ⲁⲅⲁⲑⲟⲥ"), mostly with their article; a
// Greek name of a person keeps its -ⲓⲟⲥ ("ⲑⲉⲟⲇⲱⲥⲓⲟⲥ", "ⲁⲣⲕⲁⲇⲓⲟⲥ"), which the
// adjectives in -ⲁⲓⲟⲥ, -ⲉⲓⲟⲥ do not.
func (d *Detector) copticReadsAsGiven(w string) string {
	for _, st := range copticStems(w) {
		rs := []rune(st)
		if len(rs) < 6 || !strings.HasSuffix(st, "ⲓⲟⲥ") || strings.ContainsRune("ⲁⲉⲏⲓⲟⲩⲱ", rs[len(rs)-4]) {
			continue
		}
		if pre := strings.TrimSuffix(w, st); strings.HasSuffix(pre, "ⲡ") || strings.HasSuffix(pre, "ⲧ") {
			continue
		}
		if readLetters(st, copticLatin, copticDigraphs, d.names.firstSorted, d.names.givenReading) != "" {
			return st
		}
	}
	return ""
}

// copticNamePart: the Coptic word w may be a name after a title: three
// letters or more, no particle and no title.
func copticNamePart(w string) bool {
	if utf8.RuneCountInString(w) < 3 || copticParticles[w] || copticTitle(w) || copticTitlesAfter[w] {
		return false
	}
	for _, st := range copticStems(w) {
		if copticSacred[st] {
			return false
		}
	}
	return true
}

// copticCued: the Coptic word w may be the name after a title: a name
// part (copticNamePart) that opens no clause (copticClauseStarts).
func copticCued(w string) bool {
	for _, p := range copticClauseStarts {
		if strings.HasPrefix(w, p) {
			return false
		}
	}
	return copticNamePart(w)
}

// copticBeforeTitle: the Coptic word w may be a name before a title
// written after it: a name part of five letters or more in a name's
// ending (copticNameEnds).
func copticBeforeTitle(w string) bool {
	if utf8.RuneCountInString(w) < 5 || !copticCued(w) {
		return false
	}
	for _, e := range copticNameEnds {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// copticPersons adds the Coptic words nothing found that name a person,
// each whole (its proclitics inside, as the word is written): the word
// after a title (copticTitle; a particle between is passed over), the word
// before a title written after a name (copticTitlesAfter), and a
// word with a stem that reads as a given name (copticReadsAsGiven). Then
// every other word of the text with the stem of a word so found, after
// proclitics ("ⲁⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ" once "ⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ" is found), is one too. Two
// passes over the words.
func (d *Detector) copticPersons(s string, toks []token, spans []Span) []Span {
	cw := make([]string, len(toks))
	seen := false
	for i, t := range toks {
		if cw[i] = copticWord(t.text); cw[i] != "" {
			seen = true
		}
	}
	if !seen {
		return spans
	}
	found := map[int]bool{}
	stems := map[string]bool{}
	mark := func(i int) {
		found[i] = true
		for _, st := range copticStems(cw[i]) {
			stems[st] = true
		}
	}
	// next is the word after i, past one particle ("ⲡⲣⲣⲟ ⲇⲉ ⲇⲓⲟⲕⲗⲏϯⲁⲛⲟⲥ").
	next := func(i int) int {
		if i+1 < len(toks) && copticParticles[cw[i+1]] {
			return i + 2
		}
		return i + 1
	}
	for i := range toks {
		if cw[i] == "" {
			continue
		}
		j := next(i)
		if j >= len(toks) || cw[j] == "" {
			continue
		}
		switch {
		case copticTitle(cw[i]) && copticCued(cw[j]):
			found[j] = true
			stems[cw[j]] = true
		case copticTitlesAfter[cw[i]] && copticBeforeTitle(cw[j]):
			mark(j) // a title written after a name stands before one too
		case copticTitlesAfter[cw[j]] && copticBeforeTitle(cw[i]):
			mark(i)
		case copticNaming(cw, i, cw[j]) && copticNamePart(cw[j]):
			mark(j)
		}
	}
	for i := range toks {
		if cw[i] == "" || found[i] || !copticNamePart(cw[i]) {
			continue
		}
		if st := d.copticReadsAsGiven(cw[i]); st != "" {
			found[i] = true
			stems[st] = true
		}
	}
	var add []Span
	k := 0
	for i, t := range toks {
		if cw[i] == "" || !found[i] && !copticEcho(cw[i], stems) {
			continue
		}
		if !overlapsFound(spans, &k, t.start, t.end) {
			add = append(add, personSpan(s, t, t))
		}
	}
	return withAdded(spans, add)
}

// copticEcho: a stem of the Coptic word w (copticStems), of four letters
// or more, is the stem of a person found in the text.
func copticEcho(w string, stems map[string]bool) bool {
	if !copticNamePart(w) {
		return false
	}
	for _, st := range copticStems(w) {
		if utf8.RuneCountInString(st) >= 4 && stems[st] {
			return true
		}
	}
	return false
}
