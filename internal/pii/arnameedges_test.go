package pii

import (
	"slices"
	"testing"
)

// TestArabicScriptNameEdges: Wiktionary's Persian given names start a
// name on a Persian line, "Sayyid" belongs to the name, a Persian "Sheikh"
// does not, a nisba or surname after a name of two words joins it, and a
// word a zero-width non-joiner parts stays whole (docs/adr/0172). Every
// case but "السيد" and "حسن روحانی" (which stay as they were) fails before
// it.
func TestArabicScriptNameEdges(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string
	}{
		{"به گفتهٔ ابراهیم نبوی این کتاب در سال گذشته منتشر شد.", []string{"ابراهیم نبوی"}},
		{"این گزارش را تیمور امیری نوشته است و در روزنامه چاپ شد.", []string{"تیمور امیری"}},
		{"واستقبل سيد محمد خاتمي الوفد في طهران امس.", []string{"سيد محمد خاتمي"}},
		{"کتاب او با مقدمهٔ سید مهدی سیدصالحی منتشر شد.", []string{"سید مهدی سیدصالحی"}},
		{"وی در جلسه با آقای شیخ محمدعلی قمی دربارهٔ کتاب گفتگو کرد.", []string{"محمدعلی قمی"}},
		{"پس از انقلاب، محمد هاشمی رفسنجانی رئیس صدا و سیما شد.", []string{"محمد هاشمی رفسنجانی"}},
		{"میرزا یحیی نوری در آن سال به اصفهان رفت و در آنجا ماند.", []string{"میرزا یحیی نوری"}},
		{"در این فیلم آنه\u200cماری شیمل دربارهٔ مولوی سخن می\u200cگوید.", []string{"آنه\u200cماری شیمل"}},
		// As they were: "السيد" (Mr) stays outside, and the ezafe after
		// a long vowel ("دکترای", the doctorate of) joins no name.
		{"وقال السيد محمد خاتمي ان بلاده لا تريد الحرب.", []string{"محمد خاتمي"}},
		{"به گفتهٔ ابراهیم نبوی دکترای فلسفه دارد.", []string{"ابراهیم نبوی"}},
		{"حسن روحانی رئیس جمهور سابق ایران در این نشست سخنرانی کرد.", []string{"حسن روحانی"}},
	} {
		got := foundPersons(c.text)
		if !slices.Equal(got, c.want) {
			t.Errorf("%s\n  persons %q, want %q", c.text, got, c.want)
		}
	}
}

// TestPersianFieldsAreNoPersons: after "استاد" (professor) a field of
// study is no name (docs/adr/0172); both cases fail before it.
func TestPersianFieldsAreNoPersons(t *testing.T) {
	for _, text := range []string{
		"او سال\u200cها استاد علوم کامپیوتر در دانشگاه صنعتی بود.",
		"او استاد زیست شناسی در دانشگاه کلمبیا است.",
	} {
		if got := foundPersons(text); got != nil {
			t.Errorf("%s\n  persons %q, want none", text, got)
		}
	}
}
