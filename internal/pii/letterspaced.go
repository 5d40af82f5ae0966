package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// spacedWord is one word written letter by letter ("A g y a r e"): where
// it starts and ends in the text and its letters read together, folded.
type spacedWord struct {
	start, end int
	text       string
}

// letterSpacedNames reads a name written with a space between its letters
// and a wider gap between its words, as OCR of letter-spaced print and
// extracted PDF text give it ("S i g n e d :  A n a s t a s e   A g y a r
// e") (docs/adr/0227). Each word is read by its letters; two to four such
// words, each capitalised, make a person when the first reads as a listed
// given name or the last as a listed surname and none is a stop word; the
// person covers the spaced run as written. Only runs that overlap nothing
// found are added. The words are walked once: linear.
func (d *Detector) letterSpacedNames(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	var run []spacedWord
	flush := func() {
		if p, ok := d.spacedPerson(run); ok && !overlapsFound(spans, &k, p.Start, p.End) {
			add = append(add, Span{Start: p.Start, End: p.End, Kind: Person, Key: p.Key})
		}
		run = run[:0]
	}
	for i := 0; i < len(toks); {
		if utf8.RuneCountInString(toks[i].text) != 1 {
			flush()
			i++
			continue
		}
		// One spaced word: single letters parted by single spaces.
		j := i + 1
		for j < len(toks) && utf8.RuneCountInString(toks[j].text) == 1 && s[toks[j-1].end:toks[j].start] == " " {
			j++
		}
		if j-i < 2 {
			flush()
			i = j
			continue
		}
		var b strings.Builder
		for _, t := range toks[i:j] {
			b.WriteString(t.text)
		}
		if len(run) > 0 && !wordGap(s[run[len(run)-1].end:toks[i].start]) {
			flush()
		}
		run = append(run, spacedWord{start: toks[i].start, end: toks[j-1].end, text: b.String()})
		i = j
	}
	flush()
	return withAdded(spans, add)
}

// wordGap: two to four spaces part the words of a letter-spaced run.
func wordGap(gap string) bool {
	return len(gap) >= 2 && len(gap) <= 4 && strings.Trim(gap, " ") == ""
}

// spacedPerson is the person a run of letter-spaced words reads as.
func (d *Detector) spacedPerson(run []spacedWord) (Span, bool) {
	if len(run) < 2 || len(run) > 4 {
		return Span{}, false
	}
	l := d.names
	keys := make([]string, len(run))
	for n, w := range run {
		r, _ := utf8.DecodeRuneInString(w.text)
		if !unicode.IsUpper(r) || !capitalised(w.text) && !upperWord(w.text) {
			return Span{}, false
		}
		keys[n] = bare(fold(w.text))
		if l.stop[keys[n]] || len([]rune(keys[n])) < 2 {
			return Span{}, false
		}
	}
	g, last := keys[0], keys[len(keys)-1]
	if !(d.anyGiven(g) && !l.words[g]) && !(l.last[last] && !l.words[last]) {
		return Span{}, false
	}
	return Span{Start: run[0].start, End: run[len(run)-1].end, Kind: Person, Key: strings.Join(keys, " ")}, true
}
