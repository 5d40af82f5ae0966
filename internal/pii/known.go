package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// knownNames are the person names a mask has found so far in a turn, and
// their parts, so a name found once (in a passage, in the question, in an
// earlier answer) is replaced everywhere else it appears: written in lower
// case in a question, a surname alone after "Thanks,", the query sent for
// embedding. Detection alone depends on each text's context; this does not.
type knownNames struct {
	byFirst map[string][]knownName // first folded word → names starting with it, longest first
	solid   []knownName            // names written without spaces in a script without case (王伟, 田中宏)
	seen    map[string]bool
	gen     int
}

type knownName struct {
	words []string // folded
	key   string
	text  string // for solid names: the text as written
	// part is a single word of a longer name: it counts only capitalised,
	// so "An" of "Nguyễn Văn An" does not take "an" of every sentence.
	part bool
}

func newKnownNames() knownNames {
	return knownNames{byFirst: map[string][]knownName{}, seen: map[string]bool{}}
}

// minPart is the shortest word of a name that is replaced on its own.
const minPart = 3

// extend learns the names among spans, then adds the places in s where a
// known name appears and no detection does; it returns the spans resolved.
func (k *knownNames) extend(s string, spans []Span, lists nameLists) []Span {
	for _, sp := range spans {
		if sp.Kind == Person {
			k.learn(s[sp.Start:sp.End], sp.Key, lists)
		}
	}
	if len(k.seen) == 0 {
		return spans
	}
	toks := words(s)
	for i := range toks {
		for _, n := range k.byFirst[toks[i].folded] {
			if end, ok := n.match(s, toks, i); ok {
				spans = append(spans, Span{Start: toks[i].start, End: toks[end].end, Kind: Person, Key: n.key})
				break
			}
		}
	}
	for _, n := range k.solid {
		for off := 0; ; {
			j := strings.Index(s[off:], n.text)
			if j < 0 {
				break
			}
			spans = append(spans, Span{Start: off + j, End: off + j + len(n.text), Kind: Person, Key: n.key})
			off += j + len(n.text)
		}
	}
	return resolve(spans)
}

// learn records a detected name and, for a name of several words, each
// word long enough and not a common word or a particle.
func (k *knownNames) learn(text, key string, lists nameLists) {
	if k.seen[key] {
		return
	}
	k.seen[key] = true
	k.gen++
	toks := words(text)
	if len(toks) == 1 && caseless(text) {
		k.solid = append(k.solid, knownName{key: key, text: text})
		sort.SliceStable(k.solid, func(i, j int) bool { return len(k.solid[i].text) > len(k.solid[j].text) })
		return
	}
	ws := make([]string, len(toks))
	for i, t := range toks {
		ws[i] = t.folded
	}
	k.add(knownName{words: ws, key: key})
	if len(toks) < 2 {
		return
	}
	for _, t := range toks {
		if utf8.RuneCountInString(t.folded) < minPart || lists.common[t.folded] || lists.stop[t.folded] || particles[t.folded] || k.seen[t.folded] {
			continue
		}
		k.seen[t.folded] = true
		k.add(knownName{words: []string{t.folded}, key: t.folded, part: true})
	}
}

func (k *knownNames) add(n knownName) {
	list := append(k.byFirst[n.words[0]], n)
	sort.SliceStable(list, func(i, j int) bool { return len(list[i].words) > len(list[j].words) })
	k.byFirst[n.words[0]] = list
}

// match reports whether the name's words stand at toks[i:], adjacent, and
// the index of its last word.
func (n knownName) match(s string, toks []token, i int) (int, bool) {
	if i+len(n.words) > len(toks) {
		return 0, false
	}
	if n.part && !capitalised(toks[i].text) && !upperWord(toks[i].text) {
		return 0, false
	}
	for j := 1; j < len(n.words); j++ {
		a, b := toks[i+j-1], toks[i+j]
		if b.folded != n.words[j] || !nameGap(s[a.end:b.start]) {
			return 0, false
		}
	}
	return i + len(n.words) - 1, true
}

// nameGap is what may stand between two words of one name: a space (or a
// line break), after an initial a dot.
func nameGap(g string) bool {
	g = strings.TrimPrefix(g, ".")
	return g != "" && len(g) <= 3 && strings.TrimSpace(g) == ""
}

// caseless reports whether s is written in scripts without letter case
// (Han, kana, Hangul): names there are not separated by spaces, so a known
// one is found as a substring.
func caseless(s string) bool {
	for _, r := range s {
		if !unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return false
		}
	}
	return s != ""
}

// upperWord is a word in capitals of at least two letters ("TANAKA").
func upperWord(w string) bool {
	n := 0
	for _, r := range w {
		if unicode.IsLetter(r) {
			if !unicode.IsUpper(r) {
				return false
			}
			n++
		}
	}
	return n >= 2
}
