package pii

import (
	"regexp"
	"strings"
)

// A person's name written in several languages (docs/adr/0272). A
// conference's or team's page keeps each person's name as an object keyed
// by language — `name: {` then `en: 'Kiwoong Kwon',` and `ko: '권기웅',` —
// so the page can show either. The key above the object says its values
// are a name, and each value is the whole of it in one language; the
// rules and models, reading each value alone, take half ("Kwon") or none
// (a Korean name with no context). Inside an object opened by a name key,
// each value of a language code's key (two letters, a region after a
// hyphen or underscore: en, ko, zh-TW, pt_BR) that reads as a name
// (keyedName: capitalised or caseless words, one script, no holder word
// such as "Team" or "Foundation") is a person — "Suzin You" too, whose
// "You" a prose reading refuses.
//
// One pass over the lines: Find stays linear.

// nameLangObjects switches the pass off for measuring (tests).
var nameLangObjects = true

var (
	// nameObjectOpen is a line opening an object under a name key.
	nameObjectOpen = regexp.MustCompile(`^[ \t]*["']?(?:name|full_?name|fullName|display_?name|displayName)["']?[ \t]*:[ \t]*\{[ \t]*$`)
	// nameLangLine is a language code's field with a quoted value.
	nameLangLine = regexp.MustCompile(`^[ \t]*["']?[a-z]{2}(?:[-_][A-Za-z]{2,4})?["']?[ \t]*:[ \t]*["'` + "`" + `]([^"'` + "`" + `\n]{1,80})["'` + "`" + `][ \t]*,?[ \t]*$`)
)

// addNameLangValues adds the persons that are the language-keyed values of
// a name object; a person span inside one gives way to it.
func (d *Detector) addNameLangValues(s string, spans []Span) []Span {
	if !nameLangObjects || !strings.Contains(s, "{") {
		return spans
	}
	var add []Span
	in := false
	for start := 0; start < len(s); {
		end := strings.IndexByte(s[start:], '\n')
		if end < 0 {
			end = len(s)
		} else {
			end += start
		}
		line := s[start:end]
		switch {
		case nameObjectOpen.MatchString(line):
			in = true
		case !in:
		case strings.ContainsAny(line, "{}"):
			in = false
		default:
			if m := nameLangLine.FindStringSubmatchIndex(line); m != nil {
				v := strings.TrimSpace(line[m[2]:m[3]])
				if toks := d.keyedName(v, false); toks != nil {
					add = append(add, valueSpan(v, start+m[2]+strings.Index(line[m[2]:m[3]], v), toks))
				}
			} else {
				in = false
			}
		}
		start = end + 1
	}
	if len(add) == 0 {
		return spans
	}
	return zhPlaced(s, spans, add)
}
