package pii

import (
	"slices"
	"testing"
)

// TestForeignBrandsInHanAreNoPersons: a foreign brand spelled with the
// characters of foreign names is no person, in either script, while a
// person beside it stays (docs/adr/0111).
func TestForeignBrandsInHanAreNoPersons(t *testing.T) {
	for s, want := range map[string][]string{
		"本季度麥當勞的訂單已經寄出。":       nil,
		"供应商名单：沃尔玛、肯德基、阿迪达斯。":  nil,
		"客户约翰·史密斯说麦当劳的发票已经寄出。": {"约翰·史密斯"},
	} {
		if got := personsIn(detector, s); !slices.Equal(got, want) {
			t.Errorf("%s: persons %q, want %q", s, got, want)
		}
	}
}

// TestForeignBrandNeedsThreeCharacters: a listed brand of two characters
// (罗森, 苏宁) is as often a name and is not vetoed; one spelled with other
// characters than those of foreign names (许留山) is not either.
func TestForeignBrandNeedsThreeCharacters(t *testing.T) {
	for v, want := range map[string]bool{"麦当劳": true, "麥當勞": true, "沃尔玛": true, "罗森": false, "苏宁": false, "许留山": false, "约翰": false} {
		if got := foreignBrand(v); got != want {
			t.Errorf("foreignBrand(%s) = %v, want %v", v, got, want)
		}
	}
}
