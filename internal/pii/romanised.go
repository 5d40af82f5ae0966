package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names written in Latin letters by a romanisation or an orthography whose
// shape says where they come from: pinyin and Wade–Giles syllables ("Li
// Xiaoming", "Hsieh Lan-bin"), Hepburn morae ("Tanaka Hiroshi", "Ōno
// Kimie"), Polish letters and endings ("Bernadeta Niekłań", "Waleriusz
// Tulicki") and the Arabic article ("Jibril al-Adnan"). No list holds every
// such name, but the shape of two words together is rare in anything else;
// each rule still wants words in no English dictionary and no place or
// brand on its own (docs/adr/0076).

// pinyinInitials are the initials of Mandarin syllables in pinyin and
// Wade–Giles (hs, ts, tz), longest first.
var pinyinInitials = []string{"zh", "ch", "sh", "hs", "ts", "tz", "b", "p", "m", "f", "d", "t", "n", "l", "g", "k",
	"h", "j", "q", "x", "r", "z", "c", "s", "y", "w", ""}

// pinyinFinals are the finals of pinyin (ü written u, as folding leaves it)
// and the Wade–Giles spellings that differ (ih, ieh, ung, eh, uei).
var pinyinFinals = map[string]bool{"a": true, "o": true, "e": true, "ai": true, "ei": true, "ao": true, "ou": true,
	"an": true, "en": true, "ang": true, "eng": true, "ong": true, "er": true, "i": true, "ia": true, "ie": true,
	"iao": true, "iu": true, "ian": true, "in": true, "iang": true, "ing": true, "iong": true, "u": true, "ua": true,
	"uo": true, "uai": true, "ui": true, "uan": true, "un": true, "uang": true, "ue": true, "ih": true, "ieh": true,
	"ung": true, "eh": true, "uei": true, "iung": true}

// pinyinOnly are initials English spelling does not start a syllable
// with: a syllable starting so is Chinese even in no list ("Xi", "Zhan").
var pinyinOnly = map[string]bool{"x": true, "q": true, "zh": true, "hs": true, "tz": true}

// syllables counts how many Mandarin syllables the folded word w is
// spelled as (0 when it is none, or more than three): "xiaoming" 2,
// "houdiong" 2, "island" 0. first reports the first syllable's initial.
func syllables(w string) (count int, first string) {
	if len(w) == 0 || len(w) > 18 {
		return 0, ""
	}
	var walk func(rest string, n int) int
	walk = func(rest string, n int) int {
		if rest == "" {
			return n
		}
		if n == 3 {
			return 0
		}
		for _, ini := range pinyinInitials {
			if !strings.HasPrefix(rest, ini) {
				continue
			}
			after := rest[len(ini):]
			for l := min(4, len(after)); l >= 1; l-- {
				// Without an initial only a, o and e start a syllable (i and u are written yi and wu),
				// and only the first: inside a word pinyin marks that break with an apostrophe (Xi'an).
				if ini == "" && (n > 0 || !strings.ContainsRune("aoe", rune(after[0]))) {
					break
				}
				if pinyinFinals[after[:l]] {
					if got := walk(after[l:], n+1); got > 0 {
						if n == 0 {
							first = ini
						}
						return got
					}
				}
			}
		}
		return 0
	}
	return walk(w, 0), first
}

// hanSurname reports whether the word at i can be a Chinese family name
// (ok: one Mandarin syllable, or a short surname in a list written in
// another romanisation — Khoo, Lim, Cheung) and whether it says so without
// a list's help (strong: a syllable only pinyin spells, or a listed surname
// that is no English word).
func (n *nameScan) hanSurname(i int) (strong, ok bool) {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || strings.Contains(t.folded, "-") || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return false, false // Wade–Giles's apostrophe of aspiration is no break ("Ch'en" is one syllable)
	}
	c, ini := syllables(t.bare)
	if n.stop(i) {
		// "He Yinuo", "He Qiang": a surname that is also an English word like "He" only before a given
		// name only pinyin spells, of one word.
		if c != 1 || i+1 >= len(n.toks) || !n.joined(i) || i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text) {
			return false, false
		}
		g := n.toks[i+1].bare
		return pinyinOnlyWord(g), n.hanGiven(i+1) > 0 && !strings.Contains(n.toks[i+1].text, "-") && (pinyinOnlyWord(g) || hasSyllables(g, 2) && !n.known(i+1))
	}
	if c == 1 {
		return pinyinOnly[ini] || n.l.last[t.bare] && !n.l.words[t.bare], !n.l.words[t.bare] || n.l.last[t.bare] || pinyinOnly[ini]
	}
	// Cantonese, Hokkien and Malaysian spellings in a surname list: "Cheung", "Khoo", "Lim".
	return false, n.l.last[t.bare] && !n.l.words[t.bare] && len(t.bare) <= 6 && oneVowelRun(t.bare)
}

// oneVowelRun: w has one run of vowels, as a syllable does.
func oneVowelRun(w string) bool {
	runs, in := 0, false
	for _, r := range w {
		v := strings.ContainsRune("aeiouy", r)
		if v && !in {
			runs++
		}
		in = v
	}
	return runs == 1
}

// hanGiven is the given-name part after (or before) a Chinese surname: one
// word of one or two syllables, joined or hyphenated ("Xiaoming",
// "Teng-hui"), in no English dictionary. It returns the syllables.
func (n *nameScan) hanGiven(i int) int {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return 0
	}
	if n.l.words[t.bare] && !n.l.first[t.bare] || n.placeWord(i) && !n.l.first[t.bare] {
		return 0
	}
	total := 0
	for _, p := range strings.Split(t.folded, "-") {
		c, _ := syllables(bare(p))
		if c == 0 {
			return 0
		}
		total += c
	}
	if total > 2 {
		return 0
	}
	return total
}

// hanNameAt: the words from i are a Chinese name in Latin letters — a
// surname and a given name of one or two syllables ("Li Xiaoming", "Xi
// Jinping", "Pang Ding Teng", "Lee Teng-hui"), or the given name first
// ("Jou-ma Xi", "Zhan Zhan Khoo"). A given name of one syllable needs a
// given-name list to know it ("Li Wei") or a surname only pinyin spells
// ("Xi Lan"): "Kung Fu" and "Feng Shui" are not people.
func (n *nameScan) hanNameAt(i int) (int, bool) {
	best := -1
	// Surname first.
	if strong, ok := n.hanSurname(i); ok && n.joined(i) {
		syl, end := 0, i
		for k := i + 1; k < len(n.toks) && k <= i+2; k++ {
			g := n.hanGiven(k)
			if g == 0 || syl+g > 2 {
				break
			}
			syl, end = syl+g, k
			if !n.joined(k) {
				break
			}
		}
		oneKnown := end == i+1 && (n.l.first[n.toks[end].bare] && !n.l.words[n.toks[end].bare] || pinyinOnlyWord(n.toks[end].bare))
		if syl == 2 && (strong || end == i+2 || strings.Contains(n.toks[end].text, "-") || hasSyllables(n.toks[end].bare, 2)) || syl == 1 && (oneKnown && strong) {
			best = end
		}
	}
	// Given name first, the surname last.
	syl, k := 0, i
	for ; k < len(n.toks) && k <= i+1; k++ {
		g := n.hanGiven(k)
		if g == 0 || syl+g > 2 || !n.joined(k) {
			break
		}
		syl += g
		if syl == 2 {
			k++
			break
		}
	}
	if syl == 2 && k < len(n.toks) && k > i && n.joined(k-1) {
		if strong, ok := n.hanSurname(k); ok && (strong || n.l.last[n.toks[k].bare]) && k > best &&
			!(k+1 < len(n.toks) && n.joined(k) && capitalised(n.toks[k+1].text)) {
			best = k
		}
	}
	if best < 0 || n.theThing(i, best) || n.placeLike(i, best) {
		return 0, false
	}
	return best, true
}

// hasSyllables: w is spelled as exactly c Mandarin syllables.
func hasSyllables(w string, c int) bool { got, _ := syllables(w); return got == c }

// pinyinOnlyWord: w is one syllable with an initial only pinyin writes ("Xi", "Qiang").
func pinyinOnlyWord(w string) bool {
	c, ini := syllables(w)
	return c == 1 && pinyinOnly[ini]
}

// hepburnMora matches one mora of Hepburn romanisation (macrons folded
// away): a consonant or a palatal pair and a vowel, the syllabic n, or the
// first of a doubled consonant. Kunrei's si, ti, tu, hu and English
// spellings like "ti" or "fa" are no morae, so "Tina" is no romaji.
var hepburnMora = regexp.MustCompile(`^(?:(?:[kgnhbpmr]y|sh|ch|j)[auo]|(?:sh|ch|j)i|tsu|fu|[kgnbpmr][aiueo]|[sz][aueo]|h[aieo]|[td][aeo]|w[ao]|y[auo]|[aiueo]|kk|ss|tt|pp|tch|n)`)

// morae counts the Hepburn morae of the folded word w (0 when it is not
// written so).
func morae(w string) int {
	c, prev := 0, byte(0)
	for w != "" {
		m := hepburnMora.FindString(w)
		if m == "" && prev == 'o' && w[0] == 'h' && (len(w) == 1 || !strings.ContainsRune("aiueoy", rune(w[1]))) {
			m = "h" // the long o written "oh" in passports: "Satoh", "Ohno"
		}
		if m == "" {
			return 0
		}
		if m == "n" && len(w) > 1 && strings.ContainsRune("aiueoy", rune(w[1])) {
			return 0 // "n" before a vowel is the start of a mora, which did not match
		}
		if c > 0 && len(m) == 1 && strings.ContainsRune("aiueo", rune(m[0])) && (strings.Contains("ea eo ia oa ua", string(prev)+m) || c == 1 && prev == 'a' && m == "e") {
			return 0 // vowels Japanese names do not put side by side ("Maria", "Sea"), nor start with ("Aero")
		}
		prev = w[len(m)-1]
		if m == "kk" || m == "ss" || m == "tt" || m == "pp" || m == "tch" {
			m = m[:1] // a doubled consonant: its first letter is a mora of its own
		}
		w, c = w[len(m):], c+1
	}
	return c
}

// romajiWord is a capitalised word of two or more Hepburn morae in no
// English dictionary.
func (n *nameScan) romajiWord(i int) int {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) || n.l.words[t.bare] ||
		t.bare != t.folded || n.l.orgWords[t.bare] && !n.known(i) {
		return 0
	}
	if m := morae(t.bare); m >= 2 {
		return m
	}
	return 0
}

// japaneseNameAt: two capitalised words at i, each written in Hepburn
// morae (either order: "Tanaka Hiroshi", "Kimie Kumakura"), one of at
// least three, at most one of them a place; a word on either side that
// also reads as a name makes it a longer phrase, judged elsewhere.
func (n *nameScan) japaneseNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return 0, false
	}
	a, b := n.romajiWord(i), n.romajiWord(i+1)
	if a == 0 || b == 0 || a < 3 && b < 3 || a+b < 5 {
		return 0, false
	}
	if (n.placeWord(i) || n.l.places[n.toks[i].bare]) && (n.placeWord(i+1) || n.l.places[n.toks[i+1].bare]) {
		return 0, false // "Osaka Kobe", "Honolulu Hawaii"
	}
	if i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text) || i > 0 && n.joined(i-1) && capitalised(n.toks[i-1].text) {
		return 0, false
	}
	// A Japanese name is often a town too ("Kochi", "Kumakura"): only what stands around it makes a place.
	if n.theThing(i, i+1) || n.placeAround(i, i+1) {
		return 0, false
	}
	return i + 1, true
}

// polishLetters are the letters only Polish (or Lithuanian) spelling uses
// among the Latin alphabets of Europe.
const polishLetters = "ąćęłńśźż"

// polishEndings end Polish surnames and given names, folded, in the
// spellings other Slavic languages do not share: -owski/-ewska, -lski,
// -inska (from -ińska), -cki/-dzka, -wicz, -czyk, -usz, -sław. A plain
// -ski/-ska after another consonant is as often a Croatian, Serbian or
// Macedonian adjective ("Hrvatska", "Bosanska Krupa").
var polishEndings = []string{"owski", "owska", "ewski", "ewska", "lski", "lska", "inski", "inska", "ynski", "ynska",
	"owskiego", "owskiej", "ewskiego", "ewskiej", "cki", "cka", "ckiego", "ckiej", "dzki", "dzka", "wicz", "czyk", "czak",
	"czuk", "usz", "slaw", "slawa"}

// polishWeak are endings Polish names share with words of other languages:
// the diminutives -sia, -zia, -cia, -dzia after a vowel ("Kasia",
// "Magdusia", but Spanish "Farmacia" too) and -niak, -siak, -niec.
var polishWeak = []string{"sia", "zia", "cia", "dzia", "niak", "siak", "niec"}

// diminutive: the folded word ends as a Polish given name's diminutive does.
func diminutive(w string) bool {
	return strings.HasSuffix(w, "sia") || strings.HasSuffix(w, "zia") || strings.HasSuffix(w, "cia")
}

// polishShaped is a capitalised word in no English dictionary, with no
// diacritic Polish does not use, written with a Polish letter, the digraph
// rz or szcz or a Polish ending (strong), or one of polishWeak (weak).
func (n *nameScan) polishShaped(i int) (shaped, strong bool) {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.l.words[t.bare] || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) || utf8.RuneCountInString(t.text) < 3 {
		return false, false
	}
	lower := strings.ToLower(t.text)
	for _, r := range lower {
		if r > 0x7f && unicode.IsLetter(r) && !strings.ContainsRune(polishLetters+"ó", r) {
			return false, false // "Kopački", "Klinička": Croatian or Czech, whose -ski and -cka are adjectives of places
		}
	}
	if strings.ContainsAny(lower, polishLetters) {
		return true, true // "Ryś", "Niekłań"
	}
	if utf8.RuneCountInString(t.text) < 4 {
		return false, false
	}
	if strings.Contains(t.bare, "rz") || strings.Contains(t.bare, "szcz") {
		return true, true
	}
	for _, e := range polishEndings {
		if strings.HasSuffix(t.bare, e) && len(t.bare) > len(e)+2 {
			return true, true
		}
	}
	for _, e := range polishWeak {
		if strings.HasSuffix(t.bare, e) && len(t.bare) > len(e)+2 && (len(e) > 3 || strings.ContainsRune("aeouy", rune(t.bare[len(t.bare)-len(e)-1]))) {
			return true, false
		}
	}
	return false, false
}

// polishNameAt: two capitalised words at i, one Polish in shape and the
// other a known name, a Polish word too, or (beside a strongly Polish word)
// a word in no list, dictionary or place list.
func (n *nameScan) polishNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return 0, false
	}
	pa, sa := n.polishShaped(i)
	pb, sb := n.polishShaped(i + 1)
	if !pa && !pb {
		return 0, false
	}
	// A strong Polish word goes with a known name or a word in no list; a weak one ("Magdusia", "Farmacia")
	// with a word in no list only in a name's order — a diminutive given name first, a surname ending last.
	weakInOrder := pa && !sa && !pb && diminutive(n.toks[i].bare) || pb && !sb && !pa && !diminutive(n.toks[i+1].bare)
	other := func(k int, shaped bool) bool {
		if shaped || n.nameWord(k) && !n.l.common[n.toks[k].bare] {
			return true
		}
		return (sa || sb || weakInOrder) && n.unknownGiven(k) && !n.placeWord(k) && !n.l.orgWords[n.toks[k].bare]
	}
	if !other(i, pa) || !other(i+1, pb) || n.placeWord(i) || n.placeWord(i+1) {
		return 0, false
	}
	if i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text) && !n.known(i+2) {
		return 0, false
	}
	if n.theThing(i, i+1) || n.placeLike(i, i+1) {
		return 0, false
	}
	return i + 1, true
}

// arabicArticleLatin is an Arabic family name with the article in Latin
// letters, the name after it capitalised: "al-Adnan", "el-Sayed",
// "Al-Rahim", "ash-Shami", "ad-Din".
var arabicArticleLatin = regexp.MustCompile(`^(?:[aAeE]l|[aA][dtszrn]|[aA]sh|[aA][dt]h|[uU]l)-\p{Lu}\p{Ll}{2,}$`)

// shapedNameAt returns the longest romanised name starting at i.
func (n *nameScan) shapedNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) || !capitalised(n.toks[i+1].text) {
		return 0, false // every shape is two capitalised words or more
	}
	end, ok := n.hanNameAt(i)
	if e, o := n.japaneseNameAt(i); o && (!ok || e > end) {
		end, ok = e, true
	}
	if e, o := n.polishNameAt(i); o && (!ok || e > end) {
		end, ok = e, true
	}
	if e, o := n.letteredNameAt(i); o && (!ok || e > end) {
		end, ok = e, true
	}
	return end, ok
}
