package pii

import "testing"

// TestElidedNames: in Czech prose a capitalised surname after the corpus's
// "*" (a given name left out) is a person, and so is the same surname
// again in another case; a German list flattened into a line is none
// (sentences and names made for this test; docs/adr/0209), nor is a
// Markdown list of titles. The first three fail on the code before the
// change; the last two guard precision (the first run of the change found
// "Panteon" and "Hlasy").
func TestElidedNames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"V rozpravě k návrhu zákona vystoupil také * Vlasák, který mluvil o zemědělství.", "Vlasák"},
		{"* Brouzdal pracoval jako garant pro zajištění výroby píce v kraji.", "Brouzdal"},
		{"Nejvýraznější osobností, která to ukazuje, je * Wetmore.\nWetmore odmítá přijmout roli řemeslníka.", "Wetmore|Wetmore"},
		{"Literatur * Weblinks * Verzeichnis der Schriften des Vereins in der Bibliothek.", ""},
		{"Jeho poviedky sú ironické a sentimentálne.\n* Panteon\n* Hlasy v poušti\nZachytáva ľudovú vzburu.", ""},
	})
}
