package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Turkish and Azerbaijani write a form of address after the given name:
// "Ömer Bey", "Çisem Hanım", "Hasan Usta", "Elçin müəllim". Speech and
// survey answers glue case and copula endings to it ("BAHADIR BEYDİ", it
// was Bahadır Bey; "ÖZCAN BEYLE GÖRÜŞÜLDÜ", we met Özcan Bey; "TUĞÇE
// HANIMA 5 PUAN", five points to Tuğçe Hanım), and answers are often
// written all in capitals, where the word model and the lines of capitals
// take the honorific and the verb after it into the name. The honorific
// is the cue: the word before it is a person's given name, and the name
// ends there (docs/adr/0254).

// turkicPostTitles are the honorifics after a given name, lower case the
// Turkish way: Turkish bey, hanım (and the spelling without ı), efendi,
// beyefendi, hanımefendi, hoca, abla, ağabey, abi, usta, şef (chef), dayı,
// teyze; Azerbaijani bəy, xanım, müəllim, müəllimə; Ottoman paşa (general,
// vizier: "Ferit Paşa'nın"; docs/adr/0281).
var turkicPostTitles = []string{"bey", "hanım", "hanim", "efendi", "beyefendi", "hanımefendi", "hoca", "abla",
	"ağabey", "abi", "usta", "şef", "dayı", "teyze", "bəy", "xanım", "müəllim", "müəllimə", "paşa"}

// turkicTitleEndings are the endings Turkish and Azerbaijani glue to an
// honorific, lower case: the copula (-di, it was; -dir, it is; -miş,
// reportedly), the cases (dative -e, instrumental -le, genitive -in,
// accusative -i, ablative -den, locative -de), the possessives of the
// first person (-m, -miz: "hocam", "hocamız") and the plural -ler, each
// in every vowel harmony and with the buffer consonant after a vowel
// ("hocaya", "ablayla", "teyzeydi"); a plural or a possessive may take a
// case or the copula after it ("beylere", "hocamızdı").
var turkicTitleEndings = map[string]bool{"": true}

func init() {
	cases := strings.Fields("di dı du dü ti tı tu tü ydi ydı ydu ydü dir dır dur dür tir tır ydir ydır " +
		"miş mış muş müş ymiş ymış e a ye ya le la yle yla in ın un ün nin nın nun nün i ı u ü yi yı yu yü " +
		"den dan ten tan nden ndan de da te ta nde nda")
	stems := strings.Fields("m ım im um üm mız miz muz müz ımız imiz umuz ümüz ler lar")
	for _, c := range cases {
		turkicTitleEndings[c] = true
	}
	for _, st := range stems {
		turkicTitleEndings[st] = true
		for _, c := range cases {
			turkicTitleEndings[st+c] = true
		}
	}
	// Azerbaijani writes ə where Turkish writes e ("bəyə", "xanımla").
	for _, c := range cases {
		if strings.Contains(c, "e") {
			turkicTitleEndings[strings.ReplaceAll(c, "e", "ə")] = true
		}
	}
}

// turkicAddressNouns are the offices and trades addressed with an
// honorific in place of a name ("Müdür Bey", "Doktor Hanım", "Avukat
// Bey"): the word before the honorific is then no person.
var turkicAddressNouns = map[string]bool{}

func init() {
	for _, w := range strings.Fields("müdür doktor avukat komiser öğretmen hemşire kaptan yüzbaşı albay binbaşı " +
		"amir şef başkan hakim hâkim savcı vali kaymakam müfettiş mühendis muhtar imam hoca usta ev iş kız oğlan " +
		"genç yaşlı sayın bay bayan efendi bey hanım müəllim həkim") {
		turkicAddressNouns[w] = true
	}
}

// turkicPostTitleAt: w, lower case the Turkish way, is an honorific of
// turkicPostTitles with one of turkicTitleEndings glued on, or after an
// apostrophe ("Bey'e").
func turkicPostTitleAt(w string) bool {
	lw := strings.NewReplacer("'", "", "’", "").Replace(turkishLower(w))
	for _, t := range turkicPostTitles {
		if strings.HasPrefix(lw, t) && turkicTitleEndings[lw[len(t):]] {
			return true
		}
	}
	return false
}

// nameCased: w opens with a capital and holds two letters or more, all
// letters ("ÖMER", "Ömer"; not "5", not "A.").
func nameCased(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) && utf8.RuneCountInString(w) >= 2 && !strings.ContainsFunc(w, func(r rune) bool { return !unicode.IsLetter(r) })
}

// turkicPostTitledNames finds the given names before an honorific of
// turkicPostTitles, in text with Turkish or Azerbaijani letters near
// (turkicAround). The word right before the honorific, parted by one
// space, is the name when it opens with a capital (a line of capitals
// too), is no office or trade addressed so (turkicAddressNouns, the
// offices of turkicOffices) and is a listed given name, or else no common
// Turkish word, English word or place; up to two listed given names before
// it join it ("HALİL İBRAHİM BEY"). A person found that crosses into the
// honorific ("ÖMER BEY İYİYDİ") or ends inside the name is replaced by the
// name; one that ends where the name ends and starts at or before it is
// kept; a find of another kind over the name leaves it alone.
func (d *Detector) turkicPostTitledNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	var drop map[int]bool
	k := 0
	for h := 1; h < len(toks); h++ {
		if !turkicPostTitleAt(toks[h].text) || s[toks[h-1].end:toks[h].start] != " " || !turkicAround(toks, h) {
			continue
		}
		n := h - 1
		if !d.turkicPostTitledName(toks[n], false) {
			continue
		}
		a := n
		for a > 0 && n-a < 2 && s[toks[a-1].end:toks[a].start] == " " &&
			(d.turkicPostTitledName(toks[a-1], true) || a == n && d.turkicUnlistedGiven(toks[a-1])) {
			a--
		}
		start, end := toks[a].start, toks[n].end
		for k < len(spans) && spans[k].End <= start {
			k++
		}
		keep, clash := false, false
		var over []int
		for j := k; j < len(spans) && spans[j].Start < toks[h].end; j++ {
			sp := spans[j]
			switch {
			case sp.Kind != Person:
				clash = clash || sp.Start < end
			case sp.End == end && sp.Start <= start:
				keep = true
			case sp.End > start:
				over = append(over, j)
			}
		}
		if keep || clash {
			continue
		}
		if drop == nil {
			drop = map[int]bool{}
		}
		for _, j := range over {
			drop[j] = true
		}
		add = append(add, personSpan(s, toks[a], toks[n]))
	}
	if len(add) == 0 {
		return spans
	}
	kept := make([]Span, 0, len(spans))
	for j, sp := range spans {
		if !drop[j] {
			kept = append(kept, sp)
		}
	}
	return withAdded(kept, add)
}

// turkicPostTitledName: t may be a given name before an honorific (see
// turkicPostTitledNames); extra, a word before that one, must be a listed
// given name and no common Turkish word.
func (d *Detector) turkicPostTitledName(t token, extra bool) bool {
	if !nameCased(t.text) {
		return false
	}
	lw := turkishLower(t.text)
	if turkicAddressNouns[lw] || turkicOffices[lw] || turkicPostTitleAt(t.text) {
		return false
	}
	if extra {
		return d.names.first[t.bare] && !turkishCommon[lw]
	}
	return d.names.first[t.bare] || !turkishCommon[lw] && !d.names.words[t.bare] && !d.names.places[t.bare] && !d.names.geo[t.bare]
}

// turkicUnlistedGiven: t, right before the given name before an honorific,
// is a second given name on no list. Ottoman Turks had no surnames and went
// by two given names and the honorific ("Halide Salih Hanımefendi", "Mediha
// Hüsnü Hanım"), many of them Arabic or Persian names no list holds; the
// word joins the name when it is capitalised, no office or honorific, and
// no common Turkish word (read with the circumflexes of the Ottoman
// transcription dropped too: "hâlâ", "kâtip"), English word or place
// (docs/adr/0281).
func (d *Detector) turkicUnlistedGiven(t token) bool {
	// Title case only: in a line of capitals the word before is as often
	// the role ("REHBERİMİZ BAHADIR BEY", our guide Bahadır Bey).
	if !nameCased(t.text) || !capitalised(t.text) || strings.ToUpper(t.text) == t.text {
		return false
	}
	lw := turkishLower(t.text)
	plain := strings.NewReplacer("â", "a", "î", "i", "û", "u").Replace(lw)
	return !turkicAddressNouns[lw] && !turkicOffices[lw] && !turkicPostTitleAt(t.text) && !turkishCommon[lw] && !turkishCommon[plain] &&
		!d.names.words[t.bare] && !d.names.places[t.bare] && !d.names.geo[t.bare]
}
