package pii

import (
	"strings"
	"unicode"
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
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		line := s[start:end]
		if capsLine(line) {
			for _, r := range d.capsRuns(line) {
				if !overlapsAny(spans, start+r[0], start+r[1]) {
					add = append(add, Span{Start: start + r[0], End: start + r[1], Kind: Person, Key: strings.Join(strings.Fields(fold(line[r[0]:r[1]])), " ")})
				}
			}
		}
		start = end + 1
	}
	return withAdded(spans, add)
}

// capsLine: a line with letters, none of them lower case.
func capsLine(line string) bool {
	upper := 0
	for _, r := range line {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsUpper(r) {
			upper++
		}
	}
	return upper >= 4
}

// capsRuns gives the extents in line of the runs that read as a person.
func (d *Detector) capsRuns(line string) [][2]int {
	toks := words(line)
	var out [][2]int
	for i := 0; i < len(toks); {
		j := i + 1
		for j < len(toks) && strings.TrimSpace(line[toks[j-1].end:toks[j].start]) == "" && !d.names.stop[toks[j].bare] {
			j++
		}
		if !d.names.stop[toks[i].bare] && d.capsPerson(toks[i:j]) {
			out = append(out, [2]int{toks[i].start, toks[j-1].end})
		}
		i = j
	}
	return out
}

// capsPerson: the words read as given name, particles and surname.
func (d *Detector) capsPerson(run []token) bool {
	var named []token
	for k, t := range run {
		p := europeanParticles[t.bare] || capsParticles[t.bare]
		if p && k > 0 && k < len(run)-1 {
			continue
		}
		named = append(named, t)
	}
	if len(named) < 2 || len(named) > 4 {
		return false
	}
	l := d.names
	for _, t := range named {
		if len([]rune(t.bare)) < 2 || !strings.ContainsAny(t.bare, "aeiouy") {
			return false
		}
		if (l.words[t.bare] || l.places[t.bare] || l.geo[t.bare] || l.orgWords[t.bare] || l.stop[t.bare] || europeStop.has(t.bare)) && !l.first[t.bare] && !l.last[t.bare] {
			return false
		}
	}
	g, last := named[0].bare, named[len(named)-1].bare
	given := l.first[g] || slavicGivenNames.has(g) || l.balticGiven(g) || nordicGivenNames.has(g) || dutchGivenNames.has(g)
	return (given && !l.words[g]) || (l.last[last] && !l.words[last] && !l.first[last])
}
