package pii

import "testing"

// TestCaseEchoes: a person found in full in Armenian or Georgian is found
// again by the last word alone in another case ("Գրոմովի" after "Անդրեյ
// Գրոմովը", "აინშტაინმა" after "ალბერტ აინშტაინი"); a word that shares
// the stem of a place or a loan noun is none. Made for this test
// (docs/adr/0222); the first two miss their echo on the code before it.
func TestCaseEchoes(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Անդրեյ Գրոմովը ժամանեց Երևան։ Ըստ Գրոմովի, բանակցությունները շարունակվում են։", "[Անդրեյ Գրոմովը][Գրոմովի]"},
		{"ალბერტ აინშტაინი დაიბადა ულმში. მოგვიანებით აინშტაინმა შექმნა ახალი თეორია.", "[ალბერტ აინშტაინი][აინშტაინმა]"},
		{"Ճապոնիայում անձրև է։", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
