package pii

import (
	_ "embed"
	"strings"
)

// persianWordsText are FrequencyWords' commonest Persian subtitle words
// (scripts/pii-persian-words.py, docs/adr/0116), one a line.
//
//go:embed names/fa/words.txt
var persianWordsText string

// persianCommon holds persianWordsText folded as words are, so a token's
// bare form looks it up, each with its rank (1 the commonest).
var persianCommon = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields(persianWordsText) {
		if f := fold(w); m[f] == 0 {
			m[f] = i + 1
		}
	}
	return m
}()

// persianRankedCommon is the rank within which a common word is a phrase's
// word even where a name list holds it ("ماه", moon, rank 371, is a given
// name of faker's lists; "سارا" stays a name): chosen with the list's
// length (3,000) on the tuning sets (docs/adr/0116: 500 and 2,000 with
// 1,000 to 8,000 words).
const persianRankedCommon = 500

// persianCommonGiven is the rank within which a listed given name that is
// a common word ("زن", woman; "نور", light; "جهان", world) starts a name
// only before a listed surname: chosen on the tuning sets (docs/adr/0116:
// 0, 500, 1,000, 1,500, 3,000). Within it the lists' given names are
// nearly all words ("شب", "ماه", "دنیا", "همراه"); "سارا" and "امید" are
// the exceptions, and they keep a listed surname.
const persianCommonGiven = 1500

// persianRoles are the role nouns (folded) Persian writes after a name
// ("حسن معجونی کارگردان", Hasan Majuni the director; "مهرانگیز کار
// حقوقدان"): never a name's last word, and a name with one right after it
// is a person (docs/adr/0116).
var persianRoles = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"کارگردان", "حقوقدان", "نویسنده", "بازیگر", "خواننده", "شاعر", "نقاش", "آهنگساز",
		"روزنامه\u200cنگار", "روزنامه\u200cنگاران", "عکاس", "فیلمساز", "مترجم", "پژوهشگر", "مورخ", "فیلسوف", "نوازنده",
		"تهیه\u200cکننده", "منتقد", "ورزشکار", "فوتبالیست", "مجری", "سیاستمدار", "فیزیکدان", "شیمیدان", "ریاضیدان",
		"جامعه\u200cشناس", "اقتصاددان", "وکیل", "پزشک", "معمار", "مهندس", "دیپلمات", "فعال", "سخنگوی", "سخنگو"} {
		m[fold(w)] = true
	}
	return m
}()

// persianPlaceHeads are the nouns (folded) that make the words after them
// a place or an institution's name ("روستای دهو", the village of Dehu;
// "شهر", "استان", "خیابان", "دانشگاه"): a name on a Persian line that
// follows one or starts with one is no person.
var persianPlaceHeads = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"روستای", "روستا", "شهر", "شهرستان", "استان", "خیابان", "دانشگاه", "میدان", "دهستان",
		"بخش", "کوی", "محله", "بلوار", "کوچه", "بزرگراه", "منطقه", "جزیره", "رود", "رودخانه", "کوه", "دریاچه", "بندر",
		"فرودگاه", "بیمارستان", "مدرسه", "دبیرستان", "ورزشگاه", "پارک", "کشور", "شهرک", "سازمان", "شرکت", "وزارت",
		"نهاد", "بنیاد", "موسسه", "مؤسسه", "انجمن", "حزب", "باشگاه", "تیم"} {
		m[fold(w)] = true
	}
	return m
}()

// persianRoleAfter: the word after toks[b] (after blanks or a comma) is a
// role noun ("X، کارگردان").
func persianRoleAfter(s string, toks []token, b int) bool {
	if b+1 >= len(toks) {
		return false
	}
	gap := strings.TrimSpace(s[toks[b].end:toks[b+1].start])
	return (gap == "" || gap == "،" || gap == ",") && persianRoles[toks[b+1].bare]
}

// persianPlaceAfterHead: the name toks[a..] starts with a place head or
// follows one across a blank.
func persianPlaceAfterHead(s string, toks []token, a int) bool {
	if persianPlaceHeads[toks[a].bare] {
		return true
	}
	return a > 0 && persianPlaceHeads[toks[a-1].bare] && strings.TrimSpace(s[toks[a-1].end:toks[a].start]) == ""
}

// persianPhrase: the first of toks[a..b] is one of the persianCommonGiven
// commonest words and the second no listed surname ("زن سالخورده", "ماه
// رجب"), or a whole word after the first is a common
// Persian word that no list holds as a name, or one of the
// persianRankedCommon commonest ("شب نمایش", "سه ماه"): the
// words are a phrase that starts with a word the given-name lists hold. A
// part a zero-width non-joiner joins to a word is no word ("رود" of
// "خرم‌رود"), and the word before it counts only when the part is an
// ending (persianSuffixes: "نمایش‌ها" is "نمایش").
func (d *Detector) persianPhrase(s string, toks []token, a, b int) bool {
	if r := persianCommon[toks[a].bare]; r > 0 && r <= persianCommonGiven && !d.names.last[toks[a+1].bare] {
		return true
	}
	for k := a + 1; k <= b; k++ {
		if s[toks[k-1].end:toks[k].start] == "\u200c" {
			continue
		}
		if k+1 < len(toks) && s[toks[k].end:toks[k+1].start] == "\u200c" && !persianSuffixes[toks[k+1].bare] {
			continue
		}
		w := toks[k].bare
		if r := persianCommon[w]; r > 0 && (r <= persianRankedCommon || !d.persianGiven(w) && !d.persianSurname(w)) {
			return true
		}
	}
	return false
}

// persianSuffixes are the endings (folded) Persian joins to a word with a
// zero-width non-joiner: plural, indefinite, possessive, comparative.
var persianSuffixes = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"ها", "های", "هایی", "هایش", "هایشان", "ای", "ی", "اش", "شان", "مان", "تان", "تر", "ترین", "اند", "ام", "ایم"} {
		m[fold(w)] = true
	}
	return m
}()

// persianSurnameEnds are the endings (folded) of Persian surnames: the
// nisba "ی" (رضایی, موسوی, تبریزی) and the compounds "پور", "زاده",
// "نژاد", "نیا", "فر", "راد", "وند", "لو" (son of, born of, kin of…).
var persianSurnameEnds = func() []string {
	var out []string
	for _, w := range []string{"ی", "پور", "زاده", "نژاد", "نیا", "فر", "راد", "وند", "لو"} {
		out = append(out, fold(w))
	}
	return out
}()

// persianSurnameShaped: w (folded) is a listed surname or ends like a
// Persian one, and is no common word, place, role or place head.
func (d *Detector) persianSurnameShaped(w string) bool {
	if persianCommon[w] > 0 || d.names.places[w] || persianRoles[w] || persianPlaceHeads[w] || len([]rune(w)) < 3 {
		return false
	}
	if d.persianSurname(w) {
		return true
	}
	for _, e := range persianSurnameEnds {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}

// persianGivenPairs are the token ranges of two-word names on Persian
// lines that no model found: a listed given name that is no common word
// (persianCommon: "شادی", joy, "پیام", message, are given names too) nor a
// place ("ایران"), then a word shaped like a Persian surname ("قاسم رضایی", "باقر موسوی"; docs/adr/0116). A surname part a
// zero-width non-joiner joins counts with its word.
func (d *Detector) persianGivenPairs(s string, toks []token, fa []bool) [][2]int {
	var out [][2]int
	for i := 0; i+1 < len(toks); i++ {
		if !fa[i] || !fa[i+1] || !persianNameWord(toks[i]) || !d.persianGiven(toks[i].bare) || s[toks[i].end:toks[i+1].start] != " " {
			continue
		}
		if persianCommon[toks[i].bare] > 0 || d.names.places[toks[i].bare] || persianPlaceAfterHead(s, toks, i) {
			continue
		}
		if i > 0 && s[toks[i-1].end:toks[i].start] == "\u200c" {
			continue // inside a word
		}
		e := persianWordEnd(s, toks, i+1)
		if !persianNameWords(toks, i+1, e) {
			continue
		}
		w := toks[i+1].bare
		if e > i+1 {
			w = fold(strings.ReplaceAll(s[toks[i+1].start:toks[e].end], "\u200c", ""))
		}
		if !d.persianSurnameShaped(w) {
			continue
		}
		out = append(out, [2]int{i, e})
	}
	return out
}
