package pii

import (
	"regexp"
	"strings"
)

// A report names a person and then the name the person goes by, quoted:
// "Bökde (goes by \"Böksy\")", "Ana, known as 'Nita'", German "genannt
// „Bobby“". The quoted word is a nickname no list holds; the sets label it
// as a person (docs/adr/0259).

// quotedNickname is a cue of "goes by" and a quoted capitalised word of
// two to twenty letters.
var quotedNickname = regexp.MustCompile(`(?i:goes by|known as|called|a\.k\.a\.|aka|nicknamed|genannt|dit|detto|llamado|llamada|conocido como|conocida como|zwany|zwana|přezdívaný)[ \t]+["“„'‘«]([\p{Lu}][\p{Ll}]{1,19})["”“'’»]`)

// maxNicknameGap bounds the bytes between the person found and the cue.
const maxNicknameGap = 24

// quotedNicknames adds each quoted nickname whose cue follows a person
// found on the same line within maxNicknameGap bytes. One scan of the
// text and one walk of the spans.
func quotedNicknames(s string, spans []Span) []Span {
	if !strings.ContainsAny(s, "\"“„'‘«") {
		return spans
	}
	var add []Span
	k := 0
	for _, m := range quotedNickname.FindAllStringSubmatchIndex(s, -1) {
		for k < len(spans) && spans[k].End <= m[0] {
			k++
		}
		// The last person ending before the cue.
		j := k - 1
		if j < 0 || spans[j].Kind != Person || m[0]-spans[j].End > maxNicknameGap || strings.ContainsRune(s[spans[j].End:m[0]], '\n') {
			continue
		}
		if k < len(spans) && spans[k].Start < m[3] {
			continue // the nickname is found already, or another kind holds it
		}
		add = append(add, Span{Start: m[2], End: m[3], Kind: Person, Key: fold(s[m[2]:m[3]])})
	}
	return withAdded(spans, add)
}
