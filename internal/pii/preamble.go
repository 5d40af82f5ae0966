package pii

import "strings"

// A document that opens on RFC 822 style headers (a PEP's preamble:
// "PEP: 604", "Title: …", "Topic: Typing") holds fields whose values are
// never a person: a topic, a type, a status, versions and dates, other
// documents' numbers. The word model read "Topic: Typing" as a header
// naming someone (docs/adr/0185).

// thingFields are the preamble's keys, folded, whose values name no one.
// PEP 1 and PEP 12 name them; Title, whose value may quote a name, is not
// one of them.
var thingFields = map[string]bool{"topic": true, "type": true, "status": true, "python-version": true,
	"requires": true, "replaces": true, "superseded-by": true, "created": true, "post-history": true,
	"resolution": true, "content-type": true}

// dropPreambleValues drops the persons inside the values of thingFields in
// the header lines the text opens on (indented lines continue a field).
func dropPreambleValues(s string, spans []Span) []Span {
	var none [][2]int
	off := 0
	for off < len(s) {
		end := strings.IndexByte(s[off:], '\n')
		if end < 0 {
			end = len(s) - off
		}
		line := s[off : off+end]
		if line == "" || line[0] == ' ' || line[0] == '\t' {
			off += end + 1
			continue // a continuation line: its field was judged already
		}
		colon := strings.Index(line, ": ")
		if colon <= 0 || strings.ContainsAny(line[:colon], " \t") {
			break // the preamble ends with the first line that is no header
		}
		if thingFields[strings.ToLower(line[:colon])] {
			none = append(none, [2]int{off + colon + 2, off + end})
		}
		off += end + 1
	}
	return dropPersonsWithin(spans, none)
}
