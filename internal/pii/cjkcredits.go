package pii

import "strings"

// Credit lines of Chinese and Japanese posts (docs/adr/0180).
//
// A translated post opens on who wrote and who translated it, in the
// post's language and the persons in Latin letters, each with a firm or a
// school in parentheses: "**作者**: Jorge Castro (Heptio), Ihor Dvoretskyi
// (CNCF)", "**翻訳者**: [Junya Okabe](https://…) (University of Tsukuba)".
// The label vouches for every item: each item's name, up to its
// parenthesis, is one person whole, however rare its words (the word model
// missed "Ihor Dvoretskyi" beside two names it found, and ran one name on
// into its firm: "Frederico Muñoz (SAS Institute").

// creditLabels are the labels of a credit line: author, translator,
// proofreader and reviewer in Chinese (simplified and traditional) and
// Japanese, and the front matter's keys in lower case ("author:
// \"Frederico Muñoz (SAS Institute)\"").
var creditLabels = []string{"作者", "译者", "譯者", "著者", "筆者", "翻訳者", "翻訳", "翻译", "翻譯", "校对", "校對", "审校", "審校",
	"author", "translator"}

// creditLinePersons makes each name-shaped item of a credit line one
// person. One pass over the lines; each line is read a bounded number of
// times.
func (d *Detector) creditLinePersons(s string, spans []Span) []Span {
	var slots []listItem
	eachLine(s, func(start int, line string) {
		i := creditValue(line)
		if i < 0 {
			return
		}
		for _, it := range creditItems(line, i) {
			toks := d.slotWords(line[it[0]:it[1]])
			if len(toks) < 2 || !latinLabel(toks) {
				continue
			}
			slots = append(slots, listItem{a: start + it[0], b: start + it[1], toks: toks})
		}
	})
	return placePersons(s, spans, slots)
}

// creditValue is the byte of line where a credit line's value starts,
// after its label and colon (bold or not, half or full width), or -1.
func creditValue(line string) int {
	i := skipMarks(line, 0)
	label := ""
	for _, l := range creditLabels {
		if strings.HasPrefix(line[i:], l) {
			label = l
			break
		}
	}
	if label == "" {
		return -1
	}
	i = skipMarks(line, i+len(label))
	switch {
	case strings.HasPrefix(line[i:], ":"):
		i++
	case strings.HasPrefix(line[i:], "："):
		i += len("：")
	default:
		return -1
	}
	return skipMarks(line, i)
}

// skipMarks is the first byte at or after i that is no space, no
// Markdown emphasis and no quote.
func skipMarks(line string, i int) int {
	for i < len(line) && (line[i] == ' ' || line[i] == '*' || line[i] == '_' || line[i] == '"') {
		i++
	}
	return i
}

// creditItems splits line from i into its items' name slots: items are
// parted by commas (half or full width), 、, ；, ";" and "and"; a slot is
// a Markdown link's text, or the item's text up to a parenthesis.
func creditItems(line string, i int) [][2]int {
	var out [][2]int
	for i < len(line) {
		e, next := len(line), len(line)
		depth := 0
	scan:
		for j := i; j < len(line); j++ {
			switch {
			case line[j] == '(' || strings.HasPrefix(line[j:], "（"):
				depth++
			case line[j] == ')' || strings.HasPrefix(line[j:], "）"):
				depth--
			case depth <= 0 && (line[j] == ',' || line[j] == ';'):
				e, next = j, j+1
				break scan
			case depth <= 0 && (strings.HasPrefix(line[j:], "，") || strings.HasPrefix(line[j:], "、") || strings.HasPrefix(line[j:], "；")):
				e, next = j, j+len("，")
				break scan
			}
		}
		a := skipMarks(line, i)
		if strings.HasPrefix(line[a:], "and ") {
			a = skipMarks(line, a+len("and "))
		}
		b := e
		if strings.HasPrefix(line[a:e], "[") {
			if k := strings.Index(line[a:e], "]("); k > 1 {
				a, b = a+1, a+k
			}
		} else if k := strings.IndexAny(line[a:e], "(（"); k >= 0 {
			b = a + k
		}
		b = len(strings.TrimRight(line[:b], " *_\""))
		if b > a {
			out = append(out, [2]int{a, b})
		}
		i = next
	}
	return out
}
