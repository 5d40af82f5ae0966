package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Spoken-language corpora, subtitles and speech-to-text output write their
// sentences in lower case ("alors, euh, Messi qui va chercher le corner"):
// there a capital inside a line is a proper noun's, yet the passes that take
// a lone capitalised word want a notable person, a title or a given name
// beside it, and those transcripts name people by the surname alone
// (docs/adr/0246). lowerProseSurnames reads that shape.

// lowerProseMinSentences is the fewest sentences opening in lower case
// that make a text a lower-case transcript; with fewer, one odd line
// decides.
const lowerProseMinSentences = 4

// lowerProseCommonRank is the best rank in europeCommon from which a word
// is too common a word of some European language to be taken as a surname
// on its own ("Dieu", "Papa", "Lille", "Mans"); rarer words of one
// language ("Messi", "Chaplin") are surnames elsewhere.
const lowerProseCommonRank = 1000

// lowerProseSurnames, in a lower-case transcript (lowerCaseProse), splits a
// person made of one word said twice ("Strauss Strauss", a spoken
// repetition), drops a lone one-word person that is a common word of a
// European language and that no structure vouched for ("Dieu"), and adds
// each lone capitalised Latin word that is the surname of a person the text
// names in full (an echo), a word no list holds that the text says
// lowerProseRepeats times and never after a definite article, or a listed
// surname that is no given name, place, organisation or word
// (lowerProseSurname). Only words that overlap nothing found are added.
// Other texts are returned unchanged. Each walk is one pass over the words
// with map look-ups: linear in the text.
func (d *Detector) lowerProseSurnames(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	if !lowerCaseProse(s, toks) {
		return spans
	}
	spans = d.splitLowerProseSpans(s, toks, spans, keep)
	known := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		ws := words(s[sp.Start:sp.End])
		if len(ws) < 2 {
			continue
		}
		if last := ws[len(ws)-1]; capitalised(last.text) && allLatin(last.text) {
			known[last.bare] = true
		}
	}
	lower := lowerWords(toks)
	said := map[string]int{}
	for i, t := range toks {
		if !d.names.loneLatinCap(s, toks, i) || !d.unlistedProseWord(t) || inAddress(s, t) {
			continue
		}
		if i > 0 && definiteArticles[toks[i-1].text] && adjacent(s, toks[i-1], t) {
			said[t.bare] = -len(toks) // "la République", "la Bastille": a thing
		}
		said[t.bare]++
	}
	var add []Span
	k := 0
	for i, t := range toks {
		if !d.names.loneLatinCap(s, toks, i) || lower[t.bare] || utf8.RuneCountInString(t.bare) < 4 || inAddress(s, t) || !d.lowerProseSurname(t, known[t.bare] || said[t.bare] >= lowerProseRepeats) {
			continue
		}
		if overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		add = append(add, personSpan(s, t, t))
	}
	return withAdded(spans, add)
}

// lowerProseSurname is whether t, a lone capitalised word of a lower-case
// transcript, is a surname: one the text names in full (echo) that is no
// stop word, place, country or common word (a town that is a surname too,
// "Ghent", "Murakami", is the town unless the surname is a frequent one,
// "Rodriguez"), or one of the surname lists
// that is besides no given name, organisation, English word or word of a
// European language of rank lowerProseRareRank or better.
func (d *Detector) lowerProseSurname(t token, echo bool) bool {
	l := d.names
	w, low := t.bare, strings.ToLower(t.text)
	if l.stop[w] || l.places[w] || l.geo[w] && !l.frequent[w] || l.countries[w] || demonyms[w] || territoryWords[low] || cldrDates[low] {
		return false
	}
	if rank, common := europeCommon[low]; common && rank <= lowerProseCommonRank {
		return false
	}
	if echo {
		return true
	}
	if !l.last[w] || l.first[w] || l.orgWords[w] || l.firms[w] || l.words[w] || placeHeads[w] || placeNouns[w] || deCommonWords.has(low) {
		return false
	}
	// A word of some language that is a surname too is the word unless it
	// is a frequent surname.
	rank, common := europeCommon[low]
	return !common || l.frequent[w] || rank > lowerProseRareRank
}

// splitLowerProseSpans splits each person of a lower-case transcript that
// is one capitalised word said twice with a space between ("Strauss
// Strauss") into the two persons it is, and drops each person of one word
// that is among europeCommon's commonest words (lowerProseDropRank),
// unless structure vouched for it (keep).
func (d *Detector) splitLowerProseSpans(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	var out []Span
	changed := false
	for i, sp := range spans {
		var repl []Span
		drop := false
		if sp.Kind == Person && !keep[[2]int{sp.Start, sp.End}] {
			a, b, ok := spanWords(toks, sp)
			switch {
			case ok && b == a+1 && toks[a].text == toks[b].text && s[toks[a].end:toks[b].start] == " ":
				repl = []Span{personSpan(s, toks[a], toks[a]), personSpan(s, toks[b], toks[b])}
			case ok && a == b && lowerProseCommon(toks[a].text):
				drop = true
			}
		}
		if repl == nil && !drop {
			if changed {
				out = append(out, sp)
			}
			continue
		}
		if !changed {
			changed = true
			out = append(out, spans[:i]...)
		}
		out = append(out, repl...)
	}
	if !changed {
		return spans
	}
	return out
}

// lowerProseDropRank is the best rank in europeCommon from which a person
// of one word in a lower-case transcript is the word ("Dieu", "Nord"): the
// commonest words only, as given names such as "Leo" rank lower.
const lowerProseDropRank = 500

// lowerProseCommon is whether a word is among europeCommon's commonest.
func lowerProseCommon(w string) bool {
	rank, common := europeCommon[strings.ToLower(w)]
	return common && rank <= lowerProseDropRank
}

// lowerCaseProse is whether the text's sentences open in lower case: at
// least lowerProseMinSentences of them, and at least twice as many as open
// with a capital. A sentence opens at the text's first word and at each
// word after a full stop, question or exclamation mark or ellipsis and a
// space (not "contract.docx"); the
// lines of wrapped prose that go on with a sentence do not count, so only
// a text that writes its sentences in lower case is one.
func lowerCaseProse(s string, toks []token) bool {
	lowerOpen, upperOpen := 0, 0
	for i, t := range toks {
		if i > 0 && !sentenceGap(s[toks[i-1].end:t.start]) {
			continue
		}
		r, _ := utf8.DecodeRuneInString(t.text)
		switch {
		case unicode.IsLower(r):
			lowerOpen++
		case unicode.IsUpper(r):
			upperOpen++
		}
	}
	return lowerOpen >= lowerProseMinSentences && lowerOpen >= 2*upperOpen
}

// sentenceGap is whether the text between two words ends a sentence: a full
// stop, question or exclamation mark or ellipsis, then spaces and at most
// an opening quotation mark, bracket or dash. A handle or a hashtag after
// it ("? @user", "! #tag") is no sentence's first word: its lower case
// says nothing of the text.
func sentenceGap(gap string) bool {
	i := strings.LastIndexAny(gap, ".!?…")
	if i < 0 {
		return false
	}
	_, n := utf8.DecodeRuneInString(gap[i:])
	rest := gap[i+n:]
	return strings.IndexFunc(rest, unicode.IsSpace) >= 0 && strings.TrimLeftFunc(rest, sentenceLead) == ""
}

// sentenceLead is a space or a mark that may open a sentence before its
// first word.
func sentenceLead(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("\"'«»“”‘’„(–—-", r)
}

// lowerProseRareRank is the rank in europeCommon past which a listed
// surname is taken although some language also has it as a word
// ("Chaplin").
const lowerProseRareRank = 1500

// lowerProseRepeats is how often a transcript says a capitalised word that
// no list holds before it is taken as the surname of the person talked
// about ("Szymanoski"): once is as often a work, a place or a brand.
const lowerProseRepeats = 2

// definiteArticles are the definite articles of the Romance and Germanic
// languages written before a noun as a word of their own: a capitalised
// word after one is a thing, a body or a place ("la République", "die
// Linke"), not a person's surname.
var definiteArticles = map[string]bool{"le": true, "la": true, "les": true, "el": true, "los": true, "las": true, "il": true,
	"lo": true, "gli": true, "the": true, "der": true, "die": true, "das": true, "den": true, "dem": true, "het": true}

// unlistedProseWord is whether t is a word of five letters or more, a
// capital then lower case only (not "StoryID"), that no list of names,
// places, organisations or words holds.
func (d *Detector) unlistedProseWord(t token) bool {
	l, w, low := d.names, t.bare, strings.ToLower(t.text)
	_, n := utf8.DecodeRuneInString(t.text)
	if strings.IndexFunc(t.text[n:], unicode.IsUpper) >= 0 || utf8.RuneCountInString(w) < 5 || l.first[w] || l.last[w] || l.geo[w] || l.places[w] || l.countries[w] || l.words[w] || l.proper[w] || l.orgWords[w] || l.firms[w] || l.stop[w] {
		return false
	}
	_, common := europeCommon[low]
	return !common && !deCommonWords.has(low) && !territoryWords[low] && !cldrDates[low] && !demonyms[w]
}

// inAddress is whether t is a part of a host name, a handle or a file name
// ("Newsfeed.Com", "@Newsfeed", "Report.docx"): a dot, an at sign or a
// slash joined to it.
func inAddress(s string, t token) bool {
	before, after := runeBefore(s, t.start), runeAfter(s, t.end)
	if before == '.' || before == '@' || before == '/' || after == '/' || after == '@' {
		return true
	}
	if after != '.' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s[t.end+1:])
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}
