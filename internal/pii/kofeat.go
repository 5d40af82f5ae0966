package pii

import (
	_ "embed"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// Features of the syllable tagger for Korean text (docs/adr/0093). Each
// rune of a chunk (a sentence or line holding a Hangul syllable) gets the
// same features in training (cmd/trainko) and in detection: the rune and
// its neighbours, bigrams and trigrams, the script of each, where it stands
// in its eojeol (the space-separated word), what follows it in the eojeol
// (a particle, 씨 or 님), the words before and after (a title or role such
// as 과장, 선수, 장군), whether the eojeol starts with a Korean family name
// of the official list and goes on with a given name of it, a middle dot
// joining words (a foreign name written in Hangul), and the rules' own
// verdict (stacking).

// koFeatureSet names these features; a model trained with other features
// is refused (komodel.go). Change it whenever a feature changes.
const koFeatureSet = "ko-syllables-3"

// koWordsText are the Korean Hunspell dictionary's words of 2 to 6 Hangul
// syllables, sorted by byte value (names/SOURCE.md,
// scripts/pii-ko-words.py): an eojeol that starts with one (김치찌개,
// 박물관, 김장철이) is as often a word as a name.
//
//go:embed names/ko/ko-words.txt
var koWordsText string

var koWords = sortedList(koWordsText)

// koParticles are the endings an eojeol carries after a name: case and
// topic particles and the honorifics 씨 and 님, alone or combined
// (김민준씨의, 박지성에게는).
var koParticles = map[string]bool{}

// koTitles are the titles and roles that follow a name, attached or as the
// next word: 김민준 과장님, 박지성 선수, 이순신 장군.
var koTitles = []string{"씨", "님", "대통령", "의원", "장관", "감독", "선수", "교수", "기자", "대표", "회장", "과장",
	"부장", "팀장", "사장", "차장", "대리", "실장", "이사", "상무", "전무", "총리", "위원장", "원장", "박사", "선생",
	"작가", "배우", "가수", "변호사", "검사", "판사", "장군", "시장", "지사", "후보", "총재", "당선인", "대변인",
	"특파원", "연구원", "코치", "주임", "군", "양", "여사", "모씨", "교사", "본부장", "국장", "소장", "단장", "씨가",
	"경장", "경위", "경사", "경감", "경정", "총경", "순경", "서장", "청장", "병장", "상병", "일병", "이병", "하사", "중사",
	"상사", "소위", "중위", "대위", "소령", "중령", "대령", "준장", "중장", "대장", "부회장", "총괄회장", "후보자", "원사",
	"형님", "누님", "아저씨", "선배", "옹"}

func init() {
	base := []string{"은", "는", "이", "가", "을", "를", "의", "에게", "에게서", "께서", "께", "한테", "와", "과",
		"도", "만", "로", "으로", "랑", "이랑", "하고", "까지", "부터", "처럼", "보다", "이다", "이라", "이며", "이고",
		"에", "에서", "씨", "님", "이나", "나", "라고", "이라고", "란", "이란", "야", "아", "이여", "여"}
	for _, a := range base {
		koParticles[a] = true
		for _, b := range base {
			if len(a)+len(b) <= 12 {
				koParticles[a+b] = true
			}
		}
	}
}

// Script classes of a rune for the Korean features.
const (
	koOther = iota
	koHangul
	koHan
	koKana
	koUpper
	koLower
	koDigit
	koSpace
	koDot
	koPunct
	koEdge // before the chunk's start or after its end
	nKoClasses
)

func koClass(r rune) uint8 {
	switch {
	case unicode.Is(unicode.Hangul, r):
		return koHangul
	case hanRune(r):
		return koHan
	case unicode.In(r, unicode.Hiragana, unicode.Katakana):
		return koKana
	case r == '·' || r == '・' || r == '‧':
		return koDot
	case unicode.IsUpper(r):
		return koUpper
	case unicode.IsLetter(r):
		return koLower
	case unicode.IsDigit(r):
		return koDigit
	case unicode.IsSpace(r):
		return koSpace
	case unicode.IsPunct(r) || unicode.IsSymbol(r):
		return koPunct
	}
	return koOther
}

// hangulSyllable: r is a precomposed Hangul syllable (가–힣), what Korean
// text is written in.
func hangulSyllable(r rune) bool { return r >= 0xAC00 && r <= 0xD7A3 }

// koChunks appends to out the byte ranges of s the Korean model tags:
// pieces ending at a line or sentence end, or after maxChunkRunes runes,
// that hold a Hangul syllable.
func koChunks(s string, out [][2]int) [][2]int {
	return scriptChunks(s, out, hangulSyllable, func(s string, i int, r rune) bool {
		return (r == '.' || r == '?' || r == '!' || r == '。') && (i == len(s) || s[i] == ' ' || s[i] == '\n')
	})
}

// Precomputed features: the boolean and class ones are few, so they are
// hashed once.
var (
	koBias       seqtag.Feature
	koClass3     [nKoClasses][nKoClasses][nKoClasses]seqtag.Feature
	koPos        [5][8]seqtag.Feature // place in the eojeol (capped 4), eojeol length (capped 7)
	koRule       [3][3][3]seqtag.Feature
	koFlags      [24]seqtag.Feature
	koRestIsPart [2]seqtag.Feature    // rest of the eojeol is a particle; at the eojeol's last rune
	koDictPre    [7][7]seqtag.Feature // place in the eojeol (capped 6), length of its longest dictionary prefix (0: none)
)

// Indexes of koFlags.
const (
	flSur1 = iota // a one-syllable family name starts the eojeol here
	flSur2        // a two-syllable family name starts the eojeol here
	flGivenAfter
	flInGiven // the eojeol is family name + a known given name, and this rune is in it
	flTitleRest
	flTitleNext
	flTitlePrevPart // the rest of this eojeol is a title and the name ends here
	flDotBefore
	flDotAfter
	flHangulWordBefore
	flHangulWordAfter
	flParticleWordEnd // the eojeol ends in a particle after this rune
	flWordStart
	flWordEnd
	flAllHangulWord
	flShortWord // the eojeol has 2 to 4 syllables and no particle
	flStemWord  // the eojeol, less a particle of up to two syllables, is a dictionary word
	flSurStem   // the eojeol starts with a family name and, less a particle, is a dictionary word (김장철이)
	flSurDict   // the eojeol starts with a family name and with a dictionary word (김치찌개)
)

func init() {
	koBias = seqtag.Hash("ko-bias")
	for a := range koClass3 {
		for b := range koClass3[a] {
			for c := range koClass3[a][b] {
				koClass3[a][b][c] = seqtag.Hash("ko-cls", strconv.Itoa(a), strconv.Itoa(b), strconv.Itoa(c))
			}
		}
	}
	for a := range koPos {
		for b := range koPos[a] {
			koPos[a][b] = seqtag.Hash("ko-pos", strconv.Itoa(a), strconv.Itoa(b))
		}
	}
	for a := range koRule {
		for b := range koRule[a] {
			for c := range koRule[a][b] {
				koRule[a][b][c] = seqtag.Hash("ko-rule", strconv.Itoa(a), strconv.Itoa(b), strconv.Itoa(c))
			}
		}
	}
	for i := range koFlags {
		koFlags[i] = seqtag.Hash("ko-flag", strconv.Itoa(i))
	}
	for a := range koDictPre {
		for b := range koDictPre[a] {
			koDictPre[a][b] = seqtag.Hash("ko-dict", strconv.Itoa(a), strconv.Itoa(b))
		}
	}
	for i := range koRestIsPart {
		koRestIsPart[i] = seqtag.Hash("ko-restpart", strconv.Itoa(i))
	}
}

// koFeaturer computes the features of the chunks of one text, reusing its
// buffers from chunk to chunk.
type koFeaturer struct {
	d      *Detector
	s      string
	rules  []Span // the rules' persons holding Hangul, in text order
	offs   []int
	runes  []rune
	cls    []uint8
	verd   []uint8
	wordS  []int // start (rune index) of the eojeol each rune is in
	wordE  []int
	dictL  []int8 // longest dictionary prefix of each rune\'s eojeol, in runes
	stem   []bool // each rune\'s eojeol less a particle is a dictionary word
	feats  [][]seqtag.Feature
	pool   []seqtag.Feature
	starts []int
}

func newKoFeaturer(d *Detector, s string, rules []Span) *koFeaturer {
	return &koFeaturer{d: d, s: s, rules: rules}
}

// sub is the text of runes [i, j) of the chunk, clipped to it.
func (f *koFeaturer) sub(i, j int) string {
	i, j = max(i, 0), min(j, len(f.runes))
	if i >= j {
		return ""
	}
	return f.s[f.offs[i]:f.offs[j]]
}

// runeAt is the rune at i, or "^" / "$" outside the chunk.
func (f *koFeaturer) runeAt(i int) string {
	switch {
	case i < 0:
		return "^"
	case i >= len(f.runes):
		return "$"
	}
	return f.s[f.offs[i]:f.offs[i+1]]
}

func (f *koFeaturer) classAt(i int) uint8 {
	if i < 0 || i >= len(f.cls) {
		return koEdge
	}
	return f.cls[i]
}

func (f *koFeaturer) verdictAt(i int) uint8 {
	if i < 0 || i >= len(f.verd) {
		return 0
	}
	return f.verd[i]
}

// koTitleAt: a title of koTitles starts v.
func koTitleAt(v string) bool {
	for _, t := range koTitles {
		if strings.HasPrefix(v, t) {
			return true
		}
	}
	return false
}

// features returns the features of each rune of s[a:b] and the byte
// offset of each rune in s with b appended; both are reused on the next
// call.
func (f *koFeaturer) features(a, b int) ([][]seqtag.Feature, []int) {
	f.offs, f.runes, f.cls, f.verd = f.offs[:0], f.runes[:0], f.cls[:0], f.verd[:0]
	for i := a; i < b; {
		r, w := utf8.DecodeRuneInString(f.s[i:])
		f.offs = append(f.offs, i)
		f.runes = append(f.runes, r)
		f.cls = append(f.cls, koClass(r))
		f.verd = append(f.verd, 0)
		i += w
	}
	f.offs = append(f.offs, b)
	n := len(f.runes)
	for _, sp := range f.rules {
		if sp.End <= a || sp.Start >= b {
			continue
		}
		for i := 0; i < n; i++ {
			if f.offs[i] == sp.Start {
				f.verd[i] = 1
			} else if f.offs[i] > sp.Start && f.offs[i] < sp.End {
				f.verd[i] = 2
			}
		}
	}
	// Eojeols: runs of runes that are no space.
	f.wordS, f.wordE = f.wordS[:0], f.wordE[:0]
	f.dictL, f.stem = f.dictL[:0], f.stem[:0]
	for range n {
		f.wordS, f.wordE = append(f.wordS, 0), append(f.wordE, 0)
		f.dictL, f.stem = append(f.dictL, 0), append(f.stem, false)
	}
	for i := 0; i < n; {
		if f.cls[i] == koSpace {
			f.wordS[i], f.wordE[i] = i, i+1
			i++
			continue
		}
		j := i
		for j < n && f.cls[j] != koSpace {
			j++
		}
		l, stem := f.dictWord(i, j)
		for k := i; k < j; k++ {
			f.wordS[k], f.wordE[k] = i, j
			f.dictL[k], f.stem[k] = l, stem
		}
		i = j
	}
	f.pool = f.pool[:0]
	f.starts = f.starts[:0]
	for i := 0; i < n; i++ {
		f.starts = append(f.starts, len(f.pool))
		f.pool = f.runeFeatures(i, f.pool)
	}
	f.starts = append(f.starts, len(f.pool))
	f.feats = f.feats[:0]
	for i := 0; i < n; i++ {
		f.feats = append(f.feats, f.pool[f.starts[i]:f.starts[i+1]:f.starts[i+1]])
	}
	return f.feats, f.offs
}

// dictWord returns the length of the longest dictionary word the eojeol
// [i, j) starts with (0: none), and whether the eojeol less a particle of
// up to two syllables is one.
func (f *koFeaturer) dictWord(i, j int) (int8, bool) {
	var l int8
	for k := min(j-i, 6); k >= 2; k-- {
		if koWords.has(f.sub(i, i+k)) {
			l = int8(k)
			break
		}
	}
	for p := 0; p <= 2 && j-p-i >= 2; p++ {
		if (p == 0 || koParticles[f.sub(j-p, j)]) && int(l) >= j-p-i && koWords.has(f.sub(i, j-p)) {
			return l, true
		}
	}
	return l, false
}

// runeFeatures appends the features of rune i of the chunk to out.
func (f *koFeaturer) runeFeatures(i int, out []seqtag.Feature) []seqtag.Feature {
	h := seqtag.Hash
	out = append(out, koBias,
		h("c", f.runeAt(i)),
		h("c-1", f.runeAt(i-1)), h("c+1", f.runeAt(i+1)),
		h("c-2", f.runeAt(i-2)), h("c+2", f.runeAt(i+2)),
		h("c-3", f.runeAt(i-3)), h("c+3", f.runeAt(i+3)),
		h("b-1", f.runeAt(i-1), f.runeAt(i)), h("b+1", f.runeAt(i), f.runeAt(i+1)),
		h("b-2", f.runeAt(i-2), f.runeAt(i-1)), h("b+2", f.runeAt(i+1), f.runeAt(i+2)),
		h("t0", f.runeAt(i-1), f.runeAt(i), f.runeAt(i+1)),
		koClass3[f.classAt(i-1)][f.classAt(i)][f.classAt(i+1)],
		koRule[f.verdictAt(i-1)][f.verdictAt(i)][f.verdictAt(i+1)],
	)
	if f.cls[i] == koSpace {
		return out
	}
	ws, we := f.wordS[i], f.wordE[i]
	out = append(out, koPos[min(i-ws, 4)][min(we-ws, 7)])
	if i == ws {
		out = append(out, koFlags[flWordStart])
	}
	if i == we-1 {
		out = append(out, koFlags[flWordEnd])
	}
	out = append(out, koDictPre[min(i-ws, 6)][f.dictL[i]])
	if f.stem[i] {
		out = append(out, koFlags[flStemWord])
	}
	word := f.sub(ws, we)
	if we-ws <= 8 {
		out = append(out, h("w", word))
	}
	allHangul := true
	for k := ws; k < we; k++ {
		if !hangulSyllable(f.runes[k]) {
			allHangul = false
			break
		}
	}
	if allHangul {
		out = append(out, koFlags[flAllHangulWord])
	}
	// What the eojeol holds after this rune: a particle or a title marks
	// the end of a name.
	if rest := f.sub(i+1, we); rest != "" {
		if we-(i+1) <= 4 {
			out = append(out, h("rest", rest))
		}
		if koParticles[rest] {
			out = append(out, koRestIsPart[0])
		}
		if koTitleAt(rest) {
			out = append(out, koFlags[flTitleRest])
		}
	} else if i > ws && koParticles[f.sub(ws+1, we)] {
		out = append(out, koRestIsPart[1])
	}
	if i > ws && i-ws <= 3 {
		out = append(out, h("pre", f.sub(ws, i)))
	}
	for _, k := range []int{1, 2} {
		if we-ws > k && koParticles[f.sub(we-k, we)] {
			out = append(out, koFlags[flParticleWordEnd])
			break
		}
	}
	if n := we - ws; n >= 2 && n <= 4 && !koParticles[f.sub(we-1, we)] {
		out = append(out, koFlags[flShortWord])
	}
	// Family name at the eojeol's start, a given name after it.
	if f.d != nil {
		for sur := 1; sur <= 2 && ws+sur < we; sur++ {
			if !f.d.names.cjkLast[f.sub(ws, ws+sur)] {
				continue
			}
			out = append(out, koFlags[flSur1+sur-1])
			if f.stem[i] {
				out = append(out, koFlags[flSurStem])
			} else if f.dictL[i] > 0 {
				out = append(out, koFlags[flSurDict])
			}
			for g := 2; g >= 1; g-- {
				if ws+sur+g <= we && f.d.names.first[f.sub(ws+sur, ws+sur+g)] {
					if i == ws {
						out = append(out, koFlags[flGivenAfter])
					}
					if i < ws+sur+g {
						out = append(out, koFlags[flInGiven])
					}
					break
				}
			}
		}
	}
	// The words around: the next eojeol's head (a title) and the previous
	// one's tail, and a middle dot joining names.
	if we < len(f.runes) && f.cls[we] == koSpace && we+1 < len(f.runes) {
		ns, ne := we+1, f.wordE[we+1]
		out = append(out, h("nw2", f.sub(ns, min(ns+2, ne))))
		if koTitleAt(f.sub(ns, ne)) {
			out = append(out, koFlags[flTitleNext])
		}
		if hangulSyllable(f.runes[ns]) {
			out = append(out, koFlags[flHangulWordAfter])
		}
	}
	if ws > 1 && f.cls[ws-1] == koSpace {
		ps, pe := f.wordS[ws-2], ws-1
		out = append(out, h("pw2", f.sub(max(ps, pe-2), pe)))
		if hangulSyllable(f.runes[pe-1]) {
			out = append(out, koFlags[flHangulWordBefore])
		}
	}
	if ws > 0 && f.cls[ws-1] == koDot || i > 0 && f.cls[i-1] == koDot {
		out = append(out, koFlags[flDotBefore])
	}
	if we < len(f.runes) && f.cls[we] == koDot || i+1 < len(f.runes) && f.cls[i+1] == koDot {
		out = append(out, koFlags[flDotAfter])
	}
	if i+1 < we && koTitleAt(f.sub(i+1, we)) && !koParticles[f.sub(i+1, i+2)] {
		out = append(out, koFlags[flTitlePrevPart])
	}
	return out
}
