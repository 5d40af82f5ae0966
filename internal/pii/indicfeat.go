package pii

import (
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// IndicFeatureSet names the features below, read by the Indic person model
// (indicmodel.go, docs/adr/0269). A model trained with other features is
// refused (its meta must start with this and a space), so change the
// version whenever a feature changes, and retrain (cmd/trainindic).
const IndicFeatureSet = "pii-indic-words v1"

// The nine Brahmic blocks the model reads, Devanagari (U+0900) to Malayalam
// (U+0D00), lie in ISCII order: the same letter at the same offset in each
// (क U+0915, ক U+0995, క U+0C15). Every feature reads a word moved into
// Devanagari's block (brahmicFold), never the block it came from, so what
// the model learns of a name's letters, endings and neighbours in Hindi or
// Odia it reads again in Telugu, and in the scripts it never saw.
const (
	brahmicFirst = 0x0900
	brahmicEnd   = 0x0D80
)

// brahmicRune: r lies in one of the nine parallel Brahmic blocks.
func brahmicRune(r rune) bool { return r >= brahmicFirst && r < brahmicEnd }

// brahmicWord: w's first rune is of a Brahmic block.
func brahmicWord(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return brahmicRune(r)
}

// brahmicFold writes w's Brahmic letters at their offset in Devanagari's
// block, the few letters that lie elsewhere as indic.go spells them
// (indicChillu: Malayalam's chillu, Bengali's khanda ta, Gurmukhi's tippi and
// addak, Odia's wa), and drops the joiners (U+200C, U+200D) some scripts
// write inside a word; other runes stay.
func brahmicFold(w string) string {
	var b strings.Builder
	b.Grow(len(w))
	for _, r := range w {
		switch {
		case r == 0x200C || r == 0x200D:
		case brahmicRune(r):
			if c, ok := indicChillu[r]; ok {
				b.WriteString(c)
				continue
			}
			b.WriteRune(brahmicFirst + r&0x7F)
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

// IndicSegments splits s (NFC) into the runs of Brahmic words on lines of
// Brahmic prose the Indic model reads and computes their features, with the
// detector's verdict (Find without the Indic model) among them. cmd/trainindic
// trains on exactly this, so training and detection share tokeniser and
// features.
func (d *Detector) IndicSegments(s string) []PersonSegment {
	plain := *d
	plain.indic, plain.indicOff = nil, true
	spans := plain.Find(s)
	tr := &ruleTrace{keep: map[[2]int]bool{}}
	d.findRules(s, tr)
	var out []PersonSegment
	d.indicSegments(s, spans, tr.toks, func(seg PersonSegment) { out = append(out, seg) })
	return out
}

// brahmicProseLines says of each word whether its line is Brahmic running
// text: at least two thirds of the line's words Brahmic and the line prose
// (six words or more, no table row). A Hindi name in an English sentence
// stays the rules'. One pass.
func brahmicProseLines(s string, toks []token) []bool {
	out := make([]bool, len(toks))
	for from := 0; from < len(toks); {
		to, n := from, 0
		for to < len(toks) && (to == from || !strings.ContainsAny(s[toks[to-1].end:toks[to].start], "\n\r")) {
			if brahmicWord(toks[to].text) {
				n++
			}
			to++
		}
		ok := 3*n >= 2*(to-from) && prose(s, toks[from:to])
		for i := from; i < to; i++ {
			out[i] = ok
		}
		from = to
	}
	return out
}

// indicSegments cuts the words of Brahmic prose lines into runs of Brahmic
// words on one line (at most maxSegment words, so a hostile line without a
// sentence end stays linear) and calls fn with each one's features in text
// order; spans are the persons found so far, read as the rules' verdict.
func (d *Detector) indicSegments(s string, spans []Span, toks []token, fn func(PersonSegment)) {
	verdict := ruleVerdicts(toks, spans)
	line := brahmicProseLines(s, toks)
	seen := map[string]indicWord{} // a word's own features, computed once per text (its lists cost most)
	from := 0
	flush := func(to int) {
		if to > from && line[from] {
			fn(d.indicSegment(s, toks[from:to], verdict[from:to], seen))
		}
		from = to
	}
	for i, t := range toks {
		switch {
		case !brahmicWord(t.text) || !line[i]:
			flush(i)
			from = i + 1
		case i > from && strings.ContainsAny(s[toks[i-1].end:t.start], "\n\r"), i-from >= maxSegment:
			flush(i)
		}
	}
	flush(len(toks))
}

// indicWord is what the features of a Brahmic word and of its neighbours
// read: the folded word, its loose key (indicKey: long and short vowels,
// nasals and the like one letter, so "राजू" and Telugu "రాజు" meet), the
// lists it is on and its rank among its own language's common words.
type indicWord struct {
	fold, key, lists, rank string
}

// rankClass buckets a common-word rank: "0" for none.
func rankClass(r int) string {
	switch {
	case r <= 0:
		return "0"
	case r <= 100:
		return "100"
	case r <= 1000:
		return "1k"
	case r <= hindiCommonWord:
		return "cw"
	}
	return "rare"
}

// describeIndic computes a Brahmic word's own features. The lists are the
// Indic ones the rules read, each asked in the word's own script (a given
// name, a listed Hindi surname, its language's common words) or of the
// folded word (forms of address and Hindi's postpositions and function
// words, which the sister languages share in part); the names of the lists,
// never the script, are the features.
func (d *Detector) describeIndic(t token) indicWord {
	w := t.text
	f := brahmicFold(w)
	var lists []string
	mark := func(ok bool, name string) {
		if ok {
			lists = append(lists, name)
		}
	}
	rank := 0
	if devanagariWord(w) {
		mark(d.names.devanagariGiven(w), "given")
	} else if sc, deva, ok := indicScriptOf(w); ok {
		mark(d.names.indicGiven(sc, w, deva), "given")
	}
	if _, key, r, ok := surnameWord(w); ok {
		rank = r
		mark(hindiSurnameKeys[key], "surname")
	}
	mark(hindiHonorifics[f] || indicTitles[f], "title")
	mark(hindiPostpositions[f], "post")
	mark(hindiFunctionWord(f), "func")
	mark(hindiCommon[f] > 0 && hindiCommon[f] <= hindiCommonWord, "hicommon")
	return indicWord{fold: f, key: indicKey(f, indicKeyRunes), lists: strings.Join(lists, ","), rank: rankClass(rank)}
}

// indicSegment computes the features of one run of Brahmic words; seen
// keeps each word's own features for the text's later runs.
func (d *Detector) indicSegment(s string, toks []token, verdict []uint8, seen map[string]indicWord) PersonSegment {
	seg := PersonSegment{Words: make([][2]int, len(toks)), Feats: make([][]seqtag.Feature, len(toks)), toks: toks}
	info := make([]indicWord, len(toks))
	for i, t := range toks {
		seg.Words[i] = [2]int{t.start, t.end}
		w, ok := seen[t.text]
		if !ok {
			w = d.describeIndic(t)
			seen[t.text] = w
		}
		info[i] = w
	}
	at := func(i int) (indicWord, string) {
		switch {
		case i < 0:
			return indicWord{fold: "<s>", key: "<s>", lists: "<s>", rank: "<s>"}, "<s>"
		case i >= len(toks):
			return indicWord{fold: "</s>", key: "</s>", lists: "</s>", rank: "</s>"}, "</s>"
		}
		return info[i], verdictNames[verdict[i]]
	}
	buf := make([]seqtag.Feature, 0, 56*len(toks))
	add := func(parts ...string) { buf = append(buf, seqtag.Hash(parts...)) }
	for i := range toks {
		w, r := at(i)
		start := len(buf)
		add("bias")
		add("w", w.fold)
		add("key", w.key)
		add("lists", w.lists)
		add("rank", w.rank)
		add("lr", w.lists, w.rank)
		for _, l := range strings.Split(w.lists, ",") {
			if l != "" {
				add("list", l)
			}
		}
		prefixes(w.fold, func(p, suf string) {
			add("p", p)
			add("s", suf)
		})
		add("len", string(rune('0'+min(utf8.RuneCountInString(w.fold), 9))))
		addGaps(s, toks, i, add)
		add("r", r)
		add("r|lists", r, w.lists)
		add("r|rank", r, w.rank)
		for _, o := range [4]int{-2, -1, 1, 2} {
			n, nr := at(i + o)
			k := string(rune('2' + o))
			add("w"+k, n.fold)
			add("lists"+k, n.lists)
			add("r"+k, nr)
			add("rr"+k, nr, r)
			if o == -1 || o == 1 {
				add("rank"+k, n.rank)
				add("key"+k, n.key)
				add("ww"+k, n.fold, w.fold)
				add("ll"+k, n.lists, w.lists)
				add("lr"+k, n.lists, w.rank)
				suffix := n.fold
				if rs := []rune(suffix); len(rs) > 2 {
					suffix = string(rs[len(rs)-2:])
				}
				add("s2"+k, suffix)
			}
		}
		seg.Feats[i] = buf[start:len(buf):len(buf)]
	}
	return seg
}
