package pii

import "testing"

// TestContributorFileShapes checks the shapes of docs/adr/0232 on made
// documents with made names: a reST file of link targets, most of them
// persons found, vouches for its other targets of two words or more; a
// documentation page's targets (labels, sites) stay none; a reST handle
// note after a list item's name; a plain names file under its heading,
// its placeholders, bots and roles no persons;
// a CODEOWNERS line's owner named in its comment; a CITATION.cff author's
// given name written as initials beside the family name.
func TestContributorFileShapes(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"names.inc", ".. _John Smith: https://github.com/jsmith\n.. _Okvild Tarrasch: https://github.com/okvild\n" +
			".. _Maria Garcia: https://mgarcia.example.org\n.. _Peter Brown: https://github.com/pbrown\n" +
			".. _Yusra Qelbani: https://github.com/yqel\n.. _`Anna Müller`: https://github.com/amuller\n",
			[]string{"Okvild Tarrasch", "Yusra Qelbani", "John Smith", "Anna Müller"}, nil},
		{"doc page targets", ".. _installation:\n.. _PyPI: https://pypi.org/\n.. _Read The Docs: https://readthedocs.org/\n" +
			".. _Sphinx: https://www.sphinx-doc.org/\n",
			nil, []string{"PyPI", "Sphinx", "Read The Docs"}},
		{"rest handle note", "- Tarquin Oyelaran (`@tqo <https://github.com/tqo>`_)\n",
			[]string{"Tarquin Oyelaran"}, nil},
		{"plain names file", "Authors\n=======\nJohn Smith\nMaria Garcia\nPeter Brown\nOkvild Tarrasch\nYusra Qelbani\n",
			[]string{"Okvild Tarrasch", "Yusra Qelbani"}, []string{"Authors"}},
		{"plain names file, no persons", "John Smith\nMaria Garcia\nPeter Brown\nYour Name\nFull Name\n" +
			"GitHub Actions\nDependabot Bot\nRelease Manager\n",
			nil, []string{"Your Name", "Full Name", "GitHub Actions", "Dependabot Bot", "Release Manager"}},
		{"codeowners", "# Owners of each area\n/docs/ @jsmith # John Smith\n/src/io/ @okvild # Okvild Tarrasch\n" +
			"/src/fft/ @yqel # Yusra Qelbani\n",
			[]string{"Okvild Tarrasch", "Yusra Qelbani"}, nil},
		{"citation.cff initials", "authors:\n  - family-names: Qelbani\n    given-names: T\n" +
			"  - given-names: J. R.\n    family-names: Tarrasch\ngrade: B\n",
			[]string{"T", "J. R."}, []string{"B"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}

// TestMailmapCommitNames checks that a .mailmap line's commit name of one
// word is no person (a handle, a lone given name, "Chris.Wu"), while its
// proper name is, and a commit name written in full again is too.
func TestMailmapCommitNames(t *testing.T) {
	doc := "Okvild Tarrasch <okvild@example.org> Okvild <okvild@localhost>\n" +
		"Chris Wu <chris.wu@example.org> Chris.Wu <devnull@localhost>\n" +
		"Yusra Qelbani <yq@example.org> Yusra-Qelbani <yq@example.org>\n" +
		"Maria Garcia <mg@example.org> Maria Garcia <12345+mgarcia@users.noreply.github.com>\n"
	checkFoundAmong(t, "mailmap", doc, []string{"Okvild Tarrasch", "Chris Wu", "Yusra Qelbani", "Maria Garcia"},
		[]string{"Okvild", "Chris.Wu", "Yusra-Qelbani", "Yusra"})
	if got := foundPersons(doc); len(got) != 5 {
		t.Errorf("mailmap: found %q, want the four proper names and Maria Garcia's second", got)
	}
	// A header's list of recipients is no .mailmap: "Bob" stays a person.
	checkFoundAmong(t, "recipients", "Cc: Okvild Tarrasch <ok@example.org>, Bob <bob@example.org>\n", []string{"Okvild Tarrasch"}, nil)
}
