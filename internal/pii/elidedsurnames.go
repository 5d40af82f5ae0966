package pii

import "strings"

// The Czech Academic Corpus writes "*" for each word it left out of a
// sentence, and the word it leaves out before a surname is the person's
// given name or initial: "je * Mills.", "* Haken pracoval jako garant",
// "vytvořili * Handl a * Odl", "lyrických próz * Pazourka" (docs/adr/0209).
// What follows the mark is then a surname alone, which no list holds; with
// no office before it officeTitled does not read it.

// czechSlovakLetters are letters only Czech and Slovak write among the
// Latin-script languages: the mark is read in their prose alone, as a
// German or English list flattened into a line ("Literatur * Weblinks")
// puts it before any word.
const czechSlovakLetters = "ěřůťďňľĺŕôĚŘŮŤĎŇĽĹŔ"

// elidedNames adds the name that follows a "*" standing alone, the mark
// at the start of a line or after a space, in Czech or Slovak prose
// (czechSlovakAround), when officeName reads one there: up to three
// capitalised words, the last a surname. The stems of each go to known,
// for officeEchoes ("Mills ukazuje" after "je * Mills").
func (d *Detector) elidedNames(s string, toks []token, spans []Span, known map[string]bool) []Span {
	var add []Span
	var lower map[string]bool
	k := 0
	for i := 0; i < len(toks); i++ {
		if !elisionBefore(s, toks[i].start) || !capitalised(toks[i].text) || !czechSlovakAround(toks, i) || !d.names.latinProseAround(toks, i) || !sentenceAfterBullet(s, toks[i].start) {
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		last := d.officeName(s, toks, i, lower)
		if last < 0 {
			continue
		}
		for _, st := range latinSurnameStems(toks[last].bare) {
			known[st] = true
		}
		if !overlapsFound(spans, &k, toks[i].start, toks[last].end) {
			add = append(add, personSpan(s, toks[i], toks[last]))
		}
		i = last
	}
	return add
}

// minElidedLine is how many bytes a line that opens on the mark must hold
// to be a sentence: shorter, "* Panteon", "* Hlasy v poušti", it is a list
// of titles in Markdown.
const minElidedLine = 40

// sentenceAfterBullet is whether the "*" before at, when it opens a line,
// opens a sentence: the line holds minElidedLine bytes or more and ends in
// ".", "!" or "?". A mark inside a line is always read. Only a mark that
// opens a line reads on to the line's end, once.
func sentenceAfterBullet(s string, at int) bool {
	if at > 2 && s[at-3] != '\n' {
		return true
	}
	end := strings.IndexByte(s[at:], '\n')
	if end < 0 {
		end = len(s) - at
	}
	line := strings.TrimSpace(s[at : at+end])
	return len(line)+2 >= minElidedLine && strings.ContainsAny(line[len(line)-1:], ".!?")
}

// elisionBefore is whether s[:at] ends in "* " whose "*" opens the text
// or a line or follows a space.
func elisionBefore(s string, at int) bool {
	if at < 2 || s[at-2:at] != "* " {
		return false
	}
	return at == 2 || s[at-3] == ' ' || s[at-3] == '\n'
}

// czechSlovakAround is whether a word near toks[i] (slavicWindow) has a
// letter of czechSlovakLetters.
func czechSlovakAround(toks []token, i int) bool {
	for _, t := range toks[max(0, i-slavicWindow):min(len(toks), i+slavicWindow+2)] {
		if strings.ContainsAny(t.text, czechSlovakLetters) {
			return true
		}
	}
	return false
}
