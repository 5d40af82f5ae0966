package retrieval

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// SnippetMax is the longest snippet in characters (runes), ellipsis included.
const SnippetMax = 300

var (
	mdImage     = regexp.MustCompile(`!\[([^\]]*)\]\([^)]*\)`)
	mdLink      = regexp.MustCompile(`\[([^\]]*)\]\([^)]*\)`)
	mdLinePfx   = regexp.MustCompile(`(?m)^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)`)
	mdFence     = regexp.MustCompile("(?m)^\\s*(```|~~~).*$")
	mdTableRule = regexp.MustCompile(`(?m)^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$`)
	mdEmphasis  = regexp.MustCompile("\\*\\*|__|\\*|`|~~")
	spaces      = regexp.MustCompile(`\s+`)
	sentenceEnd = regexp.MustCompile(`[.!?](\s|$)|\n`)
)

// stripMarkdown turns a Markdown chunk into plain text, one line per block
// line: link targets, heading and list marks, emphasis, fences and table
// rules go; link texts and cell contents stay.
func stripMarkdown(md string) string {
	s := mdImage.ReplaceAllString(md, "$1")
	s = mdLink.ReplaceAllString(s, "$1")
	s = mdFence.ReplaceAllString(s, "")
	s = mdTableRule.ReplaceAllString(s, "")
	s = mdLinePfx.ReplaceAllString(s, "")
	s = mdEmphasis.ReplaceAllString(s, "")
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		l = strings.Trim(strings.TrimSpace(l), "|")
		l = strings.ReplaceAll(l, "|", " · ")
		lines[i] = spaces.ReplaceAllString(strings.TrimSpace(l), " ")
	}
	return strings.Join(lines, "\n")
}

// snippet picks the sentence of content that shares the most terms with the
// question and returns it, followed by as much of what comes after it as fits,
// as plain text of at most SnippetMax runes.
func snippet(content, question string) string {
	text := stripMarkdown(content)
	terms := snippetTerms(question)
	var sentences []string
	start := 0
	for _, loc := range sentenceEnd.FindAllStringIndex(text, -1) {
		if s := strings.TrimSpace(text[start:loc[1]]); s != "" {
			sentences = append(sentences, s)
		}
		start = loc[1]
	}
	if s := strings.TrimSpace(text[start:]); s != "" {
		sentences = append(sentences, s)
	}
	if len(sentences) == 0 {
		return ""
	}
	bestIdx, bestScore := 0, -1
	for i, s := range sentences {
		score := 0
		for _, w := range snippetTerms(s) {
			for _, t := range terms {
				if w == t {
					score++
					break
				}
			}
		}
		if score > bestScore {
			bestIdx, bestScore = i, score
		}
	}
	out := strings.Join(sentences[bestIdx:], " ")
	if bestIdx > 0 {
		out = "… " + out
	}
	return truncateRunes(out, SnippetMax)
}

// snippetTerms lower-cases the words of s and keeps a five-letter prefix of
// each word of three letters or more: a crude stem that makes "charges" meet
// "charged" without a stemmer.
func snippetTerms(s string) []string {
	var out []string
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool {
		return !unicode.IsLetter(r) && !unicode.IsDigit(r)
	}) {
		if utf8.RuneCountInString(w) < 3 || stopword[w] {
			continue
		}
		if r := []rune(w); len(r) > 5 {
			w = string(r[:5])
		}
		out = append(out, w)
	}
	return out
}

// truncateRunes cuts s to at most n runes, on a word boundary when one is
// near, ending with an ellipsis when it cut.
func truncateRunes(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	cut := n - 1
	for i := cut; i > n/2; i-- {
		if unicode.IsSpace(r[i]) {
			cut = i
			break
		}
	}
	return strings.TrimRightFunc(string(r[:cut]), unicode.IsSpace) + "…"
}

// stopword lists words too common to say which sentence answers a question.
var stopword = map[string]bool{
	"the": true, "and": true, "for": true, "are": true, "but": true, "not": true, "you": true, "all": true,
	"any": true, "can": true, "her": true, "was": true, "one": true, "our": true, "out": true, "has": true,
	"have": true, "how": true, "its": true, "may": true, "who": true, "did": true, "does": true, "what": true,
	"when": true, "where": true, "which": true, "why": true, "with": true, "this": true, "that": true,
	"from": true, "they": true, "will": true, "your": true, "into": true, "than": true, "then": true,
	"there": true, "their": true, "them": true, "these": true, "those": true, "would": true, "could": true,
	"should": true, "about": true, "get": true, "should've": true, "i'm": true, "is": true, "do": true,
}
