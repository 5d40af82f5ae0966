package pii

import "strings"

// A South Slavic office names the body it heads in the genitive, with a
// capital: Croatian "potpredsjednik Vlade", "ravnatelj Agencije",
// "predsjednika Uprave", "gradonačelnik Tirane", Slovene "predsednik
// Fonda" (docs/adr/0209). The word is no surname, but its case ending
// hides it from the lists, which hold the nominative.

// officeBodyStems are the stems, folded, of the bodies an office heads in
// Croatian, Serbian and Slovene: government, administration, agency,
// institute, ministry, fund, assembly, county, municipality, city,
// institution, office, council, court, commission, board, union, faculty,
// university, society, chamber, centre, bank. A closed class of nouns.
var officeBodyStems = fieldSet(`vlad uprav agencij institut ministarstv ministrstv fond sabor skupstin zupanij
opcin opstin obcin grad zavod ured urad vijec svet sud sodisc komisij odbor savez zvez fakultet sveucilist
univerz drustv zbornic centr centar bank`)

// southSlavicCaseEnds are the genitive, dative and instrumental endings
// of those nouns: "Vlade", "Fonda", "Ministarstvu", "Odborom".
var southSlavicCaseEnds = []string{"e", "a", "u", "i", "om", "em", "ja", "ju"}

// bodyInCase is whether a folded, bare word is one of officeBodyStems, or
// a place, country or organisation word of the lists, with a South Slavic
// case ending in place of its nominative "-a" ("Tirane", "Rijeke" for
// "Tirana", "Rijeka").
func (l nameLists) bodyInCase(w string) bool {
	for _, e := range southSlavicCaseEnds {
		stem, ok := strings.CutSuffix(w, e)
		if !ok || len(stem) < 3 {
			continue
		}
		if officeBodyStems[stem] || l.geo[stem+"a"] || l.countries[stem+"a"] || l.orgWords[stem+"a"] {
			return true
		}
	}
	return false
}
