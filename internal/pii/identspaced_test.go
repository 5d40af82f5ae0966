package pii

import "testing"

// TestNamesInSpacedFileNames: a file's name that writes the person with
// spaces, "Surname, Given" or "Surname Given" or "Given Surname", with a
// date, a document's word or a note around it, is one field whose name is
// the person alone, whole (own names and files, no set's; docs/adr/0244).
// The comma cases failed before: the name came out in parts or not at
// all. "Surname Given CV.pdf" passed before and stays as a guard (in other
// files the word rules glued "CV" to such a name), as do the things.
func TestNamesInSpacedFileNames(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"comma, note after", `D:\Personal\Ostrowska, Maja - arbetsavtal.docx`, "Ostrowska, Maja"},
		{"comma, unlisted surname", "/srv/contracts/2026-05-03 Wszołek, Ilse.pdf", "Wszołek, Ilse"},
		{"comma, date before", "smb://nas/hr/20260503 Brandt, Halina signed.pdf", "Brandt, Halina"},
		{"surname first, word after", "/srv/hr/2026-04-09 Kowalczyk Bernadette CV.pdf", "Kowalczyk Bernadette"},
		{"after a key", "Anhang: Ostrowska, Maja - Arbeitsvertrag.pdf", "Ostrowska, Maja"},
		{"link text", `<a href="/f/77">Wszołek, Ilse.docx</a>`, "Wszołek, Ilse"},
		{"things with a comma", "/home/x/Budget, Final.xlsx and /home/x/Paris, France.jpg", ""},
		{"no name", "/data/Release Notes 2026.pdf", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
