package pii

import "testing"

// TestThaiSaidPersons: a Thai name after a title with a verb of saying
// glued on ("นายวีระพงษ์กล่าวว่า", Mr Weerapong said) or one space on, and after
// the one-dot medical titles (นพ., พญ.), is a person; the office "นายก…"
// (prime minister, mayor) before a verb of saying is none. Made for this
// test from common Thai given names (docs/adr/0280); on the code before it
// no person of the first four is found.
func TestThaiSaidPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"เมื่อวานนี้ นายวีระพงษ์กล่าวว่า จะเดินทางไปเชียงใหม่", "[วีระพงษ์]"},
		{"โดย ผศ.น.สพ.ประเสริฐกล่าวว่า การประชุมครั้งนี้สำคัญ", "[ประเสริฐ]"},
		{"นพ.วีระพงษ์ ศรีสุข อธิบดีกรมควบคุมโรค ให้สัมภาษณ์", "[วีระพงษ์ ศรีสุข]"},
		{"เพราะเรื่องนี้สำคัญมาก นายวีระพงษ์ กล่าว", "[วีระพงษ์]"},
		{"นายกรัฐมนตรีกล่าวว่า เศรษฐกิจดีขึ้น", ""},
		{"นายกเทศมนตรีเปิดเผยว่า น้ำท่วมแล้ว", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}
