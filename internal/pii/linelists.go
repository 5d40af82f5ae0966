package pii

import "strings"

// Two more shapes of a list of persons with no item marker
// (docs/adr/0232):
//   - a plain names file, one name a line under its heading (an AUTHORS or
//     THANKS file written "Ana Lima", no bullet and no address). A line of
//     prose may be a name too, so such a list vouches for its other lines
//     only when three of its name-shaped lines or more, and half of them,
//     are each one person found whole;
//   - a CODEOWNERS or OWNERS line that names the owner in a comment after
//     the path and the handle: "/src/io/ @okbab # Okba Bekhelifi". The
//     handle beside it says the comment names its holder, as a handle note
//     does after a list item's name (listsofpersons.go).

// plainKey is the marker nameListPersons gives a list of plain lines.
const plainKey = "\x00plain"

// ownersKey is the marker nameListPersons gives a CODEOWNERS file's lines.
const ownersKey = "\x00owners"

// plainSlot is a plain line's text, its indentation and its end's spaces
// left out; a blank line is none.
func plainSlot(line string) (a, b int, ok bool) {
	a = len(line) - len(strings.TrimLeft(line, " \t"))
	b = len(strings.TrimRight(line, " \t"))
	return a, b, b > a
}

// ownersSlot is the comment of a CODEOWNERS line that names its owner: a
// path, a handle ("@okbab", "@org/team") or an address, then " # " and
// the name.
func ownersSlot(line string) (a, b int, ok bool) {
	h := strings.Index(line, " # ")
	if h <= 0 || strings.HasPrefix(line, "#") || strings.HasPrefix(line, " ") || !strings.Contains(line[:h], " @") {
		return 0, 0, false
	}
	a = h + len(" # ")
	b = len(strings.TrimRight(line, " \t"))
	return a, b, b > a
}

// exactlyVouched is whether a person found spans exactly the item.
func exactlyVouched(sp Span, it listItem) bool {
	return sp.Kind == Person && sp.Start == it.a && sp.End == it.b
}

// placeholderNames are the names templates write for the reader's own:
// an AUTHORS template's "Your Name", a form's "Full Name".
var placeholderNames = map[string]bool{"your name": true, "full name": true, "first last": true,
	"firstname lastname": true, "first name last name": true, "name surname": true, "john doe": true, "jane doe": true}

// shapeEntry is the words of an entry of a list with no bullet (a link
// target, a plain line, an owner's comment) when they read as a person's
// name even with nothing but the list to vouch: a list item's name shape
// (slotWords: at most half its words common words that are no given name,
// "Release Manager" refused), no holder word or legal form (keyedName:
// "Dependabot Bot", "Platform Team"), no word shaped as a handle ("GitHub
// Actions"), no template's placeholder ("Your Name", "Full Name").
func (d *Detector) shapeEntry(slot string) []token {
	toks := d.slotWords(slot)
	if toks == nil || d.keyedName(slot, false) == nil {
		return nil
	}
	for _, t := range toks {
		if handleLike(t.text) {
			return nil
		}
	}
	if placeholderNames[strings.ToLower(strings.Join(strings.Fields(slot), " "))] {
		return nil
	}
	return toks
}
