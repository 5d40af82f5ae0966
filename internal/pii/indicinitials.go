package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons by initials in the Indic scripts other than Devanagari
// (docs/adr/0257). South Indian prose names a person by the initials of
// his village and father's name, each the spelt name of a Latin letter
// with its full stop, before the given name: Telugu "బి. ఆర్. అంబేద్కర్"
// (B. R. Ambedkar), "పి. శివగామి", "డి.కె.సి. హృదయనాథ్"; Tamil writes
// "பி. ஆர். அம்பேத்கர்", Malayalam "കെ. ആർ. നാരായണൻ". The pair passes need
// a given name first and saw an initial, so the name was missed, or found
// without its initials ("మోహన్ కుమార్" of "కే. వి. మోహన్ కుమార్").

// indicLetterNames are the names of the Latin letters as the Indic scripts
// spell them, in Devanagari, compared by indicKey (so Telugu's short-vowel
// బి, కె and Malayalam's chillu ആർ match बी, के, आर्).
var indicLetterNames = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"ए", "बी", "सी", "डी", "ई", "एफ्", "जी", "एच्", "हेच्", "ऐ", "जे", "के", "एल्", "एम्", "एं",
		"एन्", "ओ", "पी", "क्यू", "आर्", "एस्", "टी", "यू", "वी", "डब्ल्यू", "एक्स्", "वाई", "वै", "जेड्"} {
		m[indicKey(w, indicKeyRunes)] = true
	}
	return m
}()

// indicLetterName: w is an Indic word that spells a Latin letter's name;
// after initials it is one more letter of an abbreviation ("ఐ.ఎఫ్.ఎస్",
// I.F.S.), no name.
func indicLetterName(w string) bool {
	_, deva, ok := indicScriptOf(w)
	return ok && indicLetterNames[indicKey(deva, indicKeyRunes)]
}

// indicInitial: toks[i] is the spelt name of a Latin letter in an Indic
// script, a full stop right after it ("." or ". ") before toks[i+1], or one
// space where it is none of its language's hindiCommonWord commonest words
// and begins on a consonant or follows an initial (later): Malayalam and
// Odia news leave the stops out ("എസ് ആർ ഭട്ട്", "ବି. ଏସ ଧନୋଆ"), while the
// names of the vowels are common words (Telugu ఈ, this; Odia ଓ, and). sc
// is its script.
func indicInitial(s string, toks []token, i int, later bool) (*indicScript, bool) {
	if i+1 >= len(toks) {
		return nil, false
	}
	sc, deva, ok := indicScriptOf(toks[i].text)
	if !ok || !indicLetterName(toks[i].text) {
		return nil, false
	}
	gap := s[toks[i].end:toks[i+1].start]
	if gap == " " {
		r := sc.firstRank(toks[i].text)
		first, _ := utf8.DecodeRuneInString(deva)
		return sc, (later || devaConsonants[first] != nil) && (r == 0 || r > hindiCommonWord)
	}
	return sc, gap == "." || gap == ". "
}

// indicInitialPersons adds, in the Indic scripts other than Devanagari,
// one or more initials (indicInitial) of one script before a word of it
// that is none of its language's commonest words (indicNameWord, and past
// the web text's hindiCommonWord commonest: firstRank) nor a letter's name
// (indicLetterName) as a person, the
// initials inside; a person found that starts at that word takes the
// initials in. No letter or full stop may stand right before the first
// initial ("ఏ.వి.", a longer abbreviation's tail). One pass over the
// words: each run of initials is read once and the scan goes on after it.
func indicInitialPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	out, copied := spans, false
	k := 0
	for i := 0; i < len(toks); i++ {
		sc, ok := indicInitial(s, toks, i, false)
		if !ok || indicLetterBefore(s, toks[i].start) {
			continue
		}
		j := i + 1
		for j-i < 4 {
			if sc2, ok := indicInitial(s, toks, j, true); !ok || sc2 != sc {
				break
			}
			j++
		}
		w := toks[j]
		if !indicNameWord(sc, w.text) || indicLetterName(w.text) {
			i = j - 1
			continue
		}
		if r := sc.firstRank(w.text); r > 0 && r <= hindiCommonWord {
			i = j - 1
			continue
		}
		if !overlapsFound(spans, &k, toks[i].start, w.end) {
			added = append(added, personSpan(s, toks[i], w))
		} else if end, ok := indicInitialsWiden(spans, k, toks[i].start, w); ok {
			if !copied {
				out, copied = append([]Span(nil), spans...), true
			}
			out[k] = Span{Start: toks[i].start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[toks[i].start:end])), " ")}
		}
		i = j
	}
	return withAdded(out, added)
}

// indicLetterBefore: a letter, a combining sign or a full stop stands
// right before byte at of s, or a digit and one space (Gujarati "80 સી",
// section 80C: a letter that numbers, no initial).
func indicLetterBefore(s string, at int) bool {
	r, n := utf8.DecodeLastRuneInString(s[:at])
	if r == utf8.RuneError {
		return false
	}
	if r == ' ' {
		d, _ := utf8.DecodeLastRuneInString(s[:at-n])
		return unicode.IsDigit(d)
	}
	return r == '.' || inWord(r)
}

// indicInitialsWiden returns where the person spans[k], the first find
// past start, ends once it takes in the initials from start and the word w
// after them: when it starts at w or at a later initial and covers w (a
// pair found without its initials, "మోహన్ కుమార్" of "కే. వి. మోహన్
// కుమార్"; an initial read as a given name, Odia "କେ ମହାପାତ୍ର"), or it lies
// in the initials (a
// form of address read an initial as the name: "డా. బి" of "డా. బి. ఆర్.
// అంబేద్కర్") and no find starts in w; ok is false otherwise.
func indicInitialsWiden(spans []Span, k, start int, w token) (int, bool) {
	sp := spans[k]
	switch {
	case sp.Kind != Person || sp.Start < start:
		return 0, false
	case sp.Start <= w.start && sp.End >= w.end:
		return sp.End, true
	case sp.End <= w.start && (k+1 == len(spans) || spans[k+1].Start >= w.end):
		return w.end, true
	}
	return 0, false
}
