package pii

import "strings"

// findNamesBeforeEmails finds the name written right before its owner's
// e-mail address, as author lists and signatures write them ("Michiel Cock
// m.p.cock@vu.nl", "Aoife Byrne <abyrne@…>"): two or three capitalised words
// whose last one the address's local part spells, the others given names,
// initials or words in no dictionary. The address vouches for
// the name even when its words are also English words ("Cock", "King"),
// which the rules of findPersons leave alone.
func (d *Detector) findNamesBeforeEmails(s string, emails, out []Span) []Span {
	if len(emails) == 0 {
		return out
	}
	for _, e := range emails {
		head := s[max(0, e.Start-120):e.Start]
		gap := len(head) - len(strings.TrimRight(head, " <(\t"))
		if gap == 0 || gap > 2 {
			continue
		}
		base := e.Start - len(head)
		toks := words(head[:len(head)-gap])
		if len(toks) < 2 || toks[len(toks)-1].end != len(head)-gap {
			continue
		}
		local := strings.ToLower(s[e.Start:e.End])
		local = bare(local[:strings.IndexByte(local, '@')])
		last := toks[len(toks)-1]
		if len(last.bare) < 3 || !strings.Contains(local, last.bare) {
			continue
		}
		from := len(toks) - 1
		for from > 0 && len(toks)-from < 3 && joined(head, toks[from-1], toks[from]) && nameLike(toks[from-1], d.names) &&
			(d.names.first[toks[from-1].bare] || !d.names.words[toks[from-1].bare] && !anyWord(toks[from-1], d.names) || len([]rune(toks[from-1].text)) == 1) {
			from--
		}
		if from == len(toks)-1 || !nameLike(last, d.names) {
			continue
		}
		out = append(out, personSpan(s, shift(toks[from], base), shift(last, base)))
	}
	return out
}

// nameLike is a word that may be part of a name written before an address:
// capitalised, or an initial, and no stop word.
func nameLike(t token, l nameLists) bool {
	return (capitalised(t.text) || len([]rune(t.text)) == 1) && cased(t.text) && !l.stop[t.bare] && !titles[t.bare]
}

// anyWord: a part of a hyphenated word is an English word ("Eye-Tracking").
func anyWord(t token, l nameLists) bool {
	for _, p := range strings.Split(t.folded, "-") {
		if l.words[bare(p)] {
			return true
		}
	}
	return false
}

func shift(t token, by int) token {
	t.start += by
	t.end += by
	return t
}
