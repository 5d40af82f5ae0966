package pii

import (
	"sort"
	"strconv"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// Features of the character tagger for Chinese and Japanese text
// (docs/adr/0084). Each rune of a chunk (a sentence or line holding Han or
// kana) gets the same features in training (cmd/traincjk) and in
// detection: the rune and its neighbours, bigrams and trigrams, the script
// of each, which of the embedded dictionaries has a word starting, ending or
// running through it, the bounds the rules see (a particle, role or title
// beside it), and the rules' own verdict (stacking: the model learns when to
// trust them).

// cjkFeatureSet names these features; a model trained with other features
// is refused (cjkmodel.go). Change it whenever a feature changes.
const cjkFeatureSet = "cjk-chars-2"

// maxChunkRunes bounds a chunk, so a text without sentence ends (10 MB of
// Han) is tagged in pieces of bounded memory.
const maxChunkRunes = 256

// cjkChunks appends to out the byte ranges of s the CJK model tags: pieces
// ending at a line or sentence end, or after maxChunkRunes runes, that hold
// a Han or kana rune.
func cjkChunks(s string, out [][2]int) [][2]int {
	return scriptChunks(s, out, kanaOrHan, func(_ string, _ int, r rune) bool { return r == '。' || r == '！' || r == '？' })
}

// Script classes of a rune.
const (
	clsOther = iota
	clsHan
	clsHiragana
	clsKatakana
	clsDot
	clsUpper
	clsLower
	clsDigit
	clsPunct
	clsSpace
	nClasses
)

func cjkClass(r rune) uint8 {
	switch {
	case hanRune(r):
		return clsHan
	case unicode.Is(unicode.Hiragana, r):
		return clsHiragana
	case r == '・' || r == '＝' || strings.ContainsRune(hanDots, r):
		return clsDot
	case katakanaRune(r):
		return clsKatakana
	case unicode.IsUpper(r):
		return clsUpper
	case unicode.IsLetter(r):
		return clsLower
	case unicode.IsDigit(r):
		return clsDigit
	case unicode.IsSpace(r):
		return clsSpace
	case unicode.IsPunct(r) || unicode.IsSymbol(r):
		return clsPunct
	}
	return clsOther
}

// The dictionaries a word of which may start, end or run through a rune.
var cjkDicts = []cjkDict{
	{"zh-names", zhNames, 6, nil},
	{"zh-words", zhWords, 4, nil},
	{"ja-surnames", jaSurnames, 4, nil},
	{"ja-given", jaGiven, 4, nil},
	{"ja-names", jaNames, 6, nil},
	{"ja-words", jaWords, 5, nil},
	{"places", cjkPlaces, 6, nil},
}

type cjkDict struct {
	name  string
	list  sortedList
	max   int // longest word looked up, in runes
	index func() *runeIndex
}

func init() {
	for k := range cjkDicts {
		l := cjkDicts[k].list
		cjkDicts[k].index = sync.OnceValue(func() *runeIndex { return newRuneIndex(l) })
	}
}

// dictSurname is the index after cjkDicts of the product's Han family names
// (names.cjkLast, one to three runes).
var dictSurname = len(cjkDicts)

const nDicts = 8 // len(cjkDicts) + 1

// Precomputed features: the dictionary ones are the same few hundred for
// every rune, so they are hashed once.
var (
	featDictStart, featDictEnd [nDicts][7]seqtag.Feature // by dictionary and length
	featDictIn                 [nDicts]seqtag.Feature
	featRule                   [3][3][3]seqtag.Feature // rule verdict before, here, after
	featBound                  [2][3]seqtag.Feature    // left or right bound, its strength
	featClass                  [2][nClasses][nClasses][nClasses]seqtag.Feature
	featSingle                 [5]seqtag.Feature
	featBias                   [2]seqtag.Feature
	featRun                    [nClasses][9][5][5]seqtag.Feature // class, run length, runes before and after in the run
)

func init() {
	for k := 0; k < nDicts; k++ {
		name := "surname"
		if k < len(cjkDicts) {
			name = cjkDicts[k].name
		}
		for l := range featDictStart[k] {
			featDictStart[k][l] = seqtag.Hash("dict-start", name, strconv.Itoa(l))
			featDictEnd[k][l] = seqtag.Hash("dict-end", name, strconv.Itoa(l))
		}
		featDictIn[k] = seqtag.Hash("dict-in", name)
	}
	tags := []string{"O", "B", "I"}
	for a := range 3 {
		for b := range 3 {
			for c := range 3 {
				featRule[a][b][c] = seqtag.Hash("rule", tags[a], tags[b], tags[c])
			}
		}
	}
	for side, name := range []string{"left", "right"} {
		for v := range 3 {
			featBound[side][v] = seqtag.Hash("bound", name, strconv.Itoa(v))
		}
	}
	for ja := range 2 {
		for a := range nClasses {
			for b := range nClasses {
				for c := range nClasses {
					featClass[ja][a][b][c] = seqtag.Hash("class", strconv.Itoa(ja), strconv.Itoa(a), strconv.Itoa(b), strconv.Itoa(c))
				}
			}
		}
		featBias[ja] = seqtag.Hash("bias", strconv.Itoa(ja))
	}
	for c := range nClasses {
		for l := range 9 {
			for a := range 5 {
				for b := range 5 {
					featRun[c][l][a][b] = seqtag.Hash("run", strconv.Itoa(c), strconv.Itoa(l), strconv.Itoa(a), strconv.Itoa(b))
				}
			}
		}
	}
	for i, name := range []string{"zh-given", "given-han", "top-surname", "not-given", "not-last"} {
		featSingle[i] = seqtag.Hash("single", name)
	}
}

// cjkFeaturer holds the buffers of one text's chunks, reused from chunk to
// chunk so that memory stays bounded by maxChunkRunes.
type cjkFeaturer struct {
	d                *Detector
	s                string
	ja               int
	offs             []int
	rs               []rune
	cls              []uint8
	rule             []uint8
	runStart, runEnd []int // the run of one script class holding each rune
	dStart, dEnd     [][nDicts]uint8
	dIn              [][nDicts]bool
	flat             []seqtag.Feature
	feats            [][]seqtag.Feature
	ruleOf           []Span // the rules' person spans in s, in order
	ruleAt           int
}

func newCJKFeaturer(d *Detector, s string, rules []Span) *cjkFeaturer {
	f := &cjkFeaturer{d: d, s: s, ruleOf: rules}
	if hasKana(s) {
		f.ja = 1
	}
	return f
}

// features returns the features of each rune of s[start:end] and the byte
// offset of each rune (then end). Both are overwritten by the next call.
func (f *cjkFeaturer) features(start, end int) ([][]seqtag.Feature, []int) {
	s := f.s
	f.offs, f.rs, f.cls = f.offs[:0], f.rs[:0], f.cls[:0]
	for i := start; i < end; {
		r, w := utf8.DecodeRuneInString(s[i:])
		f.offs, f.rs, f.cls = append(f.offs, i), append(f.rs, r), append(f.cls, cjkClass(r))
		i += w
	}
	f.offs = append(f.offs, end)
	n := len(f.rs)
	f.markRules(n)
	f.markRuns(n)
	f.markDicts(n)
	f.flat, f.feats = f.flat[:0], f.feats[:0]
	for i := range n {
		from := len(f.flat)
		f.flat = f.appendFeatures(f.flat, i, n)
		f.feats = append(f.feats, f.flat[from:len(f.flat):len(f.flat)])
	}
	// flat may have moved while growing: slice it again.
	k := 0
	for i := range f.feats {
		m := len(f.feats[i])
		f.feats[i] = f.flat[k : k+m : k+m]
		k += m
	}
	return f.feats, f.offs
}

// markRules sets each rune's verdict of the rules: 0 outside a person, 1
// its first rune, 2 the others.
func (f *cjkFeaturer) markRules(n int) {
	f.rule = grow(f.rule, n)
	for i := range f.rule {
		f.rule[i] = 0
	}
	start, end := f.offs[0], f.offs[n]
	for f.ruleAt < len(f.ruleOf) && f.ruleOf[f.ruleAt].End <= start {
		f.ruleAt++
	}
	for j := f.ruleAt; j < len(f.ruleOf) && f.ruleOf[j].Start < end; j++ {
		sp := f.ruleOf[j]
		for i := range n {
			if f.offs[i] >= sp.Start && f.offs[i] < sp.End {
				f.rule[i] = 2
				if f.offs[i] == sp.Start {
					f.rule[i] = 1
				}
			}
		}
	}
}

// markRuns records the run of runes of one script class (a dot joins
// katakana and Han runs into one) each rune belongs to.
func (f *cjkFeaturer) markRuns(n int) {
	f.runStart, f.runEnd = grow(f.runStart, n), grow(f.runEnd, n)
	class := func(i int) uint8 {
		if c := f.cls[i]; c != clsDot {
			return c
		}
		return clsKatakana
	}
	for i := 0; i < n; {
		j := i + 1
		for j < n && class(j) == class(i) {
			j++
		}
		for k := i; k < j; k++ {
			f.runStart[k], f.runEnd[k] = i, j
		}
		i = j
	}
}

func grow[T any](b []T, n int) []T {
	if cap(b) < n {
		return make([]T, n)
	}
	return b[:n]
}

// markDicts records, for every rune, the longest word of each dictionary
// starting and ending there, and whether one runs through it.
func (f *cjkFeaturer) markDicts(n int) {
	f.dStart, f.dEnd, f.dIn = grow(f.dStart, n), grow(f.dEnd, n), grow(f.dIn, n)
	clear(f.dStart)
	clear(f.dEnd)
	clear(f.dIn)
	for i := range n {
		if f.cls[i] != clsHan && f.cls[i] != clsHiragana && f.cls[i] != clsKatakana {
			continue
		}
		for k, dict := range cjkDicts {
			dict.list.prefixMatches(dict.index(), f.s, f.offs, i, min(n, i+dict.max), func(j int) { f.mark(k, i, j) })
		}
		for j := i + 1; j <= min(n, i+3); j++ {
			if f.d.names.cjkLast[f.s[f.offs[i]:f.offs[j]]] {
				f.mark(dictSurname, i, j)
			}
		}
	}
}

// mark records a word of dictionary k over runes i to j (exclusive).
func (f *cjkFeaturer) mark(k, i, j int) {
	l := uint8(min(j-i, 6))
	f.dStart[i][k] = max(f.dStart[i][k], l)
	f.dEnd[j-1][k] = max(f.dEnd[j-1][k], l)
	for m := i + 1; m < j-1; m++ {
		f.dIn[m][k] = true
	}
}

// gram is the text of runes a to b (exclusive) of the chunk, with a mark for
// each end outside it.
func (f *cjkFeaturer) gram(tmpl string, a, b, n int) seqtag.Feature {
	pre, post := "", ""
	if a < 0 {
		pre, a = "^", 0
	}
	if b > n {
		post, b = "$", n
	}
	if a >= b {
		return seqtag.Hash(tmpl, pre, post)
	}
	return seqtag.Hash(tmpl, pre, f.s[f.offs[a]:f.offs[b]], post)
}

func (f *cjkFeaturer) appendFeatures(out []seqtag.Feature, i, n int) []seqtag.Feature {
	out = append(out, featBias[f.ja],
		f.gram("c0", i, i+1, n), f.gram("c-1", i-1, i, n), f.gram("c+1", i+1, i+2, n),
		f.gram("c-2", i-2, i-1, n), f.gram("c+2", i+2, i+3, n),
		f.gram("b-1", i-1, i+1, n), f.gram("b+1", i, i+2, n), f.gram("b-2", i-2, i, n), f.gram("b+2", i+1, i+3, n),
		f.gram("t0", i-1, i+2, n), f.gram("t-1", i-2, i+1, n), f.gram("t+1", i, i+3, n),
	)
	if f.ja == 1 {
		out = append(out, f.gram("ja-c0", i, i+1, n))
	}
	out = append(out, f.gram("c-3", i-3, i-2, n), f.gram("c+3", i+3, i+4, n),
		featRun[f.cls[i]][min(f.runEnd[i]-f.runStart[i], 8)][min(i-f.runStart[i], 4)][min(f.runEnd[i]-1-i, 4)])
	cls := func(j int) uint8 {
		if j < 0 || j >= n {
			return clsSpace
		}
		return f.cls[j]
	}
	out = append(out, featClass[f.ja][cls(i-1)][cls(i)][cls(i+1)])
	rule := func(j int) uint8 {
		if j < 0 || j >= n {
			return 0
		}
		return f.rule[j]
	}
	out = append(out, featRule[rule(i-1)][rule(i)][rule(i+1)], featRule[0][rule(i)][0])
	out = append(out, featBound[0][cjkLeftBound(f.s, f.offs[i])], featBound[1][cjkRightBound(f.s, f.offs[i+1])])
	for k := range nDicts {
		if l := f.dStart[i][k]; l > 0 {
			out = append(out, featDictStart[k][l])
		}
		if l := f.dEnd[i][k]; l > 0 {
			out = append(out, featDictEnd[k][l])
		}
		if f.dIn[i][k] {
			out = append(out, featDictIn[k])
		}
	}
	if f.cls[i] == clsHan {
		r := f.rs[i]
		c := f.s[f.offs[i]:f.offs[i+1]]
		for k, ok := range [5]bool{zhGiven.has(c), f.d.names.givenHan[r], f.d.names.hanTop[c], cjkNotGivenSet[r], cjkNotLastSet[r]} {
			if ok {
				out = append(out, featSingle[k])
			}
		}
	}
	return out
}

// prefixMatches calls found(j) for every j in (i, last] such that the runes
// i to j of s (offs gives their byte offsets) are a line of l. The lines
// starting with rune i come from idx; each longer prefix narrows them with
// one binary search, so a position no word starts at costs one search of
// a small table.
func (l sortedList) prefixMatches(idx *runeIndex, s string, offs []int, i, last int, found func(j int)) {
	lo, hi := idx.lines(s[offs[i]:offs[i+1]])
	for j := i + 1; j <= last && lo < hi; j++ {
		q := s[offs[i]:offs[j]]
		if j > i+1 {
			lo = l.firstLine(lo, hi, func(line string) bool { return line < q })
		}
		if lo >= hi {
			return
		}
		e := strings.IndexByte(string(l[lo:hi]), '\n')
		if e < 0 {
			e = hi - lo
		}
		switch line := string(l[lo : lo+e]); {
		case line == q:
			found(j)
		case !strings.HasPrefix(line, q):
			return // no line starts with q
		}
	}
}

// runeIndex is where the lines of a sortedList starting with each first
// rune begin: a list sorted by bytes is sorted by first rune.
type runeIndex struct {
	first  []string // each first rune, in order
	starts []int32  // the byte offset of its first line; then the list's length
}

// newRuneIndex scans l once (a few megabytes at most); it is built on first
// use, like a page of the list being read.
func newRuneIndex(l sortedList) *runeIndex {
	x := &runeIndex{}
	for at := 0; at < len(l); {
		_, n := utf8.DecodeRuneInString(string(l[at:]))
		r := string(l[at : at+n])
		if len(x.first) == 0 || x.first[len(x.first)-1] != r {
			x.first, x.starts = append(x.first, r), append(x.starts, int32(at))
		}
		e := strings.IndexByte(string(l[at:]), '\n')
		if e < 0 {
			break
		}
		at += e + 1
	}
	x.starts = append(x.starts, int32(len(l)))
	return x
}

// lines returns the byte range of the lines starting with the rune r.
func (x *runeIndex) lines(r string) (int, int) {
	k := sort.SearchStrings(x.first, r)
	if k == len(x.first) || x.first[k] != r {
		return 0, 0
	}
	return int(x.starts[k]), int(x.starts[k+1])
}
