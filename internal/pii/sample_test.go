package pii

import (
	"bufio"
	"bytes"
	"encoding/json"
	"flag"
	"fmt"
	"os"
	"testing"
)

var update = flag.Bool("update", false, "rewrite testdata/sample.jsonl from the generator")

const samplePath = "testdata/sample.jsonl"

// floors are the precision and recall each kind must keep on the sample
// (strict: a detection counts only with the label's exact bounds). They sit
// just under what the detector measures (see docs/adr/0025), so a change
// that loses quality fails here.
var floors = map[Kind]struct{ precision, recall float64 }{
	Email:  {0.99, 0.99},
	Phone:  {0.98, 0.95},
	IBAN:   {0.99, 0.99},
	Card:   {0.99, 0.99},
	IP:     {0.99, 0.99},
	Person: {0.99, 0.97},
}

func loadSample(t *testing.T) []labelled {
	t.Helper()
	data, err := os.ReadFile(samplePath)
	if err != nil {
		t.Fatalf("%v (run go test -run TestSample -update to generate it)", err)
	}
	var out []labelled
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	for sc.Scan() {
		var r labelled
		if err := json.Unmarshal(sc.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	return out
}

type score struct{ labelled, found, correct int }

func (s score) precision() float64 {
	if s.found == 0 {
		return 1
	}
	return float64(s.correct) / float64(s.found)
}

func (s score) recall() float64 {
	if s.labelled == 0 {
		return 1
	}
	return float64(s.correct) / float64(s.labelled)
}

// measure scores the detector on the sample, per kind; misses and false
// finds are returned for the failure message.
func measure(d *Detector, recs []labelled) (map[Kind]*score, []string) {
	scores := map[Kind]*score{}
	for _, k := range Kinds {
		scores[k] = &score{}
	}
	var wrong []string
	for _, r := range recs {
		want := map[[2]int]Kind{}
		for _, l := range r.Spans {
			want[[2]int{l.Start, l.End}] = l.Kind
			scores[l.Kind].labelled++
		}
		got := map[[2]int]bool{}
		for _, sp := range d.Find(r.Text) {
			scores[sp.Kind].found++
			key := [2]int{sp.Start, sp.End}
			got[key] = true
			if want[key] == sp.Kind {
				scores[sp.Kind].correct++
			} else {
				wrong = append(wrong, fmt.Sprintf("false %s %q in %q", sp.Kind, r.Text[sp.Start:sp.End], r.Text))
			}
		}
		for _, l := range r.Spans {
			if !got[[2]int{l.Start, l.End}] {
				wrong = append(wrong, fmt.Sprintf("missed %s %q", l.Kind, l.Value))
			}
		}
	}
	return scores, wrong
}

func TestSampleIsTheGeneratorsOutput(t *testing.T) {
	want := encodeSample(generateSample(220))
	if *update {
		if err := os.WriteFile(samplePath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(samplePath)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s differs from the generator's output; run go test ./internal/pii -run TestSample -update", samplePath)
	}
}

// TestDetectionPrecisionRecall measures precision and recall per kind on
// the labelled sample and fails below the floors; -v prints the table.
func TestDetectionPrecisionRecall(t *testing.T) {
	recs := loadSample(t)
	scores, wrong := measure(NewDetector(), recs)
	t.Logf("%d records\n%-7s %8s %6s %8s %9s %7s", len(recs), "kind", "labelled", "found", "correct", "precision", "recall")
	for _, k := range Kinds {
		s := scores[k]
		if s.labelled == 0 && s.found == 0 {
			continue
		}
		t.Logf("%-7s %8d %6d %8d %9.3f %7.3f", k, s.labelled, s.found, s.correct, s.precision(), s.recall())
	}
	for k, f := range floors {
		s := scores[k]
		if s.labelled < 200 {
			t.Errorf("%s: only %d labelled spans; the sample must hold at least 200", k, s.labelled)
		}
		if s.precision() < f.precision || s.recall() < f.recall {
			t.Errorf("%s: precision %.3f (floor %.2f), recall %.3f (floor %.2f)", k, s.precision(), f.precision, s.recall(), f.recall)
		}
	}
	if t.Failed() || testing.Verbose() {
		for i, w := range wrong {
			if i == 60 {
				t.Logf("… %d more", len(wrong)-i)
				break
			}
			t.Log(w)
		}
	}
}
