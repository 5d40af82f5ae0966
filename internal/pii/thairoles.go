package pii

// Thai names glued after a rank or office (docs/adr/0175).

// thaiRoleWords are the Thai ranks and offices written right before a name
// with no space ("พลเอกจอร์จ มาร์แชลล์", General George Marshall;
// "ประธานาธิบดีจอห์น แอดัมส์", President John Adams): a closed class, the
// armed forces' general ranks, Sir, and the heads of state and
// government. A given name glued after one is cut from it as after a
// function word (thaiEndsInWord); the role stays outside the span.
var thaiRoleWords = map[string]int{
	"พลเอก": 1, "พลโท": 1, "พลตรี": 1, "พลเรือเอก": 1, "พลอากาศเอก": 1, "นายพล": 1, "จอมพล": 1, "เซอร์": 1,
	"ประธานาธิบดี": 1, "นายกรัฐมนตรี": 1, "รัฐมนตรี": 1, "ประธาน": 1, "กษัตริย์": 1, "สมเด็จ": 1,
}
