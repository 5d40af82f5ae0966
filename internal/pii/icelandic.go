package pii

import (
	"sort"
	"strings"
)

// icelandicSuffixes end an Icelandic patronymic (or metronymic) in its
// four cases, folded: "Jónsson", "Jónssonar", "Jónssyni"; "Guðmundsdóttir",
// "Guðmundsdóttur". The stem before one is a father's name in the genitive.
var icelandicSuffixes = []string{"sonar", "syni", "son", "dottir", "dottur"}

// icelandicCaseEndings are the endings an Icelandic given name takes in the
// accusative, dative and genitive ("Jóns", "Gunnari", "Ólafíu", "Hannesar"),
// and icelandicNominative what its nominative may end in once one is cut
// ("Birg|i" → "Birgir", "Leif|i" → "Leifur", "Pál" → "Páll").
var (
	icelandicCaseEndings = []string{"", "s", "ar", "i", "u", "a", "ur", "ir"}
	icelandicNominative  = []string{"", "ur", "ir", "i", "a", "l", "n"}
)

// icelandicWindow is how many words either side of a patronymic are read for
// Icelandic letters.
const icelandicWindow = 12

// icelandicPatronymic: a capitalised word ending in a patronymic's suffix
// after a stem of three letters or more.
func icelandicPatronymic(t token) (string, bool) {
	if !capitalised(t.text) || len(t.bare) > 40 {
		return "", false
	}
	for _, suf := range icelandicSuffixes {
		if strings.HasSuffix(t.bare, suf) && len(t.bare)-len(suf) >= 3 {
			return suf, true
		}
	}
	return "", false
}

// icelandicGiven: a capitalised word that is, in one of its cases, a given
// name of Wiktionary's Nordic list (even one that is also a place: "Braga",
// the dative of "Bragi"), or a given name of the general list as written
// that is no place ("Novak", "Oscar").
func (l nameLists) icelandicGiven(t token) bool {
	if !capitalised(t.text) || len(t.bare) < 2 || len(t.bare) > 24 || l.stop[t.bare] || europeStop.has(t.bare) {
		return false
	}
	if l.first[t.bare] && !l.places[t.bare] {
		return true
	}
	for _, e := range icelandicCaseEndings {
		if !strings.HasSuffix(t.bare, e) || len(t.bare)-len(e) < 2 {
			continue
		}
		stem := t.bare[:len(t.bare)-len(e)]
		for _, n := range icelandicNominative {
			if nordicGivenNames.has(stem + n) {
				return true
			}
		}
	}
	return false
}

// icelandicNames finds Icelandic names whole: up to three given names (or
// initials) joined before a patronymic, in any case ("Andri Þór Björnsson",
// "Gunnari Braga Sveinssyni", "Hannesar S. Jónssonar"). The word model and
// the pairs rule take two words of three, or none of a name declined past
// its lists. Read only where the patronymic is one no other language writes
// (-dóttir, -syni, -sonar) or an Icelandic letter (þ, ð) stands within
// twelve words. A person found inside or across such a name's start is
// replaced by it ("Evrópumeistarinn Helgi Sveinsson" loses the title); one
// running past the patronymic, or anything not a person, is left alone
// (docs/adr/0126).
func (d *Detector) icelandicNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	for i := range toks {
		if g, ok := d.icelandicGenitivePair(s, toks, i); ok {
			add = append(add, g)
			continue
		}
		suf, ok := icelandicPatronymic(toks[i])
		if !ok {
			continue
		}
		// Walk back over given names, initials and (inside the name only)
		// capitalised words in no dictionary: the lists lack many middle
		// names ("Brá", "Freyr"), but the name must open on a listed one.
		from, open := i, i
		for j := i - 1; j >= 0 && i-j <= 3 && joined(s, toks[j], toks[j+1]); j-- {
			given := d.names.icelandicGiven(toks[j])
			if !given && !initial(s, toks[j]) && !d.names.icelandicMiddle(toks[j]) {
				break
			}
			from = j
			if given {
				open = j
			}
		}
		from = open
		if from == i {
			continue
		}
		if suf == "son" {
			lo, hi := toks[max(0, i-icelandicWindow)].start, toks[min(len(toks)-1, i+icelandicWindow)].end
			if !strings.ContainsAny(s[lo:hi], "þðÞÐ") {
				continue
			}
		}
		add = append(add, personSpan(s, toks[from], toks[i]))
	}
	if len(add) == 0 {
		return spans
	}
	drop := map[int]bool{}
	var keep []Span
	k := 0
	for _, a := range add {
		for k < len(spans) && spans[k].End <= a.Start {
			k++
		}
		var over []int
		for j := k; j < len(spans) && spans[j].Start < a.End; j++ {
			over = append(over, j)
		}
		ok := true
		for _, j := range over {
			sp := spans[j]
			if sp.Kind != Person || sp.End > a.End || sp.Start == a.Start && sp.End == a.End {
				ok = false
			}
			if ok && sp.Start < a.Start && !icelandicTitles(toks, sp.Start, a.Start) {
				// The person found holds more of the name than the lists
				// vouch for ("Ara Braga Kárason"): keep its start; only a
				// definite noun before the name is cut.
				a = Span{Start: sp.Start, End: a.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[sp.Start:a.End])), " ")}
			}
		}
		if !ok {
			continue
		}
		for _, j := range over {
			drop[j] = true
		}
		keep = append(keep, a)
	}
	if len(keep) == 0 {
		return spans
	}
	out := make([]Span, 0, len(spans)+len(keep))
	for j, sp := range spans {
		if !drop[j] {
			out = append(out, sp)
		}
	}
	out = append(out, keep...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// icelandicTitles: every word from start to end is a capitalised noun with
// the definite article ("Evrópumeistarinn", "Serbinn"), a title or a
// description before a name, never a name itself.
func icelandicTitles(toks []token, start, end int) bool {
	i := sort.Search(len(toks), func(i int) bool { return toks[i].start >= start })
	n := 0
	for ; i < len(toks) && toks[i].start < end; i++ {
		if !icelandicDefinite(toks[i]) {
			return false
		}
		n++
	}
	return n > 0
}

// icelandicDefinite: a capitalised word ending in the definite article of
// the masculine nominative or dative ("-inn", "-inum").
func icelandicDefinite(t token) bool {
	return capitalised(t.text) && len(t.bare) > 6 && (strings.HasSuffix(t.bare, "inn") || strings.HasSuffix(t.bare, "inum"))
}

// icelandicMiddle may stand inside an Icelandic name between a listed given
// name and the patronymic: capitalised, no English or function word, and
// no definite noun ("Serbinn", "Evrópumeistarinn" end in the article).
func (l nameLists) icelandicMiddle(t token) bool {
	return capitalised(t.text) && len(t.bare) >= 2 && !l.words[t.bare] && !l.stop[t.bare] && !europeStop.has(t.bare) && !icelandicDefinite(t)
}

// icelandicGenitivePair is a foreign name in the Icelandic genitive: a given
// name of the general list with the genitive "s" ("Donalds", "Johns",
// "Oscars"), then a capitalised word that is no English word, function
// word, place or patronymic ("Donalds Trump", "Johns Burgoyne"), where an
// Icelandic letter stands within twelve words. Icelandic declines a
// foreign given name and leaves the surname as written (docs/adr/0126).
func (d *Detector) icelandicGenitivePair(s string, toks []token, i int) (Span, bool) {
	if i+1 >= len(toks) {
		return Span{}, false
	}
	g, w := toks[i], toks[i+1]
	l := d.names
	if !capitalised(g.text) || !capitalised(w.text) || s[g.end:w.start] != " " || !strings.HasSuffix(g.bare, "s") || len(g.bare) < 4 {
		return Span{}, false
	}
	stem := g.bare[:len(g.bare)-1]
	if !l.first[stem] || l.places[stem] || l.first[g.bare] || l.stop[g.bare] || europeStop.has(g.bare) {
		return Span{}, false
	}
	if len(w.bare) < 3 || l.words[w.bare] || l.stop[w.bare] || europeStop.has(w.bare) || l.places[w.bare] || l.geo[w.bare] {
		return Span{}, false
	}
	if _, ok := icelandicPatronymic(w); ok {
		return Span{}, false
	}
	lo, hi := toks[max(0, i-icelandicWindow)].start, toks[min(len(toks)-1, i+icelandicWindow)].end
	if !strings.ContainsAny(s[lo:hi], "þðÞÐ") {
		return Span{}, false
	}
	return personSpan(s, g, w), true
}
