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

// TestTurkishOfficesBodiesAndSentenceWords: an office before a Turkish
// name and a name's apostrophe-suffixed word end the person; "de" and "ve"
// between two names split them; a name ending in an institution's head
// and a common word opening a sentence are no person (docs/adr/0127).
// Cases one, two, four, five, six and nine fail on the code before
// ("Büyükelçisi Selim Karaca", "Rapor Hakan", "Refah Partisi", "Hayat",
// "Teklif Zeynep Arslan", "Selin Ece").
func TestTurkishOfficesBodiesAndSentenceWords(t *testing.T) {
	cases := []struct{ text, want string }{
		{"Toplantıya Ankara Büyükelçisi Selim Karaca da katıldı ve sözleşmeyi imzaladı.", "[Selim Karaca]"},
		{"Rapor Hakan Öztürk'ün Proje Ekibi tarafından hazırlandı.", "[Hakan Öztürk]"},
		{"Sözleşmeyi Ayşe Demir ve Burak Kılıç birlikte imzaladı.", "[Ayşe Demir][Burak Kılıç]"},
		{"Teklif dün Refah Partisi adına sunuldu, cevap bekleniyor.", ""},
		{"Siparişler yarın gönderilecek. Hayat pahalı, fiyatlar yine arttı.", ""},
		{"Teklif Zeynep Arslan tarafından onaylandı.", "[Zeynep Arslan]"},
		{"Fatura dün Mert Aydın tarafından onaylandı.", "[Mert Aydın]"},
		{"Sipariş, Ahmet Kaya adlı müşterimiz tarafından iptal edildi.", "[Ahmet Kaya]"},
		{"Toplantıda Selin Ece Kuyumcuoğlu'nun sunumu dinlendi.", "[Selin Ece Kuyumcuoğlu]"},
	}
	for _, c := range cases {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%q: persons %s, want %s", c.text, got, c.want)
		}
	}
}
