package pii

import "testing"

// TestPersianPhrasesAreNoNames: on a Persian line a phrase whose first word
// faker's lists hold as a given name is no person when that word is a
// common Persian word and the next no listed surname ("زن سالخورده", "سه
// زن", "ماه رجب", "جهان اسلام"), when a later word is a common word ("شب
// نمایش‌ها"), or when it follows or starts with a place or institution
// head ("تیم ملی ایران", "نهاد فرهنگی"); a role noun ends a name and cues
// it ("حسن معجونی کارگردان"); and names whose surname holds a common word
// part or is one before a role noun stay. The sentences are made for this
// test; every phrase here is a person on the code before ADR 0116, and so
// is "حسن معجونی کارگردان ساخت".
func TestPersianPhrasesAreNoNames(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"فیلم تبلیغاتی محصول تازهٔ ما را حسن معجونی کارگردان ساخت و هزینه\u200cاش در صورت\u200cحساب آمده است.", "[حسن معجونی]"},
		{"پیش\u200cنویس قرارداد را مهرانگیز کار حقوقدان شرکت پیش از امضا بررسی کرد.", "[مهرانگیز کار]"},
		{"تیم ملی ایران فردا به تهران برمی\u200cگردد و هزینهٔ سفر را فدراسیون می\u200cپردازد.", ""},
		{"زن سالخورده\u200cای که مشتری قدیمی ماست دیروز به دفتر آمد.", ""},
		{"نهاد فرهنگی شهر از شرکت ما برای چاپ کتاب\u200cها دعوت کرد.", ""},
		{"سه زن از کارکنان بخش فروش دیروز مرخصی گرفتند.", ""},
		{"ماه رجب امسال دفتر شیراز دو هفته تعطیل است.", ""},
		{"هیأت مدیره گزارش جهان اسلام را برای نشست بعدی خواست.", ""},
		{"شب نمایش\u200cها همه به سالن آمدند و بلیت\u200cها فروخته شد.", ""},
		{"قرارداد پشتیبانی را سعید سلطان\u200cپور از طرف شرکت امضا کرد.", "[سعید سلطان\u200cپور]"},
		{"نامهٔ پیشنهاد همکاری را زینب خرم\u200cرود برای مدیر فروش فرستاد.", "[زینب خرم\u200cرود]"},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%s: persons %s, want %s", c.text, got, c.want)
		}
	}
}

// TestPersianGivenNameAndSurname: on a Persian line a listed given name
// that is no common word, followed by a word shaped like a Persian surname
// (a "ی", "زاده" or "پور" ending, joined by a zero-width non-joiner or
// not), is a person though no model found it; a given name that is a
// place or follows a place head starts none. The sentences are made for
// this test; on the code before ADR 0116 the first is missed and the
// second cut to its surname.
func TestPersianGivenNameAndSurname(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"جلسهٔ بعدی با حضور کیوان تهرانی در دفتر مرکزی برگزار می\u200cشود.", "[کیوان تهرانی]"},
		{"فاکتور خرید را ناهید صادق\u200cزاده برای واحد مالی فرستاد.", "[ناهید صادق\u200cزاده]"},
		{"مسئول انبار، فرزاد کریمی\u200cپور، موجودی را شمارش کرد.", "[فرزاد کریمی\u200cپور]"},
		{"کارخانهٔ ایران خودرو قطعات را دیر تحویل داد.", ""},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%s: persons %s, want %s", c.text, got, c.want)
		}
	}
}
