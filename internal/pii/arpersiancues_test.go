package pii

import (
	"strings"
	"testing"
)

// TestPersianNamesBesideTheirContext: on a Persian line a person the
// Arabic model finds stays when a credit word stands before it or a role
// or a birth after it, two name words after a credit word or opening a
// cast line are a name though the model found nothing (a short cast line
// is a Persian line by its "در نقش"), a name runs on over a zero-width non-joiner, and an
// Arabic-spelled name in a contact row beside Persian fields is kept. The
// sentences are made for this test; all but the contact row fail on the
// rule of ADR 0100 alone, the contact row guards the record-field rule.
func TestPersianNamesBesideTheirContext(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"محمود احمدی\u200cنژاد دیروز در دفتر مرکزی شرکت سخنرانی کرد.", "محمود احمدی\u200cنژاد"},
		{"قرارداد پشتیبانی را سعید سلطان\u200cپور از طرف شرکت امضا کرد.", "سعید سلطان\u200cپور"},
		{"ویدئوی معرفی محصول جدید شرکت به کارگردانی تینا مارکوویچ است.", "تینا مارکوویچ"},
		{"الیور گرنت در نقش مدیر فروش در این آگهی بازی کرد.", "الیور گرنت"},
		{"بازیگران آگهی:\nماهان رسولی در نقش حسابدار", "ماهان رسولی"},
		{"name,company,city,note\nمروان عادل,بانک ملی ایران,استان تهران,call back", "مروان عادل"},
		{"مستند تبلیغاتی شرکت به کارگردانی مارکو برامبیلا ساخته شد.", "مارکو برامبیلا"},
	} {
		got := ""
		for _, sp := range detector.Find(c.text) {
			if sp.Kind == Person {
				got += "[" + c.text[sp.Start:sp.End] + "]"
			}
		}
		if got != "["+c.want+"]" {
			t.Errorf("%s: persons %s, want [%s]", c.text, got, c.want)
		}
	}
}

// TestJoinZWNJIsBounded: a hostile run of joined word parts after a name
// widens it by at most maxZWNJ bytes and a trailing joiner is left out.
func TestJoinZWNJIsBounded(t *testing.T) {
	s := "سعید سلطان" + strings.Repeat("\u200cپور", 10000) + "\u200c"
	sp := joinZWNJ(s, Span{Start: 0, End: len("سعید سلطان"), Kind: Person})
	if sp.End-len("سعید سلطان") > maxZWNJ+4 || strings.HasSuffix(s[:sp.End], "\u200c") || sp.End == len("سعید سلطان") {
		t.Errorf("widened to %d bytes", sp.End)
	}
}

// TestPersianCreditWordsAsNouns: a credit word used as a noun ("بر اثر",
// as a result of; "برای کارگردانی", for directing) or before a work noun
// frames no name.
func TestPersianCreditWordsAsNouns(t *testing.T) {
	for _, text := range []string{
		"فروش شرکت بر اثر افزایش قیمت مواد اولیه کاهش یافت.",
		"او را برای کارگردانی فیلم تبلیغاتی شرکت انتخاب کردند.",
		"این گزارش اثر مستند کوتاه شرکت را بررسی می کند.",
	} {
		for _, sp := range detector.Find(text) {
			if sp.Kind == Person {
				t.Errorf("%s: person %q", text, text[sp.Start:sp.End])
			}
		}
	}
}
