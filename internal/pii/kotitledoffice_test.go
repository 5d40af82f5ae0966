package pii

import (
	"slices"
	"testing"
)

// TestKoreanOfficeTitledNames: a Korean name before an office koTitles
// lacks (총장, 선장, 관장, 국회의장) is taken, and so is one whose first two
// syllables spell a dictionary word (정기+훈, 이달+훈) before a title;
// a noun and its suffix (정부+측), a word and its ending (진실+된), and an
// adverb before a one-syllable surname and its office (이로써 길 목사) stay
// out (docs/adr/0248). Written for the ADR; none is a set's sentence.
func TestKoreanOfficeTitledNames(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct{ text, want string }{
		{"박재석 신임 총장은 취임사에서 말했다.", "박재석"},
		{"구조된 한상훈 선장은 병원으로 옮겨졌다.", "한상훈"},
		{"이 자리에서 윤서진 박물관장이 인사했다.", "윤서진"},
		{"정기훈 선장은 구조되었다.", "정기훈"},
		{"이달훈 국회의장은 회의를 열었다.", "이달훈"},
		{"정부측 위원은 반대했다.", ""},
		{"진실된 마음으로 진료하시는 원장님", ""},
		{"이로써 길 목사는 자리를 지켰다.", ""},
	} {
		var got []string
		for _, sp := range d.koTitledNames(c.text, nil, 0, 0, len(c.text)) {
			got = append(got, sp.Key)
		}
		if c.want == "" && len(got) > 0 || c.want != "" && !slices.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.text, got, c.want)
		}
	}
}

// TestKoreanNamesBracketedAfterTitles: a Korean name alone in brackets
// glued to a title, as a cast list names the actor after a role, is
// taken; a gloss in brackets after a word is not (docs/adr/0248).
func TestKoreanNamesBracketedAfterTitles(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct{ text, want string }{
		{"주인공 한도윤 소령(박민혁)과 군의관 정하늘 대위(최서준)의 이야기", "박민혁"},
		{"주인공 한도윤 소령(박민혁)과 군의관 정하늘 대위(최서준)의 이야기", "최서준"},
		{"처음으로 심화반(정규반)을 편성했다.", ""},
		{"서울 종로구(조계사)에서 열렸다.", ""},
	} {
		var got []string
		for _, sp := range d.koTitledNames(c.text, nil, 0, 0, len(c.text)) {
			got = append(got, sp.Key)
		}
		if c.want == "" && len(got) > 0 || c.want != "" && !slices.Contains(got, c.want) {
			t.Errorf("%s: %q, want %q", c.text, got, c.want)
		}
	}
}
