package pii

import (
	_ "embed"
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// The ends of Latin-script names as the rules and the word model leave
// them, mended last (docs/adr/0107): a greeting word taken into the name
// ("Hi Nazia" of "Hi Nazia al-Muttalib"), the Arabic article's surname
// left behind, a Vietnamese name's family name or last syllable cut off
// ("Minh Ngọc" of "Cù Minh Ngọc", "Tô Lan" of "Tô Lan Tí"), and a
// romanised Chinese name of three syllables cut to two ("Ming Jun" of
// "He Ming Jun", "Liang Bo" of "Liang Bo Xi").

//go:embed names/vi/surnames.txt
var vietSurnameFile string

// vietSurnames are the commonest Vietnamese family names, as written
// (diacritics kept: "Hà" is one, "Ha" need not be).
var vietSurnames = func() map[string]bool {
	out := map[string]bool{}
	for _, l := range strings.Split(vietSurnameFile, "\n") {
		if l = strings.TrimSpace(l); l != "" && !strings.HasPrefix(l, "#") {
			out[l] = true
		}
	}
	return out
}()

// mendNameEnds mends the ends of the persons found in s. The spans are in
// text order and do not overlap, and stay so: a name grows only over words
// no other span holds. Each span reads at most two words either side.
func (d *Detector) mendNameEnds(s string, spans []Span) []Span {
	var n *nameScan
	for k, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		if n == nil {
			n = &nameScan{s: s, toks: words(s), l: d.names}
		}
		a, b, ok := spanWords(n.toks, sp)
		if !ok {
			continue
		}
		lo, hi := 0, len(n.toks)-1 // the words free of the neighbouring spans
		if k > 0 {
			lo = sort.Search(len(n.toks), func(j int) bool { return n.toks[j].start >= spans[k-1].End })
		}
		if k+1 < len(spans) {
			hi = sort.Search(len(n.toks), func(j int) bool { return n.toks[j].end > spans[k+1].Start }) - 1
		}
		a, b = n.nameEnds(a, b, lo, hi)
		if a > b {
			continue
		}
		spans[k] = personSpan(s, n.toks[a], n.toks[b])
	}
	return spans
}

// nameEnds gives the mended ends of the name at words a..b, growing no
// further than lo..hi.
func (n *nameScan) nameEnds(a, b, lo, hi int) (int, int) {
	// "Hi Nazia", "Dear Ana": a greeting word that is no given name is none of the name.
	if a < b && greetings[n.toks[a].bare] && !n.l.first[n.toks[a].bare] {
		a++
	}
	// "Nazia al-Muttalib": the Arabic article joined to its surname ends the name.
	if b+1 <= hi && n.joined(b) && arabicArticled(n.toks[b+1].text) {
		b++
	}
	// "Jan Pavel II", "Henry Ford III": a regnal numeral of two letters or more ends the name ("I" is
	// as often the pronoun). Followed by a dot it is still one: Czech and Slovak write "Jan Pavel II."
	// as an ordinal.
	if b > a && b+1 <= hi && n.joined(b) && regnal(n.toks[b+1].text) {
		b++
	}
	// "Kazuhiro T. Brenner took": a listed given name that is no common word, or a capitalised word in no
	// list or dictionary, before a name led by an initial is its given name.
	if b > a && a-1 >= lo && n.initialAt(a) && n.joined(a-1) && (n.givenOnly(a-1) || n.unknownGiven(a-1)) {
		a--
	}
	switch {
	case n.vietName(a, b):
		if b-a < 2 && a-1 >= lo && n.joined(a-1) && n.vietFamily(a-1) {
			a-- // "Cù Minh Ngọc"
		}
		if b-a < 2 && b+1 <= hi && n.joined(b) && vietSurnames[n.toks[a].text] && n.vietSyllable(b+1) {
			b++ // "Tô Lan Tí"
		}
	case b == a+1 && n.oneSyllable(a) && n.oneSyllable(b):
		if a-1 >= lo && n.joined(a-1) && n.hanFamily(a-1) && (n.nameSlot(a-1, b) || !n.stop(a-1) && !n.l.words[n.toks[a-1].bare]) {
			a-- // "He Ming Jun," on a line of its own, "Yeoh Mao Di is"
		} else if b+1 <= hi && n.joined(b) && n.hanFamily(a) && n.oneSyllable(b+1) && n.nameSlot(a, b+1) &&
			(!n.l.words[n.toks[b+1].bare] || pinyinOnlyWord(n.toks[b+1].bare)) {
			b++ // "Dear Liang Bo Xi,"
		}
	}
	return a, b
}

// arabicArticled: w is the Arabic article joined by a hyphen to a
// capitalised or lower-case surname ("al-Muttalib", "el-Sayed").
func arabicArticled(w string) bool {
	l := strings.ToLower(w)
	return (strings.HasPrefix(l, "al-") || strings.HasPrefix(l, "el-")) && utf8.RuneCountInString(w) > 4 && !strings.Contains(w[3:], "-")
}

// vietName: the words a..b are a Vietnamese name — written with a letter
// only Vietnamese uses, or led by a Vietnamese family name.
func (n *nameScan) vietName(a, b int) bool {
	return b-a <= 2 && (b > a && vietSurnames[n.toks[a].text] || vietnamese(n.s[n.toks[a].start:n.toks[b].end]))
}

// vietFamily: the word at i can lead a Vietnamese name — a listed family
// name, or a short capitalised word with a diacritic in no list of function
// words ("Cù", "Doãn").
func (n *nameScan) vietFamily(i int) bool {
	return vietSurnames[n.toks[i].text] || n.vietSyllable(i)
}

// vietSyllable: the word at i is one short syllable written with a
// diacritic, capitalised, no title and in no list of function
// words ("Tí", "Tý", "Cù").
func (n *nameScan) vietSyllable(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || ascii(t.text) || utf8.RuneCountInString(t.text) > 6 || strings.Contains(t.text, "-") {
		return false
	}
	// Folded, such a word is often an English one ("Tí", "Cù"); as written it is none.
	return !n.stop(i) && !titles[t.bare] && !ranks[t.bare] && !n.l.places[t.bare] && !n.office(i)
}

// oneSyllable: the word at i is one Mandarin syllable, capitalised ("Ming", "Xi").
func (n *nameScan) oneSyllable(i int) bool {
	t := n.toks[i]
	return capitalised(t.text) && cased(t.text) && !strings.Contains(t.text, "-") && hasSyllables(t.bare, 1) && !titles[t.bare] && !ranks[t.bare]
}

// hanFamily: the word at i is a listed family name of one syllable, or a
// short one in another romanisation ("Yeoh", "Khoo").
func (n *nameScan) hanFamily(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || !n.l.last[t.bare] || titles[t.bare] || ranks[t.bare] || strings.Contains(t.text, "-") {
		return false
	}
	return hasSyllables(t.bare, 1) || len(t.bare) <= 5 && oneVowelRun(t.bare)
}

// nameSlot: the words from..to stand where a name stands — on a line or in
// a cell of their own, or after a greeting.
func (n *nameScan) nameSlot(from, to int) bool {
	if n.ownLine(from, to) {
		return true
	}
	if from == 0 || !greetings[n.toks[from-1].bare] || !n.joined(from-1) {
		return false
	}
	after := strings.TrimLeft(n.s[n.toks[to].end:], " ")
	return after == "" || strings.ContainsRune("\n\r,!:", rune(after[0]))
}

// regnal: w is a Roman numeral from II to XXXIX, as a monarch or pope bears it.
func regnal(w string) bool {
	return len(w) >= 2 && regnalPattern.MatchString(w)
}

var regnalPattern = regexp.MustCompile(`^X{0,3}(IX|IV|V?I{0,3})$`)

// initialAt: the word at i is one capital letter followed by a dot ("W.").
func (n *nameScan) initialAt(i int) bool {
	t := n.toks[i]
	return utf8.RuneCountInString(t.text) == 1 && capitalised(t.text+"x") && strings.HasPrefix(n.s[t.end:], ".")
}

// givenOnly: the word at i is a capitalised listed given name that is no
// common word, function word or title ("Soichiro", not "Will").
func (n *nameScan) givenOnly(i int) bool {
	t := n.toks[i]
	return capitalised(t.text) && cased(t.text) && n.l.first[t.bare] && !n.l.words[t.bare] && !n.stop(i) && !titles[t.bare] && !ranks[t.bare]
}
