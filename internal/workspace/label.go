package workspace

import "strings"

// MemberLabel names a member as the other members know them: "Name
// (e-mail)", or whichever of the two there is. Sources, connections and
// departure notes all say whose credential they use with it, so one person
// is written one way everywhere.
func MemberLabel(name, email string) string {
	name, email = strings.TrimSpace(name), strings.TrimSpace(email)
	switch {
	case name == "" || strings.EqualFold(name, email):
		return email
	case email == "":
		return name
	}
	return name + " (" + email + ")"
}
