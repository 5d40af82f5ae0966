package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons named by the formulas of Latin documents (docs/adr/0228).
// Charters, registers, inscriptions and Latin prose of any age name a man
// by one word, in any of its cases, that no list knows ("Ego Sicolfus,
// rogatus a Teuperto diacono"): Germanic names latinised, saints' names,
// Roman ones. The language gives the cue instead: the words written before
// a person only ("ego", "rogatus a", "signum manus", "filio quondam",
// "in presentia", "regitur per", "domnus") and the offices and kin written
// after one ("notarius", "presbiter", "episcopus", "filius", "testis",
// "rex"), each in the cases charters write it. A word so found carries to
// its other cases in the same document (Teupertus, Teuperto, Teuperti:
// one stem), and a Germanic name's element with a Latin case ending
// ("-pertus", "-fridi", "-prandus", "-aldo", "-mundo") is a name alone.

// latinWordsText are Unilex's Latin forms written in lower case
// (scripts/pii-latin-words.py), commonest first: a word among them is no
// name after a cue ("Ego autem", "qui supra dictus").
//
//go:embed names/la/words.txt
var latinWordsText string

// latinWords holds latinWordsText.
var latinWords = wordSet(latinWordsText)

// latinVotes are Latin function words, forms and formula words that
// English and the Romance languages do not write in lower case ("et",
// "non", "per", "est", "qui" are French or Italian too): the share of them
// among a text's lower-case words tells Latin.
var latinVotes = wordSet("ego\nnos\nvos\nmihi\ntibi\nsibi\nnobis\nvobis\nmeis\ntuis\nsuis\nsuus\nsuum\nsuam\neius\neorum\nearum\nipse\nipsa\nipso\nipsum\nipsius\nipsis\nhec\nhaec\nhoc\nhunc\nhanc\nhuius\nquod\nquia\nquae\nquam\nquas\nquos\nquibus\ncuius\nvel\nseu\nsive\natque\nautem\nenim\nsunt\nesse\nfuit\nerat\nsicut\nsupra\nubi\nunde\nut\nab\nad\nex\ncum\nsub\nneque\nnec\ntamen\nigitur\nergo\netiam\niam\nnunc\nomnia\nomnibus\nomnes\nrogatus\nrogata\nsubscripsi\nsuscripsi\nquondam\nfilio\nfilius\nfilii\nnotarius\nnotarium\npresbiter\npresbitero\nepiscopus\ndiaconus\ntestis\nteste\nsuprascripta\nsuprascripto\nsuprascriptis\nanno\nindictione\nregnante\nactum\ninquit\ndixit\neum\neam\neos\neas\nillos\nillas\nillum\nillud\nille\nilli\nvestro\nvestra\nvestri\nmeus\ntuus\nomnem\n")

// Gate on Latin text: at least latinMinVotes lower-case Latin words, and
// that share of the lower-case words at least.
const (
	latinMinVotes = 3
	latinShare    = 0.10
)

// latinBefore are the words written right before a person in Latin: the
// first person of a subscription ("ego"), the hand of the signer ("manus",
// "signum"), the late father ("quondam", "memorie": "filio bone memorie
// X"), presence ("presentia"), the tenant ("regitur per": "per" is read
// after "regitur" only), the lord ("domnus", "domno"), lineage and kin
// ("filius", "filia", "uxor", "frater"), a register's godparents
// ("patrini"), the reign ("regnante"), the speaker after a verb of saying
// ("ait", "dixit", "inquit": God and Christ are left out by latinDivine),
// the dead of an epitaph or a register ("hic iacet", "obiit"), folded. The one who asked follows "rogatus a" (latinRogatus).
var latinBefore = wordSet("ego\nmanus\nquondam\nqd\nmemorie\nmemoriae\npresentia\npraesentia\ndomnus\ndomno\ndomni\ndomnum\ndomne\ndompnus\ndompno\nfilius\nfilia\nfilio\nfilii\nfiliam\nfilium\nuxor\nconiux\nrelicta\nfrater\nfratris\nfratri\ngermanus\nnepos\npatrinus\npatrini\nmatrina\npatrina\nregnante\nimperante\ninquit\nait\ndixit\nrespondit\nrespondens\niacet\nrequiescit\nquiescit\nobiit\n")

// latinRogatus are the words of asking ("rogatus a X", "rogatus ab X",
// "ad X" in the charters' Latin): the person follows the preposition.
var latinRogatus = wordSet("rogatus\nrogata\nrogati\nrogitus\n")

// latinRegitur are the verbs of holding land ("regitur per X", "recta
// per X"): the tenant follows "per".
var latinRegitur = wordSet("regitur\nreguntur\nregebatur\nrecta\nrectum\nrecto\nrectas\ntenetur\nlaboratur\n")

// latinAfter are the offices, orders, kin and roles written right after a
// person in Latin documents, in their cases (the charters' spellings with
// them: "presbiter", "schabinus", "comis"), and the verbs of an epitaph
// and a register after the person ("vixit", "posuit", "obiit", "natus",
// "baptizatus", "coniugi"), folded.
var latinAfter = wordSet("notarius\nnotarium\nnotario\nnotarii\npresbiter\npresbitero\npresbiteri\npresbyter\npresbytero\npresbyteri\narchipresbiter\narchipresbitero\ndiaconus\ndiacono\ndiaconi\nsubdiaconus\nsubdiacono\nclericus\nclerico\nclerici\nepiscopus\nepiscopo\nepiscopi\narchiepiscopus\nabbas\nabbate\nabbatis\nmonachus\nmonacho\niudex\niudice\niudicis\nschabinus\nscabinus\nscavinus\ncomes\ncomis\ncomiti\ncomitis\nrex\nregis\nregi\nregina\nimperator\nimperatore\nimperatoris\ndux\nducis\nduci\ngastaldius\ncastaldius\ngastaldio\nmissus\nmisus\nvassus\nmedicus\nmagister\nmagistro\npresul\ntestis\ntestes\nfilius\nfilio\nfilia\nfilii\nuxor\ngermanus\nfrater\nsubscripsi\nsuscripsi\ninquit\nait\ndixit\nvixit\nposuit\nobiit\nnatus\nnata\nbaptizatus\nbaptizata\nsepultus\nsepulta\ndefunctus\ndefuncta\nconiugi\nconiunx\nconiux\nmarito\nuxori\n")

// latinHoly are the words before a saint's or God's name ("ecclesia
// sancti Petri", "beate Marie"): the saints are no persons the sets
// label, and their names are men's names elsewhere in the same charter.
var latinHoly = wordSet("sanctus\nsancti\nsancto\nsanctum\nsancta\nsancte\nsanctae\nsanctam\nsanctorum\nbeatus\nbeati\nbeato\nbeatum\nbeata\nbeate\nbeatae\nbeatam\ns\nss\nsan\nsanto\nsanta\nsaint\n")

// latinDivine are God, Christ and the Spirit in their cases: capitalised
// after a cue ("Ego Dei gratia", "filius Dei") they are no person.
var latinDivine = wordSet("deus\ndei\ndeo\ndeum\ndomine\ndominus\ndomini\ndomino\ndominum\nchristus\nchristi\nchristo\nchristum\nchriste\niesus\niesu\niesum\nihesus\nihesu\njesus\njesu\nspiritus\nspiritu\nsalvator\nsalvatoris\n")

// latinEndings are the case endings a Latin name takes, longest first; a
// word's stem is what is left before the first that fits.
var latinEndings = []string{"ibus", "orum", "arum", "us", "um", "is", "em", "am", "ae", "es", "os", "as", "i", "o", "e", "a", "u"}

// latinMinStem is the fewest letters of a stem read across cases: "Leo"
// and "Lea" share none.
const latinMinStem = 4

// germanicElements are the second elements of the Germanic names that
// Latin documents latinise ("Teupertus", "Ermifridi", "Osprandi",
// "Adaldus", "Sicolfus", "Chunerado", "Gherimundo", "Gumpertus"), folded.
var germanicElements = []string{"bert", "pert", "berg", "frid", "fred", "prand", "brand", "pald", "bald", "wald", "vald", "ald", "ulf", "olf", "rad", "mund", "ward", "uard", "hard", "helm", "hild", "gund", "trud", "ric", "gis"}

// germanicEndings are the Latin endings written after such an element,
// the diminutive "-ul-" among them ("Teupertulo").
var germanicEndings = []string{"ulus", "ulo", "uli", "us", "um", "i", "o", "e", "u", "a", "ae", "am", "is", "em"}

// latinText: the text's lower-case words are, in the share above, Latin
// function and formula words, the cues among them (an epitaph has few
// function words: "vixit annos", "posuit").
func latinText(toks []token) bool {
	return lowerWordsVote(toks, latinMinVotes, latinShare, func(w string) bool {
		return latinVotes[w] || latinBefore[w] || latinAfter[w]
	})
}

// latinStem is w's stem (folded) before its case ending, "" when it is too
// short to carry across cases.
func latinStem(w string) string {
	for _, e := range latinEndings {
		if strings.HasSuffix(w, e) {
			st := w[:len(w)-len(e)]
			if utf8.RuneCountInString(st) >= latinMinStem {
				return st
			}
			return ""
		}
	}
	if utf8.RuneCountInString(w) >= latinMinStem {
		return w
	}
	return ""
}

// germanicName: w (folded) is a Germanic name latinised: a first element
// of two letters or more, one of germanicElements, and a Latin ending.
func germanicName(w string) bool {
	for _, e := range germanicEndings {
		if !strings.HasSuffix(w, e) {
			continue
		}
		st := w[:len(w)-len(e)]
		for _, g := range germanicElements {
			if strings.HasSuffix(st, g) && utf8.RuneCountInString(st)-utf8.RuneCountInString(g) >= 2 {
				return true
			}
		}
	}
	return false
}

// latinNameWord: toks[i] may be a person's one-word name in Latin text:
// capitalised Latin letters, two letters or more, never written in lower
// case in the text nor a common Latin word, not God's or Christ's name nor
// a saint's (after a holy word), no place, country, body or month of the
// lists.
func (d *Detector) latinNameWord(toks []token, i int, lower map[string]bool) bool {
	t := toks[i]
	r, _ := utf8.DecodeRuneInString(t.text)
	if !unicode.Is(unicode.Latin, r) || !capitalised(t.text) || utf8.RuneCountInString(t.bare) < 2 || lower[t.bare] {
		return false
	}
	low := strings.ToLower(t.text)
	if latinWords[low] || latinWords[t.bare] || latinDivine[t.bare] || latinBefore[t.bare] || latinAfter[t.bare] || latinVotes[t.bare] {
		return false
	}
	if i > 0 && latinHoly[toks[i-1].bare] {
		return false
	}
	return !d.names.countries[t.bare] && !demonyms[t.bare] && !cldrDates[low]
}

// latinCuedNames adds, in Latin text, the one-word names the formulas
// cue: the word after latinBefore ("Ego Gospertus"), after "rogatus a"
// or "ab" or "ad", after "regitur per", after "qui supra" ("spondeo ego
// qui supra Teuperto"); the word before latinAfter, a comma allowed
// between ("Lopo notarium", "Rottardi, filio quondam"); a word joined to a
// name so found by "et", "seu" or "vel" ("rogatus a Petrus et Andreas");
// and a Germanic name with its Latin ending anywhere. Then every other
// word of the document whose stem is such a name's (its other cases). A
// word inside a name found is left to it. Three walks over the words:
// Find stays linear.
func (d *Detector) latinCuedNames(s string, toks []token, spans []Span) []Span {
	if !latinText(toks) {
		return spans
	}
	lower := lowerWords(toks)
	found := make([]bool, len(toks))
	for i := range toks {
		if !d.latinNameWord(toks, i, lower) {
			continue
		}
		found[i] = latinCued(s, toks, i) || germanicName(toks[i].bare)
	}
	// Joined by "et": a second name after a found one ("Petrus et
	// Andreas", "Suntripaldi et Ghisolfi").
	for i := 2; i < len(toks); i++ {
		if found[i-2] && !found[i] && latinAnd[toks[i-1].text] && latinGap(s, toks[i-2], toks[i-1]) && latinGap(s, toks[i-1], toks[i]) && d.latinNameWord(toks, i, lower) {
			found[i] = true
		}
	}
	stems := map[string]bool{}
	for i, f := range found {
		if f {
			if st := latinStem(toks[i].bare); st != "" {
				stems[st] = true
			}
		}
	}
	var add []Span
	k, first, last := 0, -1, -1
	for i, t := range toks {
		if !found[i] {
			st := latinStem(t.bare)
			if st == "" || !stems[st] || !d.latinNameWord(toks, i, lower) {
				continue
			}
		}
		if overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		if last == i-1 && last >= 0 && s[toks[last].end:t.start] == " " {
			// Two name words one space apart are one name ("Iohannes
			// Baptista notarius", "Iulius Secundus vixit").
			add[len(add)-1] = personSpan(s, toks[first], t)
			last = i
			continue
		}
		add = append(add, personSpan(s, t, t))
		first, last = i, i
	}
	return withAdded(spans, add)
}

// latinAnd are the words joining two persons in Latin ("et", "seu",
// "vel", "atque"), in lower case.
var latinAnd = wordSet("et\nseu\nvel\natque\nac\n")

// latinCued: a formula cues toks[i] as a person (latinCuedNames), within
// one sentence (latinGap).
func latinCued(s string, toks []token, i int) bool {
	if i > 0 && latinGap(s, toks[i-1], toks[i]) {
		prev := toks[i-1].bare
		if latinBefore[prev] {
			return true
		}
		if i > 1 && latinGap(s, toks[i-2], toks[i-1]) {
			two := toks[i-2].bare
			switch {
			case (prev == "a" || prev == "ab" || prev == "ad") && latinRogatus[two]:
				return true
			case prev == "per" && latinRegitur[two]:
				return true
			case prev == "supra" && two == "qui":
				return true
			case latinOur[prev] && strings.HasPrefix(two, "domn"):
				// "domno nostro Karolus", "domnus noster X".
				return true
			}
		}
	}
	if i+1 >= len(toks) || !latinAfter[toks[i+1].bare] || (i > 0 && latinPlaceBefore[toks[i-1].text]) {
		return false
	}
	// A comma stands between a man and his father only ("Rottardi,
	// filio quondam"); "…de Vicopelago, testis" names the place.
	gap := s[toks[i].end:toks[i+1].start]
	return gap == " " || gap == "\u00a0" || (latinKin[toks[i+1].bare] && latinGap(s, toks[i], toks[i+1]))
}

// latinKin are the words of sonship and marriage written after a person,
// a comma allowed between.
var latinKin = wordSet("filius\nfilio\nfilia\nfilii\nuxor\n")

// latinPlaceBefore are the prepositions of place in lower case ("de
// Vicopelago", "in Luca"): the word after them is a place however an
// office follows.
var latinPlaceBefore = wordSet("de\nin\nex\nab\nad\napud\nprope\nsub\n")

// latinOur is "our" in the cases written after "domnus".
var latinOur = wordSet("noster\nnostro\nnostri\nnostrum\nnostre\nnostrae\n")

// latinGap: nothing but spaces, a comma or the charters' cross ("+")
// stands between a and b: no sentence ends there.
func latinGap(s string, a, b token) bool {
	for _, r := range s[a.end:b.start] {
		if r != ' ' && r != ',' && r != '+' && r != '\u00a0' {
			return false
		}
	}
	return true
}
