package agent

import (
	"math"
	"regexp"
	"strings"
	"unicode"

	"knowledgestack/internal/retrieval/synonyms"
	"knowledgestack/internal/tools"
)

// The offline answer's lead (ADR 0046): without a model, the answer opens
// with the one sentence of the retrieved passages that best answers the
// question, extracted verbatim and cited, instead of whole passages in
// retrieval order. A sentence scores the share of the question's term
// weight it holds (each term weighted by its rarity among the candidate
// sentences, so "days" or "new", which many sentences share, count for
// less than "employees"; WordNet synonyms count a quarter, as in the
// search's expansion), plus a bonus when the question asks for a quantity
// ("how many", "how much", "how long") and the sentence states a number,
// plus a further bonus when the question counts something ("how many
// vacation days") and the sentence puts a number before that noun ("25
// days": the count asked for, where "the 15th … working day" only shares
// the word; ADR 0055), plus a small prior for the passage's rank.

// Weights of the lead's score (chosen on the demo handbook's questions; ADR 0046).
const (
	leadSynonymWeight  = 0.25
	leadQuantityBonus  = 0.25
	leadCountedBonus   = 0.25
	leadRankPrior      = 0.05
	leadMinCoverage    = 0.2 // below it no sentence leads: the passages list alone answers
	leadMaxSentenceLen = 400 // runes; longer "sentences" are tables or run-on lists
)

// leadSentence is a sentence of a cited passage.
type leadSentence struct {
	text string
	n    int // citation number
}

var (
	sentenceEnd = regexp.MustCompile(`([.!?])\s+`)
	quantityQ   = regexp.MustCompile(`(?i)\bhow (many|much|long|often|soon|far)\b`)
	hasNumber   = regexp.MustCompile(`\d`)
)

// leadStopWords are the question words that carry no topic.
var leadStopWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`a an the and or of to in on at for by with from as is are was were be been being do does did
	i me my we our you your he she it they them their this that these those what which who whom whose when where why how
	can could should would will shall may might must get gets got have has had many much long often there here about into
	if then than so not no yes any some all each per new`) {
		m[w] = true
	}
	return m
}()

// pickLead returns the best-answering sentence of the cited passages and
// its citation number, or ok false when none covers enough of the question.
func pickLead(question string, cites []tools.Citation) (leadSentence, bool) {
	terms := leadTerms(question)
	if len(terms) == 0 {
		return leadSentence{}, false
	}
	var cands []leadSentence
	var words [][]string
	for _, c := range cites {
		for _, s := range splitSentences(c.Text) {
			cands = append(cands, leadSentence{text: s, n: c.N})
			words = append(words, leadWords(s))
		}
	}
	if len(cands) == 0 {
		return leadSentence{}, false
	}
	// Rarity of each question term (and synonym) among the candidates.
	df := map[string]int{}
	for _, ws := range words {
		seen := map[string]bool{}
		for _, w := range ws {
			if !seen[w] {
				seen[w] = true
				df[w]++
			}
		}
	}
	idf := func(w string) float64 { return math.Log(1 + float64(len(cands))/float64(1+df[w])) }
	var mass float64
	for _, t := range terms {
		mass += idf(t.word)
	}
	quantity := quantityQ.MatchString(question)
	counted := countedNoun(question)
	best, bestScore := -1, 0.0
	for i, ws := range words {
		has := map[string]bool{}
		for _, w := range ws {
			has[w] = true
		}
		var got float64
		for _, t := range terms {
			switch {
			case has[t.word]:
				got += idf(t.word)
			default:
				for _, s := range t.synonyms {
					if has[s] {
						got += leadSynonymWeight * idf(t.word)
						break
					}
				}
			}
		}
		coverage := got / mass
		if coverage < leadMinCoverage {
			continue
		}
		score := coverage + leadRankPrior/float64(cands[i].n)
		if quantity && hasNumber.MatchString(cands[i].text) {
			score += leadQuantityBonus
		}
		if counted != nil && counted.MatchString(cands[i].text) {
			score += leadCountedBonus
		}
		if score > bestScore {
			best, bestScore = i, score
		}
	}
	if best < 0 {
		return leadSentence{}, false
	}
	return cands[best], true
}

// countedNoun returns, for a question that asks "how many <words> …", a
// pattern matching a number followed (within two words) by the last of
// those words — the noun counted — in singular or plural; nil otherwise.
func countedNoun(question string) *regexp.Regexp {
	f := strings.Fields(strings.ToLower(question))
	for i := 0; i+1 < len(f); i++ {
		if f[i] != "how" || strings.Trim(f[i+1], ",.?!;:") != "many" {
			continue
		}
		noun := ""
		for _, w := range f[i+2:] {
			w = strings.Trim(w, ",.?!;:")
			if w == "" || leadStopWords[w] {
				break
			}
			noun = w
		}
		noun = strings.TrimSuffix(noun, "s")
		if len(noun) < 2 {
			return nil
		}
		return regexp.MustCompile(`(?i)\d[\d,.]*\s+(?:\S+\s+){0,2}?` + regexp.QuoteMeta(noun) + `(?:s|es)?\b`)
	}
	return nil
}

// leadTerm is a question word and its synonyms, all normalised.
type leadTerm struct {
	word     string
	synonyms []string
}

func leadTerms(question string) []leadTerm {
	var out []leadTerm
	seen := map[string]bool{}
	for _, raw := range tokens(question) {
		if leadStopWords[raw] {
			continue
		}
		w := stem(raw)
		if seen[w] {
			continue
		}
		seen[w] = true
		t := leadTerm{word: w}
		for _, s := range synonyms.Of(raw) {
			t.synonyms = append(t.synonyms, stem(s))
		}
		out = append(out, t)
	}
	return out
}

// leadWords are a sentence's normalised words.
func leadWords(s string) []string {
	ts := tokens(s)
	for i, t := range ts {
		ts[i] = stem(t)
	}
	return ts
}

func tokens(s string) []string {
	return strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) })
}

// stem folds the commonest English inflections ("employees" → "employee",
// "days" → "day"), enough for matching within a handful of passages.
func stem(w string) string {
	switch {
	case len(w) > 4 && strings.HasSuffix(w, "ies"):
		return w[:len(w)-3] + "y"
	case len(w) > 3 && strings.HasSuffix(w, "s") && !strings.HasSuffix(w, "ss"):
		return w[:len(w)-1]
	}
	return w
}

// splitSentences turns a passage's Markdown into its prose sentences:
// headings, table rows and code are skipped, emphasis and links are
// flattened, list items count as sentences.
func splitSentences(md string) []string {
	var out []string
	inCode := false
	for _, line := range strings.Split(md, "\n") {
		l := strings.TrimSpace(line)
		if strings.HasPrefix(l, "```") || strings.HasPrefix(l, "~~~") {
			inCode = !inCode
			continue
		}
		if inCode || l == "" || strings.HasPrefix(l, "#") || strings.HasPrefix(l, "|") || strings.HasPrefix(l, "---") {
			continue
		}
		l = strings.TrimLeft(l, "-*+> ")
		l = flattenMarkdown(l)
		for _, s := range strings.Split(sentenceEnd.ReplaceAllString(l, "$1\n"), "\n") {
			s = strings.TrimSpace(s)
			if n := len([]rune(s)); n >= 12 && n <= leadMaxSentenceLen {
				out = append(out, s)
			}
		}
	}
	return out
}

var mdLink = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)

// flattenMarkdown drops emphasis markers and keeps link text.
func flattenMarkdown(s string) string {
	s = mdLink.ReplaceAllString(s, "$1")
	return strings.NewReplacer("**", "", "__", "", "`", "").Replace(s)
}
