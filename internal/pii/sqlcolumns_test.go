package pii

import "testing"

// TestNamesInSQLDumps: in pg_dump COPY rows and mysqldump INSERT tuples, a
// column headed as a part of a name holds one in every row, a lone surname
// too; a whole-name column holds a name; a street or firm column none, and
// a note keeps the names the rules find (own rows and names, no set's;
// docs/adr/0226). Before, the COPY rows' tab cells were not read against
// the comma-separated header, so lone surnames were missed, and "Calle de
// Alcalá" in a street column or "Bernard Frères" in a firm column was a
// person. The INSERT case passed before (its header is read as a comma table)
// and stays as a guard.
func TestNamesInSQLDumps(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"copy", "COPY public.staff (id, first_name, last_name, email, city) FROM stdin;\n" +
			"7\tHalina\tWróblewska\tx7@example.org\tOpole\n8\tEmre\tKowalczyk\tx8@example.org\tGraz\n\\.\n",
			"Halina|Wróblewska|Emre|Kowalczyk"},
		{"insert", "INSERT INTO `clientes` (`id`, `nombre`, `apellido`, `calle`) VALUES\n" +
			"(1,'Lucía','Orozco','Calle Mayor 3'),\n(2,'Tomé','Grzybowski','Rua Nova 9');\n",
			"Lucía|Orozco|Tomé|Grzybowski"},
		{"thing columns", "INSERT INTO `people` (`id`, `surname`, `street`, `company`) VALUES\n" +
			"(1,'Orozco','Calle de Alcalá','Bernard Frères');\n",
			"Orozco"},
		{"whole and note", "INSERT INTO staff (id, full_name, note) VALUES (4, 'Giulia Ferrara', 'reviewed by Oksana Melnyk');\n",
			"Giulia Ferrara|Oksana Melnyk"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}
