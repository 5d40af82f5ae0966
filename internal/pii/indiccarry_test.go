//go:build indiccarry

package pii

import (
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"testing"

	"knowledgestack/internal/seqtag"
)

// TestIndicCarry measures Indic person models on every tuning set's
// Brahmic kinds (a kind most of whose names are written in a Brahmic
// script): strict recall and precision per kind, a found Brahmic name
// counted to the kind of its document. A measurement, not a check, so it
// builds only with -tags indiccarry. INDIC_MODELS lists the models,
// semicolon apart (unset: "none;shipped"): "none" (the rules alone), "shipped", or a
// model file (cmd/trainindic -carry writes the leave-one-language-out ones),
// each optionally with margins ":add,veto,minwords,keep" (IndicOptions), so
// docs/adr/0269's carry figures can be rerun:
//
//	INDIC_MODELS='none;shipped;/tmp/carry/without-te.seqtag:0,1e9,1,false' go test -tags indiccarry -run TestIndicCarry -v ./internal/pii
func TestIndicCarry(t *testing.T) {
	list := os.Getenv("INDIC_MODELS")
	if list == "" {
		list = "none;shipped"
	}
	sets, err := filepath.Glob("testdata/names_*.txt")
	if err != nil {
		t.Fatal(err)
	}
	for _, spec := range strings.Split(list, ";") {
		name, opts, _ := strings.Cut(spec, ":")
		d := detector
		switch name {
		case "none":
			d = detector.WithIndicModel(nil)
		case "shipped":
		default:
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			m := seqtag.LoadFor(b, IndicFeatureSet)
			if m == nil {
				t.Fatalf("%s holds no Indic model", name)
			}
			d = detector.WithIndicModel(m)
		}
		if opts != "" {
			var o IndicOptions
			if _, err := fmt.Sscanf(opts, "%g,%g,%d,%t", &o.Add, &o.Veto, &o.MinWords, &o.Keep); err != nil {
				t.Fatalf("%s: margins %q: %v", name, opts, err)
			}
			d = d.WithIndicOptions(o)
		}
		for _, set := range sets {
			if strings.Contains(set, "twentieth") {
				continue // never read (COMMON.md)
			}
			for _, line := range indicKindScores(t, d, set) {
				t.Logf("%s %s %s", spec, filepath.Base(set), line)
			}
		}
	}
}

// indicKindScores scores d on the Brahmic kinds of one set.
func indicKindScores(t *testing.T, d *Detector, set string) []string {
	docs, labels := loadLabelled(t, set)
	type score struct{ labelled, brahmic, found, correct int }
	per := map[string]*score{}
	for i, doc := range docs {
		count := map[string]int{}
		for _, l := range labels[i] {
			if per[l.kind] == nil {
				per[l.kind] = &score{}
			}
			per[l.kind].labelled++
			count[l.kind]++
			if brahmicWord(doc[l.start:l.end]) {
				per[l.kind].brahmic++
			}
		}
		kind, most := "", 0
		for k, n := range count {
			if n > most || n == most && k < kind {
				kind, most = k, n
			}
		}
		if kind == "" || 2*per[kind].brahmic < per[kind].labelled {
			continue
		}
		want := map[[2]int]bool{}
		for _, l := range labels[i] {
			want[[2]int{l.start, l.end}] = true
		}
		for _, sp := range d.Find(doc) {
			if sp.Kind != Person || !brahmicWord(doc[sp.Start:sp.End]) {
				continue
			}
			per[kind].found++
			if want[[2]int{sp.Start, sp.End}] {
				per[kind].correct++
			}
		}
	}
	var out []string
	for k, s := range per {
		if 2*s.brahmic < s.labelled || s.labelled == 0 {
			continue
		}
		out = append(out, fmt.Sprintf("%-16s %4d labelled %4d correct %4d found  R %.3f P %.3f", k, s.labelled, s.correct,
			s.found, float64(s.correct)/float64(s.labelled), float64(s.correct)/float64(max(s.found, 1))))
	}
	sort.Strings(out)
	return out
}
