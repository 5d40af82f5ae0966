package pii

import (
	"strings"
	"unicode/utf8"
)

// Russian before 1918, and Old East Slavic before it, write the letters the
// reform dropped (ѣ, і, ѳ, ѵ, a final ъ) and older ones still (ѡ, ѿ, ѧ, ѫ,
// ꙋ, ѹ, ꙑ, ѥ, ꙗ, ѻ, ꙩ); birchbark letters write ь and ъ where later
// spelling has е and о ("стьпана", "федърко"). The given-name lists hold the
// modern spelling, so a name written the old way ("Ѳедоръ", "Алексѣю",
// "фомѣ") is no listed name until it is read back (docs/adr/0229).

// oldLetters are the old letters and their modern spelling, applied to a
// folded word (fold has already dropped titlo and diaeresis marks and
// turned "й" into "и").
var oldLetters = strings.NewReplacer(
	"ѣ", "е", "і", "и", "ї", "и", "ѳ", "ф", "ѵ", "и", "ѡ", "о", "ѿ", "от", "ѧ", "я", "ꙗ", "я", "ѩ", "я",
	"ѥ", "е", "є", "е", "ꙋ", "у", "ѹ", "у", "ȣ", "у", "ѫ", "у", "ѭ", "ю", "ꙑ", "ы", "ѻ", "о", "ꙩ", "о",
	"ꙫ", "о", "ꙭ", "о", "ѽ", "о", "ӏ", "и", "ѕ", "з", "ꙁ", "з", "ѯ", "кс", "ѱ", "пс", "оу", "у")

// oldKey is a folded Cyrillic word in modern spelling: old letters
// replaced and a final hard sign dropped ("алексѣевичъ" is "алексеевич").
func oldKey(folded string) string {
	k := oldLetters.Replace(folded)
	return strings.TrimSuffix(k, "ъ")
}

// oldMarkers are the letters only pre-reform and older Cyrillic writes
// (besides a word-final ъ): one in a text says it is historical. "і"
// is left out, Ukrainian and Belarusian write it.
const oldMarkers = "ѣѢѳѲѡѠѿѾѧѦѫѪꙋꙊѹѸꙑꙐѥѤꙗꙖѻѺꙩꙨѵѴ\u0483"

// historicalCyrillic counts the marks of historical spelling in toks: old
// letters and words ending in a hard sign ("годъ"), which no modern
// Cyrillic orthography writes; and how many Cyrillic words and capitalised
// ones there are.
func historicalCyrillic(toks []token) (marks, cyr, caps int) {
	for _, t := range toks {
		if !cyrillicWord(t.folded) && !strings.ContainsAny(t.text, oldMarkers) {
			continue
		}
		cyr++
		if capitalised(t.text) {
			caps++
		}
		if strings.ContainsAny(t.text, oldMarkers) || utf8.RuneCountInString(t.folded) > 1 && strings.HasSuffix(t.folded, "ъ") {
			marks++
		}
	}
	return marks, cyr, caps
}

// oldEnding is an ending an old given name takes in a case, and the
// nominative endings that may stand for it on the stem.
type oldEnding struct {
	ending string
	noms   []string
}

// oldEndings are the case endings of Russian given names as old documents
// write them, longest first within a family: names in -ий (Григорий:
// "Григорья", "Григорью", "Григорьем", old nominative "Григорей"), in -ей
// ("Алексѣю"), in a consonant ("Петра", "Петру", "Петромъ", "Петрѣ"), in -а
// and -я ("Фомы", "Фомѣ", "Фому", "Фомою"; "Марьи", "Марью") and in -о
// ("Михайлу"); the first ending that gives a listed name wins.
var oldEndings = []oldEnding{
	{"ьем", []string{"ии"}}, {"ием", []string{"ии"}}, {"еем", []string{"еи", "ии"}},
	{"ья", []string{"ии", "ья", "ия", "еи"}}, {"ью", []string{"ии", "ья", "ия", "еи"}}, {"ье", []string{"ии", "ья", "ия", "еи"}}, {"ьи", []string{"ии", "ья", "ия", "еи"}},
	{"ия", []string{"ии", "ия", "еи"}}, {"ию", []string{"ии", "ия", "еи"}}, {"ие", []string{"ии", "ия", "еи"}},
	{"еи", []string{"ии", "еи"}}, {"ея", []string{"еи", "ии"}}, {"ею", []string{"еи", "ея", "ии"}}, {"ее", []string{"еи", "ии"}},
	{"ом", []string{"", "о"}}, {"ем", []string{"ь", "и"}}, {"ою", []string{"а"}}, {"ои", []string{"а"}},
	{"а", []string{"", "о"}}, {"я", []string{"ь", "и"}}, {"у", []string{"", "а", "о"}}, {"ю", []string{"ь", "я", "и"}},
	{"е", []string{"", "а", "я"}}, {"ы", []string{"а"}}, {"и", []string{"а", "я", "ии", "еи"}}, {"ь", []string{""}},
}

// diminutives are the suffixes of familiar given names before their case
// ending ("Петрушка", "Сидорка", "Ѳедотко", "Гришка"), longest first; a
// "ш" of "-шка" may stand for the stem's own last letters ("Гриша" of
// Григорий, "Иваш-" of Иван).
var diminutives = []string{"ушк", "юшк", "ишк", "шк", "ьк", "к"}

// diminutiveCases are the case endings of a diminutive.
var diminutiveCases = []string{"ою", "ои", "ом", "а", "у", "и", "е", "о", "ы"}

// listedGiven: w is a given name of the Slavic lists (maybe in Belarusian
// spelling).
func listedGiven(w string) bool {
	return utf8.RuneCountInString(w) >= 3 && (slavicGivenNames.has(w) || belarusianGiven(w))
}

// givenStartsWith: some listed Slavic given name starts with p.
func givenStartsWith(p string) bool {
	l := slavicGivenNames
	i := l.firstLine(0, len(l), func(line string) bool { return line < p })
	line, _, _ := strings.Cut(string(l[i:]), "\n")
	return i < len(l) && strings.HasPrefix(line, p)
}

// oldKeyVariants are the modern readings of a key: itself; with ь and ъ
// inside it read as е and о ("стьпана", "федърко"); with an initial о read
// as а and е as и, as Muscovite and Novgorod scribes wrote them
// ("Олексеевъ", "Офонасью", "евану"), in words of five letters or more.
func oldKeyVariants(k string) []string {
	out := []string{k}
	if strings.ContainsAny(k, "ьъ") {
		r := []rune(k)
		for i := 1; i < len(r)-1; i++ {
			switch r[i] {
			case 'ь':
				r[i] = 'е'
			case 'ъ':
				r[i] = 'о'
			}
		}
		out = append(out, string(r))
	}
	for _, v := range out[:len(out):len(out)] {
		if utf8.RuneCountInString(v) < 5 {
			continue // "Ѡцѣ" is the Oka, not the Macedonian Аце
		}
		if strings.HasPrefix(v, "о") {
			out = append(out, "а"+v[len("о"):])
		}
		if strings.HasPrefix(v, "е") || strings.HasPrefix(v, "ы") {
			out = append(out, "и"+v[len("е"):])
		}
	}
	return out
}

// oldGiven: the old key k is a listed given name in some case, or its
// diminutive (diminutive false leaves those out).
func oldGiven(k string, diminutive bool) bool {
	if utf8.RuneCountInString(k) < 3 || utf8.RuneCountInString(k) > maxReadingRunes {
		return false
	}
	for _, v := range oldKeyVariants(k) {
		if listedGiven(v) {
			return true
		}
		for _, e := range oldEndings {
			if !strings.HasSuffix(v, e.ending) {
				continue
			}
			stem := v[:len(v)-len(e.ending)]
			if utf8.RuneCountInString(stem) < 2 {
				continue
			}
			for _, n := range e.noms {
				// A stem of two letters only before -ий ("Юрья"): "по Ѡцѣ"
				// is the Oka, no "Оца".
				if utf8.RuneCountInString(stem) < 3 && n != "ии" && n != "еи" {
					continue
				}
				if listedGiven(stem + n) {
					return true
				}
			}
		}
		if diminutive && diminutiveOf(v) {
			return true
		}
	}
	return false
}

// diminutiveOf: v is a diminutive of a listed given name in some case: its
// stem, the stem with a nominative ending (Ульянка: Ульяна; Аверка:
// Аверкий), or, before "-шка", a listed name the stem opens (Гришка).
func diminutiveOf(v string) bool {
	for _, c := range diminutiveCases {
		if !strings.HasSuffix(v, c) {
			continue
		}
		w := v[:len(v)-len(c)]
		for _, d := range diminutives {
			if !strings.HasSuffix(w, d) {
				continue
			}
			stem := w[:len(w)-len(d)]
			if utf8.RuneCountInString(stem) < 3 {
				continue
			}
			for _, n := range []string{"", "а", "о", "ии", "еи", "я", "ки", "кии"} {
				if listedGiven(stem + n) {
					return true
				}
			}
			if strings.HasSuffix(d, "шк") && givenStartsWith(stem) {
				return true
			}
		}
	}
	return false
}
