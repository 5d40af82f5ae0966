package pii

import (
	"slices"
	"testing"
)

// TestDottedNameWithInitialsOrHyphen: a dotted foreign name in Chinese text
// keeps a Latin initial and the part after it, opens on initials, or joins
// a double family name by a hyphen (docs/adr/0171); it was cut at the
// initial or the hyphen, or dropped for mixing scripts.
func TestDottedNameWithInitialsOrHyphen(t *testing.T) {
	for s, want := range map[string][]string{
		"这本小说的作者是羅伯特·R·威廉斯。":   {"羅伯特·R·威廉斯"},
		"我们昨天见到了A·J·克朗宁和他的妻子。": {"A·J·克朗宁"},
		"这个项目由雅克·沙邦-戴尔马负责。":    {"雅克·沙邦-戴尔马"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestInitialsOnly: only single Latin letters beside a Han dot make a
// person mixing Latin and Han one name.
func TestInitialsOnly(t *testing.T) {
	for v, want := range map[string]bool{
		"羅伯特·R·威廉斯": true,
		"A·J·克朗寧":   true,
		"社名をDave":   false,
		"R威廉斯":      false,
	} {
		if got := initialsOnly(v); got != want {
			t.Errorf("initialsOnly(%q) = %v, want %v", v, got, want)
		}
	}
}
