package pii

// unlistedGivenPairs adds, in text of a language no list covers
// (unlistedLower), a given name of the Nordic, Slavic, Dutch, Celtic or
// Baltic lists and the capitalised word after it (givenPairs' tests). Each
// of those lists opens names only where the words around are of its own
// language (nordicAround, slavicAround…); a small language's news names
// its persons by its neighbours' given names — North Sami text by
// Norwegian ones ("Kirsti Paltto", "Ragnhild Nystad"), Karelian by Russian
// ones — where no around test holds. The gate is read once per text; then
// givenPairs' one walk: Find stays linear (docs/adr/0206).
func (d *Detector) unlistedGivenPairs(s string, toks []token, spans []Span) []Span {
	if _, ok := d.unlistedLower(toks); !ok {
		return spans
	}
	return d.givenPairs(s, toks, spans, d.neighbourGiven, anywhere, false)
}

// neighbourGiven: the folded word is a given name of the Nordic, Slavic,
// Dutch, Celtic or Baltic lists.
func (d *Detector) neighbourGiven(bare string) bool {
	return nordicGivenNames.has(bare) || slavicGivenNames.has(bare) || dutchGivenNames.has(bare) || celticGiven(bare) || d.names.balticGiven(bare)
}
