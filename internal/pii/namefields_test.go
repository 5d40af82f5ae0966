package pii

import "testing"

// TestNamesInExportFields: a value in a column or field headed as a given
// name, a surname or a middle name is a person by itself, in every common
// export format and in several languages' headers; "SURNAME, Given" in a
// name column is one person; a weekday and a month before a day are no
// person (own records and names, no set's; docs/adr/0141). Each case failed
// before but the guards (the quoted comma cell, the pipe table, the comma
// and tab tables of parts, which the name-column rule read already; the
// non-names; the git trailer, whose co-author the old rules found by his
// address): a ";" export's "SURNAME, Given" cell was split at its comma and
// only the given name found; a lone given name or surname in a JSON, YAML
// or XML field, a Finnish-, French- or Russian-headed column or a vCard N was left
// raw; git's "Date: Tue Mar 4" made "Tue Mar" a person.
func TestNamesInExportFields(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"semicolon export", "STAFF EXPORT | Northwind | 2027\nNO;NAME;BAND;CITY\n7701;KOWALCZYK, Bożena;A2;Oslo\n7702;DE SOUSA, Inês;A3;Porto\n",
			"KOWALCZYK, Bożena|DE SOUSA, Inês"},
		{"surname given mixed case", "id;name;city\n1;Ferreira-Lobo, Tomé;Lisbon\n", "Ferreira-Lobo, Tomé"},
		{"quoted comma cell", "id,name,city\n1,\"Ferreira-Lobo, Tomé\",Lisbon\n", "Ferreira-Lobo, Tomé"},
		{"surname in capitals first", "Nr|Name|Ort\n1|WIŚNIEWSKA Jadwiga|Łódź\n", "WIŚNIEWSKA Jadwiga"},
		{"csv parts", "id,first_name,last_name,team\n7,Wojciech,de la Cruz,Sales\n8,Bill,van Dijk,Legal\n", "Wojciech|de la Cruz|Bill|van Dijk"},
		{"tsv german", "Vorname\tNachname\tAbteilung\nMark\tvon Bülow\tEinkauf\n", "Mark|von Bülow"},
		{"markdown french", "| Prénom | Nom de famille | Ville |\n|---|---|---|\n| Gaëlle | Le Goff | Brest |\n", "Gaëlle|Le Goff"},
		{"json", `[{"id": 3, "firstName": "Bill", "lastName": "Ostrowski", "office": "Kraków"}]`, "Bill|Ostrowski"},
		{"yaml", "people:\n  - id: 4\n    given_name: Mark\n    family_name: de Vries\n    office: Ghent\n", "Mark|de Vries"},
		{"xml attributes", `<person id="9" first_name="Grzegorz" surname="Tkacz" city="Opole"/>`, "Grzegorz|Tkacz"},
		{"xml elements", "<row><Nombre>Lucía</Nombre><Apellido>Rojas</Apellido><Ciudad>Quito</Ciudad></row>", "Lucía|Rojas"},
		{"finnish", "etunimi;sukunimi;kunta\nAino;Kettunen;Espoo\n", "Aino|Kettunen"},
		{"russian", "Фамилия;Имя;Отчество;Город\nСоколова;Дарья;Игоревна;Тверь\n", "Соколова|Дарья|Игоревна"},
		{"vcard n", "BEGIN:VCARD\nVERSION:4.0\nN:Lindqvist;Sigrid;;;\nEND:VCARD", "Lindqvist|Sigrid"},
		{"missing values", `{"first_name": "N/A", "last_name": "", "surname": "TBD", "middle_name": "-", "given": "12"}`, ""},
		{"git date", "commit 3f2a\nAuthor: Ewa Zielińska <ewa@example.org>\nDate:   Tue Mar 4 10:00:11 2027 +0100\n\n    Fix export\n",
			"Ewa Zielińska"},
		{"git trailer", "commit 3f2b\nDate:   Wed Mar 5 10:00:11 2027 +0100\n\n    Fix export\n\n    Co-authored-by: Abebe Gudeta <u77@users.noreply.github.com>\n",
			"Abebe Gudeta"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}

// TestNameFieldKeys: keys are read in camel, snake and kebab case, folded;
// prose list labels ("First:") are no field.
func TestNameFieldKeys(t *testing.T) {
	for k, want := range map[string]bool{"firstName": true, "FIRST_NAME": true, "given-name": true, "Nazwisko": true,
		"Prénom": true, "Apellidos": true, "department": false, "name": false} {
		if part, _ := nameKey(k); part != want {
			t.Errorf("nameKey(%q) part = %v, want %v", k, part, want)
		}
	}
	if got := persons(detector, "First: Open the lid.\nLast: Close it.\nFirst, we must educate people on how to report phishing.\nFinally, we must test it."); got != "" {
		t.Errorf("prose labels: persons %q", got)
	}
}

// TestWeekdayMonthNeedsADay: a weekday and a month are a date only before
// a day's number, so a name of two short words that are also dates in some
// locale stays a name.
func TestWeekdayMonthNeedsADay(t *testing.T) {
	for text, want := range map[string]bool{"Tue Mar 4 10:00": true, "Mon, Jan. 5": true, "Di Mär 3": true, "Ma Jun spoke": false} {
		toks := words(text)
		if got := weekdayMonth(text, toks, 0, 1); got != want {
			t.Errorf("weekdayMonth(%q) = %v, want %v", text, got, want)
		}
	}
}
