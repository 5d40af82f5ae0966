package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Armenian persons listed with persons (docs/adr/0273). A writer's, a
// historian's or a newspaper's list names persons side by side ("Արշակ
// Չօպանեան, Յակոբ Սիրունի, Միսաք Մեծարենց, Երուխան", a literary
// generation; "Եասէր Արաֆաթ, Իսհաք Ռապին եւ Շիմոն Փերես", three laureates),
// and a list holds things of one kind: the item next to a person found is
// a person too, whatever its surname's ending (the pen name alone, -ունի,
// -ենց, -ցի) and however common its given name ("Յակոբ", also a word of
// the subtitles the common list comes from). The ending, the lists and the
// Latin readings the other Armenian passes want say nothing of such a
// name; its place in the list does, in any spelling.

// armenianListMax is the most words an item of a list may have, an
// initial aside: a given name, a patronymic or second given name and a
// surname. A longer run of capitalised words is a title or a heading.
const armenianListMax = 3

// armenianListWords are the Armenian conjunctions that join a list's last
// item (and, or), in both spellings.
var armenianListWords = map[string]bool{"եւ": true, "և": true, "ու": true, "կամ": true}

// armenianListItem is a run of capitalised Armenian words (an initial and
// its dot among them) that may be an item of a list: toks[a] to toks[b].
type armenianListItem struct {
	a, b   int
	person bool // a person found covers its last word from inside it
	free   bool // nothing found overlaps it
}

// armenianListedPersons adds each item of a list (armenianListItems) that
// nothing found, stands next to an item that is a found person, and whose
// last word is no title, no common word and no thing by its ending
// (armenianTitledName); an item of one word needs two persons found in its
// list, as "Երուխան" among the writers, for a single capitalised word
// next to one person may be a place. The work is one walk over the words
// and one over the items.
func (d *Detector) armenianListedPersons(s string, toks []token, spans []Span) []Span {
	items, joins := armenianListItems(s, toks, spans)
	var add []Span
	for lo := 0; lo < len(items); {
		hi := lo
		for hi+1 < len(items) && joins[hi] {
			hi++
		}
		persons := 0
		for n := lo; n <= hi; n++ {
			if items[n].person {
				persons++
			}
		}
		// Forward, then back: an item taken counts as a person for the
		// next ("..., Թորոս Քեօսէ-Պապա, Վարանդ").
		for _, step := range []int{1, -1} {
			n, end := lo, hi+1
			if step < 0 {
				n, end = hi, lo-1
			}
			for ; n != end && hi > lo && persons > 0; n += step {
				it := &items[n]
				near := n > lo && items[n-1].person || n < hi && items[n+1].person
				if !it.free || !near || it.a == it.b && persons < 2 || !armenianListedName(toks, *it) {
					continue
				}
				it.free, it.person = false, true
				add = append(add, personSpan(s, toks[it.a], toks[it.b]))
			}
		}
		lo = hi + 1
	}
	return withAdded(spans, add)
}

// armenianListedName: the item's words are no titles, its last word may
// end a name (armenianTitledName: capitalised, no common word nor thing)
// or, ALL CAPS, is no common word.
func armenianListedName(toks []token, it armenianListItem) bool {
	for j := it.a; j <= it.b; j++ {
		if armenianAnyTitle(toks[j].text) || armenianAdjective(toks[j].text) {
			return false
		}
	}
	last := toks[it.b]
	if h := strings.LastIndex(last.text, "-"); h >= 0 {
		last.text = last.text[h+1:] // a double surname ends as its last part does
	}
	if utf8.RuneCountInString(last.text) < 2 {
		return false
	}
	if capitalised(last.text) {
		return armenianTitledName(last)
	}
	return !armenianCommonWord(strings.ToLower(last.text), hindiCommonWord)
}

// armenianAdjectiveEnds are the endings of Armenian adjectives made of
// nouns (-ային, -ական: "Ազգային", national; "Կեդրոնական", central), which
// open the names of institutions in a list, never a person's.
var armenianAdjectiveEnds = []string{"ային", "ական"}

// armenianAdjective: w, read in the reformed spelling, ends as an
// adjective of armenianAdjectiveEnds, maybe with an article or a case
// ending after it.
func armenianAdjective(w string) bool {
	lw := armenianReformed(strings.ToLower(w))
	for _, end := range armenianAdjectiveEnds {
		for _, c := range []string{"", "ը", "ի", "ին", "ն"} {
			if strings.HasSuffix(lw, end+c) {
				return true
			}
		}
	}
	return false
}

// armenianListItems returns the items of toks (armenianListItem) in text
// order and, for each, whether a list separator (", " or a conjunction of
// armenianListWords between single spaces) joins it to the next. One walk
// over toks; spans, in start order, are walked with it.
func armenianListItems(s string, toks []token, spans []Span) ([]armenianListItem, []bool) {
	var items []armenianListItem
	var joins []bool
	k := 0
	for i := 0; i < len(toks); {
		if !armenianListWord(s, toks, i) {
			i++
			continue
		}
		a, b := i, i
		for b+1 < len(toks) && armenianListWord(s, toks, b+1) && armenianListGap(s, toks, b) {
			b++
		}
		i = b + 1
		words := b - a + 1
		if armenianInitialWord(s, toks, a) {
			words--
		}
		if words < 1 || words > armenianListMax || armenianInitialWord(s, toks, b) {
			continue
		}
		it := armenianListItem{a: a, b: b, free: !overlapsFound(spans, &k, toks[a].start, toks[b].end)}
		if !it.free {
			sp := spans[k]
			it.person = sp.Kind == Person && sp.Start >= toks[a].start && sp.End == toks[b].end
		}
		if len(items) > 0 {
			joins[len(joins)-1] = armenianListSeparated(s, toks, items[len(items)-1].b, a)
		}
		items = append(items, it)
		joins = append(joins, false)
	}
	return items, joins
}

// armenianListWord: toks[i] is a capitalised or ALL CAPS Armenian word
// (armenianNamePart), or such words joined by hyphens ("Չիֆթէ-Սարաֆ",
// "Տէր-Անդրէասեան"), or an initial (armenianInitialWord).
func armenianListWord(s string, toks []token, i int) bool {
	if armenianInitialWord(s, toks, i) {
		return true
	}
	for _, part := range strings.Split(toks[i].text, "-") {
		if !armenianNamePart(part) {
			return false
		}
	}
	return true
}

// armenianInitialWord: toks[i] is one capital Armenian letter with ". "
// after it ("Գ. Նորատունկեան").
func armenianInitialWord(s string, toks []token, i int) bool {
	t := toks[i]
	return utf8.RuneCountInString(t.text) == 1 && scriptWord(t.text, unicode.Armenian) && strings.ToUpper(t.text) == t.text &&
		i+1 < len(toks) && s[t.end:toks[i+1].start] == ". "
}

// armenianListGap: toks[i] and toks[i+1] are words of one name: one space
// between, or ". " after an initial.
func armenianListGap(s string, toks []token, i int) bool {
	gap := s[toks[i].end:toks[i+1].start]
	return gap == " " || gap == ". " && armenianInitialWord(s, toks, i)
}

// armenianListSeparated: the item ending at toks[b] and the one starting
// at toks[a] are joined by ", " or by " եւ " (a conjunction of
// armenianListWords) and nothing else.
func armenianListSeparated(s string, toks []token, b, a int) bool {
	if a == b+1 {
		return s[toks[b].end:toks[a].start] == ", "
	}
	c := toks[b+1]
	return a == b+2 && armenianListWords[strings.ToLower(c.text)] && s[toks[b].end:c.start] == " " && s[c.end:toks[a].start] == " "
}
