package pii

import (
	"regexp"
	"strings"
)

// Names in GEDCOM (docs/adr/0258): a genealogy export writes one datum a
// line, "level [@xref@] TAG value". Under an individual's (INDI) or a
// submitter's (SUBM) record the tags of a personal name hold its parts
// whatever their words: NAME "Given /Surname/ suffix" (GEDCOM 5.5.1 and 7:
// the surname between slashes), GIVN, SURN and NICK (its pieces), and the
// vendors' married, birth and also-known-as names (_MARNM, _MARN, _BIRN,
// _AKA, _RUFNAME). A lone surname there is a person though no prose rule
// takes one. Other records' NAME (a source's, a repository's, the
// exporting program's) is no person's, and the title, surname-prefix and
// suffix tags (NPFX, SPFX, NSFX) hold no name word. One line at a time.

// gedcomLine is a GEDCOM line: its level, an optional cross-reference and
// its tag, then the value.
var gedcomLine = regexp.MustCompile(`^\s{0,8}(\d{1,2}) (?:@[^@\s]{1,40}@ )?(_?[A-Z][A-Z0-9_]{1,30})(?: (.*))?$`)

// gedcomNameTags are the tags whose value is a personal name or a part of one.
var gedcomNameTags = map[string]bool{"NAME": true, "GIVN": true, "SURN": true, "NICK": true, "_MARNM": true,
	"_MARN": true, "_BIRN": true, "_AKA": true, "_RUFNAME": true, "_MARRIED": true}

// gedcomPersonRecords are the level-0 records whose names are persons'.
var gedcomPersonRecords = map[string]bool{"INDI": true, "SUBM": true}

// gedcomNames adds the name parts of the personal-name lines of GEDCOM
// records (gedcomLine).
func (d *Detector) gedcomNames(s string, spans []Span) []Span {
	if !strings.Contains(s, " NAME ") && !strings.Contains(s, " GIVN ") && !strings.Contains(s, " SURN ") {
		return spans
	}
	var add []Span
	record, lines := "", 0
	eachLine(s, func(start int, body string) {
		m := gedcomLine.FindStringSubmatchIndex(body)
		if m == nil {
			return
		}
		lines++
		level, tag := body[m[2]:m[3]], body[m[4]:m[5]]
		if level == "0" {
			record = tag
			return
		}
		if !gedcomNameTags[tag] || m[6] < 0 {
			return
		}
		// A fragment cut from a file may lack its record's line: a NAME
		// then needs its slashes to be read as a person's.
		v := body[m[6]:m[7]]
		switch {
		case gedcomPersonRecords[record]:
		case record == "" && (tag != "NAME" || strings.Count(v, "/") == 2):
		default:
			return
		}
		from := start + m[6]
		if tag != "NAME" || !strings.Contains(v, "/") {
			add = d.namePart(s, from, from+len(v), add)
			return
		}
		// "Given /Surname/ Suffix": the given names and the surname are
		// each a person; a suffix ("Jr.", "III") is no name.
		i := strings.IndexByte(v, '/')
		j := strings.IndexByte(v[i+1:], '/')
		if j < 0 {
			j = len(v) - i - 1
		}
		add = d.namePart(s, from, from+i, add)
		add = d.namePart(s, from+i+1, from+i+1+j, add)
	})
	if lines < 2 {
		return spans
	}
	return placeSpans(spans, add)
}
