package piitrain

import (
	"bufio"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"unicode"
	"unicode/utf8"
)

// NameFiles are the detector's own embedded lists (relative to internal/pii)
// that Augment draws names from: faker's given names and surnames of 70
// locales and Pantheon's globally known people. The labelled corpora hold
// few Arabic, Vietnamese, East Asian or African names; names drawn from these
// lists put every kind the detector serves into labelled sentences, so the
// model sees the rules find such names and learns to trust them there.
var NameFiles = []string{"names/faker/given.txt", "names/faker/surnames.txt", "names/notable/people.txt"}

// namePool holds the list names by script ("latin", "cyrillic", "greek", "arabic").
type namePool struct {
	given, last map[string][]string
	notable     []string
}

func readLines(path string) ([]string, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		if l := strings.TrimSpace(sc.Text()); l != "" && !strings.HasPrefix(l, "#") {
			out = append(out, l)
		}
	}
	return out, sc.Err()
}

func scriptOf(s string) string {
	for _, r := range s {
		switch {
		case !unicode.IsLetter(r):
			continue
		case unicode.Is(unicode.Latin, r):
			return "latin"
		case unicode.Is(unicode.Cyrillic, r):
			return "cyrillic"
		case unicode.Is(unicode.Greek, r):
			return "greek"
		case unicode.Is(unicode.Arabic, r):
			return "arabic"
		}
		return ""
	}
	return ""
}

func loadPool(piiDir string) (*namePool, error) {
	p := &namePool{given: map[string][]string{}, last: map[string][]string{}}
	for i, f := range NameFiles {
		lines, err := readLines(filepath.Join(piiDir, f))
		if err != nil {
			return nil, err
		}
		for _, l := range lines {
			sc := scriptOf(l)
			switch {
			case sc == "":
			case i == 0:
				p.given[sc] = append(p.given[sc], l)
			case i == 1:
				p.last[sc] = append(p.last[sc], l)
			case sc == "latin":
				p.notable = append(p.notable, l)
			}
		}
	}
	return p, nil
}

// name draws a person's name of the script: a known person, or one or two
// given names (the first sometimes an initial) and a surname.
func (p *namePool) name(r *rand.Rand, script string) string {
	g, l := p.given[script], p.last[script]
	if len(g) == 0 || len(l) == 0 {
		return ""
	}
	if script == "latin" && r.IntN(5) == 0 {
		return p.notable[r.IntN(len(p.notable))]
	}
	first := g[r.IntN(len(g))]
	if script == "latin" && r.IntN(10) == 0 {
		c, _ := utf8.DecodeRuneInString(first)
		first = string(unicode.ToUpper(c)) + "."
	}
	parts := []string{first}
	if r.IntN(5) == 0 {
		parts = append(parts, g[r.IntN(len(g))])
	}
	switch r.IntN(4) {
	case 0: // a given name alone, as text names a person it already introduced
	default:
		parts = append(parts, l[r.IntN(len(l))])
	}
	return strings.Join(parts, " ")
}

// Augment returns, for each document with persons, a copy with every person
// replaced by a name drawn from the pool in the same script; deterministic
// for a seed.
func augment(docs []Doc, pool *namePool, seed uint64) []Doc {
	r := rand.New(rand.NewPCG(seed, seed+1))
	var out []Doc
	for _, d := range docs {
		if len(d.Persons) == 0 {
			continue
		}
		var b strings.Builder
		var persons [][2]int
		at := 0
		for _, p := range d.Persons {
			n := pool.name(r, scriptOf(d.Text[p[0]:p[1]]))
			if n == "" {
				n = d.Text[p[0]:p[1]]
			}
			b.WriteString(d.Text[at:p[0]])
			persons = append(persons, [2]int{b.Len(), b.Len() + len(n)})
			b.WriteString(n)
			at = p[1]
		}
		b.WriteString(d.Text[at:])
		out = append(out, Doc{Text: b.String(), Persons: persons})
	}
	return out
}
