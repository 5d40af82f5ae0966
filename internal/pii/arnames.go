package pii

import (
	_ "embed"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Bounds of Arabic-script names (docs/adr/0095). Arabic glues its
// conjunctions and one-letter prepositions to the next word ("وأحمد",
// "لسارة"), and a name stands right after the title or the building it is
// part of ("الخليفة عثمان بن عفان", "جامع ابن طولون"); whichever step found
// the name, these are read the same way, so they are fixed once, after the
// Arabic model.

// arabicPlaceHeads are the nouns that make a name after them a place or an
// institution: a mosque, house, street, school or prize named after a
// person ("مسجد ابن طولون", "شارع الملك فهد", "مدرسة خالد بن الوليد") names
// the building, not someone in the text. A tomb is the person's own ("زرنا
// ضريح سعد بن ابي وقاص"): ضريح, مقام and قبر are no heads. Written as arabicClitics leaves
// them (no article: "الجامع الأموي" is no name anyway).
var arabicPlaceHeads = arabicSet("جامع", "مسجد", "بيت", "دار", "قصر", "شارع", "طريق", "ميدان", "ساحة", "حي", "باب",
	"مدرسة", "مدرسه", "جامعة", "جامعه", "كلية", "كليه", "معهد", "مستشفى", "مستشفي", "مطار", "ملعب", "استاد", "مركز",
	"مكتبة", "مكتبه", "متحف", "قاعة", "قاعه", "كنيسة", "كنيسه", "كاتدرائية", "دير", "قبة", "قبه",
	"جسر", "سد", "قلعة", "قلعه", "برج", "حديقة", "حديقه", "منتزه", "سوق", "خان", "حمام", "سبيل", "تكية", "زاوية",
	"مؤسسة", "مؤسسه", "جمعية", "جمعيه", "جائزة", "جائزه", "نادي", "مدينة", "مدينه", "قرية", "قريه", "محطة", "محطه",
	"ميناء", "مرفا", "ضاحية", "بحيرة", "جزيرة", "جبل", "وادي", "مخيم", "مجمع", "شركة", "شركه", "مكتب", "قسم", "ادارة",
	"اداره", "فريق", "مجموعة", "مجموعه", "وزارة", "وزاره", "هيئة", "هيئه", "ولاية", "ولايه", "مقاطعة", "مقاطعه", "محافظة", "محافظه", "امارة", "اماره",
	"مملكة", "مملكه", "جمهورية", "جمهوريه", "امبراطورية", "امبراطوريه", "صحراء", "منطقة", "منطقه", "بلدة", "بلده",
	"نهر", "بحر", "خليج", "هيكل", "معبد")

// arabicLeadTitles are titles, beside arabicTitles, that stand before a
// name without being part of it ("النبي محمد", "السلطان احمد").
var arabicLeadTitles = arabicSet("النبي", "الرسول", "السلطان", "سلطان", "الامبراطور", "القديس", "القديسة", "الاب",
	"الاخ", "الاخت", "الحاجة", "المهندس", "المهندسة", "الاستاذة", "الاستاذه", "استاذ", "الدكتورة", "المحاسب",
	"المحاسبة", "الموظف", "الموظفة", "الزميل", "الزميلة", "العميل", "العميلة", "السادة")

// tidyArabicNames fixes the bounds of the persons written in Arabic script:
// a proclitic glued to the first word is cut off, leading titles and verbs
// of saying are left out, and a name after (or starting with) a place head
// noun is no person. Spans stay in text order; one pass over the words.
func (d *Detector) tidyArabicNames(s string, toks []token, spans []Span) []Span {
	out := spans[:0]
	at := 0
	for _, sp := range spans {
		if sp.Kind == Person && !arabicScript(s[sp.Start:sp.End]) {
			// A Latin name run on into the Arabic sentence around it
			// ("Dennis Ritchieقد", "Richard Stallman المهندس") ends where
			// the Arabic starts; a lone Latin word so glued is a term.
			if k := strings.IndexFunc(s[sp.Start:sp.End], isArabicLetter); k > 0 {
				name := strings.TrimRight(s[sp.Start:sp.Start+k], " ")
				if len(strings.Fields(name)) < 2 {
					continue
				}
				sp = Span{Start: sp.Start, End: sp.Start + len(name), Kind: Person, Key: strings.Join(strings.Fields(fold(name)), " ")}
			}
		}
		if sp.Kind != Person || !arabicScript(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		for at < len(toks) && toks[at].start < sp.Start {
			at++
		}
		glued := 0 // the Arabic model started the name after a glued clitic
		if at > 0 && toks[at-1].start < sp.Start && sp.Start < toks[at-1].end && sp.Start-toks[at-1].start == arabicLetterLen(toks[at-1].text) {
			at--
			glued = sp.Start - toks[at].start
		}
		if at == len(toks) || toks[at].start+glued != sp.Start {
			out = append(out, sp)
			continue
		}
		last := at
		for last+1 < len(toks) && toks[last+1].end <= sp.End {
			last++
		}
		// Particles never start or end a name ("جليل أو", "مع منظمة");
		// what is left of one word is no name either.
		first := at
		for first <= last && arabicParticle(toks[first]) {
			first++
		}
		for last >= first && arabicParticle(toks[last]) {
			last--
		}
		if first > at || last < lastWord(toks, at, sp.End) {
			if last <= first {
				continue
			}
			sp = personSpan(s, toks[first], toks[last])
			if first > at {
				glued = 0
			}
			at = first
		}
		i := at
		// The word before: "جامع ابن طولون", "في شارع الملك فهد".
		if i > 0 && s[toks[i-1].end:toks[i].start] == " " && d.arabicPlaceHead(toks[i-1]) {
			continue
		}
		if d.arabicPlaceHead(toks[i]) {
			continue
		}
		for i < last && d.arabicLead(toks[i]) {
			i++
		}
		cut := d.arabicProclitic(toks[i])
		if i == at && glued > 0 {
			cut = glued
		}
		start := toks[i].start + cut
		if start != sp.Start {
			sp = Span{Start: start, End: sp.End, Kind: Person, Key: strings.Join(strings.Fields(fold(s[start:sp.End])), " ")}
		}
		out = append(out, sp)
	}
	return d.arabicLetterFrames(s, toks, d.arabicTitleFrames(s, toks, out))
}

// arabicGreetings open a letter with a name on their line ("عزيزتي سارة"),
// arabicClosings close one with a signature on the next ("مع تحيات\nسارة
// العلي"), by their last word as folded. Kept here rather than in the
// greeting lists the models read as a feature, so no model is retrained.
var (
	arabicGreetings = arabicSet("عزيزي", "عزيزتي", "مرحبا", "اهلا")
	arabicClosings  = arabicSet("تحيات", "التحيات", "تحياتي", "الاحترام", "احترامي", "شكرا", "وشكرا", "التقدير")
)

// arabicLetterFrames adds the names a letter's greeting or closing vouches
// for: the rest of a greeting's line, or the line after a closing line, when
// it is one to three Arabic words none of which is a function word, title or
// place head, and nothing was found there.
func (d *Detector) arabicLetterFrames(s string, toks []token, spans []Span) []Span {
	var added []Span
	sp := 0
	ends := lineEnds(s, toks)
	for i := 0; i+1 < len(toks); i++ {
		t := toks[i]
		if !arabicWord(t.text) {
			continue
		}
		w := arabicNorm(t.bare)
		from := -1
		switch gap := s[t.end:toks[i+1].start]; {
		case arabicGreetings[w] && (gap == " " || gap == "، " || gap == ", "):
			from = i + 1
		case arabicClosings[w] && ends[i] == i && strings.Count(gap, "\n") == 1 && strings.Trim(gap, "،,! \r\n") == "":
			from = i + 1
		}
		if from < 0 {
			continue
		}
		to := ends[from]
		rest := s[toks[to].end:]
		if j := strings.IndexByte(rest, '\n'); j >= 0 {
			rest = rest[:j]
		}
		if to-from > 2 || strings.Trim(rest, "،,.!:؛ \r\t") != "" {
			continue
		}
		ok := true
		for k := from; k <= to && ok; k++ {
			ok = d.arabicNameWord(toks[k])
		}
		if !ok {
			continue
		}
		for sp < len(spans) && spans[sp].End <= toks[from].start {
			sp++
		}
		if sp < len(spans) && spans[sp].Start < toks[to].end {
			continue
		}
		added = append(added, personSpan(s, toks[from], toks[to]))
	}
	if added == nil {
		return spans
	}
	return resolveSorted(append(spans, added...))
}

// arabicBusinessTitles are the forms of address of letters and minutes
// ("السيدة سارة العلي", "المهندس كريم منصور", "د. ليلى حداد"): the two
// words after one are a given name and a family name.
var arabicBusinessTitles = arabicSet("السيد", "السيدة", "السيده", "الاستاذ", "الاستاذة", "الاستاذه", "المهندس",
	"المهندسة", "المهندسه", "الدكتور", "الدكتورة", "الدكتوره")

// arabicTitleFrames adds the names that stand after a form of address
// (arabicBusinessTitles, or "د." ) where nothing was found: two Arabic words
// on the same line, the first without the article, neither a function word,
// title, verb of saying or place head. spans are in text order and stay so.
func (d *Detector) arabicTitleFrames(s string, toks []token, spans []Span) []Span {
	var added []Span
	sp := 0
	for i := 0; i+2 < len(toks); i++ {
		t := toks[i]
		if !arabicWord(t.text) {
			continue
		}
		gap := s[t.end:toks[i+1].start]
		_, core, _, _ := arabicClitics(arabicNorm(t.bare))
		if !(arabicBusinessTitles[core] && gap == " " || t.bare == "د" && (gap == ". " || gap == "." || gap == " . ")) {
			continue
		}
		a, b := toks[i+1], toks[i+2]
		if s[a.end:b.start] != " " || !d.arabicNameWord(a) || !d.arabicNameWord(b) {
			continue
		}
		_, ca, _, _ := arabicClitics(arabicNorm(a.bare))
		if strings.HasPrefix(ca, "ال") {
			continue // "السيد الرئيس", "السيدة الأولى"
		}
		for sp < len(spans) && spans[sp].End <= a.start {
			sp++
		}
		if sp < len(spans) && spans[sp].Start < b.end {
			continue // something is found there already
		}
		added = append(added, personSpan(s, a, b))
	}
	if added == nil {
		return spans
	}
	return resolveSorted(append(spans, added...))
}

// arabicNameWord: an Arabic word that may be part of a name after a title.
func (d *Detector) arabicNameWord(t token) bool {
	if !arabicWord(t.text) || arabicFunctionWord(t) || d.arabicPlaceHead(t) {
		return false
	}
	_, core, _, _ := arabicClitics(arabicNorm(t.bare))
	return !arabicTitles[core] && !arabicLeadTitles[core] && !arabicBusinessTitles[core] && !arabicSaying[core]
}

// arabicPlaceHead: the word is a place head noun, with or without a
// conjunction or preposition glued to it ("وبيت", "بجامع").
func (d *Detector) arabicPlaceHead(t token) bool {
	if !arabicWord(t.text) {
		return false
	}
	w := arabicNorm(t.bare)
	_, core, _, _ := arabicClitics(w)
	return arabicPlaceHeads[w] || arabicPlaceHeads[core] || arabicPlaceHeads[strings.TrimPrefix(core, "ب")] && len(core) > len("ب")
}

// arabicLead: a title or office with the article before a name ("الخليفة",
// "الدكتور"), or a verb of saying or visiting ("زار محمد بن زيد"); a title
// without the article is as often a name ("شيخ شريف", "ملك أحمد", "سيد
// ليلاز").
func (d *Detector) arabicLead(t token) bool {
	if !arabicWord(t.text) {
		return false
	}
	w := arabicNorm(t.bare)
	_, core, _, _ := arabicClitics(w)
	if d.names.first[t.bare] || d.names.last[t.bare] {
		return false // "امين", "سلطان" are names too
	}
	return strings.HasPrefix(core, "ال") && (arabicTitles[core] || arabicLeadTitles[core]) || arabicSaying[core]
}

// arabicProclitic is the length in bytes of the conjunction or preposition
// glued to a name's first word ("وأحمد", "لموسى", "وإبراهيم"): و, ف, ب, ل
// or ك, taken only when the word as written is no name of the lists and
// either the rest starts with a hamza on alef, which no Arabic word does
// after one of these letters except by a clitic ("وإنريكو", "لأحمد"), or
// the letter is و and the rest a name of four letters or more the lists
// know ("وطارق"), or the rest is a name word of four letters or more,
// without the article, that Arabic news spells and the whole word is not
// (arabicNewsNames: "لعرفات", "وبلير"; docs/adr/0100). Names that start with these letters ("وليد", "ليلى",
// "فاطمة", "بكر", "كريم", "وسام") stay whole: the lists know few Arabic
// names, and a short rest is often another name ("ريم", "سام"). 0 when
// there is none.
func (d *Detector) arabicProclitic(t token) int {
	if !arabicWord(t.text) || d.names.first[t.bare] || d.names.last[t.bare] {
		return 0
	}
	r, size := utf8.DecodeRuneInString(t.text)
	if !strings.ContainsRune("وفبلك", r) {
		return 0
	}
	rest := t.text[size:]
	for len(rest) > 0 { // a vowel sign written on the clitic goes with it
		m, sz := utf8.DecodeRuneInString(rest)
		if !isArabicMark(m) {
			break
		}
		rest, size = rest[sz:], size+sz
	}
	h, _ := utf8.DecodeRuneInString(rest)
	rb := fold(rest)
	if utf8.RuneCountInString(rb) < 2 || arabicStop.has(rb) { // "فإن", "لأن"
		return 0
	}
	long := utf8.RuneCountInString(rb) >= 4
	if h == 'أ' || h == 'إ' || h == 'آ' || r == 'و' && long && (d.names.first[rb] || d.names.last[rb]) ||
		long && arabicNewsNames[rb] && !arabicNewsNames[t.bare] && !strings.HasPrefix(rb, "ال") {
		return size
	}
	return 0
}

// arabicNewsNamesText are the words of the persons NewsFANE labels in the
// sentences the Arabic model trains on, folded (written by
// scripts/pii-arabic-newsfane-names.py, docs/adr/0100): how Arabic news
// spells Arabic and foreign names ("موسى", "هنري"), which the lists lack.
//
//go:embed names/arabic/newsfane-persons.txt
var arabicNewsNamesText string

var arabicNewsNames = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(arabicNewsNamesText) {
		m[w] = true
	}
	return m
}()

// arabicParticles are the commonest prepositions, conjunctions, relatives
// and demonstratives of stopwords-iso's Arabic list: never the first or last
// word of a name. The whole list also holds words that are names ("أمين",
// "عوض", "لين", "لقاء", and "هو", a Chinese surname in Arabic script), so
// only these are cut from a name's edges; "على" is not, as it folds to "علي".
var arabicParticles = arabicSet("في", "من", "الى", "إلى", "عن", "مع", "او", "أو", "ثم", "ان", "أن", "إن", "لان",
	"لأن", "التي", "الذي", "الذين", "اللذين", "اللتين", "هذا", "هذه", "ذلك", "تلك", "بعد", "قبل", "اما", "أما", "ايضا",
	"أيضا", "كان", "كانت", "قد", "لقد", "لا", "ما", "لم", "لن", "هي", "كل", "بين", "حتى", "عند", "منذ", "حيث", "كما",
	"لكن", "بل", "اذا", "إذا", "لو", "أي", "اي", "غير", "فان", "فإن", "وقد", "وكان", "ولا", "وما", "وهو", "وهي")

// arabicParticle: the word is one of arabicParticles.
func arabicParticle(t token) bool {
	return arabicWord(t.text) && arabicParticles[arabicNorm(t.bare)]
}

// lastWord is the index of the last word of toks that ends by end, from at.
func lastWord(toks []token, at, end int) int {
	for at+1 < len(toks) && toks[at+1].end <= end {
		at++
	}
	return at
}

func isArabicMark(r rune) bool { return r >= 0x064b && r <= 0x065f || r == 0x0670 }

func isArabicLetter(r rune) bool { return unicode.Is(unicode.Arabic, r) && unicode.IsLetter(r) }
