package pii

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// A Russian, Ukrainian, Polish or Turkic surname written in Armenian says
// what it is by its ending (-ով, -և, -ովիչ, -սկի, -ենկո, -ովա, -ևա),
// and standing alone in prose it bears an Armenian article or case ending
// (Լավրովի, Բուլգակովը, Ալիևի, Ռուտկովսկին), which an Armenian noun in
// the instrumental -ով never does: armenianPersons wanted a given name
// before it and armenianLonePersons reads -յան only (docs/adr/0222).

// armenianRussianSurnameEnd is such a surname, lower-cased, with at least
// three letters before the surname's ending and the article or case ending
// after it; the locative -ում and instrumental -ով are left out ("Վերևում",
// above).
var armenianRussianSurnameEnd = regexp.MustCompile(`^\p{Armenian}{3,}(ով|և|ովիչ|ևիչ|սկի|ենկո|ովա|ևա|սկայա)(ը|ի|ին|ն|ից|յի|յին|յից)$`)

// armenianRussianSurnames adds each capitalised or all-capitals Armenian
// word nothing found that is such a surname (armenianRussianSurnameEnd)
// and no common word, with the given name and patronymic before it
// (armenianNameStart).
func (d *Detector) armenianRussianSurnames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i, t := range toks {
		lw := armenianReformed(strings.ToLower(t.text)) // classical spelling (docs/adr/0255)
		if utf8.RuneCountInString(lw) < 6 || !armenianNamePart(t.text) || !armenianRussianSurnameEnd.MatchString(lw) ||
			armenianCommonWord(strings.ToLower(t.text), hindiCommonWord) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		from := armenianNameStart(s, toks, i)
		for from < i && k > 0 && spans[k-1].End > toks[from].start {
			from++
		}
		add = append(add, personSpan(s, toks[from], t))
	}
	return withAdded(spans, add)
}

// armenianNameStart returns where a name whose last word is toks[i]
// starts: up to two capitalised or all-capitals Armenian words before it,
// one space apart, that bear no case ending (Armenian declines a name's
// last word only: "Լեոնիդ Իլյիչ Բրեժնևին"), no title and no word among
// the commonest (hindiCommonGiven; hindiCommonWord for a word after no
// space, which opens a sentence: "Ըստ Լավրովի", according to Lavrov).
func armenianNameStart(s string, toks []token, i int) int {
	from := i
	for from > 0 && i-from < 2 {
		p := toks[from-1]
		top := hindiCommonGiven
		if from == 1 || s[toks[from-2].end:p.start] != " " {
			top = hindiCommonWord // a sentence's opener is capitalised whatever it is
		}
		if s[p.end:toks[from].start] != " " || !armenianNamePart(p.text) || armenianDeclined(p.text) || armenianAnyTitle(p.text) ||
			armenianCommonWord(strings.ToLower(p.text), top) {
			break
		}
		from--
	}
	return from
}
