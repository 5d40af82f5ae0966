package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Letters and parcels name their addressee on a line of its own, between a
// form of address and the name's end: "Herrn Ana Lima", "z. Hd. Frau …",
// "M. …", "Sra. …", "السيد … المحترم،", "श्री … जी,", "…様", "… 님께",
// "… 귀하", "尊敬的…先生：", "c/o …", "Attn: …"; and they are signed on the
// line after the closing ("Atentamente,", "Mit freundlichen Grüßen", "敬具"
// and the date). The form of address stays outside the name (docs/adr/0204).

// addressTitles are the titles a letter's or a parcel's addressee line
// opens with; after one, the line's words are a person's name. "M." is
// not one: a line may open on an initial ("M. Pinto"); titleEnd reads it
// as "Monsieur" only where French stands around it.
var addressTitles = []string{"Herrn", "Herr", "Frau", "Mme", "Mlle", "Mr", "Mr.", "Mrs", "Mrs.", "Ms", "Ms.",
	"Sr.", "Sra.", "Srta.", "Dª", "Sig.", "Sig.ra", "Dott.", "Dott.ssa", "Ing.", "Avv.", "Dr", "Dr.",
	"Prof.", "Dhr.", "Mevr.", "Pan", "Pani", "السيد", "السيدة", "الأستاذ", "الأستاذة", "الدكتور", "الدكتورة",
	"श्री", "श्रीमती", "सुश्री", "डॉ.", "Господин", "Госпожа", "г-н", "г-жа"}

// addressLeads open an addressee or a salutation before its title, or
// stand for one ("c/o", "Attn:"); what follows them alone may be a firm
// or a department, so it is read strictly. Slavic salutations are left to
// their own pass, which knows their vocative titles (slavic.go).
var addressLeads = []string{"z. Hd.", "z.Hd.", "zu Händen", "À l'attention de", "A l'attention de", "c/o", "C/O",
	"Attn:", "Attn.", "Attn", "ATTN:", "Attention:", "Dear", "Estimado", "Estimada", "Sehr geehrter",
	"Sehr geehrte", "Gentile", "Egregio", "Cher", "Chère", "Geachte", "尊敬的"}

// addressEnds are the forms of address written after the name: Japanese
// 様, 殿, さん; Chinese 先生, 女士, 小姐 and the signature's 敬启, 敬上;
// Korean 님께, 님, 귀하, 씨, 드림, 올림; Hindi जी; Arabic المحترم(ة).
var addressEnds = []string{"様", "殿", "さん", "先生", "女士", "小姐", "敬启", "敬上", "님께", "님", "귀하", "씨", "드림",
	"올림", "जी", "المحترم", "المحترمة"}

// addresseeSlot is the name on an addressee, salutation or signature line,
// and whether only a lead (no title, no form after it) vouches for it.
func addresseeSlot(body string) (a, b int, strict, ok bool) {
	a, b = 0, len(strings.TrimRight(body, " \t,:!،：，"))
	titled, led := false, false
	for n := 0; n < 3; n++ {
		rest := body[a:b]
		if p := leadIn(rest, addressLeads); p > 0 {
			a, led = a+p, true
			continue
		}
		if p := leadIn(rest, addressTitles); p > 0 {
			a, titled = a+p, true
			continue
		}
		break
	}
	ended := false
	for _, e := range addressEnds {
		if strings.HasSuffix(body[a:b], e) {
			b -= len(e)
			ended = true
			break
		}
	}
	if c := strings.IndexAny(body[a:b], ",،，："); c >= 0 {
		if strings.ContainsFunc(body[a+c:b], unicode.IsLower) {
			return 0, 0, false, false // a sentence goes on: "Dear Ana Lima, thank you …"
		}
		b = a + c // "Attn: Ana Lima, Receiving Dept."
	}
	if !titled && !ended && !led {
		return 0, 0, false, false
	}
	return a, b, !titled && !ended, b > a
}

// leadIn is the length of the word of ws that opens v, with the spaces
// after it, when a letter follows (a title glued to a Han name too:
// "尊敬的邵秀眉"); 0 when none does.
func leadIn(v string, ws []string) int {
	for _, w := range ws {
		if !strings.HasPrefix(v, w) {
			continue
		}
		rest := strings.TrimLeft(v[len(w):], " \u00a0")
		r, _ := utf8.DecodeRuneInString(rest)
		if rest == "" || !(len(rest) < len(v)-len(w) || caseless(string(r))) {
			continue
		}
		return len(v) - len(rest)
	}
	return 0
}

// letterClosings are the closing lines a letter is signed under.
var letterClosings = map[string]bool{"atentamente": true, "kind regards": true, "best regards": true, "regards": true,
	"sincerely": true, "yours sincerely": true, "yours faithfully": true, "yours truly": true,
	"mit freundlichen grüßen": true, "mit freundlichen grussen": true, "freundliche grüße": true,
	"cordiali saluti": true, "distinti saluti": true, "cordialement": true, "bien cordialement": true,
	"saludos cordiales": true, "un saludo": true, "met vriendelijke groet": true, "с уважением": true,
	"z poważaniem": true, "med vänlig hälsning": true, "ystävällisin terveisin": true, "atenciosamente": true,
	"vriendelijke groeten": true, "敬具": true, "草々": true, "此致敬礼": true, "敬礼": true, "भवदीय": true,
	"सादर": true, "وتفضلوا بقبول فائق الاحترام": true, "مع خالص التحية": true, "وتفضلوا بقبول فائق التقدير": true}

// letterClosing is whether a line is a letter's closing.
func letterClosing(body string) bool {
	t := strings.ToLower(strings.Trim(body, " \t,.،!"))
	return t != "" && letterClosings[t]
}

// signerLine is whether the line after a closing, or after the date
// that follows one, may be the signer's: no digit.
func signerLine(body string) bool {
	return strings.TrimSpace(body) != "" && !strings.ContainsAny(body, "0123456789@")
}

// shortName is whether a line's value is short enough to be one name
// where only a form of address vouches for it: a Han, kana or Hangul name
// is one or two words of two to eight letters (a colleague's surname alone
// before 様, "森様", is left to the CJK passes), and any name four words
// or fewer, so that no sentence ending on "님" is taken for one.
func shortName(v string) bool {
	f := strings.Fields(v)
	if len(f) == 0 || len(f) > 4 {
		return false
	}
	if cjkRun(v) {
		n := utf8.RuneCountInString(strings.Join(f, ""))
		return len(f) <= 2 && n >= 2 && n <= 8
	}
	return true
}

// cjkRun is whether v holds a Han, kana or Hangul letter.
func cjkRun(v string) bool {
	for _, r := range v {
		if unicode.Is(unicode.Han, r) || unicode.In(r, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return true
		}
	}
	return false
}

// commonWords is whether every word of a line is a common word no given
// name list holds: a desk or a team signs so ("Service Desk"), a person
// seldom does.
func (d *Detector) commonWords(v string) bool {
	for _, t := range words(v) {
		if !d.names.words[t.bare] || d.names.first[t.bare] {
			return false
		}
	}
	return true
}

// hanBodies are the last letters of a department's, an office's or a
// firm's name in Chinese and Japanese (市场部, 東京本社, 営業課): a form's
// name field holding one names no person.
const hanBodies = "部課课室局科組组社店所院校会會团團队隊处處司厂廠館馆"

// hanBody is whether v is a Han word that ends as a body's name does.
func hanBody(v string) bool {
	r, _ := utf8.DecodeLastRuneInString(v)
	return unicode.Is(unicode.Han, r) && strings.ContainsRune(hanBodies, r)
}
