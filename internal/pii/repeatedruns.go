package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxRunWords bounds the capitalised runs repeatedRuns reads: a person's
// name of a language without a list has two to four words ("Ablaay Wàdd",
// "Moor Anta Sëli Mbàkke"); a longer run is a title or a heading.
const maxRunWords = 4

// unlistedWordLetters, unlistedMinWords and unlistedShare tell a text in a
// language no word list covers: of its lower-case words of four letters or
// more (short ones collide across languages: Wolof "ci", "na", "la"), at
// least 10, under 15% are English or common words of a listed language.
// On the tuning sets Wolof, Javanese, Kurmanji, Uzbek, Sorbian and
// Indonesian prose sits at 0.00-0.10, Finnish, Hungarian and the other
// listed languages at 0.20 and over (docs/adr/0197).
const (
	unlistedWordLetters = 4
	unlistedMinWords    = 10
	unlistedShare       = 0.15
)

// repeatedRuns adds, in Latin-script text of a language no list covers
// (unlistedShare), the persons the text itself
// vouches for where no list knows the language: a run of two to four
// capitalised words, single spaces between them and no capitalised word
// glued on either side, written at least twice in the same text (folded:
// "Ablaay Wàdd" and "Ablaay Wádd" are one run), whose every word is no
// English word, common word of a European language or Turkish, place,
// organisation or other thing's word (thingWord), and is never written in
// lower case in the text (a word the text also writes in lower case is a
// common word of its language there). A run of three words or more
// loses the words in front that the text also writes in lower case: a
// sentence's opener or a title of its language ("Soxna Jaara Buso" where the
// text has "di soxna su nu taamu"), and those that open runs going on
// with different words: a title ("Soxna Jaara Buso", "Soxna Faatima
// Mbàkke"). Only runs overlapping nothing found are added. Three
// walks over the words, each bounded by the text: Find stays linear
// (docs/adr/0197).
func (d *Detector) repeatedRuns(s string, toks []token, spans []Span) []Span {
	lower := map[string]bool{}
	long, known := 0, 0
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.IsLower(r) {
			continue
		}
		lower[t.bare] = true
		if utf8.RuneCountInString(t.bare) >= unlistedWordLetters {
			long++
			if d.listedWord(t) {
				known++
			}
		}
	}
	if long < unlistedMinWords || float64(known) >= unlistedShare*float64(long) {
		return spans
	}
	type run struct{ from, to int }
	var all []run
	next := map[string]string{}
	varies := map[string]bool{}
	for i := 0; i < len(toks); {
		j := i + 1
		for j < len(toks) && capitalised(toks[i].text) && s[toks[j-1].end:toks[j].start] == " " && capitalised(toks[j].text) {
			j++
		}
		if !capitalised(toks[i].text) {
			i++
			continue
		}
		if j-i >= 2 {
			all = append(all, run{i, j})
			first, second := toks[i].bare, toks[i+1].bare
			if seen, ok := next[first]; !ok {
				next[first] = second
			} else if seen != second {
				varies[first] = true
			}
		}
		i = j
	}
	var runs []run
	count := map[string]int{}
	for _, r := range all {
		for r.to-r.from > 2 && (lower[toks[r.from].bare] || varies[toks[r.from].bare]) {
			r.from++
		}
		if n := r.to - r.from; n >= 2 && n <= maxRunWords && d.runWordsFit(toks[r.from:r.to], lower) {
			runs = append(runs, r)
			count[runKey(toks[r.from:r.to])]++
		}
	}
	var add []Span
	k := 0
	for _, r := range runs {
		if count[runKey(toks[r.from:r.to])] < 2 || overlapsFound(spans, &k, toks[r.from].start, toks[r.to-1].end) {
			continue
		}
		add = append(add, personSpan(s, toks[r.from], toks[r.to-1]))
	}
	return withAdded(spans, add)
}

// runWordsFit: every word of a run is Latin-script, of three letters or
// more, never written in lower case in the text, and no word a list knows
// as English, common, a function word, a thing's or the head of a place or
// body (cldrHeads); no Vietnamese word either, whose syllables are
// capitalised in places too and which the Vietnamese passes read.
func (d *Detector) runWordsFit(ws []token, lower map[string]bool) bool {
	l := d.names
	for _, t := range ws {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.Is(unicode.Latin, r) || utf8.RuneCountInString(t.bare) < 3 || lower[t.bare] || reduplicated(t.text) {
			return false
		}
		if l.commonWord(t) || l.thingWord(t) || europeStop.has(t.bare) || l.englishHead(t.bare) || cldrHeads[strings.ToLower(t.text)] || vietnamese(t.text) {
			return false
		}
	}
	return true
}

// runKey is a run's folded words, one space between.
func runKey(ws []token) string {
	var b strings.Builder
	for i, t := range ws {
		if i > 0 {
			b.WriteByte(' ')
		}
		b.WriteString(t.bare)
	}
	return b.String()
}

// reduplicated: a word of two equal halves joined by a hyphen
// ("Cublak-cublak", "Anak-anak"), the plural or common noun of the
// Austronesian languages, not a name.
func reduplicated(w string) bool {
	a, b, ok := strings.Cut(w, "-")
	return ok && a != "" && strings.EqualFold(a, b)
}

// listedWord: a lower-case word some list of the detector holds as a
// common or function word of a language it reads — English, the European
// languages and Turkish, Indonesian, Vietnamese, Irish — or a word only
// Vietnamese spells: text written in it is a listed language's, which its
// own passes read.
func (d *Detector) listedWord(t token) bool {
	low := strings.ToLower(t.text)
	return d.names.commonWord(t) || europeStop.has(low) || idVotes[low] || viWords[low] || irishStop.has(low) || vietnamese(low)
}
