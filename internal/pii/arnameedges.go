package pii

import (
	"strings"
	"unicode/utf8"
)

// sayyidWords are "Sayyid" as Persian and Arabic write it without the
// article: a descent from the Prophet that Iranian and Arab names carry as
// their first word ("سید حسن نصرالله", "سيد محمد خاتمي"), not a form of
// address, so it belongs to the name. "السيد" (Mr) is a form of address
// and stays outside (docs/adr/0172).
var sayyidWords = map[string]bool{"سید": true, "سيد": true}

// sheikhFa is "Sheikh" as Persian spells it: a form of address that the
// Persian sets keep outside the name ("شیخ محمدعلی قمی" names "محمدعلی
// قمی"), which the word model sometimes takes in.
const sheikhFa = "شیخ"

// arabicNameEdges mends the edges of the persons written in Arabic script,
// last, over what the passes found: a name never starts or ends inside a
// word that a zero-width non-joiner (U+200C) parts ("آنه‌ماری شیمل",
// "هابیل علی‌اف"; joinZWNJ) unless the part is an ending (persianSuffixes:
// "دل‌های", hearts of), and a "Sayyid" right before a name is the
// name's first word (sayyidWords), also when a pass found it alone as a
// person. A place, body or field of study is no person (persianNoPerson).
// A Persian "Sheikh" (sheikhFa) at a name's start is cut, and a
// nisba or surname right after a name of two words joins it
// (persianNisbaAfter). Each span reads only its own neighbourhood (joinZWNJ is bounded,
// the word before a name is one word), so the pass is linear in the text.
// spans are in text order and stay so.
func (d *Detector) arabicNameEdges(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, "\u200cس") { // no joiner, no "Sayyid"
		return spans
	}
	var out []Span
	changed := false
	sindhi := sindhiText(s)
	for i, orig := range spans {
		sp := orig
		if sp.Kind != Person || !arabicScript(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		lo, hi := 0, len(s)
		if k := len(out) - 1; k >= 0 {
			lo = out[k].End
		}
		if i+1 < len(spans) {
			hi = spans[i+1].Start
		}
		if d.persianNoPerson(s, sp) {
			changed = true
			continue
		}
		titled := false
		if rest, ok := strings.CutPrefix(s[sp.Start:sp.End], sheikhFa+" "); ok && strings.TrimSpace(rest) != "" {
			sp, titled = vouchedSpan(s, sp.End-len(rest), sp.End), true
		}
		m := joinZWNJ(s, sp)
		if m.Start < lo || m.End > hi || m.End > sp.End && persianSuffixes[fold(s[sp.End+len("\u200c"):m.End])] {
			m = sp // "دل‌های": a plural ending, not a word's part
		}
		if w := wordBefore(s, m.Start); w != "" && sayyidWords[w] && !sayyidWords[s[m.Start:m.End]] && !sindhi {
			start := m.Start - len(w) - 1
			if k := len(out) - 1; k >= 0 && out[k].Kind == Person && out[k].Start == start && out[k].End == start+len(w) {
				out = out[:k] // "سيد" found alone before the name
				lo = start
			}
			if start >= lo && (start == 0 || !isArabicLetter(lastRune(s[:start]))) {
				m = vouchedSpan(s, start, m.End)
			}
		}
		if e := d.persianNisbaAfter(s, m, hi, titled); e > m.End {
			m = vouchedSpan(s, m.Start, e)
		}
		if m != orig {
			changed = true
		}
		out = append(out, m)
	}
	if !changed {
		return spans
	}
	return out
}

// persianOrgHeads are the nouns (folded) before which Persian words name
// a bank or a committee, which persianPlaceHeads lacks ("بانک ملی ایران",
// "کمیته ملی المپیک").
var persianOrgHeads = map[string]bool{fold("بانک"): true, fold("کمیته"): true}

// persianNotFirst are the words (folded) that start a field of study or a
// national body, never a person: "علوم" (sciences), "رشته" (field of
// study), "ملی" (national). A form of address before them ("استاد علوم
// کامپیوتر", professor of computer science) names no one.
var persianNotFirst = map[string]bool{fold("علوم"): true, fold("رشته"): true, fold("ملی"): true}

// persianNoPerson: the person sp, in Arabic script, follows a place or
// institution head (persianPlaceHeads, persianOrgHeads) across one space
// or starts with one ("دانشگاه تهران"), starts with a word of
// persianNotFirst (a head that is a listed given name, as Arabic "بندر"
// of "بندر بن سلطان" is, starts a person still), or has a word in "شناسی" (-logy:
// "زیست شناسی", "روان شناسی"): a place, a body or a field, as a record's
// company column or a professor's chair writes one.
func (d *Detector) persianNoPerson(s string, sp Span) bool {
	if w := wordBefore(s, sp.Start); w != "" && (persianPlaceHeads[fold(w)] || persianOrgHeads[fold(w)]) &&
		(sp.Start-len(w)-1 == 0 || !isArabicLetter(lastRune(s[:sp.Start-len(w)-1]))) {
		return true
	}
	words := strings.Fields(s[sp.Start:sp.End])
	if len(words) == 0 {
		return false
	}
	if f := fold(words[0]); persianNotFirst[f] || len(words) > 1 && (persianPlaceHeads[f] || persianOrgHeads[f]) && !d.names.first[f] {
		return true
	}
	for _, w := range words {
		if strings.HasSuffix(w, "شناسی") {
			return true
		}
	}
	return false
}

// persianNisbaAfter is where a person of two words or more written in
// Persian, or of one after a title (titled: "شیخ محمدعلی قمی"), runs on to: over one more word, after one space, shaped like a
// Persian surname (persianSurnameShaped: a listed one, or a nisba in "ی"
// or a compound in "پور", "زاده", "نیا"… that is no common word), which
// the passes left outside ("محمد هاشمی" of "محمد هاشمی رفسنجانی", "حسن
// طباطبایی" of "حسن طباطبایی قمی"). Arabic spells its nisba with ي, so
// only Persian spellings run on. The word must end the name: no joiner
// part, no other name word after it. sp.End when it does not run on.
func (d *Detector) persianNisbaAfter(s string, sp Span, hi int, titled bool) int {
	if !titled && !strings.Contains(s[sp.Start:sp.End], " ") || sp.End+1 >= len(s) || s[sp.End] != ' ' {
		return sp.End
	}
	end := sp.End + 1
	for end < len(s) && end-sp.End < 40 {
		r, n := utf8.DecodeRuneInString(s[end:])
		if !isArabicLetter(r) {
			break
		}
		end += n
	}
	w := s[sp.End+1 : end]
	if w == "" || end > hi || strings.HasPrefix(s[end:], "\u200c") {
		return sp.End
	}
	if r, _ := utf8.DecodeRuneInString(s[end:]); isArabicLetter(r) || isArabicMark(r) {
		return sp.End
	}
	f := fold(w)
	if strings.HasSuffix(f, "ای") && !strings.HasSuffix(f, "ایی") {
		return sp.End // the ezafe after a long vowel: "دکترای", "ایفای نقش"
	}
	if persianStop[f] || arabicStop.has(f) || persianTitles[f] || persianCreditBefore[f] || !d.persianSurnameShaped(f) {
		return sp.End
	}
	return end
}

// wordBefore is the word of Arabic letters that ends one space before at,
// or "" when none does.
func wordBefore(s string, at int) string {
	if at < 2 || s[at-1] != ' ' {
		return ""
	}
	end := at - 1
	start := end
	for start > 0 && end-start < 16 {
		r, n := utf8.DecodeLastRuneInString(s[:start])
		if !isArabicLetter(r) {
			break
		}
		start -= n
	}
	return s[start:end]
}

// lastRune is the last rune of s, utf8.RuneError when s is empty.
func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}
