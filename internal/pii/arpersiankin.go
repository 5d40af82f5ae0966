package pii

import "strings"

// persianChildOf is "فرزند" (child of), folded: a court report or record
// writes a person's name, "فرزند", then the father's given name ("صفر
// مقصودی فرزند سبزعلی"; docs/adr/0183).
var persianChildOf = fold("فرزند")

// persianSaid are the words (folded) that open a Persian verb of saying
// ("گفت", said; "افزود", added; "تصریح کرد", "خاطرنشان کرد", "اظهار
// داشت", stated): the name words that open a clause right before one are
// its speaker ("مهاجرانی تصریح کرد"), and none is part of a name.
var persianSaid = foldedSet("گفت افزود تصریح خاطرنشان اظهار")

// persianSaidBy: toks[i], a word of persianSaid, is a verb of saying in
// the third person past: "گفت" and "افزود" alone, "تصریح" and "خاطرنشان"
// before "کرد", "اظهار" before "داشت" ("بایستی خاطرنشان سازم", I must
// point out, has no speaker before it).
func persianSaidBy(s string, toks []token, i int) bool {
	switch toks[i].bare {
	case fold("گفت"), fold("افزود"):
		return true
	}
	return i+1 < len(toks) && s[toks[i].end:toks[i+1].start] == " " && (toks[i+1].text == "کرد" || toks[i+1].text == "داشت")
}

// persianKinWord: toks[a..b] (one word with the parts a zero-width
// non-joiner joins to it) may be a name: name words, no common Persian word
// unless a listed given name.
func (d *Detector) persianKinWord(toks []token, a, b int) bool {
	if !persianNameWords(toks, a, b) || persianSaid[toks[a].bare] || d.names.places[toks[a].bare] {
		return false
	}
	return a < b || persianCommon[toks[a].bare] == 0 || d.persianGiven(toks[a].bare)
}

// persianWordStart is the first part of the word ending at toks[j]: the
// parts a zero-width non-joiner joins, three at most.
func persianWordStart(s string, toks []token, j int) int {
	i := j
	for i > 0 && j-i < 3 && s[toks[i-1].end:toks[i].start] == "\u200c" {
		i--
	}
	return i
}

// persianKinFrames are the token ranges of names a Persian line frames by
// kinship or speech: the given name right after "فرزند" (with a word
// shaped like a Persian surname after it), the one or two
// words right before it, and the one or two words that open a clause (after
// a line start, full stop, comma or colon) right before a verb of saying.
// Ranges are in text order; each word is read a bounded number of times.
func (d *Detector) persianKinFrames(s string, toks []token, fa []bool) [][2]int {
	var out [][2]int
	before := func(i int, clause bool) {
		b := i - 1
		if b < 0 || !fa[b] || s[toks[b].end:toks[i].start] != " " {
			return
		}
		a := persianWordStart(s, toks, b)
		if !d.persianKinWord(toks, a, b) {
			return
		}
		if a > 0 && s[toks[a-1].end:toks[a].start] == " " && fa[a-1] {
			a2 := persianWordStart(s, toks, a-1)
			if d.persianKinWord(toks, a2, a-1) {
				a = a2
			}
		}
		if clause && a > 0 && !strings.ContainsAny(s[toks[a-1].end:toks[a].start], ".،,:\n") {
			return
		}
		out = append(out, [2]int{a, b})
	}
	for i := range toks {
		if !fa[i] {
			continue
		}
		switch {
		case toks[i].bare == persianChildOf:
			// Only as "X فرزند Y": "فرزند" is a child too ("فرزند
			// هفت‌روزهٔ خود", their week-old child).
			if i+1 < len(toks) && fa[i+1] && s[toks[i].end:toks[i+1].start] == " " {
				if e := persianWordEnd(s, toks, i+1); d.persianKinWord(toks, i+1, e) {
					before(i, false)
					if e+1 < len(toks) && fa[e+1] && s[toks[e].end:toks[e+1].start] == " " {
						if e2 := persianWordEnd(s, toks, e+1); persianNameWords(toks, e+1, e2) &&
							d.persianSurnameShaped(fold(strings.ReplaceAll(s[toks[e+1].start:toks[e2].end], "\u200c", ""))) {
							e = e2 // the father's surname too ("فرزند امیرخسرو دارایی")
						}
					}
					out = append(out, [2]int{i + 1, e})
				}
			}
		case persianSaid[toks[i].bare] && persianSaidBy(s, toks, i):
			before(i, true)
		}
	}
	return out
}

// cutPersianTitle cuts a form of address (persianTitles) from the start of
// a name of two words or more ("دکتر عطاأالله مهاجرانی").
func cutPersianTitle(s string, sp Span) Span {
	w, rest, ok := strings.Cut(s[sp.Start:sp.End], " ")
	if !ok || !persianTitles[fold(w)] || strings.TrimSpace(rest) == "" {
		return sp
	}
	start := sp.End - len(rest)
	return Span{Start: start, End: sp.End, Kind: sp.Kind, Key: strings.Join(strings.Fields(fold(s[start:sp.End])), " ")}
}
