package pii

import (
	"strings"
	"testing"
)

// TestThaiForeignPersons: a Thai word set off by a space that reads in
// Latin letters as a given name ("โดนัลด์", Donald; "เจมส์", James), then
// one space on a Thai word, is a person, cut where a function word glued
// on after the name starts ("เพนนิงตันกล่าวว่า": Pennington, said); a function word
// is no given name, and the rest of a sentence glued on is no surname.
// Made for this test (docs/adr/0143); none is found on the code before
// it.
func TestThaiForeignPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ประธานาธิบดี โดนัลด์ ทรัมป์ เดินทางถึงกรุงเทพฯ", "[โดนัลด์ ทรัมป์]"},
		{"เมื่อวานนี้ เจมส์ เพนนิงตันกล่าวว่าเขาจะมา", "[เจมส์ เพนนิงตัน]"},
		{"ฉันไม่รู้ ว่าเขาไปไหน อยู่ ที่บ้าน", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestThaiCommonWordsNoPersons: the commonest Thai subtitle words, two by
// two with a space between (ranks 300–2,299 each before the word 700
// ranks on), make at most eight persons of the letters pass (five at
// docs/adr/0143; 25 before thaiSecondForm's subtitle words and thaiInWord):
// the subtitle list holds foreign names in Thai letters too ("ทราวิส",
// Travis).
func TestThaiCommonWordsNoPersons(t *testing.T) {
	found := thaiCommonPairsTaken("")
	if len(found) > 8 {
		t.Errorf("%d of 2,000 pairs taken: %s", len(found), strings.Join(found, "; "))
	}
	t.Logf("%d of 2,000 pairs taken: %s", len(found), strings.Join(found, "; "))
}

// thaiCommonPairsTaken returns the persons the letters pass finds in the
// commonest Thai subtitle words two by two, ranks 300–2,299 each before
// the word 700 ranks on, the first glued after glue, between two "ครับ".
func thaiCommonPairsTaken(glue string) []string {
	ranked := byRank(thaiCommon)
	var found []string
	for i := 300; i < 2300; i++ {
		s := "ครับ " + glue + ranked[i] + " " + ranked[i+700] + " ครับ"
		for _, sp := range detector.lettersPersons(s, words(s), nil) {
			found = append(found, s[sp.Start:sp.End])
		}
	}
	return found
}
