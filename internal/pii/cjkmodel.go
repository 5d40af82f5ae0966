package pii

import (
	_ "embed"
	"math"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// The trained character tagger for Chinese and Japanese text
// (docs/adr/0084): a structured perceptron (internal/seqtag) over the
// features of cjkfeat.go, trained by cmd/traincjk on Chinese GSD and
// Stockmark's Japanese Wikipedia sentences, embedded and read in place. It
// decides the persons inside the chunks it tags; the rules' verdict is one
// of its features, so it keeps what they find where the labelled text
// agreed with them and drops it where it did not.

//go:embed model/cjk-person.seqtag
var cjkModelData []byte

// CJKLabels are the CJK model's labels, in the order of its label indexes.
var CJKLabels = []string{"O", "B-PER", "I-PER"}

// CJKFeatureSet names the features cjkfeat.go computes; a model's meta must
// start with it and a space.
const CJKFeatureSet = cjkFeatureSet

// cjkModel is the embedded model, or nil when it is missing or was trained
// with other features (the rules then decide alone).
var cjkModel = seqtag.Embedded(cjkModelData, cjkFeatureSet)

// loadCJKModel reads a model in place, or returns nil when b holds none
// trained on these features.
func loadCJKModel(b []byte) *seqtag.Model { return seqtag.LoadFor(b, cjkFeatureSet) }

// CJKModelMeta returns the embedded CJK model's meta (its feature set and a
// hash of its training data and features), or "" when none is usable.
func CJKModelMeta() string { return cjkModel().Meta() }

// How the model's persons and the rules' combine in CJK chunks; chosen by
// measurement (docs/adr/0084).
const (
	cjkRulesOnly    = iota // the model is not run
	cjkModelDecides        // the model's persons replace the rules' Han and kana ones
	cjkUnion               // the rules' persons stay, the model's are added where nothing overlaps
)

// The combination Find uses, chosen on the fifth set's Chinese and
// Japanese documents with a model trained without their sources
// (docs/adr/0084): the model decides (the union lost precision for no
// recall), only in chunks of prose (most letters Han or kana, no table
// row: it learnt from prose, and names in English or table text are the
// rules'); its person counts where every rune's margin (seqtag's Margins)
// is at least cjkMinMargin, the least at which that model's precision
// reached the rules' own; a person the rules found stays unless a sure
// person of the model overlaps it or the model is sure it is none (a
// margin below -cjkKeepMargin); katakana words joined by a dot are widened
// to the whole name.
var (
	cjkCombine    = cjkModelDecides
	cjkProseOnly  = true
	cjkMinMargin  = 65.0
	cjkSnapDots   = true
	cjkKeepMargin = 30.0
	// cjkKeepWhole: a person of the model lying wholly inside a longer
	// one of the rules gives way to it, and the rules' person stays
	// whatever the margins of its other runes (the model, which learnt
	// from prose without spaces, cuts "高橋 美咲" to 高橋; docs/adr/0086).
	cjkKeepWhole = true
	// cjkSnapTranslit: in Chinese text a person of the model made only of
	// transliteration characters is widened to the whole run of them it
	// cuts, when that run stands between bounds (萨|鲁曼; docs/adr/0090).
	cjkSnapTranslit = true
	// cjkDottedMargin: the least margin for a person of the model that is
	// katakana words joined by a dot (ジェームズ・ブキャナン), a shape the
	// model is surer of than its margins say (docs/adr/0096).
	cjkDottedMargin = 0.0
)

// dropInside removes from found[from:] the persons lying inside sp and
// shorter than it.
func dropInside(found []Span, from int, sp Span) []Span {
	kept := found[:from]
	for _, f := range found[from:] {
		if f.Start >= sp.Start && f.End <= sp.End && f.End-f.Start < sp.End-sp.Start {
			continue
		}
		kept = append(kept, f)
	}
	return kept
}

// overlaps: sp overlaps one of spans.
func overlaps(sp Span, spans []Span) bool {
	for _, o := range spans {
		if o.Start < sp.End && sp.Start < o.End {
			return true
		}
	}
	return false
}

// tagCJK runs the CJK model over the chunks of s holding Han or kana and
// combines its persons with spans, the rules' findings (in text order).
func (d *Detector) tagCJK(s string, spans []Span) []Span {
	m := d.cjk
	if m == nil {
		m = cjkModel()
	}
	if d.rulesOnly || cjkCombine == cjkRulesOnly || m == nil {
		return spans
	}
	chunks := cjkChunks(s, nil)
	if len(chunks) == 0 {
		return spans
	}
	var rules, kept []Span
	for _, sp := range spans {
		if sp.Kind == Person && hasCJKText(s[sp.Start:sp.End]) {
			rules = append(rules, sp)
		} else {
			kept = append(kept, sp)
		}
	}
	f := newCJKFeaturer(d, s, rules)
	drop := make([]bool, len(rules))
	var tags []int
	var margins []float64
	var found []Span
	var tagged runeMargins
	next := 0 // first rule span that may overlap this chunk or a later one
	for _, c := range chunks {
		if cjkProseOnly && !cjkProse(s[c[0]:c[1]]) {
			continue
		}
		feats, offs := f.features(c[0], c[1])
		tags, margins = m.TagMargins(feats, 0, tags[:0], margins)
		if strings.ContainsAny(s[c[0]:c[1]], hanDots) {
			tagged.add(offs, margins) // only dottedEdges reads them
		}
		for next < len(rules) && rules[next].End <= c[0] {
			next++
		}
		if next == len(rules) || rules[next].Start >= c[1] {
			if !slices.ContainsFunc(tags, func(t int) bool { return t != 0 }) {
				continue // no name here, by either
			}
		}
		from := len(found)
		found = appendTagged(s, offs, tags, found, cjkSnapTranslit && !hasKana(s[c[0]:c[1]]))
		if cjkMinMargin > 0 {
			found = dropUnsure(s, found, from, offs, margins)
		}
		for r := next; r < len(rules) && rules[r].Start < c[1]; r++ {
			if n := len(found); cjkKeepWhole {
				if found = dropInside(found, from, rules[r]); len(found) < n {
					continue // the model agrees a name is there
				}
			}
			drop[r] = cjkCombine == cjkModelDecides && (overlaps(rules[r], found[from:]) || leastMargin(offs, margins, rules[r]) < -cjkKeepMargin)
		}
	}
	for r, sp := range rules {
		if !drop[r] {
			kept = append(kept, sp)
		}
	}
	sort.SliceStable(kept, func(i, j int) bool { return kept[i].Start < kept[j].Start })
	return d.addJaListedNames(s, jaWholeRun(s, d.addJaFamilyHonorifics(s, addJaMinisterNames(s, addJaDottedCued(s, addJaDottedGivenNames(s, d.addJaKanaGivenNames(s, d.addJaPostedNames(s, d.addZhPostedNames(s, addHanRegnalNames(s, d.growCutNames(s, d.tidyChinese(s, dottedInitials(s, dottedEdges(s, tidyJapanese(s, mergeSpans(kept, found)), &tagged))))))))))))))
}

// dropUnsure removes from found[from:] the persons with a rune whose
// margin is below cjkMinMargin.
func dropUnsure(s string, found []Span, from int, offs []int, margins []float64) []Span {
	kept := found[:from]
	for _, sp := range found[from:] {
		least := cjkMinMargin
		if dottedKatakana(s[sp.Start:sp.End]) {
			least = cjkDottedMargin
		}
		if leastMargin(offs, margins, sp) >= least {
			kept = append(kept, sp)
		}
	}
	return kept
}

// cjkProse: most letters of v are Han or kana and it is no table row.
func cjkProse(v string) bool {
	if strings.ContainsAny(v, "|\t") {
		return false
	}
	cjkLetters, letters := 0, 0
	for _, r := range v {
		if unicode.IsLetter(r) {
			letters++
			if kanaOrHan(r) {
				cjkLetters++
			}
		}
	}
	return 2*cjkLetters > letters
}

// leastMargin is the least margin of the chunk's runes (at offs) inside sp.
func leastMargin(offs []int, margins []float64, sp Span) float64 {
	least := math.Inf(1)
	for i := 0; i+1 < len(offs); i++ {
		if offs[i] >= sp.Start && offs[i] < sp.End {
			least = min(least, margins[i])
		}
	}
	return least
}

// hasCJKText: v holds a Han or kana rune.
func hasCJKText(v string) bool {
	return strings.IndexFunc(v, kanaOrHan) >= 0
}

// HasCJKText reports whether v holds a Han or kana rune: the persons the
// CJK model decides.
func HasCJKText(v string) bool { return hasCJKText(v) }

// appendTagged appends the persons that tags (label indexes of CJKLabels,
// one per rune at offs) mark in s: a B starts one, I continues it (an I
// after O starts one too). The model sees runes, not words, so a person is
// widened to the whole katakana word it cuts (ジェイア|ール) and, in Chinese
// chunks when snapTranslit is set, to the run of transliteration
// characters it cuts (萨|鲁曼, translitRun), and loses the dots at its ends; one that is a single rune, mixes Latin letters with
// Han or kana, holds neither, is a place or a common word (cjkPlace,
// aWord, endsInJaWord, as for the rules' finds), is left out: the model
// decides CJK names only.
func appendTagged(s string, offs []int, tags []int, out []Span, snapTranslit bool) []Span {
	start := -1
	flush := func(end int) {
		if start < 0 {
			return
		}
		a, b := snapKatakana(s, offs[0], offs[len(offs)-1], offs[start], offs[end])
		if snapTranslit {
			a, b = translitRun(s, offs[0], offs[len(offs)-1], a, b)
		}
		start = -1
		v := s[a:b]
		if utf8.RuneCountInString(v) < 2 || !hasCJKText(v) || mixesScripts(v) || cjkPlace(v) || aWord(v) || endsInJaWord(v) {
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

// maxSnap bounds how many runes snapKatakana adds on each side, so a text
// of one endless katakana run costs no more per person than a name does.
const maxSnap = 24

// snapKatakana widens [a, b) to the ends of the katakana words it cuts,
// across the dots that join them into one name when cjkSnapDots is set
// (…・ストコフスキー: the model took the last part only), within [lo, hi)
// and by at most maxSnap runes a side, and trims the middle dots at its
// ends.
func snapKatakana(s string, lo, hi, a, b int) (int, int) {
	dot := func(r rune) bool { return r == '・' || r == '＝' || strings.ContainsRune(hanDots, r) }
	kata := func(r rune) bool { return katakanaRune(r) || cjkSnapDots && (r == '・' || r == '＝') }
	for k := 0; a > lo && k < maxSnap; k++ {
		r, n := utf8.DecodeLastRuneInString(s[:a])
		f, _ := utf8.DecodeRuneInString(s[a:])
		if !kata(r) || !katakanaRune(f) && !dot(f) {
			break
		}
		if dot(r) {
			if p, _ := utf8.DecodeLastRuneInString(s[:a-n]); !katakanaRune(p) {
				break
			}
		}
		a -= n
	}
	for k := 0; b < hi && k < maxSnap; k++ {
		r, n := utf8.DecodeRuneInString(s[b:])
		l, _ := utf8.DecodeLastRuneInString(s[:b])
		if !kata(r) || !katakanaRune(l) && !dot(l) {
			break
		}
		if dot(r) {
			if q, _ := utf8.DecodeRuneInString(s[b+n:]); !katakanaRune(q) {
				break
			}
		}
		b += n
	}
	for a < b {
		r, n := utf8.DecodeRuneInString(s[a:])
		if !dot(r) {
			break
		}
		a += n
	}
	for a < b {
		r, n := utf8.DecodeLastRuneInString(s[:b])
		if !dot(r) {
			break
		}
		b -= n
	}
	return a, b
}

// mergeSpans adds to kept (in text order, none overlapping) each span of
// add that overlaps none of them, and returns them in text order.
func mergeSpans(kept, add []Span) []Span {
	out := kept
	for _, sp := range add {
		i := sort.Search(len(kept), func(i int) bool { return kept[i].End > sp.Start })
		if i < len(kept) && kept[i].Start < sp.End {
			continue
		}
		out = append(out, sp)
	}
	sort.SliceStable(out, func(i, j int) bool { return out[i].Start < out[j].Start })
	return out
}

// WithCJKModel returns a detector that tags Chinese and Japanese prose with
// m instead of the embedded model, or with the rules alone when m is nil:
// for measuring a model before it is embedded (cjktrain's cross-validation).
func (d *Detector) WithCJKModel(m *seqtag.Model) *Detector {
	out := *d
	out.cjk, out.rulesOnly = m, m == nil
	return &out
}

// CJKChunk is a piece of text the CJK model tags: the byte offset in the
// text of each rune and then the chunk's end, and each rune's features.
type CJKChunk struct {
	Offsets  []int
	Features [][]seqtag.Feature
}

// CJKFeatures returns the chunks of s that detection would give the CJK
// model, with the features detection computes for them from the rules'
// findings alone: what cmd/traincjk trains on. Without withRules the
// features are those of a text where the rules found nobody, so that a
// model can be taught not to lean on their verdict alone.
func (d *Detector) CJKFeatures(s string, withRules bool) []CJKChunk {
	rd := *d
	rd.rulesOnly = true
	var rules []Span
	for _, sp := range rd.Find(s) {
		if withRules && sp.Kind == Person && hasCJKText(s[sp.Start:sp.End]) {
			rules = append(rules, sp)
		}
	}
	f := newCJKFeaturer(d, s, rules)
	var out []CJKChunk
	for _, c := range cjkChunks(s, nil) {
		feats, offs := f.features(c[0], c[1])
		ch := CJKChunk{Offsets: append([]int(nil), offs...)}
		for _, fs := range feats {
			ch.Features = append(ch.Features, append([]seqtag.Feature(nil), fs...))
		}
		out = append(out, ch)
	}
	return out
}
