package pii

import (
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// Forms of address written after the name in the Indic scripts
// (docs/adr/0205): Sinhala's මහතා (Mr), මහත්මිය, මහත්මයා and මැතිනිය and
// Telugu's గారు, with its cases గారి, గారికి, గారిని, గారితో (docs/adr/0257),
// follow the name they honour ("රනිල් වික්‍රමසිංහ මහතා"),
// so the one or two words before them are a person, as the words after
// শ্রী are (indictitles.go). Tamil's அவர்கள் and Kannada's ಅವರು are left
// out: they are also "they".

// indicPostTitles are the forms of address written after a name, NFC.
var indicPostTitles = map[string]bool{
	norm.NFC.String("මහතා"): true, norm.NFC.String("මහත්මිය"): true, norm.NFC.String("මහත්මයා"): true,
	norm.NFC.String("මැතිනිය"): true, norm.NFC.String("గారు"): true, norm.NFC.String("గారి"): true, norm.NFC.String("గారికి"): true,
	norm.NFC.String("గారిని"): true, norm.NFC.String("గారితో"): true,
}

// indicPostTitledPersons adds the one or two words before a form of address
// of indicPostTitles where nothing was found: the last a word of the same
// script indicTitledName takes, one space before the form; the word before
// it joins when it is no common word (indicNameWord), one space apart. The form of
// address stays out of the name. One pass over the words.
func indicPostTitledPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		t, b := toks[i], toks[i-1]
		if r, _ := utf8.DecodeRuneInString(t.text); (r < 0x0D80 || r > 0x0DFF) && (r < 0x0C00 || r > 0x0C7F) {
			continue
		}
		if !indicPostTitles[norm.NFC.String(t.text)] || s[b.end:t.start] != " " {
			continue
		}
		sc, _, ok := indicScriptOf(t.text)
		if !ok || !indicTitledName(sc, b.text) || indicPostTitles[norm.NFC.String(b.text)] {
			continue
		}
		first := i - 1
		if i >= 2 && s[toks[i-2].end:b.start] == " " && indicNameWord(sc, toks[i-2].text) && !indicPostTitles[norm.NFC.String(toks[i-2].text)] {
			first = i - 2
		}
		if overlapsFound(spans, &k, toks[first].start, b.end) {
			continue
		}
		added = append(added, personSpan(s, toks[first], b))
	}
	return withAdded(spans, added)
}
