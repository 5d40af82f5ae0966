package pii

import "testing"

// TestCoordinatedSurnames: in prose of a language other than English, a
// lone capitalised word that "and" or "or" of some language (CLDR's list
// patterns) joins to a person found is a person too; a country, a firm, a
// word of a name after a particle, and English prose are left
// (docs/adr/0173). The first three fail on the code before the pass.
func TestCoordinatedSurnames(t *testing.T) {
	checkPersons(t, []personCase{
		{text: "A disputa final ficou entre João Doria e Bolsonaro na semana passada.", want: "Bolsonaro"},
		{text: "O juiz converteu a prisão de Joesley Batista e de Saudino de temporária para preventiva.", want: "Saudino"},
		{text: "Pertemuan antara Kastowo dan Rafik Hariri telah mendekatkan kedua pihak.", want: "Kastowo"},
		{text: "O relatório de Pedro Álvares e Portugal chegou ontem à tarde.", notWant: "Portugal"},
		{text: "The talks between Jane Doeling and Marks were held in the city yesterday.", notWant: "Marks"},
	})
}
