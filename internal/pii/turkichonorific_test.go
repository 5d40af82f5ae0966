package pii

import "testing"

// TestTurkicPostTitledNames: an honorific after a given name ("Bey",
// "Hanım", "Hoca", "müəllim"), with a case or copula ending glued on and in
// lines of capitals too, cues the word before it as a person and ends the
// name there; an office addressed so ("Müdür Bey") and "ev hanımı"
// (housewife) are no person (docs/adr/0254). The first five fail on the
// code before the change.
func TestTurkicPostTitledNames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"ODALAR TEMİZDİ . SERKAN BEYDİ REHBERİMİZ .", "SERKAN"},
		{"NURGÜL HANIMLA GÖRÜŞTÜK , ÇOK İLGİLİYDİ .", "NURGÜL"},
		{"KORAY BEYE 4 PUAN VERİYORUM .", "KORAY"},
		{"MELTEM HOCAMIZ DERSİ ÇOK İYİ ANLATTI .", "MELTEM"},
		{"YUSUF ZİYA BEYDEN ÇOK MEMNUN KALDIK .", "YUSUF ZİYA"},
		{"Hörmətli qonaqlar, bu gün Elçin müəllimə təşəkkür edirik.", "Elçin"},
		{"Dün Oğuz Bey ile görüştük ve çok memnun kaldık.", "Oğuz"},
		{"Müdür Bey toplantıya geç kaldı ve hepimiz bekledik.", ""},
		{"EV HANIMI OLARAK ÇOK YORULDUM AMA MUTLUYUM .", ""},
	})
}

// TestCutTurkicPossessed: a word in the first person plural possessive
// ("REHBERİMİZ", our guide; "MÜDÜRÜMÜZDÜ", was our manager) at a person's
// edge is the role, not the name (docs/adr/0254). Both fail on the code
// before the change.
func TestCutTurkicPossessed(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"REHBERİMİZ SELİM YILDIZ .", "SELİM YILDIZ"},
		{"ODALAR GÜZELDİ . MURAT ÖZTEKİN REHBERİMİZDİ .", "MURAT ÖZTEKİN"},
	})
}
