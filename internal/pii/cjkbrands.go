package pii

import (
	_ "embed"
	"unicode/utf8"
)

// Brands in Chinese from the name-suggestion-index (docs/adr/0111): the
// names OpenStreetMap tags shops, restaurants, banks and hotels with
// (麦当劳, 沃尔玛), written by scripts/pii-nsi-brands.py. A foreign brand
// in Chinese is spelled with the characters of foreign names, so the
// detector takes it for a foreign person; most brands of the list are
// Chinese words or Chinese names (许留山, 李宁), which stay persons.

//go:embed names/cjk/zh-brands.txt
var zhBrandsText string

var zhBrands = sortedList(zhBrandsText)

// foreignBrand: v is a listed brand of three characters or more spelled
// only with transliteration characters and middle dots, so a person found
// as exactly v is the brand. Two characters are as often a Chinese given
// name or a short foreign surname (莎莎, 罗森, 苏宁).
func foreignBrand(v string) bool {
	if utf8.RuneCountInString(v) < 3 || !zhBrands.has(v) {
		return false
	}
	for _, r := range v {
		if !zhTranslit[r] && r != '·' {
			return false
		}
	}
	return true
}
