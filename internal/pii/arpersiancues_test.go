package pii

import (
	"strings"
	"testing"
)

// TestPersianNamesBesideTheirContext: on a Persian line a person the
// Arabic model finds stays when a credit word stands before it or a role
// or a birth after it, a name runs on over a zero-width non-joiner, and an
// Arabic-spelled name in a contact row beside Persian fields is kept. The
// sentences are made for this test; the first three fail on the rule of
// ADR 0100 alone, the contact row guards the record-field rule.
func TestPersianNamesBesideTheirContext(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"محمود احمدی\u200cنژاد دیروز در دفتر مرکزی شرکت سخنرانی کرد.", "محمود احمدی\u200cنژاد"},
		{"قرارداد پشتیبانی را سعید سلطان\u200cپور از طرف شرکت امضا کرد.", "سعید سلطان\u200cپور"},
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
