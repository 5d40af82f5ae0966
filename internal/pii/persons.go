package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// nameScan is one pass of findPersons over a text's words.
type nameScan struct {
	s     string
	toks  []token
	l     nameLists
	hints map[string]bool
	cues  map[int]int // token index where a cue says a name starts → last token index it may reach
}

func (n *nameScan) known(i int) bool {
	t := n.toks[i]
	if arabicFunctionWord(t) {
		return false // "على", "ما": function words the faker lists hold as names (arabic.go)
	}
	if n.l.first[t.bare] || n.l.last[t.bare] {
		return true
	}
	if capitalised(t.text) && n.l.inflected(t.bare) {
		return true // "Łukaszem Mazurem", "Katarzyno"
	}
	// "Müller-Lüdenscheidt", "Jean-Luc": a hyphenated word is a name when its first part is.
	for j, r := range t.folded {
		if r == '-' {
			p := bare(t.folded[:j])
			return (n.l.first[p] || n.l.last[p]) && !n.l.words[p]
		}
	}
	return false
}

// stop is a stop word as written: "Do" is one, the Vietnamese surname "Đỗ" (folded "do") is not.
func (n *nameScan) stop(i int) bool {
	t := n.toks[i]
	return n.l.stop[t.bare] && (t.bare == strings.ToLower(t.text) || !cased(t.text)) || arabicFunctionWord(t)
}

// strong is a known name that is no word and no place: it makes a name alone.
func (n *nameScan) strong(i int) bool {
	return n.known(i) && !n.l.common[n.toks[i].bare] && !n.stop(i) && n.looks(i) && !n.office(i)
}

// looks is a word written like a name: capitalised, or in capitals when it is a known name ("TANAKA Hiroshi").
func (n *nameScan) looks(i int) bool {
	t := n.toks[i]
	if capitalised(t.text) {
		return true
	}
	if !upperWord(t.text) || !n.known(i) || n.l.words[t.bare] {
		return false
	}
	// A surname in capitals stands beside a written given name: "TANAKA Hiroshi", "Hiroshi TANAKA".
	return i+1 < len(n.toks) && n.joined(i) && capitalised(n.toks[i+1].text) && n.known(i+1) ||
		i > 0 && n.joined(i-1) && capitalised(n.toks[i-1].text) && n.known(i-1)
}

// nameWord may stand in a name that has a strong word: a known name, common or not, or a word spelled in an e-mail address.
func (n *nameScan) nameWord(i int) bool {
	return n.looks(i) && !n.stop(i) && (n.known(i) || n.hints[n.toks[i].bare])
}

// particle is a particle as written: "Đỗ" folds to "do" but is a surname.
func (n *nameScan) particle(i int) bool {
	t := n.toks[i]
	w := strings.ToLower(t.text)
	if (w == "ó" || w == "ní" || w == "uí") && !capitalised(t.text+"x") {
		return false // lower-case Irish "ó" is "from", "ní" is "not": "Dara Ó Cinnéide ó Chiarraí" ends before "ó"
	}
	if w == "le" && t.text == "le" && i+2 < len(n.toks) && n.joined(i) && n.joined(i+1) && capitalised(n.toks[i+1].text) && capitalised(n.toks[i+2].text) {
		// A surname's "le" ends a name ("Marie le Roux"); before a whole
		// name it is the Irish or French "with"/"the": "Comhghairdeas le
		// Karen Kirby" (docs/adr/0126).
		return false
	}
	return (particles[w] || w == "ó" || w == "ní" || w == "uí") && (!capitalised(t.text) || utf8.RuneCountInString(t.text) <= 3)
}

func (n *nameScan) initial(i int) bool { return initial(n.s, n.toks[i]) }

func (n *nameScan) joined(i int) bool {
	return i+1 < len(n.toks) && joined(n.s, n.toks[i], n.toks[i+1])
}

// unknownGiven is a capitalised word in no list and no dictionary: an
// unknown given name when a known surname follows ("Aoife Byrne").
func (n *nameScan) unknownGiven(i int) bool {
	t := n.toks[i]
	if !capitalised(t.text) || !cased(t.text) || n.stop(i) || n.l.words[t.bare] || titles[t.bare] || n.l.places[t.bare] {
		return false
	}
	for _, p := range strings.Split(t.folded, "-") {
		if n.l.words[bare(p)] {
			return false // "Heavy-Duty", "Kick-Off"
		}
	}
	return !n.compound(t.bare)
}

// compound: w is two English words of four letters or more written as one,
// or ends in an English word of six letters or more, as firms and products
// are named ("Fieldhouse", "Microsystems"), not people.
func (n *nameScan) compound(w string) bool {
	if len(w) > 40 {
		return false // no English compound is this long; a hostile run of letters must not cost its square
	}
	for k := 3; k+4 <= len(w); k++ {
		if n.l.words[w[k:]] && (k >= 4 && n.l.words[w[:k]] || len(w)-k >= 6) {
			return true // "Fieldhouse"; "Microsystems", whose "micro" is no word of its own
		}
	}
	return false
}

// extend runs from i through the words that continue a name: name words,
// initials, particles followed by a name word, and (when loose) any
// capitalised word that is no stop word, at most six words.
func (n *nameScan) extend(i, limit int, loose bool) int {
	end := i
	for k := i; k < limit && k-i < 6 && n.joined(k); k++ {
		nx := k + 1
		if ranks[n.toks[nx].bare] && capitalised(n.toks[nx].text) || titles[n.toks[nx].bare] && capitalised(n.toks[nx].text) || n.office(nx) {
			return end // "Colonel Haruna Yamamoto Captain …": a rank starts the next name
		}
		switch {
		case n.gaelicAt(nx):
			// "Declan Ó Briain", "Máire Mhac an tSaoi": the word after a Gaelic particle is a surname in no list.
			end = n.gaelicEnd(nx)
			k = end - 1
		case n.particle(nx) && nx+1 < len(n.toks) && n.joined(nx) && n.surnameWord(nx+1) && !n.l.places[n.toks[nx+1].bare]:
			// "Abdullah bin Faisal": the word after a particle is a surname in no list.
			end = nx + 1
			k = nx
		case n.nameWord(nx), n.hints[n.toks[nx].bare] && n.looks(nx):
			end = nx
		case hyphenGiven.MatchString(n.toks[nx].text) && n.known(k) && nx == i+1:
			// A romanised given name after a known surname: "Leung Wing-yan".
			end = nx
		case nx-i >= 2 && n.known(nx) && n.looks(nx) && !(n.joined(nx) && n.looks(nx+1)):
			// A name that is also a stop word, last of three: "Nguyễn Văn An".
			end = nx
		case arabicArticle(n.toks[nx].text) && n.known(k):
			// "أحمد الخطيب": a family name with the article after a known name.
			end = nx
		case arabicArticleLatin.MatchString(n.toks[nx].text) && (n.nameWord(k) || arabicArticleLatin.MatchString(n.toks[k].text) ||
			n.unknownGiven(k) && (loose || n.ownLine(i, nx) || n.roleBefore(i) || n.sayingAfter(nx))):
			// "Jibril al-Adnan", "Isa al-Rahim": a family name with the article in Latin letters. After a word in
			// no list, only where a name stands ("Mudathir al-Rachid" signing): "Masjid al-Haram" is a mosque.
			end = nx
		case k == end && k > i && n.particle(k) && capitalised(n.toks[k].text) && n.surnameWord(nx):
			// "Gio De Vitis": a name does not end in a particle written with a capital before a surname.
			end = nx
		case loose && n.looks(nx) && !n.stop(nx) && !n.l.words[n.toks[nx].bare]:
			end = nx
		case n.initial(nx) || n.particle(nx):
			continue // counts only when a name word follows
		default:
			return end
		}
	}
	return end
}

// findPersons finds names: runs of known names holding at least one strong
// one ("Nguyễn Văn An", "Siobhán O'Brien", "J. R. Tolkien"), an unknown
// word before a strong surname ("Aoife Byrne"), a strong name and one more
// unknown word ("Anna Quispe"), the words after a title, after a greeting
// or a header and in a name column (cues.go), and names spelled out in
// the text's e-mail addresses (anna.novak@… makes "Anna Novak" a name).
func (d *Detector) findPersons(s string, hints map[string]bool, out []Span, tr *ruleTrace) []Span {
	n := &nameScan{s: s, toks: words(s), l: d.names, hints: hints}
	n.cues = cues(s, n.toks, d.names)
	if tr != nil {
		tr.toks = n.toks
	}
	last := len(n.toks) - 1
	first := len(out)
	var lone []int   // indexes in out of single words found with no context
	initialsEnd := 0 // where the last walk over joined initials stopped
	i := 0
	for i < len(n.toks) {
		t := n.toks[i]
		if limit, ok := n.cues[i]; ok && n.looks(i) && !n.stop(i) && (!n.l.words[t.bare] || n.known(i)) {
			end := n.extend(i, limit, true)
			if e, ok := n.particleNameAt(i); ok && e > end && e <= limit {
				end = e // "regards,\nVictor da Silva": a surname that is also a place, after a particle
			}
			out = append(out, personSpan(s, t, n.toks[end]))
			tr.mark(out[len(out)-1:]) // a greeting, a closing or "Prepared by" vouches for it
			i = end + 1
			continue
		}
		if end, ok := n.notableAt(i); ok {
			if e := n.extend(end, last, false); e > end && n.toks[end+1].bare != t.bare {
				end = e // "Vo Nguyen Giap Tran": the name may go on (not into the next mention, "Noam Chomsky Noam …")
			}
			out = append(out, personSpan(s, t, n.toks[end]))
			i = end + 1
			continue
		}
		if n.office(i) && !ranks[t.bare] {
			// "CEO Mary Barra", "Taoiseach Albert Reynolds": an office is never part of the name after it.
			i++
			continue
		}
		if ranks[t.bare] && capitalised(t.text) && n.joined(i) {
			// "Brigadier General Jakub Mazur": skip the ranks; what follows is judged as a name on its own.
			i++
			continue
		}
		if (titles[t.bare] && capitalised(t.text) || n.loanTitleAt(i) || lowerTitles[t.text] || lowerTitles[strings.TrimSuffix(t.text, ".")]) && n.joined(i) && n.looks(i+1) && !n.stop(i+1) {
			end := n.extend(i+1, last, true)
			out = append(out, personSpan(s, n.toks[i+1], n.toks[end]))
			i = end + 1
			continue
		}
		// Initials before a surname: "J. R. Tolkien", "A. Byrne" — not a label's letter ("Warehouse B. Suzuki").
		if n.initial(i) && !(i > 0 && n.joined(i-1) && capitalised(n.toks[i-1].text) && !n.known(i-1) && !n.courtesy(i-1)) {
			// The walk over a run of joined initials stops where it stops from
			// any start inside the run, so it is walked once: walking it again
			// from each initial was quadratic in "A. A. A. …" (docs/adr/0152).
			k := max(i, initialsEnd)
			for k < last && n.initial(k) && n.joined(k) {
				k++
				countWork(1)
			}
			initialsEnd = k
			if k > i && !n.initial(k) && !ranks[n.toks[k].bare] && !n.office(k) && (n.strong(k) || n.unknownGiven(k) || n.known(k) && k+1 <= last && n.joined(k) && n.strong(k+1)) {
				end := n.extend(k, last, false)
				out = append(out, personSpan(s, t, n.toks[end]))
				i = end + 1
				continue
			}
			i++
			continue
		}
		if n.stop(i) && n.looks(i) {
			if e, ok := n.hanNameAt(i); ok {
				out = append(out, personSpan(s, t, n.toks[e])) // "He Yinuo": a surname that is also a stop word
				i = e + 1
				continue
			}
		}
		if n.initial(i) || !n.looks(i) || n.stop(i) || greetings[t.bare] {
			i++
			continue
		}
		end := n.extend(i, last, false)
		if e, ok := n.particleNameAt(i); ok && e >= end {
			// "Victor da Silva" signing, "Gio De Vitis" (romanised.go).
			out = append(out, personSpan(s, t, n.toks[e]))
			i = e + 1
			continue
		}
		if e, ok := n.shapedNameAt(i); ok && e >= end {
			// A Chinese, Japanese or Polish name by its spelling (romanised.go).
			out = append(out, personSpan(s, t, n.toks[e]))
			i = e + 1
			continue
		}
		hasStrong := false
		for m := i; m <= end; m++ {
			if n.strong(m) || m > i && n.gaelicAt(m) || m > i && arabicArticleLatin.MatchString(n.toks[m].text) || m > i && hyphenGiven.MatchString(n.toks[m].text) || n.hints[n.toks[m].bare] && !n.l.words[n.toks[m].bare] ||
				m < end && n.hints[n.toks[m].bare+" "+n.toks[m+1].bare] {
				hasStrong = true
			}
		}
		switch {
		case hasStrong && end > i && (n.known(i) || n.unknownGiven(i) || n.hints[t.bare]):
		case hasStrong && n.known(i):
			// A strong name and one more unknown word: "Anna Quispe", "Jakub M. Mbeki".
			switch {
			case n.joined(i) && i+1 <= last && n.unknownGiven(i+1) && !n.afterThe(i):
				end = i + 1
				if n.joined(end) && end+1 <= last && n.unknownGiven(end+1) {
					end++ // "Ali Juma Hamisi"
				}
			case n.joined(i) && i+2 <= last && n.nameShaped(i+1) && n.joined(i+1) && n.unknownGiven(i+2) && !n.afterThe(i):
				end = i + 2 // a middle word that is also a place: "Ali Juma Hamisi"
			case n.joined(i) && i+2 <= last && n.initial(i+1) && n.joined(i+1) && n.unknownGiven(i+2):
				end = i + 2
			case n.l.places[t.bare] || !n.l.first[t.bare] && !n.l.frequent[t.bare] && !n.hints[t.bare]:
				// Alone, a rare surname is as often a place or a firm ("Coventry").
				i++
				continue
			}
		case n.known(i) && n.l.first[t.bare] && n.joined(i) && i+1 <= last && n.unknownGiven(i+1):
			// A given name that is also a word and an unknown surname: "Tom Nurlanovna".
			end = i + 1
		case n.hints[t.bare]:
			// A word spelled out in an e-mail address of the same text ("Quispe" beside quispe@…).
			end = i
		case (n.unknownGiven(i) || !cased(t.text) && n.looks(i) && !n.stop(i) && (!arabicWord(t.text) || n.known(i)) && i+1 <= last && arabicArticle(n.toks[i+1].text)) &&
			n.joined(i) && i+1 <= last && (n.strong(i+1) && n.l.last[n.toks[i+1].bare] || patronymic(n.toks[i+1].text) ||
			n.l.frequent[n.toks[i+1].bare] && capitalised(n.toks[i+1].text) && !n.l.proper[t.bare] ||
			n.initial(i+1) && i+2 <= last && n.joined(i+1) && n.strong(i+2)):
			// An unknown word before a known surname: "Aoife Byrne", "Oluwaseun J. Okafor".
			end = n.extend(i+1, last, false)
		case n.commonPair(i):
			// A given name and a common surname that are both also words: "John Martin", "Hazel Hogan", "Troy Grant".
			end = i + 1
		default:
			// Two words in no list, where context says a person: "operator Wanjiru Kamau", "Njeri Odhiambo said".
			if e, ok := n.unknownPair(i); ok && (n.roleBefore(i) || n.sayingAfter(e)) {
				end = e
				break
			}
			i++
			continue
		}
		if end > i && (n.l.words[t.bare] || (europeStop.has(t.bare) || n.fiHuFunctionWord(i)) && !n.known(i)) && !n.l.first[t.bare] && !n.hints[t.bare] && !(end == i+1 && hyphenGiven.MatchString(n.toks[end].text)) {
			// "Senior Nguyễn Văn Anh", "Sobre Pedro Alves": a word (English, or a European function word
			// in no name list) that is no given name does not start the name
			// (a surname that is also a word before a romanised given name does: "Chow Shu-hui").
			i++
			continue
		}
		if n.placeLike(i, end) || end == i && n.loneNotAName(i) || n.afterThe(i) && !n.strong(i) {
			i = end + 1
			continue
		}
		if end == i && !n.hints[t.bare] && n.ambiguous(i) && !n.loneContext(i) {
			lone = append(lone, len(out))
		}
		out = append(out, personSpan(s, t, n.toks[end]))
		i = end + 1
	}
	return n.dropLone(out, first, lone)
}

// notableAt: the words from i are a globally known person ("Barack Obama",
// "Noam Chomsky"), the longest match of up to four words, unless a place
// noun after them makes a place or a firm ("Walt Disney Company").
func (n *nameScan) notableAt(i int) (int, bool) {
	if !capitalised(n.toks[i].text) || !n.l.notableFirst[n.toks[i].bare] {
		return 0, false
	}
	last := i
	for last+1 < len(n.toks) && last-i < 3 && n.joined(last) {
		last++
	}
	for end := last; end > i; end-- {
		parts := make([]string, 0, end-i+1)
		for k := i; k <= end; k++ {
			parts = append(parts, n.toks[k].bare)
		}
		if n.l.notable[strings.Join(parts, " ")] {
			if end+1 < len(n.toks) && n.joined(end) && capitalised(n.toks[end+1].text) && placeNouns[n.toks[end+1].bare] {
				return 0, false
			}
			return end, true
		}
	}
	return 0, false
}

// courtesy: the word at i greets, titles or joins ("Hello", "Dr", "And"), so
// an initial after it starts a name ("Hello T. Meeuwis", "Dr W. Rumianek"),
// unlike the letter of a label ("Warehouse B. Suzuki").
func (n *nameScan) courtesy(i int) bool {
	b := n.toks[i].bare
	return greetings[b] || titles[b] || n.stop(i)
}

// commonPair: a known given name and, after it, one of the commonest
// surnames, both capitalised and neither a stop word. Each is also an
// English word (john, martin, hazel, grant), so neither is strong alone; as
// a pair in running text they are a person far more often than anything
// else, and placeLike still drops "Grant Park" and "Hall Street".
func (n *nameScan) commonPair(i int) bool {
	if i+1 >= len(n.toks) || !n.joined(i) {
		return false
	}
	t, nx := n.toks[i], n.toks[i+1]
	return n.l.first[t.bare] && capitalised(t.text) && cased(t.text) && capitalised(nx.text) && n.l.frequent[nx.bare] &&
		!n.stop(i+1) && !titles[nx.bare] && !ranks[nx.bare] && !n.afterThe(i) &&
		!(i+2 < len(n.toks) && n.joined(i+1) && capitalised(n.toks[i+2].text))
}

// patronymic is an Icelandic father's name used as a surname, in no list
// but unmistakable by its ending: "Jóhannsson", "Harðardóttir".
func patronymic(w string) bool {
	lw := strings.ToLower(w)
	return capitalised(w) && utf8.RuneCountInString(w) > 6 && (strings.HasSuffix(lw, "dóttir") || strings.HasSuffix(lw, "dottir") ||
		strings.HasSuffix(lw, "sson"))
}

// cased reports whether w is written in a script with letter case (Latin,
// Cyrillic, Greek…), where capitals mark names.
func cased(w string) bool {
	for _, r := range w {
		if unicode.IsUpper(r) || unicode.IsLower(r) {
			return unicode.SimpleFold(r) != r
		}
	}
	return false
}

// arabicArticle is an Arabic word with the article ال, as family names are written.
func arabicArticle(w string) bool {
	return len([]rune(w)) > 3 && (strings.HasPrefix(w, "ال") || strings.HasPrefix(w, "آل"))
}
