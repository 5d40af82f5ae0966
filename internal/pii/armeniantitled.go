package pii

import "strings"

// An Armenian title of address or office names the person after it
// ("աշուղ Ջիվանին", the ashugh Jivani; "նախարար Աբդուլլահիանը", minister
// Abdollahian) whatever the name's ending: armenianLonePersons takes a
// surname alone only by -յան, and a foreign or pen name has none
// (docs/adr/0222).

// armenianTitledPersons adds each capitalised Armenian word
// (armenianNamePart) that nothing found, stands one space after an
// Armenian title (armenianTitle) and is itself no title and no common
// word; the title stays outside the name, which runs on over up to two
// more such words while the word before bears no case ending ("նախարար
// Կիոմարս Հեյդարին").
func (d *Detector) armenianTitledPersons(s string, toks []token, spans []Span) []Span {
	var add []Span
	k := 0
	for i := 1; i < len(toks); i++ {
		t, p := toks[i], toks[i-1]
		if !armenianTitle(p.text) || s[p.end:t.start] != " " || !armenianTitledName(t) || overlapsFound(spans, &k, t.start, t.end) {
			continue
		}
		j := i
		for j+1 < len(toks) && j-i < 2 && s[toks[j].end:toks[j+1].start] == " " && armenianTitledName(toks[j+1]) &&
			!armenianDeclined(toks[j].text) {
			j++ // Armenian declines a name's last word only
		}
		add = append(add, personSpan(s, t, toks[j]))
		i = j
	}
	return withAdded(spans, add)
}

// armenianTitledName: t may be a word of the name after a title: a
// capitalised Armenian word, no title, no common word and no place or noun
// by its ending (armenianThingStems).
func armenianTitledName(t token) bool {
	lw := strings.ToLower(t.text)
	return armenianNamePart(t.text) && capitalised(t.text) && !armenianTitle(t.text) &&
		!armenianCommonWord(lw, hindiCommonWord) && scriptEchoes[0].echoStems(lw) != nil
}

// armenianDeclined: w bears an Armenian case ending or article other than
// -ն, which -յան surnames end in too.
func armenianDeclined(w string) bool {
	lw := strings.ToLower(w)
	for _, end := range []string{"ը", "ի", "ից", "ում", "ով", "ու"} {
		if strings.HasSuffix(lw, end) {
			return true
		}
	}
	return false
}
