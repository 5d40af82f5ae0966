package pii

import (
	_ "embed"
	"slices"
	"strings"
)

// persianStopText are stopwords-iso's Persian function words as written
// (not folded), sorted by byte value (written by scripts/pii-stopwords.py,
// docs/adr/0100).
//
//go:embed names/stopwords/fa.txt
var persianStopText string

// persianStop holds persianStopText folded as words are (fold drops the
// madda of "آ"), so a token's bare form looks it up.
var persianStop = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(persianStopText) {
		m[fold(w)] = true
	}
	return m
}()

// persianLetters are letters Persian and Urdu write and Arabic does not
// (پ چ ژ گ ک ی ۀ, and Urdu's ہ ے ں ٹ ڈ ڑ).
const persianLetters = "پچژگکیۀہےںٹڈڑ"

// persianTitles are the forms of address of Persian and Urdu ("آقای
// محمدرضا شجریان", "خانم فاطمه", "دکتر علی اکبر ولایتی", "ڈاکٹر"), folded:
// never part of a name, and the words after one are a name.
var persianTitles = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range []string{"آقای", "آقا", "خانم", "دکتر", "مهندس", "جناب", "سرکار", "استاد", "ڈاکٹر", "جنابِ",
		"محترمہ", "محترم", "بانو", "دوشیزه"} {
		m[fold(w)] = true
	}
	return m
}()

// persianLineWords marks the words of the lines written in Persian or Urdu
// rather than Arabic: three words or more that are Persian by their letters
// (persianLetters) or by being a Persian function word Arabic does not
// have, and at least a quarter of the line's Arabic-script words. Arabic
// Wikipedia spells a foreign name with ی or ک now and then ("رودلف
// کلاوزیوس"); a Persian sentence has them in most of its words. nil when
// no line is. A short cast line ("مهران غفوریان در نقش خسرو") has fewer
// such words; "در نقش" (as the role of) is Persian, not Arabic, so a line
// holding it is a Persian line too (docs/adr/0104).
func persianLineWords(s string, toks []token) []bool {
	if !strings.ContainsAny(s, persianLetters) {
		return nil
	}
	var out []bool
	ends := lineEnds(s, toks)
	for from := 0; from < len(toks); from = ends[from] + 1 {
		n, p, cast := 0, 0, false
		for k, t := range toks[from : ends[from]+1] {
			cast = cast || t.text == "نقش" && k > 0 && toks[from+k-1].text == "در"
			if !arabicWord(t.text) {
				continue
			}
			n++
			if strings.ContainsAny(t.text, persianLetters) || persianStop[t.bare] && !arabicStop.has(t.bare) {
				p++
			}
		}
		if p >= 3 && 4*p >= n || cast {
			if out == nil {
				out = make([]bool, len(toks))
			}
			for k := from; k <= ends[from]; k++ {
				out[k] = true
			}
		}
	}
	return out
}

// persianNameWord: a word that may be part of a Persian name: Arabic
// script, two letters or more, no Persian or Arabic function word, no title.
func persianNameWord(t token) bool {
	return arabicWord(t.text) && !arabicFunctionWord(t) && !persianStop[t.bare] && !persianTitles[t.bare]
}

// tidyPersianNames judges the persons on Persian and Urdu lines, which the
// Arabic model (trained on Arabic news) reads as unknown words: a title or
// function word at a name's edge is cut ("خانم فاطمه"), and a name stays
// only when a form of address stands before it or it is two words or more
// starting with a given name of the lists, and a listed name after that
// when the given name is a place too ("فروش ماه", sales of the month, is no
// one, though "ماه" is a name too; nor is "ایران قرارداد"). After a form of address the next one or two name words
// are a name (three when the first is a given name and the second a name of
// the lists: "علی اکبر ولایتی"), in place of a
// shorter name found inside them. A found person also stays when Persian
// context frames it (persianCued: "به کارگردانی ...", "... در نقش"), when it
// is spelled with Arabic-only letters or fills a record's first field (a
// contact list's Arabic name beside Persian fields), and it runs on over a
// zero-width non-joiner (joinZWNJ; docs/adr/0104). A name of two words or
// more that the Persian model found at persianSureMargin or more (sure, by
// word start, from withArabicModel) stays too (docs/adr/0109). Names on
// Urdu lines are left as found when the Urdu model read them: it and
// tidyUrduNames judge those (docs/adr/0270). spans are in text order and
// stay so.
func (d *Detector) tidyPersianNames(s string, toks []token, spans []Span, sure map[int]float64) []Span {
	fa := persianLineWords(s, toks)
	if fa == nil {
		return spans
	}
	var ur []bool // Urdu lines, which the Urdu model and tidyUrduNames judge (docs/adr/0270)
	if d.urdu != nil {
		ur = urduLineWords(s, toks)
	}
	titled := func(k int) bool {
		return k > 0 && persianTitles[toks[k-1].bare] && s[toks[k-1].end:toks[k].start] == " "
	}
	listed := func(t token) bool { return d.persianGiven(t.bare) || d.persianSurname(t.bare) }
	// Frames first: token ranges after a form of address.
	var frames []frame
	for i := 1; i < len(toks); i++ {
		if !fa[i] || !titled(i) || !persianNameWord(toks[i]) {
			continue
		}
		b := i
		for b-i < 2 && b+1 < len(toks) && fa[b+1] && s[toks[b].end:toks[b+1].start] == " " && persianNameWord(toks[b+1]) && !persianSaid[toks[b+1].bare] &&
			(b == i || d.names.first[toks[i].bare] && (d.names.first[toks[b].bare] || d.names.last[toks[b].bare])) {
			b++
		}
		frames = append(frames, frame{i, b})
	}
	for _, c := range d.persianCueFrames(s, toks, fa) {
		frames = append(frames, frame{c[0], c[1]})
	}
	for _, c := range d.persianKinFrames(s, toks, fa) {
		frames = append(frames, frame{c[0], c[1]})
	}
	for _, c := range d.persianGivenPairs(s, toks, fa) {
		frames = append(frames, frame{c[0], c[1]})
	}
	slices.SortFunc(frames, func(x, y frame) int { return x.a - y.a })
	out := spans[:0:0]
	at, f := 0, 0
	for _, sp := range spans {
		if sp.Kind != Person || !arabicScript(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		for at < len(toks) && toks[at].end <= sp.Start {
			at++
		}
		if at == len(toks) || !fa[at] || ur != nil && ur[at] {
			out = append(out, sp)
			continue
		}
		if arabicSpelled(s[sp.Start:sp.End]) || firstField(s, sp) {
			out = append(out, cutPersianTitle(s, sp)) // an Arabic name, or a record's name field
			continue
		}
		sp = joinZWNJ(s, sp)
		a, b := at, at
		for b+1 < len(toks) && toks[b+1].end <= sp.End {
			b++
		}
		for a <= b && (persianTitles[toks[a].bare] || !persianNameWord(toks[a])) {
			a++
		}
		for k := a + 1; k <= b; k++ {
			if persianRoles[toks[k].bare] || persianSaid[toks[k].bare] {
				b = k - 1 // "حسن معجونی کارگردان": the role ends the name
			}
		}
		for b >= a && !persianNameWord(toks[b]) {
			b--
		}
		if a > b || persianPlaceAfterHead(s, toks, a) {
			continue
		}
		for f < len(frames) && frames[f].b < a {
			f++
		}
		if f < len(frames) && frames[f].a <= a && b <= frames[f].b {
			continue // the frame's name replaces it
		}
		// A lone word is a name only after a form of address, and one
		// starting with a place ("ایران", "عمران" are given names too)
		// only with a listed name after it ("عمران خان", not "ایران قرارداد").
		cued := titled(a) || a < b && (persianCued(s, toks, a, b) || persianRoleAfter(s, toks, b) || persianSure(s, toks, a, b, sure))
		if !cued && (a == b || !d.persianGiven(toks[a].bare) || d.names.places[toks[a].bare] && !listed(toks[a+1]) || d.persianPhrase(s, toks, a, b)) {
			continue
		}
		if a != at || toks[b].end != sp.End {
			start := max(sp.Start, toks[a].start) // a glued clitic stays cut
			sp = Span{Start: start, End: toks[b].end, Kind: Person, Key: strings.Join(strings.Fields(fold(s[start:toks[b].end])), " ")}
		}
		out = append(out, sp)
	}
	return addFreeFrames(s, toks, out, frames)
}

// persianSureMargin is how sure (seqtag margin, weight units) the Persian
// model (persianmodel.go) must be of every word of a name of two words or
// more on a Persian line for the name to stay without a form of address, a
// listed given name or a credit word: chosen on the held-back Farsi
// sentences (docs/adr/0109; 0 to 40 trade 0.36 / 0.56 to 0.32 / 0.60).
const persianSureMargin = 20.0

// persianSure: the Persian model put each of words a..b in the name at
// persianSureMargin or more; a part a zero-width non-joiner joins to the
// word before it counts with that word ("سلطان‌پور").
func persianSure(s string, toks []token, a, b int, sure map[int]float64) bool {
	n := 0
	for k := a; k <= b; k++ {
		m, ok := sure[toks[k].start]
		switch {
		case ok && m >= persianSureMargin:
			n++
		case k > a && s[toks[k-1].end:toks[k].start] == "\u200c":
		default:
			return false
		}
	}
	return n >= 2
}

// A frame is the words [a, b] that a title or a verb of saying marks as a
// name in an Arabic-script line (Persian's and Sindhi's readers).
type frame struct{ a, b int }

// addFreeFrames adds each frame as a person where no found person (out,
// sorted) overlaps it: a name the reader found reaching past the frame
// stays as it was found.
func addFreeFrames(s string, toks []token, out []Span, frames []frame) []Span {
	var added []Span
	o := 0
	for _, fr := range frames {
		lo, hi := toks[fr.a].start, toks[fr.b].end
		for o < len(out) && out[o].End <= lo {
			o++
		}
		if o < len(out) && out[o].Start < hi {
			continue
		}
		added = append(added, personSpan(s, toks[fr.a], toks[fr.b]))
	}
	if added == nil {
		return out
	}
	return resolveSorted(append(out, added...))
}
