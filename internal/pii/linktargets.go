package pii

import "strings"

// A reST file of link targets names one target a line: ".. _Ana Lima:
// https://github.com/alima", ".. _`Ana Lima`: https://…". A project's
// names file (MNE-Python's doc/changes/names.inc) holds nothing but its
// contributors this way, each target a person however rare the words; a
// documentation page's targets are labels and sites (".. _installation:",
// ".. _PyPI: https://pypi.org/"). So the targets are a list's items
// (namelists.go): a list of which most items hold a person already found
// vouches for the rest of its name-shaped items (docs/adr/0232).

// linkTargetKey is the marker nameListPersons gives a list of link targets.
const linkTargetKey = ".. _"

// linkTargetSlot is the byte range, within line, of a reST link target's
// name: after ".. _" (and a backquote) up to the colon that ends it.
func linkTargetSlot(line string) (a, b int, ok bool) {
	if !strings.HasPrefix(line, linkTargetKey) {
		return 0, 0, false
	}
	a = len(linkTargetKey)
	rest := line[a:]
	if strings.HasPrefix(rest, "`") {
		end := strings.Index(rest[1:], "`:")
		if end <= 0 {
			return 0, 0, false
		}
		return a + 1, a + 1 + end, true
	}
	end := strings.Index(rest, ": ")
	if end < 0 && strings.HasSuffix(rest, ":") {
		end = len(rest) - 1
	}
	if end <= 0 {
		return 0, 0, false
	}
	return a, a + end, true
}
