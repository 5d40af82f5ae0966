package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// News prose in most Latin-script languages closes a quote and then names
// its speaker after a verb of saying: Italian "…nucleari", ha scherzato
// Obama.", Indonesian "…kode nuklir," ejek Obama.", Maltese "…," jgħid
// Zammit.", Portuguese "…", disse Temer." The speaker is often a surname
// alone that no list holds and that the text names nowhere else, so
// neither the lists nor an echo of a full name find it. saidUnlistedNames
// (unlistedsaid.go) reads the shape in text of a language no list covers;
// the closing quote is the cue that lets the same shape be read in every
// Latin-script language without a list of its verbs (docs/adr/0274).

// maxQuoteGap bounds the marks between a quote's last word and the verb
// (",", ".", "!", "?", "…" and the closing quote mark, in either order).
const maxQuoteGap = 4

// quotedSpeakers adds, in Latin-script text, the speaker named right after
// a closing quote: the quote's last word, then up to maxQuoteGap marks with
// a closing quote mark among them (quoteBefore) and one space, one or two
// lower-case words of which the last has saidVerbLetters letters or more
// (the verb of saying, an auxiliary before it: "ha scherzato"; an article
// before a noun, "sagte der Experte", "explicou o GM", has fewer), then one
// to maxSaidWords capitalised words that end the sentence (saidEnd). Each
// name word is one unlistedNameWord takes (never written in lower case in
// the text, no common, function or thing's word), no title or office, and
// no word the text writes right before a found person (a title of the
// language no list holds: Indonesian "kata Menkeu." where the text has
// "Menkeu Sri Mulyani"). Only runs overlapping nothing found are added.
// Two walks over the words and one over the spans: Find stays linear.
func (d *Detector) quotedSpeakers(s string, toks []token, spans []Span) []Span {
	var lower, heads map[string]bool
	var add []Span
	k := 0
	for i := 1; i+1 < len(toks); i++ {
		v := toks[i]
		if !quoteBefore(s, toks[i-1].end, v.start) || !startsLowerLatin(v.text) {
			continue
		}
		verb := i
		if startsLowerLatin(toks[i+1].text) && spaceApart(s, v, toks[i+1]) {
			verb = i + 1
		}
		if verb+1 >= len(toks) || utf8.RuneCountInString(toks[verb].bare) < saidVerbLetters || !spaceApart(s, toks[verb], toks[verb+1]) {
			continue
		}
		if lower == nil {
			lower, heads = lowerWords(toks), personHeads(s, toks, spans)
		}
		j := verb + 1
		for j < len(toks) && j-verb <= maxSaidWords && d.speakerWord(toks[j], lower, heads) && (j == verb+1 || spaceApart(s, toks[j-1], toks[j])) {
			j++
		}
		if j == verb+1 || j-verb > maxSaidWords || !saidEnd(s, toks[j-1].end) || overlapsFound(spans, &k, toks[verb+1].start, toks[j-1].end) {
			continue
		}
		add = append(add, personSpan(s, toks[verb+1], toks[j-1]))
		i = j - 1
	}
	return withAdded(spans, add)
}

// quoteCloses are the marks that close a quote in Latin-script prose.
const quoteCloses = "\"”»"

// quoteBefore is whether s[from:to], the gap between two words, ends in
// one space and holds, spaces aside, up to maxQuoteGap marks of ",.!?…"
// and quoteCloses, one of the latter among them. The quote mark closes a
// quote when it is glued to the word before or a mark of ",.!?…" stands
// with it: prose that spaces its quote marks ("… never \",\" jgħid",
// "… l-baħar! \" isostni") writes an opening mark after a space too.
func quoteBefore(s string, from, to int) bool {
	gap, ok := strings.CutSuffix(s[from:to], " ")
	marks := strings.ReplaceAll(gap, " ", "")
	if !ok || marks == "" || utf8.RuneCountInString(marks) > maxQuoteGap || !strings.ContainsAny(marks, quoteCloses) || strings.Trim(marks, ",.!?…"+quoteCloses) != "" {
		return false
	}
	return gap[0] != ' ' || strings.ContainsAny(marks, ",.!?…")
}

// startsLowerLatin is whether w opens on a lower-case Latin letter.
func startsLowerLatin(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r) && unicode.Is(unicode.Latin, r)
}

// speakerWord is whether t may stand in the speaker's name after a quote:
// a word unlistedNameWord takes, no title, office or form of address the
// package lists in any language (Indonesian "kata Menkeu." names an office
// holder, not a person), and none of heads.
func (d *Detector) speakerWord(t token, lower, heads map[string]bool) bool {
	return d.unlistedNameWord(t, lower) && !titles[t.bare] && !officeTitle(t.bare) && !idTitles[t.bare] && !austronesianOffices[t.bare] && !austronesianAddress[t.bare] && !heads[t.bare]
}

// personHeads are the folded, bare words the text writes right before a
// found person, one space apart: the titles and offices of its language.
func personHeads(s string, toks []token, spans []Span) map[string]bool {
	heads := map[string]bool{}
	j := 0
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		for j < len(toks) && toks[j].end <= sp.Start {
			j++
		}
		if j > 0 && toks[j-1].end < sp.Start && s[toks[j-1].end:sp.Start] == " " {
			heads[toks[j-1].bare] = true
		}
	}
	return heads
}
