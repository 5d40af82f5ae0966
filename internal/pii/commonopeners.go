package pii

import (
	_ "embed"
	"sort"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// europeCommonText is the 3,000 commonest words of each European language
// of FrequencyWords written in Latin or Cyrillic letters but English and
// Turkish (OpenSubtitles 2018, CC BY-SA 4.0), one "word rank" a line with
// the word's best rank over the languages (written by
// scripts/pii-common-openers.py, docs/adr/0137).
//
//go:embed names/freq/europe-common.txt
var europeCommonText string

// europeCommon maps a lower-case word of europeCommonText to its best rank.
var europeCommon = func() map[string]int {
	m := map[string]int{}
	for _, line := range strings.Split(europeCommonText, "\n") {
		w, r, ok := strings.Cut(line, " ")
		if !ok {
			continue
		}
		n, err := strconv.Atoi(r)
		if err == nil {
			m[w] = n
		}
	}
	return m
}()

// openerFunctionRank is the rank within which a common word is a function
// word of its language ("dan", "sam", "ali", "ima", "tom"): there a listed
// given name that opens a sentence of that language is the word, not the
// name, when the word after it is no English word.
const openerFunctionRank = 300

// dropCommonOpeners drops a lone capitalised person opening a sentence —
// the one place where a capital says nothing — whose lower-case form is
// one of europeCommon's words and no listed given name or surname ("Toen",
// "Dopo", "Viņš", "Вчера"); a listed name only when it is a function word
// (openerFunctionRank) and the word after it is in lower case, a common
// word of some language and no English word ("Sam je", not "Sam said"). A
// person of three words or more whose first opens a sentence and is such a
// word, no listed given name or surname nor a Mandarin syllable before
// another ("He Cheng Lang"), loses it ("Gestern Angela Merkel"), or is
// dropped when a lower-case word is left at its front ("Depois da Copa").
// Anywhere in a sentence, a person that opens on such a word, no listed
// name, before a lower-case word is a body or a place headed by a common
// noun ("Universiteit van Amsterdam"). What structure vouches for (keep: a
// greeting, a signature, a name column) is left alone. It is ADR 0127's
// Turkish rule for every language without one.
func (d *Detector) dropCommonOpeners(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	var out []Span
	changed := false
	for _, sp := range spans {
		if sp.Kind != Person || keep[[2]int{sp.Start, sp.End}] {
			out = append(out, sp)
			continue
		}
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		b := sort.Search(len(toks), func(j int) bool { return toks[j].end > sp.End }) - 1
		if a >= len(toks) || b < a || toks[a].start != sp.Start || !capitalised(toks[a].text) {
			out = append(out, sp)
			continue
		}
		if b > a && saintHeads[toks[a].bare] {
			changed = true
			continue
		}
		w := strings.ToLower(toks[a].text)
		rank, common := europeCommon[w]
		listed := d.names.first[toks[a].bare] || d.names.last[toks[a].bare]
		if common && !listed && b > a && unicode.IsLower([]rune(toks[a+1].text)[0]) {
			// A common noun before an article or a preposition heads a
			// body, a work or a place ("Universiteit van Amsterdam",
			// "Università di Bologna", "Premio de Honor"), anywhere.
			changed = true
			continue
		}
		if !common || !sentenceOpens(s, toks[a].start) {
			out = append(out, sp)
			continue
		}
		if a == b && (!listed || rank <= openerFunctionRank && d.foreignWordAfter(toks, a)) {
			changed = true
			continue
		}
		if b-a >= 2 && !listed && !hanPair(toks[a], toks[a+1]) {
			changed = true
			// What is left opening on a lower-case particle ("Depois da
			// Copa") was a phrase, no name.
			if k := a + 1; !unicode.IsLower([]rune(toks[k].text)[0]) {
				out = append(out, Span{Start: toks[k].start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[toks[k].start:sp.End])), " ")})
			}
			continue
		}
		out = append(out, sp)
	}
	if !changed {
		return spans
	}
	return out
}

// hanPair: x and y are one Mandarin syllable each, as a romanised Chinese
// surname and given name are ("He Cheng Lang", "Lei Jou Zong"): "he" and
// "lei" are common words of Finnish, Spanish and Portuguese, and the
// surname of such a name.
func hanPair(x, y token) bool {
	c, _ := syllables(x.bare)
	d, _ := syllables(y.bare)
	return c == 1 && d >= 1
}

// saintHeads are the words for "saint" of the European languages, folded,
// that open the names of places, churches and feasts ("San Antonio",
// "Santa Teresa", "São Paulo", "Sankt Gallen", "Svatý Jan", "Szent
// István"): a closed class, like titles, that no list of places exhausts;
// a find of two words or more opening on one is no person's name.
var saintHeads = map[string]bool{}

func init() {
	for _, w := range strings.Fields("san santa santo sao saint sainte st ste sankt sant santu sint svaty svata svate " +
		"sveti sveta sveto sventasis swiety swieta szent svyatoi svyataya святой святая святого святий свята " +
		"свети света") {
		saintHeads[w] = true
	}
}

// foreignWordAfter: the word after toks[a] is in lower case, one of
// europeCommon's words and no English word — the sentence is in a
// language other than English.
func (d *Detector) foreignWordAfter(toks []token, a int) bool {
	if a+1 >= len(toks) {
		return false
	}
	t := toks[a+1].text
	if r, _ := utf8.DecodeRuneInString(t); !unicode.IsLower(r) {
		return false
	}
	_, common := europeCommon[t]
	return common && !d.names.words[toks[a+1].bare]
}
