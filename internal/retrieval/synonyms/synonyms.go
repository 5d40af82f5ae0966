// Package synonyms is a query-expansion table derived from WordNet 3.0
// (Debian's wordnet-base; LICENSE beside this file): for a word, the other
// single-word lemmas of its two most frequent senses. It is embedded, so
// nothing is read or downloaded at run time; scripts/wordnet-synonyms.py
// regenerates it.
package synonyms

import (
	"bufio"
	"bytes"
	"compress/gzip"
	_ "embed"
	"strings"
	"sync"
)

//go:embed wordnet.txt.gz
var data []byte

var (
	once  sync.Once
	table map[string][]string
)

func load() {
	table = map[string][]string{}
	zr, err := gzip.NewReader(bytes.NewReader(data))
	if err != nil {
		panic("synonyms: embedded table: " + err.Error()) // a build defect, caught by the package's tests
	}
	sc := bufio.NewScanner(zr)
	for sc.Scan() {
		word, syns, ok := strings.Cut(sc.Text(), "\t")
		if ok {
			table[word] = strings.Fields(syns)
		}
	}
	if err := sc.Err(); err != nil {
		panic("synonyms: embedded table: " + err.Error())
	}
}

// Of returns the synonyms of a lower-case word (nil when it has none). The
// slice is shared: callers must not modify it.
func Of(word string) []string {
	once.Do(load)
	return table[word]
}
