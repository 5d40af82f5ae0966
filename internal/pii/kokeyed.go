package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Korean names that are the value of a speaker's or author's key
// (docs/adr/0203). Conference and meetup pages set their speakers as
// "# 🎤 발표자: 유병욱", "- **이름**: 김대근", "연사: 박정환 (소속)": the key says the
// value is a person, and the value is the whole rest of the line or runs
// to a bracket, comma or slash. The model reads a name by the syllables
// around it and, with none, leaves some. A value of two to four Hangul
// syllables, a listed family name first, no dictionary or common word nor
// title, after such a key, is a person.
//
// One scan over the text; at each colon a bounded look back over the key
// (koKeyMax bytes) and ahead over the value: Find stays linear.

// koKeyedNames switches the pass off for measuring (tests).
var koKeyedNames = true

// koPersonKeys are the keys whose value is a person: speaker, presenter,
// lecturer, name, author, person in charge, host, moderator, mentor.
var koPersonKeys = []string{"발표자", "연사", "강연자", "강사", "발제자", "토론자", "이름", "성명", "작성자", "저자", "글쓴이", "담당자", "진행자", "사회자", "멘토"}

// koKeyMax bounds the look back from a colon over its key and markup.
const koKeyMax = 48

// addKoKeyedNames adds to spans (in text order, none overlapping) the
// Korean names that are a person key's value; a person span inside one
// gives way to it.
func (d *Detector) addKoKeyedNames(s string, spans []Span) []Span {
	if !koKeyedNames || !strings.ContainsAny(s, ":：") || !hasHangul(s) {
		return spans
	}
	var add []Span
	for p := 0; p < len(s); {
		r, n := utf8.DecodeRuneInString(s[p:])
		if (r == ':' || r == '：') && koPersonKeyBefore(s, p) {
			if i, end := koKeyedValue(s, p+n); end > i && d.koKeyedName(s[i:end]) {
				add = append(add, Span{Start: i, End: end, Kind: Person, Key: s[i:end]})
				p = end
				continue
			}
		}
		p += n
	}
	return zhPlaced(s, spans, sortedByStart(add))
}

// koPersonKeyBefore: the colon at p closes a person key — the key, less
// markup (**, spaces), ends right before it.
func koPersonKeyBefore(s string, p int) bool {
	key := strings.TrimRight(s[max(0, p-koKeyMax):p], " *_\t\"'")
	if latinPersonKeyEnd(key) {
		return true
	}
	for _, k := range koPersonKeys {
		if strings.HasSuffix(key, k) {
			r, _ := utf8.DecodeLastRuneInString(key[:len(key)-len(k)])
			return len(key) == len(k) || !hangulSyllable(r)
		}
	}
	return false
}

// koKeyedValue returns the Hangul run after the colon ending at v, past
// spaces and markup, when it is the whole value: the line ends after it,
// or a bracket, comma or slash follows.
func koKeyedValue(s string, v int) (int, int) {
	i := v
	for i < len(s) && (s[i] == ' ' || s[i] == '*' || s[i] == '\t' || s[i] == '"' || s[i] == '\'') {
		i++
	}
	end := i
	for end < len(s) {
		r, n := utf8.DecodeRuneInString(s[end:])
		if !hangulSyllable(r) {
			break
		}
		end += n
	}
	rest := strings.TrimLeft(s[end:min(len(s), end+8)], " *\t\"'")
	if rest == "" || strings.ContainsRune("\n\r(（,，/|[}", firstRune(rest)) {
		return i, end
	}
	return i, i
}

// koKeyedName: v, two to four Hangul syllables, can be a Korean name — a
// listed family name first, no dictionary or common word, title or
// particle.
func (d *Detector) koKeyedName(v string) bool {
	n := utf8.RuneCountInString(v)
	if n < 2 || n > 4 {
		return false
	}
	first, _ := utf8.DecodeRuneInString(v)
	return unicode.Is(unicode.Hangul, first) && d.names.cjkLast[string(first)] && !koWords.has(v) && !koCommonList.has(v) && !koTitleAt(v) && !koParticles[v]
}
