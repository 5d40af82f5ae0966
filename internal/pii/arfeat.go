package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"knowledgestack/internal/seqtag"
)

// ArabicFeatureSet names the features below, read by the Arabic-script
// person model (armodel.go, docs/adr/0088). A model trained with other
// features is refused (its meta must start with this and a space), so change
// the version whenever a feature changes, and retrain (cmd/trainar).
const ArabicFeatureSet = "pii-arabic-words v3"

// ArabicSegments splits s (NFC) into the runs of Arabic-script words the
// Arabic model reads and computes their features, with the rules' own
// verdict taken from Find without any model. cmd/trainar trains on exactly
// this, so training and detection share tokeniser and features.
func (d *Detector) ArabicSegments(s string) []PersonSegment {
	tr := &ruleTrace{keep: map[[2]int]bool{}}
	rules := d.findRules(s, tr)
	var out []PersonSegment
	d.arabicSegments(s, rules, tr.toks, false, func(seg PersonSegment) { out = append(out, seg) })
	return out
}

// arabicScript: a word whose first letter is of the Arabic script.
func arabicScript(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.Is(unicode.Arabic, r)
}

// arabicSegments cuts the text's words into runs of Arabic-script words on
// one line (at most maxSegment words, so a hostile line without a sentence
// end stays linear) and calls fn with each one's features in text order;
// proseOnly skips the runs that are no running text (see prose) before any
// feature is computed: headers, greetings, signatures and lists stay the
// rules'.
func (d *Detector) arabicSegments(s string, rules []Span, toks []token, proseOnly bool, fn func(PersonSegment)) {
	verdict := ruleVerdicts(toks, rules)
	var arabicLine []bool
	if proseOnly {
		arabicLine = arabicProseLines(s, toks)
	}
	from := 0
	flush := func(to int) {
		if to > from && (!proseOnly || arabicLine[from]) {
			fn(d.arabicSegment(s, toks[from:to], verdict[from:to]))
		}
		from = to
	}
	for i, t := range toks {
		switch {
		case !arabicScript(t.text):
			flush(i)
			from = i + 1
		case i > from && strings.ContainsAny(s[toks[i-1].end:t.start], "\n\r"), i-from >= maxSegment:
			flush(i)
		}
	}
	flush(len(toks))
}

// mostlyArabicLines says of each word whether at least two thirds of the
// words on its line are Arabic: an Arabic name in an English sentence is an
// island the rules judge (findArabicIslands), not Arabic prose. One pass.
func mostlyArabicLines(s string, toks []token) []bool {
	out := make([]bool, len(toks))
	for from := 0; from < len(toks); {
		to, arabic := from, 0
		for to < len(toks) && (to == from || !strings.ContainsAny(s[toks[to-1].end:toks[to].start], "\n\r")) {
			if arabicScript(toks[to].text) {
				arabic++
			}
			to++
		}
		for i := from; i < to; i++ {
			out[i] = 3*arabic >= 2*(to-from)
		}
		from = to
	}
	return out
}

// arabicProseLines says of each word whether its line is Arabic running
// text: at least two thirds of the line's words Arabic (mostlyArabicLines)
// and the line prose (six words or more, no table row). A short run of
// Arabic words between a Latin term and a number in such a line ("إلى شركة
// Novell", "في سنة 1994") is still Arabic prose, which the Arabic model
// judges; the rules' island test would call it a name in Latin text.
func arabicProseLines(s string, toks []token) []bool {
	out := mostlyArabicLines(s, toks)
	for from := 0; from < len(toks); {
		to := from + 1
		for to < len(toks) && !strings.ContainsAny(s[toks[to-1].end:toks[to].start], "\n\r") {
			to++
		}
		if out[from] && !prose(s, toks[from:to]) {
			for i := from; i < to; i++ {
				out[i] = false
			}
		}
		from = to
	}
	return out
}

// arWord is what the features of an Arabic word and of its neighbours read.
type arWord struct {
	norm, core, stem, pre, suf, class, lists string
	vshape                                   string
}

// vowelShape writes a word's letters as C and its long vowels and alef as V
// (at most ten): names carried over from other languages spell their vowels
// out ("كوندوليزا", CVCCVCVCV) where Arabic words write few.
func vowelShape(w string) string {
	var b strings.Builder
	for _, r := range w {
		if b.Len() >= 10 {
			break
		}
		switch r {
		case 'ا', 'و', 'ي', 'ى', 'ة':
			b.WriteByte('V')
		default:
			b.WriteByte('C')
		}
	}
	return b.String()
}

// arabicNorm spells a folded Arabic word one way: fold already drops the
// vowel signs and the hamza and madda on alef; the tatweel goes too, and a
// final alef maqsura is written as ya (موسى, موسي).
func arabicNorm(bare string) string {
	w := strings.ReplaceAll(bare, "ـ", "")
	return strings.ReplaceAll(w, "ى", "ي")
}

// arabicClitics splits a normalised word into its prefixed conjunction and
// preposition (و/ف, then ب/ل/ك), the rest with the article (core), the rest
// without it (stem), and a pronoun suffix (ـه، ـها، ـهم…), each taken only
// when enough letters stay for a word: "وبالرئيس" → "وب", "الرئيس",
// "رئيس"; "للوليد" → "ل", "الوليد", "وليد".
func arabicClitics(w string) (pre, core, stem, suf string) {
	n := utf8.RuneCountInString(w)
	at := 0
	if n >= 4 && (strings.HasPrefix(w, "و") || strings.HasPrefix(w, "ف")) {
		at += len("و")
		n--
	}
	core = w[at:]
	switch {
	case n >= 4 && strings.HasPrefix(core, "لل"):
		// ل + ال: the article's alef is not written.
		pre, core = w[:at+len("ل")], "ا"+core[len("ل"):]
	case n >= 4 && (strings.HasPrefix(core, "ب") || strings.HasPrefix(core, "ك") || strings.HasPrefix(core, "ل")) && strings.HasPrefix(core[len("ب"):], "ال"):
		pre, core = w[:at+len("ب")], core[len("ب"):]
	default:
		pre = w[:at]
	}
	stem = core
	if utf8.RuneCountInString(core) >= 4 && strings.HasPrefix(core, "ال") {
		stem = core[len("ال"):]
	}
	for _, x := range []string{"هما", "ها", "هم", "هن", "ه"} {
		if strings.HasSuffix(stem, x) && utf8.RuneCountInString(stem)-utf8.RuneCountInString(x) >= 3 {
			suf = x
			stem = stem[:len(stem)-len(x)]
			break
		}
	}
	return pre, core, stem, suf
}

// Words that stand before or after a person in Arabic news, by the
// article-bearing form the clitics leave (arabicClitics' core): titles and
// offices, the kunya and the nasab particles, and verbs of saying.
var (
	arabicTitles = arabicSet("رئيس", "الرئيس", "رئيسه", "الرئيسه", "رئيسة", "الرئيسة", "الشيخ", "شيخ", "السيد", "سيد",
		"السيده", "السيدة", "الملك", "ملك", "الملكه", "الملكة", "الامير", "امير", "الاميره", "الاميرة", "الدكتور",
		"دكتور", "الدكتوره", "الدكتورة", "وزير", "الوزير", "وزيره", "وزيرة", "الوزيرة", "العاهل", "الزعيم", "زعيم",
		"النائب", "نائب", "اللواء", "العقيد", "العميد", "الجنرال", "المستشار", "المستشاره", "المستشارة", "المتحدث",
		"الناطق", "المدير", "مدير", "السفير", "سفير", "الامام", "الامين", "امين", "الحاج", "الشاعر", "الكاتب",
		"الفنان", "الفنانه", "الفنانة", "المدرب", "مدرب", "اللاعب", "لاعب", "الاستاذ", "القاضي", "المفتي", "البابا",
		"الفريق", "المشير", "النجم", "المخرج", "الممثل", "الممثله", "الممثلة", "الروائي", "الصحفي", "المراسل",
		"المحامي", "الرئيسان", "المرشح", "مرشح", "الناشط", "الباحث", "الخبير", "المبعوث", "مبعوث", "المندوب",
		"قائد", "القائد", "حاكم", "الحاكم", "الخليفه", "الخليفة", "الصحابي", "المطران", "البطريرك",
		"الكاردينال", "المغني", "المغنية", "المطرب", "المطربة", "نجم", "الاعلامي", "المعلق")
	arabicKunya  = arabicSet("ابو", "ابي", "ابا", "ام")
	arabicNasab  = arabicSet("بن", "ابن", "بنت", "ابنه", "ابنة", "ال", "ولد")
	arabicSaying = arabicSet("قال", "قالت", "اكد", "اكدت", "اضاف", "اضافت", "اعلن", "اعلنت", "صرح", "صرحت", "اوضح",
		"اوضحت", "اشار", "اشارت", "ذكر", "ذكرت", "تابع", "تابعت", "طالب", "طالبت", "دعا", "دعت", "اعتبر", "اعتبرت",
		"نفى", "نفي", "نفت", "شدد", "شددت", "كشف", "كشفت", "يقول", "تقول", "راى", "رات", "استقبل", "استقبلت",
		"التقى", "التقي", "زار", "زارت", "وصل", "وصلت", "غادر", "غادرت", "قرر", "اتهم", "اتهمت", "حذر", "حذرت",
		"اعرب", "اعربت", "يرى", "يري", "ترى", "تري", "بحث", "بحثت", "ابلغ", "ابلغت")
)

func arabicSet(words ...string) map[string]bool {
	m := make(map[string]bool, len(words))
	for _, w := range words {
		m[arabicNorm(fold(w))] = true
	}
	return m
}

// arabicClass names what a word is to a name beside it.
func arabicClass(t token, pre, core, stem string) string {
	n := utf8.RuneCountInString(stem)
	switch {
	case arabicKunya[core] && pre == "":
		return "kunya"
	case arabicNasab[core] && pre == "":
		return "nasab"
	case arabicTitles[core]:
		return "title"
	case arabicSaying[core]:
		return "say"
	case arabicFunctionWord(t):
		return "func"
	case core != stem && strings.HasSuffix(stem, "ية") && n >= 5, core != stem && strings.HasSuffix(stem, "يه") && n >= 5:
		return "al-nisba-f"
	case core != stem && strings.HasSuffix(stem, "ي") && n >= 4:
		return "al-nisba"
	case core != stem:
		return "al"
	case strings.HasSuffix(stem, "ي") && n >= 4:
		return "nisba"
	}
	return "word"
}

// describeArabic computes an Arabic word's own features.
func (d *Detector) describeArabic(t token) arWord {
	w := arabicNorm(t.bare)
	pre, core, stem, suf := arabicClitics(w)
	l := d.describe(t).lists
	if stem != w && (d.names.first[stem] || d.names.last[stem]) {
		l += ",stem-name"
	}
	return arWord{norm: w, core: core, stem: stem, pre: pre, suf: suf, class: arabicClass(t, pre, core, stem), lists: l,
		vshape: vowelShape(stem)}
}

// arabicSegment computes the features of one run of Arabic words.
func (d *Detector) arabicSegment(s string, toks []token, verdict []uint8) PersonSegment {
	seg := PersonSegment{Words: make([][2]int, len(toks)), Feats: make([][]seqtag.Feature, len(toks)), toks: toks}
	info := make([]arWord, len(toks))
	for i, t := range toks {
		seg.Words[i] = [2]int{t.start, t.end}
		info[i] = d.describeArabic(t)
	}
	at := func(i int) (arWord, string) {
		switch {
		case i < 0:
			return arWord{norm: "<s>", core: "<s>", stem: "<s>", class: "<s>"}, "<s>"
		case i >= len(toks):
			return arWord{norm: "</s>", core: "</s>", stem: "</s>", class: "</s>"}, "</s>"
		}
		return info[i], verdictNames[verdict[i]]
	}
	buf := make([]seqtag.Feature, 0, 48*len(toks))
	add := func(parts ...string) { buf = append(buf, seqtag.Hash(parts...)) }
	for i := range toks {
		w, r := at(i)
		start := len(buf)
		add("bias")
		add("w", w.norm)
		add("stem", w.stem)
		add("pre", w.pre)
		add("suf", w.suf)
		add("class", w.class)
		add("lists", w.lists)
		for _, l := range strings.Split(w.lists, ",") {
			if l != "" {
				add("list", l)
			}
		}
		prefixes(w.stem, func(p, suf string) {
			add("p", p)
			add("s", suf)
		})
		add("len", string(rune('0'+min(utf8.RuneCountInString(w.stem), 9))))
		add("vshape", w.vshape)
		addGaps(s, toks, i, add)
		add("r", r)
		add("r|class", r, w.class)
		add("r|lists", r, w.lists)
		for _, o := range [4]int{-2, -1, 1, 2} {
			n, nr := at(i + o)
			k := string(rune('2' + o))
			add("w"+k, n.norm)
			add("class"+k, n.class)
			add("r"+k, nr)
			add("rr"+k, nr, r)
			if o == -1 || o == 1 {
				add("stem"+k, n.stem)
				add("lists"+k, n.lists)
				add("cc"+k, n.class, w.class)
				add("ww"+k, n.norm, w.norm)
			}
		}
		p1, _ := at(i - 1)
		p2, _ := at(i - 2)
		n1, _ := at(i + 1)
		add("c012", p2.class, p1.class, w.class)
		add("c123", p1.class, w.class, n1.class)
		seg.Feats[i] = buf[start:len(buf):len(buf)]
	}
	return seg
}
