package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Japanese names written family first with a space before the given name
// (docs/adr/0203). Conference programmes, speaker lists and team pages set a
// speaker as 宮原 徹 or 清野　剛史: alone on a line, before （company）, ／,
// ｜ or a talk title in 「」, or glued after the company and post that
// precede it (株式会社メトロシステムズ花田 茂, 開発部尾崎 隆). Japanese prose does not
// put a space between two Han words, so the space itself marks the seam
// between family and given name; the lists decide what is a name: IPADIC's
// family names for the part before the space and given names for the part
// after it. A Han run of at most three characters before the space, standing
// alone (not glued to more Han), needs both listed, or one of the two in
// Japanese text (with kana) and not both common words; one glued to a company before it needs its last two or three
// characters listed as a family name. Two unlisted parts are a name only at
// the head of a line of Japanese text, where a programme puts its speakers,
// and when neither is a common word.
//
// One scan over the text; at each space between two Han characters a
// bounded look at three characters before it and four after: Find stays
// linear.

// jaSpacedNames switches the pass off for measuring (tests).
var jaSpacedNames = true

// jaOneFamilyNames switches the one-character family names at a line's
// head on; off for measuring (tests).
var jaOneFamilyNames = true

// jaSpacedGivenMax is the longest given name read after the space.
const jaSpacedGivenMax = 4

// addJaSpacedNames adds to spans (in text order, none overlapping) the
// Japanese names written with a space between family and given name; a
// person span inside one gives way to it.
func (d *Detector) addJaSpacedNames(s string, spans []Span) []Span {
	if !jaSpacedNames || d.rulesOnly || !hasHan(s) {
		return spans
	}
	kana := hasKana(s)
	var add []Span
	for p := 0; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		if r != ' ' && r != '\u3000' || !hanBefore(s, p) || !hanAt(s, p+n) {
			p += n
			continue
		}
		start, end, ok := d.jaSpacedNameAt(s, p, p+n, kana)
		if ok {
			add = append(add, Span{Start: start, End: end, Kind: Person, Key: s[start:end]})
			p = end
			continue
		}
		p += n
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// jaSpacedNameAt returns the name around the space s[p:g] (g starts the
// given name) and whether it is one.
func (d *Detector) jaSpacedNameAt(s string, p, g int, kana bool) (int, int, bool) {
	ends := runeEnds(s, g, jaSpacedGivenMax+1, hanRune)
	if len(ends) > jaSpacedGivenMax {
		return 0, 0, false
	}
	end := ends[len(ends)-1]
	// An honorific in Han closes the run (矢部 家綱様): the name ends before it.
	if cut := jaSpacedHonorific(s[g:end]); cut > 0 {
		end -= cut
	} else if !jaSpacedAfter(s, end) {
		return 0, 0, false
	}
	given := s[g:end]
	if jaSpacedNotGiven[given] {
		return 0, 0, false
	}
	givenListed := jaGiven.has(given)
	// The Han run before the space, read back at most four characters.
	starts := []int{}
	for q, k := p, 0; k < 4 && hanBefore(s, q); k++ {
		_, m := utf8.DecodeLastRuneInString(s[:q])
		q -= m
		starts = append(starts, q)
	}
	if len(starts) <= 3 && len(starts) >= 2 {
		// The run stands alone: it is the family name.
		i := starts[len(starts)-1]
		fam := s[i:p]
		famListed := jaSurnames.has(fam)
		switch {
		case famListed && givenListed:
			return i, end, true
		case famListed || givenListed:
			return i, end, kana && (!aWord(fam) || !aWord(given))
		default:
			return i, end, kana && jaLineHead(s, i) && !aWord(fam) && !aWord(given) && !aWord(fam+given)
		}
	}
	// One character alone at a line's head (森 雅生, 関 将俊 heading a
	// programme's speaker line): a listed family name of one character,
	// then a listed given name, or one no word in Japanese text
	// (docs/adr/0283).
	if len(starts) == 1 && jaOneFamilyNames {
		i := starts[0]
		if fam := s[i:p]; jaSurnames.has(fam) && jaLineHead(s, i) && (givenListed || kana && !aWord(given) && !aWord(fam+given)) {
			return i, end, true
		}
	}
	// Glued to more Han (開発部尾崎): its last three or two characters are a
	// listed family name.
	for k := min(3, len(starts)); k >= 2; k-- {
		i := starts[k-1]
		if jaSurnames.has(s[i:p]) && (givenListed || !aWord(given)) && !aWord(s[i:p]) {
			return i, end, true
		}
	}
	return 0, 0, false
}

// jaSpacedNotGiven are the one-character words that follow a name, or a
// department, after a space: 宛 (addressed to), 様 and 殿 (Mr, Ms), 御中
// (to the office of), 氏 (Mr), 他 and 外 (and others), 等 (etc.), 各 (each).
var jaSpacedNotGiven = setOf(`宛 様 殿 御中 氏 他 外 等 各 宛て`)

// jaSpacedHonorifics are the honorifics in Han that a given name's run may
// end with: 様, 殿, 氏, 君 and 先生.
var jaSpacedHonorifics = []string{"先生", "様", "殿", "氏", "君"}

// jaSpacedHonorific returns the length of the honorific that ends the
// given name's run v, leaving a given name of one character or more, or 0.
func jaSpacedHonorific(v string) int {
	for _, h := range jaSpacedHonorifics {
		if strings.HasSuffix(v, h) && len(v) > len(h) {
			return len(h)
		}
	}
	return 0
}

// jaSpacedAfter: what follows a given name at e ends it — the end of the
// text or line, or a space, bracket, slash, bar, quote or comma; no letter,
// digit or kana that would continue a phrase.
func jaSpacedAfter(s string, e int) bool {
	if e == len(s) {
		return true
	}
	r, _ := utf8.DecodeRuneInString(s[e:])
	if r == '\n' || r == '\r' {
		return true
	}
	if unicode.IsLetter(r) || unicode.IsDigit(r) || hanRune(r) {
		return false
	}
	return unicode.IsSpace(r) || unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// jaLineHead: only spaces, list marks or markup stand between the start of
// the line and i.
func jaLineHead(s string, i int) bool {
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		switch {
		case r == '\n':
			return true
		case unicode.IsSpace(r) || r == '-' || r == '*' || r == '#' || r == '>' || r == '[' || r == '・' || r == '|' || r == '｜':
			i -= n
		default:
			return false
		}
	}
	return true
}
