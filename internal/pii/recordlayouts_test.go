package pii

import "testing"

// TestNamesInRecordLayouts: fixed record layouts say by where a value
// stands that it is a name (own records and names, no set's; docs/adr/0258).
// Before, a GEDCOM NAME line's surname between slashes and the lone
// SURN/_MARNM values were missed, an IATA name element "SURNAME/GIVEN MR"
// and an SSR DOCS element were no persons, a bank line's counterparty in
// capitals was missed while its purpose ("Miete April") was a person, and a
// one-character Chinese surname in a "姓" column was dropped; "Ş. Vers" of
// "A.Ş. Vers.-Nr." and the founder of "… & Söhne GmbH" were persons.
func TestNamesInRecordLayouts(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"gedcom", "0 @I7@ INDI\n1 NAME Wojsław /Kettunen/\n2 GIVN Wojsław\n2 SURN Kettunen\n1 SEX M\n" +
			"0 @I8@ INDI\n1 NAME Ondine /Abaroa/ Jr.\n2 _MARNM Kettunen\n0 @R1@ REPO\n1 NAME Riverside Parish Archive\n",
			"Wojsław|Kettunen|Wojsław|Kettunen|Ondine|Abaroa|Kettunen"},
		{"pnr", "RP/LON1A0101/LON1A0101  AA/SU  02APR26/1100Z  X7YQ2M\n  1.OYELARAN/TOMASZ MR  2.HALVORSEN/INGRID MARIT MRS\n" +
			"  3 SSR DOCS BA HK1 P/GB/P1234567/GB/03JUN79/M/09SEP29/OYELARAN/TOMASZ/P1\n",
			"OYELARAN|TOMASZ|HALVORSEN|INGRID MARIT|OYELARAN|TOMASZ"},
		{"boarding pass", "M1VANTERPOOL/GRETAMRS     E4XK2P LHRJFKBA 0117 101Y012A0001 100\n", "VANTERPOOL|GRETA"},
		{"no element", "Build with TCP/IP and I/O in the PATH/TO folder.\n", ""},
		{"bank", "02.04. SEPA-Überweisung an WOJCIK, MARTA Miete April  -910,00\n" +
			"04.04. Lastschrift von Larchmont Bakery GmbH  -12,00\n" +
			"06.04. FASTER PAYMENT FROM OLUWASEUN BRANDT REF FLAT  +300.00\n" +
			"07.04. POS 4411 GREENGROCER Ref: T.WAŁĘSA   -3.20\n",
			"WOJCIK, MARTA|OLUWASEUN BRANDT|T.WAŁĘSA"},
		{"abbreviation", "04.03. Lastschrift Öztürkler Tekstil A.Ş. Vers.-Nr. 8801  -42,17\n", ""},
		{"heirs", "1 NOTE Worked as a clerk at Fitzgerald & Söhne GmbH.\n", ""},
		{"split columns", "姓,名,部门\n钟,敏,采购部\n欧阳,子涵,销售部\n", "钟|敏|欧阳|子涵"},
		{"vietnamese columns", "Họ\tTên đệm\tTên\tCông ty\nPhan\tThị\tHằng\tSao Mai\n", "Phan|Thị|Hằng"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
