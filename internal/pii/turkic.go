package pii

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// Turkish and Azerbaijani letters address a person with a word before the
// name ("Sayın Ahmet Yılmaz", "Hörmətli Elçin Məmmədov") and an honorific
// after it ("Mehmet Bey", "Ayşe Hanım"), and glue case suffixes to a name
// after an apostrophe ("Şahin'in onayı", "Ayşe'ye"). The word model takes
// the form of address and the suffix into the person (docs/adr/0124); this
// pass, after the models, cuts them off. It changes no model feature.

// turkicAddress are the forms of address before a name, lower case:
// Turkish, Azerbaijani, Uzbek and Turkmen "dear", "respected".
var turkicAddress = map[string]bool{
	"sayın": true, "değerli": true, "sevgili": true, "hörmətli": true, "əziz": true, "dəyərli": true,
	"hurmatli": true, "aziz": true, "hormatly": true, "sayin": true, "degerli": true,
}

// turkicHonorifics are the words after a given name that are a form of
// address, not a surname: Turkish bey, hanım, efendi, hoca; Azerbaijani
// bəy, xanım, müəllim.
var turkicHonorifics = map[string]bool{
	"bey": true, "hanım": true, "hanim": true, "efendi": true, "hoca": true, "hocam": true, "beyefendi": true,
	"hanımefendi": true, "bəy": true, "xanım": true, "müəllim": true,
}

// turkishSuffixes are the case and possessive endings Turkish writes after
// an apostrophe on a proper name: genitive, dative, accusative, locative,
// ablative, instrumental, and the plural "ler", in every vowel harmony.
var turkishSuffixes = map[string]bool{}

func init() {
	for _, s := range strings.Fields("in ın un ün nin nın nun nün e a ye ya i ı u ü yi yı yu yü de da te ta " +
		"den dan ten tan nde nda nden ndan le la yle yla ler lar ndeki ndaki deki daki teki taki dir dır dur dür " +
		"ce ca çe ça") {
		turkishSuffixes[s] = true
	}
}

// turkicLetters are letters Turkish and Azerbaijani write and the other
// Latin alphabets the detector reads do not (ş and ç are Romanian and
// Albanian too, so they count only beside these).
const turkicLetters = "ıİğĞəƏ"

// tidyTurkicPersons cuts a form of address from a person's front, an
// honorific from its end, and a Turkish case suffix after an apostrophe
// from its last word, in text with Turkish or Azerbaijani letters near the
// name (12 words either side). What is left must hold a word; the key is
// rebuilt from it.
func tidyTurkicPersons(s string, toks []token, spans []Span) []Span {
	var out []Span
	for i, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
		b := sort.Search(len(toks), func(j int) bool { return toks[j].end > sp.End }) - 1
		if a >= len(toks) || b < a || toks[a].start != sp.Start || !turkicAround(toks, a) {
			continue
		}
		na, nb := a, b
		for na < nb && turkicAddress[strings.ToLower(toks[na].text)] {
			na++
		}
		for nb > na && turkicHonorifics[strings.ToLower(toks[nb].text)] {
			nb--
		}
		end := toks[nb].end
		if w := toks[nb].text; strings.ContainsAny(w, "'’") {
			k := strings.LastIndexAny(w, "'’")
			_, n := utf8.DecodeRuneInString(w[k:])
			if k > 0 && turkishSuffixes[strings.ToLower(w[k+n:])] {
				end = toks[nb].start + k
			}
		}
		if na == a && end == sp.End {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		out[i] = Span{Start: toks[na].start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[toks[na].start:end])), " ")}
	}
	if out == nil {
		return spans
	}
	return out
}

// turkicAround: a word within 12 of toks[i] has a Turkish or Azerbaijani
// letter.
func turkicAround(toks []token, i int) bool {
	for _, t := range toks[max(0, i-12):min(len(toks), i+14)] {
		if strings.ContainsAny(t.text, turkicLetters) {
			return true
		}
	}
	return false
}
