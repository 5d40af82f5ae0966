package pii

import (
	"regexp"
	"sort"
	"strings"
)

// A match report names its players by surname alone, in shapes prose has
// not: scorers with the minute ("Ferat 23', Buchtová 67'", "1:0 Gebhardt
// (12.)"), line-ups parted by semicolons, commas and dashes with the
// captain's mark and the substitute in brackets ("Ciorba; Pastore,
// Koirala, Ferat (c); Janošková (Birčaković 74')"), substitutions ("63.
// Kuschmann für Varićak") and bookings ("Gelb: Drechsler."). A lone
// surname is no person to the rules; the minute marks and the list's
// shape are what say it is one (docs/adr/0278).

// matchRun is a run of one to three capitalised words, a player's name.
const matchRun = `\p{Lu}[\p{L}\p{M}'’-]*(?: \p{Lu}[\p{L}\p{M}'’-]*){0,2}`

// matchMinuteName is a name before its minute: "Ferat 23'", "Gebhardt
// (12.)", "Gebhardt (81., Foulelfmeter)", "Birčaković 74')".
var matchMinuteName = regexp.MustCompile(`(?:^|[^\p{L}\p{M}])(` + matchRun + `) \(?\d{1,3}(?:\+\d{1,2})?(?:['’′]|\.[,)])`)

// matchScore is a score or half-time score: "2-1", "3:0", "(1:0)".
var matchScore = regexp.MustCompile(`(?:^|[^\d:.])\d{1,2} ?[-:–] ?\d{1,2}(?:$|[^\d:.])`)

// matchLabel is a line's label: the team or the heading before a colon.
var matchLabel = regexp.MustCompile(`^[^:\n]{1,60}: `)

// matchPiece is one piece of a line-up's value: a name, a minute ("74'",
// "63."), a marker in brackets ("(c)", "(pen)"), a connective of a
// substitution or a list, or punctuation.
var matchPiece = regexp.MustCompile(`^(?:(` + matchRun + `)|\d{1,3}(?:\+\d{1,2})?(?:['’′]|\.)|\([\p{Ll}.]{1,6}\)|(?:für|for|pour|por|per|voor|za|för|and|und|et|y|e|i|og|och|en|replaced by|on for)(?: |$)|[ \t,;–—/&.-]+|[()])`)

// matchCardLabels head a line whose one name is a player: goals, cards
// and bookings in the languages of European leagues' reports.
var matchCardLabels = map[string]bool{"gelb": true, "gelbe karten": true, "rot": true, "gelb-rot": true,
	"yellow": true, "yellow cards": true, "yellow card": true, "booked": true, "bookings": true, "red": true,
	"red card": true, "sent off": true, "cautioned": true, "tore": true, "goals": true, "scorers": true,
	"goalscorers": true, "buts": true, "buteurs": true, "goles": true, "gol": true, "reti": true, "marcatori": true,
	"doelpunten": true, "avertissements": true, "expulsion": true, "amarillas": true, "tarjetas": true,
	"ammoniti": true, "espulsi": true, "gele kaarten": true, "rode kaart": true, "mål": true, "varningar": true}

// matchClubWords are words of a club's or a ground's name, never a
// player's: "SV Eichenau", "Dunmore United", "Aarhus Park".
var matchClubWords = map[string]bool{"fc": true, "sv": true, "sc": true, "ac": true, "as": true, "afc": true,
	"cf": true, "cd": true, "ud": true, "rc": true, "vfb": true, "vfl": true, "tsv": true, "tsg": true, "fk": true,
	"sk": true, "if": true, "bk": true, "united": true, "city": true, "athletic": true, "rovers": true,
	"town": true, "wanderers": true, "albion": true, "county": true, "rangers": true, "sporting": true,
	"olympique": true, "club": true, "park": true, "stadium": true, "stadion": true, "arena": true,
	"ground": true, "real": true, "dynamo": true, "borussia": true, "eintracht": true}

// matchReportPersons adds the players of a match report: in a text with at
// least two names before a minute and a score, every name before a minute,
// and every name of a line whose value is only names, minutes, markers and
// list punctuation (two names at least, one after a goal or card label).
// Words of a club's name, and common words no list holds as names, are no
// player.
func (d *Detector) matchReportPersons(s string, spans []Span) []Span {
	minutes := matchMinuteName.FindAllStringSubmatchIndex(s, -1)
	if len(minutes) < 2 || !matchScore.MatchString(s) {
		return spans
	}
	var add []Span
	for _, m := range minutes {
		add = d.matchPlayer(s, m[2], m[3], add)
	}
	for at := 0; at < len(s); {
		end := strings.IndexByte(s[at:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += at
		}
		// A line may hold several fields parted by a wide space or a
		// tab: "Gelb: Drechsler.  Schiedsrichter: …".
		for f := at; f < end; {
			g := strings.Index(s[f:end], "  ")
			if t := strings.IndexByte(s[f:end], '\t'); t >= 0 && (g < 0 || t < g) {
				g = t
			}
			if g < 0 {
				g = end
			} else {
				g += f
			}
			add = d.matchLineUp(s, f, g, add)
			f = g + 1
			for f < end && (s[f] == ' ' || s[f] == '\t') {
				f++
			}
		}
		at = end + 1
	}
	if len(add) == 0 {
		return spans
	}
	return mergeSpans(spans, dedupeSpans(add))
}

// matchLineUp adds the names of the line s[a:end] when its value, after a
// label, is a line-up's shape.
func (d *Detector) matchLineUp(s string, a, end int, add []Span) []Span {
	label := ""
	if m := matchLabel.FindStringIndex(s[a:end]); m != nil {
		label = strings.ToLower(strings.TrimSpace(s[a : a+m[1]-2]))
		a += m[1]
	}
	// A name in brackets is a substitute only with its minute
	// ("(Birčaković 74')"); else it is a referee's town or a club's
	// ("Gerasim Schmeler (Bielefeld)").
	var names [][2]int
	depth, bracketed := 0, -1
	for at := a; at < end; {
		m := matchPiece.FindStringSubmatchIndex(s[at:end])
		if m == nil || m[1] == 0 {
			return add
		}
		piece := strings.TrimSpace(s[at : at+m[1]])
		switch {
		case m[2] >= 0 && depth > 0:
			bracketed = len(names)
			names = append(names, [2]int{at + m[2], at + m[3]})
		case m[2] >= 0:
			names = append(names, [2]int{at + m[2], at + m[3]})
		case piece == "(":
			depth++
		case piece == ")":
			depth = max(0, depth-1)
			if bracketed >= 0 {
				names = names[:bracketed]
				bracketed = -1
			}
		case piece != "" && piece[0] >= '0' && piece[0] <= '9':
			bracketed = -1
		}
		at += m[1]
	}
	if len(names) < 2 && !(len(names) == 1 && matchCardLabels[label]) {
		return add
	}
	for _, n := range names {
		add = d.matchPlayer(s, n[0], n[1], add)
	}
	return add
}

// matchPlayer adds s[a:b] as a person unless a word of it is a club's or
// a common word no list holds as a name.
func (d *Detector) matchPlayer(s string, a, b int, add []Span) []Span {
	for _, t := range words(s[a:b]) {
		if matchClubWords[t.bare] || d.names.words[t.bare] && !d.names.first[t.bare] && !d.names.last[t.bare] {
			return add
		}
	}
	return append(add, Span{Start: a, End: b, Kind: Person, Key: strings.Join(strings.Fields(fold(s[a:b])), " ")})
}

// dedupeSpans sorts add by start and keeps the first of spans that overlap.
func dedupeSpans(add []Span) []Span {
	sort.SliceStable(add, func(i, j int) bool { return add[i].Start < add[j].Start })
	out := add[:0]
	for _, sp := range add {
		if len(out) > 0 && out[len(out)-1].End > sp.Start {
			continue
		}
		out = append(out, sp)
	}
	return out
}
