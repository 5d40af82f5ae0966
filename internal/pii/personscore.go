package pii

// PersonScore counts a detector's persons against labelled ones with
// strict bounds (a person counts only with its exact start and end), for
// the trainers' tuning and cross-validation reports (cmd/traincjk,
// cmd/trainko).
type PersonScore struct{ Labelled, Found, Correct int }

// Recall is the share of labelled persons found.
func (s PersonScore) Recall() float64 { return float64(s.Correct) / float64(max(s.Labelled, 1)) }

// Precision is the share of found persons that were labelled.
func (s PersonScore) Precision() float64 { return float64(s.Correct) / float64(max(s.Found, 1)) }

// Plus is the sum of two scores.
func (s PersonScore) Plus(o PersonScore) PersonScore {
	return PersonScore{s.Labelled + o.Labelled, s.Found + o.Found, s.Correct + o.Correct}
}

// Add scores d's persons in text against persons (byte spans), counting
// only the labelled and found persons whose text in reports true: a
// trainer counts the persons its model decides (Han or kana, Hangul).
func (s *PersonScore) Add(d *Detector, text string, persons [][2]int, in func(string) bool) {
	want := map[[2]int]bool{}
	for _, p := range persons {
		if in(text[p[0]:p[1]]) {
			want[p] = true
			s.Labelled++
		}
	}
	for _, sp := range d.Find(text) {
		if sp.Kind != Person || !in(text[sp.Start:sp.End]) {
			continue
		}
		s.Found++
		if want[[2]int{sp.Start, sp.End}] {
			s.Correct++
		}
	}
}
