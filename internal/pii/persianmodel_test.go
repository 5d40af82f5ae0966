package pii

import "testing"

// TestPersianModelFindsNamesWithoutACue: on Persian business sentences made
// for this test, foreign names written in Persian with no form of address,
// listed given name or credit word before them are found by the Persian
// model (docs/adr/0109); the detector without it (the Arabic model and ADR
// 0100's rule alone, as before) finds none of them. Persian sentences
// without a person stay without one. The first sentence named "مایکل
// جانسون" until ADR 0140's rule found it without the model; "جکسون" is an
// Arabic subtitle word, which that rule leaves to the model.
func TestPersianModelFindsNamesWithoutACue(t *testing.T) {
	if detector.persian == nil {
		t.Fatal("no Persian model is shipped")
	}
	persons := func(d *Detector, text string) string {
		got := ""
		for _, sp := range d.Find(text) {
			if sp.Kind == Person {
				got += "[" + text[sp.Start:sp.End] + "]"
			}
		}
		return got
	}
	old := detector.WithPersianModel(nil)
	for _, c := range []struct{ text, want string }{
		{"در جلسه دیروز مایکل جکسون مدیر فروش شرکت گزارش سالانه را ارائه کرد.", "مایکل جکسون"},
		{"در نشست امروز رابرت اسمیت مدیر مالی شرکت بودجه سال آینده را توضیح داد.", "رابرت اسمیت"},
		{"به گفته مدیر عامل ، جان اسمیت از ماه آینده مسئول دفتر لندن خواهد بود.", "جان اسمیت"},
		{"پیشنهاد همکاری توسط دیوید براون به هیئت مدیره ارائه شد.", "دیوید براون"},
	} {
		if got := persons(detector, c.text); got != "["+c.want+"]" {
			t.Errorf("%s: persons %s, want [%s]", c.text, got, c.want)
		}
		if got := persons(old, c.text); got != "" {
			t.Errorf("%s: without the Persian model persons %s, want none (the test shows nothing new)", c.text, got)
		}
	}
	for _, text := range []string{
		"بر اساس این قرارداد ، شرکت ما خدمات پشتیبانی را تا پایان سال ارائه می دهد.",
		"فروش ماه گذشته در شعبه تهران افزایش یافت و گزارش آن به مدیریت ارسال شد.",
	} {
		if got := persons(detector, text); got != "" {
			t.Errorf("%s: persons %s, want none", text, got)
		}
	}
}

// TestPersianModelLeavesArabicLines: an Arabic news line is tagged by the
// Arabic model alone, so the Persian model changes nothing there.
func TestPersianModelLeavesArabicLines(t *testing.T) {
	text := "قال الرئيس بشار الاسد في دمشق ان محمد بن زايد ال نهيان وصل الى العاصمة امس في زيارة رسمية."
	a, b := detector.Find(text), detector.WithPersianModel(nil).Find(text)
	if len(a) != len(b) {
		t.Fatalf("with the Persian model %v, without %v", a, b)
	}
	for i := range a {
		if a[i] != b[i] {
			t.Errorf("with the Persian model %v, without %v", a[i], b[i])
		}
	}
}
