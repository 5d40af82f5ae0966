package retrieval

import (
	"strings"
	"unicode"

	"knowledgestack/internal/retrieval/synonyms"
)

// maxExpansion bounds the synonyms one question brings in.
const maxExpansion = 24

// expansionSkip are words whose WordNet senses are too broad to expand:
// English stop words and light verbs ("get" → acquire, become, let, have).
var expansionSkip = map[string]bool{}

func init() {
	for _, w := range strings.Fields(`a about above after again against all am an and any are as at be because been before
		being below between both but by can could did do does doing down during each few for from further had has have
		having he her here hers herself him himself his how i if in into is it its itself just me more most my myself no
		nor not now of off on once only or other our ours ourselves out over own same she should so some such than that
		the their theirs them themselves then there these they this those through to too under until up very was we were
		what when where which while who whom why will with would you your yours yourself yourselves
		get gets got getting go goes going went make makes made take takes took give gives gave let need want know
		use used say said tell come put keep see like also much many way thing things one someone anything something
		new first long old time day days year years week weeks`) {
		expansionSkip[w] = true
	}
}

// expand returns the WordNet synonyms of the question's words, at most
// maxExpansion, in the order the words come.
func expand(question string) []string {
	words := strings.FieldsFunc(strings.ToLower(question), func(r rune) bool { return !unicode.IsLetter(r) })
	seen := map[string]bool{}
	for _, w := range words {
		seen[w] = true
	}
	var out []string
	for _, w := range words {
		if len(w) < 3 || expansionSkip[w] {
			continue
		}
		for _, s := range synonyms.Of(w) {
			if len(out) == maxExpansion {
				return out
			}
			if !seen[s] {
				seen[s] = true
				out = append(out, s)
			}
		}
	}
	return out
}
