package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

//go:embed names/celtic/given.txt
var celticGivenText string

// celticGivenNames are Wiktionary's given names of Scottish Gaelic, Irish,
// Welsh, Breton and Manx, folded (scripts/pii-slavic-given.py): "Uilleam",
// "Seumas", "Coinneach" stand before a surname no list holds ("Uilleam
// Robasdan", "Calum Dòmhnallach"). Read only in Gaelic or Irish text
// (docs/adr/0160).
var celticGivenNames = sortedList(celticGivenText)

// celticGiven: the folded word is a given name of celticGivenNames that is
// no Gaelic or Irish function word ("Seó" is a name in Wiktionary's lists
// and "seo", this, in Gaelic and Irish text: "Tá Seó Spoirt ar ais").
func celticGiven(b string) bool {
	return celticGivenNames.has(b) && !gaelicFunction[b] && !irishCommon[b] && !irishStop.has(b)
}

// gaelicFunction are Scottish Gaelic function words and the commonest verb
// forms that no English, Irish or Romance sentence writes in lower case
// ("tha" is, "bha" was, "aig" at, "bho" from, "robh" was, "bheil" is,
// "cuideachd" also): two near a name say the text is Gaelic. A closed
// class, as irishCommon is, because stopwords-iso and FrequencyWords hold
// no Scottish Gaelic list (docs/adr/0160).
var gaelicFunction = map[string]bool{"tha": true, "bha": true, "aig": true, "bho": true, "gun": true, "nach": true,
	"airson": true, "robh": true, "bheil": true, "eil": true, "ann": true, "agus": true, "chaidh": true, "thuirt": true,
	"cuideachd": true, "fhathast": true, "iad": true, "aca": true, "aige": true, "dhan": true, "nan": true, "nam": true,
	"gu": true, "ri": true, "mu": true, "seo": true, "sin": true, "chan": true, "cha": true, "gum": true}

// gaelicOpeners open a Gaelic sentence without the lenition that marks most
// past verbs there ("'S i Nancy" written "Si Nancy", "Se", "Ach" but,
// "Agus" and, "Cha" not, "Mar" as): capitalised at a sentence's start and
// glued by a model to the name that follows.
var gaelicOpeners = map[string]bool{"si": true, "se": true, "ach": true, "agus": true, "cha": true, "chan": true,
	"mar": true, "nuair": true, "ged": true}

// gaelicPlaceHeads begin a Gaelic place, folded and read after undoing a
// lenition ("Dùn Èideann" fort, "Beul Feirste" mouth, "Eilean Siar"
// island, "Beinn" mountain, "Àird" height, "Inbhir" river mouth,
// "Siorramachd" shire, "Cuan" ocean, "Caol" strait, "Gleann" glen, "Srath"
// strath, "Oilthigh" university, "Comhairle" council): such a find is no
// person in Gaelic text. Irish's heads (irishPlaceHeads) are read too.
var gaelicPlaceHeads = map[string]bool{"dun": true, "beul": true, "eilean": true, "beinn": true, "aird": true, "ard": true,
	"inbhir": true, "siorramachd": true, "siorrachd": true, "cuan": true, "caol": true, "gleann": true, "srath": true,
	"oilthigh": true, "comhairle": true, "loch": true, "baile": true, "cnoc": true, "ceann": true, "port": true,
	"sgoil": true, "taigh": true, "talla": true, "runaire": true, "ministeir": true}

// gaelicCompass are the points of the compass that end a Gaelic or Irish
// place ("Eilean Siar" the Western Isles, "Èirinn a Tuath" Northern
// Ireland, "an Iar"): a find ending on one is no person.
var gaelicCompass = map[string]bool{"siar": true, "tuath": true, "deas": true, "iar": true, "ear": true, "thuaidh": true,
	"theas": true}

// gaelicWord is a Gaelic function word in lower case.
func gaelicWord(w string) bool {
	return gaelicFunction[w]
}

// celticAround: the words around toks[i] are Irish (irishAround) or
// Scottish Gaelic (two gaelicFunction words in lower case).
func celticAround(toks []token, i int) bool {
	return irishAround(toks, i) || twoWordsAround(toks, i, gaelicWord)
}

// lenited is a capitalised word written with the lenition of Gaelic and
// Irish: a consonant that takes it, then "h" ("Thuirt", "Fhuaireadh",
// "Bhuinnig", "Dh'iarr", "Chaidh"). At a sentence's start such a word is a
// verb in the past (both languages lenite it), never a given name unless
// a list holds it ("Thomas", "Philip").
func lenited(w string) bool {
	if len(w) < 3 || !strings.ContainsRune("BCDFGMPST", rune(w[0])) || w[1] != 'h' {
		return false
	}
	r, _ := utf8.DecodeRuneInString(w[2:])
	return unicode.IsLower(r) || r == '\'' || r == '’'
}

// celticOpener: toks[i] opens a sentence of Gaelic or Irish text with a
// verb or function word that is no name's first word: an Irish opener, a
// Gaelic one, or a lenited word no given-name list holds.
func (l nameLists) celticOpener(s string, t token) bool {
	if !sentenceStart(s, t.start) {
		return false
	}
	low := strings.ToLower(t.text)
	return irishOpeners[low] || gaelicOpeners[low] || lenited(t.text) && !l.first[t.bare] && !celticGiven(t.bare)
}

// gaelicSurname is written as a Gaelic surname: "Mac", "Mhic", "Nic" or
// "Nighean" glued to a capital ("MacMhathain", "NicAsgaill",
// "MhicPhàrlain", "NicIlleDhuibh").
func gaelicSurname(w string) bool {
	for _, p := range []string{"Mac", "Mhic", "Nic"} {
		if r, _ := utf8.DecodeRuneInString(w[min(len(p), len(w)):]); strings.HasPrefix(w, p) && len(w) > len(p)+2 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// gaelicSurnamePairs adds, in Gaelic or Irish text, the persons nothing
// found of a capitalised word then a Gaelic surname ("Iseabail
// NicAsgaill", "Catrìona NicIlleDhuibh"): a surname of that shape is a
// person's whatever given name stands before it. The word before must be
// no opener, place head or function word; each word is read once.
func (d *Detector) gaelicSurnamePairs(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		g, w := toks[i], toks[i+1]
		if !gaelicSurname(w.text) || !capitalised(g.text) || s[g.end:w.start] != " " || len(g.bare) < 3 {
			continue
		}
		if d.names.celticOpener(s, g) || celticPlace(g) || irishStop.has(strings.ToLower(g.text)) ||
			gaelicFunction[strings.ToLower(g.text)] || i > 0 && s[toks[i-1].end:g.start] == " " && capitalised(toks[i-1].text) {
			continue
		}
		if overlapsFound(spans, &k, g.start, w.end) || !celticAround(toks, i) {
			continue
		}
		add = append(add, personSpan(s, g, w))
		i++
	}
	return withAdded(spans, add)
}

// celticPlace: the capitalised word t opens an Irish or Gaelic place,
// read after undoing a mutation ("Bhaile", "Dhùn").
func celticPlace(t token) bool {
	if !capitalised(t.text) {
		return false
	}
	b := t.bare
	if len(b) > 3 && b[1] == 'h' && strings.ContainsRune("bcdfgmpst", rune(b[0])) {
		b = b[:1] + b[2:]
	}
	return irishPlaceHeads[strings.ToLower(unmutated(t.text))] || gaelicPlaceHeads[b]
}
