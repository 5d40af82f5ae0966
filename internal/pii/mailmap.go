package pii

import "strings"

// A .mailmap line maps the name and address a commit was written under to
// the person's proper ones: "Ana Lima <ana@x.org> alima <old@y.org>". The
// first mailbox opens the line; the second follows its ">" after spaces
// alone (a header's list of recipients puts a comma between). That second
// name is whatever the commit's author typed: a full name, written again,
// is the person's ("Ana Lima <…> Ana Lima <…>"); a single word is the
// account's handle or a lone given name ("Ayush", "Chris.Wu",
// "Ayush-Malik", "Avi123410") that the line's own proper name already
// gives whole, and is no person of its own (docs/adr/0232).

// mailmapHandles are the byte ranges of s of the commit names of one word
// that .mailmap lines give after their proper mailbox.
func mailmapHandles(s string) [][2]int {
	var out [][2]int
	eachLine(s, func(start int, body string) {
		names := mailboxNames(body)
		if len(names) < 2 || names[0][0] != len(body)-len(strings.TrimLeft(body, " \t")) {
			return
		}
		for _, m := range names[1:] {
			gt := strings.LastIndexByte(body[:m[0]], '>')
			if gt < 0 || strings.TrimSpace(body[gt+1:m[0]]) != "" || strings.ContainsAny(body[m[0]:m[1]], " \t") {
				continue
			}
			out = append(out, [2]int{start + m[0], start + m[1]})
		}
	})
	return out
}
