package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// PersonFeatureSet names the word features below. A model trained with
// other features is refused (its meta must start with this), so change the
// version whenever a feature changes, and retrain (cmd/piitrain).
const PersonFeatureSet = "pii-person-words v2"

// PersonLabels are the word model's labels, in index order: outside a name,
// a name's first word, a later word of the same name.
var PersonLabels = []string{"O", "B-PER", "I-PER"}

// maxSegment bounds a segment's words: Viterbi's tables grow with it, and a
// hostile text of one line of capitalised words must not make one huge
// table. Sentences are shorter; a cut costs at most a name at the cut.
const maxSegment = 200

// PersonSegment is one run of words the word model tags together: the words
// of one line (or a slice of a very long one) in a word-spaced script, with
// their byte ranges in the text and each word's features.
type PersonSegment struct {
	Words [][2]int
	Feats [][]seqtag.Feature
	toks  []token
}

// PersonSegments splits s (NFC, as Find sees it) into the segments the word
// model reads and computes their features, with the rules' own verdict
// taken from Find without the model. cmd/piitrain trains on exactly this,
// so training and detection share tokeniser and features.
func (d *Detector) PersonSegments(s string) []PersonSegment {
	tr := &ruleTrace{keep: map[[2]int]bool{}}
	rules := d.findRules(s, tr)
	var out []PersonSegment
	d.personSegments(s, rules, tr.toks, false, func(seg PersonSegment) { out = append(out, seg) })
	return out
}

// wordSpaced: a word of a script the word model reads (Latin, Cyrillic,
// Greek, Arabic); Chinese, Japanese and Korean stay with their own rules.
func wordSpaced(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.In(r, unicode.Latin, unicode.Cyrillic, unicode.Greek, unicode.Arabic)
}

// personSegments cuts the text's words (toks, as words(s) gives them) into
// segments and calls fn with each one's features in text order, one at a
// time, so a long text never holds more than one segment's features;
// proseOnly skips, before computing any feature, the segments the model
// does not judge (see prose).
func (d *Detector) personSegments(s string, rules []Span, toks []token, proseOnly bool, fn func(PersonSegment)) {
	verdict := ruleVerdicts(toks, rules)
	seen := map[string]wordInfo{} // a text repeats its words: each is described once
	var arabicLine []bool         // lines the Arabic model judges instead (armodel.go)
	if proseOnly && d.arabic != nil {
		arabicLine = mostlyArabicLines(s, toks)
	}
	from := 0
	flush := func(to int) {
		if to > from && (!proseOnly || prose(s, toks[from:to]) && worthJudging(s, toks[from:to], verdict[from:to]) && (arabicLine == nil || !arabicLine[from])) {
			fn(d.segment(s, toks[from:to], verdict[from:to], seen))
		}
		from = to
	}
	for i, t := range toks {
		switch {
		case !wordSpaced(t.text):
			flush(i)
			from = i + 1
		case i > from && strings.ContainsAny(s[toks[i-1].end:t.start], "\n\r"), i-from >= maxSegment:
			flush(i)
		}
	}
	flush(len(toks))
}

// worthJudging: the model can change something here — the rules found a
// person, or two capitalised words stand side by side (the least a name the
// model adds must be, see modelNameOK). Other segments skip the features.
func worthJudging(s string, toks []token, verdict []uint8) bool {
	for i, v := range verdict {
		if v != 0 {
			return true
		}
		if i > 0 && capitalOrCaseless(toks[i-1].text) && capitalOrCaseless(toks[i].text) && joined(s, toks[i-1], toks[i]) {
			return true
		}
	}
	return false
}

func capitalOrCaseless(w string) bool {
	c := caseClass(w)
	return c == "cap" || c == "none"
}

// ruleVerdicts gives each word the rules' label: 0 outside, 1 first word of
// a person they found, 2 a later word. Spans and words are both in text order.
func ruleVerdicts(toks []token, spans []Span) []uint8 {
	v := make([]uint8, len(toks))
	j := 0
	for i, t := range toks {
		for j < len(spans) && (spans[j].End <= t.start || spans[j].Kind != Person) {
			j++
		}
		if j < len(spans) && spans[j].Start <= t.start && t.end <= spans[j].End {
			v[i] = 2
			if i == 0 || toks[i-1].start < spans[j].Start {
				v[i] = 1
			}
		}
	}
	return v
}

var verdictNames = [3]string{"O", "B", "I"}

// wordInfo is what the features of a word and of its neighbours read.
type wordInfo struct {
	lower, shape, lists string
	cap                 string
	listed              []string // the names joined in lists
}

func (d *Detector) segment(s string, toks []token, verdict []uint8, seen map[string]wordInfo) PersonSegment {
	seg := PersonSegment{Words: make([][2]int, len(toks)), Feats: make([][]seqtag.Feature, len(toks)), toks: toks}
	info := make([]wordInfo, len(toks))
	for i, t := range toks {
		seg.Words[i] = [2]int{t.start, t.end}
		w, ok := seen[t.text]
		if !ok {
			w = d.describe(t)
			if len(seen) < 1<<14 { // bounded: a hostile text of distinct words gains nothing from it
				seen[t.text] = w
			}
		}
		info[i] = w
	}
	at := func(i int) (wordInfo, string) {
		if i < 0 {
			return wordInfo{lower: "<s>", shape: "<s>", cap: "<s>"}, "<s>"
		}
		if i >= len(toks) {
			return wordInfo{lower: "</s>", shape: "</s>", cap: "</s>"}, "</s>"
		}
		return info[i], verdictNames[verdict[i]]
	}
	// One backing array for the segment's features; each word's slice is
	// capped, so a later append that reallocates leaves it intact.
	buf := make([]seqtag.Feature, 0, 52*len(toks))
	add := func(parts ...string) { buf = append(buf, seqtag.Hash(parts...)) }
	for i, t := range toks {
		w, r := at(i)
		start := len(buf)
		add("bias")
		add("w", w.lower)
		add("bare", t.bare)
		prefixes(w.lower, func(p, suf string) {
			add("p", p)
			add("s", suf)
		})
		add("shape", w.shape)
		add("cap", w.cap)
		add("script", scriptName(t.text))
		add("lists", w.lists)
		for _, l := range w.listed {
			add("list", l)
		}
		gap := "<s>"
		if i > 0 {
			gap = gapClass(s[toks[i-1].end:t.start])
		} else {
			gap = "<s>" + gapClass(lineHead(s, t.start))
		}
		add("gap", gap)
		add("gap|cap", gap, w.cap)
		add("r", r)
		add("r|cap", r, w.cap)
		add("r|lists", r, w.lists)
		for k, o := range neighbours {
			n, nr := at(i + o.at)
			add(o.w, n.lower)
			add(o.r, nr)
			if k == 1 || k == 2 {
				add(o.shape, n.shape)
				add(o.lists, n.lists)
				add(o.cap, n.cap, w.cap)
				add(o.rr, nr, r)
				add(o.ww, n.lower, w.lower)
				add(o.suf, suffix3(n.lower), w.cap) // case endings agree: "s Jackom Kerouacom"
			}
		}
		if i+1 < len(toks) {
			add("gap+", gapClass(s[t.end:toks[i+1].start]))
		}
		seg.Feats[i] = buf[start:len(buf):len(buf)]
	}
	return seg
}

// neighbours name the features of the words two before to two after; the
// digit is the offset plus two ("w1" is the word before), as in v1.
var neighbours = [4]struct {
	at                                   int
	w, r, shape, lists, cap, rr, ww, suf string
}{
	{-2, "w0", "r0", "shape0", "lists0", "cap0", "rr0", "ww0", "suf0"},
	{-1, "w1", "r1", "shape1", "lists1", "cap1", "rr1", "ww1", "suf1"},
	{1, "w3", "r3", "shape3", "lists3", "cap3", "rr3", "ww3", "suf3"},
	{2, "w4", "r4", "shape4", "lists4", "cap4", "rr4", "ww4", "suf4"},
}

// suffix3 is a word's last three letters (fewer for a shorter word).
func suffix3(w string) string {
	q := len(w)
	for k := 0; k < 3 && q > 0; k++ {
		_, size := utf8.DecodeLastRuneInString(w[:q])
		q -= size
	}
	return w[q:]
}

// prefixes calls f with the word's prefixes and suffixes of one to four
// letters, shortest first, as substrings (no copies).
func prefixes(w string, f func(p, s string)) {
	n := utf8.RuneCountInString(w)
	for k := 1; k <= 4 && k <= n; k++ {
		p := 0
		for range k {
			_, size := utf8.DecodeRuneInString(w[p:])
			p += size
		}
		q := len(w)
		for range k {
			_, size := utf8.DecodeLastRuneInString(w[:q])
			q -= size
		}
		f(w[:p], w[q:])
	}
}

// describe computes a word's own features: lower case, shape, case class
// and the lists the detector embeds that hold it.
func (d *Detector) describe(t token) wordInfo {
	l := d.names
	var lists []string
	mark := func(ok bool, name string) {
		if ok {
			lists = append(lists, name)
		}
	}
	b := t.bare
	mark(l.first[b], "first")
	mark(l.last[b], "last")
	mark(l.frequent[b], "freq")
	mark(l.common[b], "common")
	mark(l.places[b] || l.geo[b], "place")
	mark(l.countries[b], "country")
	mark(l.orgWords[b], "org")
	mark(l.notableFirst[b], "notable")
	mark(l.words[b], "word")
	mark(l.proper[b], "proper")
	mark(l.stop[b], "stop")
	mark(europeStop.has(b), "estop")
	mark(arabicFunctionWord(t), "astop")
	mark(titles[b], "title")
	mark(particles[b], "particle")
	mark(ranks[b] || offices[b] || roles[b], "role")
	mark(greetings[b] || closings[b], "greet")
	return wordInfo{lower: strings.ToLower(t.text), shape: shape(t.text), lists: strings.Join(lists, ","), cap: caseClass(t.text), listed: lists}
}

// shape maps letters to X/x, digits to d, and collapses repeats:
// "O'Brien" → "X'Xx", "Smith-Jones" → "Xx-Xx", "iPhone" → "xXx".
func shape(w string) string {
	var b strings.Builder
	var last rune
	for _, r := range w {
		c := r
		switch {
		case unicode.IsUpper(r):
			c = 'X'
		case unicode.IsLower(r):
			c = 'x'
		case unicode.IsDigit(r):
			c = 'd'
		case unicode.IsLetter(r):
			c = 'c' // caseless scripts
		case unicode.Is(unicode.M, r):
			continue
		}
		if c != last {
			b.WriteRune(c)
			last = c
		}
	}
	return b.String()
}

// caseClass: capitalised, all capitals, lower case, a single capital, or a
// caseless script.
func caseClass(w string) string {
	r, n := utf8.DecodeRuneInString(w)
	switch {
	case !unicode.IsUpper(r) && !unicode.IsLower(r):
		return "none"
	case unicode.IsUpper(r) && n == len(w):
		return "one"
	case capitalised(w):
		return "cap"
	case unicode.IsUpper(r):
		return "upper"
	}
	return "lower"
}

func scriptName(w string) string {
	r, _ := utf8.DecodeRuneInString(w)
	for _, s := range []struct {
		name string
		t    *unicode.RangeTable
	}{{"latin", unicode.Latin}, {"cyrillic", unicode.Cyrillic}, {"greek", unicode.Greek}, {"arabic", unicode.Arabic}} {
		if unicode.Is(s.t, r) {
			return s.name
		}
	}
	return "other"
}

// gapClass summarises what stands between two words: a space, a comma, a
// sentence end, an opening bracket or quote, a digit…
func gapClass(g string) string {
	switch {
	case g == " " || g == "\u00a0":
		return "sp"
	case g == "":
		return "none"
	}
	var b strings.Builder
	for _, r := range g {
		c := byte('o')
		switch {
		case unicode.IsSpace(r):
			continue
		case r == '.' || r == '!' || r == '?':
			c = '.'
		case r == ',' || r == ';':
			c = ','
		case r == ':':
			c = ':'
		case r == '(' || r == '[':
			c = '('
		case r == ')' || r == ']':
			c = ')'
		case r == '"' || r == '\'' || r == '“' || r == '”' || r == '„' || r == '«' || r == '»' || r == '‘' || r == '’':
			c = 'q'
		case unicode.IsDigit(r):
			c = 'd'
		case r == '-' || r == '–' || r == '—':
			c = '-'
		case r == '@':
			c = '@'
		}
		if b.Len() < 4 && (b.Len() == 0 || b.String()[b.Len()-1] != c) {
			b.WriteByte(c)
		}
	}
	if b.Len() == 0 {
		return "ws"
	}
	return b.String()
}

// lineHead is what stands on the line before a segment's first word.
func lineHead(s string, at int) string {
	head := s[max(0, at-32):at] // bounded: a segment cut from a long line must not rescan it
	return head[strings.LastIndexAny(head, "\n\r")+1:]
}

// addGaps adds the features of what stands between toks[i] and its
// neighbours (the line's head before a line's first word), shared by the
// Arabic-script and Indic models' feature sets.
func addGaps(s string, toks []token, i int, add func(parts ...string)) {
	t := toks[i]
	gap := "<s>" + gapClass(lineHead(s, t.start))
	if i > 0 {
		gap = gapClass(s[toks[i-1].end:t.start])
	}
	add("gap", gap)
	if i+1 < len(toks) {
		add("gap+", gapClass(s[t.end:toks[i+1].start]))
	}
}
