package pii

import "testing"

// TestForeignGivenNamesInPersianSpelling: a Western given name written the
// Persian way ("ویکتور", where Arabic and Wikidata's label write
// "فيكتور"; "جنیفر" for "جينيفر"), before a word of Wikidata's persons'
// names, is a person; a Persian word whose skeleton is a listed name's is
// none when it is a common web word ("میلیون", million) or holds ف, which
// Persian writes for f only ("فیلم", film, is no "William"); and a name
// that runs to a third word takes it ("جنیفر ویلسون اندرسون"). The sentences
// are made for this test; on the code before ADR 0219 the first three are
// missed, the third found as its first two words.
func TestForeignGivenNamesInPersianSpelling(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"قرارداد پشتیبانی را ویکتور اندرسون از طرف شرکت امضا کرد.", "[ویکتور اندرسون]"},
		{"گزارش مالی را جنیفر اندرسون دیروز برای هیئت مدیره فرستاد.", "[جنیفر اندرسون]"},
		{"گزارش مالی را جنیفر ویلسون اندرسون دیروز برای هیئت مدیره فرستاد.", "[جنیفر ویلسون اندرسون]"},
		{"شرکت برای این طرح دو میلیون یورو از بانک وام گرفت.", ""},
		{"جشنواره امسال فیلم برلین را در بخش مسابقه نمایش داد.", ""},
	} {
		if got := bracketedPersons(c.text); got != c.want {
			t.Errorf("%s: persons %s, want %s", c.text, got, c.want)
		}
	}
}
