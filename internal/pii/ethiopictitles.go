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

// ethiopicTitles are the forms of address written as one word, and the
// ranks news writes before a name as it writes አቶ (docs/adr/0280): Mr and
// Mrs borrowed from English (ሚስተር, ሚሲስ), the army's (ኮሎኔል, colonel;
// ጀኔራል and ጄኔራል, general, the last word of "ብርጋዴየር ጀኔራል"; ሻለቃ,
// major; ሻምበል, captain; ባሻ, an old rank) and ወሮ, Mrs written without
// its slash. A closed class of forms of address, not a list of names.
var ethiopicTitles = map[string]bool{"አቶ": true, "ወይዘሮ": true, "ወይዘሪት": true, "ዶክተር": true, "ፕሮፌሰር": true, "ኢንጂነር": true,
	"ሚስተር": true, "ሚሲስ": true, "ወሮ": true, "ኮሎኔል": true, "ጀኔራል": true, "ጄኔራል": true, "ሻለቃ": true, "ሻምበል": true,
	"ካፒቴን": true, "ባሻ": true}

// ethiopicShortTitles are the slashed short forms, each with the space
// after it, written with or without a space after the slash ("ዶ/ ር", as
// the NMSU newspapers write it).
var ethiopicShortTitles = []string{"ዶ/ር ", "ወ/ሮ ", "ወ/ሪት ", "ፕ/ር ", "ዶ/ ር ", "ወ/ ሮ ", "ወ/ ሪት ", "ፕ/ ር "}

// ethiopicGluedBefore are the prepositions and the plural marker Amharic
// writes glued before a form of address ("በአቶ", by Mr; "ከአቶ", from Mr;
// "የዶ/ር", Dr's; "እነዶክተር", Dr and the others): the title is still one,
// and the name after it a person's.
var ethiopicGluedBefore = []string{"እነ", "የ", "ለ", "በ", "ከ"}

// ethiopicTitleWord: w is a form of address, or one with a preposition
// glued before it; it returns the bytes of w before the form of address.
func ethiopicTitleWord(w string) (int, bool) {
	if ethiopicTitles[w] {
		return 0, true
	}
	for _, p := range ethiopicGluedBefore {
		if strings.HasPrefix(w, p) && ethiopicTitles[w[len(p):]] {
			return len(p), true
		}
	}
	return 0, false
}

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
	if _, ok := ethiopicTitleWord(a.text); ok && i+1 < len(toks) && s[a.end:toks[i+1].start] == " " {
		return i + 1
	}
	from := a.start
	for _, p := range ethiopicGluedBefore {
		if strings.HasPrefix(a.text, p) && len(a.text) > len(p) {
			from += len(p)
			break
		}
	}
	for _, t := range ethiopicShortTitles {
		if strings.HasPrefix(s[a.start:], t) || strings.HasPrefix(s[from:], t) {
			end := from + len(t)
			if strings.HasPrefix(s[a.start:], t) {
				end = a.start + len(t)
			}
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
		if k := ethiopicShortFather(s, toks, j+1); k > 0 && s[toks[j].end:toks[j+1].start] == " " {
			last = k
		} else if j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == " " && ethiopicTitledName(toks[j+1].text, hindiCommonGiven) {
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

// ethiopicShortFather returns the index of the word that ends a father's
// name written short at toks[i] ("ወ/ ሰማያት" for ወልደ ሰማያት, "ገ/ክርስቶስ" for
// ገብረ ክርስቶስ: one letter, a slash, one space or none, a word), or 0:
// Ethiopian names that begin with ወልደ, ገብረ, ኃይለ or ተክለ are written so.
func ethiopicShortFather(s string, toks []token, i int) int {
	if i+1 >= len(toks) || utf8.RuneCountInString(toks[i].text) != 1 || !scriptWord(toks[i].text, unicode.Ethiopic) {
		return 0
	}
	gap := s[toks[i].end:toks[i+1].start]
	if (gap != "/" && gap != "/ ") || !ethiopicTitledName(toks[i+1].text, hindiCommonGiven) {
		return 0
	}
	return i + 1
}
