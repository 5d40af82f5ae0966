package pii

import "strings"

// The header block a mail client writes above a forwarded or quoted
// message names its sender and recipients by keys in the client's language
// ("Von: Koivisto, Aba", "Från: …", "发件人: …"), and a directory writes the
// sender "Surname, Given" (docs/adr/0244). The keys are those of
// mail-parser-reply's MAIL_LANGUAGES from_header patterns (MIT; its
// constants.py, vendored under testdata/third_party/mail-parser-reply) and
// talon's RE_FROM_COLON_OR_DATE_COLON (Apache-2.0: "Fra"), folded as the
// headers map holds its keys.

// mailSenderKeys head the sender of a message: one person.
var mailSenderKeys = foldedKeys("From", "Von", "Od", "Fra", "De", "Da", "Van", "Från", "보낸 사람", "보낸사람", "发件人")

// mailRecipientKeys head its recipients and copies, who may be several.
var mailRecipientKeys = foldedKeys("To", "Cc", "An", "Komu", "Kopie", "Til", "Kopi", "Para", "À", "A", "Aan",
	"Do", "DW", "Till", "Kopia", "받는 사람", "받는사람", "참조", "收件人", "抄送")

// mailMetaKeys head the header block's other lines: when it was sent, the
// subject, the date. A sender's or recipient's key that is a short word
// of its language ("Da", "A", "Til", "Para") heads a person only beside one.
var mailMetaKeys = foldedKeys("Sent", "Subject", "Date", "Dato", "Organization", "Gesendet", "Betreff", "Datum",
	"Organisation", "Odesláno", "Předmět", "Sendt", "Emne", "Vedhæftet", "Enviado", "Asunto", "Fecha",
	"Organización", "Envoyé", "Objet", "Inviato", "Oggetto", "Data", "보낸 날짜", "보낸날짜", "제목",
	"Verzonden", "Onderwerp", "Wysłano", "Temat", "Skickat", "Ämne", "发送时间", "主题", "组织")

// foldedKeys is a set of header keys folded as cues.go folds a line's key.
func foldedKeys(keys ...string) map[string]bool {
	m := make(map[string]bool, len(keys))
	for _, k := range keys {
		m[strings.Join(strings.Fields(fold(k)), " ")] = true
	}
	return m
}

// mailKey is the folded key of a header line ("Von: …", "*From:* …"), or "".
func mailKey(line string) string {
	colon := strings.IndexAny(line, ":：")
	if colon <= 0 || colon > 40 {
		return ""
	}
	return strings.Join(strings.Fields(fold(strings.Trim(line[:colon], " *_>#\t-"))), " ")
}

// mailPersonHeader says whether the folded key h heads a sender or a
// recipient in a mail header block: the line before or after it (prev,
// next) is another of the block's keys.
func mailPersonHeader(h, prev, next string) (person, sender bool) {
	if !mailSenderKeys[h] && !mailRecipientKeys[h] {
		return false, false
	}
	for _, l := range []string{prev, next} {
		k := mailKey(l)
		if mailMetaKeys[k] || mailSenderKeys[k] || mailRecipientKeys[k] {
			return true, mailSenderKeys[h]
		}
	}
	return false, false
}

// commaPerson says whether the header value v, "Surname, Given" with one
// comma, is one person rather than two: after a sender's key (or in a list
// parted by semicolons) always when each side is one or two words; after a
// recipient's key when each side is one word, the second a listed given
// name and the first a listed surname or no listed given name.
func (d *Detector) commaPerson(v string, sender bool) bool {
	i := strings.IndexByte(v, ',')
	if i <= 0 || strings.Count(v, ",") != 1 || strings.ContainsAny(v, ";/&") || strings.Contains(v, " and ") {
		return false
	}
	fam, giv := words(v[:i]), words(v[i+1:])
	if len(fam) == 0 || len(giv) == 0 || len(fam) > 2 || len(giv) > 2 {
		return false
	}
	for _, t := range append(fam, giv...) {
		if !capitalised(t.text) && !upperWord(t.text) && !particles[t.bare] {
			return false
		}
		if d.names.stop[t.bare] || d.names.words[t.bare] && !d.names.first[t.bare] && !d.names.last[t.bare] {
			return false
		}
	}
	if sender {
		return len(fam)+len(giv) <= 3
	}
	f := fam[0].bare
	return len(fam) == 1 && len(giv) == 1 && d.names.first[giv[0].bare] && (!d.names.first[f] || d.names.last[f])
}

// mailNames adds the persons of a mail header's value v, at byte pos of s:
// the parts between semicolons (Outlook's list separator, after which a
// comma stays inside a name) or, with none, the value; each part is one
// person "Surname, Given" when commaPerson says so, else its names split at
// commas as any header's are.
func (d *Detector) mailNames(s string, pos int, v string, sender bool, out []Span) []Span {
	listed := strings.Contains(v, ";")
	begin := 0
	for i := 0; i <= len(v); i++ {
		if i < len(v) && v[i] != ';' {
			continue
		}
		part := v[begin:i]
		lead := len(part) - len(strings.TrimLeft(part, " "))
		part = strings.TrimSpace(part)
		if part != "" && d.commaPerson(part, sender || listed) {
			out = d.nameValue(s, pos+begin+lead, pos+begin+lead+len(part), out)
		} else {
			for _, p := range splitNames(v[begin:i]) {
				a, b := begin+p[0], begin+p[1]
				for b > a && v[b-1] == ' ' {
					b--
				}
				out = d.nameValue(s, pos+a, pos+b, out)
			}
		}
		begin = i + 1
	}
	return out
}
