package pii

import "testing"

// TestKoLoanwordSkeletons checks the Hangul key of docs/adr/0231 on
// loanwords of no set: a Hangul loanword and the English word it spells give
// the same consonant classes.
func TestKoLoanwordSkeletons(t *testing.T) {
	for _, c := range []struct{ ko, en string }{
		{"컴파일러", "compiler"}, {"데이터베이스", "database"}, {"체크포인트", "checkpoint"},
		{"스트리밍", "streaming"}, {"파이프라인", "pipeline"},
	} {
		if k, e := hangulSkeleton(c.ko), englishSkeleton(c.en); k != e {
			t.Errorf("%s reads %q, %s reads %q", c.ko, k, c.en, e)
		}
	}
}

// TestKoLoanwordsNoPersons checks that a Hangul loanword of English the
// Korean model took for a person is none, and that Korean names whose
// consonants spell an English word (김민수: "commons") and foreign names of
// two words stay persons.
func TestKoLoanwordsNoPersons(t *testing.T) {
	doc := "먼저 스트리밍 서버를 시작합니다. 김민수 연구원과 박지은 교수가 참석했습니다.\n"
	checkFoundAmong(t, "loanwords", doc, []string{"김민수", "박지은"}, []string{"스트리밍"})
}
