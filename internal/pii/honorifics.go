package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// japanesePosts are the honorifics Japanese puts after a name, written in
// Latin letters joined by a hyphen: "Kurihara-sama". "-san", "-kun" and
// "-chan" are left out: a romanised Chinese given name ends on the same
// syllables ("Louie Chen-chan", "Chu Chiao-chan" in the sixth and tenth
// sets), and a hyphen cannot tell them apart.
var japanesePosts = []string{"sama", "sensei", "dono", "senpai"}

// nameTitles are titles that the sets, like Arabic usage, label inside the
// name ("Sayyid Qadri"): they are not cut.
var nameTitles = map[string]bool{"sayyid": true, "sheikh": true}

// turkishTitles are the Turkish forms of address written before a name
// ("Bay Bandow", "Bayan Kaya", "Sayın Seelenfreund"): cut from the front
// of a person found like titles, but no cue for one (docs/adr/0173): "Bay"
// is an English word too ("Bay Area"), so it must not start a name.
var turkishTitles = map[string]bool{"bay": true, "bayan": true, "sayin": true, "sayın": true}

// trimHonorifics keeps titles out of the persons found: a title before the
// name ("Herr Dr. Alaba Adeyẹmọ", "Shri Karl de Moraes") and a Japanese
// honorific after it ("Jiro Kurihara-sama") are not the person's name, and
// the sets label the name alone. French "M." (monsieur) is also an initial
// ("M. Pinto"), so it is cut only before a listed given name and at least
// one more word ("M. Phillip J. Fischer"); so is Spanish and Portuguese "D."
// (don, dom, dona: "D. Bengt Boccia", docs/adr/0227). A span that is a
// title alone is dropped (docs/adr/0158).
func (d *Detector) trimHonorifics(s string, spans []Span) []Span {
	var out []Span
	changed := false
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		a, b := d.titleEnd(s, sp.Start, sp.End), japanesePostStart(s, sp.Start, sp.End)
		if a == sp.Start && b == sp.End {
			out = append(out, sp)
			continue
		}
		changed = true
		if a >= b || !strings.ContainsFunc(s[a:b], unicode.IsUpper) {
			continue
		}
		out = append(out, vouchedSpan(s, a, b))
	}
	if !changed {
		return spans
	}
	return out
}

// titleEnd is where the name starts in s[a:b] after any leading titles,
// each a word of titles with or without its dot, followed by a space.
func (d *Detector) titleEnd(s string, a, b int) int {
	for a < b {
		w := s[a:b]
		i := strings.IndexAny(w, " \u00a0")
		if i <= 0 {
			return a
		}
		// Portuguese and Spanish write a feminine title with an ordinal
		// indicator after its dot ("Sr.ª", "D.ª", "Dr.ª"); one left alone
		// where a find started inside the title ("ª D.ª Ana") is cut too.
		ord := strings.TrimRight(w[:i], "ªº")
		word := strings.TrimSuffix(ord, ".")
		rest := strings.TrimLeft(w[i:], " \u00a0")
		key := bare(fold(word))
		if rest == "" {
			if officeTitle(key) && !acronym(token{text: word}) && !d.anyGiven(key) && d.foreignProseAt(s, a) {
				return b // an office alone ("Signor Presidente") is no name
			}
			return a
		}
		switch {
		case titles[key] && !nameTitles[key]:
		case loanTitle(word):
		case africanTitles[key]:
		case officeTitle(key) && !acronym(token{text: word}) && !d.anyGiven(key) && d.foreignProseAt(s, a):
		case turkishTitles[key] && !strings.HasSuffix(w[:i], ".") && d.foreignProseAt(s, a):
		case ord == "":
		case (word == "M" || word == "D") && strings.HasSuffix(ord, ".") && d.monsieurBefore(rest):
		default:
			return a
		}
		a = b - len(rest)
	}
	return a
}

// proseReach is how many bytes either side of a title foreignProseAt
// reads: enough for latinProseAround's window, and a bound on the work.
const proseReach = 240

// foreignProseAt is whether the words around byte a of s are prose of a
// Latin-script language other than English (latinProseAround): there
// "Bay" is a Turkish title, in English a word ("Bay Rd").
func (d *Detector) foreignProseAt(s string, a int) bool {
	x, y := max(0, a-proseReach), min(len(s), a+proseReach)
	for x > 0 && !utf8.RuneStart(s[x]) {
		x--
	}
	for y < len(s) && !utf8.RuneStart(s[y]) {
		y++
	}
	toks := words(s[x:y])
	for i, t := range toks {
		if t.start >= a-x {
			return d.names.latinProseAround(toks, i)
		}
	}
	return false
}

// monsieurBefore reports whether rest, the words after "M.", open on a
// listed given name followed by another word: then "M." is a title.
func (d *Detector) monsieurBefore(rest string) bool {
	f := strings.Fields(rest)
	if len(f) < 2 {
		return false
	}
	g := bare(fold(f[0]))
	return d.anyGiven(g) && !d.names.words[g]
}

// japanesePostStart is where a Japanese honorific joined by a hyphen ends
// the name in s[a:b], or b when none does.
func japanesePostStart(s string, a, b int) int {
	w := s[a:b]
	for _, p := range japanesePosts {
		if !strings.HasSuffix(strings.ToLower(w), p) {
			continue
		}
		cut := len(w) - len(p)
		r, n := utf8.DecodeLastRuneInString(w[:cut])
		if !joiner(r) || r == '\'' || r == '’' || r == 'ʼ' {
			continue
		}
		if q, _ := utf8.DecodeLastRuneInString(w[:cut-n]); !unicode.IsLetter(q) {
			continue
		}
		return a + cut - n
	}
	return b
}
