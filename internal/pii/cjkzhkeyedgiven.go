package pii

// Function characters in a keyed name's given name (docs/adr/0247). The
// person-key pass (cjkzhpersonkeys.go) refused a given name holding any
// character of cjkNotGiven, the function, number and time characters that
// prose runs into a name's edge (的, 在, 年, 月). Many of them are also
// common given-name characters — jieba's person names hold 月, 和, 如, 来 in
// their given names often enough to stand in zh-given.txt — and after a key
// that names the person who fills it (项目导师：刘月财) no prose stands around
// the value to run into it. There, in a two-character given name, such a
// character that zh-given.txt lists is a given name's.

// zhKeyedGivens switches the rule off for measuring (tests).
var zhKeyedGivens = true

// zhKeyedGiven: r, one of cjkNotGiven, may stand in a keyed given name of
// n characters.
func zhKeyedGiven(r rune, n int) bool {
	return zhKeyedGivens && n == 2 && zhGiven.has(string(r))
}
