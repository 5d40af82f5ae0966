package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons in Maltese news prose (docs/adr/0230). Maltese glues its article
// to the next word with a hyphen ("Il-Ministru", "is-Sur", "iċ-Chairman")
// and capitalises offices and bodies, so the passes for other Latin
// languages took an office into a name ("Il-Ministru Tonio Fenech"), read
// an office and its adjective as one ("Kap Eżekuttiv", chief executive),
// or a capitalised sentence opener as a given name ("Allura Robert
// Abela"); a double surname ("Borg Bonaci") and a particle ("Antoine d'
// Ambrogio") were cut.

// malteseCommonText are Unilex's commonest Maltese words written in lower
// case more than capitalised (names/mt/common.txt,
// scripts/pii-unilex-lists.py): "iżda" (but), "kien" (was), "allura" (so).
//
//go:embed names/mt/common.txt
var malteseCommonText string

// malteseCommon holds malteseCommonText with each word's rank.
var malteseCommon = wordRanks(malteseCommonText)

// malteseCommonTop is the rank within which a common word is no name even
// when a list holds it as one: "Minn" (from) and "Kien" (was) are
// surnames of the census too, when they open a sentence.
const malteseCommonTop = 1000

// malteseOffices are the offices, titles and forms of address Maltese
// writes before a name, folded: minister, prime minister, president,
// honourable, doctor, chief, commissioner, judge, Mr, Mrs, member,
// deputy, leader, professor, lawyer, secretary, chairman; and the
// capitalised adjectives of the nation, Gozo and the two parties that
// stand before or for a name ("Malti", "Laburista"), and the government. A closed class kept
// by hand; no licensed list of Maltese offices was found.
var malteseOffices = bareFoldedSet(`ministru prim president presidenta onor onorevoli dr kap kummissarju imħallef sur
sinjura sinjorina deputat mexxej membru professur avukat segretarju chairman viċi kelliem kelliema kap
gvern malti maltija maltin għawdxi għawdxija għawdxin laburista laburisti nazzjonalista nazzjonalisti`)

// malteseArticles are the forms of the Maltese article that a hyphen glues
// to the next word, folded, with "ta'"'s and the prepositions' glued forms
// ("tal-", "mill-", "lill-").
var malteseArticles = bareFoldedSet(`il l is ix id it ir in iż iċ iz ic is tal tas tax tad tat tar tan taż taċ
mill fil bil għall lill mal sal bl fl ma`)

// malteseLetters are the letters Maltese writes that no language in Latin
// script but Maltese and Polish does: a line with one is Maltese or Polish,
// whose names no Maltese word or office starts.
const malteseLetters = "ħĦċĊġĠżŻ"

// malteseLines returns the [start, end) of every line of s holding a
// Maltese letter, in order.
// One pass over s.
func malteseLines(s string) [][2]int {
	var out [][2]int
	start, found := 0, false
	for i, r := range s {
		if r == '\n' {
			if found {
				out = append(out, [2]int{start, i})
			}
			start, found = i+1, false
			continue
		}
		if !found && strings.ContainsRune(malteseLetters, r) {
			found = true
		}
	}
	if found {
		out = append(out, [2]int{start, len(s)})
	}
	return out
}

// malteseGlued: w is an article glued to a word by a hyphen ("Il-Ministru",
// "is-Sur").
func malteseGlued(w string) bool {
	i := strings.IndexAny(w, "-‑")
	return i > 0 && i+1 < len(w) && malteseArticles[bare(fold(w[:i]))]
}

// malteseLead: w opens no Maltese name and ends none: a glued article, an
// office, or a capitalised common word that is no listed given name or
// surname (a listed one too when it opens a sentence and is among the
// malteseCommonTop commonest).
func (l nameLists) malteseLead(w string, opens bool) bool {
	f := fold(w)
	if malteseGlued(w) || malteseOffices[bare(f)] {
		return true
	}
	r := malteseCommon[strings.ToLower(w)]
	return r > 0 && (r <= malteseCommonTop && opens || !l.first[bare(f)] && !l.last[bare(f)])
}

// malteseNameWord: w may join a Maltese name found beside it: capitalised
// and no lead (malteseLead) nor Maltese common word.
func (l nameLists) malteseNameWord(w string) bool {
	return capitalised(w) && !l.malteseLead(w, false)
}

// tidyMaltese trims and mends the persons found in Maltese lines: the
// glued articles, offices and common words at either end are cut (a find
// left empty is dropped); then a capitalised name word after it joins
// ("Carlo Borg" + "Bonaci"), a listed surname before a find of one word
// joins ("Borg" + "Bonaci"), and so does a given
// name with the particle "d'" before the find ("Antoine d' Ambrogio").
// One look at each find's ends and neighbours.
func (d *Detector) tidyMaltese(s string, spans []Span) []Span {
	lines := malteseLines(s)
	if len(lines) == 0 {
		return spans
	}
	out := spans[:0:0]
	li := 0
	for k, sp := range spans {
		for li < len(lines) && lines[li][1] < sp.Start {
			li++
		}
		if sp.Kind != Person || li >= len(lines) || sp.Start < lines[li][0] || sp.End > lines[li][1] {
			out = append(out, sp)
			continue
		}
		ws := strings.Fields(s[sp.Start:sp.End])
		a, b := 0, len(ws)
		for a < b && d.names.malteseLead(ws[a], a == 0 && sentenceOpens(s, sp.Start)) {
			a++
		}
		for b > a && d.names.malteseLead(ws[b-1], false) {
			b--
		}
		if a == b || a > 0 && b == a+1 && !d.names.first[bare(fold(ws[a]))] && !d.names.last[bare(fold(ws[a]))] {
			// "Kap Eżekuttiv": an office's adjective is left alone.
			continue
		}
		start := sp.Start + strings.Index(s[sp.Start:sp.End], ws[a])
		end := start
		if b > a {
			last := ws[b-1]
			end = sp.Start + strings.LastIndex(s[sp.Start:sp.End], last) + len(last)
		}
		lo, hi := lines[li][0], lines[li][1]
		if len(out) > 0 {
			lo = max(lo, out[len(out)-1].End)
		}
		if k+1 < len(spans) {
			hi = min(hi, spans[k+1].Start)
		}
		if w, ws0 := mtWordBefore(s, lo, start); w != "" && a+1 == b && d.names.malteseNameWord(w) && d.names.last[bare(fold(w))] {
			start = ws0
		} else if start-4 >= lo && s[start-4:start] == " d' " {
			if g, gs := mtWordBefore(s, lo, start-3); g != "" && d.names.malteseNameWord(g) {
				start = gs
			}
		}
		if w, we := mtWordAfter(s, end, hi); w != "" && d.names.malteseNameWord(w) {
			end = we
		}
		v := s[start:end]
		out = append(out, Span{Start: start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(v)), " ")})
	}
	return out
}

// nameRune is a letter, a mark, an apostrophe or a hyphen: a rune of a
// name's word.
func nameRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.M, r) || r == '\'' || r == '’' || r == '-'
}

// mtWordBefore is the word that ends one space before i (no earlier than
// lo) and its start, or "" and the position of that space.
func mtWordBefore(s string, lo, i int) (string, int) {
	if i-1 < lo || s[i-1] != ' ' {
		return "", i
	}
	j := i - 1
	for j > lo {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		if !nameRune(r) {
			break
		}
		j -= n
	}
	return s[j : i-1], j
}

// mtWordAfter is the word that starts one space after i (ending no later
// than hi) and its end, or "".
func mtWordAfter(s string, i, hi int) (string, int) {
	if i+1 >= hi || s[i] != ' ' {
		return "", i
	}
	j := i + 1
	for j < hi {
		r, n := utf8.DecodeRuneInString(s[j:])
		if !nameRune(r) {
			break
		}
		j += n
	}
	return s[i+1 : j], j
}
