package pii

import (
	"slices"
	"strings"
)

// sindhiLetters are letters Sindhi writes and Arabic, Persian and Urdu do
// not (implosives, aspirates, retroflexes and the swash kaf ڪ): a line
// holding them is Sindhi, which the Arabic model (trained on Arabic news)
// reads as unknown words and the Persian lists do not know (docs/adr/0183).
const sindhiLetters = "ڀٻڄڃڏڍڊڌڙڪڳڱڻٺٽٿڦ"

// sindhiFunction are Sindhi's closed-class words, folded: postpositions,
// conjunctions, pronouns, auxiliaries and light verbs, the adverbs of time
// and place, and the verbs of saying. Never part of a name: the Arabic
// model read "جو پاڻي" (of the water) and "اوهان جو" (your) as names.
var sindhiFunction = foldedSet(`جو جي جا جون جيون ۽ ۾ کي کان تي سان لاءِ لاء تائين وٽ مان ان هن انهن هنن اهو اها اهي
	هو هي هيءَ اسان اوهان توهان آئون مون تون پنهنجي پنهنجو پنهنجا پنهنجن سندس سندن کيس کين آهي آهن هئي هئا هيو
	ٿي ٿيو ٿيا ٿيندو ٿيندي ٿيون ٿو ٿا ويو وئي ويا ويون ڪيو ڪئي ڪيا ڪري ڪرڻ ڪندي ڪندو ڪندا ڪيل ٿيل چيو چوي
	چيائين ٻڌايو نه به پر يا ته جيڪو جيڪي جيڪا ڪو ڪا ڪنهن سڀ سڀني هر ڪيترا ڪيترن ڪيترائي ئي پڻ بعد اڳ پوءِ
	دوران مطابق باوجود سبب ذريعي حوالي طرف واري وارو وارا وارن ڪالهه اڄ سڀاڻي هاڻي اتي هتي جتي وڌيڪ گهڻو تمام
	رهيو رهيا رهي هجي هجن سگهي سگهجي ناهي ناهن نٿو نٿا جنهن جن جڏهن تڏهن ڇا ڇو ڪٿي ڪيئن جيئن تيئن ڏانهن
	هيٺ مٿي مٿان اندر ٻاهر سميت بدران سواءِ کانسواءِ خلاف حوالي وچ وچان ٻين ٻيا ٻي ٻيو هڪ ٻه ٽي`)

// sindhiTitles are the forms of address and kin words that stand before a
// name in Sindhi and Urdu prose ("جسٽس تصدق حسين جيلاني", "صدر آصف علي
// زرداري", "ڀيڻ عائشه"), folded: never part of the name, and the words
// after one are a name.
var sindhiTitles = foldedSet(`جسٽس جسٹس چيف جنرل سيد مسٽر مسٹر صاحب جناب ڊاڪٽر ڈاکٹر صدر وزيراعظم وزیراعظم
	مخدوم ناظم وزير سائين مولانا پروفيسر ڪامريڊ سردار ميان حاجي ڀيڻ ڀاءُ ڀائر پٽ ڌيءُ والد والده مرحوم شهيد
	ڪپتان ڪرنل ميجر گورنر چيئرمين`)

// sindhiSaid are the verbs of saying a reporting sentence puts after its
// speaker ("، ڪي ڪي آغا چيو ته", K. K. Agha said that).
var sindhiSaid = foldedSet(`چيو چوي چيائين ٻڌايو چيوآهي`)

// sindhiLineWords marks the words of the lines written in Sindhi: three
// words or more holding a Sindhi-only letter, and at least one Arabic-script
// word in six. nil when no line is.
func sindhiLineWords(s string, toks []token) []bool {
	if !strings.ContainsAny(s, sindhiLetters) {
		return nil
	}
	var out []bool
	ends := lineEnds(s, toks)
	for from := 0; from < len(toks); from = ends[from] + 1 {
		n, p := 0, 0
		for _, t := range toks[from : ends[from]+1] {
			if arabicWord(t.text) {
				n++
				if strings.ContainsAny(t.text, sindhiLetters) {
					p++
				}
			}
		}
		if p >= 3 && 6*p >= n {
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

// sindhiNameWord: an Arabic-script word of two letters or more that no
// Sindhi or Arabic function word, title or verb of saying is.
// A listed given name the Arabic function words hold ("امين") is a name word.
func (d *Detector) sindhiNameWord(t token) bool {
	return arabicWord(t.text) && (!arabicFunctionWord(t) || len([]rune(t.bare)) > 2 && d.sindhiListed(t.bare)) &&
		!sindhiFunction[t.bare] && !sindhiTitles[t.bare] && !sindhiSaid[t.bare]
}

// sindhiListed: w (folded) is a given name of the lists, also once Sindhi's
// Arabic yeh and swash kaf are spelled the Persian way ("علي", "علی").
func (d *Detector) sindhiListed(w string) bool {
	return d.names.first[w] || d.persianGiven(w) || d.persianGiven(sindhiAsPersian.Replace(w))
}

// sindhiAsPersian spells Sindhi's letters as the Persian lists do.
var sindhiAsPersian = strings.NewReplacer("ي", "ی", "ڪ", "ک", "ك", "ک")

// tidySindhiNames judges the persons on Sindhi lines: a name is cut to its
// name words (sindhiNameWord) and stays only after a form of address
// (sindhiTitles), before a verb of saying (sindhiSaid), or when it is two
// words or more starting with a listed given name. After a form of address
// the next one to three name words are a name, and so are the one to three
// name words between a clause's start (a comma, colon or the line's start)
// and a verb of saying, in place of a shorter name found inside them.
// spans are in text order and stay so; each word is read a bounded number
// of times.
func (d *Detector) tidySindhiNames(s string, toks []token, spans []Span) []Span {
	sd := sindhiLineWords(s, toks)
	if sd == nil {
		return spans
	}
	titled := func(k int) bool {
		return k > 0 && sindhiTitles[toks[k-1].bare] && s[toks[k-1].end:toks[k].start] == " "
	}
	said := func(k int) bool {
		return k+1 < len(toks) && sindhiSaid[toks[k+1].bare] && s[toks[k].end:toks[k+1].start] == " "
	}
	clauseStart := func(k int) bool {
		if k == 0 {
			return true
		}
		gap := s[toks[k-1].end:toks[k].start]
		return strings.ContainsAny(gap, "،,:.()\n") || titled(k)
	}
	var frames []frame
	for i := 1; i < len(toks); i++ {
		if !sd[i] || !titled(i) || !d.sindhiNameWord(toks[i]) {
			continue
		}
		b := i
		for b-i < 2 && b+1 < len(toks) && s[toks[b].end:toks[b+1].start] == " " && d.sindhiNameWord(toks[b+1]) {
			b++
		}
		frames = append(frames, frame{i, b})
	}
	for v := 1; v < len(toks); v++ {
		if !sd[v] || !sindhiSaid[toks[v].bare] || s[toks[v-1].end:toks[v].start] != " " {
			continue
		}
		a := v - 1
		for a > 0 && v-a < 3 && d.sindhiNameWord(toks[a-1]) && s[toks[a-1].end:toks[a].start] == " " {
			a--
		}
		for a < v && !clauseStart(a) {
			a++ // the run must start a clause
		}
		if a < v && d.sindhiNameWord(toks[a]) && !titled(a) {
			frames = append(frames, frame{a, v - 1})
		}
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
		if at == len(toks) || !sd[at] {
			out = append(out, sp)
			continue
		}
		a, b := at, at
		for b+1 < len(toks) && toks[b+1].end <= sp.End {
			b++
		}
		for a <= b && !d.sindhiNameWord(toks[a]) {
			a++
		}
		for b >= a && !d.sindhiNameWord(toks[b]) {
			b--
		}
		if a > b {
			continue
		}
		inner := false
		for k := a; k <= b; k++ {
			inner = inner || !d.sindhiNameWord(toks[k])
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
		if !titled(a) && !said(b) && (a == b || !d.sindhiListed(toks[a].bare)) {
			continue
		}
		out = append(out, personSpan(s, toks[a], toks[b]))
	}
	return addFreeFrames(s, toks, out, frames)
}

// sindhiText: s holds three Sindhi-only letters or more, where "سيد"
// (Sayyid) is a form of address kept outside the name, as Sindhi news
// writes it ("سيد خورشيد احمد شاهه"), not a name's first word.
func sindhiText(s string) bool {
	n := 0
	for _, r := range s {
		if strings.ContainsRune(sindhiLetters, r) {
			if n++; n >= 3 {
				return true
			}
		}
	}
	return false
}
