package pii

import (
	_ "embed"
	"strings"
	"sync"

	"knowledgestack/internal/seqtag"
)

// fiHuStopText are the Finnish and Hungarian function words of
// stopwords-iso, lower-cased, not folded ("és" is Hungarian, "es" Spanish),
// sorted by byte value (written by scripts/pii-stopwords.py,
// docs/adr/0089). They are evidence of a line's language, not a list of
// non-names: Hungarian's "Mert", "Ott", "Kérem" are given names or surnames
// elsewhere (why docs/adr/0079 left Hungarian out of europe.txt), so they
// count as no name alone only among Finnish or Hungarian words.
//
//go:embed names/stopwords/fi-hu.txt
var fiHuStopText string

var fiHuStop = sortedList(fiHuStopText)

// fiHuWindow words on either side of a word decide whether it stands among
// Finnish or Hungarian words (line breaks included: a line of dialogue is
// short); fiHuEvidence of them must be theirs, and more than are the other
// European languages' (set before measuring, checked on the seventh set:
// docs/adr/0089).
const (
	fiHuWindow   = 12
	fiHuEvidence = 2
)

// fiHuVote is 1 for a word of Finnish or Hungarian: one of their function
// words that is no English word ("is", "be"), a word with ő or ű,
// Hungarian's long umlauts, or a lower-case word with one of their endings
// (fiHuEnding); -1 for a function word of another European language; 0
// otherwise.
func (l nameLists) fiHuVote(t token) int {
	if strings.ContainsAny(t.text, "őűŐŰ") {
		return 1
	}
	switch {
	case fiHuStop.has(strings.ToLower(t.text)):
		if l.words[t.bare] {
			return 0
		}
		return 1
	case europeStop.has(t.bare):
		return -1
	case fiHuEnding(t.text) && !l.words[t.bare]:
		return 1
	}
	return 0
}

// fiHuEndings are case and verb endings of Finnish ("minuutilla",
// "Ottelussa", "kohtaan", "tunteet") and Hungarian ("tagállamaiban",
// "kormánypártból") that lower-case words of other European languages
// seldom end in; a short line of either language holds more of them than of
// its function words.
var fiHuEndings = []string{"ssa", "ssä", "stä", "lla", "llä", "lta", "ltä", "lle", "ksi", "aan", "ään", "iin", "eet",
	"ssut", "ból", "ből", "ról", "ről", "tól", "től", "ság", "ség", "nak", "nek", "ban", "ben"}

// fiHuEnding: a lower-case word of five letters or more with such an ending.
func fiHuEnding(w string) bool {
	if len(w) < 5 || strings.ToLower(w) != w {
		return false
	}
	for _, e := range fiHuEndings {
		if strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// fiHuText says whether words read as Finnish or Hungarian: fiHuEvidence
// of them vote for, and more vote for than against.
func (l nameLists) fiHuText(words []token) bool {
	yes, no := 0, 0
	for _, t := range words {
		switch l.fiHuVote(t) {
		case 1:
			yes++
		case -1:
			no++
		}
	}
	return yes >= fiHuEvidence && yes > no
}

// fiHuAround says whether toks[i] and the fiHuWindow words on either side
// of it read as Finnish or Hungarian.
func (l nameLists) fiHuAround(toks []token, i int) bool {
	return l.fiHuText(toks[max(0, i-fiHuWindow):min(len(toks), i+fiHuWindow+1)])
}

// fiHuFunctionWord is a Finnish or Hungarian function word among words of
// those languages: no name by itself ("Kérem", "Mert" at a sentence's
// start).
func (n *nameScan) fiHuFunctionWord(i int) bool {
	return fiHuStop.has(strings.ToLower(n.toks[i].text)) && n.l.fiHuAround(n.toks, i)
}

// personFiHuFile is the word model trained on the corpora of the shipped
// one and Finnish and Hungarian news, fiction and web text besides (Turku
// NER, NYTK-NerKor: docs/adr/0089). It judges only lines that read as
// Finnish or Hungarian: trained into the one model, the same text shifted
// its decisions on every other language (docs/adr/0085 saw the same with
// Arabic), which the shipped model keeps.
//
//go:embed model/person-fihu.seqtag
var personFiHuFile []byte

// shippedFiHuModel loads the embedded Finnish and Hungarian model once per
// process; nil when trained for other features.
var shippedFiHuModel = sync.OnceValue(func() *seqtag.Model {
	return seqtag.LoadFor(personFiHuFile, PersonFeatureSet)
})

// PersonFiHuModelMeta is the Finnish and Hungarian model's meta, "" when
// none is shipped.
func PersonFiHuModelMeta() string {
	if m := shippedFiHuModel(); m != nil {
		return m.Meta()
	}
	return ""
}

// personModelFor is the word model that judges a segment: the Finnish and
// Hungarian one when its words read as Finnish or Hungarian.
func (d *Detector) personModelFor(toks []token) *seqtag.Model {
	if d.personFiHu == nil {
		return d.person
	}
	if d.names.fiHuText(toks) {
		return d.personFiHu
	}
	return d.person
}

// placeCases are Finnish and Hungarian endings of place cases (in, from,
// to, at: inessive, elative, illative, adessive, ablative, allative;
// Hungarian's inessive, illative, elative, superessive, delative,
// sublative, adessive, ablative, allative, terminative) and what the place's
// own form may end in instead: "Kangasalta" is from Kangasala,
// "Nasiriyahissa" in Nasiriyah, "Kelenföldön" at Kelenföld. Letters as
// folded words write them (ä → a, ö → o).
var placeCases = []struct{ ending, base string }{
	{"lta", "la"}, {"lla", "la"}, {"lle", "la"}, {"ssa", ""}, {"sta", ""}, {"lta", ""}, {"lla", ""},
	{"lle", ""}, {"issa", ""}, {"ista", ""}, {"illa", ""}, {"ilta", ""}, {"ille", ""}, {"iin", ""},
	{"ban", ""}, {"ben", ""}, {"ba", ""}, {"be", ""}, {"bol", ""}, {"rol", ""}, {"tol", ""},
	{"nal", ""}, {"nel", ""}, {"hoz", ""}, {"hez", ""}, {"on", ""}, {"en", ""}, {"ra", ""}, {"re", ""},
	{"ig", ""}, {"ban", "a"}, {"ben", "e"}, {"ig", "a"}, {"ig", "e"},
}

// casedPlace is a capitalised word that is a listed place in a place case
// of Finnish or Hungarian ("Kangasalta", "Kelenföldön").
func (l nameLists) casedPlace(t token) bool {
	if !capitalised(t.text) || l.first[t.bare] || l.last[t.bare] {
		return false
	}
	for _, c := range placeCases {
		if stem, ok := strings.CutSuffix(t.bare, c.ending); ok && len(stem) >= 3 {
			if p := stem + c.base; l.places[p] || l.geo[p] {
				return true
			}
		}
	}
	return false
}
