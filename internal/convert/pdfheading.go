package convert

import (
	"math"
	"regexp"
	"slices"
	"strings"
	"unicode"
)

// Headings and the title, from the file's own evidence in this order: the
// outline (its entries are the headings, its nesting their levels); else
// lines that stand apart by size (short blocks set clearly taller than the
// body text, which is the height most characters are set in). Either way a
// heading holds words: a bullet glyph, a lone number or an equation is
// never one. The title is the metadata title unless it is a file name or a
// tool's placeholder, else the outline's first entry, else the first heading.

// sizeKey buckets a line height to half a point.
func sizeKey(h float64) int { return int(math.Round(h * 2)) }

// headingRatio is how much taller than body text a line must be to be a heading.
const headingRatio = 1.15

// fontSizes finds the body text height and ranks the taller heights of
// short blocks as heading levels (1 the tallest).
func (d *layout) fontSizes() (body int, levels map[int]int) {
	weight := map[int]int{}
	for _, p := range d.pages {
		for _, b := range p.blocks {
			for _, l := range b.lines {
				weight[sizeKey(l.size())] += len(l.text)
			}
		}
	}
	for k, w := range weight {
		if w > weight[body] || (w == weight[body] && k < body) {
			body = k
		}
	}
	var sizes []int
	for _, p := range d.pages {
		for _, b := range p.blocks {
			if k, ok := headingSize(b, body); ok && !slices.Contains(sizes, k) {
				sizes = append(sizes, k)
			}
		}
	}
	slices.Sort(sizes)
	slices.Reverse(sizes)
	levels = map[int]int{}
	for i, k := range sizes {
		levels[k] = min(i+1, 6)
	}
	// Bold headings set below the size ratio rank under every size heading,
	// the larger first (their sizes cannot be a size heading's).
	var bold []int
	for _, p := range d.pages {
		for _, b := range p.blocks {
			if k, ok := d.headingOf(b, body); ok && levels[k] == 0 && !slices.Contains(bold, k) {
				bold = append(bold, k)
			}
		}
	}
	slices.Sort(bold)
	slices.Reverse(bold)
	for i, k := range bold {
		levels[k] = min(len(sizes)+i+1, 6)
	}
	return body, levels
}

// headingOf reports whether a block is a heading by its size, or (when
// the layout is weighed) set apart in bold, and the size key it ranks by.
func (d *layout) headingOf(b pblock, body int) (int, bool) {
	if k, ok := headingSize(b, body); ok {
		return k, true
	}
	if !d.weighed || !boldHeading(b, body) {
		return 0, false
	}
	k := 0
	for _, l := range b.lines {
		k = max(k, sizeKey(l.size()))
	}
	return k, true
}

// headingSize reports whether a block stands apart as a heading: at most
// three lines, short, all set clearly taller than body text, holding words.
func headingSize(b pblock, body int) (int, bool) {
	if len(b.lines) > 3 || body == 0 {
		return 0, false
	}
	k, chars := 0, 0
	for _, l := range b.lines {
		h := sizeKey(l.size())
		if float64(h) < float64(body)*headingRatio {
			return 0, false
		}
		k = max(k, h)
		chars += len(l.text)
	}
	return k, chars <= 200 && wordy(blockText(b))
}

// wordy reports whether s holds a word: two letters in a row, and more
// letters than digits and symbols (so "47712", "•", "x = 2y + 1" are not headings).
func wordy(s string) bool {
	letters, other, run, best := 0, 0, 0, 0
	for _, r := range s {
		switch {
		case unicode.IsLetter(r):
			letters++
			run++
			best = max(best, run)
			continue
		case unicode.IsSpace(r):
		default:
			other++
		}
		run = 0
	}
	return best >= 2 && letters > other
}

var fileLikeTitle = regexp.MustCompile(`(?i)(\.(docx?|pdf|exe|rtf|odt|indd|tex|dvi|e?ps|xlsx?|pptx?|txt|html?|qxd|qxp|ai|cdr)$|^(microsoft (word|powerpoint|excel) - |untitled|document\d*$|title$))`)

// cleanTitle is the metadata title when it names the document: not a file
// name ("10811.exe", "Microsoft Word - agenda.doc"), not a placeholder.
func cleanTitle(s string) string {
	s = inline(s)
	if len(s) > 300 || !wordy(s) || fileLikeTitle.MatchString(s) {
		return ""
	}
	return s
}

// headingNorm folds a heading for matching against outline entries: case,
// spacing and a leading section number ("2.3", "Chapter 4") aside.
func headingNorm(s string) string {
	s = strings.ToLower(inline(s))
	f := strings.Fields(s)
	if len(f) > 1 && strings.Trim(f[0], "0123456789.") == "" {
		f = f[1:]
	}
	return strings.Join(f, " ")
}

// outlineIndex finds the outline entry a block's text is the heading of, on
// the page the entry points to (a table of contents a page earlier names
// the same titles); each entry is used once.
type outlineIndex struct {
	entries []outlineEntry
	used    []bool
}

func newOutlineIndex(e []outlineEntry) *outlineIndex {
	return &outlineIndex{entries: e, used: make([]bool, len(e))}
}

func (o *outlineIndex) match(page int, text string) (outlineEntry, bool) {
	if o == nil || len(text) > 300 {
		return outlineEntry{}, false
	}
	n := headingNorm(text)
	if n == "" {
		return outlineEntry{}, false
	}
	for i, e := range o.entries {
		if o.used[i] || (e.page > 0 && page != e.page) {
			continue
		}
		if headingNorm(e.title) == n {
			o.used[i] = true
			return e, true
		}
	}
	return outlineEntry{}, false
}
