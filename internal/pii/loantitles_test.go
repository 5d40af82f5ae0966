package pii

import "testing"

// TestLoanTitles: a title borrowed from Latin or French and spelled a
// language's own way ("Doktoor", "Академик", "Profesor") is cut from the
// person's front like the listed titles; a name with a title's skeleton
// but too short or listed away stays (sentences written for this test;
// docs/adr/0184). The first two fail on the code before the change.
func TestLoanTitles(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Ci Ndakaaru la Doktoor Pàppa Muusaa Coor waxtaan ak ñoom.", "Pàppa Muusaa Coor"},
		{"Тиигэжэ Академик Окладников хэлэһэн байна.", "Окладников"},
		{"Ngomong karo Doktor Suharno Wibowo ing omahe.", "Suharno Wibowo"},
		{"Dr. Rajesh Prasad spoke to the press on Monday.", "Rajesh Prasad"},
	})
	for w, want := range map[string]string{"doktoor": "dktr", "доктор": "dktr", "profeseer": "prfsr",
		"академик": "kdmk", "presidhen": "prsdn", "губернатор": "gbrntr", "漢字": ""} {
		if got := titleSkeleton(w); got != want {
			t.Errorf("titleSkeleton(%q) = %q, want %q", w, got, want)
		}
	}
}
