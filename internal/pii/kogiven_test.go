package pii

import (
	"slices"
	"strings"
	"testing"
)

// TestKoreanGivenNameTakesItsSurname: a person of the Korean model that is
// a listed first word of a foreign name takes the word after it (less its
// particle) as its surname, or the person after it; a one-word person
// takes a listed first word written before it; ordinary words, titles,
// listed things and Korean words stay out (docs/adr/0122). The model's
// finds are given, so the cases hold whatever the model learns; the
// sentences are the team's own business text.
func TestKoreanGivenNameTakesItsSurname(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		text    string
		persons []string
		want    []string
	}{
		{"런던 지사의 에릭 솔베르 이사가 계약서를 보냈습니다.", []string{"에릭"}, []string{"에릭 솔베르"}},
		{"감사팀의 게리 맥널티는 내일 옵니다.", []string{"게리"}, []string{"게리 맥널티"}},
		{"견적서는 제이슨 로일 과장이 검토했습니다.", []string{"제이슨"}, []string{"제이슨 로일"}},
		// A loanword surname that is a dictionary word too.
		{"크리스토퍼 콜럼버스 호텔 예약을 확인했습니다.", []string{"크리스토퍼"}, []string{"크리스토퍼 콜럼버스"}},
		// Both words found apart are one name.
		{"사이먼 앨리 팀장이 승인했습니다.", []string{"사이먼", "앨리"}, []string{"사이먼 앨리"}},
		// The first word before a surname found alone.
		{"고객 담당은 한스 뮐렌입니다.", []string{"뮐렌"}, []string{"한스 뮐렌"}},
		{"계약서는 톰 헤일런이 보냈습니다.", []string{"헤일런"}, []string{"톰 헤일런"}},
		// No surname: a title, an ordinary word, a listed thing, a particle.
		{"데이비드 과장이 승인했습니다.", []string{"데이비드"}, []string{"데이비드"}},
		{"데이비드 회의는 취소됐습니다.", []string{"데이비드"}, []string{"데이비드"}},
		{"마이클 캘리포니아 출장 중입니다.", []string{"마이클"}, []string{"마이클"}},
		// A Korean name after a first word is no foreign surname taken back.
		{"에릭 김민준 대리에게 전달했습니다.", []string{"김민준"}, []string{"김민준"}},
	} {
		var found []Span
		for _, p := range c.persons {
			a := strings.Index(c.text, p)
			found = append(found, Span{Start: a, End: a + len(p), Kind: Person, Key: p})
		}
		found = d.koWithGiven(c.text, found, 0, 0, len(c.text))
		var got []string
		for _, sp := range found {
			got = append(got, sp.Key)
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("%q with %q: got %q, want %q", c.text, c.persons, got, c.want)
		}
	}
}

// TestKoreanBusinessTextWithGivenNames: whole detection on the team's
// business sentences; on the old code (before docs/adr/0122) the model's
// first word stood alone (제이슨, 제인) or the name came out in two pieces
// (사이먼, 앨리), leaving the surname unmasked.
func TestKoreanBusinessTextWithGivenNames(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct{ text, want string }{
		{"견적서는 제이슨 로일 과장이 검토했습니다.", "제이슨 로일"},
		{"사이먼 앨리 팀장이 승인했습니다.", "사이먼 앨리"},
		{"제인 모릴 고객이 환불을 요청했습니다.", "제인 모릴"},
	} {
		if got := personsIn(d, c.text); !slices.Equal(got, []string{c.want}) {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
