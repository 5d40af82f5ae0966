package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Armenians in Armenian script (docs/adr/0143). An Armenian surname says
// what it is by its ending: -յան or -յանց (Խաչատրյան, Բաբախանյան), or a
// Russian one's -ով, -ենկո, -սկի written in Armenian (Մամեդով,
// Լիսենկո), with the article or case ending Armenian glues to it (-ը, -ի,
// -ն, -ին). Armenian given names of Armenians (Վարդգես, Հմայակ) are on no
// Latin list and read as none, so lettersPair, which wants a given name's
// reading, missed them; newspapers also write names ALL CAPS ("ՎԱՀՐԱՄ
// ԳԵՎՈՐԳՅԱՆ").

// armenianSurnameEnd is a lower-cased Armenian surname with its article or
// case ending: -յան or -յանց, maybe with a glued article or case ending.
// Western Armenian's ablative -էն, read in the reformed spelling
// (armenianReformed), is -են ("Դուրեանէն", from Dourian).
var armenianSurnameEnd = regexp.MustCompile(`(յան|յանց)(ը|ի|ին|ն|ից|ով|ում|են)?$`)

// armenianForeignSurnameEnd is a Russian or Ukrainian surname written in
// Armenian (-ով, -և, -ենկո, -սկի), which needs a given name before it:
// -ով is also the instrumental case of any noun.
var armenianForeignSurnameEnd = regexp.MustCompile(`(ով|ևա|ովա|ենկո|սկի|սկայա)(ը|ի|ին|ն|ից|ում)?$`)

// armenianNamePart: w is an Armenian word of two letters or more,
// capitalised or all in capitals.
func armenianNamePart(w string) bool {
	if !scriptWord(w, unicode.Armenian) || utf8.RuneCountInString(w) < 2 {
		return false
	}
	return capitalised(w) || strings.ToUpper(w) == w
}

// armenianPersons adds the Armenian pairs nothing found whose second word
// is an Armenian surname (armenianSurnameEnd) and whose first is a
// capitalised word that is no common word among the hindiCommonGiven
// commonest (the noun "Հանրապետության", republic's, ends in -ության and
// is none), or whose second is a Russian surname in Armenian and first a
// given name of the lists (faker's hy given names among them) or read as
// one. A patronymic in -ի between them ("Մուշեղ Ավետիսի Հինայեկյանը")
// belongs to the name.
func (d *Detector) armenianPersons(s string, toks []token, spans []Span) []Span {
	var added []Span
	named := armenianNamedWords(s, spans)
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a := toks[i]
		if !armenianNamePart(a.text) {
			continue
		}
		j := i + 1
		if j+1 < len(toks) && s[toks[j].end:toks[j+1].start] == " " && armenianNamePart(toks[j].text) && !armenianAnyTitle(toks[j].text) &&
			strings.HasSuffix(strings.ToLower(toks[j].text), "ի") && d.armenianSurname(toks[j+1].text, a) {
			j++ // a patronymic
		}
		b := toks[j]
		if s[toks[j-1].end:b.start] != " " || !armenianNamePart(b.text) || !d.armenianSurname(b.text, a) ||
			armenianNameAdjective(b.text, named) || overlapsFound(spans, &k, a.start, b.end) {
			continue
		}
		added = append(added, personSpan(s, a, b))
		i = j
	}
	return withAdded(spans, added)
}

// armenianSurname: w is an Armenian surname after the given name a
// (armenianPersons).
func (d *Detector) armenianSurname(w string, a token) bool {
	// The classical spelling read in the reformed one (docs/adr/0255):
	// "Թէքէեան" is "Թեքեյան".
	lw, la := armenianReformed(strings.ToLower(w)), armenianReformed(strings.ToLower(a.text))
	if strings.HasSuffix(strings.TrimRight(lw, "ըին"), "ությա") || strings.HasSuffix(la, "յան") {
		return false
	}
	if armenianClassicalGenitive(strings.ToLower(a.text)) || armenianAnyTitle(a.text) {
		return false // "Նորվեկիոյ Նոպէլեան", Norway's Nobel (docs/adr/0255)
	}
	for _, end := range []string{"ից", "ում", "ով", "ը"} {
		if strings.HasSuffix(la, end) {
			return false // Armenian declines a name's last word only: "Յորքից" (from York) is no given name
		}
	}
	if armenianSurnameEnd.MatchString(lw) {
		return !armenianCommonWord(strings.ToLower(a.text), hindiCommonGiven)
	}
	if !armenianForeignSurnameEnd.MatchString(lw) {
		return false
	}
	lb := bare(fold(a.text))
	return d.names.first[lb] || readLetters(lb, armenianLatin, armenianDigraphs, d.names.firstSorted, d.names.givenReading) != ""
}
