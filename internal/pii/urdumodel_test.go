package pii

import (
	"slices"
	"testing"
)

// TestUrduModelFindsIndianNamesInUrdu: names of Indian and Pakistani people
// in Urdu prose that no list holds, found by the Urdu model (docs/adr/0270);
// the Arabic and Persian models found none of the first four (the test
// fails with WithUrduModel(nil, 0), as before the model). Ordinary words
// joined by "اور" (and) stay no one. Made-up sentences, no set's names.
func TestUrduModelFindsIndianNamesInUrdu(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct {
		s    string
		want []string
	}{
		{"اجلاس کی صدارت سنیتا ورما نے کی اور رپورٹ پیش کی۔", []string{"سنیتا ورما"}},
		{"اس کتاب کو رمیش چندر پانڈے نے لکھا تھا اور اسے بہت پسند کیا گیا۔", []string{"رمیش چندر پانڈے"}},
		{"کمیٹی کے چیئرمین راجیو نائک نے کہا کہ منصوبہ اگلے سال مکمل ہوگا۔", []string{"راجیو نائک"}},
		{"تقریب میں ارون کمار سنگھ اور پرینکا دیسائی بھی موجود تھے۔", []string{"ارون کمار سنگھ", "پرینکا دیسائی"}},
		{"نئی پالیسی اور عوامی بہبود کے لئے کام جاری ہے اور حکومت نے فنڈ دیا۔", nil},
	} {
		var got []string
		for _, sp := range d.Find(c.s) {
			if sp.Kind == Person {
				got = append(got, c.s[sp.Start:sp.End])
			}
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("Find(%q) persons %q, want %q", c.s, got, c.want)
		}
	}
}

// TestUrduInitialsBeginTheName: initials written as words ("ایم کے", M.
// K.) begin the name after them; "کے" alone begins it only where it cannot
// be the postposition (of) after a noun: at a sentence's start, not after
// "کمیٹی" (committee). The first two fail on the code before
// docs/adr/0270, which cut the initials off.
func TestUrduInitialsBeginTheName(t *testing.T) {
	d := NewDetector()
	for _, c := range []struct{ s, want string }{
		{"اجلاس میں ایم کے سنیل کمار نے تقریر کی اور سب نے سنا۔", "ایم کے سنیل کمار"},
		{"کے راجیو نائک نے کہا کہ منصوبہ اگلے سال مکمل ہوگا۔", "کے راجیو نائک"},
		{"اس موقع پر ڈاکٹر وی سنیتا ورما نے کہا کہ کام جاری ہے۔", "وی سنیتا ورما"},
		{"کمیٹی کے راجیو نائک نے کہا کہ منصوبہ اگلے سال مکمل ہوگا۔", "راجیو نائک"},
	} {
		var got []string
		for _, sp := range d.Find(c.s) {
			if sp.Kind == Person {
				got = append(got, c.s[sp.Start:sp.End])
			}
		}
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("Find(%q) persons %q, want %q", c.s, got, c.want)
		}
	}
}
