package pii

import (
	"slices"
	"strings"
	"unicode/utf8"
)

// Persons in the Indic scripts whose one word carries a case ending or a
// clitic glued to it (docs/adr/0218). Malayalam writes "മോദിയുടെ" (Modi's),
// "മനോജിന്റെ" (Manoj's), "ധോണിയും" (and Dhoni); Odia "ମୋଦୀଙ୍କ"; Gujarati
// "ટ્રમ્પે" (Trump, ergative), "મોદીની"; the pair passes read a name only as
// two words of which the first is a given name as written, so a lone word
// with an ending was never found. A word is read once more with each of its
// language's endings cut: it is a person when the ending is Odia's
// honorific (indicHonoured), or its stem spells a listed Hindi given name
// (indicStemGiven) or is a word of a person already found in the same text
// (the echo: "નરેન્દ્ર મોદી" found, "મોદીએ" later is the same man). The
// find covers the whole word, ending inside, as the text writes it.

// indicEndings are, by script block, the case endings and clitics a name
// takes, longest first, written from the grammars of each language (no
// licensed inflection table covers names: UniMorph's tables hold common
// nouns and verbs). An ending that begins with a vowel sign follows a stem
// that ended on a consonant, so the stem is read with and without a
// virama put back (indicStems); the glides the Dravidian scripts insert
// before a vowel (-യുടെ, -വിനെ, -யின்) are part of the ending.
var indicEndings = map[rune][]string{
	// Malayalam: genitive -ന്റെ/-ുടെ, accusative -നെ/-െ, dative -ന്/-ക്ക്,
	// sociative -ോട്, "with" -ക്കൊപ്പം, "and/also" -ഉം, copula -ആണ്.
	0x0D00: {"ിന്റെയും", "യുടെയും", "വിന്റെ", "ിന്റെ", "്റെയും", "്റെ", "യുടെ", "ുടെ", "ക്കൊപ്പം", "യ്ക്കൊപ്പം", "ിനൊപ്പം",
		"യ്ക്ക്", "ക്ക്", "വിന്", "ിന്", "വിനെ", "ിനെ", "യെ", "െ", "യോട്", "ിനോട്", "ോട്", "ിനും", "യും", "വും", "ും",
		"യാണ്", "ാണ്"},
	// Tamil: genitive -இன், dative -க்கு, accusative -ஐ, locative of persons
	// -இடம், sociative -உடன், "and" -உம்.
	0x0B80: {"வுக்கு", "யுக்கு", "க்கு", "ுக்கு", "யின்", "வின்", "ின்", "யை", "வை", "ை", "யிடம்", "ிடம்", "யுடன்", "ுடன்",
		"யும்", "வும்", "ும்"},
	// Telugu: dative -కి/-కు, accusative -ని/-ను, sociative -తో; the
	// masculine -ుడు of Sanskrit names and its oblique -ుని, -ుడి
	// (కౌటిల్యుడు, కౌటిల్యుని, Kautilya's; docs/adr/0257).
	0x0C00: {"ునికి", "ుడికి", "ుడు", "ుని", "ుడి", "కి", "కు", "ని", "ను", "తో"},
	// Kannada: accusative -ಅನ್ನು, dative -ಗೆ/-ಇಗೆ, genitive -ಅ, the
	// honorific -ಅವರು and its cases.
	0x0C80: {"ಯವರಿಗೆ", "ಯವರನ್ನು", "ಯವರು", "ಯವರ", "ರವರು", "ರವರ", "ಯನ್ನು", "ವನ್ನು", "ನ್ನು", "ಿಗೆ", "ಗೆ", "ಯ"},
	// Odia: the honorific genitive -ଙ୍କ and its cases, genitive -ର,
	// dative -କୁ.
	0x0B00: {"ଙ୍କର", "ଙ୍କୁ", "ଙ୍କ", "ର", "କୁ"},
	// Gujarati: genitive -ના/-ની/-નું/-નો/-નાં, dative-accusative -ને, ergative
	// -એ (a vowel sign after a consonant), ablative -થી.
	0x0A80: {"નાં", "ના", "ની", "નું", "નો", "ને", "થી", "એ", "ે"},
	// Bengali: genitive -এর/-র, objective -কে.
	0x0980: {"ের", "এর", "র", "কে"},
	// Gurmukhi: ergative -ਨੇ, objective -ਨੂੰ, genitive -ਦਾ/-ਦੀ/-ਦੇ.
	0x0A00: {"ਨੇ", "ਨੂੰ", "ਦਾ", "ਦੀ", "ਦੇ"},
	// Sinhala: genitive -ගේ, dative -ට, ablative -ගෙන්.
	0x0D80: {"ගෙන්", "ගේ", "ට"},
}

// indicViramas are each script's virama, put back on a stem whose ending
// began with a vowel sign (Malayalam മനോജിന്റെ is മനോജ് and -ിന്റെ).
var indicViramas = map[rune]string{0x0D00: "്", 0x0B80: "்", 0x0C00: "్", 0x0C80: "್", 0x0B00: "୍", 0x0A80: "્", 0x0980: "্", 0x0A00: "੍", 0x0D80: "්"}

// indicStems returns the stems w, a word of script sc, may have under one
// of its endings: w less the ending, and that with a virama back when it
// ends on a consonant's vowel sign; each stem of two letters or more.
func indicStems(sc *indicScript, w string) []string {
	var out []string
	for _, e := range indicEndings[sc.base] {
		stem, ok := strings.CutSuffix(w, e)
		stem = strings.TrimSuffix(stem, "\u200c")
		if !ok || utf8.RuneCountInString(stem) < 2 {
			continue
		}
		out = append(out, stem)
		if r, _ := utf8.DecodeRuneInString(e); !isIndicLetter(sc, r) {
			out = append(out, stem+indicViramas[sc.base])
		}
	}
	return out
}

// isIndicLetter: r is a letter of sc that stands alone (a consonant or a
// vowel), no sign; Sinhala's by its Devanagari spelling.
func isIndicLetter(sc *indicScript, r rune) bool {
	d := r - sc.base + 0x0900
	if sc.letters != nil {
		s := sc.letters[r]
		if s == "" {
			return false
		}
		d, _ = utf8.DecodeRuneInString(s)
	}
	return d >= 0x0904 && d <= 0x0939 || d >= 0x0958 && d <= 0x0961
}

// indicStemGiven: stem, of script sc, spells a listed Hindi given name
// (indicListedGiven) and is none of its language's hindiCommonWord
// commonest words. The Latin readings are not asked: a lone word has no
// second word to vouch for it, and of each language's words past its
// 3,000 commonest between 0.1% and 1.4% read as a given name of five
// letters or more once an ending is cut (Tamil மகளுக்கு, to the daughter;
// Malayalam കടയുടെ, the shop's), against 0 to 0.2% by the keys.
func indicStemGiven(sc *indicScript, stem string) bool {
	s, deva, ok := indicScriptOf(stem)
	if !ok || s != sc || indicNotName(deva) {
		return false
	}
	if r := sc.firstRank(stem); r > 0 && r <= hindiCommonWord {
		return false
	}
	return indicListedGiven(sc, deva)
}

// indicHonorifics are the endings a language puts only on persons it
// honours: Odia's genitive -ଙ୍କ and its cases (ମୋଦୀଙ୍କ, Modi's; ତାଙ୍କ, his,
// is a common word). A word with one is a person when its stem is no
// common word and no plural (indicPlurals: ପୁରୁଷମାନଙ୍କ, of the men).
// Kannada's honorific -ಅವರು (ಮೋದಿಯವರು) was tried and left: it also makes
// nouns of persons from any word (ನೆರೆಯವರು, neighbours; ಒಳ್ಳೆಯವರು, good
// people).
var indicHonorifics = map[rune][]string{
	0x0B00: {"ଙ୍କର", "ଙ୍କୁ", "ଙ୍କ"},
}

// hindiCommonKeys hold indicKey of Hindi's hindiCommonWord commonest
// subtitle words. Odia's list (Unilex's web text, much of it scripture)
// lacks the nouns of offices and persons news gives the honorific
// (ମୁଖ୍ୟମନ୍ତ୍ରୀଙ୍କ, the chief minister's; ସାଥୀଙ୍କ, the companion's), while
// Hindi's subtitles hold them (मुख्यमंत्री, साथी) and the Sanskrit words the
// two languages share key alike; a subtitle list holds few of the persons
// news reports (मोदी is none of its words).
var hindiCommonKeys = func() map[string]bool {
	m := map[string]bool{}
	for w, r := range hindiCommon {
		if r <= hindiCommonWord {
			m[indicKey(w, indicKeyRunes)] = true
		}
	}
	return m
}()

// indicSyllables counts the letters of deva, a word moved into
// Devanagari's block, that no virama joins to the next: its syllables. A
// stem of one (Odia ବ୍ୟା of ବ୍ୟାଙ୍କ, bank, whose last letters only look like
// the honorific) is no name's.
func indicSyllables(deva string) int {
	n := 0
	rs := []rune(deva)
	for i, r := range rs {
		if r >= 0x0904 && r <= 0x0939 && (i+1 == len(rs) || rs[i+1] != 0x094D) {
			n++
		}
	}
	return n
}

// indicPlurals are the plural markers an honorific may follow: Odia's
// -ମାନ (ମଣିଷମାନଙ୍କୁ, to the people).
var indicPlurals = map[rune][]string{0x0B00: {"ମାନ"}}

// indicHonoured: w, of script sc, ends on one of its honorifics after a
// stem of three letters or more that is none of its language's
// hindiCommonWord commonest words nor keys as one of Hindi's
// (hindiCommonKeys).
func indicHonoured(sc *indicScript, w string) bool {
	for _, e := range indicHonorifics[sc.base] {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || utf8.RuneCountInString(stem) < 3 || slices.ContainsFunc(indicPlurals[sc.base], func(p string) bool { return strings.HasSuffix(stem, p) }) {
			continue
		}
		_, deva, ok := indicScriptOf(stem)
		if !ok || indicSyllables(deva) < 2 || hindiCommonKeys[indicKey(deva, indicKeyRunes)] {
			continue
		}
		if r := sc.firstRank(stem); r == 0 || r > hindiCommonWord {
			return true
		}
	}
	return false
}

// indicEndedPersons adds each Indic word, no common word of its language,
// that one of its endings makes a person: an honorific (indicHonoured), or
// a stem that spells a given name (indicStemGiven) or keys as a word of a
// person found in the text before this pass (found; the word itself counts
// as its own stem there). Words
// already in a find are left. One pass over the words, and a fixed number
// of stems per word.
func indicEndedPersons(s string, toks []token, spans []Span) []Span {
	found := indicFoundWords(s, toks, spans)
	var added []Span
	k := 0
	for i, t := range toks {
		sc, deva, ok := indicScriptOf(t.text)
		if !ok || utf8.RuneCountInString(t.text) < 3 || indicNotName(deva) {
			continue
		}
		if r := sc.firstRank(t.text); r > 0 && r <= hindiCommonWord {
			continue
		}
		if !indicEnded(sc, t.text, deva, found) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		last := indicJoinedEnding(s, sc, toks, i)
		// Two such words side by side are one person ("శీలా వీర్రాజు",
		// each word found of him elsewhere in the text).
		if n := len(added); n > 0 && i > 0 && added[n-1].End == toks[i-1].end && s[toks[i-1].end:t.start] == " " {
			added[n-1] = Span{Start: added[n-1].Start, End: last.end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[added[n-1].Start:last.end])), " ")}
			continue
		}
		added = append(added, personSpan(s, t, last))
	}
	return withAdded(spans, added)
}

// indicEnded: w (deva in Devanagari's block) is a found person's word
// itself, ends on an honorific, or a stem of it under an ending is a found
// person's word or spells a given name.
func indicEnded(sc *indicScript, w, deva string, found map[string]bool) bool {
	if found[indicKey(deva, indicKeyRunes)] || indicHonoured(sc, w) {
		return true
	}
	for _, stem := range indicStems(sc, w) {
		if _, sd, ok := indicScriptOf(stem); ok && found[indicKey(sd, indicKeyRunes)] || indicStemGiven(sc, stem) {
			return true
		}
	}
	return false
}

// indicFoundWords returns the key (indicKey) of each word of three letters
// or more, none of its language's hindiCommonWord commonest nor keyed as
// one of Hindi's (hindiCommonKeys: Gujarati ભારતીય, Indian, of a false
// "અખિલ ભારતીય"), of the Indic persons in spans; spans and toks are in text order, so one walk.
func indicFoundWords(s string, toks []token, spans []Span) map[string]bool {
	found := map[string]bool{}
	k := 0
	for _, t := range toks {
		for k < len(spans) && spans[k].End <= t.start {
			k++
		}
		if k == len(spans) || spans[k].Kind != Person || spans[k].Start > t.start || spans[k].End < t.end {
			continue
		}
		sc, deva, ok := indicScriptOf(t.text)
		if !ok || utf8.RuneCountInString(t.text) < 3 {
			continue
		}
		if r := sc.firstRank(t.text); r > 0 && r <= hindiCommonWord || hindiCommonKeys[indicKey(deva, indicKeyRunes)] {
			continue
		}
		found[indicKey(deva, indicKeyRunes)] = true
	}
	return found
}

// indicJoinedEnding returns toks[i], or the next token when it is one of
// sc's endings written after a zero-width joiner or non-joiner
// ("అంబేద్కర్\u200dకు", to Ambedkar: Telugu keeps the virama's form before
// the ending so; docs/adr/0257): the word splits there, and the person is
// the word with its ending, as written.
func indicJoinedEnding(s string, sc *indicScript, toks []token, i int) token {
	if i+1 >= len(toks) {
		return toks[i]
	}
	gap := s[toks[i].end:toks[i+1].start]
	if (gap == "\u200d" || gap == "\u200c") && slices.Contains(indicEndings[sc.base], toks[i+1].text) {
		return toks[i+1]
	}
	return toks[i]
}
