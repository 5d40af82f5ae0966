package pii

import "testing"

// TestKazakhCompoundGivenNames: a Kazakh compound given name, two
// capitalised halves joined by a hyphen, before a surname of the Russian
// form or a patronymic in -ұлы, with a case ending glued on or not, opening
// a line too (docs/adr/0281). Made names; all four fail on the code before
// the change.
func TestKazakhCompoundGivenNames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Бүгін облыс әкімі Нұр-Ахмет Сейтқалиев жаңа мектепті аралады.", "Нұр-Ахмет Сейтқалиев"},
		{"Кездесуде Әли-Асқар Жұмағалиевке сұрақ қойылды.", "Әли-Асқар Жұмағалиевке"},
		{"Жиын аяқталды.\nӘли-Асқар Жұмағалиев ауылдағы жағдайды баяндады.", "Әли-Асқар Жұмағалиев"},
		{"Сөз кезегі келді бүгін Нұр-Ахмет Серікұлына.", "Нұр-Ахмет Серікұлына"},
	})
}

// TestOttomanTitledNames: Ottoman Turkish in Latin transcription names a
// person by two given names and an honorific after them, "Hanımefendi",
// "Bey", "Paşa", with an apostrophe and a case ending; the second given
// name may be on no list, and the honorific is no tail of the name
// (docs/adr/0281). Made names; all four fail on the code before the change.
func TestOttomanTitledNames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Dün akşam Nigâr Rüşdiye Hanımefendi'nin şiirlerini okudum.", "Nigâr Rüşdiye"},
		{"Mecliste Kâmil Sırrı Bey'in nutku dinlendi .", "Kâmil Sırrı"},
		{"Ordunun başında Cemil Paşa'nın kumandası altında yürüdüler .", "Cemil"},
		{"Kıraathanede Feridun Münir Beyefendinin musahebesi okundu .", "Feridun Münir"},
	})
}
