package pii

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Classical Chinese (docs/adr/0202). The modern Chinese passes read a
// surname and a given name where classical prose writes a speaker and 曰
// ("said"), a state and a verb (魏攻楚 "Wei attacks Chu") or a ruler by rank
// (周君 "the lord of Zhou"); and they miss what classical prose marks
// persons by: the clause a speaker opens (X曰, X對曰, X問), the person after
// 謂/問於/告 before 曰. In a line of Classical Chinese this pass cuts the
// modern finds to a name or drops them, then adds the cued speakers and
// their other mentions in the line.

// lzhParticles are the function words whose density marks Classical
// Chinese; lzhFinal are the sentence-final and speech words only classical
// prose writes often; lzhModern are the modern function words classical
// prose never writes.
const (
	lzhParticles = "之乎者也曰矣焉而於"
	lzhFinal     = "曰矣乎焉哉兮歟耶"
	lzhModern    = "的了们們这這吗嗎呢么麼没沒她"
)

// lzhStop are classical function words, common verbs and numbers: a name
// holds none of them (有 may open one: 有子, 有若).
const lzhStop = "之乎者也曰矣焉而於以其不無非未必何哉爾吾我臣故則且將欲再遂奚曷能問對謂云言請使令見聞告語為皆亦乃又或今此是彼所與及如自日人夫誰孰莫得呼國天在一二三四五六七八九十千萬攻伐取收守爭合戰遇待懼悅"

// lzhRanks end a ruler named by rank or a clan (周君, 齊王, 薛公, 季氏); the
// set leaves them unlabelled (docs/adr/0195). lzhTexts end the name of a
// book or document (康誥, 湯誓, 帝典, 夏諺).
const (
	lzhRanks = "王公君侯伯氏"
	lzhTexts = "誓誥典諺詩書"
)

// lzhStates are the Warring States' names: a find that opens with two of
// them, or a state and one more character, is states and a verb.
const lzhStates = "秦齊楚韓魏燕魯宋衛晉"

// lzhMasterNot are the characters before 子 that make a title or kin word,
// not "Master X": 君子, 天子, 夫子, 弟子, 公子, 王子.
const lzhMasterNot = "君天夫弟公王世太孺童臣妻父母之諸庶男女赤士"

// lzhClauseEnds are the characters a clause begins after.
const lzhClauseEnds = " \t。，、；：「」『』！？,;:!?"

// lzhPersons switches the pass off for measuring (tests).
var lzhPersons = true

// classicalChinesePersons applies the pass to every line of Classical
// Chinese in s.
func (d *Detector) classicalChinesePersons(s string, spans []Span) []Span {
	if !lzhPersons || !hasHan(s) || hasKana(s) {
		return spans
	}
	var out []Span
	var lines [][2]int
	k := 0
	for a := 0; a < len(s); {
		b := strings.IndexByte(s[a:], '\n')
		if b < 0 {
			b = len(s)
		} else {
			b += a
		}
		if !classicalLine(s[a:b]) {
			a = b + 1
			continue
		}
		lines = append(lines, [2]int{a, b})
		for k < len(spans) && spans[k].Start < a {
			out = append(out, spans[k])
			k++
		}
		var in []Span
		for k < len(spans) && spans[k].Start < b {
			in = append(in, spans[k])
			k++
		}
		out = append(out, lzhLine(s, a, b, in)...)
		a = b + 1
	}
	if len(lines) == 0 {
		return spans
	}
	out = append(out, spans[k:]...)
	return lzhAdd(out, lzhEchoes(s, lines, lzhNames(s, out, lines)))
}

// lzhNames are the names the pass holds in the classical lines of s: a
// name said once with a cue is a person wherever the document writes it
// (docs/adr/0208).
func lzhNames(s string, spans []Span, lines [][2]int) map[string]bool {
	names := map[string]bool{}
	l := 0
	for _, sp := range spans {
		for l < len(lines) && lines[l][1] <= sp.Start {
			l++
		}
		if l == len(lines) {
			break
		}
		if sp.Kind == Person && sp.Start >= lines[l][0] && sp.End <= lines[l][1] && lzhName(s[sp.Start:sp.End]) {
			names[s[sp.Start:sp.End]] = true
		}
	}
	return names
}

// classicalLine: the line holds at least 12 Han characters, no kana or
// Hangul, no modern function word, and classical particles for at least one
// character in 14 with a classical final or speech word, or one in 7
// without. A line of at least 8 Han characters that writes 曰 ("said") and
// no modern function word is classical however few its particles
// (docs/adr/0208): modern prose writes 說 or 道, and quotes 曰 only beside
// its own function words.
func classicalLine(line string) bool {
	han, particles, final, said := 0, 0, 0, 0
	for _, r := range line {
		switch {
		case strings.ContainsRune(lzhModern, r), hangulSyllable(r), unicode.In(r, unicode.Hiragana, unicode.Katakana):
			return false
		case hanRune(r):
			han++
			if strings.ContainsRune(lzhParticles, r) {
				particles++
			}
			if strings.ContainsRune(lzhFinal, r) {
				final++
			}
			if r == '曰' {
				said++
			}
		}
	}
	if said > 0 && han >= 8 {
		return true
	}
	return han >= 12 && particles*14 >= han && (final > 0 || particles*7 >= han)
}

// lzhLine returns the spans of the line [a, b): the other kinds as they
// were, the Han persons cut to a name or dropped, then the cued speakers.
func lzhLine(s string, a, b int, in []Span) []Span {
	var out []Span
	for _, sp := range in {
		if sp.Kind != Person || !lzhHanSpan(s[sp.Start:sp.End]) {
			out = append(out, sp)
			continue
		}
		start, end := sp.Start, sp.Start+lzhCut(s[sp.Start:sp.End])
		if p := lzhCompoundBefore(s, a, start, end); p < start {
			start = p
		}
		if lzhModernName(s[start:end]) {
			out = append(out, Span{Start: start, End: end, Kind: Person, Key: s[start:end]})
		}
	}
	return lzhAdd(out, lzhCued(s, a, b))
}

// lzhHanSpan: v is Han characters, with spaces between them at most (the
// modern passes run a find over Kyoto's clause spaces: "何必曰利 孟子居鄒").
func lzhHanSpan(v string) bool {
	han := false
	for _, r := range v {
		if r == ' ' {
			continue
		}
		if !hanRune(r) {
			return false
		}
		han = true
	}
	return han
}

// lzhCompoundBefore is where a find [start, end) begins when the character
// before it opens a compound surname the find was cut from (公|叔文子), or
// start.
func lzhCompoundBefore(s string, a, start, end int) int {
	if start == a {
		return start
	}
	_, n := utf8.DecodeLastRuneInString(s[a:start])
	if p := start - n; lzhName(s[p:end]) && utf8.RuneCountInString(s[p:end]) == 4 {
		return p
	}
	return start
}

// lzhCut is the length of v before its first speech or asking word: the
// modern passes run a speaker into 曰 (孟子曰, 樊遲問仁), and a find into the
// next clause.
func lzhCut(v string) int {
	if i := strings.IndexAny(v, "曰問對謂 "); i >= 0 {
		return i
	}
	return len(v)
}

// lzhModernName: a modern pass's find, cut, still reads as a classical
// name: a cued name's shape, and not a state opening it.
func lzhModernName(v string) bool {
	if !lzhName(v) {
		return false
	}
	first, n := utf8.DecodeRuneInString(v)
	if strings.ContainsRune(lzhStates, first) {
		second, _ := utf8.DecodeRuneInString(v[n:])
		if utf8.RuneCountInString(v) == 2 || strings.ContainsRune(lzhStates, second) {
			return false
		}
	}
	return true
}

// lzhName: v, two or three Han characters, or four opening with a compound
// surname (公叔文子, 子服景伯), can be a person's name: no function word or
// common verb, no rank, book or title ending, not all state names.
func lzhName(v string) bool {
	rs := []rune(v)
	if len(rs) == 4 {
		return lzhCompound(rs)
	}
	if len(rs) < 2 || len(rs) > 3 {
		return false
	}
	states := 0
	for i, r := range rs {
		if !hanRune(r) || (strings.ContainsRune(lzhStop, r) && !lzhVerbSurname(rs, i)) || (r == '有' && i > 0) {
			return false
		}
		if strings.ContainsRune(lzhStates, r) {
			states++
		}
	}
	last := rs[len(rs)-1]
	if strings.ContainsRune(lzhRanks, last) || strings.ContainsRune(lzhTexts, last) || states == len(rs) {
		return false
	}
	if last == '子' && strings.ContainsRune(lzhMasterNot, rs[len(rs)-2]) {
		return false
	}
	return true
}

// lzhVerbSurnames are surnames written like a verb of lzhStop; one opens
// a name only as "Master X" (告子, docs/adr/0208).
const lzhVerbSurnames = "告"

// lzhVerbSurname: rs[i] is a verb surname opening X子.
func lzhVerbSurname(rs []rune, i int) bool {
	return i == 0 && len(rs) == 2 && rs[1] == '子' && strings.ContainsRune(lzhVerbSurnames, rs[0])
}

// lzhCompounds are the compound surnames of the classical books: the
// ducal and ministerial houses (公叔, 公孫, 叔孫, 季孫, 孟孫, 臧孫, 子服,
// 仲孫) and the offices and places that became surnames (司馬, 司寇, 東郭,
// 南宮, 公西, 公冶, 公明, 澹臺, 顓孫, 端木, 漆雕, 百里, 樂正, 屋廬). A name of
// four characters opens with one and goes on with a given name of two
// Han characters that are no function words (a rank may end it: 子服景伯).
var lzhCompounds = []string{"公叔", "公孫", "叔孫", "季孫", "孟孫", "仲孫", "臧孫", "子服", "司馬", "司寇", "東郭", "南宮", "公西", "公冶", "公明", "澹臺", "顓孫", "端木", "漆雕", "百里", "樂正", "屋廬"}

// lzhCompound: rs, four characters, is a compound surname and a two
// character given name.
func lzhCompound(rs []rune) bool {
	if !slices.Contains(lzhCompounds, string(rs[:2])) || rs[2] == '子' {
		return false // "Master X" ends the name: 屋廬子|喜曰, 樂正子|入見
	}
	for _, r := range rs[2:] {
		if !hanRune(r) || strings.ContainsRune(lzhStop, r) || strings.ContainsRune(lzhParticles, r) {
			return false
		}
	}
	return true
}

// lzhActs are what a person opening a clause does in the dialogues and
// the chronicles: says, answers, asks, tells, sees, hears, enters, leaves.
var lzhActs = []string{"曰", "對曰", "問", "謂", "見", "聞之", "喜曰", "怒曰", "入見", "退", "出", "以告"}

// lzhCued finds the persons of the line [a, b): a name opening a clause
// before one of lzhActs, and a name after one of lzhObjectVerbs (and 於)
// before 曰 or the clause's end.
func lzhCued(s string, a, b int) []Span {
	var add []Span
	for i := a; i < b; {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !hanRune(r) {
			i += n
			continue
		}
		start := i == a || strings.ContainsRune(lzhClauseEnds, runeBefore(s, i))
		if start {
			end := lzhSpeaker(s, i, b, lzhActs...)
			if end == i {
				end = lzhSubject(s, i, b)
			}
			if end > i {
				add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
				i = end
				continue
			}
		}
		if strings.ContainsRune(lzhObjectVerbs, r) {
			j := i + n
			if strings.HasPrefix(s[j:b], "於") {
				j += len("於")
			}
			if end := lzhSpeaker(s, j, b, "曰", " 曰"); end > j || lzhObjectAt(s, j, b) {
				if end == j {
					end = lzhClauseEnd(s, j, b)
				}
				add = append(add, Span{Start: j, End: end, Kind: Person, Key: s[j:end]})
				i = end
				continue
			}
		}
		i += n
	}
	return add
}

// lzhSubjectCues are the verbs a subject stands before when it opens a
// clause: "樊遲請學稼", "儲子為相", "樊遲從遊". 欲, 以, 不, 無 and 未 open too many
// noun subjects (禮樂不興) to be read so (docs/adr/0208).
var lzhSubjectCues = strings.Fields("請 為 從")

// lzhSubject returns the end of a name opening the clause at i before one
// of lzhSubjectCues, or i.
func lzhSubject(s string, i, b int) int {
	return lzhSpeaker(s, i, b, lzhSubjectCues...)
}

// lzhObjectVerbs take a person after them: say to, ask, tell, see, send,
// listen to, kill, employ, meet.
const lzhObjectVerbs = "謂問告見使聽殺用遇"

// lzhObjectAt: a name (lzhName) runs from j to the end of its clause.
func lzhObjectAt(s string, j, b int) bool {
	end := lzhClauseEnd(s, j, b)
	return end > j && lzhName(s[j:end])
}

// lzhClauseEnd is where the clause at j ends, at most five characters on
// (a name holds at most four), or j when it runs on.
func lzhClauseEnd(s string, j, b int) int {
	end := j
	for c := 0; c < 5 && end < b; c++ {
		r, n := utf8.DecodeRuneInString(s[end:])
		if strings.ContainsRune(lzhClauseEnds, r) {
			return end
		}
		end += n
	}
	if end == b {
		return end
	}
	return j
}

// lzhSpeaker returns the end of the longest name of four, three or two
// characters at i that one of cues follows, or i.
func lzhSpeaker(s string, i, b int, cues ...string) int {
	for _, want := range []int{4, 3, 2} {
		end := i
		for c := 0; c < want && end < b; c++ {
			_, n := utf8.DecodeRuneInString(s[end:])
			end += n
		}
		if !lzhName(s[i:end]) {
			continue
		}
		for _, cue := range cues {
			if strings.HasPrefix(s[end:b], cue) {
				return end
			}
		}
	}
	return i
}

// lzhEchoes marks the other mentions of names in the classical lines of s,
// read once left to right by looking up the two to four characters at each
// place.
func lzhEchoes(s string, lines [][2]int, names map[string]bool) []Span {
	if len(names) == 0 {
		return nil
	}
	var add []Span
	for _, l := range lines {
		add = append(add, lzhEchoesIn(s, l[0], l[1], names)...)
	}
	return add
}

// lzhEchoesIn marks the mentions of names in the line [a, b).
func lzhEchoesIn(s string, a, b int, names map[string]bool) []Span {
	var add []Span
	for i := a; i < b; {
		_, n := utf8.DecodeRuneInString(s[i:])
		end, best := i, i
		for c := 0; c < 4 && end < b; c++ {
			_, m := utf8.DecodeRuneInString(s[end:])
			end += m
			if c > 0 && names[s[i:end]] {
				best = end
			}
		}
		if best > i {
			add = append(add, Span{Start: i, End: best, Kind: Person, Key: s[i:best]})
			i = best
			continue
		}
		i += n
	}
	return add
}

// lzhAdd merges add into spans where it overlaps none, in text order.
func lzhAdd(spans, add []Span) []Span {
	if len(add) == 0 {
		return spans
	}
	var out []Span
	k := 0
	for _, sp := range add {
		for k < len(spans) && spans[k].End <= sp.Start {
			out = append(out, spans[k])
			k++
		}
		if k < len(spans) && spans[k].Start < sp.End {
			continue
		}
		if len(out) > 0 && out[len(out)-1].End > sp.Start {
			continue
		}
		out = append(out, sp)
	}
	return append(out, spans[k:]...)
}
