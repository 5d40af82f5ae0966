package pii

import (
	"bufio"
	"os"
	"strings"
	"testing"
)

// wikigoldSentences reads the vendored wikigold file (testdata/third_party)
// as detokenised sentences and whether each names a person (any PER token).
func wikigoldSentences(t *testing.T) (texts []string, hasPerson []bool) {
	t.Helper()
	f, err := os.Open("testdata/third_party/wikigold/wikigold.conll.txt")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var toks []string
	per := false
	flush := func() {
		if len(toks) > 0 {
			texts, hasPerson = append(texts, detokenise(toks)), append(hasPerson, per)
		}
		toks, per = nil, false
	}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			flush()
			continue
		}
		i := strings.LastIndexByte(line, ' ')
		tok, tag := line[:i], line[i+1:]
		if tok == "-DOCSTART-" {
			continue
		}
		toks = append(toks, tok)
		per = per || tag == "I-PER"
	}
	flush()
	return texts, hasPerson
}

// detokenise joins tokens as written: no space before punctuation.
func detokenise(toks []string) string {
	var b strings.Builder
	for i, t := range toks {
		if i > 0 && !strings.Contains(",.;:)'s%!?n't", t) || i > 0 && len(t) > 3 {
			b.WriteByte(' ')
		}
		b.WriteString(t)
	}
	return b.String()
}

// TestWikigoldSentencesWithoutPeople is the precision tuning set taken
// from outside text: the wikigold sentences that name no person (their
// places, organisations, works and nationalities stay). The held-out set
// (names_outside.txt) uses only the other sentences, those naming people.
func TestWikigoldSentencesWithoutPeople(t *testing.T) {
	texts, hasPerson := wikigoldSentences(t)
	n, found := 0, 0
	for i, s := range texts {
		if hasPerson[i] {
			continue
		}
		n++
		for _, sp := range detector.Find(s) {
			if sp.Kind == Person {
				found++
				if testing.Verbose() {
					t.Logf("false %q in %q", s[sp.Start:sp.End], s)
				}
			}
		}
	}
	t.Logf("%d sentences without people, %d names found in them", n, found)
	// A tuning figure: 74 when ADR 0047's rules were frozen, 77 with ADR
	// 0065's, 44 with docs/adr/0070's (lone words need context, firms and
	// places from kept lists).
	if found > 47 {
		t.Errorf("%d names found in %d sentences that name no one; at most 47", found, n)
	}
}
