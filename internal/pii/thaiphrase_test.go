package pii

import "testing"

// TestThaiSurnameBeforeGluedPhrase: a Thai surname glued to the phrase
// after it ends where a common word with another listed word right after
// it starts ("ฟอลลอนทำงานเป็น", Fallon worked as), or where the agent
// prefix "ผู้" starts; a two-rune word at a name's end ("อันเซลมี",
// Anselmi, before "เข้าร่วม") cuts nothing. Made for this test (docs/adr/0175);
// the code before it takes the glued words into the first two spans.
func TestThaiSurnameBeforeGluedPhrase(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"ในช่วงนั้น โทมัส ฟอลลอนทำงานเป็นเกษตรกร", "[โทมัส ฟอลลอน]"},
		{"การเดินทางครั้งนี้นำโดยนายพลโจเซฟ เบอร์กอยน์ผู้ตั้งใจจะไปให้ถึงอัลบานี", "[โจเซฟ เบอร์กอยน์]"},
		{"จากการที่มักได้ใกล้ชิดกับสภาคาทอลิก ทีนา อันเซลมีเข้าร่วมในสิทธิของคนงาน", "[ทีนา อันเซลมี]"},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
