package pii

import "strings"

// Parliament and press prose of more Latin-script languages names a member
// or a minister by the surname after the office, in lower case
// mid-sentence, as Italian and Czech do (docs/adr/0200, docs/adr/0209):
// Slovene "poslanec Janša", Croatian "premijer Plenković", Romanian
// "ministrul Orban", Lithuanian "prezidentas Nausėda", Finnish "ministeri
// Vanhanen", Norwegian "representanten Hansen", Turkish "bakan Şimşek",
// Indonesian "menteri Sri". These offices count in lower case alone:
// Indonesian and South Slavic prose capitalise an office with the body it
// heads ("Menteri Keuangan", "Predsjednik Ustavnog suda"), so a
// capitalised one is followed by its body as often as by a name. No
// licensed list of offices per language was
// found (CLDR has none); the list is written from knowledge of the
// languages, a closed class of nouns and no names.

// moreOfficeText are the offices and forms of address of Slovene,
// Croatian, Serbian (Latin), Romanian, Hungarian, Lithuanian, Latvian,
// Estonian, Finnish, Swedish, Danish, Norwegian, Turkish and Indonesian,
// written as the language writes them, in the cases a noun
// takes before a name (Slovene "predsednika", Romanian "președintelui",
// Finnish "pääministerin"). Left out: words another language uses as a
// common word before a capitalised one (Lithuanian "merė" is French
// "mère", Latvian "mēra" Italian "mera", Norwegian "leder" a verb,
// Vietnamese "bà" folds to Wolof "ba", Turkish "bakan" is also "looking
// at": "Jaguar'a bakan Ford"); Vietnamese, which viid.go reads
// and latinProseAround leaves out.
const moreOfficeText = `
poslanca poslancu poslancem poslanke ministru ministrica ministrice predsednik predsednika predsedniku
predsednikom predsednica predsednice podpredsednik podpredsednika župan župana županu županom županja direktor
direktorja direktorju direktorica sekretar sekretarja gospod gospoda gospodu gospa kolega kolegica
zastupnik zastupnika zastupniku zastupnikom zastupnica zastupnice ministar ministrom predsjednik predsjednika
predsjedniku predsjednikom predsjednica potpredsjednik potpredsjednika gradonačelnik gradonačelnika
gradonačelniku gradonačelnica direktora ravnatelj ravnatelja tajnik tajnika gospodin gospodina gospođa gospođe
poslanik poslanika poslaniku potpredsednik premijer premijera premijeru premijerom
senatorul senatoarea senatorului deputatul deputata deputatului ministrul ministrului președintele președinta
președintelui premierul premierului vicepremierul primarul primarului primarița consilierul secretarul
directorul directorului domnul doamna domnului doamnei colegul liderul liderului
képviselő miniszter miniszterelnök elnök alelnök polgármester főpolgármester államtitkár igazgató
ministras ministrui premjeras premjero premjerui prezidentas prezidentė prezidento prezidentui pirmininkas
pirmininkė pirmininko pirmininkui direktorius direktorė direktoriaus ponas ponia pono ponios parlamentaras
parlamentarė seimūnas seimūnė seimūno
ministrs ministre premjers prezidents prezidente prezidenta deputāts deputāte deputāta priekšsēdētājs
priekšsēdētāja mērs direktors direktore
ministri peaminister peaministri president presidendi esimees esimehe linnapea direktori härra proua kolleeg
saadik
ministeri ministerin pääministeri pääministerin presidentti presidentin puheenjohtaja puheenjohtajan
varapuheenjohtaja kansanedustaja kansanedustajan edustaja edustajan pormestari kaupunginjohtaja johtaja johtajan
toimitusjohtaja herra rouva senaattori
ministern ledamot ledamoten riksdagsledamot talman talmannen ordförande ordföranden borgmästare presidenten
direktör kommunalråd kommunalrådet landshövding partiledare statsråd statsrådet fru
ministeren borgmester borgmesteren formand formanden næstformand direktør direktøren præsident præsidenten
ordfører ordføreren folketingsmedlem
stortingsrepresentant representant representanten stortingspresident stortingspresidenten statsråden
ordføraren saksordfører saksordføreren komiteleder
bakanı başbakan cumhurbaşkanı milletvekili başkan başkanı başkanvekili vali valisi müdür müdürü sayın
senatör savcı kaymakam muhtar bayan
presiden menteri gubernur bupati walikota ketua anggota direktur sekretaris jenderal pak bapak ibu
`

// moreOfficePluralText are the plural offices of those languages that a
// list of surnames may follow: Croatian "zastupnici", Romanian
// "deputații", Finnish "kansanedustajat", Turkish "milletvekilleri".
const moreOfficePluralText = `
zastupnici poslanici senatorii deputații miniștrii ministrai kansanedustajat milletvekilleri representantene
`

// ministerEnds are how a compound minister ends in the languages that
// write offices as one word: Swedish "utbildningsminister", Danish
// "udenrigsministeren", Finnish "ulkoministeri", Estonian
// "välisminister", Latvian "premjerministrs", Lithuanian
// "viceministras", Croatian "potministar".
var ministerEnds = []string{"minister", "ministern", "ministeren", "ministeri", "ministerin", "ministrs", "ministras", "ministar"}

// compoundMinister is whether a folded, bare word is longer than a
// minister and ends as one (ministerEnds).
func compoundMinister(w string) bool {
	for _, e := range ministerEnds {
		if len(w) > len(e)+2 && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// moreOffices and morePlurals are the two texts' words, folded and bare.
var moreOffices, morePlurals = bareFoldedSet(moreOfficeText), bareFoldedSet(moreOfficePluralText)

// lowerOffice is whether t is an office of moreOffices or morePlurals, or a
// compound minister, written in lower case.
func lowerOffice(t token) bool {
	return !capitalised(t.text) && (moreOffices[t.bare] || morePlurals[t.bare] || compoundMinister(t.bare))
}

// bareFoldedSet is the set of the folded, bare words of text.
func bareFoldedSet(text string) map[string]bool {
	out := map[string]bool{}
	for _, w := range strings.Fields(text) {
		out[bare(fold(w))] = true
	}
	return out
}

// anyOffice is whether a folded, bare word is an office of any list
// (officeTitle, moreOffices, morePlurals) or a compound minister.
func anyOffice(w string) bool {
	return officeTitle(w) || moreOffices[w] || morePlurals[w] || compoundMinister(w)
}
