package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode/utf8"
)

// Muscovite documents and Novgorod birchbark letters name people by given
// name in an old spelling and case ("Алексѣю", "Григорья"), often familiar
// ("Гришка", "Петрушка"), then a patronymic or surname ("Григорей
// Гавриловичь Пушкин", "Аверка Івановъ"); birchbark letters write them in
// lower case, mostly inside the letter's formula ("поклонъ ѿ фомы къ
// ѥсифу", "ꙋ сидора"). None of the modern passes reads such a text, which no
// modern orthography writes (docs/adr/0229).

// minOldMarks is how many marks of historical spelling (historicalCyrillic)
// make a text historical: one may be a quoted word.
const minOldMarks = 2

// oldSurname is how a surname or patronymic ends in any case, as a key
// ("Ивановъ", "Тихановичю", "Вындомскому", "Пороцкой", "бъшаровъ").
var oldSurname = regexp.MustCompile(`(ов|ев|ёв|ин|ын|ьв|ич|ичь|ск|цк)(а|у|ым|ом|е|ы|ою|ои|ому|ого|ои|ого|ая|ую|ии|ых|ым|ы)?$`)

// oldAdjective is how an adjective or participle ends, as a key: such a
// word after a name opens the next phrase ("Ѳеодора Алексѣевича,
// всеа Великія"), unless it is a surname of adjective shape (-ской, -цкой).
var oldAdjective = regexp.MustCompile(`(ого|его|аго|яго|ыя|ия|ая|ое|ые|ие|ых|их|ому|ему|ую|юю|ыи|ии|ои|ими|ыми)$`)

// oldSacred are the keys' openings of holy names and of words saints'
// days, churches and monasteries are named after ("Христа", "Спаса"): no
// person of the document.
var oldSacred = []string{"христ", "иисус", "исус", "спас", "бог", "богородиц", "пречист", "троиц"}

// oldPlaceCues open the keys of the words before a saint's or a church's
// name ("святаго Николы", "у церкви Николы", "на Петровъ день"); oldDayCues
// those after it ("Николы чюдотворца", "Петра дни").
var (
	oldPlaceCues = []string{"свят", "св", "церк", "храм", "монастыр", "придел", "собор", "чудотвор", "чюдотвор", "преподоб", "пророк", "апостол", "мученик", "праздник", "празник", "образ", "икон"}
	oldDayCues   = []string{"чудотвор", "чюдотвор", "ден", "дни", "днь", "дн", "празник", "праздник", "церк", "монастыр", "пустын"}
)

// oldMonths open the keys of the months' names ("въ мартѣ"): "Марта" is a
// name, "мартѣ" in lower case the month.
var oldMonths = []string{"январ", "генвар", "феврал", "март", "апрел", "маи", "июн", "июл", "август", "сентябр", "октябр", "ноябр", "декабр"}

// oldFormulaWords are the words a letter's formula holds between its cues
// that are no name: possessives, kin and ranks ("къ господину моѥму",
// "къ брату").
var oldFormulaWords = map[string]bool{"моему": true, "моеи": true, "мои": true, "моя": true, "своему": true, "своеи": true,
	"господину": true, "осподину": true, "господине": true, "осподине": true, "гну": true, "гсдну": true,
	"брату": true, "братьи": true, "братье": true, "бъратьи": true, "сну": true, "сыну": true, "сестре": true, "матери": true,
	"отцу": true, "жене": true, "попу": true, "посаднику": true, "старосте": true, "тобе": true, "тебе": true,
	"нему": true, "ним": true, "мне": true, "нам": true, "вам": true, "всем": true, "тому": true,
	"что": true, "цто": true, "чьто": true, "како": true, "тако": true}

// startsWithAny: k starts with one of ps.
func startsWithAny(k string, ps []string) bool {
	for _, p := range ps {
		if strings.HasPrefix(k, p) {
			return true
		}
	}
	return false
}

// oldCyrillicPersons adds the persons of historical Cyrillic text: a word
// whose modern reading (oldKey) is a listed given name in some case or its
// diminutive, capitalised or, in a text written in lower case, anywhere,
// with up to two capitalised surname or patronymic words after it; in a
// lower-case text also the two sides of a letter's formula "ѿ X къ Y",
// listed or not. A found person ending on such a given name takes the
// surname after it. Saints', churches' and holy names stay out. Each word
// is read once, its reading bounded, so the pass is linear.
func (d *Detector) oldCyrillicPersons(s string, toks []token, spans []Span) []Span {
	if toks == nil {
		toks = words(s)
	}
	marks, cyr, caps := historicalCyrillic(toks)
	if cyr == 0 {
		return spans
	}
	hist := marks >= minOldMarks
	lower := hist && caps*20 < cyr
	keys := make([]string, len(toks))
	for i, t := range toks {
		if cyrillicWord(t.folded) || strings.ContainsAny(t.text, oldMarkers) {
			keys[i] = oldKey(t.bare)
		}
	}
	out := append([]Span(nil), spans...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	var add []Span
	k := 0
	for i := 0; i < len(toks); i++ {
		t := toks[i]
		if keys[i] == "" {
			continue
		}
		if overlapsFound(out, &k, t.start, t.end) {
			if hist && out[k].Kind == Person && out[k].Start == t.start && out[k].End == t.end && saintsName(keys, i) {
				out[k].Kind = "" // marked, dropped below
				continue
			}
			if out[k].Kind == Person && capitalised(t.text) {
				i = mendOldPerson(s, toks, keys, i, out, k)
			}
			continue
		}
		var j int
		switch {
		case !hist:
			// Modern spelling: only a name's old form says the text is
			// old ("Григорья", "Дмитрей"; "Петрушка Фальк").
			if !capitalised(t.text) || !oldPersonAt(toks, keys, i, false) {
				continue
			}
			j = oldSurnameEnd(s, toks, keys, i, out, k, false)
			if !oldFormOnly(keys[i]) && (j == i || !diminutiveOf(keys[i])) {
				continue
			}
		case oldPersonAt(toks, keys, i, lower):
			j = oldSurnameEnd(s, toks, keys, i, out, k, lower)
		default:
			// An unlisted name the words after it show: a patronymic
			// ("Вавила Тихановичь"), or a surname after an old given
			// name's shape or before "сынъ" ("Лашько Аничьковъ",
			// "Аверка Івановъ сынъ").
			if j = unlistedOldPerson(s, toks, keys, i, out, k); j == i {
				continue
			}
		}
		add = append(add, personSpan(s, t, toks[j]))
		i = j
	}
	kept := out[:0]
	for _, sp := range out {
		if sp.Kind != "" {
			kept = append(kept, sp)
		}
	}
	out = append(kept, add...)
	sort.SliceStable(out, func(a, b int) bool { return out[a].Start < out[b].Start })
	return out
}

// oldPersonAt: toks[i], with nothing found over it, opens a person of a
// historical text (oldCyrillicPersons).
func oldPersonAt(toks []token, keys []string, i int, lower bool) bool {
	t, key := toks[i], keys[i]
	if utf8.RuneCountInString(key) < 3 || startsWithAny(key, oldSacred) || slavicStop.has(strings.ToLower(t.text)) || oldFormulaWords[key] {
		return false
	}
	if saintsName(keys, i) {
		return false
	}
	if capitalised(t.text) {
		return !declinedTerritory(t.bare) && oldGiven(key, true)
	}
	if !lower {
		return false
	}
	// A lower-case word reads as a name only with four letters or more,
	// and when it is no common word or month ("еси", "лену", "мартѣ").
	// Nor in the instrumental, where nouns stand most ("съ лукою", "вѣрою").
	if utf8.RuneCountInString(key) >= 4 && !strings.HasSuffix(key, "ою") && !strings.HasSuffix(key, "ею") && !startsWithAny(key, oldMonths) && europeCommon[key] == 0 && europeCommon[strings.ToLower(t.text)] == 0 && oldGiven(key, true) {
		return true
	}
	// The letter's formula: "ѿ X къ Y", X and Y its writer and addressee.
	if strings.Contains(t.text, "\u0483") || oldAdjective.MatchString(key) {
		return false
	}
	return oldFormulaAt(toks, keys, i)
}

// oldFormulaAt: toks[i] stands where a letter's formula puts a name: the
// writer in "ѿ X къ", the addressee after "ѿ X къ" and the formula words
// between ("ѿ карпа · к осподину · моѥму фоми"), or the debtor in a list's
// "ꙋ X ·г҃·" (at X's, three).
func oldFormulaAt(toks []token, keys []string, i int) bool {
	from := func(j int) bool { return j >= 0 && keys[j] == "от" }
	to := func(j int) bool { return j >= 0 && j < len(keys) && (keys[j] == "к" || keys[j] == "ко") }
	titlo := func(j int) bool { return j >= 0 && j < len(toks) && strings.Contains(toks[j].text, "\u0483") }
	if oldKinWord(keys[i]) {
		return false
	}
	if from(i-1) && to(i+1) {
		return true
	}
	if i > 0 && keys[i-1] == "у" && titlo(i+1) {
		return !oldSurname.MatchString(keys[i]) // "ꙋ лопинкова": the Lopinkovs', a household
	}
	j := i - 1
	for n := 0; n < 3 && j >= 0 && !to(j) && (oldFormulaWords[keys[j]] || titlo(j)); n++ {
		j--
	}
	if !to(j) {
		return false
	}
	for n, j0 := 0, j-1; n < 4 && j >= 0 && j0 >= 0; n++ {
		if j = j0; !(to(j) || oldFormulaWords[keys[j]] || titlo(j)) {
			break
		}
		j0--
	}
	return j >= 1 && from(j-1)
}

// oldSurnameEnd is the last word of the person opening at toks[i]: up to
// two words after it, joined by one space, of its case (capitalised, or in
// a lower-case text of a surname's ending), that open no other name and
// overlap nothing found after spans[k].
func oldSurnameEnd(s string, toks []token, keys []string, i int, spans []Span, k int, lower bool) int {
	j := i
	most := 2
	if lower {
		most = 1 // a letter names a man by his given name and one more ("федърко бъшаровъ")
	}
	for n := 0; n < most && j+1 < len(toks); n++ {
		w, key := toks[j+1], keys[j+1]
		if key == "" || strings.Contains(w.text, "\u0483") || s[toks[j].end:w.start] != " " || overlapsAny(spans[min(k, len(spans)):min(k+3, len(spans))], w.start, w.end) {
			break
		}
		if slavicStop.has(strings.ToLower(w.text)) || oldFormulaWords[key] || startsWithAny(key, oldDayCues) || startsWithAny(key, oldSacred) {
			break
		}
		if oldAdjective.MatchString(key) && !strings.Contains(key, "ск") && !strings.Contains(key, "цк") {
			break
		}
		if capitalised(w.text) && oldGivenShape.MatchString(key) && !oldSurname.MatchString(key) {
			return j // a familiar given name opens the next person ("Лаврꙋшка")
		}
		switch {
		case capitalised(w.text):
			if oldGiven(key, true) && !oldSurname.MatchString(key) || declinedTerritory(w.bare) {
				return j
			}
		case lower && oldSurname.MatchString(key) && utf8.RuneCountInString(key) >= 5:
		default:
			return j
		}
		j++
	}
	return j
}

// oldPatronymic is how a patronymic ends in any case, as a key
// ("Тихановичь", "Еѳимовичю", "Алексѣевича").
var oldPatronymic = regexp.MustCompile(`(ов|ев|ь|н)ич(а|у|ю|ем|е|ь|и)?$`)

// oldGivenShape is how an old given name the lists miss may end: a
// familiar form ("Лашько", "Неронка", "Ермошка") or an old nominative in
// -ей, -ий of a church name ("Лаврентеи", "Левонтей").
var oldGivenShape = regexp.MustCompile(`(к[аоуиеы]|ко|кою|ком|еи|ии)$`)

// oldKin are the words after a man's name and his father's ("Аверка
// Івановъ сынъ").
var oldKin = map[string]bool{"сын": true, "сына": true, "сыну": true, "сыном": true, "дочь": true, "дочи": true, "жена": true, "вдова": true}

// unlistedOldPerson is the last word of a person opening at the
// capitalised toks[i], a name no list holds, when the words after it show
// one: a capitalised patronymic, or a capitalised surname after a word of
// oldGivenShape or before a kin word; i when they do not.
func unlistedOldPerson(s string, toks []token, keys []string, i int, spans []Span, k int) int {
	t, key := toks[i], keys[i]
	if !capitalised(t.text) || i+1 >= len(toks) || utf8.RuneCountInString(key) < 3 || startsWithAny(key, oldSacred) || slavicStop.has(strings.ToLower(t.text)) || declinedTerritory(t.bare) || oldAdjective.MatchString(key) && !oldGivenShape.MatchString(key) {
		return i
	}
	w, wk := toks[i+1], keys[i+1]
	if wk == "" || !capitalised(w.text) || s[t.end:w.start] != " " || overlapsAny(spans[min(k, len(spans)):min(k+3, len(spans))], w.start, w.end) {
		return i
	}
	if i > 0 && keys[i-1] != "" && startsWithAny(keys[i-1], oldPlaceCues) {
		return i
	}
	kin := i+2 < len(toks) && oldKin[keys[i+2]] && s[w.end:toks[i+2].start] == " "
	if !oldPatronymic.MatchString(wk) && !(oldSurname.MatchString(wk) && utf8.RuneCountInString(wk) >= 5 && (oldGivenShape.MatchString(key) || kin)) {
		return i
	}
	return oldSurnameEnd(s, toks, keys, i, spans, k, false)
}

// oldFormOnly: the key reads as a listed given name in -ий only through an
// old ending no modern text writes ("григорья", "дмитреи", "юрью"), and is
// no listed name itself.
func oldFormOnly(key string) bool {
	if listedGiven(key) {
		return false
	}
	for _, e := range []string{"ьем", "еем", "ья", "ью", "ье", "еи", "ея", "ею"} {
		if strings.HasSuffix(key, e) && utf8.RuneCountInString(key) >= utf8.RuneCountInString(e)+2 && listedGiven(key[:len(key)-len(e)]+"ии") {
			return true
		}
	}
	return false
}

// mendOldPerson mends the found person spans[k] over the capitalised
// toks[i] and returns the last word it read: one ending on a given name
// (listed or of oldGivenShape) takes the surname or patronymic after it
// ("Минко" of "Минко Васильев"); one running on past its surname into a
// given name in an old case is cut before it ("Петр Фальк | Григорья"), so
// that name opens a person of its own.
func mendOldPerson(s string, toks []token, keys []string, i int, spans []Span, k int) int {
	sp := &spans[k]
	if sp.End == toks[i].end && sp.Start < toks[i].start && !oldFormOnly(keys[i]) {
		return i
	}
	if sp.End == toks[i].end && (oldGiven(keys[i], true) || oldGivenShape.MatchString(keys[i])) && i+1 < len(toks) && keys[i+1] != "" &&
		(oldSurname.MatchString(keys[i+1]) || oldPatronymic.MatchString(keys[i+1])) {
		if j := oldSurnameEnd(s, toks, keys, i, spans, k+1, false); j > i {
			sp.End = toks[j].end
			sp.Key = strings.Join(strings.Fields(fold(s[sp.Start:sp.End])), " ")
			return j
		}
		return i
	}
	// Cut before an inner word that is a given name in an old form, two
	// words or more into the span.
	if sp.Start < toks[i].start && i >= 2 && toks[i-2].start >= sp.Start && oldFormOnly(keys[i]) {
		sp.End = toks[i-1].end
		sp.Key = strings.Join(strings.Fields(fold(s[sp.Start:sp.End])), " ")
		return i - 1
	}
	return i
}

// oldKinStems open the keys of kin and ranks, soft signs dropped ("къ
// отьцеви", "матьри", "попадьи"): a letter's formula addresses them as it
// does a name.
var oldKinStems = []string{"отц", "оттц", "матр", "матер", "брат", "сестр", "сын", "жен", "господ", "осподи", "гсд", "госпож", "тетк", "тетк", "ттк", "дяд", "поп", "игумен", "староста", "посадник", "князь", "княз", "кназ"}

// oldKinWord: the key is a kin word or a rank (oldKinStems).
func oldKinWord(key string) bool {
	return startsWithAny(strings.ReplaceAll(strings.ReplaceAll(key, "ь", ""), "ъ", ""), oldKinStems)
}

// saintsName: the word at i names a saint's day, church or monastery by
// the words around it ("у церкви Николы", "Николы чюдотворца", "на Петровъ
// день").
func saintsName(keys []string, i int) bool {
	return i > 0 && keys[i-1] != "" && startsWithAny(keys[i-1], oldPlaceCues) || i+1 < len(keys) && keys[i+1] != "" && startsWithAny(keys[i+1], oldDayCues)
}
