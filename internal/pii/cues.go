package pii

import (
	"strings"
	"unicode"
)

// greetings are followed by a name: "Dear Aoife", "Hi Kwame,", "Thanks, Jean-Luc".
var greetings = map[string]bool{"dear": true, "hi": true, "hello": true, "hey": true, "thanks": true, "thx": true,
	"hallo": true, "liebe": true, "lieber": true, "bonjour": true, "cher": true, "chere": true, "hola": true,
	"ciao": true, "salut": true, "witaj": true, "czesc": true, "szanowna": true, "szanowny": true, "estimado": true,
	"estimada": true, "caro": true, "cara": true, "gentile": true, "beste": true, "geachte": true}

// closings end a letter; the next line is a signature: "Kind regards,\nAoife Byrne".
var closings = map[string]bool{"regards": true, "wishes": true, "sincerely": true, "cheers": true, "thanks": true,
	"best": true, "faithfully": true, "truly": true, "yours": true, "grusse": true, "gruße": true, "gruss": true,
	"pozdrawiam": true, "pozdrowienia": true, "cordialement": true, "saludos": true, "cumprimentos": true,
	"saluti": true, "groeten": true, "you": true}

// byVerbs before "by" announce who did it: "Prepared by Hiroshi Tanaka".
var byVerbs = map[string]bool{"prepared": true, "approved": true, "signed": true, "written": true, "reviewed": true,
	"submitted": true, "requested": true, "authored": true, "presented": true, "chaired": true, "hosted": true,
	"interviewed": true, "recommended": true, "sent": true, "verified": true, "authorised": true, "authorized": true,
	// Trackers' headers (docs/adr/0163): "Opened by Ana Lima · 4 comments".
	"opened": true, "filed": true, "raised": true, "created": true, "closed": true, "assigned": true}

// headers announce names on the rest of their line: "From: Aoife Byrne <…>", "Attendees: A, B and C".
var headers = map[string]bool{"from": true, "to": true, "cc": true, "bcc": true, "reply-to": true, "sender": true,
	"author": true, "authors": true, "name": true, "full name": true, "contact": true, "contact person": true,
	"attendees": true, "participants": true, "present": true, "apologies": true, "employee": true, "candidate": true,
	"applicant": true, "referee": true, "recipient": true, "signatory": true, "interviewer": true, "manager": true,
	"line manager": true, "assignee": true, "reporter": true, "owner": true, "approver": true, "account holder": true,
	"beneficiary": true, "cardholder": true, "attn": true, "von": true, "an": true, "de": true, "à": true,
	"od": true, "do": true, "nadawca": true, "odbiorca": true, "imię i nazwisko": true, "nom": true, "name des mitarbeiters": true,
	"first name": true, "last name": true, "surname": true, "given name": true, "family name": true, "student": true,
	"patient": true, "tenant": true, "landlord": true, "guest": true, "speaker": true, "host": true, "chair": true,
	// Arabic, Chinese and Japanese: attendees, manager, name, from, to, contact, person in charge, author.
	"الحضور": true, "المدير": true, "الاسم": true, "من": true, "إلى": true, "المرسل": true, "المستلم": true,
	"联系人": true, "負責人": true, "负责人": true, "出席": true, "出席者": true, "参加者": true, "担当": true,
	"担当者": true, "作成者": true, "差出人": true, "宛先": true, "発信者": true, "收件人": true, "发件人": true,
	// Chinese and Japanese business forms and e-mail headers (docs/adr/0139): copy to, sender, attendees,
	// applicant, approver, handler; name (as a form's label, not only a column's heading).
	"抄送": true, "抄送人": true, "寄件人": true, "寄件者": true, "收件者": true, "副本": true, "参会人员": true,
	"与会人员": true, "與會人員": true, "出席人员": true, "出席人員": true, "参加人员": true, "參加人員": true,
	"申请人": true, "申請人": true, "审批人": true, "審批人": true, "经办人": true, "經辦人": true, "聯絡人": true,
	"姓名": true, "名前": true, "氏名": true, "送信者": true, "受信者": true, "承認者": true, "申請者": true,
	"依頼者": true, "記入者": true, "参加": true,
	// Minutes (docs/adr/0145): who took them and who chaired, in Chinese (both scripts) and Japanese.
	"记录人": true, "記錄人": true, "记录员": true, "記錄員": true, "记录": true, "記錄": true, "主持人": true,
	"記録者": true, "記録": true, "書記": true, "司会": true, "司会者": true, "議長": true,
	"consignee": true, "shipper": true, "requester": true, "requestor": true, "organizer": true, "organiser": true,
	// git's commit header and the trailers git-interpret-trailers and the Linux kernel's patch rules name
	// (docs/adr/0141): "Co-authored-by: Ana Lima <ana@…>".
	"committer": true, "co-authored-by": true, "signed-off-by": true, "reviewed-by": true, "acked-by": true,
	"reported-by": true, "tested-by": true, "suggested-by": true, "helped-by": true,
	"minutes": false}

// The header words as folded: a header line's word is folded before the lookup ("إلى" → "الى").
func init() {
	for h, ok := range headers {
		headers[strings.Join(strings.Fields(fold(h)), " ")] = ok
	}
}

// nameColumns are table headers whose cells are people.
var nameColumns = map[string]bool{"name": true, "full name": true, "fullname": true, "first name": true,
	"firstname": true, "last name": true, "lastname": true, "surname": true, "given name": true, "family name": true,
	"contact": true, "contact name": true, "contact person": true, "employee": true, "employee name": true,
	"person": true, "owner": true, "manager": true, "author": true, "customer name": true, "attendee": true,
	"participant": true, "candidate": true, "applicant": true, "student": true, "member": true, "assignee": true,
	"reporter": true, "approver": true, "requester": true, "recipient": true, "beneficiary": true,
	"account holder": true, "cardholder": true, "姓名": true, "名前": true, "氏名": true, "الاسم": true, "nom": true,
	"prenom": true, "nachname": true, "vorname": true, "imie": true, "nazwisko": true, "imie i nazwisko": true,
	"ho ten": true, "ho va ten": true, "ten": true, "nombre": true, "apellido": true, "nome": true, "cognome": true,
	"naam": true, "contact_name": true, "full_name": true, "first_name": true, "last_name": true, "employee_name": true,
	"sales rep": true, "account manager": true, "signed by": true, "approved by": true, "prepared by": true}

// cues marks the words where context says a name starts (after a greeting,
// on the line after a closing, after "Prepared by"), with the last word it
// may reach.
func cues(s string, toks []token, l nameLists) map[int]int {
	out := map[int]int{}
	lastOnLine := lineEnds(s, toks)
	for i := 0; i+1 < len(toks); i++ {
		t, nx := toks[i], toks[i+1]
		gap := s[t.end:nx.start]
		lineEnd := lastOnLine[i+1]
		switch {
		case greetings[t.bare] && (gap == " " || gap == ", "):
			out[i+1] = lineEnd
		case closings[t.bare] && strings.Contains(gap, "\n") && strings.Count(gap, "\n") <= 2 && strings.Trim(gap, ",! \r\n-—") == "" &&
			signatureLine(s, toks[lineEnd].end) && !signsForBody(s, toks, i+1, lineEnd):
			out[i+1] = lineEnd
		case t.bare == "by" && i > 0 && byVerbs[toks[i-1].bare] && gap == " ":
			out[i+1] = lineEnd
		case t.bare == "thank" && nx.bare == "you" && i+2 < len(toks) && s[nx.end:toks[i+2].start] == ", ":
			out[i+2] = lastOnLine[i+2]
		}
	}
	// "Szanowna Pani Katarzyno", "Dear Dr. Okafor": the name starts after the title.
	for start, limit := range out {
		k := start
		for k < limit && titles[toks[k].bare] {
			k++
		}
		if k != start {
			delete(out, start)
			out[k] = limit
		}
	}
	return out
}

// bodyNouns end the name of a team or office that signs a letter: "People
// Team, Woodgrove Bank", "The Admissions Office", "HR Department".
var bodyNouns = map[string]bool{"team": true, "department": true, "dept": true, "office": true, "desk": true,
	"group": true, "committee": true, "board": true, "division": true, "unit": true, "services": true,
	"support": true, "management": true, "staff": true, "secretariat": true, "crew": true}

// signsForBody is whether the signature on words a..b names a body rather
// than a person: a body noun among its words before the first comma.
func signsForBody(s string, toks []token, a, b int) bool {
	for i := a; i <= b; i++ {
		if bodyNouns[toks[i].bare] {
			return true
		}
		if i < b && strings.ContainsRune(s[toks[i].end:toks[i+1].start], ',') {
			return false
		}
	}
	return false
}

// signatureLine: the line ends at i with nothing but a dot or spaces (a signature, not "Kind regards,").
func signatureLine(s string, i int) bool {
	rest := s[i:]
	if j := strings.IndexByte(rest, '\n'); j >= 0 {
		rest = rest[:j]
	}
	return strings.Trim(rest, " .\r\t") == ""
}

// lineEnds gives, for each word, the index of the last word on its line, in
// one pass from the end: a hostile text of one long line stays linear
// (scanning to the line's end from every word was quadratic).
func lineEnds(s string, toks []token) []int {
	out := make([]int, len(toks))
	for j := len(toks) - 1; j >= 0; j-- {
		out[j] = j
		if j+1 < len(toks) && strings.IndexByte(s[toks[j].end:toks[j+1].start], '\n') < 0 {
			out[j] = out[j+1]
		}
	}
	return out
}

// findCued finds the names that a header line ("From: Aoife Byrne <…>")
// or a table column headed as names hold: each value between separators,
// when it is one to five words of letters with no stop word.
func (d *Detector) findCued(s string, out []Span) []Span {
	off := 0
	var cols []nameCol     // name columns of the table being read
	var htmlCols []nameCol // name columns of the HTML table being read
	sep := ""
	lines := strings.SplitAfter(s, "\n")
	for li, line := range lines {
		start := off
		off += len(line)
		body := strings.TrimRight(line, "\r\n")
		if names, ok := calendarNames(body); ok {
			cols = nil
			for _, n := range names {
				out = d.nameValue(s, start+n[0], start+n[1], out)
			}
			for _, n := range vcardNameParts(body) {
				out = d.namePart(s, start+n[0], start+n[1], out) // "N:Novak;Anna;;;"
			}
			continue
		}
		if cells := htmlCells(body); cells != nil {
			htmlCols, out = d.htmlRow(s, start, body, cells, htmlCols, out)
			continue
		}
		if strings.Contains(body, "</table") {
			htmlCols = nil
		}
		if o, ok := d.fieldNames(s, start, body, out); ok {
			out, cols = o, nil // {"first_name": "Makary", …}, <Surname>Novak</Surname>
			continue
		}
		// A table: Markdown pipes, tabs, commas or semicolons.
		cells, cut := splitCells(body)
		if cols != nil && cut != sep {
			// A row keeps its header's separator: "100200;NOVAK, Anna;B1" is
			// no comma-separated row.
			if c := splitBy(body, sep); len(c) > 1 {
				cells, cut = c, sep
			}
		}
		if len(cells) > 1 {
			if cols != nil && cut == sep {
				for _, c := range cols {
					if c.k < len(cells) {
						out = d.cellName(s, start+cells[c.k][0], start+cells[c.k][1], c.part, out)
					}
				}
				continue
			}
			cols, sep = nil, cut
			for k, c := range cells {
				part, whole := nameKey(body[c[0]:c[1]])
				if part && proseLabels[fieldKey(body[c[0]:c[1]])] && !headerRow(body, cells) {
					continue // "First, we must educate people …"
				}
				if part || whole {
					cols = append(cols, nameCol{k: k, part: part})
				}
			}
			if cols != nil {
				continue
			}
		} else if !isRule(body) {
			cols = nil
		}
		if a, b := authorInParens(body); b > a {
			out = d.nameValue(s, start+a, start+b, out) // "Comment (Ana Lima): reproduced"
		}
		if a, b := welcomedName(body); b > a {
			out = d.nameValue(s, start+a, start+b, out) // "Welcome to Woodgrove Bank, Ana Lima!"
		}
		// A header: "From: …", "**Name:** …", a YAML key "first_name: …".
		colon := strings.IndexAny(body, ":：")
		if colon <= 0 || colon > 40 {
			continue
		}
		key := strings.Trim(body[:colon], " *_>#\t-")
		h := strings.Join(strings.Fields(fold(key)), " ")
		vstart := colon + len(string([]rune(body[colon:])[0]))
		if part, _ := nameKey(key); part && !proseLabels[h] {
			out = d.namePart(s, start+vstart, start+len(body), out)
			continue
		}
		mail, sender := mailPersonHeader(h, lineAt(lines, li-1), lineAt(lines, li+1))
		if !headers[h] && !mail {
			continue
		}
		v := blankParens(body[vstart:]) // "Attendees: Ana Lima (Buyer), Li Wei (Legal Counsel)"
		if i := strings.IndexAny(v, "<[|"); i >= 0 {
			v = v[:i]
		}
		pos := start + vstart
		if mail {
			out = d.mailNames(s, pos, v, sender, out) // "Von: Koivisto, Aba", "To: Lima, Ana; Wei, Li"
			continue
		}
		for _, part := range splitNames(v) {
			// The blanked role stays out of the name: "Ana Lima (Buyer)".
			for part[1] > part[0] && v[part[1]-1] == ' ' {
				part[1]--
			}
			out = d.nameValue(s, pos+part[0], pos+part[1], out)
		}
	}
	return out
}

// lineAt is lines[i] without its line break, or "" outside lines.
func lineAt(lines []string, i int) string {
	if i < 0 || i >= len(lines) {
		return ""
	}
	return strings.TrimRight(lines[i], "\r\n")
}

// nameCol is a table's column headed as names; part when as a part of one
// (a given name, a surname: namefields.go).
type nameCol struct {
	k    int
	part bool
}

// cellName adds the name in a cell of a column headed as names.
func (d *Detector) cellName(s string, from, to int, part bool, out []Span) []Span {
	if part {
		return d.namePart(s, from, to, out)
	}
	return d.nameValue(s, from, to, out)
}

// headerRow is whether every cell of a table's first line is a short
// label (three words at most), as a header's are and prose cut at its
// commas is not.
func headerRow(line string, cells [][2]int) bool {
	for _, c := range cells {
		if len(strings.Fields(line[c[0]:c[1]])) > 3 {
			return false
		}
	}
	return true
}

// proseLabels are keys of a part of a name that prose uses as list labels
// ("First: open the lid", "Last: Friday", "First, we must …"): a line
// opening on one is no field, and a row of cells headed by one is a table's
// header only when all its cells are short (headerRow).
var proseLabels = map[string]bool{"first": true, "last": true, "given": true, "family": true, "middle": true,
	"ten": true, "ho": true}

// columnKey is a table header as nameColumns holds it: folded, bare, one
// space between words.
func columnKey(h string) string {
	return strings.Join(strings.Fields(bare(fold(strings.Trim(h, " *_\"")))), " ")
}

// isRule is a Markdown table's separator line ("|---|:--:|").
func isRule(line string) bool {
	t := strings.Trim(line, " |:-")
	return t == "" && strings.Contains(line, "-")
}

// splitCells splits a table line into its cells' byte ranges and names the separator.
func splitCells(line string) ([][2]int, string) {
	for _, sep := range []string{"|", "\t", ",", ";"} {
		if strings.Contains(line, sep) {
			return splitBy(line, sep), sep
		}
	}
	return nil, ""
}

// splitBy splits a table line at sep outside double quotes; a Markdown
// row's outer pipes open and close no cell.
func splitBy(line, sep string) [][2]int {
	if sep == "" || !strings.Contains(line, sep) {
		return nil
	}
	var cells [][2]int
	begin, quoted := 0, false
	for i := 0; i < len(line); i++ {
		switch {
		case line[i] == '"':
			quoted = !quoted
		case !quoted && strings.HasPrefix(line[i:], sep):
			cells = append(cells, [2]int{begin, i})
			begin = i + len(sep)
		}
	}
	cells = append(cells, [2]int{begin, len(line)})
	if sep == "|" && strings.HasPrefix(strings.TrimSpace(line), "|") {
		cells = cells[1:]
		if len(cells) > 0 && strings.TrimSpace(line[cells[len(cells)-1][0]:]) == "" {
			cells = cells[:len(cells)-1]
		}
	}
	return cells
}

// splitNames splits a header's value into names: "A, B; C and D".
func splitNames(v string) [][2]int {
	var out [][2]int
	begin := 0
	for i := 0; i <= len(v); i++ {
		end := i == len(v)
		if !end && v[i] != ',' && v[i] != ';' && v[i] != '/' && !strings.HasPrefix(v[i:], " and ") && !strings.HasPrefix(v[i:], " & ") &&
			!strings.HasPrefix(v[i:], "،") && !strings.HasPrefix(v[i:], "、") && !strings.HasPrefix(v[i:], "，") {
			continue
		}
		if !end && v[i] >= 0x80 {
			w := len("،")
			if !strings.HasPrefix(v[i:], "،") {
				w = len("、")
			}
			// A comma of another script: "أحمد، فاطمة", "田中、鈴木".
			out = append(out, [2]int{begin, i})
			begin = i + w
			i += w - 1
			continue
		}
		out = append(out, [2]int{begin, i})
		if !end && v[i] == ' ' {
			i += 4
			if strings.HasPrefix(v[i-4:], " & ") {
				i -= 2
			}
		}
		begin = i + 1
	}
	return out
}

// nameValue adds s[from:to] as a name when it is one: one to five words of
// letters (initials and particles allowed), no digits, no stop word.
func (d *Detector) nameValue(s string, from, to int, out []Span) []Span {
	v, from, toks, ok := valueWords(s, from, to, " \t\"*_", ".", "@/\\:#&+=")
	if !ok {
		return out
	}
	named := false
	for _, t := range toks {
		switch {
		case d.names.stop[t.bare]:
			return out
		case caseless(t.text):
			named = named || len([]rune(t.text)) >= 2 && len([]rune(t.text)) <= 4
		case capitalised(t.text) || upperWord(t.text):
			named = named || !d.names.words[t.bare] || d.names.first[t.bare] || d.names.last[t.bare]
		case particles[t.bare] || len(t.text) == 1:
		default:
			return out
		}
	}
	if !named || d.names.placePhrases[bare(strings.Join(strings.Fields(fold(v)), " "))] {
		return out
	}
	return append(out, valueSpan(v, from, toks))
}

// valueWords are the words of a field's value s[from:to], trimmed of edge
// (and of tail at its end), with the value and its offset in s; ok is false
// for an empty value, a number, a value holding one of signs, and a value
// of no word or more than five.
func valueWords(s string, from, to int, edge, tail, signs string) (string, int, []token, bool) {
	v := s[from:to]
	lead := len(v) - len(strings.TrimLeft(v, edge))
	v = strings.TrimRight(strings.TrimLeft(v, edge), edge+tail)
	from += lead
	if v == "" || strings.IndexFunc(v, unicode.IsDigit) >= 0 || strings.ContainsAny(v, signs) {
		return v, from, nil, false
	}
	toks := words(v)
	return v, from, toks, len(toks) > 0 && len(toks) <= 5
}

// valueSpan is the person from the first to the last word of a value v
// that starts at byte from.
func valueSpan(v string, from int, toks []token) Span {
	return Span{Start: from + toks[0].start, End: from + toks[len(toks)-1].end, Kind: Person,
		Key: strings.Join(strings.Fields(fold(v[toks[0].start:toks[len(toks)-1].end])), " ")}
}

// mailboxWords are local parts of shared mailboxes, never names.
var mailboxWords = map[string]bool{"info": true, "support": true, "sales": true, "hr": true, "admin": true,
	"team": true, "contact": true, "office": true, "noreply": true, "no": true, "reply": true, "billing": true,
	"accounts": true, "payroll": true, "jobs": true, "careers": true, "hello": true, "mail": true, "help": true,
	"service": true, "news": true, "marketing": true, "press": true, "finance": true, "legal": true, "it": true,
	"dev": true, "ops": true, "security": true, "privacy": true, "webmaster": true, "postmaster": true,
	"abuse": true, "orders": true, "invoice": true, "invoices": true, "booking": true, "bookings": true,
	"enquiries": true, "inquiries": true, "accounting": true, "procurement": true, "purchasing": true}

// emailHints are the names spelled out in e-mail addresses' local parts,
// bare: "anna.novak7@…" gives "anna", "novak" and "anna novak";
// "siobhan.obrien@…" gives "obrien", which O'Brien is bare; "jlpicard@…"
// gives "picard" when that is a known surname.
func (d *Detector) emailHints(s string, emails []Span) map[string]bool {
	if len(emails) == 0 {
		return nil
	}
	hints := map[string]bool{}
	for _, e := range emails {
		local := strings.ToLower(s[e.Start:e.End])
		local = local[:strings.IndexByte(local, '@')]
		parts := strings.FieldsFunc(local, func(r rune) bool { return r < 'a' || r > 'z' })
		var named []string
		for _, p := range parts {
			if len(p) < 2 || mailboxWords[p] {
				continue
			}
			named = append(named, p)
			hints[p] = true
			// Initials glued to a surname: "jlpicard", "abyrne".
			for cut := 1; cut <= 2 && len(p)-cut >= 4; cut++ {
				if d.names.last[p[cut:]] {
					hints[p[cut:]] = true
				}
			}
		}
		if len(named) == 2 {
			hints[named[0]+" "+named[1]] = true
		}
	}
	return hints
}
