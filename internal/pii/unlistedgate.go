package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// unlistedLower reads a text as repeatedRuns' gate does (docs/adr/0197):
// it returns the folded words the text writes in lower case and whether
// the text is in a Latin-script language no word list covers: of its
// lower-case Latin-script words of four letters or more, at least 10,
// under 15% are words a list holds. Other scripts' words do not count, so
// a Belarusian text quoting a firm's Latin-script name fails.
// The passes that read such text by its shape alone (docs/adr/0206) ask
// it once per text; one walk over the words.
func (d *Detector) unlistedLower(toks []token) (map[string]bool, bool) {
	lower := map[string]bool{}
	long, known := 0, 0
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.IsLower(r) {
			continue
		}
		lower[t.bare] = true
		if unicode.Is(unicode.Latin, r) && utf8.RuneCountInString(t.bare) >= unlistedWordLetters {
			long++
			if d.listedWord(t) {
				known++
			}
		}
	}
	return lower, long >= unlistedMinWords && float64(known) < unlistedShare*float64(long)
}

// unlistedNameWord: a capitalised Latin-script word of two letters or more
// that may stand in a person's name in text of an unlisted language: the
// text never writes it in lower case, and no list knows it as an English,
// common, function or thing's word, the head of a place or body, or a
// Vietnamese syllable (runWordsFit's tests, without its three letters:
// North Sami "Ol Johan Gaup").
func (d *Detector) unlistedNameWord(t token, lower map[string]bool) bool {
	r, _ := utf8.DecodeRuneInString(t.text)
	if !unicode.Is(unicode.Latin, r) || !capitalised(t.text) || utf8.RuneCountInString(t.bare) < 2 || lower[t.bare] || reduplicated(t.text) {
		return false
	}
	l := d.names
	return !l.commonWord(t) && !l.thingWord(t) && !europeStop.has(t.bare) && !l.englishHead(t.bare) && !cldrHeads[strings.ToLower(t.text)] && !vietnamese(t.text)
}
