package pii

import "strings"

// Latin keys whose value is a person, read by the Korean keyed pass
// (docs/adr/0283). Programme data kept as JSON or YAML and flattened to
// "speaker.name: 김승진", "\"author\": \"박은정\"" names its persons by English
// keys, not by 발표자 or 이름. The key's last dotted segment says so: a role
// that is a person (speaker, author, presenter), or a name field alone or
// under such a role or under user, member, person (name, speaker.name,
// author_name, full_name). A name under anything else (program.name,
// company.name) names a thing and is left.

// koLatinRoles are the keys, and the owners of a name key, that are persons.
var koLatinRoles = map[string]bool{
	"speaker": true, "speakers": true, "author": true, "authors": true, "presenter": true,
	"lecturer": true, "moderator": true, "host": true, "writer": true, "creator": true,
	"maintainer": true, "contributor": true, "organizer": true, "organiser": true,
	"user": true, "member": true, "person": true, "people": true, "profile": true,
}

// koLatinNameFields are the fields that hold a person's name when their
// owner is a person or unnamed.
var koLatinNameFields = map[string]bool{
	"name": true, "fullname": true, "full_name": true, "displayname": true,
	"display_name": true, "realname": true, "real_name": true, "nickname": true,
}

// latinPersonKeyEnd: key ends with a Latin key path whose last segment
// names a person or a person's name field.
func latinPersonKeyEnd(key string) bool {
	i := len(key)
	for i > 0 && i > len(key)-koKeyMax && latinKeyByte(key[i-1]) {
		i--
	}
	if i == len(key) {
		return false
	}
	path := strings.Split(strings.ToLower(key[i:]), ".")
	seg, prev := path[len(path)-1], ""
	if len(path) > 1 {
		prev = path[len(path)-2]
	}
	if koLatinRoles[seg] && seg != "user" && seg != "profile" && seg != "people" {
		return true
	}
	if koLatinNameFields[seg] {
		return prev == "" || koLatinRoles[prev]
	}
	for _, sep := range []string{"_name", "name"} {
		if owner, ok := strings.CutSuffix(seg, sep); ok && koLatinRoles[owner] {
			return true
		}
	}
	return false
}

// latinKeyByte: c may be part of a Latin key path.
func latinKeyByte(c byte) bool {
	return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9' || c == '_' || c == '.' || c == '-'
}
