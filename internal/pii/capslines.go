package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// capsParticles stand between a given name and a surname written in
// capitals ("MANUEL DE AGUIAR", "CORMAN Ó DOCHARTAIGH"): the European
// particles and the Irish "Ó", "Ní", "Mac", "Nic".
var capsParticles = map[string]bool{"o": true, "ni": true, "nic": true, "mac": true, "ua": true}

// capsLineNames adds the persons of lines written wholly in capitals, as
// badge lists, rosters and slide headings write them ("GUNTARS ŽAGARS",
// "KEYNOTE: DEE DE MORAES ON CANON IMAGERUNNER"). Such a line is cut into
// runs at punctuation and stop words ("ON", "AND"); a run of two to four
// words (particles aside) is a person when its first word is a given name
// of any list or its last a surname of the lists, read case-insensitively,
// and none of its words is an English word, place, organisation word or
// stop word that no list holds as a name - so "ANNUAL REPORT", "TERMS AND
// CONDITIONS" and "ISTANBUL SUPPLIER DAY" are no persons. Only runs that
// overlap nothing found are added (docs/adr/0158).
func (d *Detector) capsLineNames(s string, spans []Span) []Span {
	var add []Span
	var alone [][2]int // lines that are one run of capitals and nothing else
	whole := 0
	for start := 0; start < len(s); {
		end := lineEndAt(s, start)
		line := s[start:end]
		if capsLine(line) {
			runs, one := d.capsRuns(line)
			for _, r := range runs {
				if r[0] == 0 && strings.TrimSpace(line[r[1]:]) == "" {
					whole++
				}
				add = d.addCapsRun(s, spans, add, start+r[0], start+r[1])
			}
			if len(runs) == 0 && one[1] > 0 {
				alone = append(alone, [2]int{start + one[0], start + one[1]})
			}
		}
		start = end + 1
	}
	// A roster: once two lines of the text are a person whole by the lists,
	// a line of the same shape whose words the lists do not know is one too
	// ("CORMAC Ó DOCHARTAIGH" between "MAURA O’DWYER" and "MARICA GLUŠEVIĆ").
	if whole >= 2 {
		for _, r := range alone {
			add = d.addCapsRun(s, spans, add, r[0], r[1])
		}
	}
	return withAdded(spans, add)
}

// addCapsRun appends s[a:b] to add as a person unless a span overlaps it.
func (d *Detector) addCapsRun(s string, spans, add []Span, a, b int) []Span {
	if overlapsAny(spans, a, b) {
		return add
	}
	return append(add, vouchedSpan(s, a, b))
}

// capsLine: a line with letters, all of them capitals (a letter of a
// script without case, "NEO GEOもついに", makes no line of capitals).
func capsLine(line string) bool {
	upper := 0
	for _, r := range line {
		if unicode.IsLetter(r) && !unicode.IsUpper(r) {
			return false
		}
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper >= 4
}

// capsRuns gives the extents in line of the runs that read as a person,
// and, when the line is one run of two or three words that only the lists
// fail (capsShape), its extent: a roster's line.
func (d *Detector) capsRuns(line string) ([][2]int, [2]int) {
	toks := words(line)
	var out [][2]int
	var one [2]int
	for i := 0; i < len(toks); {
		j := i + 1
		for j < len(toks) && strings.TrimSpace(line[toks[j-1].end:toks[j].start]) == "" && !d.names.stop[toks[j].bare] {
			j++
		}
		// A word glued to a digit ("DE89", "R760") is a code, and so is its run.
		if gluedDigit(line, toks[i:j]) {
			i = j
			continue
		}
		label := strings.HasPrefix(strings.TrimSpace(line[toks[j-1].end:]), ":") // "ATLÉTICO MADRID:" heads a list
		if label {
			i = j
			continue
		}
		if !d.names.stop[toks[i].bare] && d.capsPerson(toks[i:j]) {
			out = append(out, [2]int{toks[i].start, toks[j-1].end})
		} else if i == 0 && j == len(toks) && j-i <= 3 && strings.TrimSpace(line[:toks[0].start]+line[toks[j-1].end:]) == "" && d.capsShape(toks) {
			one = [2]int{toks[i].start, toks[j-1].end}
		}
		i = j
	}
	return out, one
}

// capsShape: two or three words (particles aside) of two letters or more
// with a vowel, none an English word, place, organisation or stop word.
func (d *Detector) capsShape(run []token) bool {
	l := d.names
	n := 0
	for k, t := range run {
		if (europeanParticles[t.bare] || capsParticles[t.bare]) && k > 0 && k < len(run)-1 {
			continue
		}
		n++
		if len([]rune(t.bare)) < 2 || !strings.ContainsAny(t.bare, "aeiouy") || l.words[t.bare] || l.orgWords[t.bare] || l.stop[t.bare] || europeStop.has(t.bare) || fiHuStop.has(strings.ToLower(t.text)) {
			return false
		}
		// A roster's surname may be a town's name ("KOŚCIAN"), its given
		// name not.
		if (l.places[t.bare] || l.geo[t.bare]) && k != len(run)-1 {
			return false
		}
	}
	return n >= 2
}

// capsPerson: the words read as given name, particles and surname.
func (d *Detector) capsPerson(run []token) bool {
	var named []token
	for k, t := range run {
		p := europeanParticles[t.bare] || capsParticles[t.bare]
		if p && (k == 0 || k == len(run)-1) {
			return false // "IBAN DE89": a particle neither opens nor ends a name
		}
		if !p {
			named = append(named, t)
		}
	}
	if len(named) < 2 || len(named) > 4 {
		return false
	}
	l := d.names
	g, last := named[0].bare, named[len(named)-1].bare
	given := d.anyGiven(g) && !l.words[g] && !l.places[g]
	for _, t := range named {
		if len([]rune(t.bare)) < 2 || !strings.ContainsAny(t.bare, "aeiouy") {
			return false
		}
		if l.words[t.bare] || l.orgWords[t.bare] || l.stop[t.bare] || europeStop.has(t.bare) || fiHuStop.has(strings.ToLower(t.text)) || l.places[t.bare] || l.geo[t.bare] {
			if !l.first[t.bare] && !l.last[t.bare] {
				return false
			}
		}
	}
	return given || (l.last[last] && !l.words[last])
}

// anyGiven: a folded word is a given name of one of the lists.
func (d *Detector) anyGiven(g string) bool {
	return d.names.first[g] || slavicGivenNames.has(g) || d.names.balticGiven(g) || nordicGivenNames.has(g) || dutchGivenNames.has(g)
}

// gluedDigit: a digit touches one of the words of run.
func gluedDigit(line string, run []token) bool {
	for _, t := range run {
		r, _ := utf8.DecodeRuneInString(line[t.end:])
		q, _ := utf8.DecodeLastRuneInString(line[:t.start])
		if t.end < len(line) && unicode.IsDigit(r) || t.start > 0 && unicode.IsDigit(q) {
			return true
		}
	}
	return false
}
