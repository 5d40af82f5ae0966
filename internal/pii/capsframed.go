package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// framedCapsNames adds the persons legal and form text writes in capitals
// beside text in mixed case, where the caps-line pass (capsLineNames),
// which wants a line all in capitals, does not look: a court caption's
// party ("MARIA OTÁHAL, Plaintiff,"), a certifying officer ("Certified by
// ALÍCIA LUNA, Notary"), a name in a column after a heading in capitals
// ("DIRECTOR OF FINANCE  ASADULLOH SAVOCA") (docs/adr/0227). The run is
// two or three upper-case Latin words joined by single spaces (a particle
// may stand inside), with no capital word glued to either side. It must
// stand in a frame: after the line's start, a lower-case word or a gap of
// two spaces or more, and before a comma and a capitalised word (a role),
// a colon or the line's end. The words are read through the lists
// case-insensitively, as the upper-case speaker headings of ADR 0200 are,
// and held to more than them because a common word may be a name in
// capitals ("JET", "LUNA", "MARIA"): the first must be a listed given name
// and no place, the last a listed surname, and no word a stop word. Only
// runs that overlap nothing found are added; each word is read once.
func (d *Detector) framedCapsNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i < len(toks); i++ {
		if !capsNameWord(toks[i]) {
			continue
		}
		j := i + 1
		for j < len(toks) && j-i < 4 && s[toks[j-1].end:toks[j].start] == " " && capsNameWord(toks[j]) {
			j++
		}
		run := toks[i:j]
		next := j
		if j < len(toks) && s[toks[j-1].end:toks[j].start] == " " && upperWord(toks[j].text) {
			i = j - 1 // a longer run of capitals: a heading or a firm
			for i+1 < len(toks) && s[toks[i].end:toks[i+1].start] == " " && upperWord(toks[i+1].text) {
				i++
			}
			continue
		}
		i = next - 1
		if len(run) < 2 || !capsLeftFrame(s, toks, run[0], i-len(run)+1) || !capsRightFrame(s, run[len(run)-1].end, nextStart(s, toks, next)) {
			continue
		}
		if !d.capsListedPerson(run) || overlapsFound(spans, &k, run[0].start, run[len(run)-1].end) {
			continue
		}
		add = append(add, personSpan(s, run[0], run[len(run)-1]))
	}
	return withAdded(spans, add)
}

// nextStart is where token j starts, or len(s) past the last.
func nextStart(s string, toks []token, j int) int {
	if j < len(toks) {
		return toks[j].start
	}
	return len(s)
}

// capsNameWord: a word of Latin capitals that may stand in a name.
func capsNameWord(t token) bool {
	return upperWord(t.text) && allLatin(t.text)
}

// capsLeftFrame: what stands before the run's first word (token at) opens
// a name: the line's start, a lower-case word, or a column's gap of two
// spaces or more. Only the gap after the word before is read, so a long
// line costs no more than its words.
func capsLeftFrame(s string, toks []token, first token, at int) bool {
	from := 0
	if at > 0 {
		from = toks[at-1].end
	}
	gap := s[from:first.start]
	if n := strings.LastIndexByte(gap, '\n'); n >= 0 || at == 0 {
		return strings.TrimSpace(gap[n+1:]) == ""
	}
	prev := toks[at-1]
	if gap == " " {
		return strings.ToLower(prev.text) == prev.text && !upperWord(prev.text)
	}
	return len(gap) >= 2 && strings.Trim(gap, " ") == ""
}

// capsRightFrame: what follows the run at byte end, up to the next word at
// byte next (len(s) when none), closes a name: a comma and a capitalised
// word, a colon, or the line's end.
func capsRightFrame(s string, end, next int) bool {
	gap := s[end:next]
	if strings.HasPrefix(gap, ":") {
		return true
	}
	if n := strings.IndexByte(gap, '\n'); n >= 0 {
		return strings.TrimSpace(gap[:n]) == ""
	}
	if next == len(s) {
		return strings.TrimSpace(gap) == ""
	}
	if gap != ", " {
		return false
	}
	w := s[next:]
	if n := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) }); n > 0 {
		w = w[:n]
	}
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && capitalised(w)
}

// capsListedPerson: the run's first word (particles aside) a listed given
// name and no place, its last a listed surname, none a stop word.
func (d *Detector) capsListedPerson(run []token) bool {
	l := d.names
	var named []token
	for k, t := range run {
		if (europeanParticles[t.bare] || capsParticles[t.bare]) && k > 0 && k < len(run)-1 {
			continue
		}
		if l.stop[t.bare] || europeStop.has(t.bare) || len([]rune(t.bare)) < 2 || !strings.ContainsAny(t.bare, "aeiouy") {
			return false
		}
		named = append(named, t)
	}
	if len(named) < 2 {
		return false
	}
	g, last := named[0].bare, named[len(named)-1].bare
	return d.anyGiven(g) && !l.places[g] && l.last[last]
}
