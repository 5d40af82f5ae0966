package pii

import "testing"

// TestThaiLoanGivenAfterRole: a foreign given name that Thai subtitles
// use often ("จอห์น", John, their 135th word) starts a pair when it bears
// a mark of a foreign word (thaiLoanMarks), and one glued after a rank or
// office ("ประธานาธิบดี", president; "พลเอก", general) is cut from it;
// the role stays outside. A common Thai word without such a mark
// ("ทำไม", why, read as Tammi) still starts none. Made for this test
// (docs/adr/0175); the code before it finds neither person.
func TestThaiLoanGivenAfterRole(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"แต่ประธานาธิบดีจอห์น แอดัมส์ ปฏิเสธ", "[จอห์น แอดัมส์]"},
		{"มอบยศให้แก่พลเอกเฮนรี อาร์โนลด์ แต่ถูก", "[เฮนรี อาร์โนลด์]"},
		{"ทำไม อาร์โนลด์", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
