package pii

import (
	"regexp"
	"sort"
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

// hanSyllable is one Mandarin syllable, or a short surname in a list
// written in another Chinese romanisation (Khoo, Yap, Lim, Goh).
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

func hasSyllables(w string, c int) bool { got, _ := syllables(w); return got == c }

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

// polishEndings end Polish surnames (-ski, -cka, -wicz…) and given names
// (-usz, -sław, the diminutives -sia, -dzia, -uś), folded.
var polishEndings = []string{"ski", "ska", "skiego", "skiej", "cki", "cka", "ckiego", "ckiej", "dzki", "dzka", "wicz",
	"czyk", "czak", "czuk", "niak", "siak", "niec", "usz", "slaw", "slawa", "sia", "dzia", "zia", "cia", "us"}

// polishShaped is a capitalised word written with a Polish letter, a
// Polish digraph (rz, sz, cz) or ending, in no English dictionary.
func (n *nameScan) polishShaped(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.l.words[t.bare] || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) || utf8.RuneCountInString(t.text) < 3 {
		return false
	}
	lower := strings.ToLower(t.text)
	for _, r := range lower {
		if r > 0x7f && unicode.IsLetter(r) && !strings.ContainsRune(polishLetters+"ó", r) {
			return false // "Kopački", "Klinička": Croatian or Czech, whose -ski and -cka are adjectives of places
		}
	}
	if strings.ContainsAny(lower, polishLetters) {
		return true // "Ryś", "Niekłań"
	}
	if utf8.RuneCountInString(t.text) < 4 {
		return false
	}
	if strings.Contains(t.bare, "rz") || strings.Contains(t.bare, "szcz") {
		return true
	}
	for _, e := range polishEndings {
		if strings.HasSuffix(t.bare, e) && len(t.bare) > len(e)+2 {
			if e == "us" && !strings.HasSuffix(t.text, "uś") {
				continue
			}
			return true
		}
	}
	return false
}

// polishNameAt: two capitalised words at i, one Polish in shape and the
// other a known name or a word in no list, dictionary or place list.
func (n *nameScan) polishNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return 0, false
	}
	pa, pb := n.polishShaped(i), n.polishShaped(i+1)
	if !pa && !pb {
		return 0, false
	}
	other := func(k int) bool {
		return n.polishShaped(k) || n.unknownGiven(k) && !n.placeWord(k) && !n.l.orgWords[n.toks[k].bare] || n.nameWord(k) && !n.l.common[n.toks[k].bare]
	}
	if !other(i) || !other(i+1) || n.placeWord(i) && n.placeWord(i+1) {
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

// ledBy are the nouns after "the" and a person's name that make the name
// no thing's: "the Ryś Zboch administration", "the Tanaka family".
var ledBy = map[string]bool{"administration": true, "government": true, "family": true, "campaign": true,
	"presidency": true, "cabinet": true, "era": true, "household": true}

// theThing: the words from..to follow "the" and so name a thing ("the
// Yakuza Kiwami sequel"), unless a noun of ledBy follows them.
func (n *nameScan) theThing(from, to int) bool {
	if !n.afterThe(from) {
		return false
	}
	return !(to+1 < len(n.toks) && n.joined(to) && ledBy[n.toks[to+1].text])
}

// ownLine: the words from..to stand alone on their line or in a table cell,
// or first in a CSV row — a signature, a greeting, a contact list (after a
// comma they are as often a part of an address: "CITIC, Universidade da
// Coruña, 15071").
func (n *nameScan) ownLine(from, to int) bool {
	before := strings.TrimRight(n.s[:n.toks[from].start], " ")
	after := strings.TrimLeft(n.s[n.toks[to].end:], " ")
	return (before == "" || strings.ContainsRune("\n\r|\t", rune(before[len(before)-1]))) &&
		(after == "" || strings.ContainsRune("\n\r|\t,:", rune(after[0])))
}

// widenVietnamese: a Vietnamese name found in part — its family name in no
// list ("Thị Hoa" of "Lã Thị Hoa", "Văn Thiện" of "Tống Văn Thiện"), or its
// last word a stop word ("Mẫn Liễu" of "Mẫn Liễu Tị") — takes the
// capitalised Vietnamese words joined to it, up to four words in all. The
// spans are in text order and do not overlap, and stay so.
func (d *Detector) widenVietnamese(s string, spans []Span) []Span {
	var n *nameScan
	for k, sp := range spans {
		if sp.Kind != Person || !vietnamese(s[sp.Start:sp.End]) {
			continue
		}
		if n == nil {
			n = &nameScan{s: s, toks: words(s), l: d.names}
		}
		a := sort.Search(len(n.toks), func(j int) bool { return n.toks[j].start >= sp.Start })
		b := sort.Search(len(n.toks), func(j int) bool { return n.toks[j].end >= sp.End })
		if a >= len(n.toks) || b >= len(n.toks) || n.toks[a].start != sp.Start || n.toks[b].end != sp.End {
			continue
		}
		middle := n.toks[a].text == "Văn" || n.toks[a].text == "Thị"
		for b-a < 3 && a > 0 && n.joined(a-1) && (k == 0 || spans[k-1].End <= n.toks[a-1].start) && n.vietWord(a-1, middle) {
			a--
			middle = false
		}
		for b-a < 3 && b+1 < len(n.toks) && n.joined(b) && (k+1 == len(spans) || spans[k+1].Start >= n.toks[b+1].end) && n.vietWord(b+1, false) {
			b++
		}
		spans[k] = personSpan(s, n.toks[a], n.toks[b])
	}
	return spans
}

// vietWord is a capitalised word of a Vietnamese name: written with a
// letter only Vietnamese uses, or (before the middle name Văn or Thị) any
// short word in no English dictionary ("Lã").
func (n *nameScan) vietWord(i int, beforeMiddle bool) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return false
	}
	if vietnamese(t.text) {
		return true // "Tống" folds to the English "tong", but is written as no English word
	}
	return beforeMiddle && utf8.RuneCountInString(t.text) <= 5 && !n.stop(i) && (!n.l.words[t.bare] || !ascii(t.text)) // "Lã" is no "la"
}

func ascii(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 0x80 {
			return false
		}
	}
	return true
}

// europeanParticles stand between a given name and a surname in Dutch,
// German, French, Italian, Spanish and Portuguese names ("Victor da Silva",
// "Aster van der Zalm", "Gio De Vitis").
var europeanParticles = map[string]bool{"van": true, "von": true, "de": true, "der": true, "den": true, "del": true,
	"della": true, "di": true, "da": true, "das": true, "do": true, "dos": true, "du": true, "la": true, "le": true,
	"ter": true, "ten": true, "zu": true}

// particleNameAt: a given name, one or two particles and a capitalised
// surname at i. Such a run is as often a place or a firm ("Rio de
// Janeiro", "Cirque du Soleil"), so it is a person only when the given name
// is a known one that is no English word, the surname a known one after a
// word in no list, or where a name stands (its own line, a role before, a
// verb of saying after).
func (n *nameScan) particleNameAt(i int) (int, bool) {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) {
		return 0, false
	}
	k := i + 1
	for k < len(n.toks) && k <= i+2 && n.joined(k-1) && europeanParticles[strings.ToLower(n.toks[k].text)] && n.particle(k) {
		k++
	}
	if k == i+1 || k >= len(n.toks) || !n.joined(k-1) || !n.surnameWord(k) || n.l.countries[n.toks[k].bare] {
		return 0, false
	}
	if k+1 < len(n.toks) && n.joined(k) && capitalised(n.toks[k+1].text) {
		return 0, false // "Tour de France Femmes": a longer capitalised run is judged as a whole
	}
	given := n.l.first[t.bare] && !n.l.words[t.bare]
	surname := n.l.last[n.toks[k].bare] && !n.l.words[n.toks[k].bare] && n.unknownGiven(i)
	if !given && !surname && !n.ownLine(i, k) && !n.roleBefore(i) && !n.sayingAfter(k) {
		return 0, false
	}
	if !given && !n.l.first[t.bare] && !n.unknownGiven(i) || n.placeWord(k) && !given {
		return 0, false
	}
	if n.theThing(i, k) || n.placeAround(i, k) {
		return 0, false
	}
	return k, true
}

// lettered is a capitalised word in no English dictionary written with a
// letter English does not use (a diacritic or a letter of its own: "Ọlayiwọla",
// "Stănuța", "Schiöth", "Yıldız").
func (n *nameScan) lettered(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || ascii(t.text) || n.stop(i) || titles[t.bare] || ranks[t.bare] || n.office(i) || n.l.words[t.bare] && !n.known(i) {
		return false
	}
	return true
}

// letteredNameAt: two capitalised words at i, one written with letters
// English does not use and the other a known given name or surname or such
// a word too, neither a place nor a brand alone: "Adedire Ọlayiwọla",
// "Grigore Stănuța". Two words in no list at all stay a phrase of another
// language ("Kopački Rit", "Société Générale").
func (n *nameScan) letteredNameAt(i int) (int, bool) {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return 0, false
	}
	la, lb := n.lettered(i), n.lettered(i+1)
	if !la && !lb {
		return 0, false
	}
	yo := n.yoruba(i, i+1)
	ok := func(k int, l bool) bool {
		b := n.toks[k].bare
		if n.placeWord(k) || n.l.orgWords[b] && !n.known(k) || n.l.geo[b] && !n.known(k) {
			return false
		}
		return l || n.nameWord(k) && !n.l.common[b] || yo && n.unknownGiven(k)
	}
	if !ok(i, la) || !ok(i+1, lb) {
		return 0, false
	}
	if !(n.known(i) || n.known(i+1)) && !yo && !n.ownLine(i, i+1) && !n.roleBefore(i) && !n.sayingAfter(i+1) {
		return 0, false
	}
	if i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text) || i > 0 && n.joined(i-1) && capitalised(n.toks[i-1].text) {
		return 0, false // a longer capitalised run is judged as a whole
	}
	if n.theThing(i, i+1) || n.placeLike(i, i+1) {
		return 0, false
	}
	return i + 1, true
}

// yoruba: a word from..to is written with the dotted letters of Yoruba
// (ẹ, ọ, ṣ), which no other language written in Latin letters uses.
func (n *nameScan) yoruba(from, to int) bool {
	for k := from; k <= to; k++ {
		if strings.ContainsAny(strings.ToLower(n.toks[k].text), "ẹọṣ") {
			return true
		}
	}
	return false
}
