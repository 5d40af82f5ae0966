package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"
)

// Foreign names written in Han without a middle dot (托爾斯泰, 特雷格羅恩,
// 肯尼迪; docs/adr/0090). Chinese spells a foreign name with a small set
// of characters chosen for their sound (斯 爾 克 特 拉 尼); jieba tags the
// foreign names of its dictionary nrt, and the characters that stand in
// at least three of them are names/cjk/zh-translit.txt
// (scripts/pii-cjk-dicts.py). A run of such characters is a name only
// where the text marks a person around it: a role or title before it
// (總統, 教授) or a title or verb of saying after it (說, 表示, 先生), and a
// bound on the other side (punctuation, a function word); never a common
// word of the dictionaries nor one holding a longer word (斯洛伐克,
// 伊拉克戰爭). jieba tags places nrt as well (威尼斯, 撒哈拉), so a run
// between weak bounds alone (威尼斯的) is left to the model.

//go:embed names/cjk/zh-translit.txt
var zhTranslitText string

// zhTranslit are the characters of the list that are no function, number
// or date characters (cjkNotGiven): jieba tags a few words nrt that are
// none (二人, 大王), and a name's run must stop at 不, 年, 的.
var zhTranslit = func() map[rune]bool {
	set := runeSet(strings.ReplaceAll(zhTranslitText, "\n", ""))
	for r := range cjkNotGivenSet {
		delete(set, r)
	}
	return set
}()

// translitMin is the fewest characters of a run that counts as a name: runs
// of two are as often words (克拉, 斯特) as names (two cost precision on
// the CJK tuning set, docs/adr/0090). A variable so that the score tests
// can measure another (PII_TRANSLIT_MIN; 0 turns the rule off).
var translitMin = 3

// translitMax is the most: longer runs are transliterated words and places
// glued to a name.
const translitMax = 7

// findTranslitHan adds to out the runs of transliteration characters in
// Chinese text that stand between a name's bounds.
func findTranslitHan(s string, out []Span) []Span {
	if translitMin <= 0 {
		return out
	}
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !zhTranslit[r] {
			i += n
			continue
		}
		end, count := i, 0
		for end < len(s) {
			r, m := utf8.DecodeRuneInString(s[end:])
			if !zhTranslit[r] {
				break
			}
			end += m
			count++
		}
		if count >= translitMin && count <= translitMax && translitBounded(s, i, end) {
			out = append(out, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
		}
		i = end
	}
	return out
}

// translitBounded: the run s[i:end] is no common word, no word of the
// dictionaries crosses either end, the text marks a bound before it and a
// bound after it, and no common word of three or more characters is
// inside it (伊拉克戰爭 is cut before, 斯洛伐克 is one).
func translitBounded(s string, i, end int) bool {
	last, _ := utf8.DecodeLastRuneInString(s[i:end])
	if aWord(s[i:end]) || wordAcross(s, i) || wordAcross(s, end) || cjkNotLastSet[last] || last == '人' {
		return false
	}
	left, right := cjkLeftBound(s, i), cjkRightBound(s, end)
	if left != strongBound && right != strongBound {
		return false // 威尼斯的, 與撒哈拉: jieba tags places nrt as well, so a weak bound is not enough
	}
	return (left != noBound || dotStopBefore(s, i)) && right != noBound && !holdsWord(s[i:end])
}

// holdsWord: a common word of three or more characters stands inside v,
// or one of two when v is three long.
func holdsWord(v string) bool {
	offs := []int{}
	for k := range v {
		offs = append(offs, k)
	}
	offs = append(offs, len(v))
	short := 3
	if len(offs) == 4 {
		short = 2 // 愛上|比: three characters, two of them a word
	}
	for a := 0; a < len(offs)-1; a++ {
		for b := a + short; b < len(offs) && b-a <= 4; b++ {
			if aWord(v[offs[a]:offs[b]]) {
				return true
			}
		}
	}
	return false
}

// translitRun returns the run of transliteration characters around the
// model's person [a, b) in Chinese text when the person holds only such
// characters and cuts the run (萨|鲁曼, 戴克里|先), and the run is no
// longer than translitMax, no common word, and stands between bounds;
// otherwise a and b.
func translitRun(s string, lo, hi, a, b int) (int, int) {
	for _, r := range s[a:b] {
		if !zhTranslit[r] {
			return a, b
		}
	}
	x, y := a, b
	for x > lo {
		r, n := utf8.DecodeLastRuneInString(s[:x])
		if !zhTranslit[r] {
			break
		}
		x -= n
	}
	for y < hi {
		r, n := utf8.DecodeRuneInString(s[y:])
		if !zhTranslit[r] {
			break
		}
		y += n
	}
	if x == a && y == b || utf8.RuneCountInString(s[x:y]) > translitMax || aWord(s[x:y]) || holdsWord(s[x:y]) {
		return a, b
	}
	if (cjkLeftBound(s, x) == noBound && !dotStopBefore(s, x)) || (cjkRightBound(s, y) == noBound && !wordStartsAt(s, y)) {
		return a, b
	}
	return x, y
}
