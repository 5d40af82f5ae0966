package pii

import (
	_ "embed"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// personModelFile is the word model cmd/piitrain writes (docs/adr/0083):
// an averaged perceptron over PersonSegments' features, trained on the
// corpora internal/pii/piitrain lists. It is read in place (no copy).
//
//go:embed model/person.seqtag
var personModelFile []byte

// shippedPersonModel loads the embedded model once per process; nil when the
// file is empty or was trained for other features (the rules then decide
// alone, and TestShippedPersonModelIsCurrent fails).
var shippedPersonModel = sync.OnceValue(func() *seqtag.Model {
	return seqtag.LoadFor(personModelFile, PersonFeatureSet)
})

// PersonModelMeta is the shipped model's meta (feature set and training
// data hash), "" when none is shipped.
func PersonModelMeta() string {
	if m := shippedPersonModel(); m != nil {
		return m.Meta()
	}
	return ""
}

// The model and the rules combine by margins (seqtag.Margins, weight units)
// chosen on the tuning sets (docs/adr/0083). A rules' name in running prose is
// dropped when the model is sure of every word that it is none (every margin
// below -vetoMargin: "Prema", "Vlada"); its edge words are trimmed below
// -trimMargin when no name list holds them, below -vetoMargin when one does
// (the noun glued to a name: "Poglavnik Ante Pavelić"). A word the rules left
// out joins a rules' name beside it at growMargin; a name the rules missed is
// added at addMargin when modelNameOK lets it ("Jackom Kerouacom").
const (
	vetoMargin = 30.0
	trimMargin = 30.0
	growMargin = 0.0
	addMargin  = 10.0
)

// withPersonModel decides the persons of word-spaced running text with the
// word model and the rules together, keeping the rules alone where a model
// trained on prose cannot know: header and name-column values, names after
// a greeting or closing, names spelled by an e-mail address, and every name
// outside the model's scripts (Chinese, Japanese, Korean).
func (d *Detector) withPersonModel(s string, rules []Span, tr *ruleTrace) []Span {
	var keep map[[2]int]bool
	out := make([]Span, 0, len(rules))
	var tags []int
	var margins []float64
	judged, emitted := map[[2]int]bool{}, 0
	changed := false
	r := 0 // rules[r:] end after the segments already read
	d.personSegments(s, rules, tr.toks, true, func(seg PersonSegment) {
		if keep == nil {
			keep = d.authoritative(s, rules, tr)
		}
		lo, hi := seg.Words[0][0], seg.Words[len(seg.Words)-1][1]
		n := len(seg.toks)
		// rule[i]: 0 outside, 1 first word, 2 later word of a rules' name the model may judge;
		// fixed[i]: the word belongs to a rules' name the model may not touch.
		rule := make([]uint8, n)
		fixed := make([]bool, n)
		for ; r < len(rules) && rules[r].Start < hi; r++ {
			sp := rules[r]
			isJudged := sp.Kind == Person && sp.Start >= lo && sp.End <= hi && !keep[[2]int{sp.Start, sp.End}]
			if sp.Kind != Person || !isJudged {
				out = append(out, sp)
			} else {
				judged[[2]int{sp.Start, sp.End}] = true
			}
			first := true
			for i, w := range seg.Words {
				if w[0] < sp.End && sp.Start < w[1] {
					switch {
					case !isJudged:
						fixed[i] = true
					case first:
						rule[i], first = 1, false
					default:
						rule[i] = 2
					}
				}
			}
		}
		tags, margins = d.personModelFor(seg.toks).TagMargins(seg.Feats, 0, tags, margins)
		in := make([]bool, n)
		for i := 0; i < n; i++ {
			if rule[i] == 0 {
				in[i] = !fixed[i] && tags[i] != 0 && margins[i] >= addMargin
				continue
			}
			// The words i..j are one rules' name: dropped whole when the model is
			// sure of every word that it is none, else trimmed at its edges.
			j := i
			for j+1 < n && rule[j+1] == 2 {
				j++
			}
			none := func(k int, limit float64) bool { return tags[k] == 0 && margins[k] < -limit }
			veto := true
			for k := i; k <= j; k++ {
				veto = veto && none(k, vetoMargin)
			}
			a, b := i, j
			for !veto && a < b && none(a, trimMargin) && (!d.listedName(seg.toks[a]) || none(a, vetoMargin)) {
				a++
			}
			for !veto && b > a && none(b, trimMargin) && (!d.listedName(seg.toks[b]) || none(b, vetoMargin)) {
				b--
			}
			for k := a; k <= b && !veto; k++ {
				in[k] = true
			}
			i = j
		}
		// A rules' name grows by the words the model tags as its continuation,
		// in both directions, one word after another ("John Ronald" → "John
		// Ronald Reuel Tolkien").
		grows := func(i int) bool { return !fixed[i] && rule[i] == 0 && tags[i] != 0 && margins[i] >= growMargin }
		for i := 1; i < n; i++ {
			if !in[i] && in[i-1] && tags[i] == 2 && grows(i) {
				in[i] = true
			}
		}
		for i := n - 2; i >= 0; i-- {
			if !in[i] && in[i+1] && rule[i+1] != 0 && tags[i+1] == 2 && grows(i) {
				in[i] = true
			}
		}
		for i := range n {
			if in[i] && leadWord(seg.toks[i]) && (i == 0 || !in[i-1]) {
				in[i] = false // a title or an office before a name is no part of it ("Judge Grace Ryan")
			}
		}
		for i := 0; i < n; {
			if !in[i] {
				i++
				continue
			}
			j := i
			for j+1 < n && in[j+1] && joined(s, seg.toks[j], seg.toks[j+1]) &&
				!(rule[j+1] == 1 && rule[j] != 0) && !(tags[j+1] == 1 && tags[j] != 0 && rule[j+1] != 2) {
				j++
			}
			if d.modelNameOK(s, seg.toks, i, j, rule[i:j+1]) {
				sp := personSpan(s, seg.toks[i], seg.toks[j])
				out = append(out, sp)
				emitted++
				changed = changed || !judged[[2]int{sp.Start, sp.End}]
			}
			i = j + 1
		}
	})
	if !changed && emitted == len(judged) {
		return rules // the model agrees with the rules: nothing to redo
	}
	out = append(out, rules[r:]...)
	return dropMixedScripts(s, dropInURLs(s, d.findPeers(s, resolveSorted(out))))
}

// resolveSorted is resolve for spans that rarely overlap (the rules' resolved
// spans with the model's names in their place): sorted by start, each overlap
// keeps the span of the earlier kind, then the longer one. Linear after the
// sort, where resolve's sorted insertion grows with the spans between.
func resolveSorted(spans []Span) []Span {
	sort.SliceStable(spans, func(i, j int) bool { return spans[i].Start < spans[j].Start })
	kept := spans[:0]
	for _, sp := range spans {
		if k := len(kept) - 1; k >= 0 && kept[k].End > sp.Start {
			p := kept[k]
			if sp.Kind.rank() < p.Kind.rank() || sp.Kind.rank() == p.Kind.rank() && sp.End-sp.Start > p.End-p.Start {
				kept[k] = sp
			}
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// prose: the words are running text, the kind the model was trained on —
// at least six words on a line that is no table row, and, in scripts with
// case, at least a third of them in lower case. Lists of names, table
// cells, headings and contact lines are left to the rules. Only the
// segment's own gaps and 32 bytes on either side are read, so a hostile
// single line cut into many segments stays linear.
func prose(s string, toks []token) bool {
	if len(toks) < 6 {
		return false
	}
	head := s[max(0, toks[0].start-32):toks[0].start]
	tail := s[toks[len(toks)-1].end:min(len(s), toks[len(toks)-1].end+32)]
	if i := strings.LastIndexByte(head, '\n'); i >= 0 {
		head = head[i+1:]
	}
	if i := strings.IndexByte(tail, '\n'); i >= 0 {
		tail = tail[:i]
	}
	if strings.ContainsAny(head, "|\t") || strings.ContainsAny(tail, "|\t") {
		return false
	}
	lower, cased := 0, 0
	for k, t := range toks {
		if k > 0 && strings.ContainsAny(s[toks[k-1].end:t.start], "|\t") {
			return false
		}
		r, _ := utf8.DecodeRuneInString(t.text)
		if unicode.IsUpper(r) || unicode.IsLower(r) {
			cased++
			if unicode.IsLower(r) {
				lower++
			}
		}
	}
	return cased < len(toks)/2 || 3*lower >= cased
}

// modelNameOK checks a name the model made or changed, words i..j of a
// segment: one the rules did not find at all must be two words or more,
// each capitalised (or of a script without case), no English word unless a
// name list holds it ("Heavy-Duty Gripper"), and not a place or firm by the
// rules' own place tests ("Jimmy Choo", "Vila Madalena Souza", "the Mill
// Walley"); lone words stay the rules' call (their context checks).
func (d *Detector) modelNameOK(s string, toks []token, i, j int, rule []uint8) bool {
	for _, r := range rule {
		if r != 0 {
			return true
		}
	}
	if j == i {
		return false
	}
	for _, t := range toks[i : j+1] {
		if c := caseClass(t.text); c != "cap" && c != "none" || d.names.stop[t.bare] || (d.names.words[t.bare] || anyWord(t, d.names)) && !d.listedName(t) {
			return false
		}
	}
	if d.names.common[toks[i].bare] && !d.names.first[toks[i].bare] {
		return false // a surname that is also a word starts no name the rules missed ("Mill Walley")
	}
	n := &nameScan{s: s, toks: toks, l: d.names}
	return !n.placeLike(i, j) && !n.afterThe(i) && !(i > 0 && (placeHeads[toks[i-1].bare] || saints[toks[i-1].bare] || placePrepositions[toks[i-1].bare] && n.l.places[toks[i].bare]))
}

// listedName: a word the given-name or surname lists hold.
func (d *Detector) listedName(t token) bool {
	return d.names.first[t.bare] || d.names.last[t.bare]
}

// leadWord is a title, rank or office: it stands before a name, never in it.
func leadWord(t token) bool {
	return titles[t.bare] || ranks[t.bare] || offices[t.bare] || roles[t.bare]
}

// authoritative are the rules' persons that structure, not prose, vouches
// for (recorded in tr as the rules ran: values of header lines and name
// columns, names before their owner's e-mail address, names a greeting,
// closing or "Prepared by" introduces, Arabic words in Latin text), names
// an e-mail address of the text spells, and names the rules read by their
// spelling (romanised Chinese, Japanese, Polish, hyphenated given names,
// al- family names, Gaelic O'/Ní: romanised.go), of which the
// labelled prose holds too few for the model to overrule the rules.
func (d *Detector) authoritative(s string, rules []Span, tr *ruleTrace) map[[2]int]bool {
	keep, toks := tr.keep, tr.toks
	n := &nameScan{s: s, toks: toks, l: d.names}
	at := 0
	for _, sp := range rules {
		if sp.Kind != Person {
			continue
		}
		for at < len(toks) && toks[at].start < sp.Start {
			at++
		}
		if at == len(toks) || toks[at].start != sp.Start {
			continue
		}
		k := [2]int{sp.Start, sp.End}
		// Finnish and Hungarian words often spell like romanised Japanese
		// ("Európai Unió"): there the model judges shapes (docs/adr/0089).
		e, ok := n.shapedNameAt(at)
		if ok && toks[e].end == sp.End && !n.l.fiHuAround(toks, at) {
			keep[k] = true
		}
		for j := at; j < len(toks) && toks[j].end <= sp.End; j++ {
			if w := toks[j].text; tr.hints[toks[j].bare] || hyphenGiven.MatchString(w) || arabicArticleLatin.MatchString(w) || j > at && n.gaelicAt(j) {
				keep[k] = true // "Quispe" beside quispe@…, "Heng I-chun", "Mansour Al-Harbi", "Sorcha Ní Bhraonáin"
			}
		}
	}
	return keep
}
