package pii

import (
	"encoding/json"
	"strings"
	"testing"
)

var detector = NewDetector()

func TestDetectorLeavesNumbersThatAreNotPersonalData(t *testing.T) {
	for _, s := range []string{
		"Order 1000234 shipped on 2024-03-15 for EUR 1,234.56.",
		"ISBN 978-3-16-148410-0 and ISBN 0-306-40615-2",
		"Upgrade to v1.2.3.4, version 10.0.19041.1 or 1.21.4",
		"INV-2024-00012, ORD-2025-001234, NR-1042, CC-210, PO 4500012345",
		"paid 1.234,56 € on 15.03.2024 at 10:30:00; total 12 345 678 EUR",
		"a::b is C++ and 00:1A:2B:3C:4D:5E is a MAC address",
		"The Compact Servo Motor ships from Hamburg every Monday in May.",
		"Will the Customer Support team in Austin review the Expense Policy?",
	} {
		if spans := detector.Find(s); len(spans) > 0 {
			t.Errorf("%q: replaced %s %q", s, spans[0].Kind, s[spans[0].Start:spans[0].End])
		}
	}
}

func TestDetectorFindsEachKind(t *testing.T) {
	for _, c := range []struct {
		text, want string
		kind       Kind
	}{
		{"mail anna.novak7@northwind-robotics.example today", "anna.novak7@northwind-robotics.example", Email},
		{"call +49 40 1234567 now", "+49 40 1234567", Phone},
		{"call (415) 555-2671 now", "(415) 555-2671", Phone},
		{"office 020 7946 0958.", "020 7946 0958", Phone},
		{"phone: 4155552671", "4155552671", Phone},
		{"IBAN DE89 3704 0044 0532 0130 00 IS", "DE89 3704 0044 0532 0130 00", IBAN},
		{"to GB82WEST12345698765432.", "GB82WEST12345698765432", IBAN},
		{"card 4111 1111 1111 1111 exp", "4111 1111 1111 1111", Card},
		{"amex 3782-8224-6310-005", "3782-8224-6310-005", Card},
		{"from 192.168.10.20:", "192.168.10.20", IP},
		{"from 2001:db8::8a2e:370:7334 today", "2001:db8::8a2e:370:7334", IP},
		{"Ask Anna Novak about it", "Anna Novak", Person},
		{"Dr. Okafor said", "Okafor", Person},
		{"approved by Daniel F. Okafor.", "Daniel F. Okafor", Person},
	} {
		spans := detector.Find(c.text)
		if len(spans) != 1 || c.text[spans[0].Start:spans[0].End] != c.want || spans[0].Kind != c.kind {
			t.Errorf("%q: got %v, want one %s %q", c.text, spans, c.kind, c.want)
		}
	}
}

func TestDetectorRejectsBadChecksums(t *testing.T) {
	for _, s := range []string{"IBAN DE89 3704 0044 0532 0130 01", "card 4111 1111 1111 1112", "ip 256.1.1.1", "call +49 12"} {
		if spans := detector.Find(s); len(spans) > 0 {
			t.Errorf("%q: replaced %q", s, s[spans[0].Start:spans[0].End])
		}
	}
}

func TestMaskGivesTheSameValueTheSamePlaceholder(t *testing.T) {
	m := NewMask(detector.WithTerms([]string{"Project Falcon", " ", "project falcon"}))
	a, ca := m.Redact("Anna Novak (ANNA.NOVAK@example.com, +49 40 1234567) leads Project Falcon.")
	b, cb := m.Redact("Mail anna.novak@example.com or call +49 40 123 4567 about project falcon; Ben Schmidt knows.")
	if a != "⟨PERSON_1⟩ (⟨EMAIL_1⟩, ⟨PHONE_1⟩) leads ⟨TERM_1⟩." {
		t.Fatalf("first: %q", a)
	}
	if b != "Mail ⟨EMAIL_1⟩ or call ⟨PHONE_1⟩ about ⟨TERM_1⟩; ⟨PERSON_2⟩ knows." {
		t.Fatalf("second: %q", b)
	}
	if ca.String() != "EMAIL=1 PERSON=1 PHONE=1 TERM=1" || cb.String() != "EMAIL=1 PERSON=1 PHONE=1 TERM=1" || m.Counted().Total() != 8 {
		t.Fatalf("counts %v %v %v", ca, cb, m.Counted())
	}
	// The value as first written comes back.
	if got := m.Restore("Write to ⟨EMAIL_1⟩ and ⟨PERSON_2⟩ about ⟨TERM_1⟩, not ⟨PERSON_9⟩."); got != "Write to ANNA.NOVAK@example.com and Ben Schmidt about Project Falcon, not ⟨PERSON_9⟩." {
		t.Fatalf("restore: %q", got)
	}
}

func TestRestoreJSONKeepsArgumentsValid(t *testing.T) {
	m := NewMask(detector)
	red, _ := m.Redact(`Dr. O"Brien Okafor`) // a quote inside a value must stay JSON
	m.values["⟨PERSON_1⟩"] = `Okafor "the" Great`
	args := `{"sql":"SELECT * FROM t WHERE name = '⟨PERSON_1⟩'"}`
	var v map[string]string
	if err := json.Unmarshal([]byte(m.RestoreJSON(args)), &v); err != nil || v["sql"] != `SELECT * FROM t WHERE name = 'Okafor "the" Great'` {
		t.Fatalf("%s → %v %v (%q)", args, v, err, red)
	}
}

// TestRestorerAcrossDeltas streams a redacted answer cut at every byte
// offset pair; the restored text is the same however it is split.
func TestRestorerAcrossDeltas(t *testing.T) {
	m := NewMask(detector)
	m.Redact("Anna Novak, anna@example.com, DE89 3704 0044 0532 0130 00")
	answer := "Ask ⟨PERSON_1⟩ (⟨EMAIL_1⟩) to pay ⟨IBAN_1⟩; ⟨PERSON_7⟩ and ⟨ unknown ⟨PERS and 5 ⟨ ⟩."
	want := "Ask Anna Novak (anna@example.com) to pay DE89 3704 0044 0532 0130 00; ⟨PERSON_7⟩ and ⟨ unknown ⟨PERS and 5 ⟨ ⟩."
	if got := m.Restore(answer); got != want {
		t.Fatalf("whole: %q", got)
	}
	for i := 0; i <= len(answer); i++ {
		for j := i; j <= len(answer); j += 3 {
			var b strings.Builder
			r := m.NewRestorer(func(s string) error { b.WriteString(s); return nil })
			for _, piece := range []string{answer[:i], answer[i:j], answer[j:]} {
				if err := r.Write(piece); err != nil {
					t.Fatal(err)
				}
			}
			if err := r.Flush(); err != nil {
				t.Fatal(err)
			}
			if b.String() != want {
				t.Fatalf("split at %d,%d: %q", i, j, b.String())
			}
		}
	}
}

func FuzzRestorerSplits(f *testing.F) {
	m := NewMask(detector)
	m.Redact("Anna Novak, anna@example.com")
	f.Add("Ask ⟨PERSON_1⟩ at ⟨EMAIL_1⟩.", 5, 9)
	f.Fuzz(func(t *testing.T, s string, a, b int) {
		if a < 0 || b < 0 {
			return
		}
		a, b = a%(len(s)+1), b%(len(s)+1)
		if a > b {
			a, b = b, a
		}
		var out strings.Builder
		r := m.NewRestorer(func(x string) error { out.WriteString(x); return nil })
		_ = r.Write(s[:a])
		_ = r.Write(s[a:b])
		_ = r.Write(s[b:])
		_ = r.Flush()
		if want := m.Restore(s); out.String() != want {
			t.Fatalf("%q split %d,%d: %q, want %q", s, a, b, out.String(), want)
		}
	})
}
