package pii

import (
	"strings"
	"testing"
)

// TestGreekForeignPersons: in Greek news-like sentences a capitalised
// Greek word that reads in Latin letters as a given name ("Ντόναλντ",
// Donald; "Εμανουέλ", Emmanuel; "Άνγκελα", Angela), then a capitalised
// Greek word that is no common word, is a person; Greek names stay found
// and parties, places and firms are not. The sentences are made for this
// test (docs/adr/0136); on the code before it none of the foreign persons
// is found.
func TestGreekForeignPersons(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Ο Ντόναλντ Τραμπ συναντήθηκε με τον Εμανουέλ Μακρόν στο Παρίσι.", "[Ντόναλντ Τραμπ][Εμανουέλ Μακρόν]"},
		{"Η Άνγκελα Μέρκελ μίλησε στο Βερολίνο.", "[Άνγκελα Μέρκελ]"},
		{"Ο Γιώργος Παπαδόπουλος υπέγραψε τη σύμβαση με την Eurobank στην Αθήνα.", "[Γιώργος Παπαδόπουλος]"},
		{"Η Microsoft και η Νέα Δημοκρατία ανακοίνωσαν συνεργασία στη Θεσσαλονίκη.", ""},
	} {
		checkBracketed(t, c.text, c.want)
	}
}

// TestGreekCommonWordsNoPersons: the commonest Greek subtitle words,
// capitalised two by two as a name would be (ranks 300–2,299 each before
// the word 2,700 ranks on; ranks 3,000–4,999 before the one 4,000 on),
// make no person of this pass. Before its subtitle rule 287 of the first
// 2,000 pairs were taken.
func TestGreekCommonWordsNoPersons(t *testing.T) {
	ranked := byRank(greekCommon)
	title := func(w string) string { r := []rune(w); return strings.ToUpper(string(r[0])) + string(r[1:]) }
	for _, span := range [][3]int{{300, 2300, 2700}, {3000, 5000, 4000}} {
		for i := span[0]; i < span[1]; i++ {
			s := "και " + title(ranked[i]) + " " + title(ranked[i+span[2]]) + " είπε."
			if got := detector.greekPersons(s, words(s), nil); len(got) > 0 {
				t.Errorf("%s: persons %v", s, got)
			}
		}
	}
}
