package pii

import "testing"

// TestAustronesianCuedNames: made Javanese, Indonesian and Tagalog prose
// with made names; the speakers after a verb of saying, the names after a
// form of address or a personal article, and a one-word name's other
// places are persons, while an office, a body that goes on with lower-case
// words and a kin term are not (docs/adr/0220).
func TestAustronesianCuedNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Warga ing desa iku padha teka ing pendhapa lan nonton wayang nganti esuk. \"Wayang iki kudu dilestarekake,\" ujare Sarwoko. Sarwoko uga kandha yen bocah-bocah seneng nonton.",
			"[Sarwoko][Sarwoko]"},
		{"Miturut Wirodiharjo, gamelan iku wis ana ing kampung wiwit jaman biyen lan ora tau ilang.",
			"[Wirodiharjo]"},
		{"Batik iki kondhang sawise digiyarake Bu Parmirah Sastrowidagdo marang wong akeh ing kutha lan desa.",
			"[Parmirah Sastrowidagdo]"},
		{"Produksi naik dari tahun lalu dan akan terus tumbuh tahun depan, kata Handoyo Kusumawardhani, di kantornya.",
			"[Handoyo Kusumawardhani]"},
		{"Wong sing dodol payung ing pasar iku Darsimin, utawa sing diparabi Gudheg.",
			"[Gudheg]"},
		{"Menurut Brataningrat peringkat tersebut didukung oleh produk yang baik dan pasar yang luas.",
			""},
		{"Pertumbuhan ekonomi akan tetap stabil tahun ini dan tahun depan, kata Kepala Eksekutif LPS, di Jakarta.",
			""},
		{"Umakyat ako sa jeep ni Tatay at umupo ang mga bata sa tabi ni Dalisay. Hindi naman umalis si Dalisay.",
			"[Dalisay][Dalisay]"},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%q: persons %s, want %s", c.text, got, c.want)
		}
	}
}

// TestAustronesianGateKeepsOtherLanguages: the cue words of the family
// are words of other languages too ("Mas" in Portuguese, "ni … ni" in
// French), read only in its text, which those texts are not. A guard: it
// holds on the code before the pass as well.
func TestAustronesianGateKeepsOtherLanguages(t *testing.T) {
	for _, text := range []string{
		"Ele queria sair cedo da cidade. Mas Brataningrat ficou em casa com a família toda.",
		"Il ne veut voir ni Brataningrat ni personne d'autre ce soir dans la ville.",
	} {
		if austronesianText(words(text)) {
			t.Errorf("%q read as the family's text", text)
		}
	}
}

// TestWestAfricanTeacherTitlesCut: Wolof "Maam" and Fula "Cerno" are cut
// as "Sëriñ" is.
func TestWestAfricanTeacherTitlesCut(t *testing.T) {
	for in, want := range map[string]string{
		"Cerno Aliyu Kan":   "Aliyu Kan",
		"Maam Ngoone Jaañ":  "Ngoone Jaañ",
		"Ceerno Saydu Baal": "Saydu Baal",
		"Aliyu Kan":         "Aliyu Kan",
	} {
		if got := in[detector.titleEnd(in, 0, len(in)):]; got != want {
			t.Errorf("titleEnd(%q) leaves %q, want %q", in, got, want)
		}
	}
}
