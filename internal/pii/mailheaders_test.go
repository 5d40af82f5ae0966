package pii

import (
	"os"
	"strings"
	"testing"
)

// TestMailHeaderSurnameFirst: a mail client's header block names a sender
// or a recipient "Surname, Given" in the client's language (Von, Från, De,
// Od, À …); the value is one person, whole, and a list parted by
// semicolons holds one such person per part (own names, no set's;
// docs/adr/0244). Each positive case failed before: the header's value was
// split at its comma into two lone words. Two given names after "To:" stay
// two persons.
func TestMailHeaderSurnameFirst(t *testing.T) {
	cases := []struct{ name, text, want string }{
		{"german sender", "Von: Wszołek, Bernadette\nGesendet: Montag, 9. März 2026 16:02\nBetreff: Angebot\n", "Wszołek, Bernadette"},
		{"swedish sender", "Från: Lindqvist, Maja\nSkickat: den 3 mars 2027 10:12\nÄmne: Offert\n", "Lindqvist, Maja"},
		{"french recipient", "De : Quenby, Zorvath\nEnvoyé : lundi 9 mars 2026 17:40\nÀ : Brandt, Ilse\n", "Quenby, Zorvath|Brandt, Ilse"},
		{"semicolon list", "From: Ana Lima <ana@example.com>\nSent: Monday, March 9, 2026 5:40 PM\nTo: Quenby, Zorvath; Brandt, Ilse\n", "Ana Lima|Quenby, Zorvath|Brandt, Ilse"},
		{"two given names", "From: Ana Lima <ana@example.com>\nDate: Mon, 9 Mar 2026\nTo: Maja, Halina\n", "Ana Lima|Maja|Halina"},
	}
	for _, c := range cases {
		if got := persons(detector, c.text); got != c.want {
			t.Errorf("%s: persons %q, want %q", c.name, got, c.want)
		}
	}
}

// TestMailHeaderKeysVendored: every key of the vendored mail-parser-reply
// header list (testdata/third_party/mail-parser-reply) is in the role's set
// of mailheaders.go, so the code holds the licensed list whole.
func TestMailHeaderKeysVendored(t *testing.T) {
	b, err := os.ReadFile("testdata/third_party/mail-parser-reply/header_keys.tsv")
	if err != nil {
		t.Fatal(err)
	}
	roles := map[string]map[string]bool{"sender": mailSenderKeys, "recipient": mailRecipientKeys, "meta": mailMetaKeys}
	n := 0
	for _, line := range strings.Split(string(b), "\n") {
		f := strings.Split(line, "\t")
		if strings.HasPrefix(line, "#") || len(f) != 3 {
			continue
		}
		n++
		if k := strings.Join(strings.Fields(fold(f[2])), " "); !roles[f[1]][k] {
			t.Errorf("%s %s key %q (%q) missing", f[0], f[1], f[2], k)
		}
	}
	if n < 70 {
		t.Errorf("read %d keys, want 70 or more", n)
	}
}
