package pii

import "testing"

// TestUrduPersons: on Urdu lines Urdu's common words are no name ("اور
// کوششوں", and efforts; "ادا کیا", performed), a postposition or
// particle after a name stays outside it ("راشد منہاس بھی"), and the name
// after a form of address ("وزیر اعظم", "ڈاکٹر", "جناب" kept outside) is
// found, and so is the one before "صاحب" (docs/adr/0256). The old detector found "اور کوششوں", "ادا کیا",
// "اور نوجوان", "اور لوگ" and "راشد منہاس بھی", and missed "شہباز شریف".
func TestUrduPersons(t *testing.T) {
	s := "حکومت نے تعلیم اور کوششوں کے لیے نئے منصوبے شروع کیے ہیں اور روایتی طریقوں کو بدلنا ہوگا۔\n" +
		"وزیر اعظم شہباز شریف نے کہا کہ یہ فیصلہ ادا کیا گیا اور نوجوان اس سے فائدہ اٹھائیں گے۔\n" +
		"ڈاکٹر ندیم اختر نے بتایا کہ شہر میں پانی کی فراہمی بہتر ہو گئی ہے اور لوگ خوش ہیں۔\n" +
		"اس موقع پر جناب راشد منہاس بھی موجود تھے اور انہوں نے طلبہ سے خطاب کیا۔\n" +
		"کل شام وزیر اعلیٰ کمال ہاشمی اور سلیم صاحب نے شہر کا دورہ کیا اور لوگوں سے ملاقات کی۔"
	want := map[string]bool{"شہباز شریف": true, "ندیم اختر": true, "راشد منہاس": true, "کمال ہاشمی": true, "سلیم": true}
	got := map[string]bool{}
	for _, sp := range detector.Find(s) {
		if sp.Kind == Person {
			got[s[sp.Start:sp.End]] = true
			if !want[s[sp.Start:sp.End]] {
				t.Errorf("false person %q", s[sp.Start:sp.End])
			}
		}
	}
	for w := range want {
		if !got[w] {
			t.Errorf("missed %q", w)
		}
	}
}

// TestUrduLineWords: a line is Urdu by its own letters; Persian and Sindhi
// lines are not, so their passes see what they saw before.
func TestUrduLineWords(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"ہندوستان میں عورتوں کے خلاف تشدد کے واقعات", true},
		{"محمدرضا شجریان در تهران به دنیا آمد و آواز خواند", false},
		{"ٻوڏ جو پاڻي شهر ۾ داخل ٿي ويو ، جسٹس تصدق حسين جيلاني چيو ته", false},
		// Few Urdu-only letters, but Urdu's function words (docs/adr/0270).
		{"اس کی تعلیم اور تربیت کا کام اپنی جگہ مکمل تھا", true},
		{"او در دانشگاه تهران درس خواند و سپس به کرمان رفت و آنجا ماند", false},
		{"وقال الرئيس إن المفاوضات مع الوفد كانت مثمرة وإيجابية جدا", false},
	} {
		got := urduLineWords(c.s, words(c.s)) != nil
		if got != c.want {
			t.Errorf("urduLineWords(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}
