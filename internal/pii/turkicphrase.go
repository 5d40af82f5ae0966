package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// Kyrgyz and Kazakh put the case at the end of a noun phrase, so a
// capitalised word after a surname that carries a case ending or an
// adjective's suffix ("Ниязбеков Бишкекте", Niyazbekov in Bishkek;
// "Султанов БУУнун", of the UN; "Кулубаев Экономикалык кызматташтык
// уюмун") opens the next phrase: it is not the name's second word, and the
// surname before it stands alone (docs/adr/0276).

// turkicAdjectiveEnd is how a Kyrgyz, Kazakh or Tatar adjective made from
// a noun ends ("-лык", "-дык", "-тык" and their vowel-harmony forms), folded.
var turkicAdjectiveEnd = regexp.MustCompile(`(лык|лик|лук|лүк|дык|дик|дук|дүк|тык|тик|тук|түк|лық|лік|дық|дік|тық|тік)$`)

// turkicPhraseOpener: t is a capitalised word whose lower-case tail ends in
// a Turkic case ending (turkicCaseEnds, kazakhCaseEnds) or an adjective's
// suffix (turkicAdjectiveEnd) after a stem of three letters or more, and
// is no surname of the Russian form (russianFormSurname) and no given name
// in some case ("Линда" ends as a locative does).
func (l nameLists) turkicPhraseOpener(t token) bool {
	low := strings.ToLower(t.text)
	if !capitalised(t.text) || russianFormSurname.MatchString(low) || l.cyrillicGivenAny(t.bare) {
		return false
	}
	if turkicAdjectiveEnd.MatchString(low) && utf8.RuneCountInString(low) >= 6 {
		return true
	}
	for _, e := range turkicOpenerEnds {
		if stem, ok := strings.CutSuffix(low, e); ok && utf8.RuneCountInString(stem) >= 3 {
			// The ending must be written in lower case: "БУУнун", not "ЕАЭС".
			return strings.HasSuffix(t.text, e)
		}
	}
	return false
}

// turkicOpenerEnds are the case endings turkicPhraseOpener reads, longest
// first so the stem is measured without the whole ending.
var turkicOpenerEnds = func() []string {
	var out []string
	for _, e := range append(append([]string(nil), turkicCaseEnds...), kazakhCaseEnds...) {
		if utf8.RuneCountInString(e) >= 2 {
			out = append(out, e)
		}
	}
	sort.SliceStable(out, func(i, j int) bool { return len(out[i]) > len(out[j]) })
	return out
}()
