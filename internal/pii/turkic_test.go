package pii

import "testing"

// TestTurkicFormsOfAddressAndSuffixes: a Turkish or Azerbaijani form of
// address before a name, an honorific after a given name and a case suffix
// after an apostrophe are no part of the person (docs/adr/0124). Cases two
// to four fail on the code before (the word model keeps "Sayın" only in
// some sentences); an apostrophe in a name of text without Turkic letters
// stays.
func TestTurkicFormsOfAddressAndSuffixes(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Sayın Ahmet Yılmaz, faturanızı ekte gönderiyorum. Saygılarımla, Satış Müdürü.", "Ahmet Yılmaz"},
		{"Hörmətli Elçin Məmmədov, hesab-fakturanı göndərirəm.", "Elçin Məmmədov"},
		{"Sözleşme Fatma Şahin'in onayı ile imzalandı.", "Fatma Şahin"},
		{"Merhaba Mehmet Bey, toplantı yarın saat onda başlıyor.", "Mehmet"},
		{"The invoice was approved by Sarah O'Neill yesterday.", "Sarah O'Neill"},
	}
	checkOnePerson(t, cases)
}
