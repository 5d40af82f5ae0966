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
const PersonFeatureSet = "pii-person-words v1"

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
	return d.personSegments(s, d.findRules(s))
}

// wordSpaced: a word of a script the word model reads (Latin, Cyrillic,
// Greek, Arabic); Chinese, Japanese and Korean stay with their own rules.
func wordSpaced(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.In(r, unicode.Latin, unicode.Cyrillic, unicode.Greek, unicode.Arabic)
}

func (d *Detector) personSegments(s string, rules []Span) []PersonSegment {
	toks := words(s)
	verdict := ruleVerdicts(toks, rules)
	var out []PersonSegment
	from := 0
	flush := func(to int) {
		if to > from {
			out = append(out, d.segment(s, toks[from:to], verdict[from:to]))
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
	return out
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
}

func (d *Detector) segment(s string, toks []token, verdict []uint8) PersonSegment {
	seg := PersonSegment{Words: make([][2]int, len(toks)), Feats: make([][]seqtag.Feature, len(toks)), toks: toks}
	info := make([]wordInfo, len(toks))
	for i, t := range toks {
		seg.Words[i] = [2]int{t.start, t.end}
		info[i] = d.describe(t)
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
	for i, t := range toks {
		w, r := at(i)
		f := make([]seqtag.Feature, 0, 64)
		add := func(parts ...string) { f = append(f, seqtag.Hash(parts...)) }
		add("bias")
		add("w", w.lower)
		add("bare", t.bare)
		rs := []rune(w.lower)
		for k := 1; k <= 4 && k <= len(rs); k++ {
			add("p", string(rs[:k]))
			add("s", string(rs[len(rs)-k:]))
		}
		add("shape", w.shape)
		add("cap", w.cap)
		add("script", scriptName(t.text))
		add("lists", w.lists)
		for _, l := range strings.Split(w.lists, ",") {
			if l != "" {
				add("list", l)
			}
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
		for _, k := range []int{-2, -1, 1, 2} {
			n, nr := at(i + k)
			o := string(rune('2' + k)) // "0" "1" "3" "4": the offset, readable
			add("w"+o, n.lower)
			add("r"+o, nr)
			if k == -1 || k == 1 {
				add("shape"+o, n.shape)
				add("lists"+o, n.lists)
				add("cap"+o, n.cap, w.cap)
				add("rr"+o, nr, r)
				add("ww"+o, n.lower, w.lower)
			}
		}
		if i+1 < len(toks) {
			add("gap+", gapClass(s[t.end:toks[i+1].start]))
		}
		seg.Feats[i] = f
	}
	return seg
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
	return wordInfo{lower: strings.ToLower(t.text), shape: shape(t.text), lists: strings.Join(lists, ","), cap: caseClass(t.text)}
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
