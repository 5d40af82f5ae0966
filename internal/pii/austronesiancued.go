package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Persons cued in the prose of the western Austronesian languages
// (docs/adr/0220). Indonesian, Malay, Javanese and Sundanese news name a
// speaker after the verb of saying or "according to" ("…," ujare Gondo.;
// Menurut Kostaman Thayib, …; kata Sri Mulyani) and a person after a form
// of address or kin term ("Bu Tien Soeharto", "Pak Harto", "Mbak Yuni");
// Tagalog and Cebuano put a personal article before every person's name
// ("si Juan", "ni Rizal", "kay Maria"). Each of these words is a closed
// class of its language that the grammar writes before a person only, so
// it carries to the next document, and to the next language of the family
// that shares it, where no list knows the name. The words are read only
// in text that the family's own function words mark (austronesianText):
// "Mas", "sang" and "ni" are words of Portuguese, English and French too.

// austronesianSaid are the verbs of saying and the "according to" that
// Indonesian and Malay ("kata", "ujar", "menurut"), Javanese ("ujare",
// "jarene", "kandhane", "miturut", "ngendikanipun") and Sundanese
// ("ceuk", "numutkeun") write before the speaker, and the words of naming
// written before a name ("yang bernama", "dijuluki", Javanese "sing
// diparabi", "jenenge"), folded.
var austronesianSaid = wordSet("kata\nujar\nucap\ntutur\nungkap\njelas\nlanjut\ntambah\nimbuh\nmenurut\nujare\njarene\nkandhane\npratelane\npesene\nngendikane\nngendikanipun\nmiturut\ntuture\nceuk\nsaur\nnumutkeun\nbernama\ndinamai\ndijuluki\ndiparabi\njenenge\nasmane\n")

// austronesianAddress are the forms of address and kin terms written
// before a name in Indonesian, Malay, Javanese and Sundanese ("Pak",
// "Bu", "Mas", "Mbak", "Kang", "Ki", "Nyi", "Raden", "Haji", "Gusti") and
// the words for "the late" (Javanese "Suwargi", Indonesian "Almarhum",
// "Mendiang"), folded. They are no part of the name the sets label.
var austronesianAddress = wordSet("pak\nbu\nbapak\nibu\nmas\nmbak\nkang\nki\nnyi\nnyai\nraden\nhaji\nhajah\ngusti\nmbah\neyang\nsuwargi\nalmarhum\nalmarhumah\nmendiang\n")

// austronesianArticles are the personal articles of Tagalog ("si", "ni",
// "kay" and the plurals "sina", "nina", "kina"), shared by Cebuano
// ("si", "ni"): written in lower case, they stand before a person's name
// only.
var austronesianArticles = wordSet("si\nni\nkay\nsina\nnina\nkina\n")

// austronesianOffices are offices and their abbreviations that Indonesian
// and Javanese write after a verb of saying or a form of address, before
// the office's complement and the body ("kata Kepala Eksekutif LPS, …",
// "ujar Dubes", Javanese "Presidhen", "Lurah"), besides idTitles: a cue
// followed by one names no person in the words right after it.
var austronesianOffices = wordSet("presidhen\nlurah\ncamat\nkolonel\nmayor\njendral\ndokter\ndr\nprof\nmr\nmrs\ndubes\nkapolri\nkapolda\nkapolres\njubir\nsekjen\nwadirut\nmeneg\nmenlu\nmendagri\nmenhan\nmenkes\nkades\nbudayawan\nustadz\nkyai\nkiai\n")

// austronesianVotes are function words of Javanese, Sundanese, Tagalog and
// Cebuano that no European language writes in lower case; with idVotes
// (Indonesian and Malay) they tell the family's text.
var austronesianVotes = wordSet("lan\ning\nsing\niku\nora\nkaro\nmarang\nsaka\nuga\ningkang\npunika\nmenika\nkanthi\ndening\nkuwi\nyaiku\nwis\nbakal\njeung\nanu\ndina\nang\nng\nmga\nay\nhindi\nnaman\nsiya\nnga\nug\ndili\n")

// Gate on the family's text: at least austronesianMinVotes lower-case
// words that are its function words, and that share of the lower-case
// words at least.
const (
	austronesianMinVotes = 2
	austronesianShare    = 0.08
)

// maxCuedWords bounds the name after a cue: four words ("Freddy Widya
// Ariesta", "Susilo Bambang Yudhoyono").
const maxCuedWords = 4

// austronesianText: the text's lower-case words are, in the share above,
// function words of Indonesian, Malay, Javanese, Sundanese, Tagalog or
// Cebuano.
func austronesianText(toks []token) bool {
	return lowerWordsVote(toks, austronesianMinVotes, austronesianShare, func(w string) bool {
		return idVotes[w] || austronesianVotes[w]
	})
}

// lowerWordsVote is whether at least least of toks' lower-case words, and at
// least share of them, are words vote says belong to a language: a text
// holds a language's function words in lower case, while its capitalised
// words may be names of any language.
func lowerWordsVote(toks []token, least int, share float64, vote func(string) bool) bool {
	lowers, votes := 0, 0
	for _, t := range toks {
		r, _ := utf8.DecodeRuneInString(t.text)
		if !unicode.IsLower(r) {
			continue
		}
		lowers++
		if vote(t.text) {
			votes++
		}
	}
	return votes >= least && float64(votes) >= share*float64(lowers)
}

// austronesianCue is whether toks[i] cues a person after it: a verb of
// saying in lower case, or capitalised at a sentence's start ("Miturut"); a
// form of address capitalised, as it is before a name (Javanese "kang" in
// lower case is "which"); a personal article in lower case.
func austronesianCue(toks []token, i int) bool {
	t := toks[i]
	low := strings.ToLower(t.text)
	lower := t.text == low
	switch {
	case austronesianAddress[low]:
		return capitalised(t.text)
	case austronesianSaid[low]:
		return lower || capitalised(t.text)
	case austronesianArticles[low]:
		return lower
	}
	return false
}

// austronesianNameWord: a capitalised Latin word that may stand in a name
// after a cue, not written in capitals throughout (an acronym: "BPS",
// "BNI"): unlistedNameWord's tests, or a listed given name (the general
// lists' or Wiktionary's of the languages without one, worldgiven.go) that
// is no thing's word and that the text never writes in lower case; the
// cue vouches for a given name that is a word elsewhere too ("Julius",
// "Maria", Vietnamese "Tien").
func (d *Detector) austronesianNameWord(t token, lower map[string]bool) bool {
	if utf8.RuneCountInString(t.text) > 1 && strings.ToUpper(t.text) == t.text {
		return false
	}
	if d.unlistedNameWord(t, lower) {
		return !austronesianKin[t.bare]
	}
	r, _ := utf8.DecodeRuneInString(t.text)
	return unicode.Is(unicode.Latin, r) && capitalised(t.text) && !lower[t.bare] && !austronesianKin[t.bare] && (d.names.first[t.bare] || worldGivenNames.has(t.bare)) && !d.names.placeOrBody(t)
}

// placeOrBody is thingWord without its common and function words: the word
// names a place, country, region, people, body, month or weekday.
func (l nameLists) placeOrBody(t token) bool {
	w, low := t.bare, strings.ToLower(t.text)
	return l.places[w] || l.geo[w] || l.countries[w] || l.orgWords[w] || demonyms[w] || placeHeads[w] || placeNouns[w] || territoryWords[low] || cldrDates[low]
}

// austronesianKin are the kin terms Tagalog and Cebuano write capitalised
// after a personal article when they address a relative ("si Tatay", "kay
// Lola"): a noun, not the person's name, which the sets do not label.
var austronesianKin = wordSet("tatay\nnanay\ninay\nitay\nlolo\nlola\nkuya\nate\ntito\ntita\nmama\npapa\nina\nama\nnay\ntay\n")

// austronesianCuedNames adds, in the family's text, the one to four name
// words right after a cue: after a verb of saying only where a clause's
// mark (",", ".", "!", "?", ";", ":") or the text's end follows them, as
// a speaker stands ("…," ujare Gondo.; Menurut Kostaman Thayib, …), for an
// office or body there goes on with lower-case words ("Menurut Pefindo
// peringkat …"). Neither an office right after the cue ("kata Kepala
// Eksekutif LPS") nor a capitalised word after the name is taken. A name
// found with the form of address inside it ("Bu Tien") is replaced by the
// name without it. Then every other capitalised place of a one-word name
// so found, standing alone, that overlaps nothing ("jarene Gondo" …
// "Gondo nerangake"): the document's own evidence, as ADR 0197's runs.
// Two walks over the words: Find stays linear.
func (d *Detector) austronesianCuedNames(s string, toks []token, spans []Span) []Span {
	if !austronesianText(toks) {
		return spans
	}
	lower := lowerWords(toks)
	var add []Span
	drop := map[int]bool{}
	lone := map[string]bool{}
	k := 0
	for i := 0; i+1 < len(toks); i++ {
		if !austronesianCue(toks, i) || !spaceApart(s, toks[i], toks[i+1]) || austronesianOffice(toks[i+1]) {
			continue
		}
		j := i + 1
		for j < len(toks) && j-i <= maxCuedWords && (j == i+1 || spaceApart(s, toks[j-1], toks[j])) && !austronesianOffice(toks[j]) && d.austronesianNameWord(toks[j], lower) {
			j++
		}
		if j == i+1 || (j < len(toks) && spaceApart(s, toks[j-1], toks[j]) && capitalised(toks[j].text)) {
			continue
		}
		if austronesianSaid[strings.ToLower(toks[i].text)] && !clauseEnd(s, toks[j-1].end) {
			continue
		}
		if overlapsFound(spans, &k, toks[i+1].start, toks[j-1].end) {
			// The cue inside a name found ("Miturut Gondo", "Bu Tien"):
			// that name alone overlapping, from the cue to within the
			// run; a form of address only where the run grows the name
			// ("Bu Tien" -> "Tien Soeharto"): one that ends with the run
			// may be a family name ("Kang Lei-hu").
			sp := spans[k]
			address := austronesianAddress[strings.ToLower(toks[i].text)]
			if sp.Kind != Person || sp.Start != toks[i].start || sp.End > toks[j-1].end || (address && sp.End == toks[j-1].end) || (k+1 < len(spans) && spans[k+1].Start < toks[j-1].end) {
				continue
			}
			drop[k] = true
		}
		add = append(add, personSpan(s, toks[i+1], toks[j-1]))
		if j-i == 2 {
			lone[toks[i+1].bare] = true
		}
		i = j - 1
	}
	if len(add) == 0 {
		return spans
	}
	spans = replacedSpans(spans, drop, add)
	if len(lone) == 0 {
		return spans
	}
	var echo []Span
	k = 0
	for i, t := range toks {
		if !lone[t.bare] || !capitalised(t.text) || (i > 0 && spaceApart(s, toks[i-1], t) && capitalised(toks[i-1].text) && !austronesianCue(toks, i-1)) || (i+1 < len(toks) && spaceApart(s, t, toks[i+1]) && capitalised(toks[i+1].text)) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		echo = append(echo, personSpan(s, t, t))
	}
	return withAdded(spans, echo)
}

// austronesianOffice: a capitalised office of idTitles or
// austronesianOffices.
func austronesianOffice(t token) bool {
	low := strings.ToLower(t.text)
	return capitalised(t.text) && (idTitles[low] || austronesianOffices[low])
}

// clauseEnd: s ends at byte at, or a clause's mark stands there.
func clauseEnd(s string, at int) bool {
	if at == len(s) {
		return true
	}
	switch s[at] {
	case ',', '.', '!', '?', ';', ':':
		return true
	}
	return false
}
