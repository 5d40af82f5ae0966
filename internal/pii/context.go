package pii

import (
	"regexp"
	"strings"
	"unicode/utf8"
)

// gaelic are the particles an Irish or Scottish surname starts with, written
// capitalised: "Ó Briain", "Ní Dhomhnaill", "Mac Giolla", "Nic Dhonnchadha".
// The word after one is a surname even in no list (it is often lenited).
var gaelic = map[string]bool{"o": true, "ni": true, "nic": true, "mac": true, "mc": true, "ui": true, "ua": true}

// gaelicAt is a Gaelic particle at i written as one (capitalised, "Ó" not "O").
func (n *nameScan) gaelicAt(i int) bool { return n.gaelicEnd(i) > i }

// gaelicEnd is the surname's index after a Gaelic particle at i, or -1. A
// "Mac" or "Nic" may hold the article before it ("Mac an tSaoi", "Nic an
// Bhaird"), and a woman's "Mhac" is the lenited "Mac" ("Máire Mhac an tSaoi").
func (n *nameScan) gaelicEnd(i int) int {
	t := n.toks[i]
	lenited := t.text == "Mhac" || t.text == "Mhic"
	if !(gaelic[t.bare] && n.particle(i) && capitalised(t.text+"x") && t.text != "O" || lenited) || !n.joined(i) {
		return -1
	}
	j := i + 1
	if (lenited || t.bare == "mac" || t.bare == "nic") && n.toks[j].text == "an" && n.joined(j) {
		j++
	}
	if n.surnameWord(j) || irishMutated.MatchString(n.toks[j].text) {
		// "Mac Giolla Bhríde", "Ó Giolla Phádraig": "Giolla" (servant of) is
		// the surname's first word, the saint's name after it, often
		// lenited, its second (docs/adr/0126).
		if (n.toks[j].bare == "giolla" || n.toks[j].bare == "ghiolla") && j+1 < len(n.toks) && n.joined(j) && capitalised(n.toks[j+1].text) && !n.stop(j+1) {
			return j + 1
		}
		return j
	}
	return -1
}

// irishMutated is a surname after an Irish particle written with its initial
// mutation, a lower-case prefix before the capital: "Ó hUiginn", "Mac an
// tSaoi", "Ó bhFlaithearta", "Uí gCearnaigh".
var irishMutated = regexp.MustCompile(`^(h|t|n|m|g|bh|b|d)[A-ZÁÉÍÓÚ][a-záéíóú]+$`)

// surnameWord may follow a particle as a surname: capitalised, no stop word, and no English word unless a known name.
func (n *nameScan) surnameWord(i int) bool {
	t := n.toks[i]
	return capitalised(t.text) && cased(t.text) && !n.stop(i) && (!n.l.words[t.bare] || n.known(i)) && !titles[t.bare]
}

// ranks are capitalised titles of office before a name: "Brigadier General
// Jakub Mazur", "Captain Zoé Ries". Unlike "Mr", the word after one must
// read as a name ("General Motors" is none).
var ranks = map[string]bool{"general": true, "colonel": true, "captain": true, "brigadier": true, "major": true,
	"lieutenant": true, "sergeant": true, "admiral": true, "commander": true, "corporal": true, "marshal": true,
	"president": true, "senator": true, "governor": true, "judge": true, "justice": true, "bishop": true,
	"archbishop": true, "cardinal": true, "pope": true, "father": true, "sister": true, "brother": true,
	"king": true, "queen": true, "prince": true, "princess": true, "lord": true, "lady": true, "duke": true,
	"duchess": true, "count": true, "countess": true, "baron": true, "baroness": true, "emperor": true,
	"empress": true, "sultan": true, "emir": true, "chancellor": true, "minister": true, "mayor": true,
	"professor": true, "coach": true, "inspector": true, "detective": true, "officer": true, "agent": true,
	"senior": true, "junior": true, "juniors": true, "seniors": true, "famer": true, "coroner": true, "rev": true,
	"reverend": true, "saint": false}

// office is a role noun or an office written as part of a heading ("CEO",
// "Chief", "Taoiseach", "Minister"): never a word of a person's name.
func (n *nameScan) office(i int) bool {
	t := n.toks[i]
	if !roles[t.bare] && !offices[t.bare] {
		return false
	}
	// In capitals it is an acronym ("CEO", "MP"); capitalised, a word that is also a given name or a common
	// surname in no dictionary may be a name ("Ceo" aside, "Marshal" is a rank, "Chief" an office).
	return upperWord(t.text) && len(t.text) > 1 || capitalised(t.text) && !n.l.first[t.bare] && !(n.l.frequent[t.bare] && !n.l.words[t.bare])
}

// offices are titles of office not in roles: "Taoiseach Albert Reynolds", "Chief Carole Smith", "Premier".
var offices = map[string]bool{"chief": true, "taoiseach": true, "tanaiste": true, "premier": true, "minster": true,
	"chairperson": true, "md": true, "vp": true, "evp": true, "svp": true, "cmo": true, "cio": true, "ciso": true,
	"mp": true, "mep": true, "mla": true, "vice": true, "md's": false}

// hyphenGiven is a romanised Chinese or Korean given name: "Wing-yan", "Ka-ming", "Ji-woo".
// The part after the hyphen may be capitalised ("Min-Woo", "Wen-Hsiung"), the first a single letter ("I-chun").
var hyphenGiven = regexp.MustCompile(`^\p{Lu}\p{Ll}{0,5}-\p{L}\p{Ll}{1,5}$`)

// roles are nouns that stand right before a person's name: "operator Wanjiru Kamau", "our engineer, Baraka Otieno".
var roles = map[string]bool{"engineer": true, "manager": true, "director": true, "officer": true, "colleague": true,
	"coordinator": true, "lead": true, "chair": true, "chairman": true, "chairwoman": true, "president": true,
	"ceo": true, "cfo": true, "cto": true, "coo": true, "founder": true, "cofounder": true, "professor": true,
	"doctor": true, "nurse": true, "driver": true, "agent": true, "representative": true, "analyst": true,
	"consultant": true, "supervisor": true, "secretary": true, "minister": true, "mayor": true, "governor": true,
	"senator": true, "coach": true, "player": true, "singer": true, "guitarist": true, "drummer": true,
	"artist": true, "author": true, "writer": true, "editor": true, "producer": true, "candidate": true,
	"employee": true, "advisor": true, "adviser": true, "assistant": true, "deputy": true, "operator": true,
	"coroner": true, "inspector": true, "detective": true, "sergeant": true, "captain": true, "lieutenant": true,
	"general": true, "colonel": true, "judge": true, "lawyer": true, "attorney": true, "accountant": true,
	"auditor": true, "technician": true, "contractor": true, "intern": true, "trainee": true, "student": true,
	"teacher": true, "architect": true, "designer": true, "developer": true, "researcher": true, "scientist": true,
	"actor": true, "actress": true, "director's": false, "wife": true, "husband": true, "son": true, "daughter": true,
	"brother": true, "sister": true, "father": true, "mother": true, "cousin": true, "friend": true, "partner": true,
	"spokesman": true, "spokeswoman": true, "spokesperson": true, "vocalist": true, "bassist": true, "pianist": true,
	"composer": true, "poet": true, "novelist": true, "painter": true, "photographer": true, "journalist": true,
	"reporter": true, "chef": true, "pilot": true, "sheriff": true, "bishop": true, "pastor": true, "priest": true}

// sayings follow a person's name: "Njeri Odhiambo said", "Kaveh Moradi, who".
var sayings = map[string]bool{"said": true, "says": true, "wrote": true, "writes": true, "told": true,
	"explained": true, "added": true, "noted": true, "stated": true, "replied": true, "recalled": true,
	"argued": true, "insisted": true, "asked": true, "who": true, "whose": true, "himself": true, "herself": true}

// saints stand before a saint's name, which in a capitalised run of words
// names a town, a church or a square, not a person.
var saints = map[string]bool{"san": true, "santa": true, "santo": true, "sao": true, "sant": true, "santi": true,
	"sankt": true, "saint": true, "sainte": true}

// placeHeads start the names of places and bodies in the Romance and
// Slavic languages, before the words that name them: "Serra das Conchas",
// "Vila Nova", "Rodovia Anhanguera", "Banja Luka", "Igreja Matriz".
var placeHeads = map[string]bool{"serra": true, "vila": true, "ponte": true, "rodovia": true, "praia": true,
	"praca": true, "rua": true, "avenida": true, "estrada": true, "igreja": true, "iglesia": true, "sindicato": true,
	"universidade": true, "universidad": true, "universiteit": true, "ginasio": true, "banja": true, "punta": true,
	"cerro": true, "ciudad": true, "cidade": true, "estado": true, "provincia": true, "jezero": true, "planina": true}

// placeNouns after capitalised words make them a place or an organisation: "Dublin Port", "Jebel Ali Free Zone".
var placeNouns = map[string]bool{"port": true, "zone": true, "airport": true, "harbour": true, "harbor": true,
	"bay": true, "street": true, "road": true, "avenue": true, "park": true, "bridge": true, "river": true,
	"lake": true, "island": true, "islands": true, "station": true, "centre": true, "center": true, "hall": true,
	"university": true, "college": true, "hospital": true, "school": true, "group": true, "ltd": true, "inc": true,
	"gmbh": true, "company": true, "bank": true, "county": true, "province": true, "state": true, "city": true,
	"valley": true, "mountain": true, "mountains": true, "district": true, "region": true, "square": true,
	"tower": true, "building": true, "institute": true, "foundation": true, "airlines": true, "airways": true,
	"motors": true, "systems": true, "labs": true, "studios": true, "records": true, "stadium": true,
	"court": true, "house": true, "hotel": true, "museum": true, "church": true, "cathedral": true, "castle": true,
	"palace": true, "prize": true, "award": true, "cup": true, "trophy": true, "act": true, "line": true,
	"railway": true, "railroad": true, "corporation": true, "partners": true, "associates": true, "llc": true,
	"plc": true, "sa": true, "ag": true, "desk": true, "terminal": true, "metro": true, "beach": true, "brook": true,
	"dock": true, "pond": true, "field": true, "fields": true, "place": true, "casino": true, "media": true,
	"olympics": true, "games": true, "playfield": true, "gap": true, "high": true, "library": true, "creek": true,
	"hills": true, "falls": true, "canyon": true, "springs": true, "forest": true, "woods": true, "grove": true,
	"heights": true, "point": true, "band": true, "orchestra": true, "club": true, "league": true, "party": true,
	"trust": true, "fund": true, "press": true, "times": true, "post": true, "news": true, "magazine": true,
	"theatre": true, "theater": true, "festival": true, "award's": false, "highway": true, "lane": true,
	"drive": true, "way": true, "boulevard": true, "airfield": true, "base": true, "harbourfront": true,
	"village": true, "town": true, "township": true, "borough": true, "parish": true, "peninsula": true,
	"coast": true, "beacon": true, "arena": true, "centre's": false, "store": true, "stores": true, "mall": true,
	"office": true, "contest": true, "paralympics": true, "championship": true, "championships": true,
	"council": true, "committee": true, "ministry": true, "department": true, "agency": true, "commission": true,
	"corp": true, "pharma": true, "police": true, "yard": true, "navy": true, "army": true, "holdings": true,
	"bancorp": true, "capital": true, "brewery": true, "winery": true, "restaurant": true, "cafe": true, "pub": true,
	"kingdom": true, "empire": true, "dynasty": true, "war": true, "wars": true, "oblast": true, "krai": true, "okrug": true,
	"republic": true, "revolution": true, "show": true, "universiade": true}

// articles of other languages start titles and places, not names: "Ein Lied von Liebe", "Les Bains".
var articles = map[string]bool{"ein": true, "eine": true, "les": true, "il": true, "lo": true, "los": true, "las": true,
	"die": true, "das": true, "het": true, "une": true, "un": true, "gli": true, "os": true, "as": true}

// demonyms and language names are never part of a person's name: "Odessa American", "Dutch East Indies".
var demonyms = map[string]bool{"american": true, "british": true, "english": true, "german": true, "french": true,
	"dutch": true, "spanish": true, "italian": true, "russian": true, "chinese": true, "japanese": true,
	"korean": true, "indian": true, "african": true, "european": true, "asian": true, "arab": true, "arabic": true,
	"irish": true, "scottish": true, "welsh": true, "polish": true, "swedish": true, "norwegian": true,
	"danish": true, "finnish": true, "greek": true, "turkish": true, "persian": true, "egyptian": true,
	"mexican": true, "canadian": true, "australian": true, "brazilian": true, "portuguese": true,
	"prussian": true, "austrian": true, "swiss": true, "belgian": true, "hungarian": true, "czech": true,
	"roman": true, "latin": true, "christian": true, "jewish": true, "muslim": true, "catholic": true,
	"protestant": true, "orthodox": true, "islamic": true, "vietnamese": true, "thai": true, "filipino": true,
	"indonesian": true, "malaysian": true, "pakistani": true, "nigerian": true, "kenyan": true, "ukrainian": true,
	"jews": true, "democrat": true, "republican": true, "soviet": true, "national": true, "international": true}

// compass words before capitalised words make a region: "West Africa", "Southern Africa".
var compass = map[string]bool{"west": true, "east": true, "north": true, "south": true, "western": true,
	"eastern": true, "northern": true, "southern": true, "central": true, "upper": true, "lower": true,
	"greater": true, "new": true, "saint": true, "st": true, "san": true, "santa": true, "fort": true, "mount": true,
	"lake": true, "cape": true, "port": true, "camp": true, "river": true}

// placePrepositions before a lone name make it a place: "in Vienna", "at Bratislava".
var placePrepositions = map[string]bool{"in": true, "at": true, "near": true, "via": true, "across": true,
	"around": true, "outside": true, "inside": true, "within": true, "towards": true, "toward": true}

// roleBefore: a role noun stands right before token i ("operator X", "engineer, X").
func (n *nameScan) roleBefore(i int) bool {
	if i == 0 {
		return false
	}
	p := n.toks[i-1]
	gap := n.s[p.end:n.toks[i].start]
	return (gap == " " || gap == ", ") && roles[p.bare] && !capitalised(p.text)
}

// sayingAfter: a verb of saying or "who" follows token i ("X Y said", "X Y, who").
func (n *nameScan) sayingAfter(i int) bool {
	if i+1 >= len(n.toks) {
		return false
	}
	nx := n.toks[i+1]
	gap := n.s[n.toks[i].end:nx.start]
	return (gap == " " || gap == ", ") && sayings[nx.bare] && !capitalised(nx.text)
}

// unknownPair is two or three capitalised words in no dictionary, no place
// and no stop word, starting at i: "Wanjiru Kamau". It returns the last.
func (n *nameScan) unknownPair(i int) (int, bool) {
	if !n.unknownGiven(i) || !n.joined(i) || !n.unknownGiven(i+1) {
		return 0, false
	}
	end := i + 1
	if n.joined(end) && end+1 < len(n.toks) && n.unknownGiven(end+1) {
		end++
	}
	return end, true
}

// placeLike: the words from..to are a place or an organisation by what
// stands around them ("Dublin Port", "West Africa", "in Vienna" for one word).
func (n *nameScan) placeLike(from, to int) bool {
	if from < to {
		phrase := bare(strings.Join(strings.Fields(fold(n.s[n.toks[from].start:n.toks[to].end])), " "))
		if n.l.placePhrases[phrase] {
			return true // "Hong Kong"
		}
		if n.l.orgPhrases[phrase] && !n.sayingAfter(to) && !n.roleBefore(from) {
			return true // "Goldman Sachs", "Tim Hortons" — but "designer Paul Smith said"
		}
	}
	for m := from; m <= to; m++ {
		if saints[n.toks[m].bare] && capitalised(n.toks[m].text) && m+1 < len(n.toks) && n.joined(m) && capitalised(n.toks[m+1].text) {
			return true // "Sesto San Giovanni", "Casa Santa Marta", "São Paulo": a saint's name names a place or a church
		}
		if m > from && placeNouns[n.toks[m].bare] || m == from && m < to && (compass[n.toks[m].bare] || placeHeads[n.toks[m].bare]) || demonyms[n.toks[m].bare] {
			return true // "Lagos Port Complex", "West Africa", "Odessa American"
		}
	}
	if from < to && (n.placeWord(from) && !n.known(from+1) || n.placeWord(to) && !n.known(to-1)) {
		return true // "Netflix Canada", "Gaza Hamas": a place beside a word that is no name
	}
	return n.placeAround(from, to)
}

// placeAround: what stands around the words from..to, or their first word,
// makes them a place or a title ("Dublin Port", "St. Louis", "Le Loft"),
// whatever the words themselves are.
func (n *nameScan) placeAround(from, to int) bool {
	if from == to && n.l.proper[n.toks[from].bare] && !n.l.first[n.toks[from].bare] {
		return true // alone, "Nicholson", "Coleman", "Chicago" are the dictionary's, not a given name
	}
	if t := n.toks[from]; from < to && capitalised(t.text) && (particles[strings.ToLower(t.text)] || articles[t.bare]) {
		return true // "Les Bains", "Den Haag", "Le Loft": an article starts a place or a title
	}
	if to+1 < len(n.toks) && n.joined(to) && (placeNouns[n.toks[to+1].bare] || demonyms[n.toks[to+1].bare]) && capitalised(n.toks[to+1].text) {
		return true // "Dublin Port", "Washington Dulles International"
	}
	if from > 0 && n.toks[from-1].bare == "st" && n.s[n.toks[from-1].end:n.toks[from].start] == ". " {
		return true // "St. Louis"
	}
	if n.toks[from].text == "Co" && from < to || from > 0 && n.toks[from-1].text == "Co" && (n.s[n.toks[from-1].end:n.toks[from].start] == " " || n.s[n.toks[from-1].end:n.toks[from].start] == ". ") {
		return true // "Co Clare", "Co. Tyrone": an Irish county
	}
	if from > 0 && n.joined(from-1) && (compass[n.toks[from-1].bare] || demonyms[n.toks[from-1].bare] ||
		n.toks[from-1].bare == "camp") && capitalised(n.toks[from-1].text) {
		return true
	}
	return false
}

// placeWord is a place that is no given name: a country ("Canada", a census
// surname too), a city or region in no surname list ("Brisbane", "Gaza";
// not "Tamura" or "Obama", Japanese towns), or one of faker's places that
// is no common surname. Not "Jordan" or "Florence".
func (n *nameScan) placeWord(i int) bool {
	b := n.toks[i].bare
	return !n.l.first[b] && (n.l.countries[b] || n.l.places[b] && !n.l.frequent[b] || n.l.geo[b] && !n.l.last[b])
}

// loneNotAName: a single word found as a name is not one after "in"/"at"
// ("in Vienna"), or when a lower-case word in no English dictionary follows
// it (the first word of a phrase in another language: "Kinh doanh").
func (n *nameScan) loneNotAName(i int) bool {
	if i > 0 && n.s[n.toks[i-1].end:n.toks[i].start] == " " && placePrepositions[n.toks[i-1].bare] && !capitalised(n.toks[i-1].text) {
		return true
	}
	if i+1 < len(n.toks) && n.joined(i) && (vietnamese(n.toks[i].text) || vietnamese(n.toks[i+1].text)) {
		// Only for Vietnamese: "Kinh doanh" or "Kế toán" in a table is a department, while "Kwame hat …"
		// or "Marie était …" in German or French prose is a person.
		nx := n.toks[i+1]
		r, _ := utf8.DecodeRuneInString(nx.text)
		return cased(nx.text) && !capitalised(nx.text) && !upperWord(nx.text) && r == []rune(strings.ToLower(string(r)))[0] &&
			!n.l.words[nx.bare] && !particles[nx.bare] && len(nx.bare) > 1
	}
	return false
}

// vietnamese: w holds a letter only Vietnamese writes (ă, â, đ, ê, ô, ơ, ư, or a
// vowel with a tone mark from Unicode's Latin Extended Additional block: ế, ỹ, ự…).
func vietnamese(w string) bool {
	for _, r := range strings.ToLower(w) {
		if strings.ContainsRune("ăâđêôơư", r) || r >= 0x1EA0 && r <= 0x1EF9 {
			return true
		}
	}
	return false
}

// afterThe: token i follows "The"/"the" — "The Atlas Rollout" is a thing.
func (n *nameScan) afterThe(i int) bool {
	return i > 0 && n.toks[i-1].bare == "the" && n.s[n.toks[i-1].end:n.toks[i].start] == " "
}

// nameShaped is a capitalised word in no dictionary, no stop word or title
// (a place list may hold it: many given names are also towns).
func (n *nameScan) nameShaped(i int) bool {
	t := n.toks[i]
	return capitalised(t.text) && cased(t.text) && !n.stop(i) && !n.l.words[t.bare] && !titles[t.bare] && !ranks[t.bare]
}

// loneContext: a single capitalised word is a person's name only when its
// context says so — a verb of saying or doing after it ("Anna approved",
// "Tariq placed"), a verb that takes a person or a role noun or a rank
// before it ("please call Sarah", "President Obama", "on-call: Chen"), an
// e-mail address in brackets after it, or a table cell of its own. Alone, a
// given name is as often a place, a brand or a group ("Vic", "America",
// "Isis", "Zara", "Tory").
func (n *nameScan) loneContext(i int) bool {
	if n.roleBefore(i) || n.sayingAfter(i) {
		return true
	}
	t := n.toks[i]
	if i > 0 && n.joined(i-1) && ranks[n.toks[i-1].bare] && capitalised(n.toks[i-1].text) {
		return true
	}
	if i+1 < len(n.toks) {
		nx := n.toks[i+1]
		gap := n.s[t.end:nx.start]
		if (gap == " " || gap == ", ") && doings[nx.bare] && !capitalised(nx.text) || gap == " (" && strings.Contains(n.s[nx.start:min(len(n.s), nx.start+80)], "@") {
			return true
		}
	}
	if i > 0 {
		p := n.toks[i-1]
		gap := n.s[p.end:t.start]
		if (gap == " " || gap == ": ") && takesPerson[p.bare] && !capitalised(p.text) {
			return true
		}
	}
	return n.ownCell(i)
}

// doings are verbs that follow a person in business text: "Anna approved it", "Tariq placed INV-…".
var doings = map[string]bool{"approved": true, "placed": true, "reported": true, "will": true, "signed": true,
	"sent": true, "joined": true, "agreed": true, "confirmed": true, "requested": true, "mentioned": true,
	"called": true, "emailed": true, "wants": true, "thinks": true, "reviewed": true, "booked": true,
	"ordered": true, "paid": true, "submitted": true, "rejected": true, "accepted": true, "left": true}

// takesPerson are words after which a lone name is a person: "please call Sarah", "ask Kwame", "on-call: Chen".
var takesPerson = map[string]bool{"call": true, "ask": true, "tell": true, "email": true, "contact": true,
	"cc": true, "oncall": true, "ping": true, "remind": true, "thank": true, "thanks": true, "meet": true, "met": true}

// ownCell: token i fills a table cell alone ("| Marta | …", "Kenji\t…"): a
// cell edge ("|" or a tab) on one side, a cell edge or the line's end on the
// other. Only the bytes beside the word are read, so it stays linear.
func (n *nameScan) ownCell(i int) bool {
	t := n.toks[i]
	before := strings.TrimRight(n.s[:t.start], " ")
	after := strings.TrimLeft(n.s[t.end:], " ")
	var b, a byte = '\n', '\n'
	if before != "" {
		b = before[len(before)-1]
	}
	if after != "" {
		a = after[0]
	}
	cell := func(r byte) bool { return r == '|' || r == '\t' }
	end := func(r byte) bool { return cell(r) || r == '\n' || r == '\r' }
	return end(b) && end(a) && (cell(b) || cell(a))
}

// valueLabel is what stands between a name and its owner's value: ", ", ": ", " (", ", IBAN ".
var valueLabel = regexp.MustCompile(`^(, |: | \(|,? (IBAN|tel|phone|mobile|email|e-mail):? )$`)

// ambiguous is a word that names other things as often as people: one of
// the dictionary's proper nouns (America, Isis, Preston, Galileo), a place
// (faker's, or a GeoNames city or region: "Thornhill"), or a brand ("Zara").
// A function word of a European language ("Sa", "Tu", "Så", "Oni": a
// sentence of Croatian, Slovak or Danish news starts with it) is ambiguous
// too, and so is a Finnish or Hungarian one on a line in either language
// ("Mert", "Kérem": fihu.go), and every Arabic word: most Arabic given names are also words
// ("نور" light, "كامل" whole). A given name in no dictionary ("Kwame", "Mateusz") stays a name alone.
func (n *nameScan) ambiguous(i int) bool {
	b := n.toks[i].bare
	return n.l.proper[b] || n.l.places[b] || n.l.orgWords[b] || n.l.geo[b] || europeStop.has(b) || arabicWord(n.toks[i].text) ||
		n.fiHuFunctionWord(i)
}

// dropLone removes the single words found without context (lone, indexes
// into out from first on) unless the same text names that person whole
// ("Aoife" where "Aoife Byrne" is found too), joins the word to a whole
// name by "and" ("Mei and James Johansson"), or writes the person's own
// value right after it ("to Noah, IBAN …", "on-call: Mei, +81 …",
// "account of Kenji: CZ34 …").
func (n *nameScan) dropLone(out []Span, first int, lone []int) []Span {
	if len(lone) == 0 {
		return out
	}
	parts := map[string]bool{}
	wholeStart, wholeEnd := map[int]bool{}, map[int]bool{}
	for _, sp := range out[first:] {
		if sp.Kind == Person && strings.Contains(sp.Key, " ") {
			wholeStart[sp.Start], wholeEnd[sp.End] = true, true
			for _, w := range strings.Fields(sp.Key) {
				parts[bare(w)] = true
			}
		}
	}
	valueAt := map[int]bool{}
	for _, v := range out[:first] {
		if v.Kind != Person {
			valueAt[v.Start] = true
		}
	}
	// Each check looks up a few positions, so many lone words and many names stay linear.
	near := func(sp Span) bool {
		for _, and := range []string{" and ", " & "} {
			if strings.HasPrefix(n.s[sp.End:], and) && wholeStart[sp.End+len(and)] ||
				strings.HasSuffix(n.s[:sp.Start], and) && wholeEnd[sp.Start-len(and)] {
				return true
			}
		}
		for at := sp.End + 1; at <= sp.End+9 && at <= len(n.s); at++ {
			if valueAt[at] && valueLabel.MatchString(n.s[sp.End:at]) {
				return true
			}
		}
		return false
	}
	kept := out[:first]
	k := 0
	for j := first; j < len(out); j++ {
		if k < len(lone) && lone[k] == j {
			k++
			if !parts[bare(out[j].Key)] && !near(out[j]) {
				continue
			}
		}
		kept = append(kept, out[j])
	}
	return kept
}
