package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons after an Amharic form of address (docs/adr/0199). Ethiopian
// names are a given name and the father's given name, most of them on no
// list and read as nothing by the Ethiopic row of lettersScripts; but news
// names a person after አቶ (Mr, the 52nd commonest Amharic word), ወይዘሮ,
// ወይዘሪት (Mrs, Miss), ዶክተር (doctor), ፕሮፌሰር (professor) or the slashed short
// forms ዶ/ር, ወ/ሮ, ወ/ሪት, as Hindi names one after श्री.

// ethiopicTitles are the forms of address written as one word.
var ethiopicTitles = map[string]bool{"አቶ": true, "ወይዘሮ": true, "ወይዘሪት": true, "ዶክተር": true, "ፕሮፌሰር": true, "ኢንጂነር": true}

// ethiopicShortTitles are the slashed short forms, each with the space
// after it.
var ethiopicShortTitles = []string{"ዶ/ር ", "ወ/ሮ ", "ወ/ሪት ", "ፕ/ር "}

// ethiopicTitledName: w may be a name's word after a form of address: an
// Ethiopic word of two letters or more, no form of address, none of
// Amharic's top commonest words.
func ethiopicTitledName(w string, top int) bool {
	return scriptWord(w, unicode.Ethiopic) && utf8.RuneCountInString(w) >= 2 && !ethiopicTitles[w] &&
		!commonAt(ethiopicRow.common, w, top)
}

// ethiopicTitleEnd returns the index of the token after the form of
// address that starts at toks[i] and is followed by one space, or 0.
func ethiopicTitleEnd(s string, toks []token, i int) int {
	a := toks[i]
	if ethiopicTitles[a.text] && i+1 < len(toks) && s[a.end:toks[i+1].start] == " " {
		return i + 1
	}
	for _, t := range ethiopicShortTitles {
		if strings.HasPrefix(s[a.start:], t) {
			end := a.start + len(t)
			for j := i + 1; j < len(toks) && toks[j].start <= end; j++ {
				if toks[j].start == end {
					return j
				}
			}
		}
	}
	return 0
}

// ethiopicTitledPersons adds the one or two words after an Amharic form of
// address where nothing was found, each none of the hindiCommonGiven
// commonest Amharic words, one space apart: the second is the father's
// given name, which is often a common word (በቀለ, Bekele, "sprouted", or
// አለሙ, Alemu), so it is held to the given name's rank, not to
// hindiCommonWord. The form of address stays out of the name. One pass
// over the words.
func ethiopicTitledPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		j := ethiopicTitleEnd(s, toks, i)
		if j == 0 || !ethiopicTitledName(toks[j].text, hindiCommonGiven) {
			continue
		}
		last := j
		if j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == " " && ethiopicTitledName(toks[j+1].text, hindiCommonGiven) {
			last = j + 1
		}
		if overlapsFound(spans, &k, toks[j].start, toks[last].end) {
			continue
		}
		added = append(added, personSpan(s, toks[j], toks[last]))
		i = last
	}
	return withAdded(spans, added)
}
