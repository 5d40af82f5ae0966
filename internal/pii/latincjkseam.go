package pii

import "unicode"

// Latin words glued to Chinese and Japanese (docs/adr/0180).
//
// Chinese and Japanese write no space between their own words, and most
// writers put none between a Latin word and theirs either: "Keita
// Mochizukiさん", "務めるKeita", "Benjaminと申します", "Kubernetes的". A word
// of letters ran on across the seam, so the name's last word was
// "Mochizukiさん", no name of any list, and its first "務めるKeita". A word
// ends where Latin letters meet Han or kana letters: the two scripts never
// spell one word between them.

// hanOrKana is a Han character or a kana (the prolonged sound mark
// included), the letters Chinese and Japanese run Latin words into.
func hanOrKana(r rune) bool {
	return hanRune(r) || r == 'ー' || unicode.In(r, unicode.Hiragana, unicode.Katakana)
}

// latinCJKSeam reports whether a word breaks between letters a and b: one
// is a Latin letter and the other Han or kana.
func latinCJKSeam(a, b rune) bool {
	la, lb := unicode.Is(unicode.Latin, a), unicode.Is(unicode.Latin, b)
	return la && hanOrKana(b) || lb && hanOrKana(a)
}

// latinLabel reports whether a speaker's label is a name in Latin letters,
// each word capitalised. Opening two lines of Chinese or Japanese speech or
// more, such a label is a person: an interview's headers and keys are
// written in the document's own language (docs/adr/0180).
func latinLabel(toks []token) bool {
	for _, t := range toks {
		if !capitalised(t.text) {
			return false
		}
		for _, r := range t.text {
			if !unicode.Is(unicode.Latin, r) {
				return false
			}
		}
	}
	return len(toks) > 0
}

// interviewVoice reports whether a Latin label heard once (key, its first
// word first) is a speaker of an interview in Chinese or Japanese: the
// text holds Latin labels of two speakers or more before such speech,
// three lines or more in all, and the label's first word is no English
// word unless a given name (a glossary's keys, "**Pod**: Kubernetesの…",
// are words).
func (d *Detector) interviewVoice(inCJK map[string]int, key string, first token) bool {
	if inCJK[key] == 0 || len(inCJK) < 2 || d.names.words[first.bare] && !d.names.first[first.bare] {
		return false
	}
	lines := 0
	for _, n := range inCJK {
		lines += n
	}
	return lines >= 3
}
