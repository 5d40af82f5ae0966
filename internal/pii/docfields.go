package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// calendarProps are the property names of iCalendar (RFC 5545) and vCard
// (RFC 6350) content lines. Such a line is a property, its parameters and a
// value ("ATTENDEE;ROLE=REQ-PARTICIPANT;CN=Ana Lima:mailto:…"), never a
// table row: read by ";" as cells, the property name repeated on each line
// ("ATTENDEE") looked like a column of names under an "ATTENDEE" header.
var calendarProps = map[string]bool{"BEGIN": true, "END": true, "VERSION": true, "PRODID": true,
	"METHOD": true, "CALSCALE": true, "UID": true, "DTSTAMP": true, "DTSTART": true, "DTEND": true,
	"DUE": true, "DURATION": true, "SUMMARY": true, "DESCRIPTION": true, "LOCATION": true,
	"ORGANIZER": true, "ATTENDEE": true, "CONTACT": true, "STATUS": true, "SEQUENCE": true, "RRULE": true,
	"EXDATE": true, "CATEGORIES": true, "CLASS": true, "COMMENT": true, "PRIORITY": true, "TRANSP": true,
	"URL": true, "TZID": true, "TZOFFSETFROM": true, "TZOFFSETTO": true, "TZNAME": true, "RECURRENCE-ID": true,
	"CREATED": true, "LAST-MODIFIED": true, "ACTION": true, "TRIGGER": true, "ATTACH": true, "GEO": true,
	"RESOURCES": true, "RELATED-TO": true, "REQUEST-STATUS": true,
	// vCard.
	"FN": true, "N": true, "NICKNAME": true, "ORG": true, "TITLE": true, "ROLE": true, "TEL": true,
	"EMAIL": true, "ADR": true, "BDAY": true, "NOTE": true, "REV": true, "KIND": true, "LANG": true,
	"PHOTO": true, "GENDER": true, "IMPP": true, "SOURCE": true, "MEMBER": true, "RELATED": true}

// calendarNames are the byte ranges, within line, of the person names an
// iCalendar or vCard content line holds: every CN= parameter (RFC 5545
// §3.2.2, the common name of an ORGANIZER or ATTENDEE), quoted or not, and
// the value of FN (RFC 6350 §6.2.1, the formatted name). ok is false when
// the line is no content line. Only the line is read.
func calendarNames(line string) (names [][2]int, ok bool) {
	end := strings.IndexAny(line, ";:")
	if end <= 0 || !calendarProps[line[:end]] {
		return nil, false
	}
	prop := line[:end]
	i := end
	for i < len(line) && line[i] == ';' {
		// A parameter: NAME=value or NAME="value".
		eq := strings.IndexByte(line[i:], '=')
		if eq < 0 {
			return names, true
		}
		pname := strings.ToUpper(line[i+1 : i+eq])
		v := i + eq + 1
		var vend, next int
		if v < len(line) && line[v] == '"' {
			q := strings.IndexByte(line[v+1:], '"')
			if q < 0 {
				return names, true
			}
			vend, next = v+1+q, v+2+q
			v++
		} else {
			n := strings.IndexAny(line[v:], ";:")
			if n < 0 {
				n = len(line) - v
			}
			vend, next = v+n, v+n
		}
		if pname == "CN" {
			names = append(names, [2]int{v, vend})
		}
		i = next
	}
	if prop == "FN" && i < len(line) && line[i] == ':' {
		names = append(names, [2]int{i + 1, len(line)})
	}
	return names, true
}

// htmlCell is the byte range of a table cell's text and whether the cell
// is a header (<th>).
type htmlCell struct {
	start, end int
	th         bool
}

// htmlCells are a table row's cells ("<tr><th>Name</th><td>Ana
// Lima</td>"): each cell's text from its opening tag's ">" to the next "<"
// (a cell holding further tags gives its first text only). nil when the
// line holds no cell. Each byte is read a bounded number of times.
func htmlCells(line string) []htmlCell {
	var cells []htmlCell
	for i := 0; i < len(line); {
		j := strings.Index(line[i:], "<")
		if j < 0 {
			break
		}
		j += i
		if j+3 >= len(line) || line[j+1]|0x20 != 't' || line[j+2]|0x20 != 'd' && line[j+2]|0x20 != 'h' || line[j+3] != '>' && line[j+3] != ' ' {
			i = j + 1
			continue
		}
		gt := strings.IndexByte(line[j:], '>')
		if gt < 0 {
			break
		}
		a := j + gt + 1
		b := strings.IndexByte(line[a:], '<')
		if b < 0 {
			b = len(line) - a
		}
		cells = append(cells, htmlCell{start: a, end: a + b, th: line[j+2]|0x20 == 'h'})
		i = a + b
	}
	return cells
}

// blankParens replaces each parenthesised part of a header's value with
// spaces, keeping every byte's place: "Ana Lima (Buyer), Li Wei (Legal
// Counsel)" lists two names, each with its role, where cutting the value at
// the first "(" kept the first name only.
func blankParens(v string) string {
	if !strings.Contains(v, "(") {
		return v
	}
	b := []byte(v)
	depth := 0
	for i, c := range b {
		switch {
		case c == '(':
			depth++
		case c == ')' && depth > 0:
			depth--
			b[i] = ' '
			continue
		}
		if depth > 0 {
			b[i] = ' '
		}
	}
	return string(b)
}

// htmlRow reads one line of an HTML table: a row of header cells only sets
// the columns headed as names (nameColumns), returned for the rows after
// it; a row of data cells gives the name in each such column; a header
// cell beside a data cell labels it ("<tr><th>Name</th><td>Ana
// Lima</td></tr>", a table read down its rows).
func (d *Detector) htmlRow(s string, start int, body string, cells []htmlCell, cols []nameCol, out []Span) ([]nameCol, []Span) {
	th := 0
	for _, c := range cells {
		if c.th {
			th++
		}
	}
	if th == len(cells) {
		cols = nil
		for k, c := range cells {
			if part, whole := nameKey(body[c.start:c.end]); part || whole {
				cols = append(cols, nameCol{k: k, part: part})
			}
		}
		return cols, out
	}
	if th == 0 {
		for _, c := range cols {
			if c.k < len(cells) {
				out = d.cellName(s, start+cells[c.k].start, start+cells[c.k].end, c.part, out)
			}
		}
		return cols, out
	}
	for k := 0; k+1 < len(cells); k++ {
		if !cells[k].th || cells[k+1].th {
			continue
		}
		if part, whole := nameKey(body[cells[k].start:cells[k].end]); part || whole {
			out = d.cellName(s, start+cells[k+1].start, start+cells[k+1].end, part, out)
		}
	}
	return cols, out
}

// brandProduct is whether words a..b, a person no structure vouched for,
// name a product: a listed brand word (orgs.txt, the name-suggestion-index)
// and a model's name before a model number ("Bosch Rotak 40"), or a listed
// brand of several words and one word more ("Herman Miller Aeron"). A
// product list names the brand and its line the way a person is written,
// two capitalised words.
func (l nameLists) brandProduct(s string, toks []token, a, b int) bool {
	n := b - a + 1
	if n < 2 || n > 3 {
		return false
	}
	if l.orgWords[toks[a].bare] && !l.first[toks[a].bare] && modelNumberAfter(s, toks[b].end) {
		return true
	}
	if n == 3 {
		return l.orgPhrases[bare(fold(toks[a].text+" "+toks[a+1].text))] && capitalised(toks[b].text)
	}
	return false
}

// modelNumberAfter is whether a product's number follows byte i after one
// space: a short word of ASCII letters and digits holding a digit ("40",
// "R760", "S9", "X1"), then no letter. At most maxModelNumber bytes are read.
func modelNumberAfter(s string, i int) bool {
	if i >= len(s) || s[i] != ' ' {
		return false
	}
	digits := 0
	for j := i + 1; j < len(s) && j <= i+1+maxModelNumber; j++ {
		c := s[j]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case isASCIILetter(c):
		default:
			r, _ := utf8.DecodeRuneInString(s[j:])
			return digits > 0 && j > i+1 && !unicode.IsLetter(r)
		}
	}
	return digits > 0 && len(s) <= i+1+maxModelNumber
}

// maxModelNumber bounds a model number's length.
const maxModelNumber = 8

// authoredLabels open a ticket's or a thread's entry whose author stands in
// parentheses before the colon: "Comment (Ana Lima): reproduced on …".
var authoredLabels = map[string]bool{"comment": true, "note": true, "reply": true, "update": true,
	"response": true, "answer": true, "remark": true, "message": true, "internal note": true}

// authorInParens is the byte range of the author in a line opening
// "Comment (Ana Lima):"; empty when the line is no such entry. Reads at
// most the line's first maxLabelLine bytes.
func authorInParens(line string) (int, int) {
	head := line[:min(len(line), maxLabelLine)]
	open := strings.Index(head, " (")
	if open <= 0 || !authoredLabels[strings.ToLower(strings.TrimLeft(head[:open], " \t-*#>"))] {
		return 0, 0
	}
	end := strings.Index(head[open:], "):")
	if end < 0 {
		return 0, 0
	}
	return open + 2, open + end
}

// maxLabelLine bounds how much of a line the entry and greeting shapes read.
const maxLabelLine = 160

// welcomeOpeners open a line that greets someone named after its last
// comma: "Welcome to Woodgrove Bank, Ana Lima!", "Congratulations, Li Wei!".
var welcomeOpeners = map[string]bool{"welcome": true, "congratulations": true, "congrats": true,
	"bienvenue": true, "bienvenido": true, "bienvenida": true, "bem-vindo": true, "bem-vinda": true,
	"willkommen": true, "benvenuto": true, "benvenuta": true, "witamy": true, "welkom": true}

// welcomedName is the byte range of the name a welcome line ends with
// ("Subject: Welcome to Woodgrove Bank, Ana Lima!"): after the last ", "
// up to a closing "!" that ends the line; empty otherwise.
func welcomedName(line string) (int, int) {
	if len(line) > maxLabelLine || !strings.HasSuffix(line, "!") {
		return 0, 0
	}
	rest := line
	if c := strings.Index(rest, ": "); c >= 0 && c < 20 {
		rest = rest[c+2:] // "Subject: Welcome …"
	}
	first, _, _ := strings.Cut(strings.TrimLeft(rest, " "), " ")
	if !welcomeOpeners[strings.ToLower(strings.TrimRight(first, ",!"))] {
		return 0, 0
	}
	comma := strings.LastIndex(line, ", ")
	if comma < 0 || comma < len(line)-len(rest) {
		return 0, 0
	}
	return comma + 2, len(line) - 1
}

// echoVouched adds the other places a person that a document's structure
// vouched for (a header, a list label, a name column, a CN= parameter; tr.keep)
// is written again, whole and capitalised: minutes name their attendees
// once with their roles and then in the action items ("3. Ana Lima raised
// the lease"), where prose context alone may not carry the name. Only names
// of two words or more that look like one (echoable); one pass over the
// words, by first word.
func (l nameLists) echoVouched(s string, toks []token, spans []Span, keep map[[2]int]bool) []Span {
	k := newKnownNames()
	for _, sp := range spans {
		if sp.Kind != Person || !keep[[2]int{sp.Start, sp.End}] || k.seen[sp.Key] {
			continue
		}
		ws := words(s[sp.Start:sp.End])
		if len(ws) < 2 || caseless(s[sp.Start:sp.End]) || !l.echoable(ws) {
			continue
		}
		k.seen[sp.Key] = true
		f := make([]string, len(ws))
		for i, t := range ws {
			f[i] = t.folded
		}
		k.add(knownName{words: f, key: sp.Key})
	}
	if len(k.seen) == 0 {
		return spans
	}
	var add []Span
	for i := range toks {
		if !capitalised(toks[i].text) {
			continue
		}
		for _, n := range k.byFirst[toks[i].folded] {
			if end, ok := n.match(s, toks, i); ok && l.echoable(toks[i:end+1]) {
				add = append(add, Span{Start: toks[i].start, End: toks[end].end, Kind: Person, Key: n.key})
				break
			}
		}
	}
	if len(add) == 0 {
		return spans
	}
	return resolve(append(spans, add...))
}

// echoable is whether a vouched name's words all look like a name's, so
// repeating it cannot spread a thing a cue took for a person ("interviewed
// by South Yorkshire Police"): each a particle, an initial or a capitalised
// word that is a listed given name or no English word.
func (l nameLists) echoable(ws []token) bool {
	for _, t := range ws {
		switch {
		case particles[t.bare] || len([]rune(t.text)) == 1:
		case !capitalised(t.text) && !upperWord(t.text):
			return false
		case l.words[t.bare] && !l.first[t.bare]:
			return false // "Police" is a surname too, and a common word
		}
	}
	return true
}
