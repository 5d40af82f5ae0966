package pii

import (
	"bufio"
	"embed"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

//go:embed names/*.txt
var nameFiles embed.FS

// nameLists are the shipped lists, folded (lower case, no diacritics).
type nameLists struct {
	first, last, common, stop map[string]bool
}

func loadNames() nameLists {
	return nameLists{
		first:  readList("names/first.txt", "names/first_extra.txt"),
		last:   readList("names/last.txt", "names/last_extra.txt"),
		common: readList("names/common.txt"),
		stop:   readList("names/stop.txt"),
	}
}

func readList(files ...string) map[string]bool {
	out := map[string]bool{}
	for _, f := range files {
		data, err := nameFiles.ReadFile(f)
		if err != nil {
			panic("pii: embedded list missing: " + f) // a build without the files is broken
		}
		sc := bufio.NewScanner(strings.NewReader(string(data)))
		for sc.Scan() {
			line := strings.TrimSpace(sc.Text())
			if line == "" || strings.HasPrefix(line, "#") {
				continue
			}
			out[fold(line)] = true
		}
	}
	return out
}

// fold lower-cases a word and drops its diacritics, so "José" meets "Jose".
func fold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, r) {
			continue
		}
		b.WriteRune(unicode.ToLower(r))
	}
	return b.String()
}

// titles precede a name: "Dr. Okafor", "Ms Lange".
var titles = map[string]bool{"mr": true, "mrs": true, "ms": true, "miss": true, "dr": true, "prof": true,
	"herr": true, "frau": true, "sir": true, "mx": true}

// token is one word of the text.
type token struct {
	start, end int
	text       string
	folded     string
}

// words splits s into words of letters (with inner apostrophes and hyphens:
// O'Brien, Smith-Jones); a possessive 's is not part of the word.
func words(s string) []token {
	var out []token
	i := 0
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !unicode.IsLetter(r) {
			i += n
			continue
		}
		j := i + n
		for j < len(s) {
			r, n := utf8.DecodeRuneInString(s[j:])
			if unicode.IsLetter(r) {
				j += n
				continue
			}
			if (r == '\'' || r == '’' || r == '-') && j+n < len(s) {
				if r2, _ := utf8.DecodeRuneInString(s[j+n:]); unicode.IsLetter(r2) {
					j += n
					continue
				}
			}
			break
		}
		w := s[i:j]
		for _, suf := range []string{"'s", "’s"} {
			if strings.HasSuffix(w, suf) && len(w) > len(suf)+1 {
				w = w[:len(w)-len(suf)]
			}
		}
		out = append(out, token{start: i, end: i + len(w), text: w, folded: fold(w)})
		i = j
	}
	return out
}

// capitalised is a word like "Anna" or "O'Brien": an upper-case first
// letter and lower case after it (ALL CAPS words are acronyms, not names).
func capitalised(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || n == len(w) {
		return false
	}
	lower := false
	for _, r := range w[n:] {
		if unicode.IsLower(r) {
			lower = true
		}
	}
	return lower
}

// initial is a middle initial: one capital letter followed by a dot.
func initial(s string, t token) bool {
	r, n := utf8.DecodeRuneInString(t.text)
	return n == len(t.text) && unicode.IsUpper(r) && t.end < len(s) && s[t.end] == '.'
}

// joined reports whether tokens a and b are adjacent words of one name:
// separated by a single space (or ". " after an initial or a title).
func joined(s string, a, b token) bool {
	gap := s[a.end:b.start]
	return gap == " " || gap == ". "
}

// findPersons finds names: a known first name (with a middle initial and up
// to two more capitalised words), a known surname alone or after one
// capitalised word, a title and the words after it, and names spelled out in
// the text's e-mail addresses (anna.novak@… makes "Anna Novak" a name). A
// name that is also a common word (May, Grace, Brown) counts only beside
// another name or a title.
func (d *Detector) findPersons(s string, hints map[string]bool, out []Span) []Span {
	toks := words(s)
	isName := func(t token) bool { return d.names.first[t.folded] || d.names.last[t.folded] }
	usable := func(t token) bool { return capitalised(t.text) && !d.names.stop[t.folded] }
	i := 0
	for i < len(toks) {
		t := toks[i]
		if !capitalised(t.text) && !titles[t.folded] {
			i++
			continue
		}
		// A title and the capitalised words after it.
		if titles[t.folded] && capitalised(t.text) && i+1 < len(toks) && joined(s, t, toks[i+1]) && usable(toks[i+1]) {
			k := i + 1
			for k+1 < len(toks) && k-i < 3 && joined(s, toks[k], toks[k+1]) && (usable(toks[k+1]) || initial(s, toks[k+1])) {
				k++
			}
			if initial(s, toks[k]) {
				k--
			}
			out = append(out, personSpan(s, toks[i+1], toks[k]))
			i = k + 1
			continue
		}
		if d.names.stop[t.folded] {
			i++
			continue
		}
		// A run of words of one name: adjacent, capitalised, at most four.
		k := i
		for k+1 < len(toks) && k-i < 3 && joined(s, toks[k], toks[k+1]) && (usable(toks[k+1]) || initial(s, toks[k+1])) {
			k++
		}
		common := d.names.common[t.folded]
		if hints[t.folded] && k > i && hints[t.folded+" "+toks[i+1].folded] {
			out = append(out, personSpan(s, t, toks[i+1]))
			i += 2
			continue
		}
		if hints[t.folded] && !common && (k == i || !isName(toks[i+1])) && !isName(t) {
			// A word spelled out in an e-mail address of the same text ("Quispe" beside quispe@…).
			out = append(out, personSpan(s, t, t))
			i++
			continue
		}
		strong := func(m int) bool { return isName(toks[m]) && !d.names.common[toks[m].folded] }
		// The name runs to the last strong name of the run ("Anna Maria Novak",
		// "Daniel F. Okafor"); a middle initial counts when a word follows it.
		end := i
		for m := i + 1; m <= min(k, i+3); m++ {
			if strong(m) || (initial(s, toks[m]) && m < k) {
				end = m
			}
		}
		if end > i && initial(s, toks[end]) {
			end = i
		}
		switch {
		case isName(t) && !common:
			if end == i && k > i {
				// A known name and one more word: "Anna Quispe", or "Chen K. Tanaka".
				end = i + 1
				if initial(s, toks[end]) {
					end = min(i+2, k)
				}
			}
		case isName(t) && common:
			// "Grace Hopper", "May" alone is a month: only beside a strong name.
			if end == i {
				i++
				continue
			}
		default:
			// An unknown word before a known surname: "Wiebke Vogel", "Oluwaseun J. Okafor"
			// (not before a first name: "Ask Anna" is a verb and a name).
			n := i + 1
			if n < k && initial(s, toks[n]) {
				n++
			}
			if n > k || !strong(n) || (d.names.first[toks[n].folded] && !d.names.last[toks[n].folded]) {
				i++
				continue
			}
			end = n
		}
		if end > i && initial(s, toks[end]) {
			end--
		}
		out = append(out, personSpan(s, t, toks[end]))
		i = end + 1
	}
	return out
}

func personSpan(s string, from, to token) Span {
	return Span{Start: from.start, End: to.end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[from.start:to.end])), " ")}
}

// emailHints are the names spelled out in e-mail addresses' local parts
// ("anna.novak7@…" gives "anna", "novak" and "anna novak"), folded.
func emailHints(s string, emails []Span) map[string]bool {
	if len(emails) == 0 {
		return nil
	}
	hints := map[string]bool{}
	for _, e := range emails {
		local := strings.ToLower(s[e.Start:e.End])
		local = local[:strings.IndexByte(local, '@')]
		parts := strings.FieldsFunc(local, func(r rune) bool { return r == '.' || r == '_' || r == '-' })
		if len(parts) != 2 {
			continue
		}
		a, b := strings.TrimRight(parts[0], "0123456789"), strings.TrimRight(parts[1], "0123456789")
		if len(a) < 2 || len(b) < 2 || strings.IndexFunc(a+b, func(r rune) bool { return r < 'a' || r > 'z' }) >= 0 {
			continue
		}
		hints[a], hints[b], hints[a+" "+b] = true, true, true
	}
	return hints
}
