package pii

import "testing"

// TestExtractedAndScannedNames: names as PDF extraction and OCR leave them
// — broken by "-\n", letter-spaced, in capitals beside mixed case — and
// Cyrillic full names and speakers in capitals are found whole, a Spanish
// "D." or "Dña." and a Portuguese "Sr.ª D.ª" before the name are cut, and
// the parties of "X v. Y" are found; headings and firms in capitals,
// letter-spaced words and firms or words around "v." are no persons (own sentences, no set's names;
// docs/adr/0227).
func TestExtractedAndScannedNames(t *testing.T) {
	cases := []struct{ text, want string }{
		{"The committee thanks Tomasz Nowak and Elena Rodrí-\nguez for\nthe audit.", "Tomasz Nowak|Elena Rodrí-\nguez"},
		{"The committee thanks Marek Wiśniewski and Julia Kowal-\nczyk for\nthe audit.", "Marek Wiśniewski|Julia Kowal-\nczyk"},
		{"S i g n a t u r e :  M a r t i n a   W e b e r", "M a r t i n a   W e b e r"},
		{"S U M M A R Y   O F   T E R M S", ""},
		{"MARIA KOVÁČOVÁ, Plaintiff,\nv.\nNORTHWIND HOLDINGS LLC, Defendant.", "MARIA KOVÁČOVÁ"},
		{"Certified by LUNA HORVAT, Notary, Leeds", "LUNA HORVAT"},
		{"HEAD OF LEGAL  CHRISTIAN BELL\nPage 4", "CHRISTIAN BELL"},
		{"UNITED STATES, Plaintiff,\nv.\nNORTHWIND HOLDINGS LLC, Defendant.", ""},
		{"12\n00:00:31,000 --> 00:00:33,500\nОЛЬГА ПЕТРОВНА СОКОЛОВА: Добрый вечер.", "ОЛЬГА ПЕТРОВНА СОКОЛОВА"},
		{"ГЛАВНОЕ УПРАВЛЕНИЕ ПО ВОПРОСАМ МИГРАЦИИ", ""},
		{"De una parte, D. Carlos Herrera, mayor de edad, con domicilio en Sevilla.", "Carlos Herrera"},
		{"Y de otra parte, Dña. Lucía Navarro, con domicilio en Sevilla.", "Lucía Navarro"},
		{"Outorgante: Exma. Sr.ª D.ª Ana Beatriz Costa, residente em Coimbra.", "Ana Beatriz Costa"},
		{"Die Prüfung erfolgte durch Stefan Kle¬\nmens und Anja Vogt.", "Stefan Kle¬\nmens|Anja Vogt"},
		{"3\n00:00:05,000 --> 00:00:07,000\nИВАН ПЕТРОВ: Добрый день.", "ИВАН ПЕТРОВ"},
		{"As held in Kowalczyk v. Nowak, the lease ends; see Brown v. Board of Education.", "Kowalczyk|Nowak"},
		{"Regina Okafor vs. Markus Brandt, Case No. 12.", "Regina Okafor|Markus Brandt"},
		{"United States v. Microsoft Corp., 253 F.3d 34; Vitamin A v. B12 levels.", ""},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%q: persons %q, want %q", c.text, got, c.want)
		}
	}
}
