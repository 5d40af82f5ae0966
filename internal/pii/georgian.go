package pii

import (
	"strings"
	"unicode"
)

// Persons in Georgian script (docs/adr/0143). Georgian (Mkhedruli) has no
// capitals, so no capitalised-word rule sees a name in it; a foreign name
// is written as it sounds ("ალბერტ აინშტაინის", Albert Einstein's) and a
// Georgian given name is on faker's ka_GE list ("გიორგი", "ალექსანდრე").
// The Georgian row of lettersScripts reads a word into Latin letters (the
// national romanisation read backwards, in the English spellings names
// use), pruned against the given-name lists as greek.go reads Greek; a
// given name so read, then one space on a word that is no Georgian
// function word, is a person.

// georgianLatin are the Latin spellings of each Georgian letter in names.
var georgianLatin = map[rune][]string{
	'ა': {"a"}, 'ბ': {"b"}, 'გ': {"g"}, 'დ': {"d"}, 'ე': {"e", "a"}, 'ვ': {"v", "w"}, 'ზ': {"z", "s"},
	'თ': {"t", "th"}, 'ი': {"i", "y", "e", "ee"}, 'კ': {"k", "c", "ck"}, 'ლ': {"l", "ll"}, 'მ': {"m", "mm"},
	'ნ': {"n", "nn"}, 'ო': {"o"}, 'პ': {"p", "pp"}, 'ჟ': {"zh", "j", "g"}, 'რ': {"r", "rr"}, 'ს': {"s", "ss", "c", "z"},
	'ტ': {"t", "tt"}, 'უ': {"u", "oo", "w"}, 'ფ': {"p", "f", "ph"}, 'ქ': {"k", "c", "ch", "q", "ck", "x"},
	'ღ': {"gh", "g"}, 'ყ': {"q", "k"}, 'შ': {"sh", "ch", "s"}, 'ჩ': {"ch", "tch"}, 'ც': {"ts", "tz", "c", "z"},
	'ძ': {"dz", "z"}, 'წ': {"ts"}, 'ჭ': {"ch"}, 'ხ': {"kh", "h", "ch"}, 'ჯ': {"j", "g", "dj"}, 'ჰ': {"h"},
}

// georgianDigraphs are the letter pairs Georgian writes for one English
// sound ("სტივენ", Steven; "ჯეიმს", James; "როუზ", Rose).
var georgianDigraphs = map[string][]string{
	"ეი": {"ay", "ei", "ey", "a"}, "აი": {"ai", "i", "y", "ay"}, "ოუ": {"ow", "ou", "o"}, "ია": {"ia", "ya"},
	"იუ": {"iu", "yu", "u"}, "იო": {"io", "yo", "jo"}, "ქს": {"x", "ks"},
}

// georgianFunctionWords are Georgian's pronouns, conjunctions, particles
// and the commonest verbs of being, commonest first: a tiny closed class
// written out because FrequencyWords' Georgian lists are mis-encoded (their
// words are Russian ones in Georgian letters). Several read as given names
// ("მათ", them, as Matt; "არის", is, as Aris; "ანა" as Ana).
const georgianFunctionWords = `და რომ არ არის ეს ის იყო მისი მათი მათ მას მან ამ იმ იგი ერთი ერთ მაგრამ როგორც თუ ან
ვერ უნდა ასე ისე სადაც როცა როდესაც ვინც რაც რაიმე მერე შემდეგ ყველა ძალიან კი ხომ უკვე ახლა აქ იქ მე შენ ჩვენ
თქვენ ისინი რა ვინ სად როგორ რატომ არა რაკი ვიდრე ისევე ისეთ ისეთი ამგვარი იმდენი მეტ მეტი მეტია დიდ არც თან მაინც ჯერ კიდევ სულ ყველაფერი ამის იმის ამით იმით ამას იმას
მაშინ აგრეთვე ასევე ანუ ოღონდ თითქოს თავის თავისი მისმა ამან იმან ამათ იმათ ესე იყვნენ არიან ყოფილა იქნება
მთელი ბევრი ცოტა სხვა სხვათა შორის მიერ გარდა შესახებ მიმართ წინ უკან ზედ ქვეშ გვერდით ნაცვლად შემდგომ`

// georgianCommon holds georgianFunctionWords with each word's rank.
var georgianCommon = wordRanks(georgianFunctionWords)

// georgianRow is the Georgian row of lettersScripts: no capitals.
var georgianRow = lettersScript{table: unicode.Georgian, letters: georgianLatin, digraphs: georgianDigraphs,
	common: georgianCommon, caseless: true, firstForm: georgianFirstForm}

// georgianFirstForm: w may be the given name before a surname. Georgian
// declines only a name's last word, so a first word in an oblique case
// (-ის genitive, -ით instrumental, -მა ergative, -ზე, -ში postpositions)
// is none unless the lists hold it so ("დავით"); and it drops a given
// name's nominative -ი before the surname ("ალბერტ აინშტაინი", "კარლ
// სეიგანი"), so a first word in -ი is a given name only when the lists hold
// it or its stem ("გიორგი"; "ვასილი", ვასილ): adjectives and nouns in the
// nominative ("დიდი", big; "შავი", black) read as names too often.
func georgianFirstForm(w string, listed func(string) bool) bool {
	if listed(w) {
		return true
	}
	for _, end := range []string{"ის", "ით", "მა", "ზე", "ში", "თან", "ად"} {
		if strings.HasSuffix(w, end) {
			return false
		}
	}
	stem, nominative := strings.CutSuffix(w, "ი")
	return !nominative || listed(stem)
}
