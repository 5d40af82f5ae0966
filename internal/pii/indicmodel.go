package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// indicModelFile is the Indic person model cmd/trainindic writes
// (docs/adr/0269): the word model's engine over the block-folded features of
// indicfeat.go, trained on IL-NER's Hindi, Odia and Telugu train files
// alone. It is read in place (no copy).
//
//go:embed model/indic-person.seqtag
var indicModelFile []byte

// shippedIndicModel loads the embedded model once per process; nil when the
// file is empty or was trained for other features (the rules then keep
// Brahmic prose, and TestShippedIndicModelIsCurrent fails).
var shippedIndicModel = seqtag.Embedded(indicModelFile, IndicFeatureSet)

// IndicLabels are the Indic model's labels, in index order.
var IndicLabels = []string{"O", "B-PER", "I-PER"}

// IndicModelMeta is the shipped Indic model's meta (feature set and
// training data hash), "" when none is shipped.
func IndicModelMeta() string { return shippedIndicModel().Meta() }

// WithIndicModel returns a detector that judges Brahmic prose with m
// instead of the embedded model, or leaves it to the rules when m is nil:
// for measuring a model before it is embedded (cmd/trainindic -tune).
func (d *Detector) WithIndicModel(m *seqtag.Model) *Detector {
	out := *d
	out.indic, out.indicOff = m, m == nil
	return &out
}

// indicModel is the model that judges Brahmic prose: the one WithIndicModel
// set, else the shipped one; nil when none.
func (d *Detector) indicModel() *seqtag.Model {
	if d.indic != nil || d.indicOff {
		return d.indic
	}
	return shippedIndicModel()
}

// IndicOptions are how the Indic model's margins (seqtag.Margins, weight
// units) decide: a word is in a name when the model tags it so at Add or
// more; a word of the detector's own name stays unless the model is sure it
// is none (a margin below -Veto); a name only the model finds is MinWords
// words or more. They were chosen on held-back IL-NER train sentences
// (cmd/trainindic -tune), never on a set (docs/adr/0269).
type IndicOptions struct {
	Add, Veto float64
	MinWords  int
	// Keep leaves the passes' names as they are: the model only adds names
	// where the passes found none.
	Keep bool
}

// indicShipped are the options the detector uses.
var indicShipped = IndicOptions{Add: 0, Veto: 1e9, MinWords: 1}

// WithIndicOptions returns a detector whose Indic model decides with o
// (cmd/trainindic -tune).
func (d *Detector) WithIndicOptions(o IndicOptions) *Detector {
	out := *d
	out.indicOpts = &o
	return &out
}

// withIndicModel decides the persons of the runs of Brahmic words on lines
// of Brahmic prose with the Indic model, last of all passes, over what they
// found (the model's verdict features read exactly that): a person of the
// passes wholly inside a run is judged again, words the model tags are
// added. Names that structure vouches for (tr.keep) and names reaching out
// of the run stay as they are. Nothing changes outside Brahmic prose.
func (d *Detector) withIndicModel(s string, tr *ruleTrace, spans []Span) []Span {
	m := d.indicModel()
	if m == nil || !anyBrahmic(tr.toks) {
		return spans
	}
	o := indicShipped
	if d.indicOpts != nil {
		o = *d.indicOpts
	}
	var drop []bool
	var added []Span
	var tags []int
	var margins []float64
	sp := 0 // spans[sp:] end after the runs already read
	d.indicSegments(s, spans, tr.toks, func(seg PersonSegment) {
		if drop == nil {
			drop = make([]bool, len(spans))
		}
		lo, hi := seg.Words[0][0], seg.Words[len(seg.Words)-1][1]
		n := len(seg.toks)
		countWork(n)
		fixed := make([]bool, n)
		rule := make([]uint8, n)
		for ; sp < len(spans) && spans[sp].Start < hi; sp++ {
			x := spans[sp]
			if x.End <= lo {
				continue
			}
			judged := !o.Keep && x.Kind == Person && x.Start >= lo && x.End <= hi && !tr.keep[[2]int{x.Start, x.End}]
			countWork(len(seg.Words))
			first := true
			for i, w := range seg.Words {
				if w[0] < x.End && x.Start < w[1] {
					switch {
					case !judged:
						fixed[i] = true
					case first:
						rule[i], first = 1, false
					default:
						rule[i] = 2
					}
				}
			}
			drop[sp] = judged
		}
		tags, margins = m.TagMargins(seg.Feats, 0, tags, margins)
		in := make([]bool, n)
		for i := range n {
			in[i] = !fixed[i] && (tags[i] != 0 && margins[i] >= o.Add || rule[i] != 0 && margins[i] >= -o.Veto)
		}
		for i := 0; i < n; {
			if !in[i] {
				i++
				continue
			}
			j := i
			for j+1 < n && (in[j+1] && indicJoined(s, seg.toks[j], seg.toks[j+1]) &&
				(tags[j+1] == 2 || tags[j+1] == 0 && rule[j+1] == 2) || joinerGlued(s, seg.toks[j], seg.toks[j+1]) && !fixed[j+1]) {
				j++
			}
			if j-i+1 >= o.MinWords || rule[i] != 0 {
				added = append(added, brahmicSpan(s, seg.toks[i], seg.toks[j]))
			}
			i = j + 1
		}
	})
	if drop == nil {
		return spans // no Brahmic prose
	}
	out := make([]Span, 0, len(spans)+len(added))
	for i, x := range spans {
		if !drop[i] {
			out = append(out, x)
		}
	}
	return resolveSorted(append(out, added...))
}

// anyBrahmic: some word is of a Brahmic block.
func anyBrahmic(toks []token) bool {
	for _, t := range toks {
		if brahmicWord(t.text) {
			return true
		}
	}
	return false
}

// Telugu, Kannada and Malayalam (and Odia, Bengali at times) write a
// zero-width joiner or non-joiner inside and at the end of a word
// ("అంబేద్కర్\u200dకు", Ambedkar + dative; "పటేల్\u200c"), which the
// tokeniser takes for a word break: a name with its case ending glued on is
// two words with no space between, and the name's last letter carries the
// joiner after it.
const brahmicJoiners = "\u200c\u200d"

// indicJoined: tokens a and b are words of one name: joined, apart only by
// joiners with at most one space after them, or a after an initial: a
// Brahmic initial is a consonant with its vowel sign or virama, two or
// three signs ("జె. ఎచ్. సుబ్బయ్య", "एम. एस. स्वामीनाथन"), which joined
// takes for no initial.
func indicJoined(s string, a, b token) bool {
	gap := strings.Trim(s[a.end:b.start], brahmicJoiners)
	initial := (gap == ". " || gap == ".") && utf8.RuneCountInString(a.text) <= 3
	return gap == "" || gap == " " || initial || joined(s, a, b)
}

// joinerGlued: b is the rest of a's written word, apart from it only by joiners
// (a case ending, "అంబేద్కర్\u200dకు"): a name takes the whole word, as the
// text writes it and IL-NER labels it.
func joinerGlued(s string, a, b token) bool {
	gap := s[a.end:b.start]
	return gap != "" && strings.Trim(gap, brahmicJoiners) == ""
}

// brahmicSpan is personSpan with the joiners that end the last word kept in
// the name, as the text writes it.
func brahmicSpan(s string, from, to token) Span {
	end := to.end
	for strings.HasPrefix(s[end:], "\u200c") || strings.HasPrefix(s[end:], "\u200d") {
		end += len("\u200c")
	}
	return Span{Start: from.start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[from.start:end])), " ")}
}
