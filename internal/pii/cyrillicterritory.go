package pii

import (
	_ "embed"
	"sort"
	"strings"
	"unicode/utf8"
)

// Countries and regions declined in Russian and Belarusian prose
// (docs/adr/0146). The word model widens a person over the capitalised
// country that closes the phrase before it ("артистка России Ольга
// Капаева") and reads a body and its country as a person ("Рады Еўропы",
// the Council of Europe). The names are CLDR's, written by
// scripts/pii-cldr-cyrillic-territories.py.

//go:embed names/cldr/territories-cyrillic.txt
var cyrillicTerritoryText string

// cyrillicTerritories are the one-word Russian and Belarusian names of
// countries and regions, folded as tokens are ("еуропа", "россия").
var cyrillicTerritories = func() map[string]bool {
	out := map[string]bool{}
	for w := range wordSet(cyrillicTerritoryText) {
		out[bare(fold(w))] = true
	}
	return out
}()

// territoryCases are the case endings of Russian and Belarusian place
// nouns, folded, with the nominative ending each takes back: "-ия" and
// Belarusian "-ія" in the genitive, dative, accusative and instrumental
// ("России", "Расіі", "Германию"), "-а" and "-я" ("Еўропы", "Европе",
// "Литву", "Кениеи"), "-ь" ("Беларуси") and a consonant ("Казахстана",
// "Ираном").
var territoryCases = [][2]string{
	{"ии", "ия"}, {"ию", "ия"}, {"иеи", "ия"},
	{"іі", "ія"}, {"ію", "ія"}, {"іяи", "ія"},
	{"ы", "а"}, {"и", "а"}, {"е", "а"}, {"у", "а"}, {"ои", "а"}, {"ою", "а"}, {"аи", "а"}, {"аю", "а"},
	{"и", "я"}, {"е", "я"}, {"ю", "я"}, {"еи", "я"}, {"ею", "я"},
	{"и", "ь"}, {"ью", "ь"}, {"і", "ь"}, {"ю", "ь"},
	{"а", ""}, {"у", ""}, {"е", ""}, {"ом", ""}, {"ем", ""}, {"ам", ""},
	{"і", "а"}, {"ою", "а"}, // Ukrainian: "Україні", "Україною" (docs/adr/0161)
}

// turkicCaseEnds are the case endings Kyrgyz, Kazakh, Tatar and Bashkir
// glue to a noun, in every vowel-harmony form, folded ("Кыргызстандын",
// "Кыргызстанга", "Казакстанда", "Россиядан"; docs/adr/0161): genitive,
// dative, accusative, locative, ablative, the adjective of place
// ("-дагы") and the instrumental.
var turkicCaseEnds = strings.Split("нын|нин|нун|нүн|дын|дин|дун|дүн|тын|тин|тун|түн|ның|нің|дың|дің|тың|тің|нең|"+
	"га|ге|го|гө|ка|ке|ко|кө|ға|қа|гә|кә|на|не|ны|ни|ну|нү|ды|ди|ду|дү|ты|ти|ту|тү|ні|ді|ті|"+
	"да|де|до|дө|та|те|то|тө|нда|нде|дә|тә|дан|ден|дон|дөн|тан|тен|тон|төн|нан|нен|нон|нөн|дән|тән|нән|"+
	"дагы|деги|догу|дөгү|тагы|теги|тогу|төгү|ндагы|ндеги|дағы|дегі|тағы|тегі|мен|бен|пен|менен|менән", "|")

// declinedTerritory reports whether a folded Cyrillic word is a country or
// region of CLDR in a case other than the nominative ("россии",
// "еуропы"): the nominative may be a surname or a given name, a declined
// country in a name is none.
func declinedTerritory(bare string) bool {
	if cyrillicTerritories[bare] {
		return false
	}
	for _, c := range territoryCases {
		if stem, ok := strings.CutSuffix(bare, c[0]); ok && utf8.RuneCountInString(stem) >= 2 && cyrillicTerritories[stem+c[1]] {
			return true
		}
	}
	for _, e := range turkicCaseEnds {
		if stem, ok := strings.CutSuffix(bare, e); ok && utf8.RuneCountInString(stem) >= 3 && cyrillicTerritories[stem] {
			return true
		}
	}
	return false
}

// cutCyrillicTerritories takes a declined country or region of CLDR from either end of each person of two Cyrillic words or more
// (docs/adr/0146). Leading, it closes the phrase before the name
// ("артистка России Ольга Капаева"); trailing, it is the "of Europe" of a
// body or an office ("Рады Еўропы", "Президента России"), so a single word
// left before it is that body or office and the person is dropped. A
// person of one word that is a country or region in any case ("України",
// "Кыргызстандын") is dropped too (docs/adr/0161). It runs after the
// passes that widen and join persons.
func (d *Detector) cutCyrillicTerritories(s string, toks []token, spans []Span) []Span {
	// Only the Cyrillic given names are asked: the Latin reading of a
	// declined country may be a given name ("России" rossi); one of them
	// is a declined region ("Света", Belarusian "Свет", the world).
	territory := func(t token) bool {
		return cyrillicCap(t) && declinedTerritory(t.bare) && !slavicGivenNames.has(t.bare)
	}
	var out []Span
	changed := false
	for i, sp := range spans {
		a, b := spanTokens(toks, sp)
		from, to := a, b
		if sp.Kind == Person && a >= 0 && a == b && cyrillicCap(toks[a]) && (territory(toks[a]) || cyrillicTerritories[toks[a].bare] && !slavicGivenNames.has(toks[a].bare)) {
			from = -1 // "України", "Кыргызстандын": a country alone
		} else if sp.Kind == Person && a >= 0 && b > a {
			if territory(toks[from]) {
				from++
			}
			if from < to && territory(toks[to]) {
				to--
				if from == to {
					from = -1 // dropped
				}
			}
		}
		if from == a && to == b {
			if changed {
				out = append(out, sp)
			}
			continue
		}
		if !changed {
			out, changed = append(make([]Span, 0, len(spans)), spans[:i]...), true
		}
		if from >= 0 {
			out = append(out, personSpan(s, toks[from], toks[to]))
		}
	}
	if !changed {
		return spans
	}
	return out
}

// spanTokens returns the first and last of toks a span starts and ends
// with, or -1, -1 when it does not start at a word.
func spanTokens(toks []token, sp Span) (int, int) {
	a := sort.Search(len(toks), func(j int) bool { return toks[j].start >= sp.Start })
	if a >= len(toks) || toks[a].start != sp.Start {
		return -1, -1
	}
	b := a
	for b+1 < len(toks) && toks[b+1].end <= sp.End {
		b++
	}
	return a, b
}
