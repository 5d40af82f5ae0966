package pii

import (
	_ "embed"
	"slices"
	"strings"
)

// Urdu as its own language (docs/adr/0256). Urdu shares the Arabic script
// with Persian and Arabic, and the detector read it through their models
// and lists: the models took Urdu's commonest words for names ("اور", and,
// which the shared lists hold as the given name Or; "ادا کیا", performed),
// and no rule knew Urdu's forms of address or its postpositions.

// urduLetters are letters Urdu writes and Persian and Arabic do not: the
// retroflexes ٹ ڈ ڑ, the nasal ں, the final ے and ۓ, and the heh ہ.
const urduLetters = "ٹڈڑںےۓہ"

// urduWebText are Unilex's commonest Urdu words of web and news text
// (scripts/pii-unilex-lists.py), one a line, in rank order.
//
//go:embed names/fa/ur_web.txt
var urduWebText string

// urduWeb holds urduWebText folded, each with its rank.
var urduWeb = func() map[string]int {
	m := map[string]int{}
	for i, w := range strings.Fields(urduWebText) {
		if f := fold(w); m[f] == 0 {
			m[f] = i + 1
		}
	}
	return m
}()

// urduFunctionRank: Urdu's commonest words down to this rank are its
// postpositions, conjunctions, pronouns and auxiliaries (کے، میں، اور،
// نے، کہ، تھا، کیا) and never a name's word, though the shared lists
// hold some as given names. urduCommonRank: further down to it, a word
// no list holds as a name is no name's word either ("دے", give; "چاہیے",
// should); listed ones ("خان", "علی") stay name words. Chosen on the
// eighteenth set's Urdu prose (tuning).
const (
	urduFunctionRank = 60
	urduCommonRank   = 200
)

// urduTitles are Urdu's forms of address and titles before a name,
// folded: never part of it, and the words after one are a name.
var urduTitles = foldedSet(`جناب جنابِ سردار مولانا ڈاکٹر بیگم شری شریمتی محترم محترمہ جسٹس صدر
	پروفیسر مسٹر مسز حضرت آنجہانی مرحوم مرحومہ علامہ وزیراعظم وزیراعلیٰ`)

// urduMarkers are Urdu function words written with no Urdu-only letter
// that Persian and Arabic do not write (of, and, one, until, was, did,
// went, gave, this, which, own, also, with), folded: they mark a line as
// Urdu as its letters do, so a short line with few of those ("… کی اور
// جودھپور بجلی گھر میں …") is read as Urdu too (docs/adr/0270).
var urduMarkers = foldedSet(`کا اور ایک تک تھا تھی تھے کیا گیا گئی دیا اس جس اپنی اپنا اپنے بھی ساتھ`)

// urduLineWords marks the words of the lines written in Urdu: three
// words or more holding an Urdu-only letter or being an Urdu function word
// (urduMarkers), at least a quarter of the line's Arabic-script words, on
// a line with no Sindhi-only letter (Sindhi has its own pass). nil when no
// line is.
func urduLineWords(s string, toks []token) []bool {
	if !strings.ContainsAny(s, urduLetters) {
		return nil
	}
	var out []bool
	ends := lineEnds(s, toks)
	for from := 0; from < len(toks); from = ends[from] + 1 {
		n, p, sd := 0, 0, false
		for _, t := range toks[from : ends[from]+1] {
			if arabicWord(t.text) {
				n++
				if strings.ContainsAny(t.text, urduLetters) || urduMarkers[t.bare] {
					p++
				}
				sd = sd || strings.ContainsAny(t.text, sindhiLetters)
			}
		}
		if p >= 3 && 4*p >= n && !sd {
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

// urduListed: w (folded) is a name of the shared or Persian lists.
func (d *Detector) urduListed(w string) bool {
	return d.names.first[w] || d.names.last[w] || d.persianGiven(w) || d.persianSurname(w)
}

// urduNameWord: an Arabic-script word that may be part of an Urdu name:
// none of Urdu's function words, no unlisted common word (urduCommonRank),
// no title.
func (d *Detector) urduNameWord(t token) bool {
	if !arabicWord(t.text) || urduTitles[t.bare] {
		return false
	}
	r := urduWeb[t.bare]
	return r == 0 || r > urduCommonRank || r > urduFunctionRank && d.urduListed(t.bare)
}

// urduTitled: the word before toks[k] is a form of address, or "اعظم"
// of "وزیر اعظم" (prime minister), a space apart.
func urduTitled(s string, toks []token, k int) bool {
	if k == 0 || s[toks[k-1].end:toks[k].start] != " " {
		return false
	}
	return urduTitles[toks[k-1].bare] || urduPrimeMinister(toks, k-1)
}

// urduAfterTitles are the forms of address written after a name ("اقبال
// صاحب", Mr Iqbal), folded.
var urduAfterTitles = foldedSet(`صاحب صاحبہ`)

// urduAfterTitled: the word after toks[k] is a form of address written
// after a name, a space apart.
func urduAfterTitled(s string, toks []token, k int) bool {
	return k+1 < len(toks) && urduAfterTitles[toks[k+1].bare] && s[toks[k].end:toks[k+1].start] == " "
}

// urduPrimeMinister: toks[k] is "اعظم" of "وزیر اعظم" (prime minister)
// or "اعلیٰ" of "وزیر اعلیٰ" (chief minister), a title, though "اعظم"
// alone is the given name Azam.
func urduPrimeMinister(toks []token, k int) bool {
	return k > 0 && urduMinisters[toks[k].bare] && toks[k-1].bare == fold("وزیر")
}

// urduMinisters are the words after "وزیر" (minister) that make it a
// head of government's title, folded.
var urduMinisters = foldedSet(`اعظم اعلیٰ اعلی`)

// tidyUrduNames judges the persons on Urdu lines: a name is cut to its
// name words (urduNameWord), and one that held a word that is none inside
// leaves; a lone word stays only after a form of address, or when it was
// found alone and is none of Urdu's commonest words (urduLoneRank). "اور
// کوششوں" (and efforts) is cut to "کوششوں" and leaves; "اسلم پرویز اپنی"
// (Aslam Parvez his) is cut to the name. After a form of address the next
// one to three name words are a name, in place of a shorter name found
// inside them, and so are the one or two before a form of address written
// after a name ("صاحب"). spans are in text order and stay so; each word is read a
// bounded number of times.
func (d *Detector) tidyUrduNames(s string, toks []token, spans []Span) []Span {
	ur := urduLineWords(s, toks)
	if ur == nil {
		return spans
	}
	var frames []frame
	for i := 1; i < len(toks); i++ {
		if !ur[i] || !urduTitled(s, toks, i) || !d.urduNameWord(toks[i]) {
			continue
		}
		b := i
		for b-i < 2 && b+1 < len(toks) && s[toks[b].end:toks[b+1].start] == " " && d.urduNameWord(toks[b+1]) {
			b++
		}
		frames = append(frames, frame{i, b})
	}
	for v := 1; v < len(toks); v++ {
		if !ur[v] || !urduAfterTitles[toks[v].bare] || s[toks[v-1].end:toks[v].start] != " " || !d.urduNameWord(toks[v-1]) {
			continue
		}
		a := v - 1
		if a > 0 && s[toks[a-1].end:toks[a].start] == " " && d.urduNameWord(toks[a-1]) && d.urduListed(toks[a-1].bare) {
			a-- // "سید احمد صاحب": a listed given name before
		}
		frames = append(frames, frame{a, v - 1})
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
		if at == len(toks) || !ur[at] {
			out = append(out, sp)
			continue
		}
		a, b := at, at
		for b+1 < len(toks) && toks[b+1].end <= sp.End {
			b++
		}
		a0, b0 := a, b
		for a <= b && (!d.urduNameWord(toks[a]) || urduPrimeMinister(toks, a)) {
			a++
		}
		for b >= a && !d.urduNameWord(toks[b]) {
			b--
		}
		if a > b {
			continue
		}
		inner := false
		for k := a; k <= b; k++ {
			inner = inner || !d.urduNameWord(toks[k])
		}
		if inner {
			continue
		}
		for f < len(frames) && frames[f].b < a {
			f++
		}
		if f < len(frames) && frames[f].a <= a && b <= frames[f].b {
			continue // the frame's name replaces it
		}
		if a == b && !urduTitled(s, toks, a) && !urduAfterTitled(s, toks, b) {
			if a != a0 || b != b0 {
				continue // a lone word left of a longer find: "اور کوششوں"
			}
			if r := urduWeb[toks[a].bare]; r > 0 && r <= urduLoneRank {
				continue // "صدر", "عالی"
			}
		}
		if i := urduInitialsBefore(s, toks, a, ur); i < a && (len(out) == 0 || out[len(out)-1].End <= toks[i].start) {
			a = i // "کے سرینواس راؤ": initials written as words begin the name
		} else if a == a0 && d.urduNameBefore(s, toks, a, ur) && (len(out) == 0 || out[len(out)-1].End <= toks[a-1].start) {
			a-- // "امتیاز علی عرشی": the name began a word before its listed given name
		} else if a == a0 && b == b0 {
			out = append(out, sp)
			continue
		}
		out = append(out, personSpan(s, toks[a], toks[b]))
	}
	return addFreeFrames(s, toks, out, frames)
}

// urduLoneRank: a word found alone on an Urdu line among Urdu's commonest
// words down to this rank is a common word, not a one-word name.
const urduLoneRank = 3000

// urduNameBefore: the word before toks[a], a listed given name that Urdu
// also writes inside a name ("علی", "احمد", "حسین" of "امتیاز علی عرشی",
// "مظفر حسین برفی"), is a name's first word: an Urdu name word a space
// before it, listed or none of Urdu's urduBeforeRank commonest words, and
// no form of address.
func (d *Detector) urduNameBefore(s string, toks []token, a int, ur []bool) bool {
	if a == 0 || !ur[a-1] || urduTitled(s, toks, a) || !d.persianGiven(toks[a].bare) || s[toks[a-1].end:toks[a].start] != " " {
		return false
	}
	p := toks[a-1]
	if !d.urduNameWord(p) || urduPrimeMinister(toks, a-1) {
		return false
	}
	r := urduWeb[p.bare]
	return d.urduListed(p.bare) || r == 0 || r > urduBeforeRank
}

// urduBeforeRank: a word before a listed given name among Urdu's
// commonest words down to this rank is read as itself, unless a list
// holds it as a name. Chosen on the eighteenth set's Urdu prose (tuning).
const urduBeforeRank = 1000

// urduInitials are the Latin letters' names as Urdu writes initials before
// a name ("ایم جی رانا ڈے", M. G. Ranade; "کے سرینواس راؤ"), folded.
var urduInitials = foldedSet(`اے بی سی ڈی ای ایف جی ایچ آئی جے کے ایل ایم این او پی کیو آر ایس ٹی یو وی ڈبلیو
	ایکس وائی زیڈ`)

// urduInitialsBefore is where a name starting at toks[a] on an Urdu line
// begins when initials written as words stand right before it, a space
// apart (at most three): "ایم جی" before "رانا". One initial that is
// also a common word ("کے", of; "جی", sir; "سی", like) begins it only
// at the line's or a sentence's start or after a form of address, where
// no noun stands for it to follow. a when none.
func urduInitialsBefore(s string, toks []token, a int, ur []bool) int {
	i := a
	for i > 0 && a-i < 3 && ur[i-1] && urduInitials[toks[i-1].bare] && s[toks[i-1].end:toks[i].start] == " " {
		i--
	}
	if i == a || a-i > 1 {
		return i
	}
	if r := urduWeb[toks[i].bare]; r == 0 || r > urduCommonRank {
		return i
	}
	if i == 0 || !ur[i-1] || urduTitled(s, toks, i) || strings.TrimSpace(s[toks[i-1].end:toks[i].start]) != "" {
		return i
	}
	return a
}
