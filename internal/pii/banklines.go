package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Counterparties in bank statements (docs/adr/0258): a transaction line
// names who paid or was paid after its type's words ("SEPA-Überweisung an",
// "FASTER PAYMENT FROM", "STANDING ORDER TO", "Przelew od:", "TRANSFERENCIA
// DE", "Havale:", "VIR SEPA DE") and before the purpose ("Miete März",
// "Verw.: …", "REF …", "Tytuł: …") and the amount that ends the line. The
// counterparty is written "SURNAME, GIVEN", in capitals or as in prose; a
// card payment's reference may hold the cardholder's initial and surname
// ("Ref: C.ĐERGOVIĆ"). The line must end on an amount, so prose that says
// "transfer to" is never read; a firm (a legal form after it, a trade's
// common word in it) and a lone word are no person. The purpose is no name:
// what the rules found at its start is dropped. One line at a time.

var (
	// bankAmount is the amount, sign and currency that end a transaction line.
	bankAmount = regexp.MustCompile(`[+\-−]?\s?\d{1,3}(?:[.,' ]\d{3})*[.,]\d{2}(?:\s?(?:[A-Z]{3}|€|£|\$|zł|TL|₺))?\s*$`)
	// bankCue is a transaction type's words before the counterparty.
	bankCue = regexp.MustCompile(`(?i)(?:^|[\s\-·/;|,])(?:überweisung (?:an|von)|gutschrift von|dauerauftrag an|lastschrift von|zahlung (?:an|von)|` +
		`faster payment (?:from|to)|standing order to|(?:bank |bacs |chaps )?transfer (?:from|to)|payment (?:from|to)|bacs (?:from|to)|` +
		`bill payment to|przelew (?:od|do|na rzecz|przychodzący od|wychodzący do)|nadawca|odbiorca|transferencia (?:de|a)|bizum (?:enviado |recibido )?(?:de|a)|` +
		`(?:transf(?:erencia)?\.? )?a favor de|transferência (?:de|para)|` +
		`ordenante|beneficiario|havale|eft|gönderen|alıcı|vir(?:ement)?(?: sepa| inst)? (?:de|à)|bonifico (?:da|a favore di|a)|` +
		`ordinante|overboeking (?:van|naar)|virement (?:de|à))\s*:?[ \t]+`)
	// bankCardRef is a card payment's reference holding an initial and a surname.
	bankCardRef = regexp.MustCompile(`\bRef:\s?(\p{Lu}\.\s?\p{Lu}[\p{L}'\-]+)(?:\s|$)`)
)

// bankKeys end the counterparty: the purpose's and the references' labels.
var bankKeys = map[string]bool{"ref": true, "verw": true, "verwendungszweck": true, "zweck": true, "betreff": true,
	"tytuł": true, "tytul": true, "concepto": true, "açıklama": true, "aciklama": true, "iban": true, "bic": true,
	"eref": true, "mref": true, "svwz": true, "kref": true, "mandat": true, "reference": true, "motif": true,
	"causale": true, "omschrijving": true, "kenmerk": true}

// bankLineNames adds the counterparties of the transaction lines of s and
// drops the persons the rules found where their purpose starts.
func (d *Detector) bankLineNames(s string, spans []Span) []Span {
	var add []Span
	var purposes, glued []int
	var cues [][2]int // the cue's words before a counterparty read: no person starts there
	eachLine(s, func(start int, body string) {
		am := bankAmount.FindStringIndex(body)
		if am == nil || am[0] == 0 {
			return
		}
		line := body[:am[0]]
		glued = append(glued, abbreviationTails(s, start, line)...)
		for _, m := range bankCardRef.FindAllStringSubmatchIndex(line, -1) {
			add = d.namePart(s, start+m[2], start+m[3], add)
		}
		m := bankCue.FindStringIndex(line)
		if m == nil {
			return
		}
		a, b := m[1], bankCounterpartyEnd(line, m[1])
		if n := len(add); b > a && d.bankPerson(s, start+a, start+b) {
			if add = d.nameValue(s, start+a, start+b, add); len(add) > n {
				purposes = append(purposes, start+b+len(line[b:])-len(strings.TrimLeft(line[b:], " \t")))
				cues = append(cues, [2]int{start + m[0], start + a})
			}
		}
	})
	purposes = mergeSorted(purposes, glued)
	if len(purposes) > 0 || len(cues) > 0 {
		out := spans[:0]
		k, c := 0, 0
		for _, sp := range spans {
			for k < len(purposes) && purposes[k] < sp.Start {
				k++
			}
			if sp.Kind == Person && k < len(purposes) && purposes[k] == sp.Start {
				continue // "Miete März" after the counterparty, "Ş. Vers" of "A.Ş. Vers.-Nr."
			}
			for c < len(cues) && cues[c][1] <= sp.Start {
				c++
			}
			if sp.Kind == Person && c < len(cues) && cues[c][0] <= sp.Start && sp.End > cues[c][1] {
				continue // "DE Jessica Cimeša" of "A FAVOR DE Jessica Cimeša": the counterparty takes its place
			}
			out = append(out, sp)
		}
		spans = out
	}
	return placeSpans(spans, add)
}

// bankCounterpartyEnd is where the counterparty that starts at a in line
// ends: before two spaces, a dash, a digit, a label (a word before a colon
// or a listed key, bankKeys), an abbreviation ("Verw.") or, once the name
// is in capitals, the first word that is not; five words at most.
func bankCounterpartyEnd(line string, a int) int {
	end, n := a, 0
	caps := false
	for i := a; i < len(line) && n < 5; {
		j := i
		for j < len(line) && line[j] != ' ' && line[j] != '\t' {
			j++
		}
		w := line[i:j]
		cell := false
		if k := strings.IndexAny(w, ";|"); k >= 0 {
			// A CSV row's cell ends the counterparty: "BIZUM ENVIADO A ANA LIMA;;-20,00".
			w, cell = w[:k], true
			if k == 0 {
				break
			}
		}
		bare := strings.TrimRight(w, ",")
		if strings.HasSuffix(bare, ":") || bankKeys[strings.ToLower(strings.TrimRight(bare, ".:"))] ||
			strings.IndexFunc(bare, unicode.IsDigit) >= 0 || strings.Trim(bare, "-—–") == "" {
			break
		}
		r, _ := utf8.DecodeRuneInString(bare)
		if !unicode.IsUpper(r) {
			break
		}
		if dot := strings.HasSuffix(bare, "."); dot && utf8.RuneCountInString(bare) > 2 {
			break // "Verw.", "Nr." (an initial, "C.", stays)
		}
		up := upperRun(bare)
		if n == 0 {
			caps = up && utf8.RuneCountInString(strings.Trim(bare, ".'-")) > 1
		} else if caps && !up {
			break
		}
		end, n = i+len(bare), n+1
		if cell {
			break
		}
		if len(bare) < len(w) && n > 2 {
			break // a second comma: "SURNAME, GIVEN," goes on as no name
		}
		if j+1 < len(line) && (line[j+1] == ' ' || line[j+1] == '\t') || j < len(line) && line[j] == '\t' {
			break
		}
		i = j + 1
	}
	return end
}

// bankPerson is whether s[a:b], a counterparty, reads as a person: two
// words or more, no firm's legal form after it, and no word a common word
// of some listed language that no list holds as a name ("LARCHMONT BAKERY",
// "SAVINGS ACCOUNT").
func (d *Detector) bankPerson(s string, a, b int) bool {
	ts := words(s[a:b])
	if len(ts) < 2 {
		return false
	}
	if _, firm := legalFormAfter(s, b); firm {
		return false
	}
	for _, t := range ts {
		if d.names.commonWord(t) && !d.names.first[t.bare] && !d.names.last[t.bare] {
			return false
		}
	}
	return true
}

// abbreviationTails are the bytes of s, in the line at start, where a
// letter follows a letter and a period with no space: inside an
// abbreviation ("A.Ş.", "S.p.A.") no person starts.
func abbreviationTails(s string, start int, line string) []int {
	var out []int
	for i := 2; i < len(line); i++ {
		if line[i-1] != '.' {
			continue
		}
		r, _ := utf8.DecodeRuneInString(line[i:])
		p, _ := utf8.DecodeLastRuneInString(line[:i-1])
		if unicode.IsLetter(r) && unicode.IsLetter(p) {
			out = append(out, start+i)
		}
	}
	return out
}

// mergeSorted merges two ascending lists of offsets into one.
func mergeSorted(a, b []int) []int {
	out := make([]int, 0, len(a)+len(b))
	i, j := 0, 0
	for i < len(a) || j < len(b) {
		if j == len(b) || i < len(a) && a[i] <= b[j] {
			out = append(out, a[i])
			i++
		} else {
			out = append(out, b[j])
			j++
		}
	}
	return out
}
