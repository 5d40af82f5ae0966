package pii

import (
	_ "embed"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// The trained syllable tagger for Korean text (docs/adr/0093): a
// structured perceptron (internal/seqtag) over the features of kofeat.go,
// trained by cmd/trainko on KLUE NER sentences, embedded and read in place.
// It decides the persons inside the Korean prose chunks it tags; the rules'
// verdict is one of its features.

//go:embed model/ko-person.seqtag
var koModelData []byte

// KoreanLabels are the Korean model's labels, in the order of its label
// indexes.
var KoreanLabels = []string{"O", "B-PER", "I-PER"}

// KoreanFeatureSet names the features kofeat.go computes; a model's meta
// must start with it and a space.
const KoreanFeatureSet = koFeatureSet

// koModel is the embedded model, or nil when it is missing or was trained
// with other features (the rules then decide alone).
var koModel = seqtag.Embedded(koModelData, koFeatureSet)

// KoreanModelMeta returns the embedded Korean model's meta (its feature set
// and a hash of its training data and features), or "" when none is usable.
func KoreanModelMeta() string { return koModel().Meta() }

// How the Korean model's persons and the rules' combine, chosen on the last
// 800 of the training sentences with a model trained without them
// (docs/adr/0093): in chunks of Korean prose a person of the model counts
// when every rune's margin is at least MinMargin; a person of the rules
// stays unless a counted person of the model overlaps it or the model is
// sure it is none (a margin below -KeepMargin). Outside prose (tables,
// headers, a Korean name in English text) the rules decide alone. MinRunes:
// a person of the model needs this many runes (a family name alone before
// 씨, "박씨", is a person in KLUE's labels). MinWords and labelled lines:
// see koVeto.
var koDefault = KoreanCombination{MinMargin: 10, KeepMargin: 30, MinRunes: 1, MinWords: 3}

// koComb is the combination d uses: koDefault unless WithKoreanCombination
// gave another.
func (d *Detector) koComb() KoreanCombination {
	if d.koCombination != nil {
		return *d.koCombination
	}
	return koDefault
}

// KoreanCombinationInUse returns the constants d combines the Korean
// model's persons and the rules' with: for kotrain, which turns a part off
// while it chooses training sentences.
func (d *Detector) KoreanCombinationInUse() KoreanCombination { return d.koComb() }

// koVeto: the model may veto the rules' persons in the chunk v: it has
// c.MinWords words or more and, unless c.NoLabelled, no "label: " in it. A
// signature ("이지은 올림"), a heading or a labelled field ("작성자: 이지은")
// keeps what the rules' structure tests found there; the model learnt
// from sentences, and may still add names.
func koVeto(c KoreanCombination, v string) bool {
	return len(strings.Fields(v)) >= c.MinWords && !(!c.NoLabelled && strings.Contains(v, ": "))
}

// koProse: most letters of v are Hangul and it is no table row.
func koProse(v string) bool {
	if strings.ContainsAny(v, "|\t") {
		return false
	}
	ko, letters := 0, 0
	for _, r := range v {
		if unicode.IsLetter(r) {
			letters++
			if hangulSyllable(r) {
				ko++
			}
		}
	}
	return 2*ko > letters
}

// hasHangul: v holds a Hangul syllable.
func hasHangul(v string) bool { return strings.IndexFunc(v, hangulSyllable) >= 0 }

// tagKorean runs the Korean model over the chunks of s holding Hangul and
// combines its persons with spans, the findings so far (in text order).
func (d *Detector) tagKorean(s string, spans []Span) []Span {
	m := d.ko
	if m == nil {
		m = koModel()
	}
	if d.koOff || m == nil {
		return spans
	}
	chunks := koChunks(s, nil)
	if len(chunks) == 0 {
		return spans
	}
	var rules, kept []Span
	for _, sp := range spans {
		if sp.Kind == Person && hasHangul(s[sp.Start:sp.End]) {
			rules = append(rules, sp)
		} else {
			kept = append(kept, sp)
		}
	}
	f := newKoFeaturer(d, s, rules)
	comb := d.koComb()
	drop := make([]bool, len(rules))
	var tags []int
	var margins []float64
	var found []Span
	next := 0
	for _, c := range chunks {
		if !koProse(s[c[0]:c[1]]) {
			continue
		}
		feats, offs := f.features(c[0], c[1])
		tags, margins = m.TagMargins(feats, 0, tags[:0], margins)
		for next < len(rules) && rules[next].End <= c[0] {
			next++
		}
		if (next == len(rules) || rules[next].Start >= c[1]) && !slices.ContainsFunc(tags, func(t int) bool { return t != 0 }) {
			if !comb.NoTitled {
				found = d.koTitledNames(s, found, len(found), c[0], c[1])
			}
			continue
		}
		from := len(found)
		found = appendKoTagged(s, offs, tags, comb.MinRunes, found)
		found = dropKoUnsure(found, from, offs, margins, comb.MinMargin)
		found = d.koReshape(s, d.koCutParticles(s, found, from), from, comb)
		if !comb.NoExtend {
			d.koExtendForeign(s, found, from, c[1], !comb.AnyForeign, comb)
		}
		if !comb.NoGiven {
			found = d.koWithGiven(s, found, from, c[0], c[1])
		}
		found = d.koPlacesAndPieces(s, found, from, c[0], c[1], comb)
		if !comb.NoThings {
			found = d.koThings(s, found, from, c[1])
		}
		if !comb.NoCommon {
			found = d.koCommonWords(s, found, from, c[1])
		}
		found = d.koWrapped(s, found, from, c[1], comb)
		if !comb.NoList {
			found = d.koAddListed(s, found, from, c[0], c[1])
		}
		if !comb.NoTitled {
			found = d.koTitledNames(s, found, from, c[0], c[1])
		}
		veto := koVeto(comb, s[c[0]:c[1]])
		for r := next; r < len(rules) && rules[r].Start < c[1]; r++ {
			drop[r] = veto && (overlaps(rules[r], found[from:]) || leastMargin(offs, margins, rules[r]) < -comb.KeepMargin)
		}
	}
	for r, sp := range rules {
		if !drop[r] {
			kept = append(kept, sp)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Start < kept[j].Start })
	return mergeSpans(kept, found)
}

// dropKoUnsure removes from found[from:] the persons with a rune whose
// margin is below minMargin.
func dropKoUnsure(found []Span, from int, offs []int, margins []float64, minMargin float64) []Span {
	kept := found[:from]
	for _, sp := range found[from:] {
		if leastMargin(offs, margins, sp) >= minMargin {
			kept = append(kept, sp)
		}
	}
	return kept
}

// appendKoTagged appends the persons that tags (label indexes of
// KoreanLabels, one per rune at offs) mark in s: a B starts one, I
// continues it (an I after O starts one too). Spaces and dots at a
// person's ends are trimmed; one without a Hangul syllable, or mixing
// Latin letters with Hangul, is left out (the model decides Korean names
// only).
func appendKoTagged(s string, offs []int, tags []int, minRunes int, out []Span) []Span {
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		a, b := offs[start], offs[end]
		start = -1
		for a < b {
			r, n := utf8.DecodeRuneInString(s[a:])
			if hangulSyllable(r) || unicode.IsLetter(r) {
				break
			}
			a += n
		}
		for a < b {
			r, n := utf8.DecodeLastRuneInString(s[:b])
			if hangulSyllable(r) || unicode.IsLetter(r) {
				break
			}
			b -= n
		}
		v := s[a:b]
		n := utf8.RuneCountInString(v)
		if n < minRunes || !hasHangul(v) || mixesScripts(v) || n == 1 && !koTitled(s[b:]) {
			return
		}
		out = append(out, Span{Start: a, End: b, Kind: Person, Key: v})
	}
	for i, t := range tags {
		switch {
		case t == 1 || t == 2 && start < 0:
			flush(i)
			start = i
		case t == 0:
			flush(i)
		}
	}
	flush(len(tags))
	return out
}

// koReshape reshapes the model's persons in one chunk, found[from:], each
// step measured on the tuning sentences (docs/adr/0093): a title the model
// took into a person is cut off (백 경위 → 백, 김군 → 김) unless
// c.NoTrimTitle; two persons with one space between, the first not a
// Korean name by koreanNamed, are one foreign name (타카노 사토미; 오기가미
// 나오코, docs/adr/0097) unless c.NoJoin.
func (d *Detector) koReshape(s string, found []Span, from int, c KoreanCombination) []Span {
	for k := from; k < len(found); k++ {
		a, b := found[k].Start, found[k].End
		if !c.NoTrimTitle {
			b = koCutTitle(d, s, a, b)
		}
		found[k] = Span{Start: a, End: b, Kind: Person, Key: s[a:b]}
	}
	if c.NoJoin {
		return found
	}
	out := found[:from]
	for _, sp := range found[from:] {
		if n := len(out); n > from && s[out[n-1].End:sp.Start] == " " && !d.koreanNamed(out[n-1].Key) {
			out[n-1].End = sp.End
			out[n-1].Key = s[out[n-1].Start:sp.End]
			continue
		}
		out = append(out, sp)
	}
	return out
}

// koCutTitle returns the end of the person s[a:b] without a title the
// model took into it: a title of two syllables or more, or any title
// after a family name alone (김군), with the space before it.
func koCutTitle(d *Detector, s string, a, b int) int {
	v := s[a:b]
	for _, t := range koTitles {
		head, ok := strings.CutSuffix(v, t)
		if !ok {
			continue
		}
		head = strings.TrimRight(head, " ")
		if head == "" {
			continue
		}
		if utf8.RuneCountInString(t) >= 2 || d.names.cjkLast[head] {
			return a + len(head)
		}
	}
	return b
}

// koreanShaped: v is a family name of the official list and one or two
// syllables more (공효진), the shape of a Korean name.
func (d *Detector) koreanShaped(v string) bool {
	rs := []rune(v)
	if len(rs) < 2 || len(rs) > 4 {
		return false
	}
	return d.names.cjkLast[string(rs[:1])] || len(rs) > 2 && d.names.cjkLast[string(rs[:2])]
}

// koreanNamed: v is koreanShaped, holds no loanword syllable, and has a
// family name of two syllables if it has four (남궁민수; a family name of
// one and a given name of three, 오기가미, is rarely Korean).
func (d *Detector) koreanNamed(v string) bool {
	if !d.koreanShaped(v) || koHasLoan(v) {
		return false
	}
	rs := []rune(v)
	return len(rs) < 4 || d.names.cjkLast[string(rs[:2])]
}

// koTitled: rest, the text after a one-syllable person, starts with a
// title or 모 ("박씨", "김모 씨", "김 대표"): a family name alone is a
// person only so (KLUE labels 박 in 박씨 a person); else it is as often a
// syllable of a word the model cut (김치찌개).
func koTitled(rest string) bool {
	rest = strings.TrimPrefix(rest, " ")
	return strings.HasPrefix(rest, "모") || koTitleAt(rest)
}

// WithKoreanModel returns a detector that tags Korean prose with m instead
// of the embedded model, or with the rules alone when m is nil: for
// measuring a model before it is embedded (kotrain).
func (d *Detector) WithKoreanModel(m *seqtag.Model) *Detector {
	out := *d
	out.ko, out.koOff = m, m == nil
	return &out
}

// KoreanChunk is a piece of text the Korean model tags: the byte offset in
// the text of each rune and then the chunk's end, and each rune's features.
type KoreanChunk struct {
	Offsets  []int
	Features [][]seqtag.Feature
}

// KoreanFeatures returns the chunks of s that detection would give the
// Korean model, with the features detection computes for them from the
// findings before it: what cmd/trainko trains on.
func (d *Detector) KoreanFeatures(s string) []KoreanChunk {
	rd := *d
	rd.koOff = true
	var rules []Span
	for _, sp := range rd.Find(s) {
		if sp.Kind == Person && hasHangul(s[sp.Start:sp.End]) {
			rules = append(rules, sp)
		}
	}
	f := newKoFeaturer(d, s, rules)
	var out []KoreanChunk
	for _, c := range koChunks(s, nil) {
		feats, offs := f.features(c[0], c[1])
		ch := KoreanChunk{Offsets: append([]int(nil), offs...)}
		for _, fs := range feats {
			ch.Features = append(ch.Features, append([]seqtag.Feature(nil), fs...))
		}
		out = append(out, ch)
	}
	return out
}

// HasHangulText reports whether v holds a Hangul syllable: the persons the
// Korean model decides.
func HasHangulText(v string) bool { return hasHangul(v) }

// KoreanCombination are the constants of how the Korean model's persons
// and the rules' combine (see koDefault); the zero value of each No* and
// AnyForeign is what the product ships.
type KoreanCombination struct {
	MinMargin, KeepMargin float64
	MinRunes              int
	// NoTrimTitle, NoJoin turn koReshape's title cut and join off.
	NoTrimTitle, NoJoin bool
	// MinWords and NoLabelled: see koVeto.
	MinWords   int
	NoLabelled bool
	// NoExtend turns koExtendForeign off; AnyForeign drops its
	// loanword-syllable test.
	NoExtend, AnyForeign bool
	// NoMiddle turns off koExtendForeign's one-syllable word inside a
	// name; NoWideSyllables makes the word after it need a loanword
	// syllable (docs/adr/0103).
	NoWideSyllables, NoMiddle bool
	// NoComplete turns off the completion of a person cut inside its
	// eojeol (docs/adr/0103).
	NoComplete bool
	// NoList turns koAddListed off.
	NoList bool
	// NoTitled turns koTitledNames off (docs/adr/0174).
	NoTitled bool
	// NoUnits, NoPieces and NoTakeBack turn off koPlacesAndPieces'
	// dropping of administrative units and of pieces of a dictionary
	// word, and its taking back of an eojeol's start (docs/adr/0105).
	NoUnits, NoPieces, NoTakeBack bool
	// NoThings turns off koThings' dropping of listed places, brands and
	// works and of foreign names before a place word (docs/adr/0115).
	NoThings bool
	// NoGiven turns off koWithGiven's widening of a person over the word
	// after or before a listed first word of a foreign name
	// (docs/adr/0122).
	NoGiven bool
	// NoCommon turns off koCommonWords' dropping of common words
	// (docs/adr/0128).
	NoCommon bool
	// NoQuoted and NoSuffixed turn off koWrapped's dropping of persons
	// inside title brackets and of foreign-sounding persons with a
	// kind of place or body glued after them (docs/adr/0135).
	NoQuoted, NoSuffixed bool
	// NoLoanwords turns off dropKoLoanwords and koParticleSpans
	// (docs/adr/0231).
	NoLoanwords bool
}

// WithKoreanCombination returns a copy of d that combines the Korean
// model's persons and the rules' with c instead of the shipped constants:
// for cmd/trainko's measuring of a grid of them on the tuning sentences.
func (d *Detector) WithKoreanCombination(c KoreanCombination) *Detector {
	out := *d
	out.koCombination = &c
	return &out
}
