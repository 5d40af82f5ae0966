package pii

import (
	_ "embed"
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
	for _, s := range strings.Fields("in ın un ün nin nın nun nün e a ye ya na ne nı ni nu nü i ı u ü yi yı yu yü de da te ta " +
		"den dan ten tan nde nda nden ndan le la yle yla ler lar ndeki ndaki deki daki teki taki dir dır dur dür " +
		"ce ca çe ça") {
		turkishSuffixes[s] = true
	}
}

// turkicLetters are letters Turkish and Azerbaijani write and the other
// Latin alphabets the detector reads do not (ş and ç are Romanian and
// Albanian too, so they count only beside these).
const turkicLetters = "ıİğĞəƏ"

// turkicOffices are the offices and ranks Turkish writes before a name,
// in the possessive form a compound takes ("Tel Aviv Büyükelçisi Namık
// Tan", "Başbakan Yardımcısı Ekrem Pakdemirli"); cut from a person's front.
var turkicOffices = map[string]bool{
	"büyükelçisi": true, "büyükelçi": true, "yardımcısı": true, "başkanı": true, "başkan": true, "bakanı": true,
	"bakan": true, "müdürü": true, "valisi": true, "vali": true, "sekreteri": true, "üyesi": true, "aza": true,
	"murahhas": true, "başbakan": true, "cumhurbaşkanı": true, "milletvekili": true, "kaymakamı": true,
	"komutanı": true, "orgeneral": true, "general": true, "paşa": true, "hakim": true, "savcı": true, "doç": true,
	"prof": true, "dr": true, "av": true, "op": true, "imam": true, "hacı": true, "şeyh": true,
}

// turkicBodies are the last words of a Turkish institution's, body's,
// place's or work's name ("Refah Partisi", "Selçuk Üniversitesi", "Türk
// Tarih Kurumu", "Kürt Sorunu"): a person ending in one is none.
var turkicBodies = map[string]bool{}

func init() {
	for _, w := range strings.Fields("kurumu kurum partisi derneği birliği kulübü üniversitesi üniversite komitesi " +
		"alayı yılı sorunu hükümet hükümeti başkanlığı başkadılığı kurulu bakanlığı müdürlüğü belediyesi vakfı " +
		"şirketi holding holdingi bankası odası sendikası meclisi ordusu cumhuriyeti devleti ilçesi mahallesi " +
		"caddesi sokağı köyü gazetesi dergisi romanı camii camisi sarayı köprüsü limanı havalimanı meydanı " +
		"savaşı antlaşması konferansı federasyonu vakfı enstitüsü lisesi okulu hastanesi merkezi ajansı grubu " +
		"takımı şubesi başkanı kupası ligi ödülü festivali kanunu yasası") {
		turkicBodies[w] = true
	}
	for _, w := range strings.Fields(turkishCommonText) {
		turkishCommon[w] = true
	}
}

// turkishCommonText is the 5,000 commonest words of Turkish film
// subtitles (hermitdave/FrequencyWords, CC BY-SA 4.0; names/freq/).
//
//go:embed names/freq/tr-5k.txt
var turkishCommonText string

// turkishCommon holds turkishCommonText's words, lower case as written.
var turkishCommon = map[string]bool{}

// tidyTurkicPersons cuts a form of address or an office from a person's
// front, an honorific from its end, and a Turkish case suffix after an
// apostrophe from the word that carries it — which ends the name: "Mesut
// Yeğen'in Devlet" is "Mesut Yeğen". In text with Turkish or Azerbaijani
// letters near the name (12 words either side). It drops a person whose
// last word is an institution's head ("Refah Partisi") and a lone word
// opening a sentence that is one of the 5,000 commonest Turkish words
// ("Hayat", "Dünya", "Kadın"): a sentence's first word is capitalised
// whatever it is; such a word before two more is cut ("Fatura Zeynep
// Arslan"). A listed given name or surname with a case suffix right after
// the person is its last word ("Hakan Öztürk'ün"), and so is any such word
// after two names that no place or English word list holds ("Esat Mahmut
// Karakurt'un"). What is left must hold a word; the key is rebuilt.
func (d *Detector) tidyTurkicPersons(s string, toks []token, spans []Span) []Span {
	var out []Span
	drop := map[int]bool{}
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
		if k := b + 1; k < len(toks) && turkishSuffixAt(toks[b].text) == 0 && s[toks[b].end:toks[k].start] == " " && capitalised(toks[k].text) {
			if j := turkishSuffixAt(toks[k].text); j > 0 {
				stem := bare(fold(toks[k].text[:j]))
				if d.names.last[stem] || d.names.first[stem] || b > a && !d.names.places[stem] && !d.names.words[stem] && !d.names.geo[stem] {
					b, nb = k, k
				}
			}
		}
		if b-a >= 2 && sentenceOpens(s, toks[a].start) && turkishCommon[turkishLower(toks[a].text)] && !d.names.first[toks[a].bare] {
			na++
		}
		for na < nb && (turkicAddress[turkishLower(toks[na].text)] || turkicOffices[turkishLower(toks[na].text)]) {
			na++
		}
		for k := na; k < nb; k++ {
			if turkishSuffixAt(toks[k].text) > 0 {
				nb = k
			}
		}
		for nb > na && turkicHonorifics[turkishLower(toks[nb].text)] {
			nb--
		}
		end := toks[nb].end
		if k := turkishSuffixAt(toks[nb].text); k > 0 {
			end = toks[nb].start + k
		}
		last := turkishLower(s[toks[nb].start:end])
		if turkicBodies[last] || na == nb && turkishCommon[last] && sentenceOpens(s, toks[na].start) {
			drop[i] = true
			continue
		}
		if na == a && end == sp.End {
			continue
		}
		if out == nil {
			out = append([]Span(nil), spans...)
		}
		out[i] = Span{Start: toks[na].start, End: end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[toks[na].start:end])), " ")}
	}
	if out == nil && len(drop) == 0 {
		return spans
	}
	if out == nil {
		out = spans
	}
	kept := make([]Span, 0, len(out))
	for i, sp := range out {
		if !drop[i] {
			kept = append(kept, sp)
		}
	}
	return kept
}

// turkishSuffixAt is where a listed Turkish case suffix after an
// apostrophe starts in w (the apostrophe's offset), or 0.
func turkishSuffixAt(w string) int {
	k := strings.LastIndexAny(w, "'’")
	if k <= 0 {
		return 0
	}
	_, n := utf8.DecodeRuneInString(w[k:])
	if turkishSuffixes[turkishLower(w[k+n:])] {
		return k
	}
	return 0
}

// turkishLower lower-cases w the Turkish way: "I" is "ı", "İ" is "i".
func turkishLower(w string) string {
	return strings.ToLower(strings.NewReplacer("I", "ı", "İ", "i").Replace(w))
}

// sentenceOpens: the text before i, past spaces and opening quotes or
// dashes, is empty or ends a sentence or a line.
func sentenceOpens(s string, i int) bool {
	j := i
	for j > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:j])
		if !strings.ContainsRune(" \t\"“«‘'-–—(", r) {
			return strings.ContainsRune(".!?:;\n…\"“”", r)
		}
		j -= n
	}
	return true
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
