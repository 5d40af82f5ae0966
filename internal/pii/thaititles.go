package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Thai persons after a title (docs/adr/0162). Thai news and records write
// a Thai person as title, given name, surname, the title glued to the given
// name or one space before it: "นายจิรัฏฐ์ สำราญสุข" (Mr), "นางสาว พนินทร
// ชุมวรฐายี" (Miss), "น.ส.ธันยพร อนุรักษ์สุวรรณ", "พ.ต.อ.ชวลิต" (police
// colonel, with the given name alone). Thai given names and surnames are
// on no list the detector has and read as no foreign name, so only the
// title says a person follows; the title itself is no part of the name.

// thaiTitleWords are the Thai titles written as words, longest first so
// that "นางสาว" is read before "นาง": Mr, Miss, Mrs, boy, girl (under
// fifteen). A closed class of the Thai civil registry's titles, not a list
// of names. "คุณ" is none: it is the pronoun "you" far more often.
var thaiTitleWords = []string{"เด็กหญิง", "เด็กชาย", "นางสาว", "นาย", "นาง"}

// thaiOneDotTitles are the titles written as one abbreviation with one dot
// that stand before a name: doctor, associate and assistant professor,
// and (docs/adr/0280) the medical ones news writes with one dot: นพ.
// (doctor, Mr), พญ. (doctor, Mrs), ทพ./ทพญ. (dentist), ภก./ภญ. (pharmacist). A
// one-letter abbreviation ("อ.", district; "จ.", province) is a place.
var thaiOneDotTitles = map[string]bool{"ดร": true, "รศ": true, "ผศ": true, "นพ": true, "พญ": true, "ทพ": true,
	"ทพญ": true, "ภก": true, "ภญ": true}

// thaiGivenMin is the least count of runes of a given name after an
// abbreviated title that stands alone, without a surname.
const thaiGivenMin = 3

// thaiTitledPersons adds the Thai persons after a title (thaiTitleWords
// glued or one space before, or an abbreviated title: thaiDottedTitleBefore)
// that nothing found: the given name, then, one space on, a surname when the
// next word may be one (thaiSecondForm, no common word), else, after an
// abbreviated title only ("พ.ต.อ.ชวลิต", police colonel Chawalit), the
// given name alone: after "นาย" a word alone is a phrase glued on as
// often. The title stays outside the span; a person found inside the name
// gives way to it, anything else found across it keeps its place.
func (d *Detector) thaiTitledPersons(s string, toks []token, spans []Span) []Span {
	toks = thaiSplit(s, toks)
	var added []Span
	drop := map[int]bool{}
	for i := 0; i < len(toks); i++ {
		given, end, ok := thaiTitledGiven(s, toks, i)
		said := false
		if given.text != "" && !thaiInOffice(s, given.start) {
			if g, cut := thaiSaidGiven(given); cut && thaiGivenForm(g.text) {
				given, ok, said = g, true, true
			} else if ok && end+1 < len(toks) && given.end == toks[end].end && thaiSaidNext(s, toks, end) {
				said = true
			}
		}
		if !ok {
			continue
		}
		ranked := end == i && given.start == toks[i].start // after an abbreviated title
		last := given
		if end+1 < len(toks) && given.end == toks[end].end {
			if b := toks[end+1]; s[given.end:b.start] == " " && thaiSurnameAfterTitle(b.text) {
				last, end = b, end+1
			}
		}
		if last == given && !said && (!ranked || utf8.RuneCountInString(given.text) < thaiGivenMin) {
			continue
		}
		sp := personSpan(s, given, last)
		if over, inside := spansInside(spans, sp); inside {
			for _, o := range over {
				drop[o] = true // a shorter person inside the name gives way to it
			}
			added = append(added, sp)
		}
		i = end
	}
	return replacedSpans(spans, drop, added)
}

// thaiTitledGiven returns the given name after a title at toks[i]: the rest
// of the word after a glued title word, the next word after a title word
// and one space, or toks[i] itself when an abbreviated title ends right
// before it, with the index of the word that holds it. ok is false when
// there is none, or the given name may be no name (thaiGivenForm).
func thaiTitledGiven(s string, toks []token, i int) (token, int, bool) {
	t := toks[i]
	if !scriptWord(t.text, unicode.Thai) {
		return token{}, 0, false
	}
	if thaiDottedTitleBefore(s, toks, i) {
		return t, i, thaiGivenForm(t.text)
	}
	t = thaiTitleInRun(t)
	if thaiCommon[t.text] > 0 && !thaiTitleWord(t.text) {
		return token{}, 0, false // "นายพล" (general), "นางฟ้า" (angel): one word
	}
	for _, title := range thaiTitleWords {
		if !strings.HasPrefix(t.text, title) {
			continue
		}
		if t.text == title {
			if i+1 < len(toks) && (s[t.end:toks[i+1].start] == " " || t.end == toks[i+1].start) &&
				scriptWord(toks[i+1].text, unicode.Thai) {
				return toks[i+1], i + 1, thaiGivenForm(toks[i+1].text)
			}
			return token{}, 0, false
		}
		rest := t.text[len(title):]
		if thaiCommonPrefix(t.text, len(title)) || !thaiSyllableStart([]rune(t.text), utf8.RuneCountInString(title)) {
			return token{}, 0, false
		}
		return cutToken(t, len(title))[1], i, thaiGivenForm(rest)
	}
	return token{}, 0, false
}

// thaiTitleInRun returns t from the first title word in it on where the
// Thai run before ends in a function word ("คือนายสมศักดิ์", is Mr
// Somsak; "โดยนาง", by Mrs), as Thai glues a title to the word before it;
// t itself when there is none.
func thaiTitleInRun(t token) token {
	rs := []rune(t.text)
	at := 0
	for k := 0; k < len(rs); k++ {
		if k >= thaiGlueBefore && thaiSyllableStart(rs, k) && !thaiMuteNext(rs, k) {
			for _, title := range thaiTitleWords {
				if strings.HasPrefix(t.text[at:], title) && thaiEndsInWord(rs[:k]) {
					return cutToken(t, at)[1]
				}
			}
		}
		at += len(string(rs[k]))
	}
	return t
}

// thaiTitleWord: w is one of thaiTitleWords.
func thaiTitleWord(w string) bool {
	for _, title := range thaiTitleWords {
		if w == title {
			return true
		}
	}
	return false
}

// thaiCommonPrefix: the Thai word w starts with a common subtitle word
// longer than its first n bytes (a title): "นายอำเภอ" (district chief)
// before "นาย".
func thaiCommonPrefix(w string, n int) bool {
	rs := []rune(w)
	from := utf8.RuneCountInString(w[:n])
	for m := from + 1; m <= min(len(rs), thaiWordMax); m++ {
		if thaiCommon[string(rs[:m])] > 0 {
			return true
		}
	}
	return false
}

// thaiGivenForm: the Thai word w after a title may be a given name: two
// runes or more, no common subtitle word among the hindiCommonWord
// commonest, starting with no function word (thaiSecondForm), and holding
// no common word of four runes or more past its first letter, as a phrase
// glued to the title does ("นายกรัฐมนตรี", prime minister: "รัฐมนตรี").
func thaiGivenForm(w string) bool {
	rs := []rune(w)
	if len(rs) < 2 || commonAt(thaiCommon, w, hindiCommonWord) || !thaiSecondForm(w) || strings.ContainsRune(w, 'ฯ') {
		return false
	}
	for k := 1; k < len(rs); k++ {
		if !thaiSyllableStart(rs, k) {
			continue
		}
		for n := 4; k+n <= len(rs) && n <= thaiWordMax; n++ {
			if thaiCommon[string(rs[k:k+n])] > 0 || thaiStop[string(rs[k:k+n])] > 0 {
				return false
			}
		}
	}
	return true
}

// thaiSurnameAfterTitle: w, one space after a titled given name, may be
// its surname: three runes or more, none of the hindiCommonWord commonest
// subtitle words ("เดร์", rank 7,818, is a surname), and starting
// with no function word (thaiSecondForm).
func thaiSurnameAfterTitle(w string) bool {
	return scriptWord(w, unicode.Thai) && utf8.RuneCountInString(w) >= 3 && !commonAt(thaiCommon, w, hindiCommonWord) && thaiSecondForm(w)
}

// thaiDottedTitleBefore: right before toks[i] (no space, or one) ends an
// abbreviated Thai title: two or more Thai abbreviations of one to three
// letters, each closed by a dot ("พ.ต.อ.", police colonel; "พล.อ.",
// general; "น.ส.", Miss), or one of thaiOneDotTitles ("ดร."), and no
// month or era (thaiDateAbbreviations: "ก.พ. ลดลง", February fell).
func thaiDottedTitleBefore(s string, toks []token, i int) bool {
	at := toks[i].start
	if strings.HasSuffix(s[:at], ". ") {
		at--
	}
	parts, letters := 0, ""
	for j := i - 1; j >= 0 && parts < 4; j-- {
		p := toks[j]
		if p.end+1 != at || s[p.end] != '.' || !scriptWord(p.text, unicode.Thai) || utf8.RuneCountInString(p.text) > 3 {
			break
		}
		parts++
		letters = p.text + letters
		if parts == 1 && thaiOneDotTitles[p.text] {
			return true
		}
		at = p.start
	}
	return parts >= 2 && !thaiDateAbbreviations[letters]
}

// thaiDateAbbreviations are the Thai months and eras abbreviated with dots,
// their letters without the dots ("ก.พ.", February; "พ.ศ.", Buddhist era):
// a closed class of the calendar, written before words as often as before
// numbers.
var thaiDateAbbreviations = map[string]bool{
	"มค": true, "กพ": true, "มีค": true, "เมย": true, "พค": true, "มิย": true, "กค": true, "สค": true,
	"กย": true, "ตค": true, "พย": true, "ธค": true, "พศ": true, "คศ": true, "จศ": true, "รศ": true,
}
