package pii

import (
	"strings"
	"testing"
)

// TestFindWorkLinear checks docs/adr/0152's passes on one long line each:
// doubling the text must at most double their work (workSteps), where the
// old passes re-read the whole line for every word (Kazakh letters, Han
// names in Latin lines) or walked a run of initials again from each initial,
// and so did four times the work. A count, not a clock: the machine's load
// cannot make it flaky.
func TestFindWorkLinear(t *testing.T) {
	d := NewDetector()
	for name, unit := range map[string]string{
		"Kazakh pairs":        "Асқар Назарбаев ",
		"Han names in Latin":  "Wang 王世綱 met Smith ",
		"a run of initials":   "A. ",
		"Kazakh and Han runs": "Нұрсұлтан Назарбаевтың 朱冠廷 A. B. C. ",
		// one long line of persons: a form heading's check once read the
		// whole line per person (docs/adr/0259)
		"persons on one line": "de Szymanoski et Messi. ",
		// one long line of Devanagari prose, every word judged by the Indic
		// model in bounded segments (docs/adr/0269)
		"Brahmic prose through the Indic model": "कल शाम श्री रमेश वर्मा ने दिल्ली में कहा कि सुनीता देवी उनके साथ थीं, ",
	} {
		work := func(n int) int {
			steps := 0
			workSteps = &steps
			defer func() { workSteps = nil }()
			d.Find(strings.Repeat(unit, n))
			return steps
		}
		small, large := work(1000), work(2000)
		if small == 0 {
			t.Errorf("%s: no work counted (the input no longer reaches the pass)", name)
			continue
		}
		if large > 2*small+64 {
			t.Errorf("%s: work %d on %d repeats, %d on twice as many: not linear", name, small, 1000, large)
		}
	}
}
