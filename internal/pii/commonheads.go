package pii

// A head noun of a place or body that is also some locale's given name
// ("Isla", "Partido", "Costa", "Loch", "Porto" are on faker's lists) and a
// common word of a European language heads a place or body, not a person
// ("Partido Trabalhista", "Río Severn", "Loch Lomond"; docs/adr/0179).
// listedThing refused every head noun that a name list holds, since "Hill",
// "Lake" and "Baile" are names too; most such words are rare given names of
// one locale's list but everyday nouns of another language.

// censusGiven are the US Census 1990 given names: a head noun among them
// ("Monte", "Marina", "Glen") is a given name in English too, and keeps the
// names lists' word.
var censusGiven = readList("names/census1990/given.txt")

// curatedGiven is whether the folded word w is a given name of Wiktionary's
// German, Nordic, Dutch, Celtic or Slavic categories ("Tor", Norwegian):
// lists curated by culture, unlike faker's, which take in any word a locale
// once gave a child.
func curatedGiven(w string) bool {
	return deGiven.has(w) || nordicGivenNames.has(w) || dutchGivenNames.has(w) || celticGivenNames.has(w) || slavicGivenNames.has(w)
}

// commonHead is whether the person words ws (low: their lower-case forms)
// open on a listed head noun that is one of europeCommon's words (the 3,000
// commonest of some European language: "partido", "río", "loch") and no US
// or curated European given name ("Marina", "Tor"), and go on with a word
// that is no given name ("Isla Mauricio" stays), no frequent US surname
// ("Isla Fisher") nor a Mandarin syllable after another ("Ting Chao Wu").
func (d *Detector) commonHead(ws []token, low []string) bool {
	if len(ws) < 2 || !cldrHeads[low[0]] || censusGiven[ws[0].bare] || curatedGiven(ws[0].folded) || d.names.first[ws[1].bare] || d.names.frequent[ws[1].bare] || hanPair(ws[0], ws[1]) {
		return false
	}
	_, ok := europeCommon[low[0]]
	return ok
}
