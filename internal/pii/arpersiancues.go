package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// maxZWNJ bounds the bytes joinZWNJ reads on each side of a name, so a
// hostile run of joined word parts stays cheap.
const maxZWNJ = 64

// joinZWNJ widens a person found in Arabic script over the parts of its
// first and last words that a zero-width non-joiner (U+200C) joins to it:
// Persian writes one inside a word between its parts ("سلطان‌پور",
// "احمدی‌نژاد"), the tokenizer cuts words there, and a name never ends or
// starts inside a word ("سعید سلطان" of "سعید سلطان‌پور").
func joinZWNJ(s string, sp Span) Span {
	joined := func(r rune) bool { return r == 0x200c || unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r) }
	end := sp.End
	if strings.HasPrefix(s[end:], "\u200c") {
		for end < len(s) && end-sp.End < maxZWNJ {
			r, n := utf8.DecodeRuneInString(s[end:])
			if !joined(r) {
				break
			}
			end += n
		}
		for strings.HasSuffix(s[:end], "\u200c") {
			end -= len("\u200c")
		}
	}
	start := sp.Start
	if strings.HasSuffix(s[:start], "\u200c") {
		for start > 0 && sp.Start-start < maxZWNJ {
			r, n := utf8.DecodeLastRuneInString(s[:start])
			if !joined(r) {
				break
			}
			start -= n
		}
		for strings.HasPrefix(s[start:], "\u200c") {
			start += len("\u200c")
		}
	}
	if start == sp.Start && end == sp.End {
		return sp
	}
	return Span{Start: start, End: end, Kind: sp.Kind, Key: strings.Join(strings.Fields(fold(s[start:end])), " ")}
}

// arabicOnlyLetters are letters Arabic writes and Persian does not (ي ى
// ة ك, and hamza on or under alef): a name spelled with one is an Arabic
// name, which the Arabic model reads as on an Arabic line even where the
// words around it are Persian (a contact list's Persian company beside it).
const arabicOnlyLetters = "يىةكأإ"

// arabicSpelled: w has a letter of arabicOnlyLetters.
func arabicSpelled(w string) bool { return strings.ContainsAny(w, arabicOnlyLetters) }

// firstField: sp is the whole first field of a record line (only blanks
// before it on its line, a comma or tab right after it): a contact list's
// name column, which no Persian sentence around it frames.
func firstField(s string, sp Span) bool {
	if sp.End >= len(s) || s[sp.End] != ',' && s[sp.End] != '\t' {
		return false
	}
	line := s[:sp.Start]
	if i := strings.LastIndexByte(line, '\n'); i >= 0 {
		line = line[i+1:]
	}
	return strings.TrimSpace(line) == ""
}

// persianCreditBefore are the words (folded) that credit a person on a
// Persian line: "به کارگردانی لوئیس بونوئل", "ساخته عباس کیارستمی", "اثر
// هاینریش بل", "توسط رضا کیانیان", "خواننده آمریکایی" is not one (an
// adjective follows), so only the word right before the name counts.
var persianCreditBefore = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"کارگردانی", "بازیگر", "بازیگری", "نویسنده", "نوشته", "نوشتهٔ", "ساخته", "ساختهٔ", "اثر",
		"آثار", "توسط", "آهنگساز", "آهنگسازی", "شاعر", "نقاش", "تهیه\u200cکنندگی", "سرودهٔ", "سروده", "خوانندگی", "صداپیشگی",
		"رهبری"} {
		m[fold(w)] = true
	}
	return m
}()

// persianCued: the name words toks[a..b] have a credit word right before
// them, or are followed by "در نقش" (as the role of) or by a parenthesis
// opening on a year or "متولد"/"زاده" (born): the context a Persian
// sentence gives a person the Arabic model found.
func persianCued(s string, toks []token, a, b int) bool {
	if a > 0 && persianCreditBefore[toks[a-1].bare] && strings.TrimSpace(s[toks[a-1].end:toks[a].start]) == "" {
		return true
	}
	if b+1 >= len(toks) {
		return false
	}
	next, gap := toks[b+1], s[toks[b].end:toks[b+1].start]
	if strings.TrimSpace(gap) == "" {
		if next.bare == fold("متولد") || next.bare == fold("زاده") || next.bare == fold("زادهٔ") {
			return true
		}
		return next.text == "در" && b+2 < len(toks) && toks[b+2].text == "نقش"
	}
	if strings.TrimSpace(gap) != "(" {
		return false
	}
	r, _ := utf8.DecodeRuneInString(next.text)
	return unicode.IsDigit(r) || next.bare == fold("متولد") || next.bare == fold("زاده") || next.bare == fold("زادهٔ")
}

// persianCreditFrame are the credit words (folded) after which a Persian
// sentence names a person even where the Arabic model found nothing: "به
// کارگردانی", "اثر", "آثار", "سرودهٔ", "نوشتهٔ" (by), "صداپیشگی" (voiced by);
// "بازی" (acting) only after "با" ("با بازی"), since it is a game too.
// "توسط" (by) is not one: companies and states follow it as often. After
// "بر", "این", "آن" or "برای" the word is a noun ("بر اثر", as a result of;
// "این اثر", this work; "برای کارگردانی", for directing) and frames nothing.
var persianCreditFrame = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"کارگردانی", "اثر", "آثار", "سروده", "سرودهٔ", "نوشته", "نوشتهٔ", "صداپیشگی", "آهنگسازی"} {
		m[fold(w)] = true
	}
	return m
}()

// persianCreditNoun are the words (folded) before which a credit word is a
// noun, not a credit.
var persianCreditNoun = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"بر", "این", "آن", "برای", "همین", "همان"} {
		m[fold(w)] = true
	}
	return m
}()

// persianWorkNouns are the nouns (folded) of works and kinds that follow a
// credit word without a name ("اثر سینمایی", "کارگردانی فیلم مستند",
// "آثار کتاب ..."): a name never starts with one.
var persianWorkNouns = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"فیلم", "کتاب", "مجموعه", "سریال", "نمایش", "سینمایی", "مستند", "ترانه", "آلبوم", "رمان",
		"داستان", "شعر", "نقاشی", "موسیقی", "برنامه", "جراحی", "حرکت", "هنری", "ادبی"} {
		m[fold(w)] = true
	}
	return m
}()

// persianWordEnd is the last token of the word starting at toks[i]: the
// tokenizer cuts a word at a zero-width non-joiner ("مک‌گرگور"), so parts
// joined by one alone are one word (at most four parts).
func persianWordEnd(s string, toks []token, i int) int {
	j := i
	for j+1 < len(toks) && j-i < 3 && s[toks[j].end:toks[j+1].start] == "\u200c" {
		j++
	}
	return j
}

// persianNameWords: every part of toks[i..j] may be part of a Persian name
// and the first starts with a letter (no number).
func persianNameWords(toks []token, i, j int) bool {
	r, _ := utf8.DecodeRuneInString(toks[i].text)
	if !unicode.IsLetter(r) {
		return false
	}
	for k := i; k <= j; k++ {
		if !persianNameWord(toks[k]) {
			return false
		}
	}
	return true
}

// persianCueFrames are the token ranges of two-word names a Persian line
// frames without the model: two name words right after a credit word
// (persianCreditFrame), or opening a line and followed by "در نقش" (a cast
// list: "یوان مک‌گرگور در نقش دنی"). A third name word right after makes
// the bounds unsure, so nothing is framed then; nor when the first word is
// a place. Ranges are in text order.
func (d *Detector) persianCueFrames(s string, toks []token, fa []bool) [][2]int {
	var out [][2]int
	two := func(i int) (int, bool) {
		e1 := persianWordEnd(s, toks, i)
		if !persianNameWords(toks, i, e1) || d.names.places[toks[i].bare] || persianWorkNouns[toks[i].bare] || e1+1 >= len(toks) ||
			s[toks[e1].end:toks[e1+1].start] != " " || !fa[e1+1] {
			return 0, false
		}
		e2 := persianWordEnd(s, toks, e1+1)
		if !persianNameWords(toks, e1+1, e2) {
			return 0, false
		}
		if e2+1 < len(toks) && s[toks[e2].end:toks[e2+1].start] == " " && persianNameWord(toks[e2+1]) {
			return 0, false
		}
		return e2, true
	}
	for i := range toks {
		if !fa[i] {
			continue
		}
		credit, cast := false, i == 0
		if i > 0 {
			gap := s[toks[i-1].end:toks[i].start]
			credit = gap == " " && (persianCreditFrame[toks[i-1].bare] && (i < 2 || !persianCreditNoun[toks[i-2].bare]) ||
				toks[i-1].bare == fold("بازی") && i >= 2 && toks[i-2].text == "با")
			cast = strings.ContainsRune(gap, '\n')
		}
		if !credit && !cast {
			continue
		}
		e, ok := two(i)
		if !ok {
			continue
		}
		if cast && !(e+2 < len(toks) && toks[e+1].text == "در" && toks[e+2].text == "نقش" && s[toks[e].end:toks[e+1].start] == " ") {
			continue
		}
		out = append(out, [2]int{i, e})
	}
	return out
}
