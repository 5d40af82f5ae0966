package pii

import (
	"strings"
	"testing"
)

// checkPersonsExactly fails unless each text's persons, joined by "|", are
// exactly the want column.
func checkPersonsExactly(t *testing.T, cases [][2]string) {
	t.Helper()
	for _, c := range cases {
		if got := strings.Join(foundPersons(c[0]), "|"); got != c[1] {
			t.Errorf("%q: persons %q, want %q", c[0], got, c[1])
		}
	}
}

// TestLatinNotableSurnames: a notable person's surname alone in Latin-script
// prose is a person, after a sentence's first word too and without its
// Turkish case suffix; opening a sentence only when taken elsewhere; a word
// that is no notable's surname, or a firm before its legal form, is none
// (sentences written for this test; docs/adr/0159).
func TestLatinNotableSurnames(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Il film di Hitchcock è uscito nel 1958 a Londra.", "Hitchcock"},
		{"Anche Aldrin, dopo il volo, parlò ai giornalisti.", "Aldrin"},
		{"Delegasyon dün Arafat'ın mesajını okudu.", "Arafat"},
		{"Hitchcock girava molto, e la casa di Hitchcock era piena di copioni.", "Hitchcock|Hitchcock"},
		{"Hitchcock è nato a Londra nel 1899.", ""},
		{"Il comitato ha incontrato i rappresentanti di Washington ieri.", ""},
		{"Ulusal banka ve Sachs & Co. anlaştı.", ""},
	})
}

// TestLatinSurnameEchoes: the surname alone after the person's full name
// was found in the text is a person, with a Latvian case ending or a
// Turkish suffix; a word sharing no stem is none (docs/adr/0159).
func TestLatinSurnameEchoes(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Valsts prezidents Andris Bērziņš apmeklēja skolu. Skolēni uzdāvināja Bērziņam grāmatu.", "Andris Bērziņš|Bērziņam"},
		{"Dün Ahmet Yılmazer konuştu. Herkes sonra Yılmazer'in önerisini savundu.", "Ahmet Yılmazer|Yılmazer"},
		{"Dün Ahmet Yılmazer konuştu. Herkes sonra Kadıköy'e gitti.", "Ahmet Yılmazer"},
	})
}

// TestFirmsAndDatesNoPersons: a firm by its legal form and a month or
// weekday name with its Turkish suffix are no persons (docs/adr/0159).
func TestFirmsAndDatesNoPersons(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Hisseler Bristol-Myers Co ile Rhone-Poulenc S.A. arasında el değiştirdi.", ""},
		{"Kara Pazartesi'den önceki hafta fonlar dolmadı.", ""},
		{"Rapor 5 Ekim tarihli bir makalede yayımlandı.", ""},
		{"Bill to:\nLami Sabo\nCoho Winery", "Lami Sabo"},
	})
}

// TestFirmsNamedAfterPeopleNoPersons: a notable surname that an S&P 500
// firm goes by alone (names/orgs/firms.txt), or that the text writes before
// a model number or a firm's noun, is no person (sentences written for this
// test; docs/adr/0164).
func TestFirmsNamedAfterPeopleNoPersons(t *testing.T) {
	checkPersonsExactly(t, [][2]string{
		{"Il contratto con Boeing è stato firmato ieri a Seattle.", ""},
		{"I diritti sono passati a Disney nel 2019.", ""},
		{"Il film di Hitchcock è uscito nel 1958 a Londra.", "Hitchcock"},
		{"Le radio Marconi 12 sono a bordo e il contratto con Marconi scade.", ""},
		{"Il contratto con Marconi scade.", "Marconi"},
		{"Il canale Marconi Channel ha trasmesso un servizio su Marconi ieri.", "Marconi Channel"},
	})
}
