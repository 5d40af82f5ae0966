package pii

import (
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The line readers of keyedPersons (keyedpersons.go, docs/adr/0182): each
// gives the byte ranges, within one line, of the values its shape says
// hold a person; keyedName then asks whether each reads as a name.

// personKeys are the keys, as fieldKey writes them, of fields that hold one
// person's name whole: vCard (RFC 6350 FN), LDAP and Active Directory
// (RFC 4519 cn, displayName), chat exports (Slack real_name, Discord
// nickname), source headers and package metadata (Javadoc @author, reST
// :Author:, Python __author__, Debian Maintainer) and commit trailers.
var personKeys = map[string]bool{"fn": true, "cn": true, "display name": true, "displayname": true,
	"real name": true, "realname": true, "full name": true, "fullname": true, "nickname": true,
	"author": true, "authors": true, "author name": true, "maintainer": true, "maintainers": true,
	"uploaders": true, "committer": true, "creator": true, "contributor": true, "contributors": true,
	"co authored by": true, "signed off by": true, "reviewed by": true, "acked by": true, "tested by": true,
	"reported by": true, "suggested by": true, "helped by": true, "spdx file contributor": true, "gecos": true,
	// "Author" in the languages the sets hold (folded as fieldKey writes them).
	"autor": true, "autorin": true, "autores": true, "autora": true, "auteur": true, "auteurs": true, "autore": true,
	"autori": true, "verfasser": true, "auteur e": true, "forfatter": true, "forfattare": true, "forfattere": true,
	"tekija": true, "szerzo": true, "yazar": true, "автор": true, "автори": true, "авторы": true, "作者": true, "著者": true,
	"sn": true, "given name": true, "givenname": true, "surname": true,
	// A form's name and its contact persons in Japanese, Chinese, Korean and Russian.
	"氏名": true, "お名前": true, "名前": true, "姓名": true, "성명": true, "성함": true, "이름": true, "фио": true,
	"担当": true, "担当者": true, "上長": true, "直属上司": true, "直属上级": true, "联系人": true, "聯絡人": true,
	"收件人": true, "收货人": true, "受取人": true, "추천인": true, "담당자": true,
	// Photo metadata as exiftool writes it (EXIF Artist, XPAuthor, IPTC By-line, OwnerName).
	"artist": true, "xp author": true, "by line": true, "owner name": true, "last modified by": true}

// splitKeys are the person keys whose value may list several persons.
var splitKeys = map[string]bool{"author": true, "authors": true, "maintainer": true, "maintainers": true,
	"uploaders": true, "contributors": true, "spdx file contributor": true}

// personKey says whether a key names a person's field: one of personKeys,
// or a form's label in two languages of which one part heads a name or a
// part of one ("Surname / Nom", "Given names / Prénoms").
func personKey(k string) (ok, split bool) {
	// "Author(s):", "Maintainer(s):" (a design document's header).
	f := strings.TrimSuffix(fieldKey(strings.TrimSpace(k)), "(s)")
	if f == "thanks to" {
		return true, true // "Thanks to: A, B, and others for input"
	}
	if proseLabels[f] {
		return false, false // "First: open the settings", "Last: …"
	}
	if personKeys[f] || nameParts[f] {
		return true, splitKeys[f]
	}
	if !strings.Contains(k, "/") {
		return false, false
	}
	for _, p := range strings.Split(k, "/") {
		if f := fieldKey(strings.TrimSpace(p)); nameParts[f] || personKeys[f] && !splitKeys[f] {
			return true, false
		}
	}
	return false, false
}

// codeTags are the tags of comments that name who owns them: "TODO(Ana Lima): …".
var codeTags = []string{"TODO(", "FIXME(", "XXX(", "HACK(", "NOTE(", "BUG("}

// pyDunder is a module's or a package manifest's author or maintainer
// variable: Python's `__author__ = "…"`, setup.py's `author="…"`, Cargo's
// and a gemspec's `authors = ["…"]` (the first one).
var pyDunder = regexp.MustCompile(`^(?:\w+\.)?(?:__)?(?:author|maintainer|credits)s?(?:__)?\s*=\s*\[?\s*["']([^"'\n]{1,120})["']`)

// keyedSlots are the values of the person-keyed fields of a line.
func keyedSlots(body string) [][2]int {
	var out [][2]int
	for _, tag := range codeTags {
		if i := strings.Index(body, tag); i >= 0 {
			a := i + len(tag)
			if j := strings.IndexByte(body[a:], ')'); j > 0 {
				out = append(out, [2]int{a, a + j})
			}
		}
	}
	for _, m := range jsonField.FindAllStringSubmatchIndex(body, -1) {
		if m[2] >= 0 {
			if ok, _ := personKey(body[m[2]:m[3]]); ok {
				// npm: "author": "Ana Lima <ana@…> (https://…)".
				out = append(out, [2]int{m[4], m[4] + valueEnd(body[m[4]:m[5]])})
			}
		}
	}
	if strings.HasPrefix(body, "RELATED;") && strings.Contains(body, "VALUE=text:") {
		// vCard RELATED as text names a person: "RELATED;TYPE=assistant;VALUE=text:Ana Lima".
		a := strings.Index(body, "VALUE=text:") + len("VALUE=text:")
		return append(out, [2]int{a, len(body)})
	}
	if a, b, ok := ldapDN(body); ok {
		return append(out, [2]int{a, b})
	}
	lead := len(body) - len(strings.TrimLeft(body, " \t*/#;>"))
	if strings.HasPrefix(body[lead:], "- ") {
		// A YAML list's item: CITATION.cff's "  - family-names: …".
		lead += len("- ")
	}
	t := body[lead:]
	if m := pyDunder.FindStringSubmatchIndex(t); m != nil {
		return append(out, [2]int{lead + m[2], lead + m[3]})
	}
	if strings.HasPrefix(t, "@author ") {
		a := lead + len("@author ")
		return append(out, [2]int{a, a + valueEnd(body[a:])})
	}
	kstart := 0
	if strings.HasPrefix(t, ":") {
		kstart = 1 // reST: ":Author: Ana Lima"
	}
	colon, sep := keySeparator(t[kstart:])
	if colon <= 0 || colon > 40 {
		return out
	}
	key := t[kstart : kstart+colon]
	ok, split := personKey(key)
	a := lead + kstart + colon + sep
	v := body[a:]
	if dn := dnStart(v); dn >= 0 && strings.TrimSpace(v[:dn]) == "" && strings.Contains(v[dn:], ",") {
		// An LDAP distinguished name: "manager: cn=Ana Lima,ou=People,…".
		a += dn + 3
		end := strings.IndexByte(body[a:], ',')
		if end < 0 {
			end = len(body) - a
		}
		return append(out, [2]int{a, a + end})
	}
	if !ok {
		return out
	}
	if !split {
		return append(out, [2]int{a, a + valueEnd(v)})
	}
	for _, p := range splitValue(v) {
		out = append(out, [2]int{a + p[0], a + p[1]})
	}
	return out
}

// keySeparator is where a field's key ends in t and the length of what
// parts it from the value: a colon, a full-width colon ("姓名：…"), after a
// Han or Hangul key an ideographic space ("氏名　…"), or where no colon is
// an equals sign (docs/adr/0204).
func keySeparator(t string) (at, n int) {
	at, n = strings.IndexByte(t, ':'), 1
	if i := strings.Index(t, "："); i > 0 && (at < 0 || i < at) {
		at, n = i, len("：")
	}
	if i := strings.Index(t, "\u3000"); i > 0 && (at < 0 || i < at) && caseless(t[:i]) {
		at, n = i, len("\u3000")
	}
	if at < 0 {
		at = strings.IndexByte(t, '=') // setup.cfg, INI: "author = Ana Lima"
	}
	return at, n
}

// dnStart is where a distinguished name's cn opens in v ("cn=", "CN="), or -1.
func dnStart(v string) int {
	if i := strings.Index(v, "cn="); i >= 0 {
		return i
	}
	return strings.Index(v, "CN=")
}

// ldapDN is the cn of an LDIF entry's distinguished name: "dn: cn=Ana Lima,ou=…".
func ldapDN(body string) (a, b int, ok bool) {
	if !strings.HasPrefix(body, "dn: cn=") && !strings.HasPrefix(body, "dn: CN=") {
		return 0, 0, false
	}
	a = len("dn: cn=")
	b = strings.IndexByte(body[a:], ',')
	if b < 0 {
		b = len(body) - a
	}
	return a, a + b, true
}

// valueEnd is where a field's value v ends: before an address or a note
// ("Ana Lima <ana@…>", "Ana Lima (ana@…)", "Ana Lima [mailto:…]"), the
// address escaped as HTML writes it ("Ana Lima &lt;ana@…&gt;"), or a
// full-width comma, stop, list comma or gap ("王伟，电话见附件").
func valueEnd(v string) int {
	end := len(v)
	if i := strings.IndexAny(v, "<([|\u3000（，。；、"); i >= 0 {
		end = i
	}
	if i := strings.Index(v[:end], "&lt"); i >= 0 {
		end = i
	}
	return end
}

// splitValue splits a value that lists persons at the commas, semicolons,
// "and" and "&" outside brackets, each part cut before its own address or
// note: "A (a@x.org), B (b@x.org)", "A, B, and C", "A (with input from
// B, C)" gives A, B and C's ranges but for the note's.
func splitValue(v string) [][2]int {
	var out [][2]int
	depth := 0
	for _, p := range splitNames(v) {
		part := v[p[0]:p[1]]
		if depth == 0 {
			out = append(out, [2]int{p[0], p[0] + valueEnd(part)})
		}
		depth += strings.Count(part, "(") + strings.Count(part, "[") - strings.Count(part, ")") - strings.Count(part, "]")
		if depth < 0 {
			depth = 0
		}
	}
	return out
}

// mrzSlots is the name field of a machine-readable zone's line (ICAO 9303):
// the first line of a passport's or visa's zone ("P<UTOERIKSSON<<ANNA<MARIA<<<",
// after the document code and the issuing state) or the third of an
// identity card's, which is the name field alone and follows two lines of
// the zone. The field is SURNAME<<GIVEN<NAMES, "<" for a space.
func mrzSlots(body string, prev [2]string) [][2]int {
	if len(body) < 30 || !mrzLine(body) {
		return nil
	}
	if mrzLine(prev[0]) && mrzLine(prev[1]) && len(prev[1]) >= 30 {
		if n, ok := mrzName(body); ok {
			return [][2]int{{0, n}}
		}
		return nil
	}
	if !unicode.IsUpper(rune(body[0])) || body[1] != '<' && !unicode.IsUpper(rune(body[1])) {
		return nil
	}
	if n, ok := mrzName(body[5:]); ok {
		return [][2]int{{5, 5 + n}}
	}
	return nil
}

// mrzLine is a line of capitals, digits and fillers only.
func mrzLine(line string) bool {
	if line == "" {
		return false
	}
	for i := 0; i < len(line); i++ {
		c := line[i]
		if !(c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '<') {
			return false
		}
	}
	return true
}

// mrzName is the length of the name field that opens f, its fillers after
// it left out: capitals and "<" only, a letter first, "<<" between the
// surname and the given names.
func mrzName(f string) (int, bool) {
	n := len(strings.TrimRight(f, "<"))
	name := f[:n]
	if n < 4 || name[0] == '<' || !strings.Contains(name, "<<") || strings.ContainsAny(name, "0123456789") {
		return 0, false
	}
	return n, true
}

// quoteVerbs end the header a mail client writes above a quotation, after
// the quoted writer's address: "wrote:", "a écrit :", "escribió:", "ha
// scritto:", "escreveu:", "napisał(a):", "написал(а):", "skrev:",
// "kirjoitti:", or the colon alone where the verb came first ("Am … schrieb
// Ana Lima <…>:", "Op … schreef …:", Japanese "… 10:12 Ana Lima <…>:").
var quoteVerbs = regexp.MustCompile(`^\)?\s*(?:[\p{L}()]+\s*){0,2}[:：]\s*$`)

// quoteTail is what follows the writer's address where the date comes
// after it: "Ana Lima <…> kirjoitti 3.3.2027 kello 10.12:", "Ana Lima <…>,
// 3 Mar 2027 Sal, 10:12 tarihinde şunu yazdı:".
var quoteTail = regexp.MustCompile(`^\)?[ ,]+[^<>@]{0,80}\d[^<>@]{0,80}[:：]\s*$`)

// quoteHeaderSlots is the writer a quotation header names: the words
// before the address, after the date and time.
func quoteHeaderSlots(body string) [][2]int {
	lt := strings.LastIndexByte(body, '<')
	if lt <= 0 {
		return nil
	}
	gt := strings.IndexByte(body[lt:], '>')
	if gt < 0 || !strings.Contains(body[lt:lt+gt], "@") {
		return nil
	}
	head := strings.TrimRight(body[:lt], " (")
	tail := body[lt+gt+1:]
	if !quoteVerbs.MatchString(tail) {
		// The writer first, the date after the address: the head is the writer.
		if n := len(strings.Fields(head)); n >= 1 && n <= 6 && quoteTail.MatchString(tail) {
			return [][2]int{{len(body[:lt]) - len(strings.TrimLeft(body[:lt], " >")), len(head)}}
		}
		return nil
	}
	f := strings.Fields(head)
	if len(f) < 2 {
		return nil
	}
	k := len(f)
	for k > 0 && !quoteStop(f[k-1]) && len(f)-k < 6 {
		k--
	}
	if k == 0 || k == len(f) || !strings.ContainsAny(strings.Join(f[:k], " "), "0123456789") {
		return nil
	}
	// The byte where f[k] starts: count fields from the end of head.
	a := len(head)
	for j := len(f) - 1; j >= k; j-- {
		a = strings.LastIndex(head[:a], f[j])
	}
	return [][2]int{{a, len(head)}}
}

// quoteStop is a word that ends the date and time before the writer: one
// holding a digit or ending a clause, the hour's "AM"/"PM", or the verb
// German and Dutch put before the writer.
func quoteStop(w string) bool {
	switch strings.ToLower(strings.TrimRight(w, ",")) {
	case "am", "pm", "a.m.", "p.m.", "schrieb", "schreef", "skrev", "um", "at", "à", "om", "alle", "ore", "las":
		return true
	}
	return strings.ContainsAny(w, "0123456789,") || strings.HasSuffix(w, ")")
}

// copyrightMark opens a copyright notice: the word (a Debian copyright
// file's "Copyright:" field too), the sign, or an SPDX tag
// (SPDX-FileCopyrightText, SPDX-FileContributor).
var copyrightMark = regexp.MustCompile(`(?:SPDX-FileCopyrightText:|SPDX-FileContributor:|(?i:copyright):?\s*(?:\([cC]\)|©)?|©|\([cC]\))\s*`)

// copyrightYears are the years and signs a notice writes before its holder.
var copyrightYears = regexp.MustCompile(`^(?:(?:\([cC]\)|©|(?i:copyright)|\d{4}(?:\s*[-–]\s*(?:\d{4}|present))?)[\s,]*)*`)

// copyrightSlots are the holders a copyright notice names: after the mark
// and the years, up to an address, a slash, a full stop or the end, split
// at "and" and commas; a holder is two words or more. A notice with no year ("copyright law") names none,
// but for the SPDX tags and the sign.
func copyrightSlots(body string) [][2]int {
	m := copyrightMark.FindStringIndex(body)
	if m == nil {
		return nil
	}
	mark := body[m[0]:m[1]]
	a := m[1]
	y := copyrightYears.FindStringIndex(body[a:])
	years := y != nil && y[1] > 0
	if y != nil {
		a += y[1]
	}
	if !years && !strings.HasPrefix(mark, "SPDX") && !strings.Contains(mark, "©") {
		return nil
	}
	rest := body[a:]
	end := len(rest)
	for _, cut := range []string{"<", "/", "(", ";", " - ", " All rights", " all rights"} {
		if i := strings.Index(rest, cut); i >= 0 && i < end {
			end = i
		}
	}
	end = sentenceEnd(rest[:end])
	var out [][2]int
	for _, p := range splitNames(rest[:end]) {
		// A holder of one word is an agency or a firm as often as a
		// person ("©Demotix"): two words or more.
		if len(strings.Fields(rest[p[0]:p[1]])) >= 2 {
			out = append(out, [2]int{a + p[0], a + p[1]})
		}
	}
	return out
}

// chatAuthor is a chat export's author line: the name, then the date and
// time of the message ("Ana Lima 4/3/27, 9:15 AM").
var chatAuthor = regexp.MustCompile(`^(\S.{0,60}?) \d{1,2}[/.]\d{1,2}[/.]\d{2,4},? \d{1,2}:\d{2}(?: ?[AaPp]\.?[Mm]\.?)?$`)

// blameLine is a line of git blame's output: the commit, the file when
// the lines moved, then the author and the date in parentheses.
var blameLine = regexp.MustCompile(`^\^?[0-9a-f]{7,40}(?: \S+)? \((.{1,60}?) +\d{4}-\d{2}-\d{2} `)

// blameSlot is the author of a git blame line.
func blameSlot(body string) (a, b int, ok bool) {
	m := blameLine.FindStringSubmatchIndex(body)
	if m == nil {
		return 0, 0, false
	}
	return m[2], m[3], true
}

// chatLine is a chat export's message line that opens on the date and
// time and names its author before a colon: WhatsApp's "[04/03/2027,
// 09:15:02] Ana Lima: …" and "04/03/2027, 09:15 - Ana Lima: …".
var chatLine = regexp.MustCompile(`^\[?\d{1,2}[/.]\d{1,2}[/.]\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp]\.?[Mm]\.?)?\]?(?: -)? ([^:\[\]]{1,60}): `)

// chatAuthorSlot is the author of a chat export's author line.
func chatAuthorSlot(body string) (a, b int, ok bool) {
	m := chatAuthor.FindStringSubmatchIndex(strings.TrimRight(body, " "))
	if m == nil {
		m = chatLine.FindStringSubmatchIndex(body)
	}
	if m == nil {
		return 0, 0, false
	}
	return m[2], m[3], true
}

// rosterSlot is the "Surname, Given" a roster's line opens with, before a
// tab or a gap of two spaces or more.
func rosterSlot(body string) (a, b int, ok bool) {
	tab := strings.IndexByte(body, '\t')
	if gap := strings.Index(body, "  "); gap > 0 && (tab < 0 || gap < tab) {
		tab = gap
	}
	if tab <= 0 || strings.TrimSpace(body[tab:]) == "" {
		return 0, 0, false
	}
	cell := strings.TrimRight(body[:tab], " ")
	if strings.Count(cell, ",") != 1 || !strings.Contains(cell, ", ") {
		return 0, 0, false
	}
	return 0, len(cell), true
}

// rosterName is whether "Surname, Given" reads as one: each side a name of
// one to three words.
func (d *Detector) rosterName(cell string) bool {
	i := strings.IndexByte(cell, ',')
	fam, giv := d.keyedName(strings.TrimSpace(cell[:i]), false), d.keyedName(strings.TrimSpace(cell[i+1:]), false)
	return fam != nil && giv != nil && len(fam) <= 3 && len(giv) <= 3
}

// sentenceEnd is where a full stop ends v: at a dot after a word of two
// letters or more, not after an initial ("Ana G. Lima. All rights …").
func sentenceEnd(v string) int {
	for i := 1; i < len(v); i++ {
		if v[i] != '.' || i+1 < len(v) && v[i+1] != ' ' {
			continue
		}
		j := strings.LastIndexAny(v[:i], " \t")
		if utf8.RuneCountInString(v[j+1:i]) > 1 {
			return i
		}
	}
	return len(v)
}
