package pii

import "regexp"

// A CITATION.cff author is two fields, "family-names:" and "given-names:",
// one beside the other. keyedName refuses a value that is an initial alone
// (a one-letter value is a mark or a grade as often), but a given-names
// field next to its record's family-names holds the author's given name
// however short: "given-names: T" (docs/adr/0232).

// givenInitials is a CFF given-names field whose value is one or two
// initials: "T", "J. R.", "'T'".
var givenInitials = regexp.MustCompile(`^[ \t]*(?:-[ \t]+)?given[-_]names:[ \t]*["']?(\p{Lu}\.?(?:[ \t]?\p{Lu}\.?)?)["']?[ \t]*$`)

// familyField is a CFF family-names field with a value.
var familyField = regexp.MustCompile(`^[ \t]*(?:-[ \t]+)?family[-_]names:[ \t]*\S`)

// cffInitials is the range of the initials of body's given-names field
// when the line before or after it (prev, next) is its record's
// family-names field.
func cffInitials(body, prev, next string) (a, b int, ok bool) {
	m := givenInitials.FindStringSubmatchIndex(body)
	if m == nil || !familyField.MatchString(prev) && !familyField.MatchString(next) {
		return 0, 0, false
	}
	return m[2], m[3], true
}
