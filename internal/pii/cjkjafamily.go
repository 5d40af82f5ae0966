package pii

import (
	"strings"
	"unicode/utf8"
)

// A Japanese family name alone before an honorific (docs/adr/0123).
// Japanese business text names colleagues and clients by family name and
// honorific alone (山本さんは欠席, 田中さんから, 鈴木氏によると, 佐藤先生); the
// rules need a given name, and the model finds some (中村さんに) and not
// others. A whole Han run that is an IPADIC family name of two or three
// characters, no place and no common Japanese word (jieba's Chinese words
// hold 山本 and 田中), followed by an honorific — in kana after the run, or
// 様, 先生, 君 ending it — is a person; a person the model found as the family
// name and the honorific (佐藤先生) gives way to it.

// jaFamilyHonorificsKana follow a family name after its Han run.
var jaFamilyHonorificsKana = []string{"さん", "さま", "ちゃん", "くん"}

// jaFamilyHonorificsHan end a Han run after a family name.
//
// 氏 is not among them: after a family name alone it names a clan (島津氏,
// docs/adr/0096), and the clan keeps its 氏.
var jaFamilyHonorificsHan = []string{"先生", "様", "君"}

// jaSelfIntros follow the family name a writer gives as their own at the
// head of a business e-mail (お疲れ様です。田中です。, 営業部の山本と申します):
// Japanese colleagues sign in by family name alone (docs/adr/0139).
var jaSelfIntros = []string{"です。", "です、", "ですが", "です\n", "と申します", "でございます"}

// jaSelfIntroBefore may stand before such a name: the start of a line or a
// sentence, a comma, "の" after a department (営業部の) or "は" after 私.
var jaSelfIntroBefore = []string{"。", "、", "\n", "の", "私は", "わたしは", " ", "　"}

// jaSelfNamed: the Han run s[i:end] is followed by a self-introduction and
// stands where one starts.
func jaSelfNamed(s string, i, end int) bool {
	if !hasPrefixAny(s[end:], jaSelfIntros) && s[end:] != "です" {
		return false
	}
	return i == 0 || hasSuffixAny(s[:i], jaSelfIntroBefore)
}

// jaFamilyHonorifics switches the pass off for measuring
// (PII_JA_NOFAMILYHONORIFIC).
var jaFamilyHonorifics = true

// addJaFamilyHonorifics adds to spans (in text order, none overlapping) the
// family names before an honorific in the Japanese text of s. One pass over
// s; a Han run is read once, at most five characters of it.
func (d *Detector) addJaFamilyHonorifics(s string, spans []Span) []Span {
	if !jaFamilyHonorifics || !hasKana(s) {
		return spans
	}
	var add []Span
	drop := map[int]bool{}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) || hanBefore(s, i) {
			i += n
			continue
		}
		ends := runeEnds(s, i, 6, hanRune)
		end := ends[len(ends)-1]
		if hanAt(s, end) {
			for end < len(s) && hanAt(s, end) {
				_, m := utf8.DecodeRuneInString(s[end:])
				end += m
			}
			i = end
			continue
		}
		sp, ok := jaSpacedNameBeforeHonorific(s, i, end)
		if !ok {
			sp, ok = jaFamilyBeforeHonorific(s, i, end)
		}
		if ok {
			over, inside := spansInside(spans, sp)
			if len(over) == 1 && spans[over[0]].Start == sp.Start && spans[over[0]].End <= end && spans[over[0]].Kind == Person {
				inside = true // 佐藤先生: the model took the honorific in
			}
			if inside {
				for _, k := range over {
					drop[k] = true
				}
				add = append(add, sp)
			}
		}
		i = end
	}
	return replacedSpans(spans, drop, add)
}

// jaFamilyBeforeHonorific: the whole Han run s[i:end] is a family name and
// a Han honorific, or a family name with a kana honorific after the run.
func jaFamilyBeforeHonorific(s string, i, end int) (Span, bool) {
	family := jaHonorificStem(s, i, end)
	if family == "" && jaSelfNamed(s, i, end) {
		family = s[i:end]
	}
	if n := utf8.RuneCountInString(family); n < 2 || n > 3 || !jaSurnames.has(family) || jaWords.has(family) || cjkPlace(family) {
		return Span{}, false
	}
	if !japaneseAround(s, i, end) {
		return Span{}, false
	}
	return Span{Start: i, End: i + len(family), Kind: Person, Key: family}, true
}

// jaSpacedNameBeforeHonorific: the Han run s[i:end] is a given name of one
// to three characters and an honorific (稲川 香月様, 諸県 力子さん), and one
// space (half or full width) before it stands a whole Han run that is an
// IPADIC family name of two or three characters, no place: the family and
// given name parted by a space, as Japanese letters and forms address a
// person (docs/adr/0145). The person is both names without the honorific;
// the family-name test alone would take the given name for a family name
// (香月) or find nothing (力子).
func jaSpacedNameBeforeHonorific(s string, i, end int) (Span, bool) {
	given := jaHonorificStem(s, i, end)
	if n := utf8.RuneCountInString(given); n < 1 || n > 3 {
		return Span{}, false
	}
	r, m := utf8.DecodeLastRuneInString(s[:i])
	if r != ' ' && r != '\u3000' {
		return Span{}, false
	}
	fe := i - m
	fs := fe
	for fs > 0 && hanBefore(s, fs) {
		_, k := utf8.DecodeLastRuneInString(s[:fs])
		fs -= k
	}
	family := s[fs:fe]
	if n := utf8.RuneCountInString(family); n < 2 || n > 3 || !jaSurnames.has(family) || cjkPlace(family) || cjkPlace(given) {
		return Span{}, false
	}
	if b := runeBefore(s, fs); b != 0 && cjkTextRune(b) && !strings.ContainsRune("。、\u3000「（", b) {
		return Span{}, false
	}
	if !japaneseAround(s, fs, end) {
		return Span{}, false
	}
	e := i + len(given)
	return Span{Start: fs, End: e, Kind: Person, Key: strings.Join(strings.Fields(fold(s[fs:e])), " ")}, true
}

// jaHonorificStem returns the Han run s[i:end] without the Han honorific
// that ends it (田中様 → 田中), or the whole run when a kana honorific
// follows it (田中さん), or "".
func jaHonorificStem(s string, i, end int) string {
	run := s[i:end]
	for _, h := range jaFamilyHonorificsHan {
		if f, ok := strings.CutSuffix(run, h); ok && f != "" {
			return f
		}
	}
	if hasPrefixAny(s[end:], jaFamilyHonorificsKana) {
		return run
	}
	return ""
}
