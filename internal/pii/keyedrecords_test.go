package pii

import "testing"

// TestKeyedPeopleRecords checks the people files and design-document
// headers of docs/adr/0207, on made documents with made names: a record's
// name beside its accounts (TOML, YAML, JSON), a name written in lower
// case there, the accounts and groups no persons, "Author(s):" lists with
// addresses and notes, "Thanks to:", HTML-escaped addresses, a title kept
// outside the name, a MAINTAINERS file's "M:<TAB>Name <address>".
func TestKeyedPeopleRecords(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"toml people file", "name = \"Tarquin Oyelaran\"\ngithub = \"TarquinO\"\ngithub-id = 4412093\nzulip-id = 77312\n" +
			"name = 'Wendela Kurkijärvi'\ngithub = 'wkurki'\nemail = 'w@example.org'\n" +
			"name = \"oriel Brankovan\"\ngithub = \"o-brank\"\nirc = \"Oriel_Brank\"\n",
			[]string{"Tarquin Oyelaran", "Wendela Kurkijärvi", "oriel Brankovan"},
			[]string{"TarquinO", "Oriel", "Brank", "Oriel_Brank"}},
		{"yaml people file", "people:\n  - id: ferb\n    name: Dr. Ferdinanda Quillon\n    github: https://github.com/ferb\n" +
			"    teams:\n      - team: steering\n        subproject: Lantern Book\n" +
			"  - name: Ysmay Trevannion\n    irc: 'Ysmay042'\n    email: ys@example.org\n",
			[]string{"Ferdinanda Quillon", "Ysmay Trevannion"},
			[]string{"Dr. Ferdinanda Quillon", "Lantern Book", "Book", "Ysmay042"}},
		{"json people file", "[\n  {\n    \"name\": \"Radomir Elsworth\",\n    \"github\": \"radoE\"\n  }\n]\n",
			[]string{"Radomir Elsworth"}, nil},
		{"design doc header", "# Proposal: faster widgets\n" +
			"Author(s): Oswin Tarkelby, Philippa Maudsley-Rhee\n" +
			"Thanks to: Corentin Abara, Hesper Dunmore, and others for input\nLast updated: 2026-03-01\n",
			[]string{"Oswin Tarkelby", "Philippa Maudsley-Rhee", "Corentin Abara", "Hesper Dunmore"}, nil},
		{"author list with notes", "Author(s): Lucan Pettigrew-Os (lp@example.org), Saffi Okwuosa (saffi@example.org)\n" +
			"Author: Bertil Quarmby &lt;bq@example.org&gt;\nAuthor: Idony Clerkwell\\\n",
			[]string{"Lucan Pettigrew-Os", "Saffi Okwuosa", "Bertil Quarmby", "Idony Clerkwell"}, nil},
		{"maintainers file", "WIDGET DRIVER\nM:\tOrla Quennell <orla@example.org>\nR:\tBodil Strömqvist <bodil@example.org>\nS:\tMaintained\n",
			[]string{"Orla Quennell", "Bodil Strömqvist"}, nil},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}

// TestRecordSlotsNeedAnAccount checks that a name field alone, or one an
// account field stands far from, is no person's record (a project, a
// package), and that a value of common words in lower case never is.
func TestRecordSlotsNeedAnAccount(t *testing.T) {
	if names, _ := recordSlots("[package]\nname = \"Bright Lantern\"\nversion = \"0.1.0\"\n"); names != nil {
		t.Errorf("recordSlots of a manifest = %v, want none", names)
	}
	far := "name = \"Bright Lantern\"\n" + "a = 1\nb = 2\nc = 3\nd = 4\ne = 5\nf = 6\ng = 7\nh = 8\n" + "github = \"lantern\"\n"
	if names, _ := recordSlots(far); names != nil {
		t.Errorf("recordSlots with the account nine lines off = %v, want none", names)
	}
	if toks := detector.recordName("build tools"); toks != nil {
		t.Errorf("recordName(build tools) = %v, want none", toks)
	}
}
