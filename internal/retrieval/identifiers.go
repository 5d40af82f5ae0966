package retrieval

import (
	"regexp"
	"strings"
	"unicode"
)

// quoted matches phrases the user quoted: "…", “…” or `…`.
var quoted = regexp.MustCompile("\"([^\"]{1,200})\"|“([^”]{1,200})”|`([^`]{1,200})`")

// maxIdentifiers bounds the identifier query so a pasted log cannot build a huge tsquery.
const maxIdentifiers = 16

// Identifiers returns the identifier-shaped tokens of a question, in order
// and without duplicates: quoted phrases, codes such as ERR-4021 or
// NR-CTL-3300, words mixing letters and digits, snake_case and CamelCase.
// Plain words return nothing, so the identifier arm does not run for prose.
func Identifiers(question string) []string {
	var out []string
	seen := map[string]bool{}
	add := func(s string) {
		s = strings.TrimSpace(s)
		k := strings.ToLower(s)
		if s == "" || seen[k] || len(out) >= maxIdentifiers {
			return
		}
		seen[k] = true
		out = append(out, s)
	}
	for _, m := range quoted.FindAllStringSubmatch(question, -1) {
		add(m[1] + m[2] + m[3])
	}
	rest := quoted.ReplaceAllString(question, " ")
	for _, f := range strings.FieldsFunc(rest, func(r rune) bool {
		return unicode.IsSpace(r) || strings.ContainsRune(",;:!?()[]{}<>'\"“”`", r)
	}) {
		f = strings.Trim(f, ".-_/#*")
		if identifierShaped(f) {
			add(f)
		}
	}
	return out
}

// identifierShaped reports whether a bare token looks like a code rather than a word.
func identifierShaped(tok string) bool {
	if len([]rune(tok)) < 3 {
		return false
	}
	var letters, digits, upper, lowerThenUpper bool
	prevLower := false
	for _, r := range tok {
		switch {
		case unicode.IsDigit(r):
			digits = true
		case unicode.IsLetter(r):
			letters = true
			if unicode.IsUpper(r) {
				upper = true
				if prevLower {
					lowerThenUpper = true
				}
			}
		}
		prevLower = unicode.IsLower(r)
	}
	switch {
	case letters && digits: // ERR-4021, X200, v5.8.2
		return true
	case strings.Contains(tok, "_") && letters: // max_torque
		return true
	case lowerThenUpper: // FleetView, nrctlConnect
		return true
	case upper && strings.Contains(tok, "-") && tok == strings.ToUpper(tok): // NR-CTL
		return true
	}
	return false
}

// identifierQuery renders identifiers for websearch_to_tsquery: each one a
// quoted phrase (so the parser's split of ERR-4021 into adjacent lexemes is
// matched as a phrase), joined by "or".
func identifierQuery(ids []string) string {
	parts := make([]string, 0, len(ids))
	for _, id := range ids {
		id = strings.Map(func(r rune) rune {
			if r == '"' {
				return ' '
			}
			return r
		}, id)
		if strings.TrimSpace(id) != "" {
			parts = append(parts, `"`+id+`"`)
		}
	}
	return strings.Join(parts, " or ")
}

// leadingMinus finds websearch's negation operator, which an OR query must not carry.
var leadingMinus = regexp.MustCompile(`(^|\s)-+`)

// proseQuery prepares a question for websearch_to_tsquery when its terms are
// OR-ed: quotes and negations are removed, because "any of these words,
// except X" would match almost every chunk, and so are the how-words of the
// question's form (dropQuestionForm).
func proseQuery(question string) string {
	s := strings.NewReplacer(`"`, " ", "“", " ", "”", " ").Replace(question)
	s = leadingMinus.ReplaceAllString(s, " ")
	return dropQuestionForm(s)
}

// howWords follow "how" to ask for an amount, a duration or a frequency
// ("how many", "how long", "how often"): they say what kind of answer is
// wanted, not what it is about, and the answer rarely repeats them, while
// unrelated passages do ("Many teams use it…"). Measured in ADR 0032.
var howWords = map[string]bool{"many": true, "much": true, "long": true, "often": true, "soon": true, "quickly": true,
	"far": true, "big": true, "early": true, "late": true, "frequently": true, "fast": true}

// dropQuestionForm removes the how-word after each "how".
func dropQuestionForm(s string) string {
	f := strings.Fields(s)
	out := make([]string, 0, len(f))
	for i, w := range f {
		if i > 0 && strings.EqualFold(f[i-1], "how") && howWords[strings.ToLower(strings.TrimRight(w, ",.?!;:"))] {
			continue
		}
		out = append(out, w)
	}
	return strings.Join(out, " ")
}
