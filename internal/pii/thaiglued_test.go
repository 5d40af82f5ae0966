package pii

import (
	"strings"
	"testing"
)

// TestThaiGluedFrontPersons: a foreign name glued to the Thai word before
// it ("ของ", of; "โดย", by; "กับ", with), then a space and its surname,
// is a person from the given name on. Made for this test (docs/adr/0147);
// none is found on the code before it.
func TestThaiGluedFrontPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"หนังสือเล่มนี้เขียนโดยโจเซฟ แมนสฟิลด์ ในปี 1900", "[โจเซฟ แมนสฟิลด์]"},
		{"บ้านของลูคัส เบอร์แมน อยู่ไกลมาก", "[ลูคัส เบอร์แมน]"},
		{"เธอไปเที่ยวกับเซเรน่า ฮอลแลนด์ เมื่อวาน", "[เซเรน่า ฮอลแลนด์]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestThaiGluedCommonWordsNoPersons: the commonest Thai subtitle words
// glued after a function word ("ของ", of) and two by two with a space
// between (ranks 300–2,299 each before the word 700 ranks on) make at
// most eight persons (six at docs/adr/0147, three pairs the letters pass
// takes unglued too; none on the code before it).
func TestThaiGluedCommonWordsNoPersons(t *testing.T) {
	found := append(thaiCommonPairsTaken("ของ"), thaiCommonPairsTaken("โดย")...)
	if len(found) > 8 {
		t.Errorf("%d of 4,000 pairs taken: %s", len(found), strings.Join(found, "; "))
	}
	t.Logf("%d of 4,000 pairs taken: %s", len(found), strings.Join(found, "; "))
}
