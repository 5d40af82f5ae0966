package pii

// Thai surnames glued to the phrase after them (docs/adr/0175):
// "ลินคอล์นทำงานเป็น…" (Lincoln worked as). thaiCut cut only before a
// function word; a common word of three runes or more with another listed
// word right after it starts a phrase too. Words of two runes ("มา", come;
// "มี", has) are left out: they end foreign names ("อันเซลมี", Anselmi;
// "โอบามา", Obama) as often as they start a phrase.

// thaiAgent is the prefix that makes a Thai noun of the one who does
// something ("ผู้ตั้งใจ", the one who meant to; "ผู้อำนวยการ", director),
// written glued after the name it describes ("…เบอร์กอยน์ผู้ตั้งใจ…"):
// stopwords-iso's Thai list lacks it, and no foreign name holds it.
const thaiAgent = "ผู้"

// thaiGluedPhrase: a listed word (thaiListedWord) of thaiGlueWord runes or
// more starts at rs[k] that is not the end of a longer common word
// (thaiInWord), and right after it
// another listed word starts on a syllable. A listed word that ends the
// run is no phrase: "น่า" ends "มาราโดน่า" (Maradona).
func thaiGluedPhrase(rs []rune, k int) bool {
	for n := min(len(rs)-k, thaiWordMax); n >= thaiGlueWord; n-- {
		if !thaiListedWord(string(rs[k:k+n])) || thaiInWord(rs, k, k+n) {
			continue
		}
		if k+n < len(rs) && thaiSyllableStart(rs, k+n) && thaiListedAt(rs, k+n) {
			return true
		}
	}
	return false
}

// thaiListedWord: w is a Thai function word of two runes or more, or one
// of the hindiCommonWord commonest subtitle words of three runes or more.
func thaiListedWord(w string) bool {
	return thaiStop[w] > 0 || len([]rune(w)) >= 3 && commonAt(thaiCommon, w, hindiCommonWord)
}

// thaiListedAt: a listed word (thaiListedWord) starts at rs[k].
func thaiListedAt(rs []rune, k int) bool {
	for n := min(len(rs)-k, thaiWordMax); n >= 2; n-- {
		if thaiListedWord(string(rs[k : k+n])) {
			return true
		}
	}
	return false
}
