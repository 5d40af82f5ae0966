package pii

import (
	"slices"
	"testing"
)

// TestKoreanKeyedNames: a Korean name that is the whole value of a
// speaker's or author's key is a person (docs/adr/0203). Lines written for
// this test; each name fails on the detector before 0203 (checked with
// koKeyedNames off).
func TestKoreanKeyedNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"# 🎤 발표자: 석효근\n## 🔎 세션 정보", "석효근"},
		{"- **이름**: 조정인\n- **소속**: 예시 커뮤니티", "조정인"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A value that is a word (미정, to be decided) is no person.
	if got := personsIn(detector, "- **발표자**: 미정\n"); slices.Contains(got, "미정") {
		t.Errorf("found %q", got)
	}
}

// TestKoreanLatinKeyedNames: a Korean name that is the value of an English
// person key of flattened JSON or YAML programme data is a person
// (docs/adr/0283). Lines written for this test; each name fails on the
// detector before 0283 (checked on its parent commit).
func TestKoreanLatinKeyedNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"speaker.name: 석효근\nspeaker.slug: hyogeun\n", "석효근"},
		{"{\"author\": \"조정인\", \"lang\": \"ko\"}\n", "조정인"},
		{"  - speaker_name: '문해원'\n    talk: 비동기 입문\n", "문해원"},
	} {
		if got := personsIn(detector, c.text); !slices.Contains(got, c.want) {
			t.Errorf("%s: found %q, want %q", c.text, got, c.want)
		}
	}
	// A name under a thing's key names the thing.
	if got := personsIn(detector, "program.name: 고성능\nprogram.language: ko\n"); slices.Contains(got, "고성능") {
		t.Errorf("found %q", got)
	}
}
