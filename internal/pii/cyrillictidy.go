package pii

import (
	"regexp"
	"sort"
	"strings"
)

// tidyCyrillicPersons mends the persons found in Cyrillic text that a
// Russian reader would not take (docs/adr/0114): a given name before a
// found patronymic and surname joins them ("Владимира" before "Ильича
// Ленина"), a last word of three or more that is an adjective in the
// nominative after a surname leaves the person ("Михаила Федотова
// Следственный" committee), a word opening the sentence that is no given
// name before one gives way to the surname after it ("Озвучивает Пётр"
// becomes "Пётр Иващенко"), a Kazakh case ending closes the name
// ("Дмитрий Медведевтің Астанаға" is "Дмитрий Медведевтің";
// docs/adr/0154), and two words that are both
// adjectives in an oblique case or the plural, neither a given name, are a
// thing ("Великой Отечественной" war), not a person.
func (d *Detector) tidyCyrillicPersons(s string, toks []token, spans []Span) []Span {
	var kz lineMemo // the Kazakh-line question, once per line (ADR 0152)
	var out []Span
	changed := false
	for i, sp := range spans {
		keep := func() {
			if changed {
				out = append(out, sp)
			}
		}
		if sp.Kind != Person {
			keep()
			continue
		}
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		if a >= len(toks) || toks[a].start != sp.Start || !cyrillicCap(toks[a]) {
			keep()
			continue
		}
		b := a
		for b+1 < len(toks) && toks[b+1].end <= sp.End {
			b++
		}
		mended, drop := sp, false
		switch {
		case slavicPatronymic.MatchString(toks[a].bare) && a > 0 && cyrillicCap(toks[a-1]) && s[toks[a-1].end:toks[a].start] == " " &&
			(i == 0 || spans[i-1].End <= toks[a-1].start) && (len(out) == 0 || out[len(out)-1].End <= toks[a-1].start):
			if _, ok := d.names.cyrillicGiven(toks[a-1].bare); ok {
				mended = personSpan(s, toks[a-1], toks[b])
			}
		case b == a+1 && sentenceStart(s, toks[a].start) && !d.names.cyrillicGivenAny(toks[a].bare) && d.names.cyrillicGivenAny(toks[b].bare) &&
			b+1 < len(toks) && cyrillicCap(toks[b+1]) && s[toks[b].end:toks[b+1].start] == " " && !slavicPatronymic.MatchString(toks[b+1].bare):
			mended = personSpan(s, toks[b], toks[b+1]) // "Озвучивает Пётр Иващенко": the verb opening the sentence is no name
		case b > a && kazakhCasedBefore(toks[a:b]) >= 0 && kz.of(s, toks[a].start, kazakhLine):
			mended = personSpan(s, toks[a], toks[a+kazakhCasedBefore(toks[a:b])]) // "Дмитрий Медведевтің Астанаға": the case ending closes the name
		case b == a+2 && turkicSurnameThenWord(toks[a+1], toks[b]) && turkicNear(s, &kz, toks[a].start):
			mended = personSpan(s, toks[a], toks[a+1]) // "Светлана Аширова Жогорку соттун": the surname closes the name (docs/adr/0276)
		case b == a+1 && turkicCasedPhrase(d, s, toks[a], toks[b], &kz):
			drop = true // "Эртең Бишкектин", tomorrow in Bishkek (docs/adr/0161)
		case b >= a+2 && nominativeAdjective.MatchString(toks[b].bare) && !nominativeAdjective.MatchString(toks[b-1].bare) && !slavicPatronymic.MatchString(toks[b-1].bare):
			mended = personSpan(s, toks[a], toks[b-1]) // "Михаила Федотова Следственный комитет": the adjective opens the next phrase
		case b == a+1 && cyrillicAdjective.MatchString(toks[a].bare) && cyrillicAdjective.MatchString(toks[b].bare):
			_, g1 := d.names.cyrillicGiven(toks[a].bare)
			_, g2 := d.names.cyrillicGiven(toks[b].bare)
			drop = !g1 && !g2
		}
		if mended == sp && !drop {
			keep()
			continue
		}
		if !changed {
			out, changed = append(make([]Span, 0, len(spans)), spans[:i]...), true
		}
		if !drop {
			out = append(out, mended)
		}
	}
	if !changed {
		return spans
	}
	return out
}

// slavicPatronymic is the shape of a folded Russian, Ukrainian or Belarusian
// patronymic in any case: -ович, -евич, -ич and -овна, -евна, -ична, and
// Belarusian -авіч, -евіч, -іч and -аўна, -еўна, -ічна, "ў" folded to
// "у" ("Ала Канстанцінаўна Кабаковіч"; docs/adr/0142), and Ukrainian
// -івна, -ївна ("ї" folded to "і") in every case, with the locative
// "-овичі" ("Вірі Борисівні", "Наталію Володимирівну"; docs/adr/0161).
var slavicPatronymic = regexp.MustCompile(`(ович|евич|ьич|ич|іч)(а|у|ем|ом|е|ам|і)?$|(овн|евн|ичн|аун|еун|ічн|івн)(а|ы|е|у|ои|ою|і|аи|и)$`)

// cyrillicAdjective is the shape of a folded Russian adjective in an
// oblique case, the feminine or the plural ("великои", "южнои",
// "отечественнои"), as a given name never is.
var cyrillicAdjective = regexp.MustCompile(`(ои|ая|ую|ое|ые|ие|ых|их|ыми|ими|ого|его|ому|ему)$`)

// kazakhCasedBefore returns the index of the first word of ws that is a
// Kazakh surname with a case ending glued on ("Медведевтің"; a Russian
// patronymic, "Ивановна", is none), or -1: Kazakh
// puts the case at the end of the whole noun phrase, so the name ends
// there.
func kazakhCasedBefore(ws []token) int {
	for i, t := range ws {
		if m := kazakhSurname.FindStringSubmatch(strings.ToLower(t.text)); m != nil && m[2] != "" && !slavicPatronymic.MatchString(t.bare) {
			return i
		}
	}
	return -1
}

// turkicCasedPhrase: on a Turkic line, two capitalised words of which the
// second carries a Kyrgyz, Kazakh or Tatar genitive, locative or
// comitative and is no surname of the Russian form, and the first no
// listed given name (nor a foreign one read into Latin letters, in a word
// without Turkic letters), are a noun phrase in that case ("Эртең Бишкектин",
// tomorrow in Bishkek's; "Жогорку Кеңештин", the Supreme Council's;
// docs/adr/0161), no person.
func turkicCasedPhrase(d *Detector, s string, a, b token, kz *lineMemo) bool {
	low := strings.ToLower(b.text)
	if !turkicLineEnd.MatchString(low) || russianFormSurname.MatchString(low) || slavicGivenNames.has(a.bare) {
		return false
	}
	if !strings.ContainsAny(a.text, kazakhLetters) && d.names.cyrillicGivenAny(a.bare) {
		return false // "Жозеф Байдендин": a foreign given name read into Latin letters, Joseph Biden's
	}
	return kz.of(s, a.start, kazakhLine)
}

// russianFormSurname is a lower-cased surname of the Russian form, maybe
// with a Turkic case ending, on any stem ("Акаевдин").
var russianFormSurname = regexp.MustCompile(`(ов|ев|ова|ева)(` + turkicEnds + `)?$`)

// turkicSurnameThenWord: f is a surname of the Russian form with no case
// ending (the name's end on a Turkic line: the language cases the whole
// phrase) and w after it no patronymic or surname, so w opens the next
// phrase ("Светлана Аширова Жогорку соттун", the Supreme Court's).
func turkicSurnameThenWord(f, w token) bool {
	lf, lw := strings.ToLower(f.text), strings.ToLower(w.text)
	return bareRussianSurname.MatchString(lf) && !slavicPatronymic.MatchString(w.bare) && !kazakhSurname.MatchString(lw) && !turkicPatronymicWords[lw]
}

// bareRussianSurname is a lower-cased surname of the Russian form with no
// ending after it, on a stem of four letters at least.
var bareRussianSurname = regexp.MustCompile(`^\pL{4,}(ов|ев|ова|ева)$`)
