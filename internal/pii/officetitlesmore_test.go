package pii

import "testing"

// TestMoreOfficeSurnames: a surname alone after an office of Slovene,
// Croatian, Romanian, Lithuanian, Latvian, Finnish, Swedish, Norwegian,
// Turkish and Indonesian prose is a person, without the office, and so is
// each of a list after a plural office (sentences and names made for this
// test; docs/adr/0209); a body in the genitive after an office is none.
// Each fails on the code before the change but the last four, which guard
// precision (runs of the change found "Vlade", "Finské", "Džordž" alone
// before an initial and "Amerika Serikat").
func TestMoreOfficeSurnames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Na seji je o predlogu zakona govoril predsednik Brodnjak in pojasnil stališče vlade.", "Brodnjak"},
		{"U raspravi je sudjelovao zastupnik Kovačević, koji je podržao prijedlog zakona.", "Kovačević"},
		{"Proiectul de lege a fost susținut ieri de ministrul Dumitrașcu în fața comisiei.", "Dumitrașcu"},
		{"Posėdyje kalbėjo pirmininkas Žemaitkus ir pristatė įstatymo projektą.", "Žemaitkus"},
		{"Sēdē runāja priekšsēdētājs Bērzkalns un iepazīstināja ar likumprojektu.", "Bērzkalns"},
		{"Eduskunnan istunnossa puhui kansanedustaja Heikkilämäki ja kannatti lakiesitystä.", "Heikkilämäki"},
		{"Frågan besvarades i går av utbildningsministern Strandqvist i riksdagen.", "Strandqvist"},
		{"Saken ble tatt opp av representanten Haugsland i stortinget i går.", "Haugsland"},
		{"Toplantıda söz alan milletvekilleri Karadağlı ve Öztürkmen öneriyi desteklediler.", "Karadağlı|Öztürkmen"},
		{"Rancangan undang-undang itu dibahas oleh menteri Wiranegara dalam rapat kemarin.", "Wiranegara"},
		{"Sastanak je otvorio potpredsjednik Vlade, a zatim su govorili ravnatelj Agencije i župan.", ""},
		{"Projev přednesl president Finské republiky před poslanci.", ""},
		{"Bivši američki predsednik Džordž V. Buš je rekao da je to dobro.", ""},
		{"Undangan itu disampaikan kepada presiden Amerika Serikat kemarin.", ""},
	})
}
