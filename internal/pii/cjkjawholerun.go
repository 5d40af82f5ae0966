package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A Japanese full name one character short of its Han run (docs/adr/0198).
// The character model and the rules sometimes cut a name inside the run
// that holds it, one character short at one end: 梶原一|騎の, 友|森昭一が,
// 安|谷屋正義らと, 小汀利|得が; the run, bounded by kana or punctuation on
// both sides, is the name. A person of three characters or more with one
// Han character more on one side of it only, and the run ended on both
// sides, takes the whole run, unless that character is a function
// character, a post or honorific (氏, 様, 著, 役 of a cast, 率 "led by") or a prefix (元, 前, 反).

// jaWholeRuns switches the step off for measuring.
var jaWholeRuns = true

// jaNotRunTail may end a Han run after a name without being part of it.
const jaNotRunTail = "也氏様君殿公卿著作編訳画撰曲詞邸家派流揆系党軍組座団隊社会門宅像伝記展賞杯戦役率談筆宛方側達等製主"

// jaRunParticles may follow a name's run: particles and ら. Other kana
// after the character past a name make it a verb's or an adjective's stem
// (山本千夏|擁する).
const jaRunParticles = "はがのとをにもでへやら"

// jaParticleOrNoKana: a particle or no hiragana stands at s[i:].
func jaParticleOrNoKana(s string, i int) bool {
	r, _ := utf8.DecodeRuneInString(s[i:])
	return i >= len(s) || !unicode.In(r, unicode.Hiragana) || strings.ContainsRune(jaRunParticles, r)
}

// jaNotRunHead may open a Han run before a name without being part of it.
const jaNotRunHead = "元前副新故亡旧現反親対故当同両各諸実義継養亡"

// jaWholeRun widens each Japanese person of spans (in text order, none
// overlapping) that is one character short of its Han run. One look of
// two characters at each end of each person: Find stays linear.
func jaWholeRun(s string, spans []Span) []Span {
	if !jaWholeRuns || !hasKana(s) {
		return spans
	}
	for k, sp := range spans {
		v := s[sp.Start:sp.End]
		if sp.Kind != Person || utf8.RuneCountInString(v) < 3 || utf8.RuneCountInString(v) > 5 || !allHan([]rune(v)) {
			continue
		}
		start, end := sp.Start, sp.End
		if r, n := utf8.DecodeLastRuneInString(s[:start]); start > 0 && hanRune(r) && !hanBefore(s, start-n) && !hanAt(s, end) &&
			!strings.ContainsRune(jaNotRunHead, r) && !cjkNotGivenSet[r] {
			start -= n
		} else if r, n := utf8.DecodeRuneInString(s[end:]); end < len(s) && hanRune(r) && !hanAt(s, end+n) && !hanBefore(s, start) &&
			!strings.ContainsRune(jaNotRunTail, r) && !cjkNotGivenSet[r] && jaParticleOrNoKana(s, end+n) {
			end += n
		} else {
			continue
		}
		if k > 0 && spans[k-1].End > start || k+1 < len(spans) && spans[k+1].Start < end || !japaneseAround(s, start, end) {
			continue
		}
		spans[k] = Span{Start: start, End: end, Kind: Person, Key: s[start:end]}
	}
	return spans
}
