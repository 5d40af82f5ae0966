package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A reference list entry opens on its authors, each a surname with
// initials, in one of three shapes a style fixes for the whole list:
// APA, Harvard and German styles write "Nguyen, T. H." (citeSurnameFirst),
// Vancouver "Wang L" or "Wang LH" (citeVancouver), IEEE "J. Smith"
// (citeInitialsFirst). A surname may carry particles ("de Miguel", "van
// der Berg", "Ní Shúilleabháin", "Ó Dochartaigh"), apostrophes and hyphens
// ("O’Halloran", "Saad-Couto"). The surname part is a capital and letters
// with a lower-case letter somewhere (checked in citeSurname), so a
// heading in capitals is no author.
const (
	citeParticle = `(?:(?:de|da|do|dos|das|del|della|di|du|van|von|der|den|ter|ten|la|le|Ní|Nic|Ó|Ua|Mac|bin|ibn|al|el|zu)\s+){0,3}`
	citeCore     = `\p{Lu}[\p{L}\p{M}]*(?:['’\-‐][\p{L}\p{M}]+)*`
	citeSurname  = citeParticle + citeCore
	citeInits    = `\p{Lu}\.(?:[\s\-‐]?\p{Lu}\.){0,3}`
	// citeGiven is a full given name, a second one or an initial after it.
	citeGiven = `\p{Lu}\p{Ll}[\p{L}\p{M}]*(?:[\s\-‐]\p{Lu}(?:\p{Ll}[\p{L}\p{M}]*|\.))?`
)

var (
	citeSurnameFirst = regexp.MustCompile(`^(` + citeSurname + `),\s+` + citeInits)
	citeVancouver    = regexp.MustCompile(`^(` + citeSurname + `)\s+\p{Lu}{1,3}`)
	// citeChicagoFirst is Chicago's and MLA's first author, inverted with
	// a full given name ("Smith, John", "Nguyen, Thi Hoa", "Lee, Ann B."),
	// and citeGivenFirst each later author, not inverted ("Li Wang",
	// "Maria de la Cruz"): see citeLine (docs/adr/0166).
	citeChicagoFirst = regexp.MustCompile(`^(` + citeSurname + `),\s+` + citeGiven)
	citeGivenFirst   = regexp.MustCompile(`^` + citeGiven + `\s+(` + citeSurname + `)`)
	// citeChicagoTail is what follows Chicago's or MLA's authors: the
	// year ("2019.") or an article's title in quotes.
	citeChicagoTail   = regexp.MustCompile(`^\s+(?:(?:1[5-9]|20)\d\d[a-z]?[.,]|["“])`)
	citeInitialsFirst = regexp.MustCompile(`^` + citeInits + `\s+(` + citeSurname + `)`)
	// citeSeparator joins two authors: a comma, a semicolon, "&" and
	// "and" in the languages reference lists are written in.
	citeSeparator = regexp.MustCompile(`^(?:\s*[,;]\s*(?:(?:&|and|und|et|y|e|en|och|og|i)\s+)?|\s+(?:&|and|und|et|y|e|en|och|og|i)\s+)`)
	// citeNumber is a list entry's number: "1.", "[12]", "(3)".
	citeNumber = regexp.MustCompile(`^\s*(?:\[\d{1,4}\]|\(\d{1,4}\)|\d{1,4}[.)])?\s*`)
	citeEtAl   = regexp.MustCompile(`^,?\s+(?:et\s+al|u\.\s*a|et\s+coll)\.?`)
	citeYear   = regexp.MustCompile(`\b(?:1[5-9]|20)\d\d[a-z]?\b`)
	// citeYearNext is a year right after the authors, in parentheses
	// ("(2021)", "(2021a)", "(n.d.)") or, in Harvard style, bare ("2018.").
	citeYearNext = regexp.MustCompile(`^\s*(?:\((?:(?:1[5-9]|20)\d\d[a-z]?|n\.\s?d\.)|(?:1[5-9]|20)\d\d[a-z]?[.,:])`)
	// bibtexAuthor is a BibTeX entry's author or editor field on one line,
	// its value in braces or quotes.
	bibtexAuthor = regexp.MustCompile(`^\s*(?i:author|editor)\s*=\s*[{"](.+)[}"]\s*,?\s*$`)
	bibtexAnd    = regexp.MustCompile(`\s+and\s+`)
)

// citeShapes are the three author shapes, tried in this order on a line's
// first author; the rest of the line's authors must have the same shape.
var citeShapes = []*regexp.Regexp{citeSurnameFirst, citeInitialsFirst, citeVancouver, citeChicagoFirst}

// citationAuthors reads each line that opens as a reference list entry
// (citeLine) and makes its authors the persons found there: each author
// whole, surname with initials ("de Miguel, L.", "Grönholm A"), in place of
// whatever the passes made of the list (a surname alone, "Aguiar A. Cost"),
// and it drops the persons found in the rest of the entry, its title and
// journal ("J Oper Res" read as a name). An entry line is recognised by its
// shape rather than by the names in it, since a paper's authors are of any
// language: see citeLine (docs/adr/0158).
func (d *Detector) citationAuthors(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, ".,") {
		return spans
	}
	var out []Span
	k := 0
	for start := 0; start < len(s); {
		end := lineEndAt(s, start)
		authors := d.citeLine(s[start:end])
		if authors == nil {
			authors = bibtexAuthors(s[start:end])
		}
		if len(authors) == 0 {
			start = end + 1
			continue
		}
		for k < len(spans) && spans[k].Start < start {
			out = append(out, spans[k])
			k++
		}
		for ; k < len(spans) && spans[k].Start < end; k++ {
			if spans[k].Kind != Person {
				out = append(out, spans[k])
			}
		}
		for _, a := range authors {
			a[0] += start
			a[1] += start
			if !overlapsAny(out, a[0], a[1]) {
				out = append(out, vouchedSpan(s, a[0], a[1]))
			}
		}
		start = end + 1
	}
	if out == nil {
		return spans
	}
	out = append(out, spans[k:]...)
	return withAdded(out, nil)
}

// lineEndAt is where the line that starts at start ends: its newline, or
// the end of s.
func lineEndAt(s string, start int) int {
	if i := strings.IndexByte(s[start:], '\n'); i >= 0 {
		return start + i
	}
	return len(s)
}

// overlapsAny reports whether any span of spans overlaps [a, b).
func overlapsAny(spans []Span, a, b int) bool {
	for i := len(spans) - 1; i >= 0; i-- {
		if spans[i].Start < b && a < spans[i].End {
			return true
		}
	}
	return false
}

// citeLine gives the authors' extents in line when it opens as a reference
// list entry: after an optional number, authors of one shape joined by
// separators, then "et al.", a year in parentheses, a full stop or a
// comma; the line must hold a year. One author alone counts only before
// "et al." or a year in parentheses, or when the entry is numbered, so
// prose opening on "Paris, F." is not read as a list.
func (d *Detector) citeLine(line string) [][2]int {
	if len(line) < 8 || !citeYear.MatchString(line) {
		return nil
	}
	pos := len(citeNumber.FindString(line))
	numbered := strings.TrimSpace(line[:pos]) != ""
	var shape *regexp.Regexp
	for _, re := range citeShapes {
		if d.citeAuthor(re, line[pos:]) != nil {
			shape = re
			break
		}
	}
	if shape == nil {
		return nil
	}
	var authors [][2]int
	for {
		m := d.citeAuthor(shape, line[pos:])
		if m == nil {
			break
		}
		authors = append(authors, [2]int{pos, pos + m[1]})
		pos += m[1]
		if shape == citeChicagoFirst {
			// Only Chicago's first author is inverted.
			shape = citeGivenFirst
		}
		sep := citeSeparator.FindString(line[pos:])
		if sep == "" || d.citeAuthor(shape, line[pos+len(sep):]) == nil {
			break
		}
		pos += len(sep)
	}
	rest := line[pos:]
	if shape == citeChicagoFirst || shape == citeGivenFirst {
		// A full given name reads like any capitalised word ("Paris,
		// France"), so the entry must go on as Chicago's or MLA's does:
		// "et al.", or a full stop (an initial's, or its own) and then the
		// year or a title in quotes.
		tail := strings.TrimPrefix(rest, ".")
		if !citeEtAl.MatchString(rest) && (len(tail) == len(rest) && line[pos-1] != '.' || !citeChicagoTail.MatchString(tail)) {
			return nil
		}
		return authors
	}
	etAl := citeEtAl.MatchString(rest)
	yearNext := citeYearNext.MatchString(rest)
	if !etAl && !yearNext && !strings.HasPrefix(rest, ".") && !strings.HasPrefix(rest, ",") && !strings.HasPrefix(rest, ":") {
		return nil
	}
	if len(authors) < 2 && !etAl && !yearNext && !numbered {
		return nil
	}
	// Vancouver ends its authors on a full stop or "et al.": "Section A,
	// Part B (2020)" is no list.
	if shape == citeVancouver && !etAl && !strings.HasPrefix(rest, ".") {
		return nil
	}
	return authors
}

// citeAuthor matches one author of shape at the start of text and checks
// what the pattern cannot: the surname has a lower-case letter (no acronym
// or heading), is no English or stop word unless the lists also hold it as
// a surname (Vancouver's "Part A" is no author), and the initials end the
// word (Vancouver's "Wang LH", not "Wang Limited").
func (d *Detector) citeAuthor(shape *regexp.Regexp, text string) []int {
	m := shape.FindStringSubmatchIndex(text)
	if m == nil {
		return nil
	}
	if r, _ := utf8.DecodeRuneInString(text[m[1]:]); m[1] < len(text) && (unicode.IsLetter(r) || unicode.IsDigit(r)) {
		return nil
	}
	sur := text[m[2]:m[3]]
	if strings.IndexFunc(sur, unicode.IsLower) < 0 {
		return nil
	}
	core := sur
	if i := strings.LastIndexAny(core, " \t"); i >= 0 {
		core = core[i+1:]
	}
	w := bare(fold(core))
	l := d.names
	if l.stop[w] || (shape == citeVancouver && l.words[w] && !l.last[w]) {
		return nil
	}
	return m
}

// bibtexAuthors gives the extents in line of the authors of a BibTeX author
// or editor field ("author = {Smith, John and Wang, Li}"): the value split
// at " and ", each part without its braces, "others" left out.
func bibtexAuthors(line string) [][2]int {
	m := bibtexAuthor.FindStringSubmatchIndex(line)
	if m == nil {
		return nil
	}
	var out [][2]int
	a := m[2]
	cuts := append(bibtexAnd.FindAllStringIndex(line[m[2]:m[3]], -1), []int{m[3] - m[2], m[3] - m[2]})
	for _, c := range cuts {
		b := m[2] + c[0]
		x, y := a, b
		for x < y && strings.ContainsRune("{} \t", rune(line[x])) {
			x++
		}
		for y > x && strings.ContainsRune("{} \t", rune(line[y-1])) {
			y--
		}
		if part := line[x:y]; strings.IndexFunc(part, unicode.IsUpper) >= 0 && part != "others" && !strings.ContainsAny(part, "{}") {
			out = append(out, [2]int{x, y})
		}
		a = m[2] + c[1]
	}
	return out
}
