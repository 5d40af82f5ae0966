package pii

import "strings"

// Build and project files keep their people in XML records: a Maven pom's
// <developer> and <contributor> hold the person's whole name in <name>
// beside an <id> handle and an <email>; Ivy and Gradle write
// <developer name="…">; a NuGet .nuspec lists <authors>; an Apache
// changes.xml thanks the reporters in an action's due-to attribute,
// several joined by "," or "and", a handle among them ("Ana Lima,
// samabcde"). A <name> outside a team record names the project, and dev=
// is always a handle, so neither is read (docs/adr/0262).

// xmlTeamOpen and xmlTeamClose open and close a pom's person record.
var (
	xmlTeamOpen  = []string{"<developer>", "<contributor>", "<developer ", "<contributor "}
	xmlTeamClose = []string{"</developer>", "</contributor>", "/>"}
)

// xmlTeam is what the line walk keeps between lines: whether a person's
// record is open.
type xmlTeam struct{ open bool }

// slots are the person values on one line of an XML build file: whole
// values (a record's <name>) and lists (due-to, <authors>) whose parts the
// caller reads each as one name.
func (t *xmlTeam) slots(body string) (whole, parts [][2]int) {
	opened := false
	for _, tag := range xmlTeamOpen {
		if i := strings.Index(body, tag); i >= 0 {
			t.open, opened = true, true
			if a, b, ok := xmlAttr(body[i:], "name"); ok {
				whole = append(whole, [2]int{i + a, i + b})
			}
		}
	}
	if t.open {
		if a, b, ok := xmlText(body, "name"); ok {
			whole = append(whole, [2]int{a, b})
		}
	}
	for _, tag := range xmlTeamClose {
		if strings.Contains(body, tag) && (tag != "/>" || opened) {
			t.open = false
		}
	}
	if a, b, ok := xmlAttr(body, "due-to"); ok {
		parts = append(parts, listParts(body, a, b)...)
	}
	if a, b, ok := xmlText(body, "authors"); ok {
		parts = append(parts, listParts(body, a, b)...)
	}
	return whole, parts
}

// xmlText is the text of the first <tag>…</tag> on one line.
func xmlText(body, tag string) (a, b int, ok bool) {
	i := strings.Index(body, "<"+tag+">")
	if i < 0 {
		return 0, 0, false
	}
	a = i + len(tag) + 2
	j := strings.Index(body[a:], "</"+tag+">")
	if j <= 0 {
		return 0, 0, false
	}
	return a, a + j, true
}

// xmlAttr is the value of the attribute key="…" (or '…') on one line; the
// key stands after a space so that "dev-name" is not "name".
func xmlAttr(body, key string) (a, b int, ok bool) {
	i := strings.Index(body, " "+key+"=")
	if i < 0 {
		return 0, 0, false
	}
	a = i + len(key) + 2
	if a >= len(body) || body[a] != '"' && body[a] != '\'' {
		return 0, 0, false
	}
	q := body[a]
	a++
	j := strings.IndexByte(body[a:], q)
	if j <= 0 {
		return 0, 0, false
	}
	return a, a + j, true
}

// listParts splits body[a:b] at commas and at " and ".
func listParts(body string, a, b int) [][2]int {
	var out [][2]int
	for a < b {
		end := b
		if j := strings.IndexByte(body[a:b], ','); j >= 0 {
			end = a + j
		}
		next := end + 1
		if j := strings.Index(body[a:end], " and "); j >= 0 {
			end, next = a+j, a+j+len(" and ")
		}
		out = append(out, [2]int{a, end})
		a = next
	}
	return out
}
