package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Names inside file names (docs/adr/0226): a file's name, in a path, a
// share link or alone, writes a person's parts joined by "_", "-", "." or
// nothing, in camel case ("Zulfa_Castelli_CV.pdf", "Kołakowski-Seval-appraisal.docx",
// "StrahinjaAlargić_reference.odt", ".../piermarco-lodi-portrait.jpg"). The
// word rules see the parts alone, or not at all. Here each part is read
// against the given-name and surname lists; two or three parts that are all
// listed, one a given name and another a surname, make one person whose span
// holds the separators between them and nothing around them (the extension,
// a date, "CV"). Products and places written the same way ("Helix_Billing",
// "Sparrow_Wiki", "new-york") are mostly dictionary words: a name may hold one
// such word, a lower-case slug or a camel-case join none.

// fileExts are the extensions of documents, images, sound, video,
// archives and data files: a word ending in one is a file's name, while a
// host's top-level domain (".de", ".edu") is none of them.
var fileExts = map[string]bool{"pdf": true, "doc": true, "docx": true, "odt": true, "rtf": true, "txt": true,
	"md": true, "pages": true, "xls": true, "xlsx": true, "ods": true, "csv": true, "tsv": true, "ppt": true,
	"pptx": true, "odp": true, "key": true, "jpg": true, "jpeg": true, "png": true, "gif": true, "tif": true,
	"tiff": true, "heic": true, "webp": true, "svg": true, "bmp": true, "raw": true, "mp3": true, "wav": true,
	"m4a": true, "ogg": true, "flac": true, "mp4": true, "mov": true, "avi": true, "mkv": true, "webm": true,
	"zip": true, "rar": true, "7z": true, "tar": true, "gz": true, "tgz": true, "eml": true, "msg": true,
	"vcf": true, "ics": true, "json": true, "xml": true, "yaml": true, "yml": true, "sql": true, "log": true,
	"epub": true, "psd": true, "ai": true, "indd": true, "dwg": true, "p12": true, "pem": true, "asc": true,
	"gpg": true, "bak": true}

// identifierNames adds the persons written in the names of files in s: in
// a word (a run without spaces or brackets: wordEdge) ending in a file's
// extension, the part after its last slash or backslash and before the
// extension. A URL's folders and a user's handle ("github.com/divya-mohan",
// "@SveaMeyer") name accounts, which the sets do not take for persons. Each
// word is read once and a name has at most three parts, so the work is
// linear.
func (d *Detector) identifierNames(s string, spans []Span) []Span {
	var add []Span
	var fields [][2]int
	last := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if wordEdge(r) {
			i += n
			continue
		}
		j := i
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if wordEdge(r) {
				break
			}
			j += n
		}
		if a, b, ok := fileBase(s, i, j); ok {
			if a == i {
				// "…/2026-04-01 Luna, Cinta - contract.docx": the name is
				// spaced, its words before the extension's word.
				if fa, ok := spacedBase(s, i, last); ok {
					a = fa
					fields = append(fields, [2]int{fa, j})
				}
			}
			add = d.identWordNames(s, a, b, add)
			last = j
		}
		i = j
	}
	return placeSpans(dropFieldParts(spans, add, fields), add)
}

// maxSpacedBase bounds how far back a spaced file name is read.
const maxSpacedBase = 120

// spacedBase is where a file's name that holds spaces starts, when the
// word at from ends it: after the last slash or backslash before it on its
// line, the line's start, a tab, a key's colon and space, or an opening
// bracket, quote or tag, with only letters, digits, spaces and the
// separators of a name between; floor is where the last file's word ended.
func spacedBase(s string, from, floor int) (int, bool) {
	spaced := false
	for i := from; i > floor && from-i < maxSpacedBase; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		switch {
		case r == '/' || r == '\\' || r == '\n' || r == '\t' || strings.ContainsRune(">\"[(", r):
			// A folder, the line's start, a cell, or markup and brackets
			// around the name ("<a …>Lima, Ana.pdf</a>", "[Lima, Ana.pdf]").
			return i, spaced
		case r == ':' && i < len(s) && s[i] == ' ':
			return i, spaced // "Anhang: Lima, Ana - Vertrag.pdf"
		case r == ' ':
			spaced = true
		case unicode.IsLetter(r) || unicode.Is(unicode.M, r) || unicode.IsDigit(r) || strings.ContainsRune(",-_.'’", r):
		default:
			return 0, false
		}
		i -= n
	}
	if floor == 0 && from <= maxSpacedBase {
		return 0, spaced // the text's start
	}
	return 0, false
}

// dropFieldParts drops the persons found inside a spaced file's name that
// a name read from it overlaps without covering ("Saldivar Marylou CV",
// the document's word glued on): the file's name is one field, whose
// reading wins. All three lists are in text order; one walk reads each once.
func dropFieldParts(spans, add []Span, fields [][2]int) []Span {
	if len(fields) == 0 {
		return spans
	}
	kept := spans[:0:0]
	k, f := 0, 0
	for _, sp := range spans {
		for k < len(add) && add[k].End <= sp.Start {
			k++
		}
		for f < len(fields) && fields[f][1] <= sp.Start {
			f++
		}
		if sp.Kind == Person && k < len(add) && add[k].Start < sp.End && f < len(fields) &&
			fields[f][0] <= sp.Start && sp.End <= fields[f][1] && fields[f][0] <= add[k].Start {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// wordEdge says whether r ends a word that may be a file's path: a space,
// or the brackets, quotes and bars that markup writes around a link or a
// name ("[PDF](tian_chuan.pdf)", `href="/cv/Ana_Lima.pdf">Ana_Lima.pdf<`).
func wordEdge(r rune) bool {
	return unicode.IsSpace(r) || strings.ContainsRune("()[]{}<>\"`|,;", r)
}

// fileBase is the byte range of the file's name in the word s[from:to],
// between its last slash and its extension, when the word ends in one.
func fileBase(s string, from, to int) (int, int, bool) {
	w := strings.TrimRight(s[from:to], ".,;:!?)]}>'\"`*")
	dot := strings.LastIndexByte(w, '.')
	if dot <= 0 || !fileExts[strings.ToLower(w[dot+1:])] {
		return 0, 0, false
	}
	base := strings.LastIndexAny(w[:dot], `/\=:`) + 1 // a folder, "file=", "s3:"
	return from + base, from + dot, base < dot
}

// identPiece is one letter run of a file's name, and the separator before
// it: '_', '-', '.', 0 for a camel-case join, or ' ' for anything that cuts
// a name (a digit, a bracket, the name's start).
type identPiece struct {
	start, end int
	sep        byte
}

// identWordNames adds the names in the word s[from:to].
func (d *Detector) identWordNames(s string, from, to int, out []Span) []Span {
	var chain []identPiece
	sep := byte(' ')
	prev := rune(0)
	start := -1
	flush := func(at int) {
		if start >= 0 {
			chain = append(chain, identPiece{start: start, end: at, sep: sep})
			start = -1
		}
	}
	for i := from; i < to; {
		r, n := utf8.DecodeRuneInString(s[i:])
		switch {
		case unicode.IsLetter(r) || unicode.Is(unicode.M, r):
			if start >= 0 && unicode.IsUpper(r) && unicode.IsLower(prev) {
				flush(i) // a camel-case join: "StrahinjaAlargić"
				sep = 0
			}
			if start < 0 {
				start = i
			}
		case r == '_' || r == '-' || r == '.' || r == ',':
			flush(i)
			if prev == '_' || prev == '-' || prev == '.' || prev == ' ' || prev == ',' {
				sep = ' '
			} else {
				sep = byte(r)
			}
		case r == ' ':
			// A spaced file's name (spacedBase): a space joins words, as
			// a space after a comma does ("Luna, Cinta"); a space beside
			// another separator (" - ") cuts.
			flush(i)
			switch {
			case prev == ',' && sep == ',':
			case prev == '_' || prev == '-' || prev == '.' || prev == ' ' || prev == ',':
				sep = ' '
			default:
				sep = 's'
			}
		default:
			flush(i)
			out = d.identChainNames(s, chain, out)
			chain, sep = chain[:0], ' '
		}
		prev = r
		i += n
	}
	flush(to)
	return d.identChainNames(s, chain, out)
}

// identChainNames adds the names among pieces, letter runs each joined to
// the one before by a separator unless that separator is ' '. Windows of
// two and three joined pieces that read as a name are taken fewest
// dictionary words first, then longest, then leftmost, none overlapping.
func (d *Detector) identChainNames(s string, pieces []identPiece, out []Span) []Span {
	type window struct{ a, b, plain int }
	var cands []window
	for a := range pieces {
		for b := a + 2; b <= min(a+3, len(pieces)); b++ {
			if pieces[b-1].sep == ' ' {
				break
			}
			if plain, ok := d.identName(s, pieces[a:b]); ok {
				cands = append(cands, window{a, b, plain})
			}
		}
	}
	sort.SliceStable(cands, func(i, j int) bool {
		x, y := cands[i], cands[j]
		if x.plain != y.plain {
			return x.plain < y.plain
		}
		if x.b-x.a != y.b-y.a {
			return x.b-x.a > y.b-y.a
		}
		return x.a < y.a
	})
	taken := make([]bool, len(pieces))
	for _, c := range cands {
		free := true
		for k := c.a; k < c.b; k++ {
			free = free && !taken[k]
		}
		if !free {
			continue
		}
		for k := c.a; k < c.b; k++ {
			taken[k] = true
		}
		a, b := pieces[c.a].start, pieces[c.b-1].end
		out = append(out, Span{Start: a, End: b, Kind: Person, Key: strings.Join(identWords(s, pieces[c.a:c.b]), " ")})
	}
	return out
}

// identWords are the pieces folded and bare, as the name lists hold them.
func identWords(s string, pieces []identPiece) []string {
	out := make([]string, len(pieces))
	for i, p := range pieces {
		out[i] = bare(fold(s[p.start:p.end]))
	}
	return out
}

// identName says whether pieces (the first's separator aside, joined) read
// as one person, and how many of them are dictionary words or places.
func (d *Detector) identName(s string, pieces []identPiece) (int, bool) {
	l := d.names
	ws := identWords(s, pieces)
	for i, p := range pieces {
		if i > 1 && p.sep == ',' {
			return 0, false // a comma after a surname's first word only
		}
	}
	if len(pieces) == 2 && pieces[1].sep == ',' {
		return 0, d.identComma(s, pieces, ws)
	}
	joined := strings.Join(ws, " ")
	if l.placePhrases[joined] || l.orgPhrases[joined] || l.notable[joined] {
		return 0, l.notable[joined]
	}
	lower, camel := 0, false
	plain, words := 0, 0
	for i, p := range pieces {
		text, w := s[p.start:p.end], ws[i]
		if i > 0 && p.sep == 0 {
			camel = true
		}
		switch {
		case caseless(text) || capitalised(text) || upperWord(text) && utf8.RuneCountInString(text) > 1:
		case strings.ToLower(text) == text:
			lower++
		default:
			return 0, false
		}
		if utf8.RuneCountInString(text) < 2 || l.stop[w] || l.orgWords[w] || l.firms[w] || !l.first[w] && !l.last[w] {
			return 0, false
		}
		switch {
		case l.words[w] || l.common[w]:
			plain++
			words++
		case l.places[w] || l.geo[w] || l.countries[w]:
			plain++
		}
	}
	if !identPair(l, ws) {
		return 0, false
	}
	switch {
	case lower > 0 && lower < len(pieces):
		return 0, false // "letters_Zulfa": a folder's word beside a name
	case lower > 0 && words > 0, camel && words > 0, len(pieces) > 2 && plain > 0, plain > 1:
		return 0, false
	}
	return plain, true
}

// identPair says whether two of ws can be a given name and a surname each.
func identPair(l nameLists, ws []string) bool {
	for i := range ws {
		for j := range ws {
			if i != j && l.first[ws[i]] && l.last[ws[j]] {
				return true
			}
		}
	}
	return false
}

// identComma says whether "Surname, Given" in a file's name is a person:
// both words capitalised or in capitals, neither a stop word, a country,
// nor a firm, brand or dictionary word no list holds as a name ("Luna" is
// a brand and a listed name), and the
// second a listed given name or the first a listed surname. The comma
// vouches for the order, so the other word need be on no list
// ("Salohova, Dakota").
func (d *Detector) identComma(s string, pieces []identPiece, ws []string) bool {
	l := d.names
	for i, p := range pieces {
		text, w := s[p.start:p.end], ws[i]
		if utf8.RuneCountInString(text) < 2 || !capitalised(text) && !upperWord(text) {
			return false
		}
		if l.stop[w] || l.countries[w] || (l.orgWords[w] || l.firms[w] || l.words[w] || l.common[w]) && !l.first[w] && !l.last[w] {
			return false
		}
	}
	return l.first[ws[1]] || l.last[ws[0]]
}
