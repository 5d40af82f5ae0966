package pii

import "testing"

// TestCaseFormSurnames: a lone word that is the surname of a person found
// in the same text with an ending no list holds (Karelian "-ua", Uzbek
// "-ning") is that person; a word whose ending is a word of its own or
// that shares too little of the surname, a Slavic possessive adjective
// ("Nobeliusove ceny") and English text give none
// (sentences written for this test; docs/adr/0211).
func TestCaseFormSurnames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Toisella šijalla piäsi Kira Jelagina (1. luokka). Šamoin kiitämmä Jelaginua lapšien luomistyönäyttelyn valmistamisešta.", "Kira Jelagina|Jelaginua"},
		{"Oʻzbekiston Respublikasi Prezidenti Islom Karimov fermerlar bilan uchrashdi. Karimovning nutqi hammaga yoqdi.", "Islom Karimov|Karimovning"},
		{"Oʻzbekiston Respublikasi Prezidenti Islom Karimov fermerlar bilan uchrashdi. Karimshop nutqi hammaga yoqdi.", "Islom Karimov"},
		{"Oʻzbekiston Respublikasi Prezidenti Islom Karimov fermerlar bilan uchrashdi. Kariyeva nutqi hammaga yoqdi.", "Islom Karimov"},
		{"Ceny založil chemik Alfred Nobelius v závete. Prvýkrát boli Nobeliusove ceny udeľované v Štokholme.", "Alfred Nobelius"},
		{"The report by Peter Jordanov was read aloud. Everyone then praised Jordanovs for the careful work.", "Peter Jordanov"},
	})
}
