package artrain

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"

	"knowledgestack/internal/pii/piitrain"
)

// ForeignFiles are the Latin-letter name lists (gofakeit's given names and
// surnames, MIT, names/SOURCE.md) whose names ForeignCopies writes in
// Arabic letters. Part of Meta.
var ForeignFiles = []string{"names/first.txt", "names/last.txt"}

// digraphs and letters map English spelling to the Arabic letters Arabic
// news writes foreign names with ("Donald" دونالد, "Peter" بيتر, "Sharon"
// شارون); vowels are handled in Transliterate.
var digraphs = map[string]string{"sh": "ش", "ch": "تش", "th": "ث", "ph": "ف", "kh": "خ", "gh": "غ", "ck": "ك",
	"qu": "كو", "ee": "ي", "oo": "و", "ou": "و", "ai": "اي", "ay": "اي", "ei": "اي", "ey": "اي"}

var letters = map[byte]string{'b': "ب", 'd': "د", 'f': "ف", 'h': "ه", 'j': "ج", 'k': "ك", 'l': "ل", 'm': "م",
	'n': "ن", 'p': "ب", 'q': "ك", 'r': "ر", 's': "س", 't': "ت", 'v': "ف", 'w': "و", 'x': "كس", 'z': "ز"}

func vowel(c byte) bool { return strings.IndexByte("aeiouy", c) >= 0 }

// Transliterate writes a Latin name of letters a–z in Arabic letters by a
// fixed rule: a vowel at the start as alef with hamza ("Albert" ألبرت), a
// or final a as alef, i, y and open e as ي, o and u as و, a closed or
// final e left out, c and g soft before e, i and y. "" when the name has
// any other letter.
func Transliterate(name string) string {
	w := strings.ToLower(name)
	for i := 0; i < len(w); i++ {
		if w[i] < 'a' || w[i] > 'z' {
			return ""
		}
	}
	var b strings.Builder
	for i := 0; i < len(w); {
		c := w[i]
		if i+1 < len(w) && w[i+1] == c && !vowel(c) {
			i++ // a doubled consonant is written once
			continue
		}
		if i+1 < len(w) {
			if d, ok := digraphs[w[i:i+2]]; ok && (i > 0 || !vowel(c)) {
				b.WriteString(d)
				i += 2
				continue
			}
		}
		next := byte(0)
		if i+1 < len(w) {
			next = w[i+1]
		}
		switch {
		case i == 0 && vowel(c) && c != 'y':
			b.WriteString(map[byte]string{'a': "أ", 'e': "إ", 'i': "إ", 'o': "أو", 'u': "أو"}[c])
		case c == 'a':
			b.WriteString("ا")
		case c == 'i' || c == 'y':
			b.WriteString("ي")
		case c == 'o' || c == 'u':
			b.WriteString("و")
		case c == 'e':
			// Open (one consonant, then a vowel): written; closed or final: not.
			if i+2 < len(w) && !vowel(next) && vowel(w[i+2]) {
				b.WriteString("ي")
			}
		case c == 'c':
			if next == 'e' || next == 'i' || next == 'y' {
				b.WriteString("س")
			} else {
				b.WriteString("ك")
			}
		case c == 'g':
			if next == 'e' || next == 'i' || next == 'y' {
				b.WriteString("ج")
			} else {
				b.WriteString("غ")
			}
		default:
			b.WriteString(letters[c])
		}
		i++
	}
	return b.String()
}

// foreignPool reads ForeignFiles under piiDir and returns the given names
// and surnames written in Arabic letters (Transliterate), of three letters
// or more, in list order.
func foreignPool(piiDir string) (given, last []string, err error) {
	for k, f := range ForeignFiles {
		b, err := os.ReadFile(filepath.Join(piiDir, f))
		if err != nil {
			return nil, nil, err
		}
		for _, n := range strings.Fields(string(b)) {
			if a := Transliterate(n); len([]rune(a)) >= 3 {
				if k == 0 {
					given = append(given, a)
				} else {
					last = append(last, a)
				}
			}
		}
	}
	return given, last, nil
}

// ForeignCopies returns n copies of each document that names someone, each
// person replaced, one in every `every`, by a foreign given name and surname
// written in Arabic letters (foreignPool): news names foreigners the
// corpus's own persons do not cover, and Arabic Wikipedia names scientists
// and athletes ("ألبرت أينشتاين", "لويز فيليبي سكولاري"), so the model
// learns the shape of a transliterated name and not only its spellings.
// Deterministic.
func ForeignCopies(docs []piitrain.Doc, given, last []string, n, every int, seed uint64) []piitrain.Doc {
	r := rand.New(rand.NewPCG(seed, seed+1))
	var out []piitrain.Doc
	for range n {
		for _, d := range docs {
			if len(d.Persons) == 0 {
				continue
			}
			var b strings.Builder
			var persons [][2]int
			at := 0
			for _, p := range d.Persons {
				name := d.Text[p[0]:p[1]]
				if r.IntN(every) == 0 {
					name = given[r.IntN(len(given))] + " " + last[r.IntN(len(last))]
				}
				b.WriteString(d.Text[at:p[0]])
				persons = append(persons, [2]int{b.Len(), b.Len() + len(name)})
				b.WriteString(name)
				at = p[1]
			}
			b.WriteString(d.Text[at:])
			out = append(out, piitrain.Doc{Text: b.String(), Persons: persons})
		}
	}
	return out
}
