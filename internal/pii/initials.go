package pii

import (
	"strings"
)

// initialParticles are the lower-case particles a surname after initials
// may start with ("A. van Doorn", "J. de la Cruz").
var initialParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "da": true,
	"di": true, "du": true, "la": true, "le": true, "del": true, "dos": true}

// initialNames mends, after the models, the persons that initials mark
// (docs/adr/0102): one or more initials ("J." or "J.H.") before a surname
// are a person even when the surname is also a word ("J. H. Glass", "G.
// Love"), which the rules leave to context because their features teach the
// word model; and a given name right before a found "A. Leuchter" is part of
// it ("Fred A. Leuchter"). A capitalised word before the initials that is no
// given name is a label's ("Warehouse B. Suzuki"), and then nothing is added;
// initials written without a space before a word of English's are an
// abbreviation's ("P.O. Box", "U.S. Army"). Only words of cased scripts
// count, and text with Han, kana or Hangul is left alone: the character
// model's features read the persons found there (docs/adr/0084), which this
// pass must not change without retraining it.
func (d *Detector) initialNames(s string, toks []token, spans []Span) []Span {
	if hasCJKText(s) {
		return spans // the character model's features read the rules' persons in such text; this pass must not move them
	}
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if !initial(s, toks[i]) {
			continue
		}
		j := i
		for j+1 < len(toks) && initial(s, toks[j]) && joined(s, toks[j], toks[j+1]) {
			j++
		}
		if j == i || initial(s, toks[j]) {
			i = j
			continue
		}
		end := j
		if initialParticles[toks[j].text] && j+1 < len(toks) && joined(s, toks[j], toks[j+1]) {
			end = j + 1
			if initialParticles[toks[end].text] && end+1 < len(toks) && joined(s, toks[end], toks[end+1]) {
				end++ // "van den Bosch"
			}
		}
		w := toks[end]
		if !capitalised(w.text) || !cased(w.text) || !d.surnameAfterInitials(w) || d.names.words[w.bare] && j-1 > i && !strings.Contains(s[toks[i].end:toks[j-1].start], " ") {
			i = j
			continue
		}
		start := i
		if i > 0 && capitalised(toks[i-1].text) && cased(toks[i-1].text) && s[toks[i-1].end:toks[i].start] == " " {
			if !d.names.first[toks[i-1].bare] && !deGiven.has(toks[i-1].bare) || d.names.words[toks[i-1].bare] && !d.names.first[toks[i-1].bare] {
				i = end
				continue // "Warehouse B. Suzuki", "Section A. Smith"
			}
			start = i - 1
		}
		for k < len(spans) && spans[k].End <= toks[start].start {
			k++
		}
		if k < len(spans) && spans[k].Start < w.end {
			sp := spans[k]
			// a person found from the initials on: the given name before them joins it
			if start < i && sp.Kind == Person && sp.Start == toks[i].start && sp.End >= w.end {
				spans[k] = personSpan(s, toks[start], tokenEndingAt(toks, end, sp.End))
			}
			i = end
			continue
		}
		add = append(add, personSpan(s, toks[start], w))
		i = end
	}
	return withAdded(spans, add)
}

// surnameAfterInitials: t can end a name after initials: a surname or
// given name of the lists, or a word in no dictionary; a word of English's
// or German's only when it is one of the frequent surnames; no function
// word of any list.
func (d *Detector) surnameAfterInitials(t token) bool {
	l := d.names
	low := strings.ToLower(t.text)
	if l.stop[t.bare] || europeStop.has(t.bare) || deStop.has(low) || titles[t.bare] || l.places[t.bare] && !l.last[t.bare] {
		return false
	}
	if l.words[t.bare] || deCommonWords.has(low) {
		// a word too: only a frequent surname ("G. Love", "J. H. Glass"), no
		// noun of a name's shape ("U.S. Army", "P.O. Box", "G. Bildung")
		return l.frequent[t.bare]
	}
	return l.last[t.bare] || l.first[t.bare] || cased(t.text)
}

// tokenEndingAt is the token of toks from i on whose end is end (toks[i]
// when none is).
func tokenEndingAt(toks []token, i, end int) token {
	for j := i; j < len(toks) && toks[j].end <= end; j++ {
		if toks[j].end == end {
			return toks[j]
		}
	}
	return toks[i]
}
