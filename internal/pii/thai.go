package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Foreign persons in Thai script (docs/adr/0143). Thai has no capitals and
// writes no space between words, but it sets a foreign name off by spaces
// more often than not ("… [[อีริค โซลไฮม์]] ประธาน…"), each part as it
// sounds: "อีริค" Eric, "มาร์ติน" Martin, "ไมเคิล" Michael. The Thai row of
// lettersScripts reads such a part into Latin letters (RTGS read
// backwards, in the spellings English names use), pruned against the
// given-name lists as greek.go reads Greek; a given name so read, then one
// space on a Thai word that is no common subtitle word, is a person.

// thaiCommonText are FrequencyWords' commonest Thai subtitle words,
// commonest first (scripts/pii-indic-greek-lists.py).
//
//go:embed names/th/common.txt
var thaiCommonText string

// thaiCommon holds thaiCommonText with each word's rank.
var thaiCommon = wordRanks(thaiCommonText)

// thaiLatin are the Latin spellings of each Thai letter, vowel sign and
// mark in foreign names (tone marks and the short-vowel sign are
// silent).
var thaiLatin = map[rune][]string{
	'ก': {"g", "k"}, 'ข': {"kh", "k"}, 'ค': {"k", "c", "ch", "ck", "q"}, 'ฆ': {"kh"}, 'ง': {"ng"},
	'จ': {"j", "ch", "g"}, 'ฉ': {"ch"}, 'ช': {"ch", "sh"}, 'ซ': {"s", "z", "c", "x"}, 'ญ': {"y", "n"},
	'ฎ': {"d"}, 'ฏ': {"t"}, 'ฐ': {"th"}, 'ฑ': {"th", "d"}, 'ฒ': {"th"}, 'ณ': {"n"}, 'ด': {"d", "dd"},
	'ต': {"t", "tt"}, 'ถ': {"th"}, 'ท': {"t", "th"}, 'ธ': {"th"}, 'น': {"n", "nn"}, 'บ': {"b", "bb"},
	'ป': {"p"}, 'ผ': {"ph", "p"}, 'ฝ': {"f"}, 'พ': {"p", "ph"}, 'ฟ': {"f", "ph", "ff"}, 'ภ': {"ph", "p"},
	'ม': {"m", "mm"}, 'ย': {"y", "i", "ie"}, 'ร': {"r", "rr"}, 'ล': {"l", "ll"}, 'ว': {"w", "v", "o", "u"},
	'ศ': {"s", "sh"}, 'ษ': {"s"}, 'ส': {"s", "ss", "c"}, 'ห': {"h", ""}, 'ฬ': {"l"}, 'อ': {"", "o", "a"},
	'ฮ': {"h"},
	'ะ': {"a", ""}, 'ั': {"a", "u", "o"}, 'า': {"a", "ah", "ar"}, 'ำ': {"am"}, 'ิ': {"i", "e"},
	'ี': {"i", "ee", "y", "ie", "e"}, 'ึ': {"u", "eu"}, 'ื': {"u", "ue"}, 'ุ': {"u", "oo"}, 'ู': {"u", "oo", "ou"},
	'เ': {"e", "a", "ai"}, 'แ': {"a", "e"}, 'โ': {"o"}, 'ใ': {"ai", "i", "y"}, 'ไ': {"i", "ai", "y", "ey"},
	'็': {""}, '่': {""}, '้': {""}, '๊': {""}, '๋': {""}, '์': {""},
}

// thaiDigraphs are the vowel groups (their leading vowel moved after the
// consonant it is read after: thaiSpoken) and the consonants a mute mark
// (์) follows, which foreign names read or not ("มาร์ติน" Martin,
// "เจมส์" James).
var thaiDigraphs = func() map[string][]string {
	m := map[string][]string{
		"เิ": {"er", "e", "ae", "i", "u"}, "เอ": {"er", "e", "a", "o"}, "เีย": {"ia", "ea", "ie"},
		"เา": {"ao", "au", "ow"}, "ัว": {"ua", "o"}, "อร์": {"or", "ar", "aw"},
	}
	for r, alts := range thaiLatin {
		if unicode.Is(unicode.Mn, r) || strings.ContainsRune("ะาำเแโใไ", r) {
			continue
		}
		m[string(r)+"์"] = append(append([]string{}, alts...), "", "es")
	}
	return m
}()

// thaiSpoken writes a Thai word in the order it is spoken: a leading
// vowel (เ แ โ ใ ไ) is written before the consonant it follows in
// speech, and goes after it here.
func thaiSpoken(w string) string {
	rs := []rune(w)
	for i := 0; i+1 < len(rs); i++ {
		if strings.ContainsRune("เแโใไ", rs[i]) && !unicode.Is(unicode.Mn, rs[i+1]) {
			rs[i], rs[i+1] = rs[i+1], rs[i]
			i++
		}
	}
	return string(rs)
}

// thaiRow is the Thai row of lettersScripts: no capitals, and its vowel
// signs (marks) are read, so the word is read as written, reordered.
var thaiRow = lettersScript{table: unicode.Thai, letters: thaiLatin, digraphs: thaiDigraphs, common: thaiCommon,
	caseless: true, spoken: thaiSpoken, firstForm: thaiFirstForm, secondForm: thaiSecondForm}

// thaiFirstForm: w may be the given name before a surname: it is no Thai
// function word ("อยู่", is at, reads as a name).
func thaiFirstForm(w string, _ func(string) bool) bool { return thaiStop[w] == 0 }

// thaiSecondForm: w may be the surname after a given name: it starts with
// no Thai function word of two letters or more ("กล่าว", said; "ซึ่ง",
// which) and no subtitle word of three or more among the hindiCommonGiven
// commonest ("ฉัน", I; "มัน", it), as the rest of a sentence glued on
// after a name does.
func thaiSecondForm(w string) bool {
	rs := []rune(w)
	for n := 2; n <= min(len(rs), thaiWordMax); n++ {
		p := string(rs[:n])
		if thaiStop[p] > 0 || n >= 3 && commonAt(thaiCommon, p, hindiCommonGiven) {
			return false
		}
	}
	return true
}

// thaiStopText are stopwords-iso's Thai function words (names/stopwords/th.txt,
// scripts/pii-stopwords.py).
//
//go:embed names/stopwords/th.txt
var thaiStopText string

// thaiStop holds thaiStopText.
var thaiStop = wordRanks(thaiStopText)

// thaiWordMax is the most runes a listed Thai word (thaiStop, thaiCommon)
// has: no longer prefix or piece of a run can be one, so the loops that
// look for them stop there, and a run of thousands of letters (a crafted
// document) costs time in proportion to its length, not its cube.
var thaiWordMax = longestWord(thaiStop, thaiCommon, thaiRoleWords)

// longestWord is the most runes a key of any of the maps has.
func longestWord(maps ...map[string]int) int {
	n := 0
	for _, m := range maps {
		for w := range m {
			n = max(n, utf8.RuneCountInString(w))
		}
	}
	return n
}

// thaiNameEnd is the least count of letters and signs a name part keeps
// when thaiCut cuts a Thai run, and thaiGlueWord the least a function word
// must have to cut it: names hold the two-letter ones ("อันเซลมี",
// Anselmi, ends in มี, has).
const (
	thaiNameEnd  = 3
	thaiGlueWord = 3
)

// thaiCut returns where in the Thai run w a name written before other
// words with no space ends ("ลินคอล์นต้อง": Lincoln, must): the first
// place, thaiNameEnd runes on or more, where a Thai function word
// (thaiStop) of thaiGlueWord runes or more or the agent prefix (thaiAgent)
// starts, or a phrase of listed words (thaiGluedPhrase); a place before a vowel sign or mark, or after a
// leading vowel, splits no syllable's letters and is none, and so is the
// start of a function word that ends a longer common word (thaiInWord). It returns
// len(w) when there is none.
func thaiCut(w string) int {
	rs := []rune(w)
	at := 0
	for k := 0; k < len(rs); k++ {
		if k >= thaiNameEnd && thaiSyllableStart(rs, k) {
			for n := min(len(rs)-k, thaiWordMax); n >= thaiGlueWord; n-- {
				if (thaiStop[string(rs[k:k+n])] > 0 || string(rs[k:k+n]) == thaiAgent) && !thaiInWord(rs, k, k+n) {
					return at
				}
			}
			if thaiGluedPhrase(rs, k) {
				return at
			}
		}
		at += len(string(rs[k]))
	}
	return len(w)
}

// thaiInWord: the function word rs[from:to] is the end of a longer
// common subtitle word that starts up to three letters before it ("รับ",
// receive, in "ครับ"), so no word starts at from.
func thaiInWord(rs []rune, from, to int) bool {
	for j := max(0, from-3); j < from; j++ {
		if thaiCommon[string(rs[j:to])] > 0 {
			return true
		}
	}
	return false
}

// thaiSplit returns toks with each Thai word that follows a Thai word
// and one space, and that a function word follows with no space, cut in
// two where the name before it ends (thaiCut), so that a person's span
// ends with the name.
func thaiSplit(s string, toks []token) []token {
	var out []token
	for i, t := range toks {
		if i == 0 || !scriptWord(t.text, unicode.Thai) || !scriptWord(toks[i-1].text, unicode.Thai) ||
			s[toks[i-1].end:t.start] != " " {
			out = append(out, t)
			continue
		}
		cut := thaiCut(t.text)
		if cut == len(t.text) {
			out = append(out, t)
			continue
		}
		out = append(out, cutToken(t, cut)...)
	}
	return out
}

// cutToken returns t cut in two tokens at byte cut of its text.
func cutToken(t token, cut int) []token {
	var out []token
	for _, w := range []string{t.text[:cut], t.text[cut:]} {
		f := fold(w)
		out = append(out, token{start: t.start, end: t.start + len(w), text: w, folded: f, bare: bare(f)})
		t.start += len(w)
	}
	return out
}
