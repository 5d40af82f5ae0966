package pii

import (
	"math/big"
	"net/netip"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Patterns find candidates; each is then validated (a checksum, a parser),
// because a pattern alone replaces order numbers and versions.
var (
	emailRE = regexp.MustCompile(`[A-Za-z0-9](?:[A-Za-z0-9._%+\-]{0,62}[A-Za-z0-9])?@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}`)
	// An IBAN written in groups of four or in one piece; the country's length cuts it.
	ibanRE = regexp.MustCompile(`[A-Z]{2}[0-9]{2}(?: ?[A-Z0-9]){10,30}`)
	// 13 to 19 digits, grouped by single spaces or dashes.
	cardRE = regexp.MustCompile(`[0-9](?:[ \-]?[0-9]){12,18}`)
	ipv4RE = regexp.MustCompile(`[0-9]{1,3}(?:\.[0-9]{1,3}){3}`)
)

// wordByte reports whether b continues a word or number, so a match touching
// it is part of something longer (an order id, a path) and not a value.
func wordRune(r rune) bool { return r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) }

func runeBefore(s string, i int) rune {
	if i <= 0 {
		return 0
	}
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}

func runeAfter(s string, i int) rune {
	if i >= len(s) {
		return 0
	}
	r, _ := utf8.DecodeRuneInString(s[i:])
	return r
}

// standalone reports whether s[i:j] is not glued to a word, a number or a
// dotted/dashed continuation of either (".5", "-7").
func standalone(s string, i, j int, glue string) bool {
	b, a := runeBefore(s, i), runeAfter(s, j)
	if wordRune(b) || wordRune(a) {
		return false
	}
	if b != 0 && strings.ContainsRune(glue, b) && wordRune(runeBefore(s, i-1)) {
		return false
	}
	if a != 0 && strings.ContainsRune(glue, a) && wordRune(runeAfter(s, j+1)) {
		return false
	}
	return true
}

// emailByte is a byte an address can hold on either side of its "@".
func emailByte(b byte) bool {
	return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' || b >= '0' && b <= '9' || strings.IndexByte("._%+-@", b) >= 0
}

// findEmails runs the pattern only on the stretch of address characters
// around each "@": most text has none, and the pattern is slow to try at
// every position.
func findEmails(s string, out []Span) []Span {
	var matches [][]int
	for at := 0; at < len(s); {
		k := strings.IndexByte(s[at:], '@')
		if k < 0 {
			break
		}
		l, r := at+k, at+k+1
		for l > 0 && emailByte(s[l-1]) {
			l--
		}
		for r < len(s) && emailByte(s[r]) {
			r++
		}
		for _, m := range emailRE.FindAllStringIndex(s[l:r], -1) {
			matches = append(matches, []int{l + m[0], l + m[1]})
		}
		at = r
	}
	for _, m := range matches {
		i, j := m[0], m[1]
		if b := runeBefore(s, i); wordRune(b) || b == '.' || b == '@' || b == '-' || b == '+' {
			continue
		}
		if a := runeAfter(s, j); wordRune(a) || a == '@' {
			continue
		}
		out = append(out, Span{Start: i, End: j, Kind: Email, Key: strings.ToLower(s[i:j])})
	}
	return out
}

// ibanLengths is the length of an IBAN per country (the SWIFT IBAN registry).
var ibanLengths = map[string]int{
	"AD": 24, "AE": 23, "AL": 28, "AT": 20, "AZ": 28, "BA": 20, "BE": 16, "BG": 22, "BH": 22, "BR": 29,
	"BY": 28, "CH": 21, "CR": 22, "CY": 28, "CZ": 24, "DE": 22, "DK": 18, "DO": 28, "EE": 20, "EG": 29,
	"ES": 24, "FI": 18, "FO": 18, "FR": 27, "GB": 22, "GE": 22, "GI": 23, "GL": 18, "GR": 27, "GT": 28,
	"HR": 21, "HU": 28, "IE": 22, "IL": 23, "IQ": 23, "IS": 26, "IT": 27, "JO": 30, "KW": 30, "KZ": 20,
	"LB": 28, "LC": 32, "LI": 21, "LT": 20, "LU": 20, "LV": 21, "MC": 27, "MD": 24, "ME": 22, "MK": 19,
	"MR": 27, "MT": 31, "MU": 30, "NL": 18, "NO": 15, "PK": 24, "PL": 28, "PS": 29, "PT": 25, "QA": 29,
	"RO": 24, "RS": 22, "SA": 24, "SC": 31, "SE": 24, "SI": 19, "SK": 24, "SM": 27, "ST": 25, "SV": 28,
	"TL": 23, "TN": 24, "TR": 26, "UA": 29, "VA": 22, "VG": 24, "XK": 20,
}

func findIBANs(s string, out []Span) []Span {
	for _, m := range ibanRE.FindAllStringIndex(s, -1) {
		i := m[0]
		if wordRune(runeBefore(s, i)) {
			continue
		}
		want, ok := ibanLengths[s[i:i+2]]
		if !ok {
			continue
		}
		// Walk the match until the country's length is reached: what follows
		// (a word in capitals after a space) is not part of the IBAN.
		var compact strings.Builder
		j := i
		for j < m[1] && compact.Len() < want {
			if s[j] != ' ' {
				compact.WriteByte(s[j])
			}
			j++
		}
		if compact.Len() != want || wordRune(runeAfter(s, j)) || !ibanChecksum(compact.String()) {
			continue
		}
		out = append(out, Span{Start: i, End: j, Kind: IBAN, Key: compact.String()})
	}
	return out
}

// ibanChecksum is ISO 13616's mod-97 check: the country and check digits
// moved to the end, letters as 10..35, the number mod 97 is 1.
func ibanChecksum(iban string) bool {
	var d strings.Builder
	for _, r := range iban[4:] + iban[:4] {
		switch {
		case r >= '0' && r <= '9':
			d.WriteRune(r)
		case r >= 'A' && r <= 'Z':
			d.WriteString(big.NewInt(int64(r - 'A' + 10)).String())
		default:
			return false
		}
	}
	n, ok := new(big.Int).SetString(d.String(), 10)
	return ok && new(big.Int).Mod(n, big.NewInt(97)).Int64() == 1
}

func findCards(s string, out []Span) []Span {
	for _, m := range cardRE.FindAllStringIndex(s, -1) {
		i, j := m[0], m[1]
		if !standalone(s, i, j, ".,-/") {
			continue
		}
		raw := s[i:j]
		// One separator style: "4111 1111 1111 1111" or "4111-1111-...", not a mix.
		if strings.Contains(raw, " ") && strings.Contains(raw, "-") {
			continue
		}
		digits := strings.NewReplacer(" ", "", "-", "").Replace(raw)
		if !issuerPrefix(digits) || !luhn(digits) {
			continue
		}
		out = append(out, Span{Start: i, End: j, Kind: Card, Key: digits})
	}
	return out
}

// issuerPrefix keeps card numbers of the big networks at their lengths:
// a random 16-digit number passes Luhn one time in ten, so the prefix and
// length are what make a card number recognisable.
func issuerPrefix(d string) bool {
	n := len(d)
	p2 := d[:2]
	p4 := d[:4]
	switch {
	case d[0] == '4':
		return n == 13 || n == 16 || n == 19 // Visa
	case p2 >= "51" && p2 <= "55", p4 >= "2221" && p4 <= "2720":
		return n == 16 // Mastercard
	case p2 == "34" || p2 == "37":
		return n == 15 // American Express
	case p4 == "6011" || p2 == "65" || (d[:3] >= "644" && d[:3] <= "649"):
		return n >= 16 && n <= 19 // Discover
	case p4 >= "3528" && p4 <= "3589":
		return n >= 16 && n <= 19 // JCB
	case p2 == "36" || p2 == "38" || (d[:3] >= "300" && d[:3] <= "305"):
		return n >= 14 && n <= 19 // Diners Club
	case p2 == "62":
		return n >= 16 && n <= 19 // UnionPay
	case p2 == "50" || (p2 >= "56" && p2 <= "69"):
		return n >= 12 && n <= 19 // Maestro
	}
	return false
}

func luhn(d string) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		v := int(d[i] - '0')
		if double {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
		double = !double
	}
	return sum%10 == 0
}

func findIPs(s string, out []Span) []Span {
	for _, m := range ipv4RE.FindAllStringIndex(s, -1) {
		i, j := m[0], m[1]
		if !standalone(s, i, j, ".") || versionBefore(s, i) {
			continue
		}
		a, err := netip.ParseAddr(s[i:j])
		if err != nil {
			continue
		}
		out = append(out, Span{Start: i, End: j, Kind: IP, Key: a.String()})
	}
	for _, m := range ipv6Candidates(s) {
		i, j := m[0], m[1]
		if wordRune(runeBefore(s, i)) || runeBefore(s, i) == ':' || wordRune(runeAfter(s, j)) {
			continue
		}
		raw := s[i:j]
		if strings.Count(raw, ":") < 2 || !strings.ContainsAny(raw, "0123456789") {
			continue // "a::b" is C++, not an address
		}
		a, err := netip.ParseAddr(raw)
		if err != nil || !a.Is6() {
			continue
		}
		out = append(out, Span{Start: i, End: j, Kind: IP, Key: a.String()})
	}
	return out
}

// versionBefore reports whether a dotted number is a version ("v1.2.3.4",
// "version 10.0.0.1").
func versionBefore(s string, i int) bool {
	before := strings.ToLower(s[max(0, i-9):i])
	before = strings.TrimRight(before, " ")
	return strings.HasSuffix(before, "v") || strings.HasSuffix(before, "version") || strings.HasSuffix(before, "release")
}

// ipv6Candidates are the maximal runs of hex digits, colons and dots with
// at least two colons (an embedded IPv4 tail included), trailing dots cut.
func ipv6Candidates(s string) [][2]int {
	var out [][2]int
	hex := func(b byte) bool { return b >= '0' && b <= '9' || b >= 'a' && b <= 'f' || b >= 'A' && b <= 'F' }
	for at := 0; at < len(s); {
		k := strings.IndexByte(s[at:], ':')
		if k < 0 {
			break
		}
		l, r := at+k, at+k
		for l > 0 && (hex(s[l-1]) || s[l-1] == ':') {
			l--
		}
		for r < len(s) && (hex(s[r]) || s[r] == ':' || s[r] == '.') {
			r++
		}
		for r > l && s[r-1] == '.' {
			r--
		}
		if strings.Count(s[l:r], ":") >= 2 {
			out = append(out, [2]int{l, r})
		}
		at = max(r, at+k+1)
	}
	return out
}
