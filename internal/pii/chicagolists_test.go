package pii

import (
	"strings"
	"testing"
)

// TestNumberedNameListItemsArePersonsWhole: a numbered list of persons
// ("1. ", "2) ", "a. ") is read like a bulleted one, one person per item,
// and a numbered list of steps is left alone (docs/adr/0166).
func TestNumberedNameListItemsArePersonsWhole(t *testing.T) {
	d := NewDetector()
	doc := strings.Join([]string{
		"Speakers, in order:",
		"1. Anna Kowalska",
		"2. Maria Papadopoulou Vlachou",
		"3. Peter Jensen (@pj)",
		"4. Ravindranath Venkatasubramanian",
		"10. John Smith",
	}, "\n")
	wantPersons(t, d, doc, []string{"Maria Papadopoulou Vlachou", "Ravindranath Venkatasubramanian"}, []string{"Maria Papadopoulou"})

	paren := strings.Join([]string{
		"a) Anna Kowalska",
		"b) Thandiwe Okonkwo-Mbeki Dlamini",
		"c) Peter Jensen",
		"d) John Smith",
	}, "\n")
	wantPersons(t, d, paren, []string{"Thandiwe Okonkwo-Mbeki Dlamini"}, nil)

	steps := strings.Join([]string{
		"1. Open Settings",
		"2. Choose Network Access",
		"3. Restart Server",
	}, "\n")
	wantPersons(t, d, steps, nil, []string{"Open Settings", "Network Access", "Restart Server"})
}

// TestChicagoAndMLAAuthors: Chicago's and MLA's reference entries invert
// the first author with a full given name and write the later ones given
// name first; each is one person whole, and prose shaped alike is no entry
// (docs/adr/0166).
func TestChicagoAndMLAAuthors(t *testing.T) {
	d := NewDetector()
	refs := strings.Join([]string{
		"References",
		"Okonkwo, Chidimma, and Li Wang. 2019. The Shape of Lists. Chicago: Press.",
		"Vlachou, Maria A., Tomasz Zieliński, and Aarav Bhattacharjee. 2021. \"Reading Names.\" Journal 4: 1-9.",
		"Zieliński, Tomasz, et al. \"Citations at Scale.\" Proceedings, 2020, pp. 3-8.",
	}, "\n")
	wantPersons(t, d, refs, []string{"Okonkwo, Chidimma", "Li Wang", "Vlachou, Maria A.", "Tomasz Zieliński",
		"Aarav Bhattacharjee", "Zieliński, Tomasz"}, []string{"Shape of Lists", "Reading Names"})

	prose := "Paris, France, and New York. 2019 was a year of travel."
	wantPersons(t, d, prose, nil, []string{"Paris, France", "New York"})
}
