package pii

import (
	_ "embed"
	"slices"
	"strings"
)

// Bhojpuri and the other Hindi-belt languages written in Devanagari
// (docs/adr/0230). Their verb forms and common words are no Hindi words
// ("राखल", kept, reads as Rachel; "कइले", did, as Kyle; "करत", doing, as
// Curt), so no Hindi list refuses them, and devanagariPersons read a verb
// and the word after it as a given name and a surname. Unilex has no
// Bhojpuri list; it has its neighbours': Magahi and Maithili, Bihari
// languages as Bhojpuri is, and Awadhi, which share most of Bhojpuri's
// verb endings and common words. Its Chhattisgarhi and Rajasthani lists,
// farther off, hold particles and foreign names Hindi spells alike ("गे",
// "गेरी", Gerry), and are not read.

// awadhiText, magahiText and maithiliText are Unilex's word lists of
// Awadhi, Magahi and Maithili, each in rank order (names/hi/*.txt,
// scripts/pii-unilex-lists.py).
//
//go:embed names/hi/awa.txt
var awadhiText string

//go:embed names/hi/mag.txt
var magahiText string

//go:embed names/hi/mai.txt
var maithiliText string

// hindiBelt holds the words of the three lists.
var hindiBelt = wordSet(strings.Join([]string{awadhiText, magahiText, maithiliText}, "\n"))

// bhojpuriFunctionWords are Bhojpuri's copulas, relatives and pronouns that
// stand next to a verb or a noun and that no list above holds or Hindi
// lists as another word ("बा", is; "जवन", which; "अतने", this much): a
// closed class kept by hand.
var bhojpuriFunctionWords = wordSet(`बा
बाटे
बाड़े
बाड़ी
बाड़न
बानी
बाड़ू
नइखे
नइखी
जवन
जवना
अतने
ओतने
जतने
एकर
ओकर
ओकरा
एकरा
जेकर
केकर`)

// devaIndependentVowelsInside are the vowel letters Bhojpuri and Awadhi
// write after a bare consonant where Hindi writes a sign or a semivowel:
// "गइल" (went; Hindi "गया"), "भइल", "लइकी" (girl; Hindi "लड़की").
const devaIndependentVowelsInside = "इईउऊए"

// devaGlide: w has a consonant with no sign then an independent vowel
// letter, a spelling of the Hindi-belt languages that Hindi words and
// Hindi spellings of names do not have ("माइकल" puts its इ after a sign).
func devaGlide(w string) bool {
	prevBare := false
	for _, r := range w {
		if prevBare && strings.ContainsRune(devaIndependentVowelsInside, r) {
			return true
		}
		if r == devaNuktaR {
			continue
		}
		_, cons := devaConsonants[r]
		_, pre := devaPrecomposed[r]
		prevBare = cons || pre
	}
	return false
}

// hindiBeltWord: w is a word of the Hindi-belt languages that Hindi does
// not write, so no name: in one of their lists and in neither Hindi list
// (a word Hindi shares, "प्रकाश", light, is also Prakash, and stays to the
// Hindi rules), a Bhojpuri function word, a Nepali function word or verb
// form (nepaliWord, docs/adr/0279), or spelt with a glide
// (devaGlide). A listed given name is never one.
func (l nameLists) hindiBeltWord(w string) bool {
	if l.first[fold(w)] {
		return false
	}
	return bhojpuriFunctionWords[w] || nepaliWord(w) || devaGlide(w) || hindiBelt[w] && !hindiListed(w)
}

// hindiBeltPair: either of a given name's and its next word is a
// Hindi-belt word (hindiBeltWord), so the pair is a verb phrase or a
// phrase of common words ("राखल गइल", was kept; "दिने साँझ", in the
// evening of the day), not a person.
func (l nameLists) hindiBeltPair(a, b string) bool {
	return l.hindiBeltWord(a) || l.hindiBeltWord(b)
}

// hindiBeltHas: v is Devanagari words, one of them a Hindi-belt word.
func (l nameLists) hindiBeltHas(v string) bool {
	ws := strings.Fields(v)
	for _, w := range ws {
		if !devanagariWord(w) {
			return false
		}
	}
	return slices.ContainsFunc(ws, l.hindiBeltWord)
}
