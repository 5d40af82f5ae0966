package pii

import (
	"strings"
	"unicode/utf8"
)

// Bounds of Arabic-script names (docs/adr/0095). Arabic glues its
// conjunctions and one-letter prepositions to the next word ("وأحمد",
// "لسارة"), and a name stands right after the title or the building it is
// part of ("الخليفة عثمان بن عفان", "جامع ابن طولون"); whichever step found
// the name, these are read the same way, so they are fixed once, after the
// Arabic model.

// arabicPlaceHeads are the nouns that make a name after them a place or an
// institution: a mosque, house, street, school or prize named after a
// person ("مسجد ابن طولون", "شارع الملك فهد", "مدرسة خالد بن الوليد") names
// the building, not someone in the text. A tomb is the person's own ("زرنا
// ضريح سعد بن ابي وقاص"): ضريح, مقام and قبر are no heads. Written as arabicClitics leaves
// them (no article: "الجامع الأموي" is no name anyway).
var arabicPlaceHeads = arabicSet("جامع", "مسجد", "بيت", "دار", "قصر", "شارع", "طريق", "ميدان", "ساحة", "حي", "باب",
	"مدرسة", "مدرسه", "جامعة", "جامعه", "كلية", "كليه", "معهد", "مستشفى", "مستشفي", "مطار", "ملعب", "استاد", "مركز",
	"مكتبة", "مكتبه", "متحف", "قاعة", "قاعه", "كنيسة", "كنيسه", "كاتدرائية", "دير", "قبة", "قبه",
	"جسر", "سد", "قلعة", "قلعه", "برج", "حديقة", "حديقه", "منتزه", "سوق", "خان", "حمام", "سبيل", "تكية", "زاوية",
	"مؤسسة", "مؤسسه", "جمعية", "جمعيه", "جائزة", "جائزه", "نادي", "مدينة", "مدينه", "قرية", "قريه", "محطة", "محطه",
	"ميناء", "مرفا", "ضاحية", "بحيرة", "جزيرة", "جبل", "وادي", "مخيم", "مجمع")

// arabicLeadTitles are titles, beside arabicTitles, that stand before a
// name without being part of it ("النبي محمد", "السلطان احمد").
var arabicLeadTitles = arabicSet("النبي", "الرسول", "السلطان", "سلطان", "الامبراطور", "القديس", "القديسة", "الاب",
	"الاخ", "الاخت", "الحاجة", "المهندس", "المهندسة", "الاستاذة", "الاستاذه", "استاذ", "الدكتورة", "المحاسب",
	"المحاسبة", "الموظف", "الموظفة", "الزميل", "الزميلة", "العميل", "العميلة", "السادة")

// tidyArabicNames fixes the bounds of the persons written in Arabic script:
// a proclitic glued to the first word is cut off, leading titles and verbs
// of saying are left out, and a name after (or starting with) a place head
// noun is no person. Spans stay in text order; one pass over the words.
func (d *Detector) tidyArabicNames(s string, toks []token, spans []Span) []Span {
	out := spans[:0]
	at := 0
	for _, sp := range spans {
		if sp.Kind != Person || !arabicScript(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		for at < len(toks) && toks[at].start < sp.Start {
			at++
		}
		if at == len(toks) || toks[at].start != sp.Start {
			out = append(out, sp)
			continue
		}
		last := at
		for last+1 < len(toks) && toks[last+1].end <= sp.End {
			last++
		}
		i := at
		// The word before: "جامع ابن طولون", "في شارع الملك فهد".
		if i > 0 && s[toks[i-1].end:toks[i].start] == " " && d.arabicPlaceHead(toks[i-1]) {
			continue
		}
		if d.arabicPlaceHead(toks[i]) {
			continue
		}
		for i < last && d.arabicLead(toks[i]) {
			i++
		}
		start := toks[i].start + d.arabicProclitic(toks[i])
		if start != sp.Start {
			sp = Span{Start: start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[start:sp.End])), " ")}
		}
		out = append(out, sp)
	}
	return out
}

// arabicPlaceHead: the word is a place head noun, with or without a
// conjunction or preposition glued to it ("وبيت", "بجامع").
func (d *Detector) arabicPlaceHead(t token) bool {
	if !arabicWord(t.text) {
		return false
	}
	w := arabicNorm(t.bare)
	_, core, _, _ := arabicClitics(w)
	return arabicPlaceHeads[w] || arabicPlaceHeads[core] || arabicPlaceHeads[strings.TrimPrefix(core, "ب")] && len(core) > len("ب")
}

// arabicLead: a title or office with the article before a name ("الخليفة",
// "الدكتور"); without it the word is as often a name ("شيخ شريف", "ملك
// أحمد", "سيد ليلاز").
func (d *Detector) arabicLead(t token) bool {
	if !arabicWord(t.text) {
		return false
	}
	w := arabicNorm(t.bare)
	_, core, _, _ := arabicClitics(w)
	if d.names.first[t.bare] || d.names.last[t.bare] {
		return false // "امين", "سلطان" are names too
	}
	return strings.HasPrefix(core, "ال") && (arabicTitles[core] || arabicLeadTitles[core])
}

// arabicProclitic is the length in bytes of the conjunction or preposition
// glued to a name's first word ("وأحمد", "لموسى", "وإبراهيم"): و, ف, ب, ل
// or ك, taken only when the word as written is no name of the lists and
// either the rest is one ("وأحمد") or the rest starts with a hamza on alef,
// which no Arabic word does after one of these letters except by a clitic
// ("وإنريكو"). Names that start with these letters ("وليد", "ليلى", "فاطمة",
// "بكر", "كوثر") stay whole: the lists do not know all of them. 0 when
// there is none.
func (d *Detector) arabicProclitic(t token) int {
	if !arabicWord(t.text) || d.names.first[t.bare] || d.names.last[t.bare] {
		return 0
	}
	r, size := utf8.DecodeRuneInString(t.text)
	if !strings.ContainsRune("وفبلك", r) {
		return 0
	}
	rest := t.text[size:]
	for len(rest) > 0 { // a vowel sign written on the clitic goes with it
		m, sz := utf8.DecodeRuneInString(rest)
		if !isArabicMark(m) {
			break
		}
		rest, size = rest[sz:], size+sz
	}
	h, _ := utf8.DecodeRuneInString(rest)
	rb := fold(rest)
	if utf8.RuneCountInString(rb) < 2 {
		return 0
	}
	if h == 'أ' || h == 'إ' || h == 'آ' || utf8.RuneCountInString(rb) >= 3 && (d.names.first[rb] || d.names.last[rb]) {
		return size
	}
	return 0
}

func isArabicMark(r rune) bool { return r >= 0x064b && r <= 0x065f || r == 0x0670 }
