package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Foreign persons written in Arabic script (docs/adr/0121). Arabic and
// Persian news write a foreign name as it sounds ("دونالد ترامب",
// "كريستيان وولمار", "مایکل فارادی"), with no capital letter or title to cue
// it; no model learnt them (NewsFANE and MultiCoNER Farsi name few
// foreigners). Wikidata's person labels say how Arabic spells each word of
// a foreign name: a common Western given name so spelt, then a word so
// spelt that is no common Arabic or Persian word, is a person.

// arabicWordsText are FrequencyWords' commonest Arabic subtitle words
// (scripts/pii-arabic-words.py, docs/adr/0121), one a line.
//
//go:embed names/arabic/words.txt
var arabicWordsText string

// arabicCommon holds arabicWordsText folded as words are, each with its
// rank (1 the commonest).
var arabicCommon = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields(arabicWordsText) {
		if f := fold(w); m[f] == 0 {
			m[f] = i + 1
		}
	}
	return m
}()

// foreignCommonGiven is the rank within which a common subtitle word is
// never a foreign given name ("اين", where, is Wikidata's spelling of
// "Wayne"); beyond it the lists hold the names subtitles use ("جون" 352,
// "مايكل" 630): chosen on the tuning sets (docs/adr/0121).
const foreignCommonGiven = 300

// foreignCommonWord is the rank within which a common Arabic subtitle
// word is never a foreign name's second word (the Persian list holds 3,000
// words, all of them read); English surnames rank lower in subtitles
// ("ويلسون" 3,872, "اندرسون" 9,198): chosen on the tuning sets (docs/adr/0121).
var foreignCommonWord = 3000

// persianForeignGiven is the rank within which a common Persian subtitle
// word is never a foreign given name ("این", this; "روز", day; "جان",
// soul, 423). Persian subtitles are dubbed films, full of foreign names:
// "مایکل" ranks 1,423, "ریچارد" 2,172, "ویلیام" 2,731, so beyond this rank a
// listed spelling is a given name before a persianForeignSurname: chosen
// on the tuning sets (docs/adr/0140: 400 and 1,000; 3,000, the whole list,
// before).
const persianForeignGiven = 400

// foreignGivenText is how Arabic writes the US census's commonest given
// names, by Wikidata's labels (scripts/pii-arabic-foreign-given.py), one
// "<arabic>\t<latin>" a line.
//
//go:embed names/arabic/foreign-given.txt
var foreignGivenText string

// foreignLetters spells a word's letters as foreignNorm compares them:
// the forms of alif, ya, kaf and ta marbuta as one, Persian letters as the
// Arabic ones Arabic writes the same sounds with ("پیتر" is "بيتر").
var foreignLetters = strings.NewReplacer("أ", "ا", "إ", "ا", "آ", "ا", "ى", "ي", "ی", "ي", "ئ", "ي", "ؤ", "و",
	"ک", "ك", "ة", "ه", "پ", "ب", "گ", "غ", "ژ", "ج", "چ", "تش", "ـ", "")

// foreignNorm is w (folded) as foreignGiven holds it.
func foreignNorm(w string) string { return foreignLetters.Replace(w) }

// foreignGiven holds foreignGivenText's Arabic spellings (foreignNorm).
var foreignGiven = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range strings.Split(foreignGivenText, "\n") {
		if ar, _, ok := strings.Cut(l, "\t"); ok {
			m[foreignNorm(fold(ar))] = true
		}
	}
	return m
}()

// foreignWordsText are the Arabic spellings of the words of Wikidata's
// persons' names (scripts/pii-arabic-foreign-given.py), one a line.
//
//go:embed names/arabic/foreign-words.txt
var foreignWordsText string

// foreignWords holds foreignWordsText (foreignNorm): a foreign name's
// second word is one ("ترامب", "فالون").
var foreignWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(foreignWordsText) {
		m[foreignNorm(fold(w))] = true
	}
	return m
}()

// foreignArabicNames adds the two-word persons in Arabic script whose first
// word is Wikidata's spelling of a common Western given name and whose
// second is a word of Wikidata's persons' names and no common Arabic or
// Persian word, where nothing was found: the first is no common word
// either (Arabic within foreignCommonGiven, Persian within
// persianForeignGiven; one of Persian subtitles' later words, "مایکل",
// "ویلیام", only before a persianForeignSurname), neither starts with the article or
// is a function word, title, place head, role, place or month, and the
// word before is no place head ("شارع", "جامعة"). A given name in Persian
// spelling counts as listed (persianSpelledGiven), and a name takes its
// later foreign words (foreignNameEnd, longerForeignNames; docs/adr/0219).
// One pass over the words.
func (d *Detector) foreignArabicNames(s string, toks []token, spans []Span) []Span {
	var added []Span
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		a, b := toks[i], toks[i+1]
		if !arabicWord(a.text) || !arabicWord(b.text) || s[a.end:b.start] != " " {
			continue
		}
		cut := foreignClitic(a)
		if cut < 0 && persianSpelledGiven(a, b) {
			cut = 0
		}
		if !d.foreignNameWord(a) || cut < 0 {
			continue
		}
		if r := arabicCommon[a.bare]; r > 0 && r <= foreignCommonGiven {
			continue
		}
		pc := persianCommon[a.bare]
		if pc > 0 && pc <= persianForeignGiven {
			continue
		}
		if !d.foreignSecondWord(b) {
			continue
		}
		if pc > 0 && !d.persianForeignSurname(b) {
			continue
		}
		if i > 0 && (d.arabicPlaceHead(toks[i-1]) || persianPlaceHeads[toks[i-1].bare]) {
			continue
		}
		if overlapsFound(spans, &k, a.start, b.end) {
			continue
		}
		last := d.foreignNameEnd(s, toks, i+1, spans, &k, a.start)
		sp := personSpan(s, a, toks[last])
		if cut > 0 {
			sp.Start += cut
			sp.Key = strings.Join(strings.Fields(fold(s[sp.Start:sp.End])), " ")
		}
		added = append(added, sp)
		i = last
	}
	return d.longerForeignNames(s, toks, withAdded(spans, added))
}

// arabicMonths are the months Arabic and Persian write (Gregorian, Syriac
// and Solar Hijri), folded as foreignNorm spells them: "ابريل" reads as
// Wikidata's "Avril", "آوریل" too.
var arabicMonths = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`يناير فبراير مارس ابريل أبريل إبريل مايو يونيو يونيه يوليو يوليه اغسطس أغسطس سبتمبر اكتوبر أكتوبر
		نوفمبر ديسمبر جانفي فيفري أفريل ماي جوان جويلية أوت كانون شباط آذار اذار نيسان أيار ايار حزيران تموز آب اب أيلول
		ايلول تشرين ژانویه فوریه آوریل مه ژوئن ژوئیه اوت سپتامبر اکتبر نوامبر دسامبر فروردین اردیبهشت خرداد
		تیر مرداد شهریور مهر آبان آذر دی بهمن اسفند`) {
		m[foreignNorm(fold(w))] = true
	}
	return m
}()

// foreignNameWord: t may be part of a foreign name in Arabic script: three
// letters or more, not opening on the article, function word, title, place head, role or
// listed place, or month.
func (d *Detector) foreignNameWord(t token) bool {
	w := arabicNorm(t.bare)
	// The article is a bare alif and lam; a foreign name's "Al" is written
	// with a hamza ("ألبرت", "إليسون"), which the fold takes off.
	if utf8.RuneCountInString(w) < 3 || strings.HasPrefix(t.text, "ال") || arabicFunctionWord(t) {
		return false
	}
	pre, core, stem, _ := arabicClitics(w)
	if c := arabicClass(t, pre, core, stem); c == "title" || c == "func" || c == "say" {
		return false
	}
	return !arabicMonths[foreignNorm(t.bare)] && !d.arabicPlaceHead(t) && !persianPlaceHeads[t.bare] && !persianRoles[t.bare] && !persianTitles[t.bare] && !d.names.places[t.bare]
}

// foreignSecondWord: t may follow a foreign given name in Arabic script:
// a word of Wikidata's persons' names (foreignWords) that is no common
// Arabic (within foreignCommonWord) or Persian word and no word
// foreignNameWord refuses.
func (d *Detector) foreignSecondWord(t token) bool {
	if !arabicWord(t.text) || !d.foreignNameWord(t) || persianCommon[t.bare] > 0 {
		return false
	}
	if r := arabicCommon[t.bare]; r > 0 && r <= foreignCommonWord {
		return false
	}
	return foreignWords[foreignNorm(t.bare)]
}

// foreignClitic is how many bytes of t's text to leave out of a foreign
// given name: 0 when t is Wikidata's spelling of one, the first letter's
// when that is a conjunction or preposition glued to one ("ودونالد",
// "لمايكل"), -1 when it is neither.
func foreignClitic(t token) int {
	if foreignGiven[foreignNorm(t.bare)] {
		return 0
	}
	first, size := utf8.DecodeRuneInString(t.bare)
	if !strings.ContainsRune("وفبلك", first) || utf8.RuneCountInString(t.bare) < 4 || !foreignGiven[foreignNorm(t.bare[size:])] {
		return -1
	}
	return arabicLetterLen(t.text)
}

// persianForeignSurname: t may follow a given name that is also one of
// Persian subtitles' later words ("مایکل", "ویلیام"; "دین", religion, is
// Wikidata's "Dean" too): no listed name ("دین اسلام"), Persian function
// word ("هنری ایشان"), Arabic subtitle word at any rank ("دین نشاط",
// activity) or word with the Persian nisba ending ی, which makes
// adjectives ("دین توحیدی", monotheistic) as often as surnames
// (docs/adr/0140).
func (d *Detector) persianForeignSurname(t token) bool {
	w := t.bare
	return !d.names.first[w] && !d.names.last[w] && !persianStop[w] && arabicCommon[w] == 0 && !strings.HasSuffix(w, "ی")
}
