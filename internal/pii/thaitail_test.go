package pii

import "testing"

// TestThaiTailCut: dictionary words glued on after a foreign surname are
// cut off; a surname whose last syllables are a short word, and one whose
// end carries a loanword mark, are kept whole.
func TestThaiTailCut(t *testing.T) {
	for w, want := range map[string]string{
		"โคลัมบัสล่องเรือมา": "โคลัมบัส",
		"เบอร์กอยน์ยอมจำนน":  "เบอร์กอยน์",
		"โอบามา":    "โอบามา",
		"อันเซลมี":  "อันเซลมี",
		"ลินคอล์น":  "ลินคอล์น",
		"วอชิงตัน":  "วอชิงตัน",
		"แอตกินสัน": "แอตกินสัน",
		"นวลอนันต์": "นวลอนันต์",
		"ต้อมคำ":    "ต้อมคำ",
		"มาร์แชลล์": "มาร์แชลล์",
	} {
		if got := w[:thaiTailCut(w)]; got != want {
			t.Errorf("thaiTailCut(%q) keeps %q, want %q", w, got, want)
		}
	}
}

// TestThaiTailGluedPerson: a foreign person's span ends where the surname
// ends when the rest of the sentence is glued on after it, and a titled
// Thai person keeps a surname compounded of dictionary words.
func TestThaiTailGluedPerson(t *testing.T) {
	checkFoundAmong(t, "glued verb", "เมื่อวานนี้ มาร์ติน แบรดลีย์ยอมจำนนที่เกาะแห่งนี้", []string{"มาร์ติน แบรดลีย์"}, nil)
	checkFoundAmong(t, "glued verbs", "เมื่อวานนี้ มาร์ติน แบรดลีย์ล่องเรือมายังเกาะแห่งนี้", []string{"มาร์ติน แบรดลีย์"}, nil)
	checkFoundAmong(t, "titled Thai", "ผู้รายงานข่าว นางสาวธันยพร อนุรักษ์สุวรรณ กรุงเทพฯ", []string{"ธันยพร อนุรักษ์สุวรรณ"}, nil)
}
