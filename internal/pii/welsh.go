package pii

// welshFunction are Welsh function words no English, Irish or Romance
// sentence writes in lower case: two near a name say the text is Welsh.
var welshFunction = map[string]bool{"yn": true, "yr": true, "wedi": true, "gyda": true, "oedd": true, "hefyd": true,
	"mae": true, "fod": true, "ond": true, "iddo": true, "i'r": true, "o'r": true}

// welshOpeners are the verb forms a Welsh sentence opens with ("Mae" is,
// "Roedd" was, "Ganwyd" was born, "Lleolir" is located): capitalised at a
// sentence's start, never a name's first word there, though "Mae" is also
// an English given name. welshTitles are titles before a name ("Athro"
// professor, "Prifardd" chief bard, "Syr"), cut like any title.
var (
	welshOpeners = map[string]bool{"mae": true, "roedd": true, "bydd": true, "bu": true, "ganwyd": true, "lleolir": true,
		"cafodd": true, "dyma": true, "dywedodd": true, "yw": true}
	welshTitles = map[string]bool{"athro": true, "prifardd": true, "syr": true, "parchedig": true, "arglwydd": true}
)

// welshPlaceHeads begin a Welsh place or institution ("Sir Gaerfyrddin" a
// county, "Maes"/"Faes" a field, "Stryd" a street, "Tŷ" a house, "Castell" a
// castle, "Cyngor" a council), mutated forms included; such a find, or one
// right after "Sir", is no person in Welsh text.
var welshPlaceHeads = map[string]bool{"sir": true, "maes": true, "faes": true, "stryd": true, "ty": true, "castell": true,
	"cyngor": true, "cymdeithas": true, "prifysgol": true, "eglwys": true, "capel": true, "ysgol": true, "bae": true}

// welshAround: two of the words within the window around toks[i] are Welsh
// function words in lower case.
func welshAround(toks []token, i int) bool {
	return twoWordsAround(toks, i, func(w string) bool { return welshFunction[w] })
}

// tidyWelsh mends the persons found in Welsh text: a sentence-opening verb
// or a title glued to a name's front is cut ("Mae John Humphrys", "Athro
// Graham Upton"), and a find that starts with or follows a place head is
// dropped ("Sir Ceredigion", "Sir Feirionydd", "Faes y Brifwyl"). Only a
// person found by the passes before it is read, each word once
// (docs/adr/0126).
func tidyWelsh(s string, toks []token, spans []Span) []Span {
	var out []Span
	changed := false
	k := 0
	for _, sp := range spans {
		if sp.Kind != Person {
			out = append(out, sp)
			continue
		}
		for k < len(toks) && toks[k].start < sp.Start {
			k++
		}
		if k >= len(toks) || toks[k].start != sp.Start || !welshAround(toks, k) {
			out = append(out, sp)
			continue
		}
		first := toks[k]
		prevSir := k > 0 && toks[k-1].text == "Sir" && s[toks[k-1].end:first.start] == " "
		// "ym Mae Caerdydd": inside a sentence "Mae" is "Bae" (bay) after a nasal mutation.
		bay := first.text == "Mae" && !sentenceStart(s, first.start)
		if prevSir || bay || welshPlaceHeads[first.bare] && capitalised(first.text) {
			changed = true
			continue
		}
		if !(welshOpeners[first.bare] && sentenceStart(s, first.start) || welshTitles[first.bare]) {
			out = append(out, sp)
			continue
		}
		changed = true
		if k+1 < len(toks) && toks[k+1].end <= sp.End && s[first.end:toks[k+1].start] == " " && !welshPlaceHeads[toks[k+1].bare] {
			out = append(out, personSpan(s, toks[k+1], lastTokenIn(toks, k+1, sp.End)))
		}
	}
	if !changed {
		return spans
	}
	return out
}

// lastTokenIn is the last of toks from i that ends by end.
func lastTokenIn(toks []token, i, end int) token {
	for i+1 < len(toks) && toks[i+1].end <= end {
		i++
	}
	return toks[i]
}
