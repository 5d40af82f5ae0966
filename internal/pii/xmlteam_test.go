package pii

import "testing"

// TestXMLTeamRecords checks the XML people records of docs/adr/0262 on
// made documents with made names: a pom's <developer> and <contributor>
// <name>, an Ivy <developer name=…>, a changes.xml due-to list whose
// parts are names or handles, a .nuspec's <authors>; the project's own
// <name>, the dev= handle and a lone capitalised word (a handle, a
// project) are no persons.
func TestXMLTeamRecords(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"pom developers", "<project>\n  <name>Quillwork Streams</name>\n  <developers>\n    <developer>\n" +
			"      <name>Oswy Tarkelby Pruett</name>\n      <id>otp</id>\n      <email>otp@example.org</email>\n" +
			"    </developer>\n  </developers>\n  <contributors>\n    <contributor>\n" +
			"      <name>Ysolde Vantongeren</name>\n    </contributor>\n    <contributor>\n      <name>Quillhaven</name>\n" +
			"    </contributor>\n  </contributors>\n</project>\n",
			[]string{"Oswy Tarkelby Pruett", "Ysolde Vantongeren"}, []string{"Quillwork Streams", "otp", "Quillhaven"}},
		{"ivy developer", "<info organisation=\"org.example\" module=\"quill\">\n" +
			"  <developer name=\"Brannoc Eddleston\" url=\"https://example.org\"/>\n</info>\n",
			[]string{"Brannoc Eddleston"}, nil},
		{"changes due-to", "<body>\n  <release version=\"2.1\">\n" +
			"    <action dev=\"qtarkel\" type=\"fix\" due-to=\"Idony Clerkwell, wvanst\">Fix the reader.</action>\n" +
			"    <action dev=\"qtarkel\" type=\"add\" due-to=\"Saffi Okwuosa and Lucan Pettigrew\">Add a writer.</action>\n" +
			"    <action dev=\"qtarkel\" type=\"update\" due-to=\"Quarnbot\">Bump a dependency.</action>\n",
			[]string{"Idony Clerkwell", "Saffi Okwuosa", "Lucan Pettigrew"}, []string{"qtarkel", "wvanst", "Quarnbot"}},
		{"nuspec authors", "<metadata>\n  <id>Quill.Streams</id>\n  <authors>Hesper Dunmore, Corentin Abarasz</authors>\n</metadata>\n",
			[]string{"Hesper Dunmore", "Corentin Abarasz"}, nil},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}
