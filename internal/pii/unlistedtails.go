package pii

import "unicode/utf8"

// A name of three words whose last no list holds is found short: the
// lists and the word model vouch for a given name and a second name
// ("Sri Mulyani", "Ai Ling", "Mohammad Hassan") and stop before the
// family name written after them ("Sri Mulyani Indrawati", "Ai Ling
// Ngiam", "Mohammad Hassan Omran"), so the label is missed and a short
// span is a false find. Indonesian, Malay, Arabic and Chinese names
// written in Latin letters have this shape in every Latin-script
// language's prose (docs/adr/0274).

// maxTailedWords bounds the found person a tail is added to: two or three
// words; a longer run is a title or a firm.
const maxTailedWords = 3

// minTailLetters is the fewest letters of a tail: shorter words after a
// name are abbreviations ("Verw." of a bank line, "Jr") or the syllables of
// a romanised title ("Shao Nian").
const minTailLetters = 5

// unlistedTails widens a Latin-script person of two or three words found
// by the passes by the word right after it, one space apart, when that
// word may stand in a name where no list knows it (speakerWord: never
// written in lower case in the text, no common, function or thing's word,
// title or office, nor a Turkish honorific with its ending glued on,
// "Bey'in", "Paşa'nın", "Hanımefendinin": docs/adr/0281) and no capitalised word is glued after it (then it
// opens a body's or a place's name), of minTailLetters or more, outside
// Finnish and Hungarian words (fiHuAround: there the word after a name is
// as often a place or a noun with its case ending, "Juha Sirolle
// Kangasalta", "Karol Szymanowski Svájcban"). Persons overlapping a span
// after them are left. One walk over the spans, each reading a word or two: Find
// stays linear.
func (d *Detector) unlistedTails(s string, toks []token, spans []Span) []Span {
	var lower map[string]bool
	for i, sp := range spans {
		if sp.Kind != Person || !allLatin(s[sp.Start:sp.End]) {
			continue
		}
		a, b, ok := spanWords(toks, sp)
		if !ok || b-a < 1 || b-a >= maxTailedWords || b+1 >= len(toks) || !spaceApart(s, toks[b], toks[b+1]) {
			continue
		}
		if i+1 < len(spans) && spans[i+1].Start < toks[b+1].end {
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		n := toks[b+1]
		if utf8.RuneCountInString(n.bare) < minTailLetters || turkicPostTitleAt(n.text) || !d.speakerWord(n, lower, nil) || d.names.fiHuAround(toks, b+1) || b+2 < len(toks) && spaceApart(s, n, toks[b+2]) && capitalised(toks[b+2].text) {
			continue
		}
		spans[i] = personSpan(s, toks[a], n)
	}
	return spans
}
