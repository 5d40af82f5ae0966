package pii

import (
	"regexp"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// A knowledge base's documents name people by the forms that address them:
// a header's mailboxes ("Author: Irit Katriel <irit@python.org>," and its
// indented continuation lines, "PEP-Delegate: Pradyun Gedam <…>") and a
// link to a code host's profile ("[Sreeram Venkitesh](https://github.com/
// sreeram-venkitesh)"), anywhere on a line (docs/adr/0185). The address
// says the words before it are whose it is: a mailbox's display name, a
// profile's owner.

// webAddress is a URL as written in text: a link's target, a bare address.
// Only the characters of RFC 3986 (less the parentheses and quotes that
// close a link or a sentence) belong to it: a line of Chinese goes on
// after an address with no space.
var webAddress = regexp.MustCompile(`https?://[A-Za-z0-9\-._~:/?#@!$&*+,;=%]+`)

// webAddresses are the byte ranges of the URLs in s: a word inside one is
// a path's or a host's ("https://github.com/Lunderberg"), never a person
// named in the text.
func webAddresses(s string) [][2]int {
	var out [][2]int
	for _, m := range webAddress.FindAllStringIndex(s, -1) {
		out = append(out, [2]int{m[0], m[1]})
	}
	return out
}

// profileLink is a Markdown link to a user's page on a code host: one path
// segment, no repository.
var profileLink = regexp.MustCompile(`\[([^\[\]\n]{1,80})\]\(https?://(?:www\.)?(?:github|gitlab)\.com/([A-Za-z0-9_.-]{1,60})/?\)`)

// addressedPersons makes each name-shaped display name of a mailbox and each
// name-shaped text of a profile link one person, whole, of two to four words
// (a one-word text is as often a team's or a handle). A person found
// inside a URL is dropped, and so is a profile's user written as a handle
// ("[Eric Lunderberg](https://github.com/Lunderberg): @Lunderberg").
func (d *Detector) addressedPersons(s string, spans []Span) []Span {
	var slots []listItem
	// A .mailmap line's commit name of one word is a handle, even one that
	// reads as two words ("Chris.Wu"): no slot of its own (mailmap.go).
	handles := mailmapHandles(s)
	commitNames := map[int]bool{}
	for _, h := range handles {
		commitNames[h[0]] = true
	}
	add := func(a, b int) {
		if commitNames[a] {
			return
		}
		b = a + latinHead(s[a:b])
		if toks := d.slotWords(s[a:b]); len(toks) >= 2 && len(toks) <= 4 {
			slots = append(slots, listItem{a: a, b: b, toks: toks})
		}
	}
	eachLine(s, func(start int, body string) {
		for _, m := range mailboxNames(body) {
			add(start+m[0], start+m[1])
		}
	})
	users := map[string]bool{}
	for _, m := range profileLink.FindAllStringSubmatchIndex(s, -1) {
		add(m[2], m[3])
		users[strings.ToLower(s[m[4]:m[5]])] = true
	}
	spans = dropHandles(s, dropPersonsWithin(dropPersonsWithin(spans, webAddresses(s)), handles), users)
	if len(slots) == 0 {
		return spans
	}
	sort.Slice(slots, func(i, j int) bool { return slots[i].a < slots[j].a })
	return placePersons(s, spans, slots)
}

// dropHandles drops the persons written "@user" for a user of users.
func dropHandles(s string, spans []Span, users map[string]bool) []Span {
	if len(users) == 0 {
		return spans
	}
	out := spans[:0:0]
	for _, sp := range spans {
		if sp.Kind == Person && sp.Start > 0 && s[sp.Start-1] == '@' && users[strings.ToLower(s[sp.Start:sp.End])] {
			continue
		}
		out = append(out, sp)
	}
	return out
}

// latinHead is the length of slot's head before the first CJK or Hangul
// letter when slot opens on a Latin one: the Japanese honorific glued to
// a romanised name stays out of it ("[Keita Mochizukiさん](…)").
func latinHead(slot string) int {
	r, _ := utf8.DecodeRuneInString(slot)
	if !unicode.Is(unicode.Latin, r) {
		return len(slot)
	}
	for i, r := range slot {
		if unicode.In(r, unicode.Han, unicode.Hiragana, unicode.Katakana, unicode.Hangul) {
			return len(strings.TrimRight(slot[:i], " "))
		}
	}
	return len(slot)
}

// mailboxNames are the byte ranges, in line, of the display names before
// an address in angle brackets: each runs from the line's indentation, a
// header's colon (and the spaces or tab after it), a comma or the previous
// mailbox's ">" to the space before "<". One pass over the line.
func mailboxNames(line string) [][2]int {
	var out [][2]int
	from := len(line) - len(strings.TrimLeft(line, " \t"))
	for i := from; i < len(line); i++ {
		switch line[i] {
		case ':', ',', '>', ';':
			from = i + 1
		case '<':
			j := strings.IndexByte(line[i:], '>')
			if j < 0 {
				return out
			}
			addr := line[i+1 : i+j]
			if i > from && line[i-1] == ' ' && strings.Contains(addr, "@") && !strings.ContainsAny(addr, " <") {
				a, b := from, i
				// A MAINTAINERS file's tab after its key: "M:\tAna Lima <…>".
				for a < b && (line[a] == ' ' || line[a] == '\t') {
					a++
				}
				for b > a && line[b-1] == ' ' {
					b--
				}
				if b > a {
					out = append(out, [2]int{a, b})
				}
			}
			i += j
			from = i + 1
		}
	}
	return out
}
