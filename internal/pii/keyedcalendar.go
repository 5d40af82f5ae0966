package pii

import "strings"

// iCalendar (RFC 5545) names the persons of an event in the CN parameter
// of its ORGANIZER and ATTENDEE lines, quoted when the name holds a comma
// ("Surname, Given"). CUTYPE says whether the calendar user is one: a ROOM,
// a RESOURCE, a GROUP (a shared mailbox) or an UNKNOWN one is not, however
// much its CN reads as a name ("Lagos Boardroom"). Text values escape a
// line break as "\n", which glues the next sentence's first word to an "n"
// (docs/adr/0204).

// calendarPersonProps are the properties whose CN names a calendar user.
var calendarPersonProps = []string{"ORGANIZER", "ATTENDEE"}

// calendarNotPersons are the CUTYPE values of calendar users that are no persons.
var calendarNotPersons = map[string]bool{"ROOM": true, "RESOURCE": true, "GROUP": true, "UNKNOWN": true}

// calendarCN is the byte range of the CN value of an ORGANIZER or ATTENDEE
// line, its quotes left out, and whether the line's CUTYPE says the user
// is a person (no CUTYPE is INDIVIDUAL, RFC 5545 §3.2.3).
func calendarCN(body string) (a, b int, person, ok bool) {
	prop := ""
	for _, p := range calendarPersonProps {
		if len(body) > len(p) && strings.EqualFold(body[:len(p)], p) && body[len(p)] == ';' {
			prop = p
		}
	}
	if prop == "" {
		return 0, 0, false, false
	}
	person = true
	i := len(prop)
	for i < len(body) && body[i] == ';' {
		i++
		eq := strings.IndexAny(body[i:], "=;:")
		if eq < 0 || body[i+eq] != '=' {
			return 0, 0, false, false
		}
		name := strings.ToUpper(body[i : i+eq])
		va := i + eq + 1
		vb := va
		if vb < len(body) && body[vb] == '"' {
			q := strings.IndexByte(body[vb+1:], '"')
			if q < 0 {
				return 0, 0, false, false
			}
			va, vb = vb+1, vb+1+q
			i = vb + 1
		} else {
			for vb < len(body) && body[vb] != ';' && body[vb] != ':' {
				vb++
			}
			i = vb
		}
		switch name {
		case "CN":
			a, b, ok = va, vb, true
		case "CUTYPE":
			person = !calendarNotPersons[strings.ToUpper(body[va:vb])]
		}
	}
	return a, b, person, ok
}

// calendarTextProps are the text properties whose values may escape a line
// break: iCalendar's DESCRIPTION, COMMENT, SUMMARY, LOCATION and vCard's NOTE.
var calendarTextProps = []string{"DESCRIPTION", "COMMENT", "SUMMARY", "LOCATION", "NOTE"}

// calendarText is s with each escaped line break ("\n", "\N") of an
// iCalendar or vCard text value written as a space and a line break, the
// same number of bytes, so that the sentence after it opens a line of its
// own for every pass and every span keeps its place in s.
func calendarText(s string) string {
	if !strings.Contains(s, `\n`) && !strings.Contains(s, `\N`) {
		return s
	}
	var b []byte
	eachLine(s, func(start int, body string) {
		if !calendarTextLine(body) {
			return
		}
		for i := 0; i+1 < len(body); i++ {
			if body[i] != '\\' {
				continue
			}
			if body[i+1] == 'n' || body[i+1] == 'N' {
				if b == nil {
					b = []byte(s)
				}
				b[start+i], b[start+i+1] = ' ', '\n'
			}
			i++ // "\\" is a backslash: the byte after it is no escape's
		}
	})
	if b == nil {
		return s
	}
	return string(b)
}

// calendarTextLine is whether a line opens on a text property, with its
// parameters: "DESCRIPTION:…", "DESCRIPTION;LANGUAGE=de:…".
func calendarTextLine(body string) bool {
	for _, p := range calendarTextProps {
		if len(body) > len(p) && strings.EqualFold(body[:len(p)], p) && (body[len(p)] == ':' || body[len(p)] == ';') {
			return true
		}
	}
	return false
}
