package pii

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// Cyrillic prose names a person in full once and then by the surname
// alone, declined ("Аляксандр Лукашэнка ... прапановай Лукашэнку", "Валера
// Рабцава ... сям'ёй Рабцава", "М. В. Ломоносова ... Ломоносова и
// Тредиаковского"); no pass took the lone surname unless it was a globally
// known person's (docs/adr/0154).

// cyrillicSurnameEnds are the folded case endings of Russian, Ukrainian,
// Belarusian and Serbian surnames, longest first: cut from a surname, they
// leave the stem every case shares ("путин" of "Путин", "Путина",
// "Путиным", "Путиной"; "жириновск" of "Жириновский", "Жириновского").
// Folding makes "й" "и" and "ї" "і".
var cyrillicSurnameEnds = []string{
	"ого", "ому", "ими", "ыми", "ага", "аму", "ои", "ою", "ым", "им", "ом", "ем", "ии", "ыи", "аи", "ая", "ую", "іи", "ім",
	"а", "у", "е", "ы", "я", "ю", "и", "і", "о", "ь",
}

// kazakhCaseEnds are the Kazakh case endings glued to a surname
// (kazakhSurname's), cut before the Slavic ones on a Kazakh line
// ("Назарбаевтың" is "Назарбаев"'s). Kyrgyz and Tatar ones
// (turkicCaseEnds) are not cut here: "Эртең Бишкектин", tomorrow in
// Bishkek, would echo the city in every case (docs/adr/0161).
var kazakhCaseEnds = strings.Split("ның|нің|тың|тің|дың|дің|ға|ге|қа|ке|на|не|ны|ні|ды|ді|ты|ті|да|де|та|те|нда|нде|нан|нен|дан|ден|тан|тен|мен|бен|пен|ымен|імен", "|")

// minSurnameStem is the fewest letters of a stem an echo is matched on:
// shorter stems are common words' too ("бел" of "Белый" and "белая").
const minSurnameStem = 4

// participleEnd is how Russian adjectives made with "-нн-" end
// ("Следственный", "Государственная"), folded: the word a found person
// ended on was an institution's ("Михаила Федотова Следственный комитет"),
// and no surname is built so.
var participleEnd = regexp.MustCompile(`нн(ыи|ая|ое|ые|ого|ои)$`)

// cyrillicSurnameStem returns the folded word without its longest
// surname case ending that leaves minSurnameStem letters, or the word.
func cyrillicSurnameStem(bare string) string {
	for _, e := range cyrillicSurnameEnds {
		if stem, ok := strings.CutSuffix(bare, e); ok && utf8.RuneCountInString(stem) >= minSurnameStem {
			return stem
		}
	}
	return bare
}

// cyrillicSurnameStems returns the stems a folded word may share with a
// surname: its own, and on a Kazakh line the stem left after a Kazakh case
// ending. kz remembers the last line asked about (ADR 0152: a line is read
// once, not once per word).
func cyrillicSurnameStems(s string, t token, kz *lineMemo) []string {
	out := []string{cyrillicSurnameStem(t.bare)}
	if !strings.ContainsAny(t.bare, kazakhLetters) && !kz.of(s, t.start, kazakhLine) {
		return out
	}
	for _, e := range kazakhCaseEnds {
		if stem, ok := strings.CutSuffix(t.bare, e); ok && utf8.RuneCountInString(stem) >= minSurnameStem {
			out = append(out, stem, cyrillicSurnameStem(stem))
		}
	}
	return out
}

// echoCyrillicSurnames adds, in a text where a person of two Cyrillic
// words or more was found, every other capitalised Cyrillic word standing
// alone whose stem is that person's surname's (the last word, no initial
// or patronymic; the first when a full patronymic ends a name of three
// words), in any case, before or after the full name, with the
// one or two initials before it. A word next
// to another capitalised word is part of a longer name or title, and is
// left alone, unless that word opens the sentence or is a declined
// country; so are function words.
func (d *Detector) echoCyrillicSurnames(s string, toks []token, spans []Span) []Span {
	var kz lineMemo
	known := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		ws := words(s[sp.Start:sp.End])
		if len(ws) < 2 {
			continue
		}
		last := ws[len(ws)-1]
		if len(ws) >= 3 && fullPatronymic.MatchString(last.bare) {
			last = ws[0] // "Шуфричу Нестору Івановичу": the surname opens the name (docs/adr/0161)
		}
		last.start, last.end = last.start+sp.Start, last.end+sp.Start
		if !cyrillicCap(last) || utf8.RuneCountInString(last.bare) < minSurnameStem+1 || slavicPatronymic.MatchString(last.bare) || slavicStop.has(last.bare) || participleEnd.MatchString(last.bare) {
			continue
		}
		for _, st := range cyrillicSurnameStems(s, last, &kz) {
			known[st] = true
		}
	}
	if len(known) == 0 {
		return spans
	}
	var add []Span
	k := 0
	for i, t := range toks {
		if !cyrillicCap(t) || utf8.RuneCountInString(t.bare) < minSurnameStem || slavicStop.has(t.bare) || cyrillicOrgWords[t.bare] {
			continue
		}
		if i > 0 && capitalised(toks[i-1].text) && adjacent(s, toks[i-1], t) && !sentenceStart(s, toks[i-1].start) && !declinedTerritory(toks[i-1].bare) ||
			i+1 < len(toks) && capitalised(toks[i+1].text) && adjacent(s, t, toks[i+1]) {
			continue // part of a longer name or title; a word opening the sentence ("Прапанову Лукашэнку") or a country ("прэзідэнт Беларусі Лукашэнка") is none
		}
		if i > 0 && cyrillicOrgWords[toks[i-1].bare] {
			continue // "им. Ломоносова" names an institution
		}
		match := false
		for _, st := range cyrillicSurnameStems(s, t, &kz) {
			match = match || known[st]
		}
		if !match {
			continue
		}
		from := i
		for n := 0; n < 2 && from > 0 && cyrillicInitial(s, toks[from-1]) && s[toks[from-1].end:toks[from].start] == ". "; n++ {
			from-- // "А. Ратундуса" after "Аўгусцін Ратундус"
		}
		if kk := k; from < i && overlapsFound(spans, &kk, toks[from].start, t.end) {
			from = i
		}
		if overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		add = append(add, personSpan(s, toks[from], t))
	}
	return withAdded(spans, add)
}
