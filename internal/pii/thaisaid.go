package pii

import (
	"strings"
	"unicode/utf8"
)

// Thai names before a verb of saying (docs/adr/0280). Thai news names a
// speaker after a title and writes the verb glued to the name:
// "นายเนวินกล่าวด้วยว่า" (Mr Newin also said), "ผศ.น.สพ.ธีระพลกล่าวว่า";
// the run after the title is no name as a whole, and after "นาย" a lone
// word was read as a phrase glued on. A verb of saying right after it, glued
// or one space on, says the word before is the speaker's name.

// thaiSayVerbs are the verbs Thai news reports speech with: said, revealed,
// stated, confirmed, answered, told, announced, explained, admitted, gave
// an interview. A closed class, not a list of names.
var thaiSayVerbs = []string{"กล่าว", "เผย", "เปิดเผย", "ระบุ", "ยืนยัน", "ตอบ", "บอก", "แถลง", "ชี้แจง", "อธิบาย",
	"ยอมรับ", "ให้สัมภาษณ์", "เปิดใจ"}

// thaiSayAt: a verb of saying starts w at byte k.
func thaiSayAt(w string, k int) bool {
	for _, v := range thaiSayVerbs {
		if strings.HasPrefix(w[k:], v) {
			return true
		}
	}
	return false
}

// thaiSaidGiven returns given cut before the first verb of saying glued
// on, thaiNameEnd runes on or more and on a syllable's start, and cut
// again where a function word starts before it ("เนวินได้กล่าว", Newin
// has said: thaiCut), and true; or given and false when none is glued
// on. One pass over the word's runes, each tried against the closed list.
func thaiSaidGiven(given token) (token, bool) {
	rs := []rune(given.text)
	at := 0
	for k := 0; k < len(rs); k++ {
		if k >= thaiNameEnd && thaiSyllableStart(rs, k) && thaiSayAt(given.text, at) {
			g := cutToken(given, at)[0]
			if c := thaiCut(g.text); c < len(g.text) {
				g = cutToken(g, c)[0]
			}
			return g, true
		}
		at += utf8.RuneLen(rs[k])
	}
	return given, false
}

// thaiTitleOffices are the offices written with the title "นาย" as their
// first letters ("นายกรัฐมนตรี", prime minister; "นายกเทศมนตรี", mayor):
// the word after "นาย" there is no given name, though the office is on no
// list of common words.
var thaiTitleOffices = []string{"นายกรัฐมนตรี", "นายกเทศมนตรี", "นายกสมาคม", "นายกสภา", "นายกองค์การ"}

// thaiInOffice: the given name that starts at byte start of s, after
// "นาย", is the rest of one of thaiTitleOffices.
func thaiInOffice(s string, start int) bool {
	for _, o := range thaiTitleOffices {
		if strings.HasPrefix(s[max(0, start-len("นาย")):], o) {
			return true
		}
	}
	return false
}

// thaiSaidNext: the word right after toks[i], or one space on, starts
// with a verb of saying (thaiSplit may have cut the run there already).
func thaiSaidNext(s string, toks []token, i int) bool {
	if i+1 >= len(toks) {
		return false
	}
	gap := s[toks[i].end:toks[i+1].start]
	return (gap == " " || gap == "") && thaiSayAt(toks[i+1].text, 0)
}
