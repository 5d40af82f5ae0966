package pii

import (
	_ "embed"
	"strings"
	"unicode"
)

// Thai words glued on after a foreign surname (docs/adr/0224). Thai writes
// no space between words, so the rest of a sentence often follows a name
// with none: "คริสโตเฟอร์ โคลัมบัสล่องเรือมา" (Christopher Columbus sailed
// here), "จอห์น เบอร์กอยน์ยอมจำนน" (John Burgoyne surrendered). thaiCut cuts
// only before a function word or a phrase of subtitle words; a verb such as
// "ยอม" (yield) or "ล่องเรือ" (sail) is neither, and the span ran on. A
// run whose end falls wholly into dictionary words is the name and the
// words after it: the name ends where those words start.

// thaiWordsText are PyThaiNLP's Thai words without the loanword marks
// (scripts/pii-thai-words.py).
//
//go:embed names/th/words.txt
var thaiWordsText string

// thaiWords holds thaiWordsText.
var thaiWords = wordRanks(thaiWordsText)

// thaiTailWordMax is the most runes a word of thaiWords has (the script
// keeps none longer), so a run of thousands of letters is read in time in
// proportion to its length.
const thaiTailWordMax = 20

// thaiTailMin is the least count of runes of the words cut off a name's
// end: a shorter end ("มา", come, in "โอบามา", Obama; "มี", has, in
// "อันเซลมี", Anselmi) ends foreign names as often as it is a word of its
// own.
const thaiTailMin = 4

// thaiTailLong is the least count of runes of the first word cut off
// after a name that is no listed word itself: Thai words of three letters
// fall together by chance in foreign names ("แอตกินสัน", Atkinson, ends in
// "กิน", eat, and "สัน", ridge; "แอนเดอร์สัน", Anderson, in "สัน"); one of
// four or more seldom does.
const thaiTailLong = 4

// thaiTailCut returns where in the Thai run w the name ends when the rest
// of the run is dictionary words (thaiWords) of thaiTailMin runes or more
// in all: after the run's first word when the whole run is words (the
// name is a listed loanword itself, "โคลัมบัส"), its longest first word
// of a split into the fewest words; otherwise at the first syllable,
// thaiNameEnd runes on or more and not closed by a mute mark, from which
// the rest is all words. Either way the first word cut off has
// thaiTailLong runes or more ("วินแฮมมา", Wyndham and come, falls into
// "วิน", "แฮม", "มา", and is kept). A rest that holds a loanword mark
// (์, ็) is the name's own. It returns len(w) when there is none.
func thaiTailCut(w string) int {
	rs := []rune(w)
	n := len(rs)
	if n < thaiNameEnd+thaiTailMin {
		return len(w)
	}
	// fewest[k] is the fewest words rs[k:] splits into, -1 when it splits
	// into none.
	fewest := make([]int, n+1)
	for k := n - 1; k >= 0; k-- {
		fewest[k] = -1
		for l := 2; l <= min(n-k, thaiTailWordMax); l++ {
			if f := fewest[k+l]; f >= 0 && thaiWords[string(rs[k:k+l])] > 0 && (fewest[k] < 0 || f+1 < fewest[k]) {
				fewest[k] = f + 1
			}
		}
	}
	cut := -1
	if fewest[0] >= 0 {
		for l := min(n, thaiTailWordMax); l >= 2; l-- {
			if fewest[l] == fewest[0]-1 && thaiWords[string(rs[:l])] > 0 && l < n && thaiLongWordAt(rs, l, fewest) {
				cut = l
				break
			}
		}
	} else {
		for k := thaiNameEnd; k <= n-thaiTailMin; k++ {
			if thaiLongWordAt(rs, k, fewest) && thaiSyllableStart(rs, k) && !thaiMuteNext(rs, k) {
				cut = k
				break
			}
		}
	}
	if cut < thaiNameEnd || n-cut < thaiTailMin || !thaiSyllableStart(rs, cut) || strings.ContainsAny(string(rs[cut:]), thaiLoanMarks) {
		return len(w)
	}
	return len(string(rs[:cut]))
}

// thaiSplitTail returns toks with each Thai word that follows a Thai word
// and one space cut where the name before the dictionary words glued on
// after it ends (thaiTailCut). Only the pair of a foreign given name read
// through the transliteration key (lettersPersons) is cut so: a Thai
// person's own surname is a compound of dictionary words ("อนุรักษ์สุวรรณ",
// "จารุพานิช") and is kept whole after a title.
func thaiSplitTail(s string, toks []token) []token {
	var out []token
	for i, t := range toks {
		cut := len(t.text)
		if i > 0 && scriptWord(t.text, unicode.Thai) && scriptWord(toks[i-1].text, unicode.Thai) && s[toks[i-1].end:t.start] == " " {
			cut = thaiTailCut(t.text)
		}
		if cut == len(t.text) {
			out = append(out, t)
			continue
		}
		out = append(out, cutToken(t, cut)...)
	}
	return out
}

// thaiLongWordAt: a word of thaiWords of thaiTailLong runes or more starts
// at rs[k], and the rest of rs after it splits into words (fewest).
func thaiLongWordAt(rs []rune, k int, fewest []int) bool {
	for l := thaiTailLong; l <= min(len(rs)-k, thaiTailWordMax); l++ {
		if fewest[k+l] >= 0 && thaiWords[string(rs[k:k+l])] > 0 {
			return true
		}
	}
	return false
}
