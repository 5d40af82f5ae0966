package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Knowledge-base documents list people one to a line: a release's
// contributors ("* Aarni Koskela +"), a CONTRIBUTORS file's Markdown links
// ("- [Tianqi Chen](https://github.com/tqchen) (PMC): @tqchen - topi"), a
// meeting's attendance ("* Myles Borins (@MylesBorins)"). Such an item's
// name slot is one person whole, however many words and however rare they
// are: the word model, reading prose, cut "Dimitri Papadopoulos Orfanos"
// to two words and missed "Mugundan Selvanayagam" (docs/adr/0163).

// listSlot is the byte range, within line, of the name a list item holds
// when the line is an item ("* ", "- ", "+ ", "• ", or numbered: "1. ",
// "2) ", "a. "; see listMarker): a Markdown link's text,
// or the item's text up to its first note (a parenthesis, a handle, a
// colon, a dash, a comma, a link), less the changelog's first-time mark
// "+". bullet is the item's marker with its indentation; ok is false for
// a line that is no item.
func listSlot(line string) (a, b int, bullet string, ok bool) {
	body := strings.TrimLeft(line, " \t")
	ind := len(line) - len(body)
	n, key := listMarker(body)
	if n == 0 {
		return 0, 0, "", false
	}
	bullet = line[:ind] + key
	a = ind + n + 1
	if key == cellMarker {
		a = ind + n // the cell's text follows its tag with no space
	}
	for a < len(line) && line[a] == ' ' {
		a++
	}
	rest := line[a:]
	if strings.HasPrefix(rest, "[") && !strings.HasPrefix(rest, "[[") {
		if k := strings.Index(rest, "]("); k > 1 {
			return a + 1, a + k, bullet, true
		}
	}
	b = len(line)
	for _, cut := range []string{"(", "<", "[", " @", ":", " - ", " – ", " — ", ",", " |", "\t"} {
		if k := strings.Index(rest, cut); k >= 0 && a+k < b {
			b = a + k
		}
	}
	for b > a && (line[b-1] == ' ' || line[b-1] == '+' && (b-1 == a || line[b-2] == ' ')) {
		b--
	}
	return a, b, bullet, b > a
}

// listMarker is the length of the item marker body opens on, less the
// space after it, and the marker's kind, which is the same for every item
// of one list: the bullet itself, or for a numbered item its number's
// class and closing mark ("1." and "12." are both "#.", "a)" is "a)"), so
// an ordered list of persons reads like a bulleted one (docs/adr/0166).
// A letter numbers an item only in lower case: "A. Smith" opens on an
// initial. n is 0 for a line that is no item.
func listMarker(body string) (n int, key string) {
	if strings.HasPrefix(body, cellMarker) {
		return len(cellMarker), cellMarker // an HTML table's cell: tables.go
	}
	r, w := utf8.DecodeRuneInString(body)
	switch {
	case r == '*' || r == '-' || r == '+' || r == '•':
		n, key = w, body[:w]
	case r >= '0' && r <= '9':
		for n < len(body) && n < 3 && body[n] >= '0' && body[n] <= '9' {
			n++
		}
		key = "#"
	case r >= 'a' && r <= 'z':
		n, key = 1, "a"
	default:
		return 0, ""
	}
	if key == "#" || key == "a" {
		if n >= len(body) || body[n] != '.' && body[n] != ')' {
			return 0, ""
		}
		key += body[n : n+1]
		n++
	}
	if n >= len(body) || body[n] != ' ' {
		return 0, ""
	}
	return n, key
}

// creditSlot is the byte range of the name a credits file's line opens
// on: "Eric Firing for bugfixes.", "Joe Cooper, Jeff Strunk for
// administration." (its first name). Such lines count as a list's items.
func creditSlot(line string) (a, b int, ok bool) {
	r, _ := utf8.DecodeRuneInString(line)
	f := strings.Index(line, " for ")
	if !unicode.IsUpper(r) || f <= 0 {
		return 0, 0, false
	}
	b = f
	if k := strings.IndexAny(line[:b], "(,"); k >= 0 {
		b = k
	}
	b = len(strings.TrimRight(line[:b], " "))
	return 0, b, b > 0
}

// slotWords are the words of a list item's slot when the slot is shaped
// as a name: one to six words, each capitalised, in capitals, a capital
// initial or a particle; none a stop word (but a capitalised given name or
// surname beside another word: "Will Ayd", "Jiachen An"); one of two
// letters or more; at most half the capitalised words common words that
// are no given name; nothing but letters, spaces, dots, apostrophes and
// hyphens. A slot of one word is shaped as a name only when capitalised
// ("Pierre"), never a handle ("DWesl" reads capitalised, so a word with a
// capital after its first is refused).
func (d *Detector) slotWords(slot string) []token {
	return d.slotShape(slot, true)
}

// slotShape is slotWords, with the share of common words checked only
// when groups is set: a name a handle follows is a person's even when its
// words are English words too ("Mo Khan (@enj)", docs/adr/0185).
func (d *Detector) slotShape(slot string, groups bool) []token {
	for _, r := range slot {
		if !unicode.IsLetter(r) && !unicode.Is(unicode.M, r) && r != ' ' && r != '.' && !joiner(r) {
			return nil
		}
	}
	toks := words(slot)
	if len(toks) == 0 || len(toks) > 6 {
		return nil
	}
	long := false
	common, caps := 0, 0
	for _, t := range toks {
		named := d.names.first[t.bare] || d.names.last[t.bare]
		switch {
		case d.names.stop[t.bare] && !(named && len(toks) > 1 && capitalised(t.text)):
			// "Will Ayd" and "Jiachen An" keep their names; "The Team" is none.
			return nil
		case capitalised(t.text) || upperWord(t.text):
			long = long || utf8.RuneCountInString(t.text) >= 2
			caps++
			if d.names.words[t.bare] && !d.names.first[t.bare] {
				common++
			}
		case particles[t.bare] || utf8.RuneCountInString(t.text) == 1 && unicode.IsUpper([]rune(t.text)[0]):
		default:
			return nil
		}
	}
	if !long || groups && 2*common > caps || len(toks) == 1 && (!capitalised(toks[0].text) || innerCapital(toks[0].text)) {
		// Groups and headings are mostly common words: "OpenJS Foundation
		// Cross Project Council".
		return nil
	}
	return toks
}

// innerCapital is a word with a capital after its first letter: a handle
// ("EarlMilktea") or a product ("PowerEdge"), not a given name.
func innerCapital(w string) bool {
	_, n := utf8.DecodeRuneInString(w)
	for _, r := range w[n:] {
		if unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// listItem is one item of a list being read: its slot in the text and the
// slot's words when shaped as a name.
type listItem struct {
	a, b int
	toks []token
	// handle is an item whose name a code host's handle follows: "* Mo
	// Khan (**[@enj](…)**), Microsoft" (docs/adr/0185); tail is then where
	// the affiliation after the handle's note starts, 0 for none.
	handle bool
	tail   [2]int
}

// nameListPersons makes each name-shaped item of a list of persons one
// person, its whole slot: a list whose items are at least three and of
// which at least half hold a person already found (the rest of the text
// vouches that the list names people, as the labelling rules of ADR 0149
// read a contributors list). Persons the passes before found inside such a
// slot, or across its edge, give way to the slot.
func (d *Detector) nameListPersons(s string, spans []Span) []Span {
	var lists []itemList
	var items []listItem
	bullet := ""
	flush := func() {
		if len(items) > 0 {
			lists = append(lists, itemList{key: strings.TrimLeft(bullet, " \t"), items: items})
		}
		items = nil
	}
	eachLine(s, func(start int, body string) {
		a, b, bl, ok := listSlot(body)
		if !ok {
			a, b, ok = linkTargetSlot(body)
			bl = linkTargetKey
		}
		owners := false
		if !ok {
			a, b, ok = ownersSlot(body)
			bl, owners = ownersKey, ok
		}
		if !ok {
			a, b, ok = creditSlot(body)
			bl = " for "
			if !ok && bullet == bl && strings.TrimLeft(body, " \t") != body {
				return // a credit's second line: "    organization, strided tricks and much more."
			}
			if !ok && strings.HasSuffix(bullet, cellMarker) && tableMarkup(body) {
				return // "</td>", "<tr>", a heading cell "<td><strong>Name</strong>"
			}
		}
		if !ok {
			a, b, ok = plainSlot(body)
			bl = plainKey
		}
		if !ok || bl != bullet {
			flush()
			bullet = ""
		}
		if !ok {
			return
		}
		bullet = bl
		it := listItem{a: start + a, b: start + b, toks: d.slotWords(body[a:b])}
		if handleNote(body[b:]) {
			it.toks = d.slotShape(body[a:b], false)
		}
		switch bl {
		case linkTargetKey, plainKey, ownersKey:
			it.toks = d.shapeEntry(body[a:b])
		}
		if owners {
			// The handle stands before the comment: "/src/ @okbab # Okba Bekhelifi".
			it.handle = len(it.toks) >= 2
		} else if it.handle = len(it.toks) >= 2 && handleNote(body[b:]); it.handle {
			if k := strings.LastIndex(body, ")"); k > b && strings.HasPrefix(body[k+1:], ", ") {
				it.tail = [2]int{start + k + 1, start + len(body)} // ", Bloomberg"
			}
		}
		items = append(items, it)
	})
	flush()
	return d.listsOfPersons(s, spans, lists)
}

// placePersons makes each name-shaped slot one person, whole: the persons
// found inside it or across its edge give way; a slot that another kind
// (an e-mail address, a phone number) overlaps is left alone.
func placePersons(s string, spans []Span, slots []listItem) []Span {
	var add []Span
	drop := map[int]bool{}
	k := 0
	for _, it := range slots {
		if it.toks == nil {
			continue
		}
		for k < len(spans) && spans[k].End <= it.a {
			k++
		}
		other := false
		var mine []int
		for j := k; j < len(spans) && spans[j].Start < it.b; j++ {
			if spans[j].Kind != Person {
				other = true
			}
			mine = append(mine, j)
		}
		if other {
			continue
		}
		first, last := it.toks[0], it.toks[len(it.toks)-1]
		sp := personSpan(s, shift(first, it.a), shift(last, it.a))
		if initial(s, shift(last, it.a)) {
			sp.End++ // "Takumasa N."
		}
		if len(mine) == 1 && spans[mine[0]].Start == sp.Start && spans[mine[0]].End == sp.End {
			continue
		}
		for _, j := range mine {
			drop[j] = true
		}
		add = append(add, sp)
	}
	return replacedSpans(spans, drop, add)
}

// eachLine calls f with each line of s, less its line end, and the byte
// where the line starts.
func eachLine(s string, f func(start int, body string)) {
	off := 0
	for _, line := range strings.SplitAfter(s, "\n") {
		f(off, strings.TrimRight(line, "\r\n"))
		off += len(line)
	}
}
