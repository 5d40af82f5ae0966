package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Armenian and Georgian prose names a person once and then by the last
// word alone in another case, with the article or case ending glued on
// ("Սերգեյ Լավրովն ... Ըստ Լավրովի", "Աշուղ Ջիվանին ... Ջիվանու խումբը",
// "ილია ჭავჭავაძე ... ჭავჭავაძის"). echoCyrillicSurnames (cyrillicecho.go)
// does this for Cyrillic and caseFormSurnames (caseforms.go) for Latin;
// caseEchoes does it for these two scripts, from one ending table per
// language, written from the grammars (docs/adr/0222).

// scriptEcho is one script's row: its letters, its case and article
// endings (cut from a word's end to leave the stem all its forms share),
// the fewest letters of a stem matched on, and whether a form must be
// capitalised (Armenian has capitals; Georgian has none).
type scriptEcho struct {
	table   *unicode.RangeTable
	ends    []string
	minStem int
	capital bool
	common  map[string]int
	// things are the endings of a stem that make it a place or a noun
	// rather than a name: an echo of a person found wrongly
	// ("Հայաստանի Հանրապետության", "ზედა ინსტანციის") would spread the
	// country or the noun through the text.
	things []string
	// key rewrites a lower-cased word into the spelling the row's tables
	// are written in (Armenian: armenianReformed); nil for none.
	key func(string) string
}

// armenianCaseEnds are Armenian's article and case endings as a name
// bears them: the article -ը / -ն, genitive-dative -ի / -ու, with the
// article -ին, ablative -ից / -ուց, instrumental -ով, locative -ում, and
// after a vowel-final stem the glide -յ- before them ("Թեզուկա",
// "Թեզուկայի").
// Western Armenian's ablative is -էն ("Շահնուրէն", from Shahnour;
// docs/adr/0255), which no word in the reformed spelling ends in.
var armenianCaseEnds = []string{"յից", "յում", "յով", "յին", "յի", "ուց", "ուն", "էն", "ից", "ում", "ով", "ին", "ու", "ը", "ն", "ի"}

// georgianCaseEnds are Georgian's case endings as a name's last word bears
// them: nominative -ი, ergative -მა / -მ, dative -ს, genitive -ის,
// instrumental -ით, adverbial -ად, vocative -ო, the postpositions -თან,
// -ზე, -ში, -თვის, -გან glued to the genitive or dative, and the -ე / -ა
// of a stem that the genitive drops ("ჭავჭავაძე", "ჭავჭავაძის").
var georgianCaseEnds = []string{"ისთვის", "ისგან", "ისა", "თან", "ის", "ით", "ად", "მა", "ზე", "ში", "მ", "ს", "ი", "ო", "ე", "ა"}

// armenianThingStems: the abstract nouns' -ություն (-ությա- before an
// ending), countries' -ստան and -իա (Հայաստան, Ճապոնիա) and loan nouns'
// -ցիա.
var armenianThingStems = []string{"ությա", "ություն", "ստան", "իա", "ցիա"}

// georgianThingStems: loan nouns' -ცია (ინსტანცია, ორგანიზაცია; -ცი-
// before an ending) and countries' -ეთ (საფრანგეთი, გერმანია's kin).
var georgianThingStems = []string{"ცია", "ცი", "ეთ"}

// scriptEchoes are the rows caseEchoes reads. Georgian stems are longer:
// with no capitals, every word of the text is a candidate.
var scriptEchoes = []scriptEcho{
	{table: unicode.Armenian, ends: armenianCaseEnds, minStem: 4, capital: true, common: armenianCommon, things: armenianThingStems,
		key: armenianReformed},
	{table: unicode.Georgian, ends: georgianCaseEnds, minStem: 5, common: georgianCommon, things: georgianThingStems},
}

// echoStems returns the stems w (lower-cased) may share with another form
// of the same name: w itself and w less each ending of row e it bears,
// where minStem letters or more are left; none when one of them ends as a
// thing's (e.things). The table is bounded, so is the
// work per word.
func (e scriptEcho) echoStems(w string) []string {
	key := e.key
	if key == nil {
		key = func(w string) string { return w }
	}
	out := []string{key(w)}
	for _, end := range e.ends {
		if stem, ok := strings.CutSuffix(w, end); ok && utf8.RuneCountInString(stem) >= e.minStem {
			out = append(out, key(stem)) // the ending cut as written, the stem read in the row's spelling
		}
	}
	for _, st := range out {
		for _, th := range e.things {
			if strings.HasSuffix(st, th) {
				return nil
			}
		}
	}
	return out
}

// echoForm: t is a word row e may read as a name's form: all of its
// script, capitalised where the script has capitals, no common word and
// no Armenian title.
func (e scriptEcho) echoForm(t token) bool {
	if !scriptWord(t.text, e.table) || e.capital && !armenianNamePart(t.text) || armenianAnyTitle(t.text) {
		return false
	}
	return !commonAt(e.common, t.text, hindiCommonWord) &&
		(e.key == nil || !commonAt(e.common, e.key(strings.ToLower(t.text)), hindiCommonWord))
}

// caseEchoes adds each Armenian or Georgian word that nothing found and
// that shares a stem (echoStems) with the last word of a person found in
// the text in the same script. One walk over the spans, one over the
// words, and a bounded table per word.
func (d *Detector) caseEchoes(s string, toks []token, spans []Span) []Span {
	stems := make([]map[string]bool, len(scriptEchoes))
	some := false
	for _, sp := range spans {
		if sp.Kind != Person {
			continue
		}
		ws := strings.Fields(s[sp.Start:sp.End])
		last := strings.Trim(ws[len(ws)-1], ".,;:!?«»()՝՞՜՛")
		for n, e := range scriptEchoes {
			if !scriptWord(last, e.table) || utf8.RuneCountInString(last) <= e.minStem {
				continue
			}
			if stems[n] == nil {
				stems[n] = map[string]bool{}
			}
			for _, st := range e.echoStems(strings.ToLower(last)) {
				stems[n][st] = true
			}
			some = true
		}
	}
	if !some {
		return spans
	}
	var add []Span
	k := 0
	for i, t := range toks {
		for n, e := range scriptEchoes {
			if stems[n] == nil || !e.echoForm(t) || !e.shares(stems[n], strings.ToLower(t.text)) {
				continue
			}
			if !overlapsFound(spans, &k, t.start, t.end) {
				add = append(add, personSpan(s, toks[e.nameStart(s, toks, i, spans, k)], t))
			}
			break
		}
	}
	return withAdded(spans, add)
}

// shares: one of w's stems is among stems.
func (e scriptEcho) shares(stems map[string]bool, w string) bool {
	for _, st := range e.echoStems(w) {
		if stems[st] {
			return true
		}
	}
	return false
}

// nameStart returns where the echo toks[i] starts: in Armenian, at the
// given name and patronymic before it (armenianNameStart) that overlap no
// span found (spans[k-1] is the last found before toks[i]); else at
// toks[i].
func (e scriptEcho) nameStart(s string, toks []token, i int, spans []Span, k int) int {
	if !e.capital {
		return i
	}
	from := armenianNameStart(s, toks, i)
	for from < i && k > 0 && spans[k-1].End > toks[from].start {
		from++
	}
	return from
}
