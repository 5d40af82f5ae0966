// Package cjksimp turns traditional Chinese text into simplified text one
// character at a time, by OpenCC's character table (TSCharacters.txt,
// Apache-2.0, vendored under internal/pii/testdata/third_party/opencc).
// The CJK tagger's trainer and the name sets' tests use it to make
// simplified copies of labelled traditional text (docs/adr/0086); the
// detector itself never converts anything.
//
// Only one-character keys are read and each character becomes OpenCC's
// first choice for it, without OpenCC's phrase table: a name's characters
// map one to one, so labels keep their place, and the phrase table's
// choices (乾隆 not 干隆) concern words, rarely names.
package cjksimp

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"strings"
	"unicode/utf8"
)

// Table maps a traditional character to its simplified form.
type Table map[rune]rune

// Load reads an OpenCC character table: "key<TAB>value value…" a line,
// "#" lines are comments.
func Load(path string) (Table, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(b)
}

// Parse reads an OpenCC character table from its bytes.
func Parse(b []byte) (Table, error) {
	t := Table{}
	sc := bufio.NewScanner(bytes.NewReader(b))
	for n := 1; sc.Scan(); n++ {
		line := sc.Text()
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		k, v, ok := strings.Cut(line, "\t")
		v, _, _ = strings.Cut(v, " ")
		if !ok || utf8.RuneCountInString(k) != 1 || utf8.RuneCountInString(v) != 1 {
			return nil, fmt.Errorf("line %d: %q is not one character mapped to characters", n, line)
		}
		kr, _ := utf8.DecodeRuneInString(k)
		vr, _ := utf8.DecodeRuneInString(v)
		t[kr] = vr
	}
	if len(t) == 0 {
		return nil, fmt.Errorf("no mapping read")
	}
	return t, sc.Err()
}

// String returns s with every character the table maps replaced; all
// other bytes stay as they are.
func (t Table) String(s string) string {
	return strings.Map(func(r rune) rune {
		if v, ok := t[r]; ok {
			return v
		}
		return r
	}, s)
}

// Bytes is String for a byte slice.
func (t Table) Bytes(b []byte) []byte {
	return []byte(t.String(string(b)))
}
