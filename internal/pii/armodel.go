package pii

import (
	_ "embed"
	"strings"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// arabicModelFile is the Arabic-script person model cmd/trainar writes
// (docs/adr/0088): the same engine as the word model, over the features of
// arfeat.go, trained on NewsFANE's released Arabic news alone, so Arabic
// training data moves no weight the word model reads for Latin text. It is
// read in place (no copy).
//
//go:embed model/ar-person.seqtag
var arabicModelFile []byte

// shippedArabicModel loads the embedded model once per process; nil when
// the file is empty or was trained for other features (the word model then
// keeps Arabic text, and TestShippedArabicModelIsCurrent fails).
var shippedArabicModel = seqtag.Embedded(arabicModelFile, ArabicFeatureSet)

// ArabicLabels are the Arabic model's labels, in index order: the word
// model's three, then B-PER-GLUED, the first word of a name written with a
// conjunction or preposition glued to it ("وعبد الله", "لموسى بن نصير"):
// the name starts after that letter. Names that start with the same letters
// ("وليد", "ليلى", "بكر") are B-PER, so the model, not a list, tells the two
// apart (docs/adr/0100).
var ArabicLabels = []string{"O", "B-PER", "I-PER", "B-PER-GLUED"}

// arGlued is ArabicLabels' B-PER-GLUED.
const arGlued = 3

// WithArabicModel returns a detector that tags Arabic prose with m instead
// of the embedded model, or leaves Arabic prose to the word model and the
// rules when m is nil: for measuring a model before it is embedded
// (cmd/trainar -tune).
func (d *Detector) WithArabicModel(m *seqtag.Model) *Detector {
	out := *d
	out.arabic = m
	return &out
}

// ArabicModelMeta is the shipped Arabic model's meta (feature set and
// training data hash), "" when none is shipped.
func ArabicModelMeta() string { return shippedArabicModel().Meta() }

// The Arabic model's margins (seqtag.Margins, weight units), chosen on the
// sixth set's Arabic news and reported on the seventh's (docs/adr/0088): a
// word is in a name when the model tags it so at arAddMargin or more, and a
// word of a rules' name stays unless the model is sure it is none (a margin
// below -arVetoMargin); a name only the model finds is two words or more.
var (
	arAddMargin  = 0.0
	arVetoMargin = 30.0
	arChains     = true
)

// arabicChain widens a name, words i..j of a run, over the nasab and kunya
// that join its parts ("علي بن ابي طالب", "حمودي ولد المصطفى ولد الوالي",
// "ال سعود"): a name never ends on بن, ولد, ال or ابي, and a particle with a
// name word after it continues the name; one that starts on بن or ولد takes
// the word before it ("الوليد بن طلال"). No word taken is a function word
// or one another name holds (fixed), and the word taken before is no title
// or verb of saying either.
func (d *Detector) arabicChain(toks []token, i, j int, fixed []bool) (int, int) {
	class := func(k int) string {
		w := arabicNorm(toks[k].bare)
		pre, core, stem, _ := arabicClitics(w)
		return arabicClass(toks[k], pre, core, stem)
	}
	// free: a word the name may take; after a particle only a function word
	// is refused ("بن ابي طالب": طالب is also "demanded").
	free := func(k int, afterLink bool) bool {
		if k < 0 || k >= len(toks) || fixed[k] {
			return false
		}
		c := class(k)
		return c != "func" && (afterLink || c != "title" && c != "say")
	}
	link := func(k int) bool {
		c := class(k)
		return c == "nasab" || c == "kunya" && toks[k].bare != "ام"
	}
	for j+1 < len(toks) && !fixed[j+1] && link(j+1) && free(j+2, true) || link(j) && free(j+1, true) {
		if link(j) {
			j++
		} else {
			j += 2
		}
	}
	if c := class(i); (c == "nasab" && toks[i].bare != "ال") && free(i-1, false) && !link(i-1) {
		i--
	}
	return i, j
}

// withArabicModel decides the persons of the runs of Arabic words in running
// prose with the Arabic model, in place of what the word model and the rules
// said there: spans are the persons so far (after the word model), rules the
// rules' own (the model's verdict features read them). Names that structure
// vouches for (tr.keep: headers, greetings, signatures) and names reaching
// out of the run stay as they are.
func (d *Detector) withArabicModel(s string, spans, rules []Span, tr *ruleTrace) []Span {
	if d.arabic == nil {
		return spans
	}
	var keep map[[2]int]bool
	var drop []bool
	var added []Span
	var tags, faTags []int
	var margins, faMargins []float64
	sp, r := 0, 0 // spans[sp:] and rules[r:] end after the runs already read
	var fa []bool // Persian lines' words, read once (persianmodel.go)
	if d.persian != nil {
		fa = persianLineWords(s, tr.toks)
	}
	var ur []bool // Urdu lines' words (urdumodel.go)
	if d.urdu != nil {
		ur = urduLineWords(s, tr.toks)
	}
	d.arabicSegments(s, rules, tr.toks, true, func(seg PersonSegment) {
		if keep == nil {
			keep = d.authoritative(s, rules, tr)
			drop = make([]bool, len(spans))
		}
		lo, hi := seg.Words[0][0], seg.Words[len(seg.Words)-1][1]
		n := len(seg.toks)
		fixed := make([]bool, n)
		rule := make([]uint8, n)
		for ; sp < len(spans) && spans[sp].Start < hi; sp++ {
			x := spans[sp]
			if x.End <= lo {
				continue
			}
			judged := x.Kind == Person && x.Start >= lo && x.End <= hi && !keep[[2]int{x.Start, x.End}]
			if judged {
				drop[sp] = true
				continue
			}
			for i, w := range seg.Words {
				if w[0] < x.End && x.Start < w[1] {
					fixed[i] = true
				}
			}
		}
		for ; r < len(rules) && rules[r].Start < hi; r++ {
			x := rules[r]
			if x.Kind != Person || x.End <= lo {
				continue
			}
			first := true
			for i, w := range seg.Words {
				if w[0] < x.End && x.Start < w[1] {
					rule[i] = 2
					if first {
						rule[i], first = 1, false
					}
				}
			}
		}
		// On a Persian line the Persian model adds the words it tags to the
		// Arabic model's (whose finds the Persian rules judge as before),
		// and its margins say how sure it is (tidyPersianNames).
		var faTagged []bool
		if d.urdu == nil || !lineWordAt(seg, tr.toks, ur) {
			tags, margins = d.arabic.TagMargins(seg.Feats, 0, tags, margins)
		}
		if d.urdu != nil && lineWordAt(seg, tr.toks, ur) {
			// On an Urdu line the Urdu model decides alone, and its margins
			// say how sure it is, as the Persian model's do.
			tags, margins = d.urdu.TagMargins(seg.Feats, 0, tags, margins)
			faTagged = make([]bool, n)
			for i := range n {
				faTagged[i] = tags[i] != 0 && margins[i] >= d.urduAdd
				if tags[i] != 0 && !faTagged[i] {
					tags[i] = 0
				}
			}
		} else if d.onPersianLine(seg, tr.toks, fa) {
			faTags, faMargins = d.persian.TagMargins(seg.Feats, 0, faTags, faMargins)
			faTagged = make([]bool, n)
			for i := range n {
				if faTags[i] != 0 && faMargins[i] >= arAddMargin {
					tags[i], margins[i], faTagged[i] = faTags[i], faMargins[i], true
				}
			}
		}
		in := make([]bool, n)
		for i := range n {
			in[i] = !fixed[i] && (tags[i] != 0 && margins[i] >= arAddMargin || rule[i] != 0 && margins[i] >= -arVetoMargin)
			if in[i] && faTagged != nil && faTagged[i] {
				if tr.arSure == nil {
					tr.arSure = map[int]float64{}
				}
				tr.arSure[seg.toks[i].start] = margins[i]
			}
		}
		for i := 0; i < n; {
			if !in[i] {
				i++
				continue
			}
			j := i
			for j+1 < n && in[j+1] && joined(s, seg.toks[j], seg.toks[j+1]) &&
				(tags[j+1] == 2 || tags[j+1] == 0 && rule[j+1] == 2) {
				j++
			}
			if arChains {
				i, j = d.arabicChain(seg.toks, i, j, fixed)
			}
			// A lone word only the model calls a name stays out: the rules judge
			// lone words by their context (on the sixth set's Arabic news
			// the model's lone words were all false finds).
			if j > i || rule[i] != 0 {
				sp := personSpan(s, seg.toks[i], seg.toks[j])
				if tags[i] == arGlued {
					sp.Start += arabicLetterLen(seg.toks[i].text)
					sp.Key = strings.Join(strings.Fields(fold(s[sp.Start:sp.End])), " ")
				}
				added = append(added, sp)
				for k := i; k <= j; k++ {
					fixed[k] = true // a later name's chain does not reach back into this one
				}
			}
			i = j + 1
		}
	})
	if drop == nil {
		return spans // no Arabic prose
	}
	out := make([]Span, 0, len(spans)+len(added))
	for i, x := range spans {
		if !drop[i] {
			out = append(out, x)
		}
	}
	return resolveSorted(append(out, added...))
}

// arabicLetterLen is the length in bytes of a word's first letter with the
// vowel signs written on it: the clitic a B-PER-GLUED word starts with.
func arabicLetterLen(w string) int {
	_, size := utf8.DecodeRuneInString(w)
	for size < len(w) {
		m, sz := utf8.DecodeRuneInString(w[size:])
		if !isArabicMark(m) {
			break
		}
		size += sz
	}
	return size
}
