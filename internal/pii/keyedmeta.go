package pii

import (
	"regexp"
	"strings"
)

// Document metadata keys its persons by element, by object and by section
// (docs/adr/0204): TEI's persName, DocBook's personname, Office's
// dc:creator and cp:lastModifiedBy, a PDF's /Author; the "name" of a user
// object in an issue tracker's JSON ("author": {"login": …, "name": …});
// and the "name" of a configuration file's [user] or [maintainer]
// section (gitconfig, INI).

// personElements are the XML elements, lower-cased, that hold one person's name.
var personElements = map[string]bool{"persname": true, "personname": true, "dc:creator": true,
	"cp:lastmodifiedby": true, "meta:initial-creator": true, "dc:contributor": true}

// pdfAuthor is a PDF Info dictionary's /Author entry.
var pdfAuthor = regexp.MustCompile(`/Author\s*\(([^()\n]{1,120})\)`)

// userObject is a JSON member opening a user object before a "name"
// member on the same line: "author": {"login": "u1", "name": …}.
var userObject = regexp.MustCompile(`"(?:author|authors|assignee|assignees|user|committer|reporter|creator|maintainer|maintainers|contributor|contributors|reviewer|reviewers|requested_reviewers|sender)"\s*:\s*\[?\s*\{[^{}]*$`)

// personSections are the sections of a configuration file whose "name" is a person's.
var personSections = map[string]bool{"user": true, "maintainer": true, "author": true, "owner": true}

// metaSlots are the persons of a line's person elements, PDF /Author and
// JSON user objects.
func metaSlots(body string) [][2]int {
	var out [][2]int
	if strings.Contains(body, "</") {
		for _, m := range xmlElement.FindAllStringSubmatchIndex(body, -1) {
			tag := strings.ToLower(body[m[2]:m[3]])
			if tag == strings.ToLower(body[m[6]:m[7]]) && personElements[tag] {
				out = append(out, [2]int{m[4], m[5]})
			}
		}
	}
	if m := pdfAuthor.FindStringSubmatchIndex(body); m != nil {
		out = append(out, [2]int{m[2], m[3]})
	}
	if strings.Contains(body, `"name"`) {
		for _, m := range jsonField.FindAllStringSubmatchIndex(body, -1) {
			if m[2] >= 0 && body[m[2]:m[3]] == "name" && userObject.MatchString(body[:m[0]]) {
				out = append(out, [2]int{m[4], m[5]})
			}
		}
	}
	return out
}

// iniSection is the section a line opens ("[user]"), lower-cased, and
// whether it opens one.
func iniSection(body string) (string, bool) {
	t := strings.TrimSpace(body)
	if len(t) < 3 || t[0] != '[' || t[len(t)-1] != ']' || strings.ContainsAny(t[1:len(t)-1], "[]\"'") {
		return "", false
	}
	return strings.ToLower(strings.TrimSpace(t[1 : len(t)-1])), true
}

// sectionName is the value of a "name = …" line, its byte range.
func sectionName(body string) (a, b int, ok bool) {
	t := strings.TrimLeft(body, " \t")
	if !strings.HasPrefix(t, "name") {
		return 0, 0, false
	}
	r := strings.TrimLeft(t[len("name"):], " \t")
	if !strings.HasPrefix(r, "=") {
		return 0, 0, false
	}
	a = len(body) - len(r) + 1
	return a, a + valueEnd(body[a:]), true
}
