package pii

import "testing"

// TestKeyedPersons checks the structured shapes of docs/adr/0182 on made
// documents with made names (none of any set's): each wanted value is one
// person whole, and the firms, handles and teams beside them are none.
func TestKeyedPersons(t *testing.T) {
	cases := []struct {
		name, doc string
		want, not []string
	}{
		{"passport zone", "PASSPORT\nSurname / Nom: VELKORSKA\nGiven names / Prénoms: ILDIKÓ\n" +
			"P<UTOVELKORSKA<<ILDIKO<MARETA<<<<<<<<<<<<<<<<<<\nL123456780UTO8001012F3001015<<<<<<<<<<<<<<02\n",
			[]string{"VELKORSKA", "ILDIKÓ", "VELKORSKA<<ILDIKO<MARETA"}, nil},
		{"identity card zone", "IDENTITY CARD\nI<UTOX123456789<<<<<<<<<<<<<<<\n8001012F3001015UTO<<<<<<<<<<<4\nBRENNOVIC<<TARSA<<<<<<<<<<<<<<\n",
			[]string{"BRENNOVIC<<TARSA"}, nil},
		{"ldap", "dn: cn=Orsolya Ketterbach,ou=People,dc=example\ncn: Orsolya Ketterbach\nsn: Ó Dálaigh-Brenn\n" +
			"manager: cn=Telmo Vasquinho,ou=People,dc=example\n",
			[]string{"Orsolya Ketterbach", "Ó Dálaigh-Brenn", "Telmo Vasquinho"}, nil},
		{"vcard related", "BEGIN:VCARD\nFN:Ruairí Stallbrook\nORG:Fabrikam Ltd\nRELATED;TYPE=assistant;VALUE=text:Zelda Obermark-Quayle\nEND:VCARD\n",
			[]string{"Ruairí Stallbrook", "Zelda Obermark-Quayle"}, []string{"Fabrikam Ltd"}},
		{"author fields", "/**\n * @author Wendeline Aarsrud\n */\n__maintainer__ = \"Corvin Halbritter\"\n" +
			"Maintainer: Debian Python Team <team@example.org>\n\t// TODO(Ysolde Prankmann): retry\n\t// TODO(jdoe): handle\n",
			[]string{"Wendeline Aarsrud", "Corvin Halbritter", "Ysolde Prankmann"}, []string{"Debian Python Team", "jdoe"}},
		{"chat export", "{\"name\": \"u1234\", \"real_name\": \"Ottilie Brunnfeld\", \"display_name\": \"otti42\"}\n" +
			"Casimir Drewlow 5/6/27, 8:05 AM\nPlease ask Ottilie Brunnfeld.\n",
			[]string{"Ottilie Brunnfeld", "Casimir Drewlow"}, []string{"otti42"}},
		{"quote header", "Danke.\nAm 04.05.2027 um 09:40 schrieb Hedwig Sarnowska <h.s@example.org>:\n> Gruß\n> Hedwig Sarnowska\n" +
			"Le jeu. 6 mai 2027 à 11:02, Aurèle Penmarch <ap@example.org> a écrit :\n",
			[]string{"Hedwig Sarnowska", "Aurèle Penmarch"}, nil},
		{"copyright", "Copyright (c) 2021-2027 Brindle Ostrava <b@example.org>\nCopyright 2024 Contoso Ltd.\n" +
			"Copyright 2025 The Widget Authors\nSPDX-FileContributor: Mireille Pankhurst-Olé\nPhotos © Ansgar P. Tollund / Fabrikam SA\n",
			[]string{"Brindle Ostrava", "Mireille Pankhurst-Olé", "Ansgar P. Tollund"}, []string{"Contoso Ltd", "The Widget Authors", "Widget Authors"}},
		{"roster", "Roster (by surname)\nFeldkamp-Orr, Jessamy\tBuyer\nÓ Rathaille, Tadhg\tLegal Counsel\n",
			[]string{"Feldkamp-Orr, Jessamy", "Ó Rathaille, Tadhg"}, nil},
		{"manifests", "{\"author\": \"Leofric Damsgaard <ld@example.org> (https://example.org)\"}\n" +
			"authors = [\"Philippa Sturrock-Vane <ps@example.org>\"]\nmanagedBy: CN=Ermenegilda Roux,OU=Staff,DC=example\n" +
			"Copyright: 2026 Baptiste Kerlouan <bk@example.org>\n",
			[]string{"Leofric Damsgaard", "Philippa Sturrock-Vane", "Ermenegilda Roux", "Baptiste Kerlouan"}, nil},
		{"whatsapp", "[04/05/2027, 09:15:02] Evander Quistgaard: ok\n04/05/2027, 09:16 - Rosalind Ebbesmeyer: fine\n",
			[]string{"Evander Quistgaard", "Rosalind Ebbesmeyer"}, nil},
		{"quote initial echo", "Il giorno mar 4 mag 2027 alle ore 10:12 T. Valdrighi <tv@example.org> ha scritto:\n> ciao\n> T. Valdrighi\n",
			[]string{"T. Valdrighi"}, nil},
		{"more languages", "Autor: Wiesława Trzebnicka\nValtteri Kumpulainen <vk@example.org> kirjoitti 3.3.2027 kello 10.12:\n" +
			"(C) Copyright 2024 Hrafnkell Sturluson-Berg\n",
			[]string{"Wiesława Trzebnicka", "Valtteri Kumpulainen", "Hrafnkell Sturluson-Berg"}, nil},
		{"yaml and holders", "  owner:\n    full_name: \"Gudrun Ylvisåker\"\n# SPDX-FileCopyrightText: 2026 Oh Min Qiu\n" +
			"# SPDX-FileCopyrightText: 2026 Northwind Coffee\n",
			[]string{"Gudrun Ylvisåker", "Oh Min Qiu"}, []string{"Northwind Coffee"}},
		{"git blame", "a1b2c3d4 (Isidora Wrenfield 2027-01-02 10:00:00 +0100 12) return nil\n",
			[]string{"Isidora Wrenfield"}, nil},
	}
	for _, c := range cases {
		checkFoundAmong(t, c.name, c.doc, c.want, c.not)
	}
}

// TestKeyedNameRefuses checks what keyedName never reads as a person.
func TestKeyedNameRefuses(t *testing.T) {
	for _, v := range []string{"Debian Python Team", "Wingtip Partners SA", "u4471", "jdoe", "PowerEdge",
		"ana@example.org", "Rust Project Developers", "The Go Authors", "n/a"} {
		if toks := detector.keyedName(v, false); toks != nil {
			t.Errorf("keyedName(%q) = %v, want none", v, toks)
		}
	}
	if ok, _ := personKey("First"); ok {
		t.Errorf("personKey(First) = true, want false: a prose label")
	}
	for _, v := range []string{"Woodgrove Bank", "Graphic Design Institute", "Fourth Coffee", "Alpine Ski House", "Trey Research"} {
		if toks := detector.keyedName(v, true); toks != nil {
			t.Errorf("strict keyedName(%q) = %v, want none", v, toks)
		}
	}
}

// TestKeyedCopyrightOneWord checks that a one-word holder after the sign is
// no person: a photo agency's credit (the seventh set's shape, made words).
func TestKeyedCopyrightOneWord(t *testing.T) {
	if got := copyrightSlots("Fotó: szerzői jog által védve ©Pressmoxa (14/02/13)."); got != nil {
		t.Errorf("copyrightSlots = %v, want none", got)
	}
}
