package pii

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Transcripts and minutes name who speaks at the start of a line: a
// WebVTT voice tag ("<v Kuniaki de Aguiar>Agreed"), a Zoom chat save
// ("10:00:10 From Hanadi Alharbi to Everyone: …"), a Teams export (the
// name, spaces and the time: "Lindeng Tiong   1:23"), and minutes' and
// scripts' labels ("Myles: Brief tangent…", "[10:02] Jory: …"). The label
// is one person whole (docs/adr/0163).

// clitics are the English contractions' tails after an apostrophe: "I’ve",
// "don’t", "we’re" are never names, whichever apostrophe they are written with.
var clitics = map[string]bool{"ve": true, "ll": true, "re": true, "d": true, "m": true, "t": true, "s": true}

// contraction is a word holding an apostrophe with a clitic after it.
func contraction(w string) bool {
	i := strings.LastIndexAny(w, "'’ʼ")
	if i <= 0 {
		return false
	}
	_, n := utf8.DecodeRuneInString(w[i:])
	return clitics[w[i+n:]]
}

// dropContractions drops the persons holding a contraction ("I’ve").
func dropContractions(s string, spans []Span) []Span {
	kept := spans[:0:0]
	dropped := false
	for _, sp := range spans {
		bad := false
		if sp.Kind == Person {
			for _, t := range words(s[sp.Start:sp.End]) {
				bad = bad || contraction(t.text)
			}
		}
		if bad {
			dropped = true
			continue
		}
		kept = append(kept, sp)
	}
	if !dropped {
		return spans
	}
	return kept
}

// skipClock is the byte after a time stamp opening line at i ("10:00:10 ",
// "[10:02] ", "00:01:02.500 "), or i when there is none.
func skipClock(line string, i int) int {
	j := i
	br := j < len(line) && line[j] == '['
	if br {
		j++
	}
	digits := 0
	for j < len(line) && (line[j] >= '0' && line[j] <= '9' || line[j] == ':' || line[j] == '.') {
		if line[j] != ':' && line[j] != '.' {
			digits++
		}
		j++
	}
	if digits < 3 || !strings.Contains(line[i:j], ":") {
		return i
	}
	if br {
		if j >= len(line) || line[j] != ']' {
			return i
		}
		j++
	}
	if j >= len(line) || line[j] != ' ' {
		return i
	}
	return j + 1
}

// speakerSlot is the byte range, within line, of a speaker the line's
// shape names, and whether the shape alone vouches for it (a voice tag, a
// chat save, a Teams heading) or only a label before a colon ("Myles: …").
func speakerSlot(line string) (a, b int, sure, ok bool) {
	if strings.HasPrefix(line, "<v ") || strings.HasPrefix(line, "<v.") {
		sp := strings.IndexByte(line, ' ')
		end := strings.IndexByte(line, '>')
		if end > sp+1 {
			return sp + 1, end, true, true
		}
		return 0, 0, false, false
	}
	i := skipClock(line, 0)
	if i > 0 && strings.HasPrefix(line[i:], "From ") {
		if to := strings.Index(line[i:], " to "); to > 5 && strings.Contains(line[i+to:], ":") {
			return i + 5, i + to, true, true
		}
	}
	if i == 0 {
		// Teams: "Lindeng Tiong   1:23" — the name, two spaces or more, the time.
		body := strings.TrimRight(line, " ")
		if gap := strings.Index(body, "  "); gap > 0 {
			if t := strings.TrimLeft(body[gap:], " "); t != "" && skipClock(t+" ", 0) == len(t)+1 {
				return 0, gap, true, true
			}
		}
	}
	j := i
	if strings.HasPrefix(line[j:], "**") {
		j += 2
	}
	colon, cl := labelColon(line[j:])
	if colon <= 0 || colon > 40 || j+colon+cl >= len(line) || line[j+colon+cl] != ' ' && !speechAfterLabel(line, j, j+colon+cl) {
		return 0, 0, false, false
	}
	b = j + colon
	if strings.HasSuffix(line[j:b], "**") {
		b -= 2
	}
	return j, b, false, b > j
}

// speechAfterLabel reports whether a bold label ("**Junya:** なぜ…",
// "**Yoshiki:**OSSに…") ends at i, its colon inside the bold, or speech
// in Chinese or Japanese follows the colon with no space: those writers
// leave none (docs/adr/0180).
func speechAfterLabel(line string, j, i int) bool {
	if j >= 2 && line[j-2:j] == "**" && strings.HasPrefix(line[i:], "**") {
		i += 2
		if i < len(line) && line[i] == ' ' {
			return true
		}
	}
	return i < len(line) && cjkTextRune(runeAt(line, i))
}

// cjkSpeech reports whether the speech after a speaker's label in line
// (its colon at b or two bytes after, past the bold's "**") opens with
// Chinese or Japanese.
func cjkSpeech(line string, b int) bool {
	i := b
	for i < len(line) && strings.ContainsRune("*: ", rune(line[i])) || strings.HasPrefix(line[i:], "：") {
		_, n := utf8.DecodeRuneInString(line[i:])
		i += n
	}
	return i < len(line) && cjkTextRune(runeAt(line, i))
}

// speakerPersons adds the speakers lines name. A label before a colon is a
// speaker when its first word is the first word of a person found in the
// text ("Myles:" after "Myles Borins" in the attendance), or when the same
// label opens two lines or more and its first word is a given name; header
// keys ("Attendees:") never are.
func (d *Detector) speakerPersons(s string, spans []Span) []Span {
	givens := map[string]bool{}
	for _, sp := range spans {
		if sp.Kind == Person {
			if ws := words(s[sp.Start:sp.End]); len(ws) > 0 {
				givens[ws[0].folded] = true
			}
		}
	}
	type cand struct {
		it   listItem
		sure bool
		key  string
	}
	var cands []cand
	times, inCJK := map[string]int{}, map[string]int{}
	eachLine(s, func(start int, body string) {
		a, b, sure, ok := speakerSlot(body)
		if !ok {
			return
		}
		slot := body[a:b]
		if headers[strings.Join(strings.Fields(fold(strings.Trim(slot, " *_"))), " ")] {
			return
		}
		toks := d.slotWords(slot)
		if toks == nil || len(toks) > 4 || !sure && len(toks) > 3 {
			return
		}
		key := strings.Join(strings.Fields(fold(slot)), " ")
		times[key]++
		if latinLabel(toks) && cjkSpeech(body, b) {
			inCJK[key]++
		}
		cands = append(cands, cand{listItem{a: start + a, b: start + b, toks: toks}, sure, key})
	})
	var slots []listItem
	for _, c := range cands {
		first := c.it.toks[0]
		if c.sure || givens[first.folded] || times[c.key] >= 2 && d.names.first[first.bare] && unicode.IsUpper([]rune(first.text)[0]) || inCJK[c.key] >= 2 || d.interviewVoice(inCJK, c.key, first) {
			slots = append(slots, c.it)
		}
	}
	return placePersons(s, spans, slots)
}
