package pii

import "strings"

// icelandicPersonNouns end the Icelandic nouns of a person's calling with the
// definite article, folded: "leikarinn" (the actor), "söngkonan" (the
// singer), "varnarmaðurinn" (the defender), "ráðherrann" (the minister).
// Such a noun in lower case before capitalised words makes them a name:
// "söngkonan Yuliya Samoilova".
var icelandicPersonNouns = []string{"madurinn", "konan", "arinn", "herrann", "stjorinn", "fraedingurinn", "kappinn", "leikmadurinn"}

// icelandicTitled: toks[i] opens one to three capitalised words, joined by
// single spaces and none a place, an English word or a function word,
// after a lower-case noun of icelandicPersonNouns; it returns how many
// (0 when none). The run must end the name: a capitalised word after it
// is a firm's or a work's title as often.
func icelandicTitled(s string, toks []token, i int, l nameLists) int {
	if i == 0 || s[toks[i-1].end:toks[i].start] != " " || strings.ToLower(toks[i-1].text) != toks[i-1].text || !hasAnySuffix(toks[i-1].bare, icelandicPersonNouns) {
		return 0
	}
	n := 0
	for j := i; j < len(toks) && n < 3; j++ {
		w := toks[j]
		if j > i && s[toks[j-1].end:w.start] != " " || !capitalised(w.text) || l.places[w.bare] || l.words[w.bare] || icelandicFunction[w.bare] {
			break
		}
		n++
	}
	if n == 0 || i+n < len(toks) && s[toks[i+n-1].end:toks[i+n].start] == " " && capitalised(toks[i+n].text) {
		return 0
	}
	return n
}

// hasAnySuffix: w ends in one of sufs.
func hasAnySuffix(w string, sufs []string) bool {
	for _, f := range sufs {
		if strings.HasSuffix(w, f) {
			return true
		}
	}
	return false
}

// icelandicOpener: a function word, or a capitalised noun of a person's
// calling with the article ("Varnarmálaráðherrann"), that opens a
// sentence before a name.
func icelandicOpener(t token) bool {
	return icelandicFunction[t.bare] || len(t.bare) > 6 && hasAnySuffix(t.bare, icelandicPersonNouns)
}
