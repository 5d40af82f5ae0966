package pii

import (
	"strings"
	"testing"
)

// TestArabicFunctionWordsAreNoNames: in Arabic running text the commonest
// words ("على", "ما", "لا", "له", "به") and one-letter pieces of a word the
// text split ("ك ما") are no person, though the faker name lists hold them
// (docs/adr/0079); the names beside them still are.
func TestArabicFunctionWordsAreNoNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"وافق المجلس على القرار على الفور ، ولا يعرف احد ما حدث له بعد ذلك .", ""},
		{"ليست قاتمة ك ما يصورها بعض اصحاب الاموال الذين لا يثقون به .", ""},
		{"وقال خالد الفيصل ان الاتفاق على الحدود سيوقع غدا .", "خالد الفيصل"},
	} {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestArabicStopListSorted checks the generated list is what sortedList.has
// needs (one folded word a line, strictly increasing bytes, a final
// newline) and holds no particle that stands inside names.
func TestArabicStopListSorted(t *testing.T) {
	if !strings.HasSuffix(arabicStopText, "\n") {
		t.Fatal("no newline at the end")
	}
	lines := strings.Split(strings.TrimSuffix(arabicStopText, "\n"), "\n")
	if len(lines) < 400 {
		t.Errorf("%d entries; the generated list has 436", len(lines))
	}
	for i, l := range lines {
		if l == "" || i > 0 && lines[i-1] >= l || bare(fold(l)) != l {
			t.Fatalf("line %d %q empty, out of order or not folded", i+1, l)
		}
		if particles[l] {
			t.Errorf("%q is a particle inside names", l)
		}
	}
	for _, w := range []string{"على", "ما", "لا"} {
		if !arabicStop.has(w) {
			t.Errorf("%q missing", w)
		}
	}
}

// TestEuropeanFunctionWordsAloneAreNoNames: a capitalised function word
// opening a Croatian, Slovak, Danish or Portuguese sentence is no person
// alone, though the name lists hold it ("Oni", "Så", "Esse", "Tu"), while
// a given name that is no word of any language still is ("Kwame hat …"),
// and the same word beside a surname is part of the name.
func TestEuropeanFunctionWordsAloneAreNoNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Oni su došli jučer u grad.", ""},
		{"Så kom regnen over byen.", ""},
		{"Esse projeto foi aprovado ontem.", ""},
		{"Tu je bilo puno ljudi.", ""},
		{"Kwame hat den Vertrag unterschrieben.", "Kwame"},
		{"Die Rechnung schickte Ona Kowalczyk am Montag.", "Ona Kowalczyk"},
	} {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestPlacesNamedLikePeopleStay: a saint's name inside a capitalised run
// names a town or a church, a kingdom, a war or an oblast is no person, nor
// is a Portuguese road or quarter ("Rodovia …", "Vila …"),
// though the words around are on the name lists (docs/adr/0079).
func TestPlacesNamedLikePeopleStay(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"The plant in Borgo San Dalmazzo closed in 1995.", ""},
		{"Mass was said at Casa Santa Marta on Sunday.", ""},
		{"The Jin Kingdom fell in 1234.", ""},
		{"He fought in the Trojan War, as the poem tells.", ""},
		{"Shelling hit Odessa Oblast overnight.", ""},
		{"O trânsito na Rodovia Anhanguera Bandeirantes parou.", ""},
		{"A festa na Vila Madalena Souza durou até tarde.", ""},
		{"The report was signed by Maria Santos on Monday.", "Maria Santos"},
	} {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestArabicWordsAloneOrBeforeTheArticle: in Arabic most given names are
// also words ("نور" light, "كامل" whole, "زاد" grew), so one Arabic word
// alone is a name only with context, and a word in no name list before a
// word with the article ("حفظ السلام", peace-keeping) is no name; a known
// given name before a family name with the article still is
// (docs/adr/0079).
func TestArabicWordsAloneOrBeforeTheArticle(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"وقد زاد عدد السكان في المدينة هذا العام .", ""},
		{"ودعا المجلس الى حفظ السلام في المنطقة .", ""},
		{"وقال خالد الفيصل ان الاتفاق سيوقع غدا .", "خالد الفيصل"},
	} {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}

// TestFunctionWordDoesNotStartAName: a capitalised European function word
// in no name list before a name is the sentence's first word, not the
// name's ("Sobre Pedro Alves, …" is "Pedro Alves"), unless a name list
// holds it; docs/adr/0079.
func TestFunctionWordDoesNotStartAName(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"Sobre Pedro Alves, a obra termina em maio.", "Pedro Alves"},
		{"Ana Costa assinou o contrato ontem.", "Ana Costa"}, // a function word in Lithuanian, a given name on the lists
	} {
		got := foundPersons(c.text)
		if strings.Join(got, "|") != c.want {
			t.Errorf("%q: found %q, want %q", c.text, got, c.want)
		}
	}
}
