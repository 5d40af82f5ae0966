package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Armenian surnames standing alone, and titles before them
// (docs/adr/0162). Armenian news names a person by the surname alone once
// it has named him ("Փաշինյանը", "Քոչարյանի", "Մինասյանն"), with the
// article or case ending glued on, and puts his office before the name,
// capitalised when it opens the sentence ("Վարչապետ Փաշինյանը", Prime
// Minister Pashinyan): armenianPersons took the office for a given name.
// An Armenian surname says what it is by its ending (-յան, -յանց), so a
// capitalised word with it is a person alone; the title is no part of the
// name.

// armenianTitles are the Armenian titles of address and office that stand
// before a name, lower-cased in the nominative: Mr, Mrs, Miss, doctor,
// professor, president, vice-president, prime minister, deputy prime
// minister, minister, deputy minister, ambassador, deputy (of parliament),
// judge, prosecutor, advocate, general, colonel, captain, bishop,
// archbishop, catholicos, ashugh (minstrel). A closed class of titles, not
// of names: none of them is a given name, and each opens a sentence before
// a name in news.
var armenianTitles = map[string]bool{
	"պարոն": true, "տիկին": true, "օրիորդ": true, "դոկտոր": true, "պրոֆեսոր": true, "նախագահ": true,
	"փոխնախագահ": true, "վարչապետ": true, "փոխվարչապետ": true, "նախարար": true, "փոխնախարար": true,
	"դեսպան": true, "պատգամավոր": true, "դատավոր": true, "դատախազ": true, "փաստաբան": true, "գեներալ": true,
	"գնդապետ": true, "կապիտան": true, "եպիսկոպոս": true, "արքեպիսկոպոս": true, "կաթողիկոս": true, "աշուղ": true,
}

// armenianPostTitles are the church and Ottoman titles the Western
// Armenian press puts after a given name, in the reformed spelling
// (armenianReformed; docs/adr/0255): patriarch, vardapet (archimandrite),
// effendi, bey, agha, srbazan (his grace) ("Յարութիւն Էֆէնտի
// Գափամաճեան"). No given name nor
// patronymic; the word after one is no name by that alone ("Պատրիարք
// Հայոց", Patriarch of the Armenians).
var armenianPostTitles = map[string]bool{
	"պատրիարք": true, "վարդապետ": true, "էֆենտի": true, "էֆենդի": true, "պեյ": true, "աղա": true, "սրբազան": true,
}

// armenianAnyTitle: w is an Armenian title before a name (armenianTitle)
// or after a given name (armenianPostTitles), in either spelling.
func armenianAnyTitle(w string) bool {
	return armenianTitle(w) || armenianPostTitles[armenianReformed(strings.ToLower(w))]
}

// armenianTitle: w is an Armenian title (armenianTitles), in any case of
// letters.
func armenianTitle(w string) bool {
	lw := strings.ToLower(w)
	return armenianTitles[lw] || armenianTitles[armenianReformed(lw)] // classical spelling (docs/adr/0255)
}

// armenianStemMin is the least count of letters before -յան in a surname
// standing alone: "Մայան" and the like are no surnames.
const armenianStemMin = 3

// armenianLoneSurname: w is a capitalised Armenian surname in -յան or
// -յանց (armenianSurnameEnd) with at least armenianStemMin letters before
// the ending, and no noun in -ություն ("Հանրապետության", republic's). It
// must bear an article or case ending ("Փաշինյանը", "Քոչարյանի") unless an
// initial stands before it: an adjective of a place in -յան ("Արցախյան
// պատերազմ", the Artsakh war; "Երևանյան") takes none, and a surname named
// alone in running text takes one.
func armenianLoneSurname(w string, initial bool) bool {
	lw := armenianReformed(strings.ToLower(w)) // "Շուշանեանի" is "Շուշանյանի" (docs/adr/0255)
	m := armenianSurnameEnd.FindStringSubmatch(lw)
	if !armenianNamePart(w) || m == nil || m[2] == "" && !initial ||
		strings.HasSuffix(strings.TrimRight(lw, "ըին"), "ությա") || armenianCommonWord(strings.ToLower(w), hindiCommonWord) {
		return false
	}
	stem := lw[:strings.LastIndex(lw, "յան")]
	return utf8.RuneCountInString(stem) >= armenianStemMin
}

// armenianInitialBefore: toks[i-1] is one capital Armenian letter and a dot
// and a space stand between it and toks[i] ("Ա. ՍԱՀԱԿՅԱՆ").
func armenianInitialBefore(s string, toks []token, i int) bool {
	if i == 0 {
		return false
	}
	p := toks[i-1]
	return utf8.RuneCountInString(p.text) == 1 && scriptWord(p.text, unicode.Armenian) && strings.ToUpper(p.text) == p.text &&
		s[p.end:toks[i].start] == ". "
}

// armenianPostTitleBefore: toks[i-1], one space before toks[i], is a
// title that follows a given name ("Կարապետ Էֆէնտի Մանուկեան"), which
// says toks[i] is a surname as an initial does (docs/adr/0255).
func armenianPostTitleBefore(s string, toks []token, i int) bool {
	return i > 0 && s[toks[i-1].end:toks[i].start] == " " && armenianPostTitles[armenianReformed(strings.ToLower(toks[i-1].text))]
}

// armenianLonePersons cuts a title off the start of each person found
// (armenianTitle, then one space and the name), and adds each Armenian
// surname standing alone (armenianLoneSurname) that nothing found, with
// the given name found before it (armenianNameBefore) or standing inside a
// sentence before it (armenianGivenMidSentence).
func (d *Detector) armenianLonePersons(s string, toks []token, spans []Span) []Span {
	spans = cutArmenianTitles(s, toks, spans)
	var added []Span
	drop := map[int]bool{}
	k := 0
	for i, t := range toks {
		initial := armenianInitialBefore(s, toks, i)
		if !armenianLoneSurname(t.text, initial || armenianPostTitleBefore(s, toks, i)) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		from := i
		if initial && !overlapsFound(spans, &k, toks[i-1].start, t.end) {
			from = i - 1
		} else if k > 0 && armenianNameBefore(s, toks, spans[k-1], i) < i {
			from = armenianNameBefore(s, toks, spans[k-1], i)
			drop[k-1] = true
		} else if armenianGivenMidSentence(s, toks, i) && (k == 0 || spans[k-1].End <= toks[i-1].start) {
			from = i - 1
		}
		added = append(added, personSpan(s, toks[from], t))
	}
	return replacedSpans(spans, drop, added)
}

// armenianNameBefore returns where the name that ends in the surname
// toks[i] starts when the person sp, found right before it with one space
// between, is its given name (one word: the name starts there) or a word
// and the given name ("Դաշնակահար Արմեն", pianist Armen; "Այնուհետև Հայկ",
// then Hayk: the name starts at the given name, or at the word before a
// patronymic in -ի). It returns i when sp is no such person.
func armenianNameBefore(s string, toks []token, sp Span, i int) int {
	a, b, ok := spanWords(toks, sp)
	if !ok || sp.Kind != Person || b != i-1 || s[toks[b].end:toks[i].start] != " " || b-a > 1 {
		return i
	}
	for j := a; j <= b; j++ {
		if !armenianNamePart(toks[j].text) {
			return i
		}
	}
	if a < b && !strings.HasSuffix(strings.ToLower(toks[b].text), "ի") {
		return b
	}
	return a
}

// cutArmenianTitles returns spans with each person that starts with an
// Armenian title word and goes on past a space started after it; a copy
// when one is cut.
func cutArmenianTitles(s string, toks []token, spans []Span) []Span {
	var out []Span
	for n, sp := range spans {
		a, b, ok := spanWords(toks, sp)
		if !ok || sp.Kind != Person || a == b || !armenianTitle(toks[a].text) || s[toks[a].end:toks[a+1].start] != " " {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		out[n] = personSpan(s, toks[a+1], toks[b])
	}
	if out == nil {
		return spans
	}
	return out
}

// armenianGivenMidSentence: toks[i-1], one space before the surname
// toks[i], is a capitalised Armenian word inside a sentence ("խմբագիր Արա
// Գոչունյանն", editor Ara Gochunyan): Armenian capitalises a word there
// only for a name, and one with no case ending (Armenian declines a name's
// last word only) and no title is the given name, however common the word
// ("Արա", do!).
func armenianGivenMidSentence(s string, toks []token, i int) bool {
	if i < 2 {
		return false
	}
	p, q := toks[i-1], toks[i-2]
	lp := strings.ToLower(p.text)
	if !armenianNamePart(p.text) || !capitalised(p.text) || s[p.end:toks[i].start] != " " || armenianTitle(p.text) ||
		s[q.end:p.start] != " " || !scriptWord(q.text, unicode.Armenian) || capitalised(q.text) {
		return false
	}
	for _, end := range []string{"ի", "ից", "ում", "ով", "ը", "ն"} {
		if strings.HasSuffix(lp, end) {
			return false
		}
	}
	return true
}
