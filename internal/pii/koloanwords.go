package pii

import (
	"strings"
	"sync"
	"unicode/utf8"
)

// Hangul loanwords of English (docs/adr/0231). Technical Korean writes
// English words in Hangul (워크플로우 workflow, 옵티마이저 optimizer, 임베딩
// embedding, 백엔드 backend), with the syllables of foreign names, so the
// Korean model takes them for foreign persons. Read through a key of the
// Korean rules for writing foreign words (외래어 표기법, as used in
// practice), a Hangul word and the English word it spells give the same
// string of consonant classes: vowels dropped, k g c q one class, t d one,
// p b f v one, j z ch one, l r one, and the English r that ends a syllable
// (which Korean leaves unwritten: 워크 work) dropped; and the same vowels,
// the English word's vowel groups against the Hangul syllables that write
// a vowel of the word (hangulBeats: not the ㅡ Korean adds after a lone
// consonant, 크 of 워크, nor the 이, 우 that close a diphthong, 마이, 로우),
// as many and each a vowel loanwords write for the letter (vowelsFit) —
// without them "restless" spelled 아리스토텔레스. SCOWL's English words
// (names/scowl/words.txt, already vendored) give the English side; a word
// that is also a listed given name or surname (Hunter, Carpenter) is left
// out, because Hangul writes such persons the same way.
//
// A person found in Hangul, one word that spells, so read, an English word
// of four consonant classes or more, is no person, unless it reads as
// a Korean name (a listed family name, then a listed given name or no
// syllable of the foreign shapes) or is a listed given name. One look-up
// per span, the English side built once: Find stays linear.

// koLoanwords switches the pass off for measuring (tests).
var koLoanwords = true

var (
	koLoanOnce      sync.Once
	koLoanSkeletons map[string][]string
)

// dropKoLoanwords drops from spans the Hangul persons that spell an
// English word.
func (d *Detector) dropKoLoanwords(s string, spans []Span) []Span {
	if !koLoanwords || d.koOff || d.koComb().NoLoanwords || !hasHangul(s) {
		// Without the model (koOff) Find gives the rules' finds the model
		// reads as features: the pass tidies the model's output, not those.
		return spans
	}
	koLoanOnce.Do(func() { koLoanSkeletons = d.englishSkeletons() })
	out := spans[:0]
	for _, sp := range spans {
		if sp.Kind != Person || !d.koLoanPerson(s[sp.Start:sp.End]) && !d.koFirmHeaded(s[sp.Start:sp.End]) {
			out = append(out, sp)
		}
	}
	return out
}

// koLoanPerson: v, one Hangul word, spells an English word and does not
// read as a Korean name. A person of two words or more is left alone: a
// foreign name's parts spell English words as often (도널드 트럼프).
func (d *Detector) koLoanPerson(v string) bool {
	for _, r := range v {
		if !hangulSyllable(r) {
			return false
		}
	}
	if d.names.first[v] || d.koNameShaped(v) {
		return false
	}
	if k := hangulSkeleton(v); len(k) >= 4 && koSpells(koLoanSkeletons, k, hangulBeats(v)) {
		return true
	}
	return d.koLoanParts(v)
}

// koNameShaped: w opens on a listed family name and goes on with a listed
// given name or with syllables of which none is of the foreign shapes
// (koForeignSyllable: 베, 드, 스) — 김민수 reads "commons", 태깅 stays —
// or opens on a listed family name written with the silent ㅇ (이, 오, 임),
// which the key reads as a vowel of the English word: 이자스민, a Korean
// family name and a foreign given name, spells "jessamine".
func (d *Detector) koNameShaped(w string) bool {
	first, n := utf8.DecodeRuneInString(w)
	if !d.names.cjkLast[string(first)] {
		return false
	}
	return d.names.first[w[n:]] || !koHasForeign(w) || int(first-0xAC00)/588 == 11
}

// englishSkeletons are the consonant classes of SCOWL's English words of
// four letters or more, less the listed given names and surnames and the
// inflected forms, each with its vowels (englishBeats).
func (d *Detector) englishSkeletons() map[string][]string {
	out := map[string][]string{}
	for w := range d.names.words {
		if len(w) < 4 || d.names.first[w] || d.names.last[w] || loanInflected(w) {
			continue
		}
		if k := englishSkeleton(w); len(k) >= 4 {
			out[k] = append(out[k], englishBeats(w))
		}
	}
	return out
}

// hangulInitials and hangulFinals are the consonant classes of the
// initial and final jamo, in Unicode's order ('N' for the final ㅇ, "-ng").
var (
	hangulInitials = []byte("kknttlmppss-jjjktph")
	hangulFinals   = []string{"", "k", "k", "k", "n", "n", "n", "t", "l", "l", "l", "l", "l", "l", "l", "l", "m", "p", "p", "t", "t", "N", "t", "t", "k", "t", "p", "t"}
)

// hangulSkeleton is w's string of consonant classes: the initial ㅇ is
// silent but for a w-glide vowel after it (워 wo), doubled classes fold.
func hangulSkeleton(w string) string {
	var b []byte
	push := func(c byte) {
		if len(b) == 0 || b[len(b)-1] != c {
			b = append(b, c)
		}
	}
	for _, r := range w {
		i := int(r - 0xAC00)
		lead, vowel, tail := i/588, i%588/28, i%28
		switch {
		case lead != 11:
			push(hangulInitials[lead])
		case vowel == 9 || vowel == 10 || vowel == 11 || vowel == 14 || vowel == 15 || vowel == 16:
			push('w')
		}
		for j := 0; j < len(hangulFinals[tail]); j++ {
			push(hangulFinals[tail][j])
		}
	}
	return string(b)
}

// englishSkeleton is the English word w's string of consonant classes as
// Hangul would write them.
func englishSkeleton(w string) string {
	var b []byte
	push := func(c byte) {
		if len(b) == 0 || b[len(b)-1] != c {
			b = append(b, c)
		}
	}
	vowel := func(i int) bool { return i < len(w) && strings.IndexByte("aeiouy", w[i]) >= 0 }
	for i := 0; i < len(w); i++ {
		c := w[i]
		next := byte(0)
		if i+1 < len(w) {
			next = w[i+1]
		}
		switch {
		case c < 'a' || c > 'z':
			return "" // a word with marks or signs: not read
		case vowel(i):
		case c == 'n' && next == 'g':
			push('N')
			i++
		case c == 't' && next == 'c' && i+2 < len(w) && w[i+2] == 'h':
			push('j')
			i += 2
		case c == 'c' && next == 'h':
			push('j')
			i++
		case next == 'h' && (c == 's' || c == 't'):
			push('s')
			i++
		case c == 'p' && next == 'h':
			push('p')
			i++
		case c == 'g' && next == 'h':
			i++
		case c == 't' && next == 'i' && vowel(i+2):
			push('s') // -tion, -tial
		case c == 'c':
			if next == 'e' || next == 'i' || next == 'y' {
				push('s')
			} else {
				push('k')
			}
		case c == 'g' || c == 'k' || c == 'q':
			push('k')
		case c == 'x':
			push('k')
			push('s')
		case c == 'd' || c == 't':
			push('t')
		case c == 'b' || c == 'f' || c == 'p' || c == 'v':
			push('p')
		case c == 'j' || c == 'z':
			push('j')
		case c == 'r':
			if vowel(i + 1) {
				push('l')
			}
		case c == 'w':
			if vowel(i + 1) {
				push('w')
			}
		case c == 'h':
			if vowel(i + 1) {
				push('h')
			}
		default: // l m n s
			push(c)
		}
	}
	return string(b)
}

// hangulBeats are the vowels (jamo index) of the syllables of w that
// write a vowel of the foreign word: not a consonant's ㅡ (스, 플), nor a
// silent-initial 이 or 우 right after a syllable with no final, which
// closes a diphthong (마이 "my", 로우 "low", 포인 "poin").
func hangulBeats(w string) []int {
	var out []int
	open := false
	for _, r := range w {
		i := int(r - 0xAC00)
		lead, vowel, tail := i/588, i%588/28, i%28
		switch {
		case vowel == 18 && lead != 11: // ㅡ after a consonant
		case lead == 11 && (vowel == 20 || vowel == 13) && open: // 이, 우 closing a diphthong
			if vowel == 20 && len(out) > 0 && out[len(out)-1] == 0 {
				out[len(out)-1] = koVowelAI // 마이: the i of "mine"
			}
		default:
			out = append(out, vowel)
		}
		open = tail == 0
	}
	return out
}

// koVowelAI stands for ㅏ closed by 이, the diphthong of "my", "mine".
const koVowelAI = 21

// englishBeats are the first letters of w's groups of vowel letters ('U'
// for "ou"), a final e after a consonant (trace, sequence) left out.
func englishBeats(w string) string {
	var b []byte
	for i := 0; i < len(w); i++ {
		if strings.IndexByte("aeiouy", w[i]) < 0 || i > 0 && strings.IndexByte("aeiouy", w[i-1]) >= 0 {
			continue
		}
		if w[i] == 'e' && i == len(w)-1 && i > 0 {
			continue
		}
		if strings.HasPrefix(w[i:], "ou") {
			b = append(b, 'U') // "ou": 아우 (flounder 플라운더), 우 (group 그룹), never ㅗ
			continue
		}
		b = append(b, w[i])
	}
	return string(b)
}

// hangulVowelLetters are, by jamo index (ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ
// ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ), the English vowel letters that loanwords write
// with each: ㅓ for the u of "buffer" and the er, ir, ur of "server"; last,
// koVowelAI's.
var hangulVowelLetters = []string{"aouU", "ae", "aiy", "ae", "aeiouy", "ae", "eiuy", "ea", "o", "ao", "ae", "ea",
	"oue", "uoU", "oaeu", "ea", "ie", "ueiU", "eiu", "ie", "iey", "iya"}

// vowelsFit: the Hangul beats and the English vowel groups are as many,
// each Hangul vowel one a loanword writes for the English letter.
func vowelsFit(beats []int, vowels string) bool {
	if len(beats) != len(vowels) {
		return false
	}
	for i, v := range beats {
		if strings.IndexByte(hangulVowelLetters[v], vowels[i]) < 0 {
			return false
		}
	}
	return true
}

// loanInflected: w is a past form or a plural ("fronted", "plants"), which
// Korean does not borrow: it writes the stem.
func loanInflected(w string) bool {
	if strings.HasSuffix(w, "ed") {
		return true
	}
	return strings.HasSuffix(w, "s") && strings.IndexByte("siu", w[len(w)-2]) < 0
}
