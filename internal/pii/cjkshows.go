package pii

import (
	"strings"
	"unicode/utf8"
)

// hostedShow: v is a foreign name, dotted or spelled with three or more
// transliteration characters, and then 秀, show: a television show
// named after its host ("…·…秀", The Phil Silvers Show), no person
// (docs/adr/0212). 秀 is no transliteration character, and a Chinese
// given name that ends in it follows a one- or two-character surname, not
// a foreign name.
func hostedShow(v string) bool {
	rest, ok := strings.CutSuffix(v, "秀")
	if !ok {
		return false
	}
	if utf8.RuneCountInString(rest) < 3 {
		return false
	}
	if strings.ContainsRune(rest, '·') {
		return true
	}
	for _, r := range rest {
		if !zhTranslit[r] {
			return false
		}
	}
	return true
}
