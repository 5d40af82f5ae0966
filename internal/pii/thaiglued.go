package pii

import (
	"strings"
	"unicode"
)

// Thai names glued to the words before them (docs/adr/0147). Thai writes
// no space between words, and a foreign name is set off by a space after
// it far more often than before it: "…ตั้งแต่มาร์ค เอเวอรี่" (from Mark
// Avery), "ภาพเขียนของลูคัส ครานัค" (paintings of Lucas Cranach),
// "นำโดยโจเซฟ แบรนต์" (led by Joseph Brant). The pair rule saw the
// whole run before the space as the given name and read none in it.

// thaiGlueBefore is the least count of letters of the Thai function word
// a name is glued to: one-letter "words" are pieces of syllables. thaiGluedName
// is the least count of letters and signs of the name cut off: a
// three-letter rest is a Thai word that reads as a name ("งาน", work, as
// Ngan) more often than a foreign name.
const (
	thaiGlueBefore = 2
	thaiGluedName  = 4
	// thaiGluedNameMax bounds the name cut from the end of a run: no
	// given name is longer, and reading every tail of a run of thousands
	// of letters would cost time in the square of its length.
	thaiGluedNameMax = 32
)

// thaiMuteNext: the letter after rs[k], or the one after its vowel sign,
// bears the mute mark (์), so rs[k] closes the syllable before it
// ("มาร์ติน", Martin, is no "มา" and "ร์ติน").
func thaiMuteNext(rs []rune, k int) bool {
	for j := k + 1; j < len(rs) && j <= k+2; j++ {
		if rs[j] == '์' {
			return true
		}
	}
	return false
}

// thaiFrontCut returns where in the Thai run w, written before a space, a
// given name glued to the words before it starts: the first place, not
// inside a syllable (thaiSyllableStart, thaiMuteNext), where the run before ends in a
// Thai function word of thaiGlueBefore letters or more ("ของ", of;
// "ตั้งแต่", from; "โดย", by), and the rest, thaiGluedName letters or more,
// is a given name (given). A place after
// which the rest starts with a function word is none. It returns 0 when
// there is none.
func thaiFrontCut(w string, given func(string) bool) int {
	rs := []rune(w)
	at := 0
	for k := 0; k < len(rs); k++ {
		if k >= thaiGlueBefore && len(rs)-k >= thaiGluedName && len(rs)-k <= thaiGluedNameMax && thaiSyllableStart(rs, k) && !thaiMuteNext(rs, k) && thaiEndsInWord(rs[:k]) &&
			thaiFirstForm(string(rs[k:]), nil) && given(string(rs[k:])) {
			return at
		}
		at += len(string(rs[k]))
	}
	return 0
}

// thaiSyllableStart: a Thai word may start at rs[k]: it is no vowel sign
// or mark, no vowel written after its consonant (ะ า ำ), and rs[k-1] is
// no leading vowel, which is written before the consonant it is read
// after.
func thaiSyllableStart(rs []rune, k int) bool {
	return !unicode.Is(unicode.Mn, rs[k]) && !strings.ContainsRune("เแโใไ", rs[k-1]) && !strings.ContainsRune("ะาำ", rs[k])
}

// thaiEndsInWord: the Thai run rs ends in a function word of
// thaiGlueBefore letters or more, or in a rank or office (thaiRoleWords).
func thaiEndsInWord(rs []rune) bool {
	for j := len(rs) - thaiGlueBefore; j >= max(0, len(rs)-thaiWordMax); j-- {
		p := string(rs[j:])
		if thaiStop[p] > 0 || thaiRoleWords[p] > 0 {
			return true
		}
	}
	return false
}

// thaiSplitFront returns toks with each Thai word that a space and a Thai
// word follow, and that is no common subtitle word and reads as no given
// name whole, cut in two where a
// given name glued to the words before it starts (thaiFrontCut), so that
// the name and the word after the space make a pair.
func (d *Detector) thaiSplitFront(s string, toks []token) []token {
	given := func(w string) bool {
		return d.names.first[bare(fold(w))] ||
			readLetters(thaiSpoken(w), thaiLatin, thaiDigraphs, d.names.firstSorted, d.names.givenReading) != ""
	}
	var out []token
	for i, t := range toks {
		cut := 0
		if i+1 < len(toks) && scriptWord(t.text, unicode.Thai) && scriptWord(toks[i+1].text, unicode.Thai) &&
			s[t.end:toks[i+1].start] == " " && thaiCommon[t.text] == 0 && !given(t.text) {
			cut = thaiFrontCut(t.text, given)
		}
		if cut == 0 {
			out = append(out, t)
			continue
		}
		out = append(out, cutToken(t, cut)...)
	}
	return out
}
