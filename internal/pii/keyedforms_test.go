package pii

import "testing"

// TestKeyedFormsLettersCalendars checks the shapes of docs/adr/0204 on
// made documents with made names (none of any set's): calendar users and
// the sentence after an escaped line break, reference managers' person
// fields, forms keyed in Han, Hangul and Spanish, and letters' addressees
// and signers. Each wanted value is one person whole; rooms, groups, firms
// and forms of address are none.
func TestKeyedFormsLettersCalendars(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"icalendar", "BEGIN:VEVENT\nSUMMARY:Quarterly review\nORGANIZER;CN=He Lun Yao:mailto:u1@example.org\n" +
			"ATTENDEE;CN=\"Vranckaert, Odilia\";ROLE=REQ-PARTICIPANT:mailto:u2@example.org\n" +
			"ATTENDEE;CUTYPE=ROOM;CN=Tromsø Boardroom;ROLE=NON-PARTICIPANT:mailto:room@example.org\n" +
			"DESCRIPTION:Agenda: numbers\\, contract.\\nLeocadia Brzeźnicka will dial in from Tromsø.\nEND:VEVENT\n",
			[]string{"He Lun Yao", "Vranckaert, Odilia", "Leocadia Brzeźnicka"}, []string{"Tromsø Boardroom", "nLeocadia Brzeźnicka"}},
		{"bibtex", "@article{k1,\n  author = {Quennell-Abad, Sidonie and Ignacy Worpsk and others},\n" +
			"  editor = {Faltermayr, Ute},\n  publisher = {Fabrikam Press},\n}\n",
			[]string{"Quennell-Abad, Sidonie", "Ignacy Worpsk", "Faltermayr, Ute"}, []string{"Sidonie", "Ute"}},
		{"ris and cff", "TY  - JOUR\nAU  - Dębrowiak, Halszka\nA2  - 柴田浩之介\nPB  - Fabrikam Press\nER  - \n" +
			"authors:\n  - family-names: \"Szentgyörgyváry\"\n    given-names: \"Bodza\"\n",
			[]string{"Dębrowiak, Halszka", "柴田浩之介", "Szentgyörgyváry", "Bodza"}, nil},
		{"forms", "氏名\u3000岡嶋悠大\n所属\u3000総務部\n姓名：蔺子墨\u3000性别：男\u3000部门：财务部\nApellidos: Iturbide Ledesma\nNombre: Ulpiano\n",
			[]string{"岡嶋悠大", "蔺子墨", "Iturbide Ledesma", "Ulpiano"}, nil},
		{"letters", "Herrn Wendelin Pürstinger-Ray\nSehr geehrter Herr Pürstinger-Ray,\nMit freundlichen Grüßen\nOdalys Brenkewitz\n\nKind regards\nService Desk\n\n" +
			"Mme Tarquine Oyelaran\n\n木津川朋美様\n拝啓\n敬具\n2027年4月3日\n芦刈 宗一郎\n\nالسيد نزار عوامرة المحترم،\n",
			[]string{"Wendelin Pürstinger-Ray", "Pürstinger-Ray", "Odalys Brenkewitz", "Tarquine Oyelaran", "木津川朋美", "芦刈 宗一郎", "نزار عوامرة"},
			[]string{"Service Desk", "Mme Tarquine Oyelaran", "木津川朋美様", "نزار عوامرة المحترم"}},
		{"shipping", "DELIVER TO\nc/o Ysaline Kortenhoeven\nRemit to: Accounts Payable, c/o Harbour Freight Forwarders\nAttn: Receiving Dept.\n",
			[]string{"Ysaline Kortenhoeven"}, []string{"Harbour Freight Forwarders", "Receiving Dept", "Accounts Payable"}},
		{"metadata", "<author><persName>Ignatius van Ostaijen</persName></author>\n<publisher>Fabrikam Press</publisher>\n" +
			"Artist                          : Yevheniya Korsunska\n   /Author (Thaddeus Oyinlola)\n" +
			"{\"author\": {\"login\": \"u42\", \"name\": \"Ximena Quispe Lloclla\"}}\n" +
			"[metadata]\nname = ledger-sync\nauthor = Wojsław Bielecki\n[user]\n\tname = Saoirse Ní Fhloinn\n",
			[]string{"Ignatius van Ostaijen", "Yevheniya Korsunska", "Thaddeus Oyinlola", "Ximena Quispe Lloclla",
				"Wojsław Bielecki", "Saoirse Ní Fhloinn"}, []string{"Fabrikam Press", "ledger-sync"}},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}

// TestCalendarTextKeepsLength checks that unescaping a calendar's line
// breaks keeps every byte's place, and leaves an escaped backslash alone.
func TestCalendarTextKeepsLength(t *testing.T) {
	in := "DESCRIPTION:a\\nB \\\\n c\nX:\\nY\n"
	want := "DESCRIPTION:a \nB \\\\n c\nX:\\nY\n"
	if got := calendarText(in); got != want || len(got) != len(in) {
		t.Errorf("calendarText = %q, want %q", got, want)
	}
}
