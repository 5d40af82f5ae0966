package pii

import (
	"sort"
	"strings"
)

// icelandicFunction are Icelandic words that open a sentence capitalised
// and are never a given name, folded: pronouns, conjunctions, adverbs,
// prepositions and the commonest verbs ("Þegar", "Enda", "Sagði"). Written
// for this pass (docs/adr/0201); no list of Icelandic stopwords under a
// vendorable licence sits beside the others.
var icelandicFunction = map[string]bool{
	"thad": true, "thetta": true, "thessi": true, "hann": true, "hun": true, "their": true, "thaer": true,
	"thau": true, "vid": true, "eg": true, "thu": true, "enda": true, "en": true, "og": true, "eda": true,
	"ef": true, "thegar": true, "thar": true, "tha": true, "thvi": true, "sem": true, "ad": true, "um": true,
	"med": true, "fra": true, "til": true, "ur": true, "hja": true, "eftir": true, "fyrir": true, "undir": true,
	"yfir": true, "milli": true, "medal": true, "ekki": true, "einnig": true, "lika": true, "nu": true,
	"svo": true, "her": true, "hvad": true, "hver": true, "hvernig": true, "hvar": true, "hvort": true,
	"sagdi": true, "segir": true, "segist": true, "sagdist": true, "var": true, "er": true, "eru": true,
	"voru": true, "hefur": true, "hafa": true, "hafdi": true, "verdur": true, "vard": true, "mun": true,
	"ma": true, "getur": true, "allt": true, "allir": true, "einn": true, "ein": true, "eitt": true,
	"adeins": true, "i": true, "a": true, "af": true, "vegna": true, "samkvaemt": true, "sidan": true,
	"nefnir": true, "telur": true, "taldi": true, "kvedst": true, "baetir": true, "baetti": true,
	"annar": true, "gert": true, "sa": true, "su": true, "ljost": true, "loks": true,
}

// icelandicSpeech are the verbs of saying after or before which Icelandic
// news names a person by one word ("segir Júlíus", "Margrét segir",
// "bætti Raiola við"), folded.
var icelandicSpeech = map[string]bool{
	"segir": true, "sagdi": true, "segist": true, "sagdist": true, "kvedst": true, "kvadst": true,
	"baetir": true, "baetti": true, "telur": true, "taldi": true, "nefnir": true, "skrifar": true,
	"skrifadi": true, "segja": true, "sogn": true,
}

// icelandicLoneCases maps an ending a lone given name may carry to the
// endings its nominative may have once the ending is cut: the cases of the
// strong masculine ("Ásmund", "Ásmundi", "Péturs"; "Pál", "Páls"), the
// weak masculine ("Braga", "Gísla") and the feminine ("Katrínu",
// "Katrínar", "Báru"). Narrower than icelandicCaseEndings: a lone word has
// no patronymic to vouch for it, and the plurals of clubs and nouns
// ("Haukar", "Gestir", "Víkinga") must not read as a case.
var icelandicLoneCases = []struct{ ending, nominatives string }{
	{"s", ",ur,l,n"}, {"ar", ""}, {"i", "ur,,l,n"}, {"u", ",a"}, {"a", "i"}, {"", "ur,l,n"},
}

// icelandicLoneGiven: t is a given name of the Nordic list as written
// (exact), or in one of icelandicLoneCases, "-ju"/"-jar" ("Oddnýju"), or
// with the u-umlaut ("Söru", "Önnu", "Bjarkar").
func (l nameLists) icelandicLoneGiven(t token) (exact, ok bool) {
	b := t.bare
	if !capitalised(t.text) || len(b) < 2 || len(b) > 24 || icelandicFunction[b] || europeStop.has(b) {
		return false, false
	}
	if nordicGivenNames.has(b) {
		return true, true
	}
	for _, c := range icelandicLoneCases {
		stem, found := strings.CutSuffix(b, c.ending)
		if !found || len(stem) < 2 {
			continue
		}
		for _, n := range strings.Split(c.nominatives, ",") {
			if (c.ending != "" || n != "") && nordicGivenNames.has(stem+n) {
				return false, !l.places[stem+n]
			}
		}
	}
	for _, e := range []string{"ju", "jar"} {
		if stem, found := strings.CutSuffix(b, e); found && nordicGivenNames.has(stem) {
			return false, true
		}
	}
	if stem, found := strings.CutSuffix(b, "u"); found {
		if k := strings.LastIndexByte(stem, 'o'); k > 0 && nordicGivenNames.has(stem[:k]+"a"+stem[k+1:]+"a") {
			return false, !l.places[stem[:k]+"a"+stem[k+1:]+"a"]
		}
	}
	if stem, found := strings.CutSuffix(b, "ar"); found {
		if k := strings.LastIndexByte(stem, 'a'); k > 0 && nordicGivenNames.has(stem[:k]+"o"+stem[k+1:]) {
			return false, true
		}
	}
	return false, false
}

// icelandicNotPerson are the words after which a given name is a place or
// a saint's church, folded: "í" ("í Garði") and "heilags" ("kirkja
// heilags Péturs").
var icelandicNotPerson = map[string]bool{"i": true, "heilags": true, "heilagrar": true, "heilagri": true, "heilogum": true, "sankti": true}

// icelandicBefore are the prepositions of going and passing that put a
// place or a river after them far oftener than a person, folded: "til
// Ríó", "um Dóná". A given name of the general list (no Nordic one) is
// not read after them.
var icelandicBefore = map[string]bool{"til": true, "um": true, "fra": true, "a": true, "ur": true, "yfir": true, "gegnum": true}

// quoted: t stands right after an opening quotation mark („Antillas“).
func quoted(s string, t token) bool {
	return t.start > 0 && strings.ContainsAny(s[max(0, t.start-3):t.start], "„“\"'‘«")
}

// icelandicText: an Icelandic letter (þ, ð) stands within icelandicWindow
// words of toks[i].
func icelandicText(s string, toks []token, i int) bool {
	lo, hi := toks[max(0, i-icelandicWindow)].start, toks[min(len(toks)-1, i+icelandicWindow)].end
	return strings.ContainsAny(s[lo:hi], "þðÞÐ")
}

// sentenceOpener: toks[i] opens its line or follows a full stop, a colon,
// a question or an exclamation mark.
func sentenceOpener(s string, toks []token, i int) bool {
	if i == 0 {
		return true
	}
	gap := s[toks[i-1].end:toks[i].start]
	if strings.ContainsRune(gap, '\n') {
		return true
	}
	gap = strings.TrimRight(gap, " \t\"“„'‘")
	return strings.HasSuffix(gap, ".") || strings.HasSuffix(gap, ":") || strings.HasSuffix(gap, "?") || strings.HasSuffix(gap, "!")
}

// icelandicLoneNames finds the persons Icelandic news names by one given
// name, or a given name and a second one, in any case: "segir Júlíus",
// "Margrét segir", "með Ásmundi", "Oddnýju", "Gunnari Smára"; a foreign
// name beside a verb of saying ("sagði Johnson", "bætti Raiola við"); and
// a foreign surname in the genitive "-s" ("Trumps", "Khashoggis"), whose
// stem is a listed surname or one the text names a person by; and the
// capitalised words after a noun of a person's calling ("söngkonan Yuliya
// Samoilova", icelandicTitled). Icelandic
// writes nouns, titles and adjectives of nationality in lower case, so a
// capitalised word inside a sentence is a proper noun; the Nordic list in
// its cases tells the given names among them from places and firms. A
// sentence's first word counts only with a verb in lower case after it.
// Read where þ or ð stands within twelve words. Spans already found are
// left alone, but one opening on a capitalised function word or noun of
// calling loses it ("Þegar Lina" → "Lina"), and one that is such a
// word alone is dropped (docs/adr/0201).
func (d *Detector) icelandicLoneNames(s string, toks []token, spans []Span) []Span {
	l := d.names
	surnames := map[string]bool{}
	for _, sp := range spans {
		if a, b, ok := spanWords(toks, sp); ok && sp.Kind == Person && b > a {
			surnames[toks[b].bare] = true
		}
	}
	var add []Span
	k := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if !capitalised(t.text) || overlapsFound(spans, &k, t.start, t.end) || t.end < len(s) && joiner(rune(s[t.end])) {
			continue
		}
		if !icelandicText(s, toks, i) {
			continue
		}
		opener := sentenceOpener(s, toks, i)
		var prev string
		nextLower := false
		if i+1 < len(toks) && s[t.end:toks[i+1].start] == " " {
			nextLower = strings.ToLower(toks[i+1].text) == toks[i+1].text
		}
		if i > 0 && !opener {
			prev = toks[i-1].bare
		}
		// Only after the verb: before it stand nouns with the article
		// too ("Sagan segir").
		speech := icelandicSpeech[prev]
		if opener && !nextLower || icelandicFunction[t.bare] || icelandicNotPerson[prev] || t.end+2 <= len(s) && s[t.end:t.end+2] == " -" || quoted(s, t) {
			continue
		}
		if i > 0 && !opener && s[toks[i-1].end:t.start] == " " && capitalised(toks[i-1].text) {
			// Inside a run of capitalised words the lists did not close
			// ("New York Knicks"): a firm or a place as often as a name.
			continue
		}
		if l.words[t.bare] && l.words[prev] && !icelandicFunction[prev] {
			// After an English word ("This is Love") a word of both
			// languages is the English one.
			continue
		}
		if run := icelandicTitled(s, toks, i, l); run > 0 {
			// A copy of k: a run the spans cross is passed over, and
			// the words after i are read again.
			kk := k
			free := true
			for j := i + 1; j < i+run && free; j++ {
				free = !overlapsFound(spans, &kk, toks[j].start, toks[j].end)
			}
			if free {
				add = append(add, personSpan(s, t, toks[i+run-1]))
				i += run - 1
				k = kk
				continue
			}
		}
		listed := !l.places[t.bare] && !l.geo[t.bare] && !l.firms[t.bare] && !l.orgWords[t.bare]
		end := i
		exact, given := l.icelandicLoneGiven(t)
		switch {
		case given && (exact || listed):
			for end+1 < len(toks) && end-i < 2 && s[toks[end].end:toks[end+1].start] == " " {
				nt := toks[end+1]
				if _, ok := icelandicPatronymic(nt); ok {
					end++
					break
				}
				if x, g := l.icelandicLoneGiven(nt); !g || !x && l.places[nt.bare] {
					break
				}
				end++
			}
		case !opener && !icelandicBefore[prev] && listed && l.first[t.bare] && !l.words[t.bare] && !l.common[t.bare]:
		case speech && listed && (l.first[t.bare] || l.last[t.bare]) && !l.words[t.bare] && !l.common[t.bare]:
		case !opener && listed && len(t.bare) >= 5 && strings.HasSuffix(t.bare, "s") && !l.first[t.bare]:
			stem := t.bare[:len(t.bare)-1]
			if !surnames[stem] && !(l.last[stem] && !l.places[stem] && !l.first[stem]) {
				continue
			}
		default:
			continue
		}
		if end+1 < len(toks) && s[toks[end].end:toks[end+1].start] == " " && capitalised(toks[end+1].text) {
			// A capitalised word after it that is no given name makes a
			// firm, a place or a name the lists cannot close.
			continue
		}
		add = append(add, personSpan(s, t, toks[end]))
		i = end
	}
	spans = d.cutIcelandicOpeners(s, toks, spans)
	if len(add) == 0 {
		return spans
	}
	out := append(spans, add...)
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// cutIcelandicOpeners drops the capitalised function word or noun of
// calling (icelandicOpener) a person found opens on at a sentence's start
// in Icelandic text ("Þegar Lina", "Sagði Sigríður", "Varnarmálaráðherrann
// Guy Parmelin"), and drops a person that is such a word alone ("Enda").
func (d *Detector) cutIcelandicOpeners(s string, toks []token, spans []Span) []Span {
	var out []Span
	for j, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if !ok || sp.Kind != Person || !icelandicOpener(toks[a]) || !sentenceOpener(s, toks, a) || !icelandicText(s, toks, a) {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		if b == a {
			// The function word alone ("Enda hefðum við"): no person.
			out[j].Kind = ""
			continue
		}
		out[j] = personSpan(s, toks[a+1], toks[b])
	}
	if out == nil {
		return spans
	}
	kept := out[:0]
	for _, sp := range out {
		if sp.Kind != "" {
			kept = append(kept, sp)
		}
	}
	return kept
}
