package pii

import (
	"os"
	"sort"
	"strings"
	"testing"

	"golang.org/x/text/unicode/norm"
)

// heldOutFloors are what the held-out names must keep (docs/adr/0047):
// recall per kind of name and precision over every person found. The set
// (testdata/names_heldout.txt) was written after the rules were frozen
// and is never used to tune them; the tuning set is testdata/sample.jsonl
// and the examples in names_test.go.
// They sit just under the first and only measurement (0047 reports it):
// below the 0.95 target, which this set says is not yet met.
var heldOutFloors = struct{ kindRecall, recall, precision float64 }{0.70, 0.90, 0.88}

type heldOutName struct {
	start, end int
	kind       string
}

// loadHeldOut reads the documents and their [[Name|kind]] labels.
func loadHeldOut(t *testing.T) (docs []string, labels [][]heldOutName) {
	t.Helper()
	data, err := os.ReadFile("testdata/names_heldout.txt")
	if err != nil {
		t.Fatal(err)
	}
	body := string(data)
	body = body[strings.Index(body, "=== "):]
	for _, d := range strings.Split(body, "=== ")[1:] {
		d = norm.NFC.String(d[strings.IndexByte(d, '\n')+1:])
		var b strings.Builder
		var ls []heldOutName
		for {
			i := strings.Index(d, "[[")
			if i < 0 {
				b.WriteString(d)
				break
			}
			j := strings.Index(d[i:], "]]")
			name, kind, _ := strings.Cut(d[i+2:i+j], "|")
			b.WriteString(d[:i])
			ls = append(ls, heldOutName{start: b.Len(), end: b.Len() + len(name), kind: kind})
			b.WriteString(name)
			d = d[i+j+2:]
		}
		docs, labels = append(docs, b.String()), append(labels, ls)
	}
	return docs, labels
}

// TestHeldOutNames measures names on documents nobody tuned on, strictly
// (a name counts only with its exact bounds), per kind, and fails below
// the floors; -v prints the table and every miss.
func TestHeldOutNames(t *testing.T) {
	docs, labels := loadHeldOut(t)
	type score struct{ labelled, correct int }
	per := map[string]*score{}
	found, correct, total := 0, 0, 0
	var wrong []string
	for i, doc := range docs {
		want := map[[2]int]string{}
		for _, l := range labels[i] {
			want[[2]int{l.start, l.end}] = l.kind
			if per[l.kind] == nil {
				per[l.kind] = &score{}
			}
			per[l.kind].labelled++
			total++
		}
		got := map[[2]int]bool{}
		for _, sp := range detector.Find(doc) {
			if sp.Kind != Person {
				continue
			}
			found++
			k := [2]int{sp.Start, sp.End}
			got[k] = true
			if kind, ok := want[k]; ok {
				correct++
				per[kind].correct++
			} else {
				wrong = append(wrong, "false "+doc[sp.Start:sp.End])
			}
		}
		for _, l := range labels[i] {
			if !got[[2]int{l.start, l.end}] {
				wrong = append(wrong, "missed "+l.kind+" "+doc[l.start:l.end])
			}
		}
	}
	kinds := make([]string, 0, len(per))
	for k := range per {
		kinds = append(kinds, k)
	}
	sort.Strings(kinds)
	t.Logf("%d documents, %d labelled names", len(docs), total)
	for _, k := range kinds {
		s := per[k]
		r := float64(s.correct) / float64(s.labelled)
		t.Logf("%-8s %4d labelled %4d found  recall %.3f", k, s.labelled, s.correct, r)
		if r < heldOutFloors.kindRecall {
			t.Errorf("%s: recall %.3f below %.2f", k, r, heldOutFloors.kindRecall)
		}
	}
	p := float64(correct) / float64(max(found, 1))
	t.Logf("all      %4d labelled %4d found, %d correct: precision %.3f recall %.3f", total, found, correct, p, float64(correct)/float64(total))
	if r := float64(correct) / float64(total); r < heldOutFloors.recall {
		t.Errorf("recall %.3f below %.2f", r, heldOutFloors.recall)
	}
	if p < heldOutFloors.precision {
		t.Errorf("precision %.3f below %.2f", p, heldOutFloors.precision)
	}
	if total < 300 {
		t.Errorf("the held-out set must hold at least 300 names; it has %d", total)
	}
	if t.Failed() || testing.Verbose() {
		for _, w := range wrong {
			t.Log(w)
		}
	}
}
