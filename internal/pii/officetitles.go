package pii

import "strings"

// Parliament and press prose in the Latin-script languages names a member,
// a minister or a comrade by the surname alone after the office, in lower
// case mid-sentence: Italian "il senatore Falanga", "la relatrice,
// senatrice Filippin", Czech "poslanec Černý", "ředitelem Tomkou", German
// "Abgeordnete Müller", French "le député Dupont" (docs/adr/0200). No list
// holds such a surname, and the passes that found "senatore Falanga" kept
// the office inside the name, which the sets label alone.

// officeTitleText are the offices and forms of address, folded and bare,
// that a surname follows: Italian, Spanish, Portuguese and French members,
// ministers, presidents, rapporteurs and colleagues; German and Dutch
// ones; Czech, Slovak and Polish ones in the cases a noun takes before a
// name ("předseda", "předsedy", "předsedou"), the party's "brother",
// "sister" and "comrade", and the foreman and director of press reports.
// A closed class of nouns, no names. English offices ("Senator",
// "President") are left to the English rules, which read them already;
// Polish "premier" is left out, as French "premier" is "first" ("le
// premier Bound for Glory"); Czech "panu" (to Mr) is left out, as
// Finnish "Panu" is a given name.
const officeTitleText = `
senatore senatrice onorevole deputato deputata ministro ministra presidente relatore relatrice
sottosegretario sottosegretaria collega sindaco segretario segretaria consigliere consigliera assessore assessora
signor questore
senador senadora diputado diputada presidenta vereador vereadora conselheiro deputado
senateur senatrice depute deputee ministre presidente rapporteur rapporteuse
abgeordnete abgeordneter abgeordneten senatorin ministerin bundesminister bundesministerin staatssekretar
staatssekretarin kollege kollegin kanzlerin bundeskanzler bundeskanzlerin prasident prasidentin
kamerlid staatssecretaris wethouder
poslanec poslance poslanci poslancem poslankyne poslankyni senator senatora senatorovi senatorem senatorka
senatorky ministr ministra ministrovi ministrem ministryne predseda predsedy predsedovi predsedou predsedu
mistopredseda mistopredsedy mistopredsedovi mistopredsedou reditel reditele reditelem reditelovi
tajemnik tajemnika tajemnikem tajemnikovi predak predaka predakem predakovi bratr bratra bratrem bratrovi
sestra sestry sestrou soudruh soudruha soudruhem soudruhovi soudruzka soudruzky agronom agronoma agronomem
pan pana panem pani
poslankyna minister ministrom predsedom riaditel riaditela riaditelom
posel posla poslowi poslem poslanka poslanki marszalek marszalka prezydent prezydenta
`

// officePluralText are the plural offices a list of surnames may follow:
// "dai senatori Falanga, Divina e Blundo", "poslanci Novák a Dvořák".
const officePluralText = `
senatori senatrici onorevoli deputati deputate ministri relatori colleghi colleghe
senadores diputados deputados senateurs deputes abgeordneten kollegen poslanci poslancu senatori poslowie
`

// germanOffices are the offices of officeTitles that German writes with a
// capital mid-sentence, as it writes every noun. Another language's office
// capitalised mid-sentence is part of the office's own name (Polish
// "Ministra Stanu", minister of state; Italian "Ministro degli Esteri"), and
// no surname follows it.
var germanOffices = fieldSet(`abgeordnete abgeordneter abgeordneten senator senatorin minister ministerin
bundesminister bundesministerin staatssekretar staatssekretarin kollege kollegin kollegen kanzlerin bundeskanzler
bundeskanzlerin prasident prasidentin`)

// officeTitles and officePlurals are the two texts' words as sets.
var officeTitles, officePlurals = fieldSet(officeTitleText), fieldSet(officePluralText)

// officeTitle is whether a folded, bare word is an office of either set,
// or a scholar's profession (scholarTitle).
func officeTitle(bare string) bool {
	return officeTitles[bare] || officePlurals[bare] || scholarTitle(bare)
}

// scholarEnds are how the "-logist" of a science ends in Czech, Slovak,
// Polish, Italian, German and French, in the cases before a name:
// "sociolog", "fyziologa", "psychologem", "sociologo", "Psychologe",
// "Soziologin", "sociologue". Press prose names the scholar after the
// science ("Sovětský sociolog Zdravomyslov", "podle fyziologa Cannona").
var scholarEnds = []string{"olog", "ologa", "ologem", "ologovi", "ologo", "ologe", "ologin", "ologue"}

// scholarTitle is whether a folded, bare word of seven letters or more is a
// scholar's profession (scholarEnds).
func scholarTitle(bare string) bool {
	if len(bare) < 7 {
		return false
	}
	for _, e := range scholarEnds {
		if strings.HasSuffix(bare, e) {
			return true
		}
	}
	return false
}

// officeListJoiners are the words that join the last surname of a list:
// Italian and Portuguese "e", "ed", Spanish "y", French "et", German
// "und", Czech and Slovak "a", Polish "i"; Romanian "și", Lithuanian
// "ir", Finnish "ja", Swedish "och", Danish and Norwegian "og", Turkish
// "ve", Indonesian "dan" (docs/adr/0209); not Slovene "in" nor Latvian
// "un", Italian and French words ("Cesarotti in Commissione").
var officeListJoiners = map[string]bool{"e": true, "ed": true, "y": true, "et": true, "und": true, "a": true, "i": true,
	"și": true, "ir": true, "ja": true, "och": true, "og": true, "ve": true, "dan": true}

// maxOfficeAcronyms is how many upper-case acronyms may stand between an
// office and the surname: "předseda ÚV SSM Varholík", "tajemníkem ÚV KSČ
// Oldřichem" name the body the office is of.
const maxOfficeAcronyms = 3

// officeSurname is whether the token may be a surname after an office: a
// capitalised Latin word of three letters or more that is no office,
// function word, country, region, organisation word, people, month, Slavic
// adjective in an oblique case ("předseda Českého výboru"), nor among the
// thousand commonest words of a European language, and that the text never
// writes in lower case. Towns are not ruled out: the gazetteers hold
// surnames as villages ("Filippin", "Uras"), and after an office a person
// is what stands.
func (d *Detector) officeSurname(t token, lower map[string]bool) bool {
	if !capitalised(t.text) || !allLatin(t.text) || len([]rune(t.bare)) < 3 || anyOffice(t.bare) || titles[t.bare] || lower[t.bare] {
		return false
	}
	l := d.names
	w := t.bare
	if l.stop[w] || l.geo[w] || l.countries[w] || l.orgWords[w] || demonyms[w] || placeHeads[w] || placeNouns[w] || cldrDates[strings.ToLower(t.text)] || slavicObliqueAdjective(w) || l.bodyInCase(w) {
		return false
	}
	if head, _, ok := strings.Cut(t.text, "-"); ok && acronym(token{text: head}) {
		return false // an acronym in a case: Croatian "ravnatelj NRO-a", "samita NATO-a"
	}
	if low, ok := strings.CutSuffix(strings.ToLower(t.text), "s"); ok && territoryWords[low] {
		return false // a country in the German genitive ("Präsident Aserbaidschans")
	}
	rank, common := europeCommon[strings.ToLower(t.text)]
	return !common || rank > commonSurnameRank
}

// officeGap is whether s[a:b], between two words, is spaces alone, or
// spaces around one "*" (the Czech corpus's mark of a word left out).
func officeGap(s string, a, b int) bool {
	g := strings.TrimSpace(s[a:b])
	return a < b && (g == "" || g == "*") && !strings.Contains(s[a:b], "\n")
}

// acronym is an upper-case word of two letters or more: a body's short name.
func acronym(t token) bool {
	return len([]rune(t.text)) >= 2 && strings.ToUpper(t.text) == t.text && strings.ToLower(t.text) != t.text
}

// slavicObliqueAdjective is whether a folded word ends as a Czech or Slovak
// adjective in the genitive, dative or plural does ("Českého",
// "Socialistickému", "Slovenských", Slovak "Poslaneckej snemovne"), which
// a surname after an office rarely is; the nominative "Černý" and the
// instrumental "Nerovským" are surnames as often. So do Czech "-ské"
// ("president Finské republiky"), Croatian and Serbian "-ske", "-nog"
// ("Europske", "Ustavnog suda") and Slovene "-ega" ("direktor
// Gostinskega podjetja") (docs/adr/0209).
func slavicObliqueAdjective(w string) bool {
	for _, e := range []string{"eho", "emu", "ych", "ymi", "skej", "ckej", "ske", "cke", "skog", "ckog", "nog", "skega", "ckega", "nega"} {
		if strings.HasSuffix(w, e) && len(w) > len(e)+2 {
			return true
		}
	}
	return false
}
