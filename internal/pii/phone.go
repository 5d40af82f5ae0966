package pii

import (
	"regexp"
	"strings"
	"unicode"

	"github.com/nyaruka/phonenumbers"
)

// phoneRE finds phone-number-shaped runs: an optional + or 00, digits in
// groups separated by single spaces, dots, dashes or slashes, an area code
// possibly in parentheses. Validity is decided by libphonenumber's metadata.
var phoneRE = regexp.MustCompile(`(?:\+|\(\+?)?[0-9](?:[0-9]|[ .\-/]?\(?[0-9]|\)[ .\-]?[0-9]){5,19}`)

// phoneRegions are the countries whose numbers are recognised in national
// format (without +). A number written with + or 00 is recognised for every
// country. The US is first: a national number must be valid there or,
// starting with a trunk 0, in one of the others.
var phoneRegions = []string{"US", "GB", "DE", "FR", "NL", "AT", "CH", "IT", "ES", "PT", "PL", "CZ", "DK", "SE", "BE", "IE"}

// phoneContext are words that announce a phone number: after one of them a
// bare run of digits is taken as a number.
var phoneContext = []string{"phone", "tel", "mobile", "cell", "fax", "call", "telefon", "handy", "whatsapp", "sms", "dial"}

// notPhoneContext are words that announce an identifier or a quantity.
var notPhoneContext = []string{"isbn", "order", "invoice", "id", "no.", "nr", "ref", "version", "sku", "po", "ticket", "account", "iban", "card", "amount", "total", "eur", "usd", "€", "$", "£"}

func findPhones(s string, out []Span) []Span {
	for _, m := range phoneRE.FindAllStringIndex(s, -1) {
		i, j := m[0], m[1]
		// A trailing separator or an unbalanced parenthesis is not part of it.
		for j > i && strings.ContainsRune(" .-/(", rune(s[j-1])) {
			j--
		}
		raw := s[i:j]
		if strings.Count(raw, "(") != strings.Count(raw, ")") {
			if strings.HasPrefix(raw, "(") && !strings.Contains(raw, ")") {
				i++
				raw = s[i:j]
			} else {
				continue
			}
		}
		if !standalone(s, i, j, ".-/:") || digitGlued(s, i, j) {
			continue
		}
		if k, ok := phoneKey(s, i, raw); ok {
			out = append(out, Span{Start: i, End: j, Kind: Phone, Key: k})
		}
	}
	return out
}

// digitGlued reports a comma joining the candidate to a digit, as in a
// thousands separator (1,234,567) or a list of numbers. A comma after a word
// is a field or list separator ("Petrov,+7 916 123 45 67,Moscow" in a CSV
// row), so unlike the other glue characters it blocks only between digits.
func digitGlued(s string, i, j int) bool {
	if runeBefore(s, i) == ',' && unicode.IsDigit(runeBefore(s, i-1)) {
		return true
	}
	return runeAfter(s, j) == ',' && unicode.IsDigit(runeAfter(s, j+1))
}

// phoneKey validates a candidate and returns it in E.164.
func phoneKey(s string, i int, raw string) (string, bool) {
	digits := 0
	for _, r := range raw {
		if r >= '0' && r <= '9' {
			digits++
		}
	}
	if digits < 7 || digits > 15 {
		return "", false
	}
	before := strings.ToLower(s[max(0, i-16):i])
	international := strings.HasPrefix(raw, "+") || strings.HasPrefix(raw, "(+") || strings.HasPrefix(raw, "00")
	if !international && hasWordSuffix(before, notPhoneContext) {
		return "", false
	}
	if international {
		if strings.HasPrefix(raw, "00") {
			raw = "+" + raw[2:]
		}
		n, err := phonenumbers.Parse(raw, "ZZ")
		if err != nil || !phonenumbers.IsValidNumber(n) {
			return "", false
		}
		return phonenumbers.Format(n, phonenumbers.E164), true
	}
	// National format: formatted like a phone number (grouped), or announced by a word such as "phone".
	grouped := strings.ContainsAny(raw, " -./()")
	if !grouped && !announced(before) {
		return "", false
	}
	if grouped && looksLikeDate(raw) {
		return "", false
	}
	trunk := raw[0] == '0' || strings.HasPrefix(raw, "(0")
	for _, region := range phoneRegions {
		// Outside the US a national number starts with its trunk prefix 0;
		// where the country has none (Spain, Denmark…) a word such as
		// "phone" must announce it, or every grouped number would do.
		switch {
		case region == "US":
		case trunkPrefix(region):
			if !trunk {
				continue
			}
		case !announced(before):
			continue
		}
		n, err := phonenumbers.Parse(raw, region)
		if err == nil && phonenumbers.IsValidNumberForRegion(n, region) {
			return phonenumbers.Format(n, phonenumbers.E164), true
		}
	}
	return "", false
}

// looksLikeDate reports a date written with separators (2024-03-15, 15.03.2024, 03/15/2024).
func looksLikeDate(raw string) bool {
	return dateRE.MatchString(raw)
}

var dateRE = regexp.MustCompile(`^(?:[0-9]{4}[\-./][0-9]{1,2}[\-./][0-9]{1,2}|[0-9]{1,2}[\-./][0-9]{1,2}[\-./][0-9]{2,4})$`)

func containsAny(s string, words []string) bool {
	for _, w := range words {
		if strings.Contains(s, w) {
			return true
		}
	}
	return false
}

// hasWordSuffix reports whether s, trimmed of blanks and punctuation, ends
// with one of words (as a whole word).
func hasWordSuffix(s string, words []string) bool {
	if strings.HasSuffix(strings.TrimRight(s, " "), "#") {
		return true
	}
	s = strings.TrimRight(s, " :.=\t")
	for _, w := range words {
		w = strings.TrimRight(w, ".")
		if strings.HasSuffix(s, w) && !wordRune(runeBefore(s, len(s)-len(w))) {
			return true
		}
	}
	return false
}

func announced(before string) bool { return containsAny(before, phoneContext) }

// trunkPrefix reports whether numbers of region are written nationally with a leading 0.
func trunkPrefix(region string) bool {
	return phonenumbers.GetNddPrefixForRegion(region, true) == "0"
}
