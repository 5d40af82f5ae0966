package pii

// Finnish news prose names the speaker after a quote with the name before
// the verb of saying, the clause closing the sentence: "…, Jortikka
// kertoi.", "…, Piipari sanoo." (docs/adr/0282). saidUnlistedNames reads
// the other order ("…, sier Hansen.") and only in languages no list
// covers; Finnish, read by the Finnish and Hungarian lists, had no such
// pass, and a surname alone there is in no list.

// fiSaidVerbs are Finnish verbs of saying in the third person, present
// and past, singular and plural: the words that close the speaker's
// clause after a quote.
var fiSaidVerbs = wordSet("sanoo\nsanoi\nsanovat\nsanoivat\nkertoo\nkertoi\nkertovat\nkertoivat\ntoteaa\ntotesi\nmuistuttaa\nmuistutti\nkorostaa\nkorosti\npainottaa\npainotti\nlisää\nlisäsi\njatkaa\njatkoi\narvioi\narvioivat\nmyöntää\nmyönsi\nhuomauttaa\nhuomautti\nvakuuttaa\nvakuutti\nkommentoi\nselittää\nselitti\nsummaa\nsummasi\nkuvailee\nkuvaili\npohtii\npohti\nharmittelee\nharmitteli\nkiittelee\nkiitteli\n")

// fiSaidNames adds the speaker before a Finnish verb of saying
// (fiSaidVerbs) that ends a sentence (saidEnd): one to three capitalised
// name words (roNameWord: never lower case in the text, no common word,
// country or people), one space apart, that are no place, body or firm
// of the lists and stand right after a comma. Only runs overlapping
// nothing found are added. One walk over the words: Find stays linear.
func (d *Detector) fiSaidNames(s string, toks []token, spans []Span) []Span {
	var lower map[string]bool
	var add []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		v := toks[i]
		if !fiSaidVerbs[v.text] || !saidEnd(s, v.end) || !spaceApart(s, toks[i-1], v) {
			continue
		}
		if lower == nil {
			lower = lowerWords(toks)
		}
		j := i
		for j > 0 && i-j < maxSaidWords && d.fiSpeakerWord(toks[j-1], lower) && (j == i || spaceApart(s, toks[j-1], toks[j])) {
			j--
		}
		if j == i || j == 0 || s[toks[j-1].end:toks[j].start] != ", " || overlapsFound(spans, &k, toks[j].start, toks[i-1].end) {
			continue
		}
		add = append(add, personSpan(s, toks[j], toks[i-1]))
	}
	return withAdded(spans, add)
}

// fiSpeakerWord: t may stand in a speaker's name (roNameWord) and is no
// place, body, month or firm the lists hold.
func (d *Detector) fiSpeakerWord(t token, lower map[string]bool) bool {
	return d.roNameWord(t, lower) && !d.names.thingWord(t) && !d.names.firms[t.bare]
}
