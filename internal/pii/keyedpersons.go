package pii

import (
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Structured shapes name a person by where a value stands rather than by
// its words: a field whose key says it holds a person (vCard FN, LDAP cn,
// "@author", "Maintainer:", "Co-authored-by:"), the name field of a
// passport's machine-readable zone, the header a mail client writes above
// a quotation ("Am … schrieb Name <…>:"), a copyright holder, a chat
// export's author line and a roster written "Surname, Given". The shape
// vouches for the value when the value reads as a name; a firm, a handle,
// an address or a team never does (docs/adr/0182). Each reader looks at
// one line (the TD1 zone at the two before it), so the pass is linear.

// keyedPersons makes each value the shapes of s vouch for one person,
// whole: the persons found inside it or across its edge give way.
func (d *Detector) keyedPersons(s string, spans []Span) []Span {
	var slots []listItem
	read := func(start, a, b int, name func(string) []token) {
		// A YAML value may be quoted: full_name: "Ana Lima"; a Markdown
		// line may end on a hard break: "Author: Ana Lima\".
		for a < b && strings.ContainsRune(" \t\"'", rune(s[start+a])) {
			a++
		}
		for b > a && strings.ContainsRune(" \t.,;\"'\\", rune(s[start+b-1])) {
			b--
		}
		if b <= a {
			return
		}
		// A title before the name stays outside it: "name: Dr. Ana Lima".
		a = d.titleEnd(s, start+a, start+b) - start
		if toks := name(s[start+a : start+b]); toks != nil {
			slots = append(slots, listItem{a: start + a, b: start + b, toks: toks})
		}
	}
	add := func(start, a, b int, strict bool) {
		read(start, a, b, func(v string) []token { return d.keyedName(v, strict) })
	}
	names, handles := recordSlots(s)
	spans = dropHandleValues(spans, handles)
	for _, r := range names {
		read(0, r[0], r[0]+valueEnd(s[r[0]:r[1]]), d.recordName)
	}
	var prev [2]string
	prevStart := 0
	var roster []listItem
	var blocked [][2]int
	closing := 0
	section := ""
	linkKey := false
	rosterRun := 0
	var team xmlTeam
	eachLine(s, func(start int, body string) {
		whole, parts := team.slots(body)
		for _, r := range append(whole, parts...) {
			// One word there is a handle or a project as often as a
			// name ("Sebb", "Dependabot", a contributor "Avalon"): a
			// value names a person from two words.
			read(start, r[0], r[1], func(v string) []token {
				if toks := d.keyedName(v, false); len(toks) >= 2 {
					return toks
				}
				return nil
			})
		}
		if a, b, person, ok := calendarCN(body); ok && person {
			add(start, a, b, false)
		} else if ok {
			blocked = append(blocked, [2]int{start + a, start + b})
		}
		// A title the lists know may stand after the form of address
		// ("Dear Shri …", "M. …" before a name): titleEnd skips it.
		if a, b, strict, ok := addresseeSlot(body); ok && shortName(body[a:b]) {
			add(start, d.titleEnd(s, start+a, start+b)-start, b, strict)
		} else if closing > 0 && signerLine(body) && shortName(body) && !d.commonWords(body) {
			add(start, d.titleEnd(s, start, start+len(body))-start, len(body), false)
			closing = 0
		}
		switch {
		case letterClosing(body):
			closing = 2
		case strings.TrimSpace(body) != "":
			closing-- // the closing, then the date, then the signer
		}
		for _, r := range metaSlots(body) {
			add(start, r[0], r[1], false)
		}
		if sec, ok := iniSection(body); ok {
			section = sec
		} else if a, b, ok := sectionName(body); ok && personSections[section] {
			add(start, a, b, false)
		}
		bib, _ := bibSlots(body)
		for _, r := range bib {
			add(start, r[0], r[1], false)
		}
		for _, r := range keyedSlots(body) {
			add(start, r[0], r[1], false)
		}
		links, strict := headerLinkSlots(body, &linkKey)
		for _, r := range links {
			read(start, r[0], r[1], func(v string) []token { return d.headerName(v, strict) })
		}
		for _, r := range mrzSlots(body, prev) {
			if toks := words(body[r[0]:r[1]]); len(toks) > 0 && len(toks) <= 6 {
				slots = append(slots, listItem{a: start + r[0], b: start + r[1], toks: toks})
			}
		}
		for _, r := range quoteHeaderSlots(body) {
			add(start, r[0], r[1], false)
		}
		for _, r := range copyrightSlots(body) {
			add(start, r[0], r[1], true)
		}
		if a, b, ok := chatAuthorSlot(body); ok {
			add(start, a, b, false)
		}
		if a, b, ok := blameSlot(body); ok {
			add(start, a, b, false)
		}
		// A roster: two lines or more opening on "Surname, Given" and a tab.
		if a, b, ok := rosterSlot(body); ok && d.rosterName(body[a:b]) {
			roster = append(roster, listItem{a: start + a, b: start + b, toks: words(body[a:b])})
			rosterRun++
		} else {
			if rosterRun < 2 {
				roster = roster[:len(roster)-rosterRun]
			}
			rosterRun = 0
		}
		// The line before is read with this one as its next: a CFF
		// author's initials beside the family name (cffinitials.go).
		if a, b, ok := cffInitials(prev[1], prev[0], body); ok {
			slots = append(slots, listItem{a: prevStart + a, b: prevStart + b, toks: words(prev[1][a:b])})
		}
		prev = [2]string{prev[1], body}
		prevStart = start
	})
	if a, b, ok := cffInitials(prev[1], prev[0], ""); ok {
		slots = append(slots, listItem{a: prevStart + a, b: prevStart + b, toks: words(prev[1][a:b])})
	}
	if rosterRun < 2 {
		roster = roster[:len(roster)-rosterRun]
	}
	slots = append(slots, roster...)
	spans = dropBlocked(spans, blocked)
	if len(slots) == 0 {
		return spans
	}
	slots = append(slots, keyedEchoes(s, ordered(slots))...)
	return placePersons(s, spans, ordered(slots))
}

// dropBlocked drops the persons found inside a value its shape says is
// no person's: a calendar's room or group (keyedcalendar.go). Both are in
// text order, so one walk reads each once.
func dropBlocked(spans []Span, blocked [][2]int) []Span {
	if len(blocked) == 0 {
		return spans
	}
	kept := spans[:0]
	k := 0
	for _, sp := range spans {
		for k < len(blocked) && blocked[k][1] <= sp.Start {
			k++
		}
		if sp.Kind == Person && k < len(blocked) && blocked[k][0] < sp.End {
			continue
		}
		kept = append(kept, sp)
	}
	return kept
}

// ordered sorts slots by start and keeps the first of those that overlap
// (two readers, or a reader and an echo, may name the same value).
func ordered(slots []listItem) []listItem {
	sort.SliceStable(slots, func(i, j int) bool { return slots[i].a < slots[j].a })
	kept := slots[:1]
	for _, it := range slots[1:] {
		if it.a >= kept[len(kept)-1].b {
			kept = append(kept, it)
		}
	}
	return kept
}

// maxEchoed bounds the names of two words or more a shape vouched for that
// keyedEchoes looks for again, and the names sharing a first word, so its
// walk stays linear in the text.
const maxEchoed = 64

// keyedEchoes are the other places the text writes a name of two words or
// more that a shape vouched for, the same words with single spaces between
// them: the quoted writer signing the quotation ("> Ana Lima"), the chat's
// author named in a message ("I'll loop in Ana Lima").
func keyedEchoes(s string, slots []listItem) []listItem {
	byFirst := map[string][][]string{}
	n := 0
	for _, it := range slots {
		if len(it.toks) < 2 || n >= maxEchoed {
			continue
		}
		seq := make([]string, len(it.toks))
		for i, t := range it.toks {
			seq[i] = t.text
		}
		if len(byFirst[seq[0]]) < 4 {
			byFirst[seq[0]] = append(byFirst[seq[0]], seq)
			n++
		}
	}
	if n == 0 {
		return nil
	}
	var out []listItem
	toks := words(s)
	for i := 0; i < len(toks); i++ {
		for _, seq := range byFirst[toks[i].text] {
			if i+len(seq) > len(toks) || !echoAt(s, toks[i:i+len(seq)], seq) {
				continue
			}
			a, b := toks[i].start, toks[i+len(seq)-1].end
			it := listItem{a: a, b: b}
			for _, t := range toks[i : i+len(seq)] {
				it.toks = append(it.toks, shift(t, -a))
			}
			out = append(out, it)
			i += len(seq) - 1
			break
		}
	}
	return out
}

// echoAt is whether the words ws are seq, one space between each two (a
// dot and a space after an initial: "G. Maris").
func echoAt(s string, ws []token, seq []string) bool {
	for j, w := range ws {
		if w.text != seq[j] {
			return false
		}
		if j == 0 {
			continue
		}
		if gap := s[ws[j-1].end:w.start]; gap != " " && !(gap == ". " && utf8.RuneCountInString(ws[j-1].text) == 1) {
			return false
		}
	}
	return true
}

// holderWords are the words that make a value a firm, a group or a role
// rather than a person ("Debian Python Team", "The Go Authors", "Apache
// Software Foundation", "Rust Project Developers").
var holderWords = map[string]bool{"team": true, "inc": true, "ltd": true, "llc": true, "gmbh": true,
	"foundation": true, "project": true, "contributors": true, "authors": true, "developers": true,
	"maintainers": true, "group": true, "bot": true, "corporation": true, "company": true, "university": true,
	"institute": true, "association": true, "society": true, "community": true, "others": true, "the": true,
	"all": true, "rights": true, "reserved": true, "and": true, "et": true, "services": true,
	"systems": true, "labs": true, "software": true, "technologies": true, "consortium": true, "organization": true,
	"organisation": true, "collective": true, "committee": true, "council": true, "unknown": true, "anonymous": true}

// keyedName is the words of a value v when it reads as a person's name:
// one to six words, each capitalised, in capitals, caseless (Han, Arabic),
// a particle ("de", "bin", "al-Muhammed") or an initial; one of two letters
// or more; no digit or sign of an address or handle; no holder word and no
// legal form after the first word. strict (a copyright holder, a roster
// line: nothing but the shape vouches) also refuses a common word that is
// no given name ("Trey Research", "Woodgrove Bank").
func (d *Detector) keyedName(v string, strict bool) []token {
	if v == "" || strings.ContainsAny(v, "0123456789@_/\\:#&+=<>{}[]()|\"") || notNames[strings.ToLower(v)] {
		return nil
	}
	toks := words(v)
	if len(toks) == 0 || len(toks) > 6 {
		return nil
	}
	// A value mixing a caseless word with cased ones ("Kubernetes 社区",
	// the Kubernetes community) is a group or a thing, not one person's
	// name: a name is written in one script.
	long, cased, uncased := false, false, false
	for i, t := range toks {
		n := utf8.RuneCountInString(t.text)
		if caseless(t.text) {
			uncased = true
		} else {
			cased = true
		}
		if cased && uncased {
			return nil
		}
		if holderWords[strings.ToLower(t.text)] || i > 0 && legalFormAt(t.text) {
			return nil
		}
		if strict && d.strictCommon(toks, i) {
			return nil
		}
		switch {
		case caseless(t.text):
			long = true
		case capitalised(t.text) || upperWord(t.text):
			long = long || n >= 2
		case particles[t.bare] || n == 1 && unicode.IsUpper([]rune(t.text)[0]):
		case particleHyphened(t.text):
			long = true
		default:
			return nil
		}
	}
	if !long || len(toks) == 1 && handleLike(toks[0].text) || hanBody(v) ||
		d.names.placePhrases[bare(strings.Join(strings.Fields(fold(v)), " "))] {
		return nil
	}
	return toks
}

// strictCommon is whether word i of a holder's words is a common word
// that no name list vouches for: one that is no given name, and no listed
// surname before a last word that is no common word ("Oh Ding Qiu" is a
// person; "Woodgrove Bank", "Fourth Coffee", "Trey Research" are firms,
// whose common noun comes last).
func (d *Detector) strictCommon(toks []token, i int) bool {
	t := toks[i]
	if !d.names.words[t.bare] || d.names.first[t.bare] || particles[t.bare] || utf8.RuneCountInString(t.text) == 1 {
		return false
	}
	last := toks[len(toks)-1].bare
	return !(d.names.last[t.bare] && i < len(toks)-1 && !d.names.words[last])
}

// particleHyphened is a word a lower-case particle opens before a hyphen
// and a capitalised name ("al-Muhammed", "el-Amin", "d’Arcy").
func particleHyphened(w string) bool {
	i := strings.IndexAny(w, "-’'")
	if i <= 0 {
		return false
	}
	_, n := utf8.DecodeRuneInString(w[i:])
	return (particles[strings.ToLower(w[:i])] || w[:i] == "d") && capitalised(w[i+n:])
}

// handleLike is a word shaped as a handle or a product ("DWesl",
// "PowerEdge"): a capital inside one of its hyphened parts, but for the
// capital after "Mc", "Mac", "O’" or "D’" ("McClellan", "O’Connell") and a
// word in capitals.
func handleLike(w string) bool {
	if upperWord(w) {
		return false
	}
	for _, p := range strings.Split(w, "-") {
		for _, pre := range []string{"Mc", "Mac", "O’", "O'", "D’", "D'"} {
			if strings.HasPrefix(p, pre) && len(p) > len(pre) {
				p = p[len(pre):]
				break
			}
		}
		if innerCapital(p) {
			return true
		}
	}
	return false
}
