package pii

import "testing"

// TestKoLoanwordCompounds checks docs/adr/0272's reading on loanwords of no
// set: a Hangul word that spells two English words, one of four consonant
// classes or more (로드밸런서 load balancer,
// 스크럼마스터 scrum master, 디자인토큰 design token), is
// no person; with the widening off (the code before 0272) none is
// caught. Foreign and Korean names stay persons.
func TestKoLoanwordCompounds(t *testing.T) {
	koLoanOnce.Do(func() { koLoanSkeletons = detector.englishSkeletons() })
	for _, w := range []string{"로드밸런서", "스크럼마스터", "디자인토큰"} {
		if !detector.koLoanPerson(w) {
			t.Errorf("%s: not read as a loanword", w)
		}
		koLoanPartsOn = false
		if detector.koLoanPerson(w) {
			t.Errorf("%s: read as a loanword without the widening", w)
		}
		koLoanPartsOn = true
	}
	for _, w := range []string{"김민수", "크리스토퍼", "이정효"} {
		if detector.koLoanPerson(w) {
			t.Errorf("%s: read as a loanword", w)
		}
	}
}
